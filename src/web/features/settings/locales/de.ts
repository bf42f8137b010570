import type { Translation } from '@/web/app/translation';
import type { settingsEn } from '@/web/features/settings/i18n';

export default {
  settings: {
    title: 'Einstellungen',
    intro: 'Wie Kairos Sie auf dem Laufenden hält, was andere sehen können und wie die App für Sie aussieht.',
    loadFailed: 'Ihre Einstellungen konnten nicht geladen werden',
    tabsLabel: 'Bereiche der Einstellungen',
    autosave: 'Änderungen werden sofort gespeichert.',
    tabs: {
      profile: 'Profil',
      notifications: 'Benachrichtigungen',
      privacy: 'Datenschutz',
      preferences: 'Präferenzen',
    },
    notifications: {
      title: 'Benachrichtigungen',
      description: 'Legen Sie fest, worüber Kairos Sie informiert und auf welchem Weg.',
      emailNotifications: {
        label: 'E-Mail-Benachrichtigungen',
        description: 'E-Mails zu Ihren eigenen Analysen, zum Beispiel wenn eine Lebenslauf-Analyse fertig ist.',
      },
      pushNotifications: {
        label: 'Browser-Benachrichtigungen',
        description: 'Eine Benachrichtigung dieses Browsers, wenn eine Lebenslauf-Analyse abgeschlossen ist oder fehlschlägt, während Kairos im Hintergrund läuft.',
      },
      weeklyInsights: {
        label: 'Wöchentliche Einblicke',
        description: 'Eine wöchentliche Zusammenfassung Ihrer Fortschritte und neuer Erkenntnisse.',
      },
      marketUpdates: {
        label: 'Marktneuigkeiten',
        description: 'Neuigkeiten zu den Arbeitsmärkten und Kompetenzen, die für Sie wichtig sind.',
      },
      push: {
        unsupported: 'Dieser Browser kann keine Benachrichtigungen anzeigen, daher bleiben Browser-Benachrichtigungen ausgeschaltet.',
        denied:
          'Ihr Browser blockiert Benachrichtigungen von Kairos, daher bleiben Browser-Benachrichtigungen ausgeschaltet. Erlauben Sie Benachrichtigungen für diese Website in den Browsereinstellungen und schalten Sie sie dann erneut ein.',
        dismissed: 'Browser-Benachrichtigungen bleiben ausgeschaltet: Der Browser hat keine Erlaubnis erhalten.',
        notAllowedHere: 'Browser-Benachrichtigungen sind in Ihren Einstellungen eingeschaltet, aber in diesem Browser noch nicht erlaubt.',
        allow: 'In diesem Browser erlauben',
      },
    },
    privacy: {
      title: 'Datenschutz',
      description: 'Sie entscheiden, was sichtbar ist und was erfasst wird. Alles bleibt aus, bis Sie es einschalten.',
      visibility: {
        label: 'Sichtbarkeit des Profils',
        private: 'Privat',
        privateHint: 'Nur Sie sehen Ihr Profil und Ihre Perspektiven. Mit „Privat“ wird Ihr öffentliches Portfolio sofort verborgen.',
        public: 'Öffentlich',
        publicHint: 'Ihre Perspektive „Öffentliches Portfolio“ kann von allen geöffnet werden, die ihre Freigabeadresse kennen.',
      },
      openPerspectives: 'Zu Ihren Perspektiven',
      dataSharing: {
        label: 'Anonymisierte Daten teilen',
        description: 'Kairos darf Ihre Daten anonymisiert und zusammengefasst nutzen, um die Markteinblicke für alle zu verbessern.',
      },
      analytics: {
        label: 'Anonyme Nutzungsstatistik erlauben',
        description: 'Kairos erfasst anonyme Seitenaufrufe nur, wenn Sie es erlauben.',
      },
    },
    preferences: {
      title: 'Präferenzen',
      description: 'Sprache, Zeitzone und Darstellung, gleich auf jedem Gerät, auf dem Sie sich anmelden.',
      language: {
        label: 'Sprache',
        description: 'Die Sprache der gesamten Oberfläche.',
      },
      timezone: {
        label: 'Zeitzone',
        description: 'Datum und Uhrzeit werden in dieser Zeitzone angezeigt. Dort ist es jetzt {{time}}.',
        cities: {
          'Europe/Berlin': 'Berlin',
          'Europe/London': 'London',
          'Europe/Paris': 'Paris',
          'America/New_York': 'New York',
        },
      },
      theme: {
        label: 'Design',
        description: '„System“ folgt der hellen oder dunklen Einstellung Ihres Geräts.',
        light: 'Hell',
        dark: 'Dunkel',
        system: 'System',
      },
      culturalContext: {
        label: 'Kultureller Kontext',
        description: 'Die Arbeitskultur, die Kairos für Sie berücksichtigen soll.',
        options: {
          european: 'Europa (allgemein)',
          dach: 'Deutschland, Österreich, Schweiz',
          france: 'Frankreich',
          benelux: 'Benelux',
          nordic: 'Nordische Länder',
          uk_ireland: 'Vereinigtes Königreich und Irland',
          southern_europe: 'Südeuropa',
          central_eastern_europe: 'Mittel- und Osteuropa',
          north_america: 'Nordamerika',
        },
      },
    },
    toasts: {
      saved: 'Einstellungen gespeichert',
      saveFailed: 'Ihre Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
  } satisfies Translation<typeof settingsEn>,
};
