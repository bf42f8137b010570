import type { Translation } from '@/web/app/translation';
import type { privacyEn } from '@/web/features/privacy/i18n';

export default {
  privacy: {
    lastUpdated: 'Ultimo aggiornamento: 22 novembre 2026',
    relatedTitle: 'Pagine correlate',
    sectionsLabel: 'In questa pagina',
    notFound: {
      title: 'Pagina non trovata',
      body: 'A questo indirizzo non c’è alcuna pagina sulla privacy.',
      link: 'Vai a Privacy by design',
    },
    pages: {
      privacyByDesign: {
        title: 'Privacy by design',
        summary:
          'Kairos è costruito in modo che i tuoi dati di carriera restino sull’istanza di Kairos che usi. La privacy è l’impostazione predefinita, non un’opzione da cercare: il tuo CV viene analizzato sul server, niente viene condiviso per la pubblicità e l’accesso è limitato a ciò che serve a ciascun ruolo.',
        sections: [
          {
            heading: 'Analisi sul server, non nel cloud di qualcun altro',
            body: 'Il tuo CV viene letto e analizzato dal motore di Kairos sul server di questa istanza. Nessun testo del CV viene inviato a un servizio esterno, a meno che l’operatore dell’istanza abbia configurato un modello linguistico esterno; i testi scritti da un tale modello sono contrassegnati nell’interfaccia.',
          },
          {
            heading: 'Nessun tracker, nessuna pubblicità',
            body: 'Kairos non contiene statistiche di terze parti, pixel di tracciamento o pubblicità, e i tuoi dati non vengono venduti. Sono usati solo per fornire le funzionalità che utilizzi.',
          },
          {
            heading: 'Impostazioni sicure di default',
            body: 'Le password sono protette con argon2id. Le sessioni sono conservate in cookie httpOnly e SameSite che gli script della pagina non possono leggere. La verifica dell’e-mail è obbligatoria e accesso, registrazione, reimpostazione della password e link magici hanno limiti di frequenza.',
          },
          {
            heading: 'Il controllo resta a te',
            body: 'Puoi scaricare una copia di tutti i tuoi dati, dare o revocare il consenso ai trattamenti facoltativi ed eliminare da solo il tuo account, in Impostazioni → I tuoi dati. Per qualsiasi altra richiesta, contatta l’operatore (amministratore) di questa istanza.',
          },
        ],
      },
      dataSovereignty: {
        title: 'Sovranità dei dati',
        summary:
          'Kairos è un software che si può ospitare in proprio. Chi gestisce un’istanza decide dove gira, e i tuoi dati restano sull’infrastruttura di quell’istanza.',
        sections: [
          {
            heading: 'Dove si trovano i tuoi dati',
            body: 'I dati dell’account e le analisi sono salvati in un database: un database integrato nella cartella dei dati dell’istanza o il server PostgreSQL dell’operatore. I file dei CV caricati sono salvati nella cartella dei dati o in un object storage compatibile con S3 configurato dall’operatore.',
          },
          {
            heading: 'Chi è responsabile',
            body: 'L’operatore dell’istanza, cioè l’organizzazione o la persona che la gestisce, è il titolare del trattamento dei tuoi dati e sceglie dove vengono ospitati. Chiedi all’operatore se vuoi conoscere il luogo di hosting.',
          },
          {
            heading: 'Nessun trasferimento nascosto',
            body: 'Kairos non invia i tuoi dati a chi sviluppa il software né ad altri terzi. L’unico canale in uscita facoltativo per il contenuto dei CV è un modello linguistico esterno che l’operatore configura esplicitamente, e i suoi testi sono contrassegnati. E-mail come la verifica e i link di accesso vengono consegnate tramite il server di posta dell’operatore.',
          },
        ],
      },
      swissCompliance: {
        title: 'Conformità svizzera',
        summary:
          'Kairos è progettato tenendo conto della nuova legge federale svizzera sulla protezione dei dati (nLPD, detta anche revLPD), in vigore dal 1° settembre 2023. Se una determinata istanza sia conforme dipende da come la gestisce il suo operatore; Kairos in sé non ha alcuna certificazione.',
        sections: [
          {
            heading: 'I principi su cui si basa Kairos',
            body: 'La nLPD richiede protezione dei dati fin dalla progettazione e per impostazione predefinita, proporzionalità, limitazione della finalità, sicurezza dei dati e trasparenza. Kairos li rispecchia con l’analisi sul server, la raccolta minima di dati, impostazioni sicure di default e informazioni chiare sul trattamento.',
          },
          {
            heading: 'Cosa offre Kairos agli operatori',
            body: 'Strumenti che aiutano un operatore a rispettare i propri obblighi:',
            items: [
              'Dati conservati sull’infrastruttura dell’operatore',
              'Un registro di sicurezza di accessi, accessi falliti e reimpostazioni della password',
              'Accesso basato sui ruoli (utente, amministratore) applicato sul server',
              'Un’etichetta su ogni testo scritto da un modello linguistico esterno',
            ],
          },
          {
            heading: 'Cosa non dichiariamo',
            body: 'Kairos non è certificato secondo alcuno schema svizzero o internazionale. Un operatore che ha bisogno di una certificazione o di una valutazione d’impatto sulla protezione dei dati deve ottenerla per la propria istanza.',
          },
        ],
      },
      gdprRights: {
        title: 'I tuoi diritti secondo il GDPR',
        summary:
          'Dove si applica il Regolamento generale sulla protezione dei dati dell’UE, hai dei diritti sui tuoi dati personali. Questa pagina li elenca e spiega come esercitarli oggi in Kairos.',
        sections: [
          {
            heading: 'I tuoi diritti',
            body: 'Secondo il GDPR hai diritto a:',
            items: [
              'Accesso: ottenere una copia dei tuoi dati personali e informazioni sul loro trattamento (art. 15)',
              'Rettifica: far correggere i dati inesatti; puoi modificare tu stesso il tuo profilo (art. 16)',
              'Cancellazione: far eliminare i tuoi dati (art. 17)',
              'Limitazione: far limitare il trattamento mentre si chiarisce una questione (art. 18)',
              'Portabilità: ricevere i dati che hai fornito in un formato leggibile da dispositivo automatico (art. 20)',
              'Opposizione: opporti al trattamento basato su interessi legittimi (art. 21)',
            ],
          },
          {
            heading: 'Come esercitarli',
            body: 'Accesso, portabilità, cancellazione e consenso sono in self-service in Impostazioni → I tuoi dati: scarica tutti i tuoi dati in un unico archivio, elimina il tuo account e dai o revoca il consenso ai trattamenti facoltativi. Per qualsiasi altra richiesta, contatta l’operatore (amministratore) di questa istanza, che è il titolare del trattamento. Il titolare deve rispondere entro un mese; per richieste complesse il termine può essere prorogato di altri due mesi.',
          },
          {
            heading: 'Reclami',
            body: 'Puoi presentare un reclamo all’autorità di controllo per la protezione dei dati del tuo paese (art. 77). In Svizzera l’autorità è l’Incaricato federale della protezione dei dati e della trasparenza (IFPDT).',
          },
        ],
      },
      dataPortability: {
        title: 'Portabilità dei dati',
        summary:
          'Hai il diritto di ricevere i dati personali che hai fornito in un formato strutturato, di uso comune e leggibile da dispositivo automatico, e di portarli a un altro servizio.',
        sections: [
          {
            heading: 'Cosa contiene un’esportazione',
            body: 'Un’esportazione comprende i dati legati al tuo account:',
            items: [
              'Dati dell’account: nome, indirizzo e-mail, metodi di accesso e sessioni attuali (mai la password né i token di sessione)',
              'Informazioni del profilo e impostazioni che hai inserito',
              'I file dei CV che hai caricato, invariati',
              'Risultati delle analisi: competenze, esperienza, formazione, lingue e talenti nascosti',
              'Sessioni di coaching, prospettive e attività',
              'I tuoi consensi con la loro cronologia, le e-mail di notifica che ti sono state inviate e le tue visualizzazioni di pagina nelle statistiche (se le hai consentite)',
              'Eventi di sicurezza relativi al tuo account (tipo e ora)',
            ],
          },
          {
            heading: 'Come ottenerla',
            body: 'Apri Impostazioni → I tuoi dati e scegli «Scarica i miei dati»: ricevi un archivio zip di file JSON insieme ai file originali dei tuoi CV e a un README che spiega ogni file. Ogni CV analizzato si può anche scaricare dalla sua pagina come JSON Resume (jsonresume.org), un formato che altri strumenti per CV possono importare.',
          },
        ],
      },
      rightToErasure: {
        title: 'Diritto alla cancellazione',
        summary:
          'Puoi chiedere che il tuo account e i dati personali collegati vengano eliminati: è il «diritto all’oblio» dell’art. 17 GDPR e il diritto alla cancellazione secondo la nLPD svizzera.',
        sections: [
          {
            heading: 'Cosa viene eliminato',
            body: 'Il tuo account, i metodi di accesso e le sessioni, il profilo e le impostazioni, i file dei CV caricati con le relative analisi e i talenti nascosti, le sessioni di coaching, le prospettive e le attività, i consensi, i registri delle notifiche e le visualizzazioni di pagina nelle statistiche. Tutto viene eliminato insieme, in un solo passaggio.',
          },
          {
            heading: 'Cosa viene conservato, e perché',
            body: 'Le voci del registro di sicurezza relative al tuo account (come gli accessi) vengono conservate perché l’operatore possa indagare sugli incidenti di sicurezza, ma senza dati personali: il collegamento al tuo account, l’indirizzo IP, il browser e il tuo indirizzo e-mail vengono rimossi, e la cancellazione stessa viene registrata senza nessuno di essi. Le e-mail già inviate non possono essere richiamate. I dati che l’operatore deve conservare per legge possono essere conservati, e i backup dell’operatore scadono secondo il suo piano di backup.',
          },
          {
            heading: 'Come eliminare il tuo account',
            body: 'Apri Impostazioni → I tuoi dati, scegli «Elimina il mio account» e digita il tuo indirizzo e-mail per confermare. La disconnessione è immediata. Valuta di scaricare prima i tuoi dati.',
          },
        ],
      },
      accessControls: {
        title: 'Controlli di accesso',
        summary:
          'Ogni richiesta viene verificata sul server: chi sei e se il tuo ruolo consente ciò che chiedi. Ciò che il browser mostra o nasconde non è mai l’unica protezione.',
        sections: [
          {
            heading: 'Due ruoli',
            body: 'Kairos ha due ruoli: utente e amministratore. Gli utenti vedono e gestiscono solo i propri CV, analisi, talenti, sessioni di coaching e attività. Gli amministratori gestiscono account e ruoli ed esaminano gli eventi di sicurezza.',
          },
          {
            heading: 'Applicati sul server',
            body: 'Ogni parte dell’API dichiara chi può usarla e il server lo verifica a ogni richiesta. Una richiesta per i dati di qualcun altro viene respinta.',
          },
          {
            heading: 'Sessioni',
            body: 'Dopo l’accesso, la tua sessione è salvata sul server e referenziata da un cookie httpOnly e SameSite che gli script della pagina non possono leggere. Uscendo, la sessione termina sul server.',
          },
        ],
      },
      consentManagement: {
        title: 'Gestione del consenso',
        summary:
          'Kairos tratta i tuoi dati per fornire il servizio a cui ti sei iscritto. Non mostra alcun banner dei cookie perché non usa cookie di tracciamento o pubblicitari.',
        sections: [
          {
            heading: 'Cookie e archiviazione',
            body: 'Kairos usa solo ciò che serve al servizio: un cookie di sessione che ti mantiene connesso e l’archiviazione locale del browser per preferenze come lingua e schema di colori e per i passaggi dei primi passi non completati. Non ci sono cookie di statistiche, pubblicitari o di terze parti.',
          },
          {
            heading: 'Trattamenti facoltativi',
            body: 'Tre tipi di trattamento sono facoltativi e avvengono solo con il tuo consenso: l’invio delle tue domande al coach AI a un modello linguistico esterno, se l’operatore ne ha configurato uno (senza consenso risponde il motore di Kairos; i testi scritti dal modello sono sempre contrassegnati); un portfolio pubblico che chiunque abbia il link può vedere; e le statistiche di utilizzo (quali pagine apri e quando, senza il tuo indirizzo IP). Ogni consenso viene registrato con l’ora in cui l’hai dato.',
          },
          {
            heading: 'Cambiare idea',
            body: 'Dai o revoca ogni consenso in qualsiasi momento in Impostazioni → I tuoi dati, dove ogni modifica è elencata con la sua ora. Gli interruttori del profilo pubblico e delle statistiche in Impostazioni → Privacy sono gli stessi consensi. Per interrompere ogni trattamento dei tuoi dati, elimina lì il tuo account.',
          },
        ],
      },
      securityModel: {
        title: 'Modello di sicurezza',
        summary:
          'Kairos protegge account e dati con componenti collaudati e registra gli eventi di sicurezza perché gli abusi possano essere notati.',
        sections: [
          {
            heading: 'Account e password',
            body: 'L’accesso è protetto a ogni passaggio:',
            items: [
              'Le password sono protette con argon2id e mai salvate in chiaro',
              'Il tuo indirizzo e-mail deve essere verificato prima di poter accedere',
              'Accesso, registrazione, reimpostazione della password e link magici hanno limiti di frequenza',
              'Le sessioni risiedono sul server, referenziate da cookie httpOnly e SameSite',
            ],
          },
          {
            heading: 'Registro di sicurezza',
            body: 'Accessi, accessi falliti e reimpostazioni della password vengono registrati con ora, indirizzo IP e user agent. Gli amministratori usano questo registro per individuare attacchi agli account; Kairos lo usa solo per il monitoraggio della sicurezza.',
          },
          {
            heading: 'Caricamenti',
            body: 'I file caricati vengono controllati in base al contenuto, non al nome. Sono accettati solo file PDF, DOC, DOCX e TXT fino a 10 MB.',
          },
        ],
      },
      dataMinimization: {
        title: 'Minimizzazione dei dati',
        summary: 'Kairos chiede solo ciò che gli serve per darti un’analisi utile e lo conserva solo sull’istanza che usi.',
        sections: [
          {
            heading: 'Cosa chiediamo',
            body: 'Un indirizzo e-mail e una password per creare il tuo account; il tuo CV, se vuoi che venga analizzato; e, solo se scegli di aggiungerli, il tuo nome e i dati professionali nel profilo.',
          },
          {
            heading: 'Cosa non raccogliamo',
            body: 'Nessun tracciamento tra siti web, nessun profilo pubblicitario, nessun dato acquistato da terzi e nessun accesso ai tuoi contatti o social network.',
          },
          {
            heading: 'Cosa contiene il registro di sicurezza',
            body: 'Solo per gli eventi di sicurezza: l’ora, il tipo di evento, il tuo indirizzo IP e lo user agent. Serve a proteggere gli account, non a creare profili.',
          },
        ],
      },
      transparency: {
        title: 'Trasparenza',
        summary: 'Dovresti sapere cosa fa Kairos con i tuoi dati e da dove viene ogni risultato.',
        sections: [
          {
            heading: 'Come viene analizzato il tuo CV',
            body: 'Il motore di Kairos legge il tuo CV con regole e una tassonomia di competenze curata. Ogni talento nascosto mostra le prove tratte dal tuo CV su cui si basa e un livello di affidabilità, così puoi giudicarlo tu.',
          },
          {
            heading: 'Testi AI contrassegnati',
            body: 'Quando l’operatore collega un modello linguistico esterno, ogni testo che scrive è contrassegnato, così sai sempre se stai leggendo l’analisi di Kairos o un testo generato.',
          },
          {
            heading: 'Decidi tu',
            body: 'L’analisi fa proposte; sei tu a decidere cosa farne. Puoi confermare i talenti nascosti o segnarli da rivedere. Kairos non prende su di te decisioni che producono effetti giuridici o altrettanto significativi.',
          },
        ],
      },
      privacy: {
        title: 'Informativa sulla privacy',
        summary:
          'Questa informativa spiega come vengono trattati i dati personali su questa istanza di Kairos. L’operatore dell’istanza, cioè l’organizzazione o la persona che la gestisce, è il titolare del trattamento e il tuo riferimento per ogni domanda o richiesta sui tuoi dati.',
        sections: [
          {
            heading: 'Cosa viene trattato, e perché',
            body: 'Kairos tratta:',
            items: [
              'Dati dell’account (indirizzo e-mail, nome, hash della password), per fornirti l’account',
              'CV e informazioni del profilo, per analizzarli e mostrarti i risultati',
              'Domande al coach, prospettive e attività, per fornire queste funzionalità',
              'Eventi di sicurezza (ora, indirizzo IP, user agent), per proteggere gli account',
            ],
          },
          {
            heading: 'Base giuridica',
            body: 'Il trattamento è necessario per fornire il servizio che hai richiesto (art. 6, par. 1, lett. b GDPR). La registrazione degli eventi di sicurezza si basa sul legittimo interesse a proteggere gli account e il servizio (art. 6, par. 1, lett. f GDPR).',
          },
          {
            heading: 'Dove sono conservati e chi li riceve',
            body: 'I dati sono conservati sul server dell’istanza, nel suo database e nella sua cartella dei dati o nell’object storage dell’operatore. Nessun terzo riceve il testo del tuo CV, a meno che l’operatore abbia configurato un modello linguistico esterno, i cui testi sono contrassegnati. Le e-mail vengono consegnate tramite il server di posta dell’operatore. Non ci sono tracker né pubblicità.',
          },
          {
            heading: 'Conservazione e diritti',
            body: 'I tuoi dati vengono conservati finché esiste il tuo account ed eliminati su richiesta (vedi Diritto alla cancellazione). Hai i diritti descritti in I tuoi diritti secondo il GDPR e, in Svizzera, quelli previsti dalla nLPD.',
          },
        ],
      },
      terms: {
        title: 'Termini di servizio',
        summary:
          'Termini in linguaggio semplice per usare Kairos. Questa istanza è fornita dal suo operatore, che è responsabile della sua gestione e può aggiungere termini propri.',
        sections: [
          {
            heading: 'Il servizio',
            body: 'Kairos ti aiuta a capire il tuo CV, le tue competenze e le tue opzioni di carriera. Analisi, talenti nascosti, coaching e dati di mercato sono proposte a supporto delle tue decisioni, non garanzie di alcun risultato.',
          },
          {
            heading: 'Il tuo account e i tuoi contenuti',
            body: 'Custodisci la tua password e carica solo CV e contenuti che hai il diritto di usare. I tuoi contenuti restano tuoi; sono usati solo per fornirti il servizio.',
          },
          {
            heading: 'Uso corretto',
            body: 'Non tentare di accedere ai dati di altre persone, di sovraccaricare il servizio o di aggirare le sue misure di sicurezza. L’operatore può sospendere gli account che lo fanno.',
          },
          {
            heading: 'L’operatore',
            body: 'L’operatore di questa istanza è responsabile della sua disponibilità e dell’assistenza. Contatta l’operatore per qualsiasi domanda su questi termini.',
          },
        ],
      },
      dpa: {
        title: 'Accordo sul trattamento dei dati',
        summary:
          'Un’organizzazione che fa gestire Kairos per proprio conto, ad esempio per il personale o per i clienti, ha bisogno di un accordo sul trattamento dei dati con chi gestisce l’istanza (art. 28 GDPR, art. 9 nLPD). Questa pagina descrive cosa copre un tale accordo.',
        sections: [
          {
            heading: 'Ruoli',
            body: 'L’organizzazione che decide perché e come vengono trattati i dati personali è il titolare del trattamento. Chi ospita o gestisce l’istanza per suo conto è un responsabile del trattamento e agisce solo su istruzioni documentate del titolare.',
          },
          {
            heading: 'Cosa supporta Kairos',
            body: 'Il software aiuta entrambe le parti a rispettare i propri impegni:',
            items: [
              'Trattamento limitato all’infrastruttura dell’istanza',
              'Nessun sub-responsabile di default; un modello linguistico esterno o un fornitore di posta, se configurati, sono sub-responsabili da elencare',
              'Controllo degli accessi basato sui ruoli e registro di sicurezza',
              'Esportazione ed eliminazione dei dati di una persona su richiesta',
            ],
          },
          {
            heading: 'Come ottenere un accordo',
            body: 'Un accordo sul trattamento dei dati si conclude tra il titolare e l’operatore dell’istanza. Contatta l’operatore di questa istanza per richiederne uno.',
          },
        ],
      },
      swissLaw: {
        title: 'Diritto svizzero',
        summary:
          'Una panoramica delle norme svizzere sulla protezione dei dati rilevanti per Kairos: la nuova legge federale sulla protezione dei dati (nLPD, detta anche revLPD) e la relativa ordinanza, entrambe in vigore dal 1° settembre 2023.',
        sections: [
          {
            heading: 'Punti chiave della nLPD',
            body: 'Tra le altre cose, la nLPD:',
            items: [
              'Protegge i dati personali delle persone fisiche',
              'Richiede la protezione dei dati fin dalla progettazione e per impostazione predefinita (art. 7)',
              'Richiede che le persone siano informate quando vengono raccolti i loro dati personali (art. 19)',
              'Concede il diritto d’accesso (art. 25) e il diritto alla portabilità dei dati (art. 28)',
              'Richiede che le violazioni della sicurezza dei dati che possono comportare un rischio elevato siano notificate al più presto all’IFPDT (art. 24)',
            ],
          },
          {
            heading: 'Come si rapporta Kairos',
            body: 'Kairos conserva i dati sull’infrastruttura dell’istanza, raccoglie poco e registra gli eventi di sicurezza: funzionalità che aiutano un operatore a essere conforme. La conformità in sé dipende da come l’operatore gestisce l’istanza.',
          },
          {
            heading: 'Comunicazione all’estero',
            body: 'I dati personali possono essere comunicati all’estero solo verso paesi con una protezione adeguata o con garanzie idonee (art. 16). Se un operatore ospita l’istanza, o un modello linguistico esterno, fuori dalla Svizzera, deve assicurarsi che ciò sia rispettato.',
          },
        ],
      },
    },
  } satisfies Translation<typeof privacyEn>,
};
