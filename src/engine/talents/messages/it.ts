import type { TalentMessages } from './types';

export const it: TalentMessages = {
  talents: {
    'team-leadership': {
      name: 'Guida del team',
      description: 'Guida le persone ogni giorno: indica la direzione, organizza il lavoro e risponde di un team.',
      path: ['Segua un percorso di leadership per responsabili di primo livello.', 'Chieda un feedback a 360 gradi e lo trasformi in un piano di sviluppo.'],
    },
    'budget-ownership': {
      name: 'Responsabilità di budget',
      description: 'Gli viene affidato denaro: pianifica, controlla e risponde di un budget o di un conto economico.',
      path: ['Segua un corso di «finanza per non specialisti».', 'Indichi nel CV l’entità del budget e che cosa ha ottenuto con esso.'],
    },
    negotiation: {
      name: 'Negoziazione',
      description: 'Raggiunge accordi che reggono: contratti, prezzi, fornitori, partner e parti sociali.',
      path: ['Segua un corso strutturato di negoziazione (metodo Harvard, BATNA).', 'Quantifichi i risultati delle sue trattative: risparmi, valore dei contratti, condizioni ottenute.'],
    },
    'people-development': {
      name: 'Sviluppo delle persone',
      description: 'Fa crescere gli altri: affianca, fa coaching e inserisce i colleghi perché diventino efficaci prima.',
      path: ['Ottenga una certificazione di coaching o mentoring.', 'Chieda un ruolo ufficiale di mentore e registri i progressi delle persone seguite.'],
    },
    'training-facilitation': {
      name: 'Formazione e facilitazione',
      description: 'Insegna a gruppi e conduce bene le sessioni: lezioni, corsi e workshop.',
      path: ['Ottenga un attestato di formatore o di facilitatore.', 'Proponga un workshop interno e raccolga il parere dei partecipanti come prova.'],
    },
    'analytical-thinking': {
      name: 'Pensiero analitico',
      description: 'Scompone le domande e risponde con dati, modelli e ragionamento accurato.',
      path: ['Approfondisca uno strumento di analisi che già usa (SQL, Python o Excel avanzato).', 'Descriva nel CV un’analisi: domanda, metodo, decisione che ha supportato.'],
    },
    'data-storytelling': {
      name: 'Raccontare con i dati',
      description: 'Trasforma i dati in report, cruscotti e racconti che aiutano gli altri a decidere.',
      path: ['Impari a fondo uno strumento di BI (Power BI o Tableau) e vi ricostruisca uno dei suoi report.', 'Pubblichi un piccolo lavoro che racconti con chiarezza un insieme di dati aperti.'],
    },
    'building-from-scratch': {
      name: 'Costruire da zero',
      description: 'Crea ciò che non esisteva: nuovi team, servizi, piattaforme o funzioni.',
      path: ['Scriva in una pagina qualcosa che ha costruito: punto di partenza, passi, risultato.', 'Si candidi per la prossima nuova funzione o servizio della sua organizzazione.'],
    },
    'quantified-improvement': {
      name: 'Miglioramento misurabile',
      description: 'Sposta risultati misurabili: misura il punto di partenza, cambia il lavoro e mostra la differenza.',
      path: ['Associ un dato prima/dopo a ciascuno dei suoi risultati principali.', 'Impari metodi di miglioramento semplici (PDCA, A3) per ripetere l’effetto di proposito.'],
    },
    'customer-orientation': {
      name: 'Orientamento al cliente',
      description: 'Capisce di che cosa hanno bisogno clienti, pazienti od ospiti, e agisce di conseguenza.',
      path: ['Impari un metodo di ricerca sugli utenti (interviste, mappe dell’esperienza).', 'Indichi nel CV un indicatore sui clienti che ha migliorato (soddisfazione, reclami, NPS).'],
    },
    'cross-team-coordination': {
      name: 'Coordinamento tra team',
      description: 'Fa scorrere il lavoro tra team e reparti che non dipendono l’uno dall’altro.',
      path: ['Disegni i passaggi di un processo che coordina e migliori quello più debole.', 'Indichi nel CV i team e le sedi che coordina.'],
    },
    'stakeholder-management': {
      name: 'Gestione degli stakeholder',
      description: 'Mette d’accordo persone con interessi diversi: direzione, organi, clienti, rappresentanze sindacali e autorità.',
      path: ['Mappi gli stakeholder del suo lavoro attuale (matrice potere/interesse).', 'Si offra di presentare davanti a un comitato guida o a un consiglio.'],
    },
    'crisis-handling': {
      name: 'Gestione delle crisi',
      description: 'Resta efficace quando qualcosa va davvero storto: incidenti, emergenze e richiami di prodotto.',
      path: ['Scriva una breve analisi di una crisi gestita: che cosa è successo, che cosa ha deciso, che cosa è cambiato.', 'Segua un corso di gestione degli incidenti o di continuità operativa (basi ITIL o ISO 22301).'],
    },
    'project-leadership': {
      name: 'Guida di progetti',
      description: 'Porta le iniziative dall’idea alla consegna: ambito, piano, team, budget e scadenza.',
      path: ['Ottenga una certificazione di project management (PRINCE2 Foundation, PMI CAPM o Scrum Master).', 'Descriva nel CV un progetto con ambito, team, budget e risultato.'],
    },
    'change-management': {
      name: 'Gestione del cambiamento',
      description: 'Accompagna le persone attraverso riorganizzazioni, fusioni e nuovi modi di lavorare.',
      path: ['Studi un modello di cambiamento (Kotter, ADKAR) e vi collochi un cambiamento che ha guidato.', 'Si proponga come referente del cambiamento per la prossima riorganizzazione o introduzione di un sistema.'],
    },
    'entrepreneurial-initiative': {
      name: 'Spirito imprenditoriale',
      description: 'Avvia e conduce qualcosa in proprio: un’impresa, uno studio o un’attività da libero professionista.',
      path: ['Presenti una nuova iniziativa con un business case di una pagina.', 'Partecipi a un programma di intraprendenza o per startup per mettere alla prova il talento.'],
    },
    'cross-cultural-communication': {
      name: 'Comunicazione interculturale',
      description: 'Lavora bene tra paesi e culture: team, clienti e colleghi internazionali.',
      path: ['Indichi nel CV i paesi e le culture con cui ha lavorato.', 'Segua una formazione sulla competenza interculturale.'],
    },
    'conflict-resolution': {
      name: 'Risoluzione dei conflitti',
      description: 'Calma le situazioni tese e trova soluzioni accettate da entrambe le parti.',
      path: ['Segua un corso di mediazione.', 'Descriva un conflitto che ha risolto e che cosa ha cambiato.'],
    },
    'public-speaking': {
      name: 'Parlare in pubblico',
      description: 'Parla in modo convincente davanti ad altri: tribunali, convegni, organi direttivi e pubblico.',
      path: ['Tenga un intervento a un incontro o in un’associazione professionale.', 'Si registri mentre presenta e lavori su un aspetto alla volta.'],
    },
    'persuasion-sales': {
      name: 'Vendita e persuasione',
      description: 'Conquista le persone a un’offerta: nuovi clienti, ordini più grandi, idee accolte.',
      path: ['Segua un corso di vendita consulenziale.', 'Indichi nel CV obiettivi e risultati (clienti acquisiti, obiettivo raggiunto).'],
    },
    'hiring-team-building': {
      name: 'Selezione e costruzione del team',
      description: 'Trova, sceglie e porta a bordo le persone giuste per costruire un team.',
      path: ['Impari il colloquio strutturato (domande per competenze, schede di valutazione).', 'Indichi quante persone ha assunto e quanto sono rimaste.'],
    },
    'planning-scheduling': {
      name: 'Pianificazione e programmazione',
      description: 'Pianifica persone, mezzi e capacità perché il lavoro sia fatto in tempo.',
      path: ['Impari a fondo uno strumento di pianificazione (MS Project, un APS o un sistema di turni).', 'Quantifichi che cosa ha ottenuto la sua pianificazione: saturazione, straordinari, puntualità.'],
    },
    'quality-compliance': {
      name: 'Qualità e conformità',
      description: 'Mantiene il lavoro entro norme e regole: audit, sistemi qualità e normative.',
      path: ['Segua un corso per auditor interno (ISO 9001 o la norma del suo settore).', 'Elenchi nel CV gli audit che ha preparato o superato.'],
    },
    'numerical-accuracy': {
      name: 'Precisione con i numeri',
      description: 'Gestisce i numeri in modo affidabile: chiusure, riconciliazioni, paghe e calcoli.',
      path: ['Automatizzi un calcolo o una riconciliazione ricorrente.', 'Indichi nel CV il volume che gestisce (registrazioni, clienti, chiusure).'],
    },
    forecasting: {
      name: 'Previsione',
      description: 'Guarda avanti con i numeri: domanda, capacità, prezzi e rischi.',
      path: ['Impari un metodo di previsione oltre il foglio di calcolo (livellamento esponenziale, ARIMA).', 'Riporti l’accuratezza delle sue previsioni e che cosa hanno cambiato.'],
    },
    'problem-solving': {
      name: 'Risoluzione dei problemi',
      description: 'Trova le cause profonde e le elimina con prove invece che a intuito.',
      path: ['Impari un metodo strutturato (5 perché, Ishikawa, A3) e lo applichi in modo visibile.', 'Aggiunga al CV una storia di problema, causa, soluzione e risultato.'],
    },
    troubleshooting: {
      name: 'Diagnosi dei guasti',
      description: 'Individua in fretta i guasti e rimette in funzione sistemi, impianti o software.',
      path: ['Documenti un guasto ricorrente e la sua soluzione come guida per i colleghi.', 'Ottenga una certificazione sui sistemi che ripara più spesso.'],
    },
    innovation: {
      name: 'Innovazione',
      description: 'Porta idee nuove nella pratica: prodotti, concetti, carte o servizi nuovi.',
      path: ['Tenga un quaderno delle idee e ne provi una a trimestre.', 'Descriva un’innovazione che ha introdotto e il suo effetto.'],
    },
    'motivating-others': {
      name: 'Motivare gli altri',
      description: 'Mantiene le persone coinvolte e in squadra: morale, permanenza ed energia del team.',
      path: ['Misuri il coinvolgimento del suo team e agisca su un risultato.', 'Approfondisca la motivazione al lavoro (teoria dell’autodeterminazione).'],
    },
    'care-empathy': {
      name: 'Cura ed empatia',
      description: 'Sostiene le persone in situazioni difficili con pazienza e comprensione.',
      path: ['Segua un corso di colloquio motivazionale o di cura attenta al trauma.', 'Descriva chi ha sostenuto e quale differenza ha fatto.'],
    },
    advisory: {
      name: 'Consulenza',
      description: 'Dà consigli che gli altri seguono: clienti, dirigenti e colleghi.',
      path: ['Scriva un consiglio che ha dato e il suo esito come breve caso.', 'Segua un corso di competenze consulenziali (strutturare, raccomandare).'],
    },
    'organising-resources': {
      name: 'Organizzazione delle risorse',
      description: 'Tiene in ordine merci, scorte, eventi e logistica.',
      path: ['Impari a fondo uno strumento di magazzino o di gestione eventi.', 'Quantifichi che cosa organizza: valore delle scorte, eventi, coperti.'],
    },
    'ownership-accountability': {
      name: 'Senso di responsabilità',
      description: 'Si assume la piena responsabilità di un risultato, di una sede, di un portafoglio o di un’attività.',
      path: ['Renda esplicita nel CV l’ampiezza della sua responsabilità (valore, persone, sedi).', 'Chieda un ulteriore ambito di cui rispondere dall’inizio alla fine.'],
    },
    'independent-work': {
      name: 'Autonomia nel lavoro',
      description: 'Gestisce il proprio portafoglio o le proprie pratiche senza supervisione.',
      path: ['Indichi quanto è ampio il suo portafoglio o il suo carico di pratiche.', 'Chieda un progetto da seguire da solo dall’inizio alla fine.'],
    },
    'health-safety': {
      name: 'Salute e sicurezza',
      description: 'Protegge le persone al lavoro: valutazione dei rischi, prevenzione e ruoli per la sicurezza.',
      path: ['Ottenga una qualifica riconosciuta per la sicurezza nel suo paese.', 'Indichi nel CV un risultato sulla sicurezza (infortuni, audit).'],
    },
    'digital-adoption': {
      name: 'Adozione del digitale',
      description: 'Introduce nuovi sistemi e software in un’organizzazione e li fa usare.',
      path: ['Ottenga una certificazione sul sistema che ha introdotto.', 'Descriva un’introduzione: sistema, utenti, risultato.'],
    },
    'clear-writing': {
      name: 'Scrittura chiara',
      description: 'Scrive testi su cui gli altri fanno affidamento: contratti, regolamenti, linee guida e pubblicazioni.',
      path: ['Segua un corso di linguaggio chiaro o di scrittura professionale.', 'Aggiunga al profilo un esempio di scrittura o una pubblicazione.'],
    },
    'relationship-building': {
      name: 'Costruzione di relazioni',
      description: 'Costruisce e mantiene relazioni durature con clienti, clienti chiave e partner.',
      path: ['Impari la pianificazione dei clienti chiave.', 'Indichi quanti clienti segue e da quanto tempo.'],
    },
    sustainability: {
      name: 'Attenzione alla sostenibilità',
      description: 'Rende il lavoro più ecologico: energia, rifiuti, emissioni e acquisti locali.',
      path: ['Segua un corso di sostenibilità o di contabilità del carbonio.', 'Quantifichi un risultato ambientale che ha ottenuto.'],
    },
    'civic-engagement': {
      name: 'Impegno civico',
      description: 'Dedica tempo agli altri e alla comunità: volontariato e rappresentanza.',
      path: ['Descriva il suo volontariato con responsabilità e risultati.', 'Assuma un ruolo nel direttivo o in un comitato di un’associazione.'],
    },
    'diversity-inclusion': {
      name: 'Diversità e inclusione',
      description: 'Fa spazio a persone e bisogni diversi: inclusione, accessibilità e pari opportunità.',
      path: ['Segua una formazione su diversità e inclusione.', 'Descriva una pratica inclusiva che ha introdotto.'],
    },
    'revenue-growth': {
      name: 'Crescita del fatturato',
      description: 'Fa crescere vendite, fatturato o quota di mercato e lo dimostra con i numeri.',
      path: ['Impari le basi della strategia commerciale e dei prezzi.', 'Metta in evidenza nel CV i suoi numeri di crescita.'],
    },
    'research-inquiry': {
      name: 'Ricerca e indagine',
      description: 'Scopre le cose con metodo: sondaggi, interviste, studi e audit.',
      path: ['Impari un ulteriore metodo di ricerca (questionari, interviste o statistica).', 'Condivida una sintesi di ricerca come lavoro di portfolio.'],
    },
    'learning-agility': {
      name: 'Agilità di apprendimento',
      description: 'Impara in fretta campi nuovi: titoli conseguiti lavorando, cambi di carriera.',
      path: ['Pianifichi la sua prossima qualifica e la indichi nel CV come in corso.', 'Racconti il suo cambio di carriera come la storia di ciò che ha imparato.'],
    },
    'cost-optimisation': {
      name: 'Ottimizzazione dei costi',
      description: 'Trova risparmi che durano: costi più bassi, meno sprechi, meno viaggi a vuoto.',
      path: ['Impari le basi del lean per trovare il prossimo risparmio.', 'Esprima ogni risparmio in euro o in percentuale nel CV.'],
    },
  },
  industries: {
    technology: 'Tecnologia',
    finance: 'Finanza',
    healthcare: 'Sanità',
    education: 'Istruzione',
    consulting: 'Consulenza',
    retail: 'Commercio',
    manufacturing: 'Industria',
    public_sector: 'Pubblica amministrazione',
    hospitality: 'Ospitalità e ristorazione',
    logistics: 'Logistica',
    construction: 'Edilizia',
    social_care: 'Servizi sociali',
    legal: 'Legale',
    media: 'Media',
  },
  explanation: ({ lines, roles, latest_year, strong }) => {
    const where = roles > 1 ? `${lines} righe del suo CV, da ${roles} ruoli` : lines > 1 ? `${lines} righe del suo CV` : 'una riga del suo CV';
    const when = latest_year ? `, la più recente del ${latest_year}` : '';
    const how = strong > 0 ? (strong === 1 ? '; una cita una responsabilità o un numero' : `; ${strong} citano responsabilità o numeri`) : '';
    return `Trovato in ${where}${when}${how}.`;
  },
};
