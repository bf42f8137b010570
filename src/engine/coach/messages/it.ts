import type { CoachMessages } from './types';

const anni = (n: number) => (n === 1 ? '1 anno' : `${n} anni`);
const mesi = (n: number) => (n === 1 ? '1 mese' : `${n} mesi`);
const righe = (n: number) => (n === 1 ? '1 riga' : `${n} righe`);
/** "2 anni e 3 mesi" */
const durata = (n: number) => {
  const y = Math.floor(n / 12);
  const m = n % 12;
  if (y === 0) return mesi(m);
  return m === 0 ? anni(y) : `${anni(y)} e ${mesi(m)}`;
};
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Italian addresses the person informally (tu), as Italian career sites usually do.
export const it: CoachMessages = {
  kinds: {
    career_goal: 'un obiettivo di carriera con un piano',
    comparison: 'confrontare certificazioni o percorsi',
    career_change: 'cambiare carriera',
    promotion: 'ottenere una promozione',
    salary_negotiation: 'negoziare lo stipendio',
    interview_preparation: 'prepararsi ai colloqui',
    skill_gaps: 'le competenze mancanti',
    relocation: 'trasferirsi in un altro paese europeo',
    cv_improvement: 'migliorare il CV',
    job_search: 'la ricerca di lavoro',
    leadership: 'la leadership',
    networking: 'il networking',
    freelancing: 'lavorare in proprio',
    returning_after_break: 'rientrare dopo una pausa',
  },
  quote: (text) => `«${text}»`,
  talentStatus: { discovered: 'scoperto', validated: 'convalidato', developing: 'in sviluppo', mastered: 'padroneggiato' },
  careerRoles: { job_seeker: 'in cerca di lavoro', professional: 'professionista', recruiter: 'recruiter', career_coach: 'career coach' },
  englishBands: { 'very high': 'molto alta', high: 'alta', moderate: 'moderata', low: 'bassa', 'very low': 'molto bassa' },
  noData: {
    'no-data': 'nessun dato (nessuna cifra per questo paese)',
    'dataset-disabled': 'nessun dato (la serie di dati è disattivata)',
    'no-person-data': 'nessun dato (niente nel tuo CV da confrontare)',
    'unknown-country': 'nessun dato (paese non coperto)',
  },
  contactFields: { email: 'indirizzo e-mail', phone: 'numero di telefono', location: 'località' },
  qualityComponents: {
    contact: 'Dati di contatto',
    summary: 'Profilo',
    'experience-detail': 'Dettaglio delle esperienze',
    dates: 'Date',
    education: 'Formazione',
    skills: 'Competenze',
    languages: 'Lingue',
    recency: 'Attualità',
  },
  scope: { global: 'nel mondo', eu: 'UE' },
  nativeLevel: 'madrelingua',

  common: {
    hello: (name) => `Ciao ${name}.`,
    noCv: 'Non hai ancora caricato un CV, quindi questa risposta è generale; caricane uno e potrò basarla sulla tua esperienza.',
    noCvInsight: 'Senza un CV questa risposta non può usare la tua esperienza, le tue competenze o i tuoi talenti.',
    uploadCv: 'Carica il tuo CV perché il coach possa usare la tua esperienza.',
    engineInsight:
      'Questa risposta usa solo i tuoi dati in Kairos e le cifre pubblicate indicate nelle fonti; dove mancano dati, lo dice.',
    littleData: 'Il tuo CV offre pochi elementi per questa domanda; più dettagli nel CV renderanno la risposta più precisa.',
    noMarketData: 'Per questa domanda non ci sono cifre di mercato disponibili.',
    talentInsight: (talent, evidence) => (evidence ? `Punto di forza: ${talent}, come mostra ${evidence}.` : `Punto di forza: ${talent}.`),
    trendInsight: (skill, growing, scope, source, period) =>
      `${skill} risulta ${growing ? 'in crescita' : 'in calo'} (${scope}; ${source}, ${period}).`,
    recGrowingSkill: (skill, scope) => `Valuta di imparare ${skill}: risulta una competenza in crescita (${scope}).`,
    padRecs: [
      'Scrivi cosa vuoi ottenere nei prossimi dodici mesi: ogni passo successivo sarà più facile da scegliere.',
      'Fai il punto una volta al mese con una persona di fiducia.',
      'Aggiorna CV e profilo dopo ogni cambiamento.',
    ],
    padActions: ['Scrivi il tuo obiettivo per i prossimi dodici mesi.', 'Verifica i progressi su questi passi.'],
  },

  grounding: {
    yearsCv: (n) => `CV: ${anni(n)} di esperienza (dalle date dei ruoli)`,
    yearsProfile: (n) => `Profilo: ${anni(n)} di esperienza`,
    roleCv: (title, since) => `CV: ruolo attuale ${title}${since ? ` da ${since}` : ''}`,
    roleProfile: (title) => `Profilo: ruolo attuale ${title}`,
    lastRole: (title, until) => `CV: ultimo ruolo ${title}${until ? ` fino a ${until}` : ''}`,
    careerRole: (role) => `Profilo: ${role}`,
    skills: (list) => `Competenze nel CV: ${list}`,
    languages: (list) => `Lingue nel CV: ${list}`,
    talent: (name, confidence, status) => `Talento: ${name} (affidabilità ${confidence}%, ${status})`,
    goal: (goal) => `Obiettivo: ${goal}`,
    gap: (n, from, to) => `CV: interruzione di ${mesi(n)} (${from} – ${to})`,
    ongoingBreak: (since, n) => `CV: nessun ruolo da ${since} (${mesi(n)})`,
    progression: (first, last) => `CV: da ${first} a ${last}`,
    quality: (score) => `Punteggio di qualità del CV: ${score}/100`,
    qualityComponent: (label, points, max) => `Qualità del CV, ${label}: ${points}/${max}`,
    resultLines: (n, total) => `CV: ${n} di ${righe(total)} riportano un risultato misurabile`,
    missingContact: (fields) => `CV: manca ${fields}`,
    noSummary: 'CV: nessun profilo introduttivo',
    datedSkills: (list) => `CV: usate l’ultima volta più di cinque anni fa: ${list}`,
    occupation: (title, score) => `Professione affine: ${title} (${score})`,
    skillGap: (occupation, share) => `Divario di competenze per ${occupation}: ${share} delle competenze essenziali possedute`,
    trend: (skill, growing, scope, source, period) => `${source}, ${period}: ${skill} ${growing ? 'in crescita' : 'in calo'} (${scope})`,
    fit: (country, fit, coverage) => `Confronto paesi ${country}: affinità ${fit} (dati per il ${coverage} della ponderazione)`,
    componentMissing: (country, component, reason) => `Confronto paesi ${country}, ${component}: ${reason}`,
    vacancy: (country, period, value, source) => `${source} tasso di posti vacanti ${country} ${period}: ${value}`,
    shortage: (occupation, country, publisher, period) => `${publisher} ${period}: ${occupation} nell’elenco delle carenze (${country})`,
    euShortage: (occupation, publisher, period) => `${publisher} ${period}: ${occupation} carente in tutta l’UE`,
    language: (country, detail) => `Lingue per ${country}: ${detail}`,
    culture: (country, share, period) => `Somiglianza Hofstede con ${country} (${period}): ${share}`,
    minimumWage: (country, amount, period, source) => `${source} salario minimo legale ${country} ${period}: ${amount} al mese`,
    noMinimumWage: (country, note) => `${country}: nessuna cifra di salario minimo legale${note ? `; nota sui dati: ${note}` : ''}`,
    cultureNote: (country, topic, text) => `Nota sulla cultura del lavoro ${country} (${topic}): ${text}`,
  },
  componentNames: { vacancy: 'Posti vacanti', shortage: 'Elenco delle carenze', language: 'Lingua', culture: 'Cultura del lavoro' },

  careerChange: {
    intro: 'Un cambio di carriera riesce meglio se costruisci su ciò che porti già, invece di ripartire da zero.',
    experience: (y, role) => {
      if (y !== null && role) return `Con ${anni(y)} di esperienza, da ultimo come ${role}, porti più di quanto pensi.`;
      if (y !== null) return `Con ${anni(y)} di esperienza porti più di quanto pensi.`;
      return `La tua esperienza come ${role} è un punto di partenza, non qualcosa da lasciarti alle spalle.`;
    },
    closest: (list) => `Le professioni più vicine al tuo CV sono ${list}.`,
    gap: (occupation, share, missing) =>
      `Per il ruolo di ${occupation} possiedi già il ${share} delle competenze essenziali; mancano ancora: ${missing}.`,
    gapComplete: (occupation) => `Per il ruolo di ${occupation} possiedi già tutte le competenze essenziali.`,
    goal: (goal) => `Hai indicato questo obiettivo: ${goal}.`,
    insightClosest: (list) => `Professioni più vicine al tuo CV: ${list}.`,
    insightMissing: (occupation, list) => `Competenze essenziali mancanti per ${occupation}: ${list}.`,
    recTest: 'Scegli uno o due ruoli obiettivo e mettili alla prova parlando con chi fa quel lavoro, prima di investire in formazione.',
    recCloseGap: (skill, occupation) => `Colma la prima lacuna essenziale per ${occupation}: ${skill}.`,
    recSummary: (strengths) =>
      strengths
        ? `Riscrivi il profilo del CV per il ruolo obiettivo e apri con ciò che si trasferisce: ${strengths}.`
        : 'Riscrivi il profilo del CV per il ruolo obiettivo e apri con ciò che si trasferisce.',
    recBridge: (occupation) => `Valuta un ruolo ponte vicino al tuo profilo attuale, come ${occupation}, per cambiare settore un passo alla volta.`,
    recProject: 'Costruisci prove nel nuovo campo con un piccolo progetto, un corso con un compito pratico o del volontariato.',
    actTargets: 'Elenca tre ruoli obiettivo e cosa ti attira di ciascuno.',
    actTalk: 'Parla con due persone che lavorano nel ruolo obiettivo.',
    actLearn: (skill) =>
      skill ? `Inizia un corso o un progetto su ${skill}.` : 'Inizia un corso o un progetto sulla prima competenza richiesta dal ruolo obiettivo.',
  },

  promotion: {
    intro: 'Una richiesta di promozione è più forte quando mostra che lavori già al livello successivo.',
    progression: (first, last) => `Il tuo CV mostra già una crescita da ${first} a ${last}.`,
    current: (role, n) => (n !== null && n > 0 ? `Sei ${role} da ${durata(n)}.` : `Attualmente sei ${role}.`),
    results: (n) =>
      `${n === 1 ? 'Una riga del tuo CV riporta' : `${n} righe del tuo CV riportano`} un risultato misurabile: è il materiale per la tua richiesta.`,
    noResults: 'Nessuna riga del tuo CV riporta ancora un risultato misurabile; rimediare è il primo passo.',
    talent: (talent) => `Il tuo CV mostra anche ${talent}, che conta al livello successivo.`,
    insightProgression: (first, last) => `Crescita nel tuo CV: da ${first} a ${last}.`,
    insightResults: (n) => `${n === 1 ? 'Una riga del tuo CV riporta' : `${n} righe del tuo CV riportano`} un risultato misurabile.`,
    insightNoResults: 'Il tuo CV non riporta ancora risultati misurabili.',
    insightTenure: (role, n) => `${cap(durata(n))} come ${role}.`,
    recResults: (example) =>
      example
        ? `Scrivi i tuoi risultati con numeri (tempo risparmiato, ricavi, qualità, dimensione del team); ${example} indica la strada.`
        : 'Scrivi i tuoi risultati con numeri: tempo risparmiato, ricavi, qualità, dimensione del team.',
    recCriteria: 'Chiedi al tuo responsabile cosa richiede il livello successivo e concorda due o tre criteri concreti.',
    recScope: (talent) =>
      talent
        ? `Assumi responsabilità visibili del livello successivo, partendo da ${talent}: guida un progetto, fai da mentore o gestisci un processo.`
        : 'Assumi responsabilità visibili del livello successivo: guida un progetto, fai da mentore o gestisci un processo.',
    recVisibility: 'Rendi visibili i tuoi risultati oltre il tuo team, per esempio con un breve aggiornamento mensile.',
    recSkill: (skill) => `Rendi più visibile nel lavoro e nel CV ${skill}, una competenza in crescita che hai già.`,
    actAchievements: 'Scrivi cinque risultati degli ultimi dodici mesi, ognuno con un numero.',
    actConversation: 'Fissa un colloquio di carriera con il tuo responsabile sul livello successivo.',
    actStretch: 'Concorda un incarico sfidante e come se ne misurerà il successo.',
  },

  salary: {
    intro: 'Lavoro solo con cifre pubblicate e non stimo stipendi.',
    noSalaryData: 'In Kairos non ci sono dati retributivi per il tuo ruolo, quindi non indicherò una cifra.',
    minimumWage: (c, amount, period, source) =>
      `${cap(c.in)} il salario minimo legale è di ${amount} al mese (${period}, ${source}); è una soglia di legge, non un riferimento per il tuo ruolo.`,
    noMinimumWage: (c) => `Per ${c.inText} i dati non contengono una cifra di salario minimo legale.`,
    strengths: (y, results) => {
      const parts = [
        ...(y !== null && y > 0 ? [`${anni(y)} di esperienza`] : []),
        ...(results > 0 ? [`${righe(results)} con risultati misurabili`] : []),
      ];
      return parts.length > 0
        ? `La tua posizione poggia su ciò che mostra il tuo CV: ${parts.join(' e ')}.`
        : 'Il tuo CV non mostra ancora risultati misurabili; raccoglili prima del colloquio.';
    },
    shortage: (occupation, c, publisher, period) =>
      `L’elenco delle carenze per ${c.inText} comprende ${occupation} (${publisher}, ${period}), il che rafforza la tua posizione.`,
    insightNoData: 'Non ci sono dati retributivi per il tuo ruolo: ogni cifra che usi dovrebbe venire da una fonte pubblicata.',
    insightWage: (c, amount, period, source) => `Salario minimo legale ${c.in}: ${amount} al mese (${period}, ${source}).`,
    insightShortage: (occupation, c, publisher, period) =>
      `L’elenco delle carenze per ${c.inText} comprende ${occupation} (${publisher}, ${period}).`,
    insightResult: (line) => `Un risultato che puoi citare: ${line}.`,
    insightYears: (y) => `${anni(y)} di esperienza da far valere.`,
    recResearch:
      'Raccogli fasce retributive da fonti pubblicate: l’annuncio, i contratti collettivi e le indagini salariali per il tuo ruolo e la tua regione.',
    recCase: (example) =>
      example ? `Fonda la tua richiesta sui risultati, come ${example}, non su ciò di cui hai bisogno.` : 'Fonda la tua richiesta sui risultati, non su ciò di cui hai bisogno.',
    recRange: 'Indica una fascia anziché un numero solo, sostenuta dalla tua ricerca.',
    recPackage: 'Negozia l’intero pacchetto, non solo lo stipendio: budget formativo, giorni da remoto, titolo e data di inizio.',
    recPractise: 'Prova il colloquio ad alta voce con una persona di fiducia.',
    actReferences: 'Raccogli tre riferimenti retributivi pubblicati per il tuo ruolo e la tua regione.',
    actResults: 'Scrivi tre risultati da citare nella negoziazione.',
    actRehearse: 'Prova il colloquio, compresa la risposta a un primo «no».',
  },

  interview: {
    intro: 'I colloqui migliori poggiano su tre-cinque storie preparate dalla tua esperienza.',
    material: (n) => `Il tuo CV contiene già materiale per ${n === 1 ? 'una di esse' : `${n} di esse`}; vedi gli spunti qui sotto.`,
    noMaterial: 'Il tuo CV non mostra ancora righe con risultati chiari: inizia scrivendo tre situazioni in cui il tuo lavoro ha fatto la differenza.',
    gap: (n, from, to) => `Prepara una frase tranquilla sull’interruzione di ${mesi(n)} tra ${from} e ${to}.`,
    breakNow: (since) => `Prepara una frase breve e positiva sul periodo da ${since}.`,
    resultLabel: 'risultato misurabile',
    insightStory: (label, line) => `Materiale per una storia (${label}): ${line}.`,
    insightGap: (n, from, to) => `Aspettati una domanda sull’interruzione di ${mesi(n)} (${from} – ${to}).`,
    recStory: (line, talent) =>
      talent
        ? `Prepara una storia STAR (situazione, compito, azione, risultato) da ${line} per mostrare ${talent}.`
        : `Prepara una storia STAR (situazione, compito, azione, risultato) da ${line}.`,
    recResearch: 'Informati sull’azienda: prodotti, notizie recenti e il team in cui entreresti, e collegali alla tua esperienza.',
    recGap: (n, from, to) => `Prepara una spiegazione breve e positiva dell’interruzione di ${mesi(n)} (${from} – ${to}).`,
    recBreak: (since) => `Prepara una spiegazione breve e positiva di ciò che hai fatto da ${since}.`,
    recQuestions: 'Prepara due o tre domande per chi ti intervista, per esempio sui primi 90 giorni nel ruolo.',
    recMock: 'Fai una simulazione di colloquio, meglio se registrata, e riguardala.',
    actStories: 'Scrivi tre storie STAR dalla tua esperienza.',
    actMock: 'Fai una simulazione di colloquio con un amico o un mentore.',
    actResearch: 'Informati sull’azienda e annota tre punti collegati alla tua esperienza.',
  },

  skillGaps: {
    intro: 'Ecco cosa dicono i tuoi dati sulle tue competenze.',
    gap: (occupation, share, missing) => `Per il ruolo di ${occupation} possiedi il ${share} delle competenze essenziali; mancano: ${missing}.`,
    complete: (occupation) => `Per il ruolo di ${occupation} possiedi tutte le competenze essenziali; quelle facoltative ti distingueranno.`,
    noTarget: 'Non hai ancora scelto una professione obiettivo; sceglila nell’analisi delle competenze per vedere esattamente cosa ti manca.',
    closest: (list) => `Le professioni più vicine al tuo CV sono ${list}.`,
    dated: (list) => `Alcune competenze compaiono solo in ruoli terminati più di cinque anni fa: ${list}.`,
    declining: (list) => `Risultano in calo: ${list}.`,
    insightMissing: (occupation, list) => `Competenze essenziali mancanti per ${occupation}: ${list}.`,
    insightDated: (list) => `Usate l’ultima volta più di cinque anni fa: ${list}.`,
    insightTopSkills: (list) => `Le competenze più forti nel tuo CV: ${list}.`,
    recFirst: (skill, occupation) => `Impara prima ${skill}: è una competenza essenziale per ${occupation}.`,
    recNext: (list, occupation) => `Poi colma le altre lacune essenziali per ${occupation}: ${list}.`,
    recDated: (list, n) => `Mostra un uso recente di ${list} con un corso o un progetto, oppure ${n === 1 ? 'spostala' : 'spostale'} più in basso nel CV.`,
    recChooseTarget: 'Scegli una professione obiettivo per poter misurare il divario.',
    recProve: 'Dimostra ogni nuova competenza con un piccolo progetto da mostrare e aggiungilo al CV.',
    actChoose: (skill) => (skill ? `Scegli un corso o un progetto per ${skill}.` : 'Scegli un corso o un progetto per la competenza che ti serve di più.'),
    actChooseTarget: 'Scegli una professione obiettivo nell’analisi delle competenze.',
    actProject: (skill) =>
      skill ? `Completa un primo progetto con ${skill} e aggiungilo al CV.` : 'Completa un primo progetto con la nuova competenza e aggiungilo al CV.',
    actDated: (skill) => `Aggiorna il CV per mostrare un uso recente di ${skill}, oppure spostala più in basso.`,
  },

  relocation: {
    noCountry: 'La tua domanda non nomina un paese europeo coperto dai dati di mercato.',
    bestMatch: (c, fit) => `Nel tuo confronto tra paesi, ${c.inText} è quello più adatto a te (${fit}).`,
    noComparison: 'Non c’è ancora un confronto tra paesi per te, quindi non posso dire quanto sarebbe adatto un trasferimento.',
    notCompared: (c) => `${c.name} non è nel tuo confronto tra paesi, quindi non ho cifre.`,
    fit: (c, fit, coverage) => `Affinità complessiva per ${c.inText}: ${fit}, sulla base del ${coverage} della ponderazione per cui ci sono dati.`,
    noFit: (c) => `Non ci sono dati per calcolare un’affinità per ${c.inText}.`,
    vacancy: (value, period, source) => `Posti vacanti: un tasso di posti vacanti del ${value} (${period}, ${source}).`,
    shortage: (list) => `Elenco delle carenze: ${list}.`,
    shortageNone: (o) => `Elenco delle carenze: nessuna delle tue professioni${o ? ` (${o})` : ''} è nell’elenco nazionale.`,
    language: (detail) => `Lingua: ${detail}.`,
    languageOfficial: (language, level) => `indichi ${language}${level ? ` (${level})` : ' (livello non indicato)'}`,
    languageEnglish: (level, band) => `inglese${level ? ` ${level}` : ''}, dove la conoscenza dell’inglese è ${band}`,
    languageMissing: 'non indichi nessuna delle lingue ufficiali',
    culture: (share, period) => `Cultura del lavoro: somiglianza del ${share} tra i profili Hofstede (${period}).`,
    missing: (component, reason) => `${component}: ${reason}.`,
    minimumWage: (amount, period, source) => `Salario minimo legale: ${amount} al mese (${period}, ${source}).`,
    euShortage: (occupation, publisher, period) => `Tra le professioni carenti in tutta l’UE c’è ${occupation} (${publisher}, ${period}).`,
    insightVacancy: (c, value, period, source) => `Tasso di posti vacanti ${c.in}: ${value} (${period}, ${source}).`,
    insightShortage: (occupation, publisher, period) => `L’elenco nazionale delle carenze comprende ${occupation} (${publisher}, ${period}).`,
    insightLanguage: (detail) => `Lingua: ${detail}.`,
    insightNoData: (components) => `Nessun dato per: ${components}; l’affinità poggia sul resto.`,
    recLanguage: (c) => `Inizia a imparare la lingua locale: il tuo CV non indica nessuna delle lingue ufficiali ${c.in}.`,
    recLanguageLevel: (language, level) => `Porta il tuo ${language} da ${level ?? 'il livello attuale'} almeno al B2 per la maggior parte dei ruoli qualificati.`,
    recShortage: (term, occupation, publisher, period) =>
      `Metti in primo piano la tua esperienza in ${term}: l’elenco delle carenze comprende ${occupation} (${publisher}, ${period}).`,
    recRecognition: (c) => `Verifica se i tuoi titoli richiedono un riconoscimento formale ${c.in} prima di candidarti.`,
    recSearch: (c) => `Cerca posti vacanti nel tuo campo presso il servizio pubblico per l’impiego ${c.in} e sul portale EURES.`,
    recCulture: (c) => `Informati sulla cultura del lavoro ${c.in}: riunioni, gerarchia e modo di dare feedback.`,
    recChooseCountry: 'Indica il paese che stai valutando, oppure confronta prima i paesi nella panoramica di mercato.',
    actEmployers: (c) => `Seleziona dieci datori di lavoro ${c.in} che assumono per il tuo ruolo.`,
    actCv: (c) => `Adatta il CV alle convenzioni ${c.in}.`,
    actLanguage: (language) => (language ? `Prenota un corso di ${language}.` : 'Prenota un corso di lingua.'),
    actApply: (c) => `Candidati a cinque posizioni ${c.in}.`,
    actCompare: 'Confronta due o tre paesi nella panoramica di mercato.',
    bring: (o, l) => `Cosa porti con te: ${[o ? `le professioni più vicine a te sono ${o}` : null, l ? `il tuo CV indica ${l}` : null].filter(Boolean).join('; ')}.`,
  },

  cv: {
    intro: (score) => `Il tuo CV ottiene ${score}/100 nel controllo di qualità di Kairos.`,
    weakest: (list) => `La maggior parte dei punti è ancora aperta in: ${list}.`,
    missingContact: (fields) => `L’intestazione del tuo CV non ha ${fields}.`,
    noSummary: 'In cima non c’è un profilo introduttivo.',
    unquantified: (n, total) => `${n} di ${righe(total)} descrivono compiti senza un risultato misurabile.`,
    allQuantified: 'Ogni riga dei tuoi ruoli riporta già un risultato misurabile.',
    example: (line) => `Per esempio: ${line}.`,
    noCvIntro: 'Non posso controllare il tuo CV finché non lo carichi; ecco cosa cerca il controllo di qualità di Kairos.',
    insightMissingContact: (fields) => `Manca nel tuo CV: ${fields}.`,
    insightNoSummary: 'Nessun profilo introduttivo.',
    insightUnquantified: (n) => `${n === 1 ? 'Una riga descrive' : `${n} righe descrivono`} compiti senza risultato.`,
    insightQuantified: (n) => `${n === 1 ? 'Una riga riporta' : `${n} righe riportano`} un risultato misurabile.`,
    insightGap: (n, from, to) => `Interruzione non spiegata di ${mesi(n)} (${from} – ${to}).`,
    insightDated: (list) => `Usate l’ultima volta più di cinque anni fa: ${list}.`,
    recEmail: 'Aggiungi il tuo indirizzo e-mail nell’intestazione: senza, nessuno può risponderti.',
    recPhone: 'Aggiungi un numero di telefono nell’intestazione.',
    recLocation: 'Aggiungi la tua località (città e paese) per essere abbinato a ruoli locali.',
    recSummary: (role, skills) => {
      const who = role ? `chi sei (${role})` : 'chi sei';
      return `Scrivi in cima un profilo di tre righe: ${who}, le tue competenze più forti${skills ? ` (${skills})` : ''} e cosa cerchi.`;
    },
    recQuantify: (line) =>
      line
        ? `Riscrivi le righe di compiti come risultati con un numero (quanti, quanto, quanto in fretta), a partire da ${line}.`
        : 'Riscrivi le righe di compiti come risultati con un numero: quanti, quanto, quanto in fretta.',
    recDates: 'Indica per ogni ruolo un mese di inizio e uno di fine.',
    recGap: (n, from, to) => `Aggiungi una riga che spieghi l’interruzione di ${mesi(n)} (${from} – ${to}).`,
    recDated: (list) => `Sposta ${list} più in basso o mostra un uso recente.`,
    recSkills: 'Elenca almeno dieci competenze e mostra ciascuna in un ruolo in cui l’hai usata.',
    recLanguages: 'Aggiungi le tue lingue con un livello, per esempio QCER B2.',
    recEducation: 'Aggiungi la tua formazione, anche se breve.',
    recNoCv: [
      'Metti in cima nome, indirizzo e-mail, numero di telefono e località.',
      'Inizia con un profilo di tre righe su chi sei e cosa cerchi.',
      'Descrivi ogni ruolo con risultati e numeri, non solo con compiti.',
      'Indica per ogni ruolo un mese di inizio e uno di fine.',
    ],
    actContact: (fields) => `Aggiungi ${fields} nell’intestazione del CV.`,
    actQuantify: 'Riscrivi tre righe del CV come risultati con numeri.',
    actSummary: 'Scrivi un profilo di tre righe per la parte alta del CV.',
    actReupload: 'Carica la nuova versione e confronta il punteggio.',
  },

  jobSearch: {
    intro: {
      job_seeker: 'Mentre cerchi attivamente, conta più un ritmo settimanale costante che la quantità.',
      professional: 'Mentre sei ancora occupato, funziona meglio una ricerca mirata e discreta.',
      recruiter: 'Conosci bene il lato di chi assume: usa quella conoscenza nella tua ricerca.',
      career_coach: 'Dai alla tua ricerca la struttura che daresti a quella di un cliente.',
      none: 'Una ricerca mirata su pochi ruoli obiettivo funziona meglio che candidarsi ovunque.',
    },
    titles: (list) => `Le professioni più adatte al tuo CV sono ${list}; cercale anche nelle lingue locali.`,
    best: (c, fit) => `Se sei disposto a trasferirti, nel tuo confronto tra paesi ${c.inText} è il più adatto (${fit}).`,
    shortage: (occupation, c, publisher, period) => `L’elenco delle carenze per ${c.inText} comprende ${occupation} (${publisher}, ${period}).`,
    insightTitles: (list) => `Professioni più adatte: ${list}.`,
    insightBest: (c, fit) => `Paese più adatto: ${c.name} (${fit}).`,
    insightQuality: (score) => `Il tuo CV ottiene ${score}/100: sistema le basi prima di inviare molte candidature.`,
    recTargets: (list) => (list ? `Concentrati su due o tre professioni obiettivo: ${list}.` : 'Concentrati su due o tre professioni obiettivo.'),
    recTailor: 'Adatta il CV a ogni annuncio: rispecchia i requisiti principali con le tue prove.',
    recRole: {
      job_seeker: 'Fissa un obiettivo settimanale, per esempio cinque candidature ben preparate, e tieni traccia delle risposte.',
      professional: 'Mantieni la ricerca riservata: scegli con cura la visibilità del profilo e usa la tua rete e i recruiter.',
      recruiter: 'Chiedi segnalazioni a colleghi di fiducia: sai quanto pesa una segnalazione.',
      career_coach: 'Di’ alla tua rete professionale cosa cerchi; clienti e colleghi potrebbero conoscere posizioni aperte.',
      none: 'Fissa un obiettivo settimanale e tieni traccia delle risposte per capire cosa funziona.',
    },
    recReferrals: 'Di’ a cinque contatti quale ruolo cerchi e chiedi presentazioni.',
    recCvFirst: (score) => `Alza il punteggio del tuo CV (ora ${score}/100) prima di inviare molte candidature.`,
    recTalent: (talent) => `Cita ${talent} nelle candidature, con un esempio.`,
    actTargets: 'Definisci le professioni obiettivo e un elenco di venti datori di lavoro.',
    actApply: 'Invia cinque candidature mirate.',
    actReview: 'Esamina le risposte e adatta obiettivi, CV o canali.',
  },

  leadership: {
    introLeading: (role) => `Come ${role} già guidi; il passo successivo è rendere la tua leadership consapevole e visibile.`,
    introAspiring: 'La leadership si può dimostrare prima di avere il titolo.',
    talents: (list) => `Il tuo CV mostra talenti legati alla leadership: ${list}.`,
    noTalents: 'L’analisi del tuo CV non ha ancora trovato talenti di leadership: raccogli esempi in cui hai guidato senza il titolo.',
    role: {
      recruiter: 'Come recruiter puoi usare gli stessi criteri quando valuti candidati per ruoli di guida.',
      career_coach: 'Come career coach puoi usare questi passi con i clienti che passano a ruoli di guida.',
    },
    insightRole: (role) => `Ruolo attuale: ${role}.`,
    insightYears: (y) => `${anni(y)} di esperienza.`,
    recFirstTask: 'Chiedi un primo compito di guida senza il titolo: guida un progetto, inserisci un nuovo collega o conduci una riunione.',
    recVisible: 'Descrivi la tua leadership con risultati: dimensione del team, consegne, permanenza e crescita delle persone.',
    recTalent: (talent, line) => (line ? `Costruisci su ${talent}, come in ${line}.` : `Costruisci su ${talent}.`),
    recFeedback: 'Chiedi al team o ai colleghi un feedback su come guidi, per esempio ogni trimestre.',
    recBasics: 'Impara le basi di delega, colloqui di feedback e definizione degli obiettivi, con un breve corso o un mentore.',
    recMentor: 'Trova un mentore che guidi un livello sopra di te.',
    actSituations: 'Scrivi due situazioni in cui hai guidato senza il titolo.',
    actAsk: 'Chiedi al tuo responsabile un compito di guida.',
    actCourse: 'Completa un breve corso su feedback e delega.',
  },

  networking: {
    intro: 'Il networking funziona meglio come abitudine: contatti piccoli e regolari, non richieste di lavoro.',
    companies: (list) => `La tua rete esiste già presso ${list}: parti da lì.`,
    role: {
      job_seeker: 'Di’ con precisione quale ruolo cerchi: una richiesta vaga è difficile da aiutare.',
      professional: 'Costruisci la rete prima di averne bisogno: bastano poche conversazioni al mese.',
      recruiter: 'La tua rete è il tuo capitale: resta in contatto con candidati e responsabili tra una ricerca e l’altra.',
      career_coach: 'Collabora con altri coach e professionisti HR: le segnalazioni possono portarti clienti.',
      none: 'Poche conversazioni vere al mese valgono più di molti nuovi contatti.',
    },
    culture: (c) => `Kairos ha note sulla cultura del lavoro riguardo al networking ${c.in}; le trovi tra i fatti su cui si basa questa risposta.`,
    insightCompanies: (list) => `Persone che conoscono il tuo lavoro: colleghi presso ${list}.`,
    insightSkills: (list) => `Temi di cui puoi parlare con autorevolezza: ${list}.`,
    insightCulture: (c, n) => `${n === 1 ? 'Una nota' : `${n} note`} sulla cultura del networking ${c.in}.`,
    recReconnect: (companies) =>
      companies ? `Riprendi i contatti con cinque ex colleghi di ${companies}.` : 'Riprendi i contatti con cinque ex colleghi o compagni di studi.',
    recProfile: (role, skills) =>
      role && skills
        ? `Aggiorna il titolo del tuo profilo LinkedIn, per esempio: «${role} | ${skills}».`
        : 'Aggiorna il tuo profilo LinkedIn con un titolo chiaro e le tue competenze più forti.',
    recGroup: (skill) =>
      skill ? `Unisciti a un’associazione professionale o a un meetup su ${skill}.` : 'Unisciti a un’associazione professionale o a un meetup del tuo settore.',
    recGive: 'Offri prima di chiedere: un articolo utile, una presentazione o la tua esperienza.',
    recInfo: 'Chiedi conversazioni di venti minuti per imparare, non per un lavoro.',
    actWrite: 'Scrivi a tre ex colleghi.',
    actEvent: 'Partecipa a un evento professionale o a un meetup.',
    actConversations: 'Fai due conversazioni informative.',
  },

  freelancing: {
    intro: 'Lavorare in proprio poggia su tre cose: un’offerta chiara, i primi clienti e finanze solide.',
    experience: (y, skills) => {
      if (y !== null && skills) return `Con ${anni(y)} di esperienza e competenze come ${skills}, hai una base per un’offerta.`;
      if (skills) return `Competenze come ${skills} sono la base per un’offerta.`;
      return `Con ${anni(y ?? 0)} di esperienza hai una base per un’offerta.`;
    },
    early: (y) => `Con ${anni(y)} di esperienza, valuta di costruirti prima un curriculum di risultati o di iniziare part-time.`,
    noRates: 'Kairos non ha dati sulle tariffe dei liberi professionisti, quindi non ne citerò.',
    insightSkills: (list) => `Competenze su cui costruire l’offerta: ${list}.`,
    insightEarly: (y) => `${anni(y)} di esperienza: i clienti chiedono spesso referenze.`,
    insightNoRates: 'In Kairos non ci sono dati sulle tariffe; usa le indagini pubblicate per il tuo settore.',
    recOffer: (skills) =>
      skills ? `Definisci un’offerta chiara attorno a ${skills} per un gruppo preciso di clienti.` : 'Definisci un’offerta chiara per un gruppo preciso di clienti.',
    recClients: 'Trova i primi clienti prima di lasciare il lavoro: ex datori di lavoro e colleghi possono diventare clienti.',
    recRates: 'Fissa la tariffa in base alle indagini pubblicate per il tuo settore e ai costi reali: tasse, contributi e tempo non fatturato.',
    recRules: (c) =>
      c
        ? `Verifica gli obblighi di registrazione, fiscali e previdenziali ${c.in} con l’autorità competente o un consulente.`
        : 'Verifica gli obblighi di registrazione, fiscali e previdenziali con l’autorità competente o un consulente.',
    recPortfolio: (line) =>
      line ? `Prepara un breve portfolio di tre casi, per esempio da ${line}.` : 'Prepara un breve portfolio di tre casi.',
    recRole: {
      job_seeker: 'I progetti in proprio possono anche fare da ponte nella ricerca di lavoro; dillo apertamente nelle candidature.',
      professional: 'Metti alla prova l’offerta con un progetto parallelo, se il tuo contratto lo consente.',
      recruiter: 'Come recruiter indipendente, concorda per iscritto compensi e garanzie con ogni cliente.',
      career_coach: 'Come coach indipendente, descrivi il tuo metodo e cosa possono aspettarsi i clienti.',
      none: 'Metti alla prova l’offerta con un piccolo progetto pagato prima di impegnarti del tutto.',
    },
    actOffer: 'Scrivi una pagina che descriva la tua offerta.',
    actClients: 'Contatta cinque potenziali clienti della tua rete.',
    actRules: 'Chiarisci registrazione e fisco con l’autorità o un consulente.',
  },

  returning: {
    intro: 'Una pausa non è da nascondere: contano una spiegazione breve e sicura e prove recenti delle tue competenze.',
    ongoing: (since, n, role) => `Il tuo ultimo ruolo nel CV${role ? `, ${role},` : ''} è terminato a ${since}, ${durata(n)} fa.`,
    gap: (n, from, to) => `Il tuo CV mostra un’interruzione di ${mesi(n)} (${from} – ${to}).`,
    noGap: 'Non vedo interruzioni nelle date del tuo CV.',
    dated: (list) => `Alcune competenze risalgono a ruoli terminati più di cinque anni fa: ${list}.`,
    insightBreak: (since, n) => `Nessun ruolo da ${since} (${durata(n)}).`,
    insightGap: (n, from, to) => `Interruzione di ${mesi(n)} (${from} – ${to}).`,
    insightDated: (list) => `Da aggiornare: ${list}.`,
    recExplain: (since) =>
      `Aggiungi al CV una riga neutra sulla pausa${since ? ` (da ${since})` : ''}: cosa hai fatto, come cura, studio, viaggi o salute.`,
    recRefresh: (list) =>
      list ? `Aggiorna ${list} con un breve corso o progetto per mostrare un uso recente.` : 'Aggiorna le tue competenze principali con un breve corso o progetto.',
    recReconnect: (company) =>
      company ? `Contatta ex colleghi di ${company}: conoscono il tuo lavoro.` : 'Contatta ex colleghi: conoscono il tuo lavoro.',
    recBridge: 'Cerca programmi per chi rientra, ruoli part-time o temporanei come ponte.',
    recAnswer: 'Prepara per i colloqui una risposta di due frasi sulla tua pausa.',
    actLine: 'Scrivi la riga che spiega la tua pausa.',
    actContacts: 'Contatta tre ex colleghi.',
    actCourse: (skill) => (skill ? `Completa un corso di aggiornamento su ${skill}.` : 'Completa un corso di aggiornamento sulla tua competenza principale.'),
  },

  unknown: {
    vague: 'Non sono sicuro di cosa vuoi sapere, quindi preferisco non tirare a indovinare.',
    outOfScope: {
      medical: 'Non posso dare consigli su questioni mediche; rivolgiti a un medico o a un altro professionista qualificato.',
      legal: 'Non posso dare consulenza legale; rivolgiti a un avvocato o a uno sportello di consulenza.',
      investment: 'Non posso dare consigli sugli investimenti; rivolgiti a un consulente finanziario qualificato.',
    },
    topics: (topics) => `Posso aiutarti con ${topics}.`,
    insightScope: 'Il coach risponde a domande di carriera a partire dal tuo CV, dai tuoi talenti e dai dati di mercato in Kairos.',
    insightOutOfScope: 'Questa domanda esce dall’ambito del career coach.',
    recAsk: (question) => `Chiedi per esempio: ${question}`,
    actRephrase: 'Fai una domanda precisa su uno di questi temi.',
    actReview: 'Rivedi l’analisi del tuo CV e i tuoi talenti in Kairos.',
  },

  goal: {
    intro: (role, n, c) => `Vuoi diventare ${role}${n ? ` entro ${durata(n)}` : ''}${c ? ` ${c.in}` : ''}; ecco cosa dicono i tuoi dati.`,
    introNoRole: (n, c) => `Il tuo obiettivo${n ? ` per i prossimi ${durata(n)}` : ''}${c ? ` ${c.in}` : ''}, misurato sui tuoi dati:`,
    occupation: (occupation) => `Nei dati sulle professioni, questo obiettivo corrisponde di più a ${occupation}.`,
    noOccupation: (role) => `Non sono riuscito ad associare ${role} a una professione dei dati, quindi non posso misurare il divario di competenze.`,
    current: (role) => `Attualmente sei ${role}.`,
    held: (share, list) => `Possiedi già il ${share} delle sue competenze essenziali${list ? `, tra cui ${list}` : ''}.`,
    missing: (list) => `Mancano ancora queste competenze essenziali: ${list}.`,
    complete: 'Possiedi già tutte le sue competenze essenziali; ora si tratta di dimostrarlo e renderlo visibile.',
    countryIntro: (c) => `Per il trasferimento ${c.to}:`,
    countryNotCompared: (c) => `${cap(c.inText)} non è nel tuo confronto tra paesi, quindi non ho cifre di mercato.`,
    planIntro: (n) => `Un piano su ${durata(n)}, con date, è tra le azioni.`,
    estimate: (n, missing) =>
      `Secondo la regola pratica di Kairos (circa due mesi per competenza essenziale mancante, almeno tre mesi), per te sono circa ${durata(n)}: ${missing === 1 ? 'una competenza essenziale' : `${missing} competenze essenziali`} da colmare.`,
    fits: (n) => `Rientra nel tuo orizzonte di ${durata(n)}.`,
    tight: (n) => `È più del tuo orizzonte di ${durata(n)}: inizia subito dalla prima competenza e tieni il piano serrato.`,
    achievement: (line) => `Un tuo risultato su cui costruire: ${line}.`,
    insightGap: (occupation, list) => `Competenze essenziali mancanti per ${occupation}: ${list}.`,
    insightHeld: (occupation, share) => `Possiedi il ${share} delle competenze essenziali di ${occupation}.`,
    recFirst: (skill, occupation) => `Comincia da ${skill}: è una competenza essenziale per ${occupation}.`,
    recEvidence: (line) => (line ? `Apri le tue candidature con risultati come ${line}.` : 'Aggiungi al CV risultati con numeri prima di candidarti.'),
    recTalk: (occupation) => `Parla con due persone che lavorano come ${occupation} di ciò che il ruolo richiede davvero.`,
    recLanguage: (language, c) => `Pianifica un corso di ${language}: è una lingua ufficiale ${c.in}.`,
    recChooseRole: 'Indica il ruolo a cui punti, così posso misurare il divario sui dati delle professioni.',
    stepLearn: (skill) => `Imparare ${skill} e usarlo in un compito reale.`,
    stepEvidence: 'Aggiungere le nuove prove al CV, con numeri.',
    stepApply: (occupation, c) => `Candidarsi a posizioni di ${occupation}${c ? ` ${c.in}` : ''}.`,
    stepReview: 'Rivedere il piano in base alle risposte e adattarlo.',
  },

  compare: {
    intro: (a, b) => `${a} e ${b} a confronto con i tuoi dati:`,
    covers: (option, skills) => `${option} copre ${skills}.`,
    unknown: (option) => `Kairos non ha una voce per ${option} nei suoi dati sulle competenze, quindi non posso valutarlo.`,
    inOccupation: (skill, occupation, essential) => `${skill} è una competenza ${essential ? 'essenziale' : 'facoltativa'} per ${occupation}.`,
    notInOccupation: (option, occupation) => `Niente di ciò che copre ${option} è elencato per ${occupation}.`,
    held: (option, list) => `Il tuo CV mostra già ${list}, quindi ${option} certificherebbe ciò che fai.`,
    adds: (option, list) => `${option} aggiungerebbe ${list}, che il tuo CV non mostra ancora.`,
    verdict: (option, occupation) => `Secondo i tuoi dati, ${option} è più adatto: copre ciò che richiede ${occupation}.`,
    verdictNew: (option) => `Secondo i tuoi dati, ${option} aggiunge più terreno nuovo.`,
    close: 'Secondo i tuoi dati, i due si equivalgono; scegli in base ai ruoli a cui punti.',
    noPrices: 'Kairos non ha dati su prezzi, regole d’esame o tassi di superamento; verificali presso gli enti certificatori.',
    insightFit: (option, occupation) => `${option} corrisponde alle competenze essenziali di ${occupation}.`,
    recAds: (occupation) =>
      occupation ? `Verifica quale dei due chiedono gli annunci per ${occupation}.` : 'Verifica quale dei due chiedono gli annunci per il tuo ruolo obiettivo.',
    recBodies: 'Confronta costi, requisiti e rinnovo sulle pagine degli enti certificatori.',
    recBuild: (option) => `Qualunque sia la scelta, dimostrala sul lavoro: un progetto che usa ciò che insegna ${option}.`,
    actAds: 'Conta quale certificazione compare in venti annunci per il tuo ruolo obiettivo.',
    actDecide: 'Decidi e prenota il primo modulo o la data d’esame.',
  },

  followUp: {
    context: (items) => `(In continuità con la tua domanda precedente: ${items}.)`,
    role: (role) => role,
    country: (c) => c.name,
    months: (n) => durata(n),
  },

  pay: {
    noEarnings: (occupation, c) =>
      `Kairos non ha dati sulle retribuzioni${occupation ? ` per ${occupation}` : ' per il tuo ruolo'}${c ? ` ${c.in}` : ''} finché un operatore non li importa, quindi non indicherò una cifra di stipendio.`,
    earnings: (occupation, c, amount, period, source) =>
      `I dati retributivi importati indicano una mediana di ${amount} lordi al mese per ${occupation} ${c.in} (${period}, ${source}).`,
    insightEarnings: (occupation, amount, period, source) => `Retribuzione mediana ${occupation}: ${amount} al mese (${period}, ${source}).`,
  },

  suggested: {
    career_goal: 'Voglio diventare project manager entro due anni: qual è il mio piano?',
    comparison: 'Mi conviene fare PRINCE2 o Scrum?',
    returning_after_break: 'Come rientro nel lavoro dopo la mia pausa di carriera?',
    relocation: 'Dovrei trasferirmi in un altro paese europeo per lavoro?',
    freelancing: 'Potrei lavorare come freelance?',
    salary_negotiation: 'Come negozio il mio stipendio?',
    interview_preparation: 'Come mi preparo al prossimo colloquio di lavoro?',
    career_change: 'Come potrei cambiare carriera?',
    promotion: 'Come ottengo una promozione al livello successivo?',
    leadership: 'Come posso crescere verso un ruolo di leadership?',
    networking: 'Come posso costruire la mia rete professionale?',
    skill_gaps: 'Quali competenze dovrei imparare adesso?',
    cv_improvement: 'Come posso migliorare il mio CV?',
    job_search: 'Come dovrei organizzare la mia ricerca di lavoro?',
    relocationTo: (c) => `Come mi trasferirei ${c.to}?`,
    skillGapFor: (occupation) => `Quali competenze mi mancano per il ruolo di ${occupation}?`,
  },
};
