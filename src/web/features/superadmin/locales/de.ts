import type { Translation } from '@/web/app/translation';
import type { superadminEn } from '@/web/features/superadmin/i18n';

export default {
  superadmin: {
    title: 'Super-Admin-Dashboard',
    subtitle: 'Plattformweiter Überblick und Verknüpfungen für den Super-Administrator',
    checking: 'Admin-Status wird geprüft...',
    setup: {
      title: 'Super-Admin-Einrichtung',
      intro:
        'Dieses Konto ist als Super-Administrator dieser Installation konfiguriert. Initialisieren Sie es, um das Super-Admin-Dashboard zu öffnen; es wird dabei Administrator.',
      initialize: 'Super-Admin initialisieren',
      initializing: 'Wird initialisiert...',
      success: 'Super-Admin-Konto erfolgreich initialisiert!',
      failedWithMessage: 'Super-Admin konnte nicht initialisiert werden: {{message}}',
      profileFailed: 'Profil konnte nicht aktualisiert werden',
      failed: 'Initialisierung fehlgeschlagen',
      reloading: 'Die Seite wird neu geladen...',
    },
    error: {
      title: 'Statusprüfung fehlgeschlagen',
      message: 'Beim Prüfen Ihres Admin-Status ist ein Problem aufgetreten. Bitte versuchen Sie es erneut.',
      retry: 'Erneut prüfen',
    },
    restricted: {
      title: 'Zugriff eingeschränkt',
      message: 'Dieser Bereich ist ausschließlich Super-Administratoren vorbehalten.',
      home: 'Zur Startseite',
    },
    nav: {
      label: 'Super-Admin-Navigation',
      superAdmin: 'Super-Admin',
      admin: 'Admin',
      dashboard: 'Dashboard',
      analytics: 'Erweiterte Analysen',
      signOut: 'Abmelden',
    },
    active: 'Super-Admin-Konto ist aktiv',
    signedInAs: 'Angemeldet als {{email}}',
    figures: {
      title: 'Die Plattform auf einen Blick',
      loading: 'Plattformzahlen werden geladen...',
      loadFailed: 'Plattformzahlen konnten nicht geladen werden',
      refresh: 'Aktualisieren',
      updated: 'Gezählt {{time}}',
      users: 'Konten',
      administrators: 'Administratoren',
      cvsAnalyzed: 'Analysierte Lebensläufe',
      cvsFailed: 'Fehlgeschlagene Analysen',
      securityEvents: 'Sicherheitsereignisse (24 h)',
      suspiciousEvents: 'Verdächtig (24 h)',
      failedJobs: 'Fehlgeschlagene Jobs (24 h)',
      noQueue: 'Warteschlange nicht gestartet',
      chartTitle: 'Ergebnisse im Vergleich',
      chartLabel:
        'Analysierte Lebensläufe: {{analyzed}}; fehlgeschlagene Analysen: {{failed}}; Sicherheitsereignisse der letzten 24 Stunden: {{events}}, davon verdächtig: {{suspicious}}.',
      chartCount: 'Anzahl',
    },
    cards: {
      title: 'Bereiche',
      admin: {
        title: 'Admin-Dashboard',
        description: 'Benutzerverwaltung, Rollenänderungen und ihr Prüfprotokoll, der Live-Sicherheitsmonitor und der Systemzustand.',
        stat: '{{users}} Konten, {{admins}} Administratoren',
      },
      analytics: {
        title: 'Erweiterte Analysen',
        description: 'Aufgaben- und Fortschrittsanalysen mit Diagrammen.',
      },
      authSetup: {
        title: 'Authentifizierungs-Einrichtung',
        description: 'Wie Anmeldung, E-Mail-Bestätigung und Magic Links konfiguriert sind.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'Ihr eigenes Karriere-Dashboard, so wie jede Person ihres sieht.',
        stat: '{{analyzed}} Lebensläufe analysiert, {{failed}} fehlgeschlagen',
      },
      readiness: {
        title: 'Produktionsreife',
        description: 'Prüfungen, ob Kairos für den Produktivbetrieb bereit ist.',
        stat_one: '{{count}} fehlgeschlagener Job in den letzten 24 h',
        stat_other: '{{count}} fehlgeschlagene Jobs in den letzten 24 h',
      },
      integration: {
        title: 'Integrationstests',
        description: 'Die Integrationsprüfungen der Plattformdienste ausführen.',
      },
    },
  } satisfies Translation<typeof superadminEn>,
};
