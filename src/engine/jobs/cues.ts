/**
 * The words job ads use in the six core languages (en de fr es it nl), folded (lower case, no
 * accents, ß → ss) as `fold` returns them. Phrases match on word boundaries.
 */
import type { Cefr, ContractType, EducationLevel, Hours } from './types';

export type AdSectionKind = 'tasks' | 'requirements' | 'nice' | 'offer' | 'about' | 'apply';

/** Headings that open a part of the ad; a line that is (almost) only one of these is a heading. */
export const HEADINGS: Record<AdSectionKind, readonly string[]> = {
  tasks: [
    'responsibilities', 'your tasks', 'tasks', 'what you will do', "what you'll do", 'your role', 'the role', 'your mission', 'duties',
    'aufgaben', 'ihre aufgaben', 'deine aufgaben', 'das erwartet dich', 'das erwartet sie', 'ihr aufgabengebiet', 'taetigkeiten', 'tatigkeiten',
    'missions', 'vos missions', 'tes missions', 'vos responsabilites', 'responsabilites', 'le poste', 'descriptif du poste',
    'funciones', 'tus funciones', 'responsabilidades', 'que haras', 'tareas',
    'mansioni', 'responsabilita', 'attivita', 'il ruolo', 'cosa farai', 'compiti',
    'taken', 'jouw taken', 'wat ga je doen', 'verantwoordelijkheden', 'de functie', 'functieomschrijving',
  ],
  requirements: [
    'requirements', 'your profile', 'profile', 'what you bring', 'what we are looking for', "what we're looking for", 'qualifications', 'who you are', 'must have', 'must-have', 'you have',
    'anforderungen', 'ihr profil', 'dein profil', 'profil', 'das bringst du mit', 'das bringen sie mit', 'was sie mitbringen', 'was du mitbringst', 'qualifikationen', 'voraussetzungen',
    'profil recherche', 'votre profil', 'ton profil', 'competences requises', 'prerequis', 'qualifications requises',
    'requisitos', 'perfil', 'que buscamos', 'buscamos', 'requisitos minimos', 'tu perfil',
    'requisiti', 'profilo', 'il tuo profilo', 'cosa cerchiamo', 'requisiti richiesti', 'profilo ricercato',
    'functie-eisen', 'functieeisen', 'wat vragen wij', 'wat wij vragen', 'jouw profiel', 'profiel', 'wie ben jij', 'wat breng je mee', 'eisen',
  ],
  nice: [
    'nice to have', 'nice-to-have', 'bonus points', 'bonus', 'preferred qualifications', 'a plus',
    'pluspunkte', 'wunschenswert', 'von vorteil', 'nice to have',
    'atouts', 'les plus', 'serait un plus', 'un plus',
    'se valorara', 'deseable', 'valorable', 'se valora',
    'graditi', 'gradito', 'titoli preferenziali', 'costituiscono un plus', 'preferenziale',
    'pluspunten', 'mooi meegenomen', 'een pre', 'pre',
  ],
  offer: [
    'we offer', 'what we offer', 'benefits', 'why us', 'perks',
    'wir bieten', 'was wir bieten', 'unser angebot', 'das bieten wir', 'deine vorteile', 'ihre vorteile', 'benefits',
    'nous offrons', 'ce que nous offrons', 'avantages', 'pourquoi nous rejoindre', 'ce que nous proposons',
    'ofrecemos', 'que ofrecemos', 'beneficios', 'te ofrecemos',
    'offriamo', 'cosa offriamo', 'benefit', 'perche noi',
    'wij bieden', 'wat bieden wij', 'wat wij bieden', 'arbeidsvoorwaarden', 'wat krijg je',
  ],
  about: ['about us', 'who we are', 'uber uns', 'wer wir sind', 'qui sommes-nous', 'qui sommes nous', 'a propos', 'sobre nosotros', 'quienes somos', 'chi siamo', 'over ons', 'wie zijn wij'],
  apply: ['how to apply', 'application', 'bewerbung', 'kontakt', 'candidature', 'postuler', 'candidatura', 'como aplicar', 'sollicitatie', 'solliciteren', 'interesse'],
};

/** Words that make a sentence's skills must-haves. */
export const REQUIRED_CUES: readonly string[] = [
  'must', 'required', 'requirement', 'essential', 'mandatory', 'you have', 'you bring', 'proven', 'necessary',
  'erforderlich', 'vorausgesetzt', 'voraussetzung', 'zwingend', 'unbedingt', 'muss', 'mussen', 'setzen voraus', 'notwendig', 'unabdingbar',
  'exige', 'exigee', 'obligatoire', 'indispensable', 'requis', 'requise', 'imperatif', 'imperative', 'necessaire',
  'requisito', 'requisitos', 'imprescindible', 'obligatorio', 'necesario', 'necesaria', 'indispensable',
  'indispensabile', 'richiesto', 'richiesta', 'richiesti', 'obbligatorio', 'necessario', 'necessaria', 'requisito fondamentale',
  'vereist', 'verplicht', 'noodzakelijk', 'moet', 'beschikt over', 'een must',
];

/** Words that make a sentence's skills nice-to-haves; they win over the required cues. */
export const NICE_CUES: readonly string[] = [
  'nice to have', 'a plus', 'is a plus', 'bonus', 'preferred', 'preferably', 'desirable', 'an advantage', 'advantageous', 'ideally', 'would be great', 'beneficial',
  'von vorteil', 'wunschenswert', 'idealerweise', 'gerne', 'ein plus', 'pluspunkt', 'vorteilhaft', 'wunschenswert',
  'un plus', 'un atout', 'atout', 'souhaite', 'souhaitee', 'souhaitees', 'souhaites', 'apprecie', 'appreciee', 'appreciees', 'idealement', 'serait un plus',
  'deseable', 'deseables', 'se valorara', 'valorable', 'valorables', 'se valora', 'preferiblemente', 'idealmente',
  'gradito', 'gradita', 'graditi', 'gradite', 'preferibile', 'preferibilmente', 'titolo preferenziale', 'costituisce un plus', 'apprezzato', 'apprezzata',
  'een pre', 'is een pre', 'pluspunt', 'een plus', 'bij voorkeur', 'gewenst', 'strekt tot aanbeveling', 'mooi meegenomen',
];

export const EXPERIENCE_CUES: readonly string[] = ['experience', 'erfahrung', 'berufserfahrung', 'praxis', 'experiencia', 'esperienza', 'ervaring', 'werkervaring', 'anni di', 'years of'];

export const YEAR_WORDS = String.raw`(?:years?|yrs|jahre?n?|ans?|annees?|anos?|anni|anno|jaar|jaren)`;

/** Small numbers as ads spell them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10,
  ein: 1, einem: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, sieben: 7, acht: 8, zehn: 10,
  un: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, sept: 7, huit: 8, dix: 10,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, diez: 10,
  due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, dieci: 10,
  een: 1, twee: 2, drie: 3, vijf: 5, zes: 6, zeven: 7, acht_nl: 8, tien: 10,
};

export const WORKPLACE_CUES = {
  hybrid: ['hybrid', 'hybride', 'hibrido', 'hibrida', 'ibrido', 'ibrida', 'teilweise remote', 'partly remote', 'teletravail partiel', 'gedeeltelijk thuis'],
  remote: [
    'remote', 'fully remote', 'work from home', 'working from home', 'homeoffice', 'home office', 'home-office', 'mobiles arbeiten', 'mobile arbeit',
    'teletravail', 'a distance', 'en remoto', 'teletrabajo', '100% remoto', 'remoto', 'da remoto', 'smart working', 'lavoro agile', 'thuiswerken', 'op afstand', 'thuis werken',
  ],
  onSite: ['on-site', 'onsite', 'on site', 'in the office', 'vor ort', 'in prasenz', 'sur site', 'presentiel', 'presencial', 'in sede', 'in presenza', 'op kantoor', 'op locatie'],
} as const;

/** "2 days a week at home", "3 Tage Homeoffice": remote words with days per week read as hybrid. */
export const DAYS_RE = /\b\d\s*(?:days?|tage?n?|jours?|dias?|giorni|giorno|dagen|dag)\b/u;

export const CONTRACT_CUES: Record<ContractType, readonly string[]> = {
  permanent: ['permanent', 'unbefristet', 'unbefristete', 'unbefristeten', 'festanstellung', 'cdi', 'contrat a duree indeterminee', 'indefinido', 'contrato indefinido', 'tempo indeterminato', 'vast contract', 'vaste aanstelling', 'onbepaalde tijd', 'vast dienstverband'],
  'fixed-term': ['fixed-term', 'fixed term', 'temporary', 'befristet', 'befristete', 'befristeten', 'cdd', 'duree determinee', 'contrato temporal', 'temporal', 'tempo determinato', 'bepaalde tijd', 'tijdelijk contract', 'tijdelijk'],
  freelance: ['freelance', 'freelancer', 'contractor', 'freiberuflich', 'auf honorarbasis', 'independant', 'autonomo', 'autonoma', 'partita iva', 'zzp', 'zzp-er', 'zelfstandige'],
  internship: ['internship', 'praktikum', 'praktikant', 'praktikantin', 'offre de stage', 'stage de fin', 'stagiaire', 'practicas', 'becario', 'becaria', 'tirocinio', 'stagista', 'stageplaats', 'stagiair'],
  apprenticeship: ['apprenticeship', 'apprentice', 'ausbildung zum', 'ausbildung zur', 'auszubildende', 'azubi', 'alternance', 'apprentissage', 'formacion dual', 'apprendistato', 'leerbaan', 'bbl'],
};

export const HOURS_CUES: Record<Hours, readonly string[]> = {
  'full-time': ['full-time', 'full time', 'fulltime', 'vollzeit', 'temps plein', 'plein temps', 'jornada completa', 'tiempo completo', 'tempo pieno', 'full time', 'voltijd', '40 uur', '38 uur', '36 uur'],
  'part-time': ['part-time', 'part time', 'teilzeit', 'temps partiel', 'media jornada', 'tiempo parcial', 'jornada parcial', 'part time', 'tempo parziale', 'deeltijd', 'parttime'],
};

/** Degree words per level, folded; the lowest level an ad's sentence names is the level it asks for. */
export const EDUCATION_PATTERNS: Record<EducationLevel, RegExp> = {
  doctorate: /\b(?:phd|ph\.d|doctorate|doctoral|promotion|promoviert|doktor|doctorat|doctorado|dottorato|promotie|gepromoveerd)\b/u,
  master: /\b(?:masters?|master's|msc|m\.sc|mba|diplom|magister|laurea magistrale|laurea specialistica|wo-niveau|wo niveau|wo-opleiding|bac ?\+ ?5|ingegneria)\b/u,
  bachelor: /\b(?:bachelors?|bachelor's|bsc|b\.sc|degree|university|hochschulabschluss|hochschulstudium|studium|universitatsabschluss|fachhochschule|licence|bac ?\+ ?[34]|diplome d'ingenieur|ecole d'ingenieur|grado|licenciatura|titulo universitario|titulacion universitaria|universitario|laurea|laureato|laureata|hbo|hbo-niveau|hbo-opleiding|universitair|universiteit)\b/u,
  vocational: /\b(?:vocational|apprenticeship|trade certificate|ausbildung|berufsausbildung|fachkraft|gesellenbrief|meister|cap|bep|bts|dut|bac ?\+ ?2|formacion profesional|fp|ciclo formativo|tecnico superior|diploma professionale|qualifica professionale|mbo|mbo-niveau|mbo-opleiding)\b/u,
  secondary: /\b(?:high school|secondary school|a-levels|abitur|matura|baccalaureat|bac|bachillerato|diploma di maturita|maturita|havo|vwo)\b/u,
};

export const LANGUAGE_LEVEL_WORDS: readonly (readonly [string, Cefr])[] = [
  ['native', 'C2'], ['mother tongue', 'C2'], ['bilingual', 'C2'], ['muttersprache', 'C2'], ['muttersprachlich', 'C2'], ['muttersprachliche', 'C2'], ['langue maternelle', 'C2'], ['bilingue', 'C2'], ['nativo', 'C2'], ['nativa', 'C2'], ['madrelingua', 'C2'], ['moedertaal', 'C2'], ['native speaker', 'C2'],
  ['fluent', 'C1'], ['fluency', 'C1'], ['business fluent', 'C1'], ['excellent', 'C1'], ['verhandlungssicher', 'C1'], ['verhandlungssichere', 'C1'], ['fliessend', 'C1'], ['fliessende', 'C1'], ['sehr gute', 'C1'], ['sehr gut', 'C1'], ['exzellente', 'C1'],
  ['courant', 'C1'], ['couramment', 'C1'], ['excellente', 'C1'], ['parfaite', 'C1'], ['parfaitement', 'C1'], ['fluido', 'C1'], ['fluida', 'C1'], ['fluidez', 'C1'], ['dominio', 'C1'], ['excelente', 'C1'],
  ['fluente', 'C1'], ['ottima', 'C1'], ['ottimo', 'C1'], ['ottima conoscenza', 'C1'], ['padronanza', 'C1'], ['vloeiend', 'C1'], ['uitstekend', 'C1'], ['uitstekende', 'C1'], ['perfect', 'C1'],
  ['advanced', 'C1'], ['avanzado', 'C1'], ['avanzato', 'C1'], ['avance', 'C1'], ['gevorderd', 'C1'],
  ['very good', 'B2'], ['good', 'B2'], ['gute', 'B2'], ['gut', 'B2'], ['bonne', 'B2'], ['bon niveau', 'B2'], ['buen nivel', 'B2'], ['buen', 'B2'], ['buena', 'B2'], ['buono', 'B2'], ['buona', 'B2'], ['goed', 'B2'], ['goede', 'B2'], ['professional working', 'B2'], ['alto', 'B2'],
  ['intermediate', 'B1'], ['conversational', 'B1'], ['intermediaire', 'B1'], ['intermedio', 'B1'], ['redelijk', 'B1'], ['solide', 'B2'],
  ['basic', 'A2'], ['grundkenntnisse', 'A2'], ['notions', 'A2'], ['basico', 'A2'], ['basica', 'A2'], ['base', 'A2'], ['di base', 'A2'], ['basis', 'A2'], ['basiskennis', 'A2'],
];

/** Labels before a value on its own line: "Standort: Berlin", "Entreprise : Dupont SA". */
export const LABELS = {
  employer: ['company', 'employer', 'organisation', 'organization', 'unternehmen', 'arbeitgeber', 'firma', 'entreprise', 'societe', 'employeur', 'empresa', 'empleador', 'azienda', 'societa', 'bedrijf', 'werkgever', 'organisatie'],
  place: ['location', 'place of work', 'based in', 'standort', 'arbeitsort', 'einsatzort', 'dienstort', 'ort', 'lieu', 'localisation', 'lieu de travail', 'ubicacion', 'lugar de trabajo', 'localidad', 'sede', 'sede di lavoro', 'luogo di lavoro', 'localita', 'locatie', 'standplaats', 'werklocatie', 'plaats'],
  title: ['job title', 'position', 'role', 'stellenbezeichnung', 'position', 'stelle', 'poste', 'intitule du poste', 'puesto', 'posicion', 'posizione', 'ruolo', 'functie', 'functietitel', 'vacature'],
  salary: ['salary', 'pay', 'compensation', 'gehalt', 'verguetung', 'vergutung', 'salaire', 'remuneration', 'salario', 'retribucion', 'sueldo', 'retribuzione', 'stipendio', 'ral', 'salaris'],
  contract: ['contract', 'employment type', 'vertragsart', 'anstellungsart', 'type de contrat', 'contrat', 'tipo de contrato', 'contrato', 'tipo di contratto', 'contratto', 'dienstverband', 'soort contract'],
} as const;

/** "X is looking for", "X sucht", "X recrute", "X busca", "X cerca", "X zoekt". */
export const HIRING_VERBS = ['is looking for', 'is hiring', 'seeks', 'are looking for', 'sucht', 'suchen', 'recrute', 'recherche', 'busca', 'buscamos', 'selecciona', 'incorpora', 'cerca', 'ricerca', 'seleziona', 'zoekt', 'zoeken'];

/** Salary periods, folded. */
export const PERIOD_CUES = {
  year: ['per year', 'a year', 'per annum', 'p.a', 'annual', 'annually', 'yearly', 'pro jahr', 'jahrlich', 'jahresgehalt', 'im jahr', 'brut annuel', 'par an', 'annuel', '/an', 'k€/an', 'anual', 'al ano', 'brutos anuales', 'bruto anual', 'annuo', 'annui', 'lordo annuo', 'lordi annui', 'ral', "all'anno", 'per jaar', 'bruto per jaar', 'jaarsalaris', 'op jaarbasis'],
  month: ['per month', 'a month', 'monthly', 'pro monat', 'monatlich', 'im monat', 'par mois', 'mensuel', 'brut mensuel', 'al mes', 'mensual', 'mensuales', 'mensile', 'al mese', 'mensili', 'per maand', 'bruto per maand', 'p/m', 'maandsalaris'],
  hour: ['per hour', 'an hour', 'hourly', 'pro stunde', 'stundenlohn', 'par heure', 'de l’heure', 'por hora', "all'ora", 'orario', 'per uur', 'uurloon'],
} as const;

export const CURRENCIES: readonly (readonly [RegExp, string])[] = [
  [/€|\beur\b|\beuros?\b/iu, 'EUR'],
  [/£|\bgbp\b/iu, 'GBP'],
  [/\bchf\b|\bfr\.\s/iu, 'CHF'],
  [/\bsek\b|\bkr\b/iu, 'SEK'],
  [/\bdkk\b/iu, 'DKK'],
  [/\bpln\b|\bzł\b/iu, 'PLN'],
  [/\$|\busd\b/iu, 'USD'],
];

/** Stop words for an ad too short for the CV's detector. */
export const LANGUAGE_STOP_WORDS = {
  en: ['the', 'and', 'you', 'with', 'we', 'our', 'your', 'for', 'of', 'to'],
  de: ['und', 'der', 'die', 'das', 'mit', 'sie', 'wir', 'du', 'fur', 'ihre', 'deine', 'in', 'von'],
  fr: ['et', 'le', 'la', 'les', 'vous', 'nous', 'des', 'de', 'pour', 'avec', 'une', 'du'],
  es: ['y', 'el', 'la', 'los', 'las', 'con', 'para', 'de', 'una', 'del', 'tu', 'nuestro'],
  it: ['e', 'il', 'la', 'con', 'per', 'di', 'che', 'del', 'della', 'una', 'un', 'nel'],
  nl: ['en', 'het', 'de', 'met', 'van', 'jij', 'wij', 'je', 'een', 'voor', 'ons', 'onze'],
} as const;
