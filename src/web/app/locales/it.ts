import type { footerEn } from '@/web/app/layouts/site-footer.i18n';
import type { commonEn } from '@/web/app/locales/en/common';
import type { errorsEn } from '@/web/app/locales/en/errors';
import type { navEn } from '@/web/app/locales/en/nav';
import type { themesEn } from '@/web/app/locales/en/themes';
import type { Translation } from '@/web/app/translation';

export default {
  common: {
    appName: 'Kairos',
    documentTitle: 'Kairos – intelligenza di carriera',
    pageTitle: '{{title}} · Kairos',
    skipToContent: 'Vai al contenuto',
    loading: 'Caricamento…',
    closeNotification: 'Chiudi notifica',
    comingSoon: 'Prossimamente',
    available: 'Disponibile',
    colorScheme: {
      toDark: 'Passa alla modalità scura',
      toLight: 'Passa alla modalità chiara',
    },
    actions: {
      goHome: 'Vai alla home',
      goBack: 'Torna indietro',
      tryAgain: 'Riprova',
      retry: 'Riprova',
      reloadPage: 'Ricarica la pagina',
      reloadApplication: 'Ricarica l’applicazione',
    },
    roleChange: {
      changed: 'Il tuo ruolo è stato cambiato in {{role}}',
      roles: { user: 'Utente', admin: 'Amministratore' },
    },
  } satisfies Translation<typeof commonEn>,
  nav: {
    mainNavigation: 'Navigazione principale',
    publicNavigation: 'Navigazione del sito',
    openNavigation: 'Apri la navigazione',
    closeNavigation: 'Chiudi la navigazione',
    accountMenu: 'Menu account',
    public: {
      features: 'Funzionalità',
      howItWorks: 'Come funziona',
      privacy: 'Privacy',
      signIn: 'Accedi',
      getStarted: 'Inizia ora',
      dashboard: 'Dashboard',
    },
    app: {
      dashboard: 'Dashboard',
      cvs: 'CV',
      hiddenTalents: 'Talenti nascosti',
      aiCoach: 'Coach AI',
      perspectives: 'Prospettive',
      tasks: 'Attività',
      jobs: 'Annunci di lavoro',
      performance: 'Performance',
      marketIntel: 'Mercato',
      admin: 'Amministrazione',
      marketData: 'Dati di mercato',
      designSystem: 'Design system',
      brand: 'Brand',
      operations: 'Operatività',
    },
    user: {
      profile: 'Profilo',
      settings: 'Impostazioni',
      signOut: 'Esci',
    },
    pages: {
      onboarding: 'Primi passi',
      profile: 'Profilo',
      perspectives: 'Prospettive del profilo',
      careerCoach: 'Coach di carriera AI',
      hiddenTalents: 'Talenti nascosti',
      intelligentDashboard: 'Dashboard intelligente',
      tasks: 'Gestione attività',
      tasksAdvancedAnalytics: 'Analisi avanzata delle attività',
      cvUpload: 'Carica un CV',
      cvList: 'I tuoi CV',
      cvDetail: 'Dettagli del CV',
      performance: 'Monitoraggio delle performance',
      marketIntelligence: 'Analisi del mercato europeo',
      settings: 'Impostazioni',
      admin: 'Dashboard di amministrazione',
      designTokens: 'Design token',
      advancedDesignSystem: 'Vetrina del design system',
      managementDesignSystem: 'Gestione del design system',
      managementCulturalThemes: 'Gestione dei temi culturali',
      managementDesignTokens: 'Gestione dei design token',
    },
  } satisfies Translation<typeof navEn>,
  errors: {
    route: {
      title: 'Qualcosa è andato storto',
      reassurance: 'Niente paura, i tuoi dati sono al sicuro.',
      errorId: 'ID errore',
      reporting: 'Invio della segnalazione…',
      unknownMessage: 'Si è verificato un errore imprevisto',
    },
    fatal: {
      title: 'Errore dell’applicazione',
      version: 'Versione {{version}}',
    },
    notFound: {
      title: 'Pagina non trovata',
      message: 'La pagina che cerchi non esiste o è stata spostata.',
    },
    guards: {
      verifyingAccess: 'Verifica dell’accesso…',
      checkingPermissions: 'Controllo delle autorizzazioni…',
      verifyingPermissions: 'Verifica delle autorizzazioni…',
      securityErrorTitle: 'Errore di sicurezza',
      securityErrorMessage: 'Impossibile verificare i privilegi di amministratore. Prova a ricaricare la pagina.',
      accessDeniedTitle: 'Accesso negato',
      accessDeniedMessage: 'Per accedere a questo contenuto servono i privilegi di amministratore.',
      insufficientTitle: 'Autorizzazioni insufficienti',
      insufficientMessage: 'Non hai l’autorizzazione necessaria: {{permission}}',
    },
    role: {
      verifyFailed: 'Impossibile verificare il ruolo',
    },
  } satisfies Translation<typeof errorsEn>,
  footer: {
    tagline: 'Oltre il CV: scopri il tuo potenziale.',
    language: 'Lingua',
    columns: {
      product: {
        title: 'Prodotto',
        links: {
          howItWorks: 'Come funziona',
          getStarted: 'Inizia ora',
          signIn: 'Accedi',
        },
      },
      privacySecurity: {
        title: 'Privacy e sicurezza',
        links: {
          privacyByDesign: 'Privacy by design',
          dataSovereignty: 'Sovranità dei dati',
          swissCompliance: 'Conformità svizzera',
          securityModel: 'Modello di sicurezza',
          accessControls: 'Controlli di accesso',
          dataMinimization: 'Minimizzazione dei dati',
          transparency: 'Trasparenza',
        },
      },
      yourRights: {
        title: 'I tuoi diritti',
        links: {
          gdprRights: 'Diritti GDPR',
          dataPortability: 'Portabilità dei dati',
          rightToErasure: 'Diritto alla cancellazione',
          consentManagement: 'Gestione del consenso',
        },
      },
      legal: {
        title: 'Note legali',
        links: {
          privacy: 'Informativa sulla privacy',
          terms: 'Termini di servizio',
          dpa: 'Accordo sul trattamento dei dati',
          swissLaw: 'Diritto svizzero',
        },
      },
    },
    copyright: '© 2026 Kairos',
  } satisfies Translation<typeof footerEn>,
  themes: {
    picker: {
      label: 'Tema culturale',
      description: 'Colori, caratteri e animazioni dell’intera interfaccia, ispirati alla tradizione di design di una cultura.',
      loadError: 'Impossibile caricare i temi culturali.',
      retry: 'Riprova',
      saved: 'Tema culturale applicato: {{name}}',
      saveFailed: 'Impossibile salvare il tema culturale. Riprova.',
    },
    generated: {
      label: 'Generato dall’AI',
      engineLabel: 'Generato dal motore di Kairos',
      local: 'Prodotto sul server di Kairos da un’analisi basata su regole dei tuoi dati; nessun modello esterno.',
      llm: 'Scritto dal modello linguistico esterno dell’operatore ({{model}}) a partire dalla tua domanda e dai tuoi dati.',
    },
  } satisfies Translation<typeof themesEn>,
};
