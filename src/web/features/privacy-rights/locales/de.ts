import type { Translation } from '@/web/app/translation';
import type { privacyRightsEn } from '@/web/features/privacy-rights/i18n';

export default {
  privacyRights: {
    title: 'Ihre Daten',
    description:
      'Laden Sie alles herunter, was Kairos über Sie speichert, entscheiden Sie über optionale Verarbeitungen oder löschen Sie Ihr Konto.',
    export: {
      title: 'Meine Daten herunterladen',
      description:
        'Ein ZIP-Archiv mit Ihrem Konto, Profil, Ihren Einstellungen, Lebensläufen (mit den Originaldateien und ihren Analysen), Talenten, Coaching-Sitzungen, Perspektiven, Aufgaben, Einwilligungen und Sicherheitsereignissen sowie einer README-Datei, die jede Datei erklärt.',
      button: 'Meine Daten herunterladen',
      preparing: 'Ihr Archiv wird vorbereitet …',
      failed: 'Ihre Daten konnten nicht heruntergeladen werden. Bitte versuchen Sie es erneut.',
      ready: 'Ihr Archiv wurde heruntergeladen.',
    },
    consents: {
      title: 'Einwilligungen',
      description:
        'Optionale Verarbeitungen finden nur mit Ihrer Einwilligung statt. Sie können sie jederzeit widerrufen; jede Änderung wird mit ihrem Zeitpunkt festgehalten.',
      loadFailed: 'Ihre Einwilligungen konnten nicht geladen werden',
      saved: 'Ihre Einwilligung wurde erfasst.',
      withdrawn: 'Ihre Einwilligung wurde widerrufen.',
      saveFailed: 'Ihre Einwilligung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
      grantedSince: 'Erteilt am {{date}}',
      withdrawnOn: 'Widerrufen am {{date}}',
      never: 'Nicht erteilt',
      externalModelNotConfigured: 'Auf dieser Instanz ist kein externes Modell eingerichtet; es wird also in keinem Fall etwas gesendet.',
      purposes: {
        external_model: {
          label: 'Externes Sprachmodell',
          description:
            'Der KI-Coach darf Ihre Frage und eine Zusammenfassung Ihres Profils an das externe Sprachmodell senden, das der Betreiber dieser Instanz eingerichtet hat. Ohne Einwilligung antwortet die eigene Engine von Kairos.',
        },
        public_portfolio: {
          label: 'Öffentliches Portfolio',
          description:
            'Ihre öffentliche Perspektive ist für alle sichtbar, die den Link kennen. Dies ist derselbe Schalter wie die Profilsichtbarkeit „Öffentlich“ unter Datenschutz.',
        },
        analytics: {
          label: 'Nutzungsanalyse',
          description:
            'Erfasst, welche Seiten Sie öffnen (nur Seite und Zeitpunkt, keine IP-Adresse), um Kairos zu verbessern. Dies ist derselbe Schalter wie die Analyse unter Datenschutz.',
        },
      },
      history: {
        title: 'Verlauf',
        empty: 'Noch keine Einwilligung erfasst.',
        caption: 'Jede Einwilligung, die Sie erteilt oder widerrufen haben, die neueste zuerst',
        purpose: 'Zweck',
        granted: 'Erteilt',
        withdrawn: 'Widerrufen',
        stillGiven: '—',
      },
    },
    delete: {
      title: 'Konto löschen',
      description:
        'Löscht Ihr Konto und alles, was damit verbunden ist: Profil, Einstellungen, Lebensläufe und ihre Dateien, Analysen, Talente, Coaching-Sitzungen, Perspektiven, Aufgaben, Einwilligungen, Benachrichtigungen und Analysedaten. Dies kann nicht rückgängig gemacht werden. Einträge im Sicherheitsprotokoll bleiben ohne personenbezogene Daten erhalten.',
      button: 'Mein Konto löschen',
      modalTitle: 'Ihr Konto löschen?',
      modalBody:
        'Alles, was mit Ihrem Konto verbunden ist, wird sofort gelöscht und kann nicht wiederhergestellt werden. Laden Sie Ihre Daten am besten vorher herunter.',
      emailLabel: 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein',
      emailPlaceholder: '{{email}}',
      confirm: 'Mein Konto endgültig löschen',
      cancel: 'Abbrechen',
      close: 'Schließen',
      mismatch: 'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein',
      failed: 'Ihr Konto konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.',
      deleted: 'Ihr Konto und Ihre Daten wurden gelöscht.',
    },
    jsonResume: {
      download: 'JSON Resume herunterladen',
    },
  } satisfies Translation<typeof privacyRightsEn>,
};
