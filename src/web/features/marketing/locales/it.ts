import type { Translation } from '@/web/app/translation';
import type { marketingEn } from '@/web/features/marketing/i18n';

export default {
  marketing: {
    landing: {
      hero: {
        eyebrow: 'Intelligenza di carriera per l’Europa, con la privacy al primo posto',
        title: 'Trasforma la tua carriera con la career intelligence',
        subtitle:
          'Carica il tuo CV e Kairos lo trasforma in un quadro chiaro di competenze, esperienza e talenti nascosti, analizzato sul server di Kairos, poi ti aiuta a passare all’azione con un coach di carriera, le prospettive del profilo e i dati del mercato europeo.',
        getStarted: 'Inizia gratis',
        exploreFeatures: 'Scopri le funzionalità',
        factsLabel: 'In breve',
        facts: {
          free: 'Inizi gratis',
          languages: 'Legge CV in inglese, tedesco, francese, spagnolo, italiano e olandese',
          noTrackers: 'Nessun tracker di terze parti né pubblicità',
        },
      },
      features: {
        title: 'Tutto ciò che il tuo CV può dirti',
        subtitle: 'Un solo caricamento, analizzato sul server, diventa la base di ogni parte di Kairos.',
        items: {
          cvAnalysis: {
            title: 'Analisi del CV sul nostro server',
            description:
              'Carica un file PDF, DOC, DOCX o TXT. Kairos lo legge sul proprio server ed estrae competenze, esperienza, formazione e lingue, in inglese, tedesco, francese, spagnolo, italiano o olandese.',
          },
          hiddenTalents: {
            title: 'Talenti nascosti, con le prove',
            description:
              'Kairos indica i punti di forza che il tuo CV lascia intuire senza mai nominarli e mostra le righe del tuo CV che li sostengono. Sei tu a decidere quali confermare.',
          },
          coach: {
            title: 'Coach di carriera',
            description:
              'Chiedi qual è il tuo prossimo passo e ricevi risposte basate sulla tua analisi (competenze, esperienza, talenti), non consigli generici. Le risposte le scrive il motore di Kairos; solo dove un operatore aggiunge un modello linguistico le sue risposte sono indicate come AI.',
          },
          perspectives: {
            title: 'Prospettive del profilo',
            description:
              'Guarda il tuo profilo come lo vedono lettori diversi: una vista tecnica, una per la direzione, una per HR e recruiter e un portfolio pubblico.',
          },
          market: {
            title: 'Analisi del mercato europeo',
            description:
              'Esplora le aziende europee, confronta i paesi e scopri quali competenze sono richieste, per capire dove si colloca il tuo profilo.',
          },
          tasks: {
            title: 'Attività e progressi',
            description:
              'Trasforma i suggerimenti in attività concrete, tieni traccia di ciò che hai fatto e segui i tuoi progressi nel tempo.',
          },
        },
      },
      howItWorks: {
        title: 'Come funziona',
        subtitle: 'Dalla registrazione al tuo prossimo passo di carriera in quattro passaggi.',
        stepLabel: 'Passaggio {{number}}',
        learnMore: 'Scopri di più su come funziona',
      },
      privacy: {
        eyebrow: 'Svizzero ed europeo per scelta',
        title: 'Privacy al primo posto, di default',
        body: 'Il tuo CV viene analizzato sul nostro server e mai inviato a terzi, a meno che l’operatore di questa istanza di Kairos abbia configurato un modello linguistico esterno: in quel caso ogni testo che scrive è contrassegnato.',
        points: {
          noTrackers: 'Nessun tracker di terze parti, nessuna pubblicità, nessun dato venduto',
          security: 'Password protette con argon2id, sessioni in cookie httpOnly',
          control: 'Scarica tutti i tuoi dati o elimina da solo il tuo account, in qualsiasi momento, dalle Impostazioni',
        },
        learnMore: 'Leggi della privacy by design',
      },
      cta: {
        title: 'Scopri cosa dice di te il tuo CV',
        body: 'Crea un account gratuito, carica il tuo CV e guarda la tua analisi e i tuoi talenti nascosti.',
        getStarted: 'Inizia gratis',
        howItWorks: 'Come funziona',
      },
    },
    steps: {
      account: {
        title: 'Crea il tuo account',
        short: 'Registrati con il tuo indirizzo e-mail e confermalo. Inizi gratis.',
        long: 'Registrati con il tuo indirizzo e-mail e una password di almeno 8 caratteri, poi conferma l’indirizzo con il link che ti inviamo. Con Kairos inizi gratis e non servono dati di pagamento.',
      },
      upload: {
        title: 'Carica il tuo CV',
        short: 'PDF, DOC, DOCX o TXT, fino a 10 MB. L’analisi avviene sul server.',
        long: 'Carica il tuo CV come file PDF, DOC, DOCX o TXT fino a 10 MB. Kairos controlla il file in base al contenuto, lo archivia e lo analizza in background sul proprio server. Nel frattempo puoi seguirne lo stato.',
      },
      review: {
        title: 'Guarda la tua analisi e i talenti nascosti',
        short: 'Controlla competenze, esperienza, formazione e lingue trovate e i talenti che ci sono dietro.',
        long: 'Guarda le competenze, l’esperienza, la formazione e le lingue che Kairos ha trovato nel tuo CV e i talenti nascosti che suggerisce, ciascuno con le prove tratte dal tuo CV e un livello di affidabilità. Conferma i talenti in cui ti riconosci o segnali da rivedere.',
      },
      act: {
        title: 'Passa all’azione',
        short: 'Chiedi al coach di carriera, pianifica attività ed esplora i dati del mercato europeo.',
        long: 'Chiedi al coach di carriera qual è il tuo prossimo passo, guarda il tuo profilo da prospettive diverse, esplora aziende, paesi e domanda di competenze in Europa e trasforma ciò che impari in attività da seguire.',
      },
    },
    howItWorksPage: {
      title: 'Come funziona Kairos',
      intro:
        'Kairos legge il tuo CV sul proprio server, lo trasforma in un’analisi strutturata e su quell’analisi costruisce tutto il resto: talenti, coaching, prospettive e analisi di mercato. Ecco cosa succede, passo dopo passo.',
      stepsTitle: 'Quattro passaggi',
      cvTitle: 'Cosa succede al tuo CV',
      cvIntro: 'Il tuo CV è personale. Ecco esattamente dove va e chi può vederlo.',
      cvPoints: {
        storage:
          'Il file viene archiviato sul server di questa istanza di Kairos, nella sua cartella dei dati o nell’object storage configurato dall’operatore.',
        checks: 'Viene controllato in base al contenuto, non al nome del file: sono accettati solo file PDF, DOC, DOCX e TXT fino a 10 MB.',
        local:
          'Viene analizzato sul server dal motore di Kairos. Nessun testo del CV viene inviato a terzi, a meno che l’operatore abbia configurato un modello linguistico esterno: i testi scritti da un tale modello sono sempre contrassegnati.',
        database: 'I risultati vengono salvati nel database, legati al tuo account.',
        visibility:
          'Il tuo CV e la tua analisi sono visibili solo a te e, solo per la gestione degli account, agli amministratori dell’istanza.',
      },
      resultsTitle: 'Cosa produce l’analisi',
      resultsIntro: 'L’analisi è la base di ogni altra parte di Kairos.',
      results: {
        skills: {
          title: 'Competenze',
          description: 'Le competenze tecniche e professionali trovate nel tuo CV, raggruppate per categoria.',
        },
        experience: {
          title: 'Esperienza e formazione',
          description: 'I tuoi ruoli, datori di lavoro e date, e la tua formazione, in ordine.',
        },
        languages: {
          title: 'Lingue',
          description: 'Le lingue che parli e la lingua in cui è scritto il tuo CV.',
        },
        talents: {
          title: 'Talenti nascosti',
          description: 'Punti di forza che il tuo CV lascia intuire senza nominarli, ciascuno con le prove e un livello di affidabilità.',
        },
        insights: {
          title: 'Suggerimenti',
          description: 'Osservazioni e consigli su cui si basano il coach, le prospettive e le analisi di mercato.',
        },
        failures: {
          title: 'Errori chiari',
          description:
            'Se un file non si può leggere, ad esempio un PDF cifrato o composto solo da immagini, resta archiviato con il motivo e puoi riprovare.',
        },
      },
      cta: {
        title: 'Vuoi iniziare?',
        body: 'Crea il tuo account gratuito e carica il tuo CV. Puoi leggere in qualsiasi momento come proteggiamo i tuoi dati.',
        getStarted: 'Inizia gratis',
        privacy: 'Privacy by design',
      },
    },
  } satisfies Translation<typeof marketingEn>,
};
