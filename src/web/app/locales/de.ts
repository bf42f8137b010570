import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import type { commonEn } from '@/web/app/locales/en/common';
import type { errorsEn } from '@/web/app/locales/en/errors';
import type { navEn } from '@/web/app/locales/en/nav';
import type { themesEn } from '@/web/app/locales/en/themes';
import type { Translation } from '@/web/app/translation';

export default {
  common: {
    appName: 'Kairos',
    documentTitle: 'Kairos – Karriere-Intelligenz',
    pageTitle: '{{title}} · Kairos',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Wird geladen …',
    closeNotification: 'Benachrichtigung schließen',
    comingSoon: 'Demnächst verfügbar',
    available: 'Verfügbar',
    colorScheme: {
      toDark: 'Zum dunklen Modus wechseln',
      toLight: 'Zum hellen Modus wechseln',
    },
    actions: {
      goHome: 'Zur Startseite',
      goBack: 'Zurück',
      tryAgain: 'Erneut versuchen',
      retry: 'Wiederholen',
      reloadPage: 'Seite neu laden',
      reloadApplication: 'Anwendung neu laden',
    },
    roleChange: {
      changed: 'Ihre Rolle wurde geändert in: {{role}}',
      roles: { user: 'Benutzer', admin: 'Administrator' },
    },
  } satisfies Translation<typeof commonEn>,

  nav: {
    mainNavigation: 'Hauptnavigation',
    publicNavigation: 'Seitennavigation',
    openNavigation: 'Navigation öffnen',
    closeNavigation: 'Navigation schließen',
    accountMenu: 'Kontomenü',
    public: {
      features: 'Funktionen',
      howItWorks: 'So funktioniert’s',
      privacy: 'Datenschutz',
      signIn: 'Anmelden',
      getStarted: 'Jetzt starten',
      dashboard: 'Dashboard',
    },
    app: {
      dashboard: 'Dashboard',
      cvs: 'Lebensläufe',
      hiddenTalents: 'Verborgene Talente',
      aiCoach: 'KI-Coach',
      perspectives: 'Perspektiven',
      tasks: 'Aufgaben',
      jobs: 'Stellenanzeigen',
      performance: 'Leistung',
      marketIntel: 'Marktanalyse',
      admin: 'Admin',
      marketData: 'Marktdaten',
      designSystem: 'Designsystem',
      brand: 'Marken',
      operations: 'Betrieb',
    },
    user: {
      profile: 'Profil',
      settings: 'Einstellungen',
      signOut: 'Abmelden',
    },
    pages: {
      onboarding: 'Onboarding',
      profile: 'Profil',
      perspectives: 'Profilperspektiven',
      careerCoach: 'KI-Karrierecoach',
      hiddenTalents: 'Verborgene Talente',
      intelligentDashboard: 'Intelligentes Dashboard',
      tasks: 'Aufgabenverwaltung',
      tasksAdvancedAnalytics: 'Erweiterte Aufgabenanalyse',
      cvUpload: 'Lebenslauf hochladen',
      cvList: 'Ihre Lebensläufe',
      cvDetail: 'Lebenslauf-Details',
      performance: 'Leistungsverfolgung',
      marketIntelligence: 'Europäische Marktanalyse',
      settings: 'Einstellungen',
      admin: 'Admin-Dashboard',
      designTokens: 'Design-Tokens',
      advancedDesignSystem: 'Designsystem im Überblick',
      managementDesignSystem: 'Designsystem verwalten',
      managementCulturalThemes: 'Kulturelle Themes verwalten',
      managementDesignTokens: 'Design-Tokens verwalten',
    },
  } satisfies Translation<typeof navEn>,

  errors: {
    route: {
      title: 'Etwas ist schiefgelaufen',
      reassurance: 'Keine Sorge, Ihre Daten sind sicher.',
      errorId: 'Fehler-ID',
      reporting: 'Fehler wird gemeldet …',
      unknownMessage: 'Ein unerwarteter Fehler ist aufgetreten',
    },
    fatal: {
      title: 'Anwendungsfehler',
      version: 'Version {{version}}',
    },
    notFound: {
      title: 'Seite nicht gefunden',
      message: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    },
    guards: {
      verifyingAccess: 'Ihr Zugriff wird überprüft …',
      checkingPermissions: 'Berechtigungen werden geprüft …',
      verifyingPermissions: 'Berechtigungen werden überprüft …',
      securityErrorTitle: 'Sicherheitsfehler',
      securityErrorMessage: 'Die Administratorrechte konnten nicht überprüft werden. Bitte laden Sie die Seite neu.',
      accessDeniedTitle: 'Zugriff verweigert',
      accessDeniedMessage: 'Für diesen Inhalt sind Administratorrechte erforderlich.',
      insufficientTitle: 'Unzureichende Berechtigungen',
      insufficientMessage: 'Ihnen fehlt die erforderliche Berechtigung: {{permission}}',
    },
    role: {
      verifyFailed: 'Die Rolle konnte nicht überprüft werden',
    },
  } satisfies Translation<typeof errorsEn>,

  footer: {
    tagline: 'Mehr als ein Lebenslauf – entdecken Sie Ihr Potenzial.',
    language: 'Sprache',
    columns: {
      product: {
        title: 'Produkt',
        links: {
          howItWorks: 'So funktioniert’s',
          getStarted: 'Jetzt starten',
          signIn: 'Anmelden',
        },
      },
      privacySecurity: {
        title: 'Datenschutz & Sicherheit',
        links: {
          privacyByDesign: 'Privacy by Design',
          dataSovereignty: 'Datensouveränität',
          swissCompliance: 'Compliance in der Schweiz',
          securityModel: 'Sicherheitsmodell',
          accessControls: 'Zugriffskontrolle',
          dataMinimization: 'Datenminimierung',
          transparency: 'Transparenz',
        },
      },
      yourRights: {
        title: 'Ihre Rechte',
        links: {
          gdprRights: 'Rechte nach DSGVO',
          dataPortability: 'Datenübertragbarkeit',
          rightToErasure: 'Recht auf Löschung',
          consentManagement: 'Einwilligungsverwaltung',
        },
      },
      legal: {
        title: 'Rechtliches',
        links: {
          privacy: 'Datenschutzerklärung',
          terms: 'Nutzungsbedingungen',
          dpa: 'Vertrag zur Auftragsverarbeitung',
          swissLaw: 'Schweizer Recht',
        },
      },
    },
    copyright: '© 2026 Kairos',
  } satisfies Translation<typeof footerEn>,
  themes: {
    picker: {
      label: 'Kulturelles Design',
      description: 'Farben, Schrift und Bewegung der ganzen Oberfläche, aus der Gestaltungstradition einer Kultur.',
      loadError: 'Die kulturellen Designs konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      saved: 'Kulturelles Design angewendet: {{name}}',
      saveFailed: 'Ihr kulturelles Design konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    },
    generated: {
      label: 'KI-generiert',
      engineLabel: 'Von Kairos’ eigener Engine erstellt',
      local: 'Auf dem eigenen Server von Kairos durch regelbasierte Analyse Ihrer Daten erstellt; kein externes Modell.',
      llm: 'Vom externen Sprachmodell des Betreibers ({{model}}) aus Ihrer Frage und Ihren eigenen Daten geschrieben.',
    },
  } satisfies Translation<typeof themesEn>,
};
