import type { Translation } from '@/web/app/translation';
import type { superadminEn } from '@/web/features/superadmin/i18n';

export default {
  superadmin: {
    title: 'Dashboard del super amministratore',
    subtitle: 'Panoramica dell’intera piattaforma e scorciatoie per il super amministratore',
    checking: 'Verifica dello stato di amministratore…',
    setup: {
      title: 'Configurazione del super amministratore',
      intro:
        'Questo account è configurato come super amministratore di questa installazione. Inizializzalo per aprire la dashboard del super amministratore; diventerà amministratore.',
      initialize: 'Inizializza il super amministratore',
      initializing: 'Inizializzazione…',
      success: 'Account di super amministratore inizializzato!',
      failedWithMessage: 'Impossibile inizializzare il super amministratore: {{message}}',
      profileFailed: 'Impossibile aggiornare il profilo',
      failed: 'Inizializzazione non riuscita',
      reloading: 'Ricaricamento della pagina…',
    },
    error: {
      title: 'Verifica dello stato non riuscita',
      message: 'Si è verificato un problema nel controllare il tuo stato di amministratore. Riprova.',
      retry: 'Ripeti la verifica',
    },
    restricted: {
      title: 'Accesso riservato',
      message: 'Quest’area è riservata ai super amministratori.',
      home: 'Torna alla home',
    },
    nav: {
      label: 'Navigazione del super amministratore',
      superAdmin: 'Super amministratore',
      admin: 'Amministrazione',
      dashboard: 'Dashboard',
      analytics: 'Analisi avanzate',
      signOut: 'Esci',
    },
    active: 'L’account di super amministratore è attivo',
    signedInAs: 'Accesso effettuato come {{email}}',
    figures: {
      title: 'La piattaforma in sintesi',
      loading: 'Caricamento dei dati della piattaforma…',
      loadFailed: 'Impossibile caricare i dati della piattaforma',
      refresh: 'Aggiorna',
      updated: 'Conteggio delle {{time}}',
      users: 'Account',
      administrators: 'Amministratori',
      cvsAnalyzed: 'CV analizzati',
      cvsFailed: 'Analisi di CV non riuscite',
      securityEvents: 'Eventi di sicurezza (24 h)',
      suspiciousEvents: 'Sospetti (24 h)',
      failedJobs: 'Job non riusciti (24 h)',
      noQueue: 'Coda non avviata',
      chartTitle: 'Esiti a confronto',
      chartLabel:
        'CV analizzati: {{analyzed}}; analisi di CV non riuscite: {{failed}}; eventi di sicurezza nelle ultime 24 ore: {{events}}, di cui sospetti: {{suspicious}}.',
      chartCount: 'Numero',
    },
    cards: {
      title: 'Aree',
      admin: {
        title: 'Dashboard di amministrazione',
        description:
          'Gestione utenti, cambi di ruolo e relativo registro di audit, monitoraggio della sicurezza in tempo reale e stato del sistema.',
        stat: '{{users}} account, {{admins}} amministratori',
      },
      analytics: {
        title: 'Analisi avanzate',
        description: 'Analisi di attività e progressi con grafici.',
      },
      authSetup: {
        title: 'Configurazione dell’autenticazione',
        description: 'Come sono configurati l’accesso, la verifica dell’e-mail e i link magici.',
      },
      dashboard: {
        title: 'Dashboard',
        description: 'La tua dashboard di carriera, come ognuno vede la propria.',
        stat: '{{analyzed}} CV analizzati, {{failed}} non riusciti',
      },
      readiness: {
        title: 'Pronti per la produzione',
        description: 'Controlli per far girare Kairos in produzione.',
        stat_one: '{{count}} job non riuscito nelle ultime 24 h',
        stat_other: '{{count}} job non riusciti nelle ultime 24 h',
      },
      integration: {
        title: 'Test di integrazione',
        description: 'Esegui i controlli di integrazione dei servizi della piattaforma.',
      },
    },
  } satisfies Translation<typeof superadminEn>,
};
