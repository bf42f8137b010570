/**
 * Is a piece of an entry header a job title or an organisation? Vocabularies in the six CV
 * languages (folded: lower case, no accents), used to put "Company, City / Title" in order.
 */
import { COMPOUND_ROLE_WORDS, GREEK_ROLE_WORDS, MORE_ROLE_WORDS } from './lexicon/role-words';
import { fold, words } from './text';

const ROLE_WORDS = new Set([
  // English
  'engineer', 'developer', 'manager', 'designer', 'researcher', 'consultant', 'analyst', 'scientist', 'director',
  'officer', 'specialist', 'assistant', 'intern', 'lead', 'leader', 'head', 'architect', 'accountant', 'advisor',
  'adviser', 'coordinator', 'administrator', 'technician', 'teacher', 'nurse', 'doctor', 'lawyer', 'recruiter',
  'associate', 'representative', 'agent', 'clerk', 'driver', 'cook', 'waiter', 'waitress', 'cashier', 'supervisor',
  'executive', 'controller', 'auditor', 'editor', 'writer', 'planner', 'buyer', 'trainer', 'tutor', 'lecturer',
  'professor', 'pharmacist', 'electrician', 'mechanic', 'welder', 'plumber', 'carpenter', 'midwife', 'paramedic',
  'secretary', 'receptionist', 'steward', 'stewardess', 'attendant', 'worker', 'apprentice', 'trainee', 'volunteer',
  'operator', 'owner', 'founder', 'cofounder', 'president', 'strategist', 'programmer', 'tester', 'physiotherapist',
  'therapist', 'psychologist', 'surgeon', 'dentist', 'caregiver', 'educator', 'instructor', 'coach', 'bartender',
  'barista', 'housekeeper', 'porter', 'concierge', 'salesperson', 'storekeeper', 'warehouse', 'dispatcher', 'pilot',
  'ceo', 'cto', 'cfo', 'coo', 'cio', 'vp', 'freelancer', 'freelance', 'student', 'graduate',
  // German
  'geschaftsfuhrer', 'geschaftsfuhrerin', 'leiter', 'leiterin', 'managerin', 'entwickler', 'entwicklerin', 'berater',
  'beraterin', 'ingenieur', 'ingenieurin', 'referent', 'referentin', 'kaufmann', 'kauffrau', 'sachbearbeiter',
  'sachbearbeiterin', 'mitarbeiter', 'mitarbeiterin', 'teamleiter', 'teamleiterin', 'disponent', 'disponentin',
  'lehrer', 'lehrerin', 'pfleger', 'pflegerin', 'krankenschwester', 'arzt', 'arztin', 'verkaufer', 'verkauferin',
  'buchhalter', 'buchhalterin', 'techniker', 'technikerin', 'praktikant', 'praktikantin', 'werkstudent',
  'werkstudentin', 'auszubildender', 'auszubildende', 'koch', 'kochin', 'fahrer', 'fahrerin', 'elektriker',
  'mechaniker', 'vertriebsleiter', 'assistentin', 'sekretarin', 'inhaber', 'inhaberin', 'grunder', 'grunderin',
  // French
  'directeur', 'directrice', 'ingenieur', 'charge', 'chargee', 'assistante', 'conseiller', 'conseillere', 'vendeur',
  'vendeuse', 'serveur', 'serveuse', 'cuisinier', 'cuisiniere', 'comptable', 'infirmier', 'infirmiere', 'enseignant',
  'enseignante', 'professeur', 'responsable', 'chef', 'stagiaire', 'technicien', 'technicienne', 'kinesitherapeute',
  'masseur', 'developpeur', 'developpeuse', 'consultante', 'gestionnaire', 'animateur', 'animatrice', 'redacteur',
  // Spanish
  'gerente', 'director', 'directora', 'analista', 'tecnico', 'tecnica', 'asistente', 'administrativo',
  'administrativa', 'enfermero', 'enfermera', 'profesor', 'profesora', 'camarero', 'camarera', 'cocinero', 'cocinera',
  'contable', 'consultor', 'consultora', 'vendedor', 'vendedora', 'ingeniero', 'ingeniera', 'desarrollador',
  'desarrolladora', 'jefe', 'jefa', 'coordinador', 'coordinadora', 'becario', 'becaria', 'responsable',
  // Italian
  'direttore', 'direttrice', 'responsabile', 'impiegato', 'impiegata', 'insegnante', 'infermiere', 'infermiera',
  'cuoco', 'cuoca', 'cameriere', 'cameriera', 'consulente', 'commesso', 'commessa', 'contabile', 'sviluppatore',
  'sviluppatrice', 'tirocinante', 'addetto', 'addetta', 'ragioniere', 'ragioniera', 'progettista',
  // Dutch
  'medewerker', 'medewerkster', 'leidinggevende', 'verpleegkundige', 'docent', 'adviseur', 'monteur', 'chauffeur',
  'verkoper', 'teamleider', 'projectmanager', 'projectleider', 'ontwikkelaar', 'beleidsmedewerker', 'stagiair',
  'boekhouder', 'directeur', 'eigenaar', 'oprichter',
  // trades, care and service titles (de, fr, es, it, nl, pt, ca)
  'schlosser', 'schlosserin', 'monteurin', 'tischler', 'tischlerin', 'schreiner', 'schreinerin', 'maurer', 'zimmerer', 'installateur',
  'installateurin', 'friseur', 'friseurin', 'erzieher', 'erzieherin', 'pflegefachfrau', 'pflegefachmann', 'fachkraft', 'helfer', 'helferin',
  'meister', 'meisterin', 'fachfrau', 'fachmann', 'angestellte', 'angestellter', 'conducteur', 'conductrice', 'soignant', 'soignante',
  'ouvrier', 'ouvriere', 'electricien', 'electricienne', 'magasinier', 'magasiniere', 'boulanger', 'boulangere', 'educateur', 'educatrice',
  'electricista', 'ayudante', 'oficial', 'operario', 'operaria', 'conductor', 'conductora', 'auxiliar', 'encargado', 'encargada',
  'dependiente', 'dependienta', 'operaio', 'operaia', 'geometra', 'autista', 'magazziniere', 'elettricista', 'istruttore', 'istruttrice',
  'collaboratore', 'collaboratrice', 'praticante', 'assistente', 'operatore', 'operatrice', 'kok', 'timmerman', 'elektricien', 'verzorgende',
  'enfermeiro', 'enfermeira', 'motorista', 'cozinheiro', 'cozinheira', 'operador', 'operadora', 'rececionista', 'cuiner', 'cuinera', 'ajudant', 'educador', 'educadora', 'assistent', 'assistente',
  'professora', 'fisioterapeuta', 'coordenadora', 'coordenador', 'diretora', 'diretor', 'gestora', 'gestor', 'bolseira', 'bolseiro',
  'investigadora', 'investigador', 'docente', 'tecnica', 'tecnico',
]);

// matched as word endings ("Projektleiter" ends in "leiter"): each word's few endings are looked up,
// instead of testing every role word against every word of the text
const LONG_ROLE_WORDS = new Set([...ROLE_WORDS, ...COMPOUND_ROLE_WORDS].filter((r) => r.length >= 6));
for (const word of [...MORE_ROLE_WORDS, ...COMPOUND_ROLE_WORDS, ...GREEK_ROLE_WORDS]) ROLE_WORDS.add(word);
const LONGEST_ROLE_WORD = [...ROLE_WORDS].reduce((max, r) => Math.max(max, r.length), 0);

/** Does `word` end in one of `endings` (each 6 to `longest` characters long)? */
export function endsWithOneOf(word: string, endings: ReadonlySet<string>, longest: number): boolean {
  for (let n = 6; n <= Math.min(word.length, longest); n++) if (endings.has(word.slice(-n))) return true;
  return false;
}

// Organisation words and legal forms; a part holding one names an employer, not a role.
const ORG_RE =
  /\b(?:g?gmbh|ag|kg|se|ev|g?ug|ltd|limited|llc|llp|plc|inc|corp|corporation|sa|sas|sarl|srl|spa|sl|bv|nv|aps|ab|oy|group|gruppe|gruppo|grupo|groep|bank|banks|banca|banco|sparkasse|university|universitat|universite|universidad|universita|universiteit|hochschule|hospital|klinik|klinikum|clinic|clinique|ziekenhuis|ospedale|policlinico|poliambulatorio|poliklinik|poliklinika|polyclinic|school|schule|ecole|escuela|scuola|college|company|agency|agentur|agence|agencia|ministry|ministerium|ministere|ministerio|council|institute|institut|instituto|istituto|foundation|stiftung|fondation|fundacion|fondazione|stichting|association|verein|hotel|hotels|restaurant|airlines|insurance|versicherung|assurances|stores|retail|solutions|technologies|systems|labs|consulting|services|holding|partners|staffing|gemeente|stadt|ville|ayuntamiento|comune|medical cent(?:er|re)|health(?:care)? (?:cent(?:er|re)|system)|care home|nursing home|senior living|centre|center|club|daycare|childcare|centro|clinica|consultorio|ambulatorio)\b/u;

export function hasRoleWord(text: string): boolean {
  return words(text).some((w) => ROLE_WORDS.has(w) || endsWithOneOf(w, LONG_ROLE_WORDS, LONGEST_ROLE_WORD));
}

export function looksLikeJobTitle(text: string): boolean {
  return hasRoleWord(text) && !looksLikeOrganisation(text);
}

// Public employers, schools, clinics, pharmacies and associations in the other EU/EEA languages (folded):
// "Umeå kommun", "Skellefteå lasarett", "Zubná ambulancia Kováč" (whose surname is a smith)
const ORG_WORDS = new Set([
  // sv, da, nb
  'kommun', 'kommune', 'fylkeskommune', 'landsting', 'lasarett', 'sjukhus', 'sygehus', 'sykehus', 'vardcentral', 'forskola',
  'barnehage', 'bornehave', 'vuggestue', 'plejecenter', 'sykehjem', 'forening', 'forbund',
  // fi, et, lv, lt
  'kunta', 'kaupunki', 'sairaala', 'koulu', 'paivakoti', 'yhdistys', 'saatio', 'hyvinvointialue', 'virasto', 'haigla', 'lasteaed',
  'sihtasutus', 'vallavalitsus', 'linnavalitsus', 'slimnica', 'pasvaldiba', 'biedriba', 'ligonine', 'savivaldybe', 'mokykla', 'darzelis',
  // pl, cs, sk, hu
  'szpital', 'szkola', 'urzad', 'gmina', 'starostwo', 'przedszkole', 'fundacja', 'stowarzyszenie', 'spoldzielnia', 'przychodnia', 'apteka',
  'nemocnice', 'nemocnica', 'poliklinika', 'urad', 'lekarna', 'lekaren', 'ambulancia', 'nadace', 'nadacia', 'druzstvo', 'ustav', 'korhaz', 'iskola', 'ovoda',
  'onkormanyzat', 'hivatal', 'alapitvany', 'egyesulet', 'gyogyszertar',
  // hr, sl, ro
  'bolnica', 'bolnisnica', 'vrtic', 'vrtec', 'opcina', 'obcina', 'zaklada', 'udruga', 'ljekarna', 'zavod', 'drustvo', 'spital', 'spitalul',
  'primaria', 'primarie', 'scoala', 'liceul',
  // pt, es, it, fr, de, nl, en
  'farmacia', 'farmacie', 'escola', 'agrupamento', 'associacao', 'asociacion', 'associazione', 'cooperativa', 'mairie', 'hopital',
  'pharmacie', 'lycee', 'gemeinde', 'krankenhaus', 'apotheke', 'kanzlei', 'apotheek', 'praktijk', 'vereniging', 'county',
  'municipality', 'pharmacy', 'authority', 'farma', 'ferme', 'granja', 'fazenda', 'fattoria',
]);

// Legal forms of the other EU/EEA countries, matched as printed (case matters: "AS" is a company, "as" a word).
const LEGAL_FORM_RE =
  /(?:^|[\s,])(?:AS|ASA|A\/S|ApS|AB|Oy|Oyj|a\.\s?s\.|s\.\s?r\.\s?o\.|spol\.|Kft\.?|Zrt\.?|Nyrt\.?|Bt\.|d\.\s?o\.\s?o\.|d\.\s?d\.|UAB|AB|SIA|IK|MB|OÜ|AS|Lda\.?|Ltda\.?|S\.A\.|SRL|S\.R\.L\.|Sp\.\s?z\s?o\.\s?o\.|sp\.\s?z\s?o\.\s?o\.|S\.C\.|s\.c\.|[Ss]p\.\s?[jk]\.|k\.s\.|v\.o\.s\.|S\.p\.A\.|SpA|S\.L\.|SL|NV|BV|N\.V\.|B\.V\.|EIRL|SARL|SAS|SASU|GmbH|AG|KG|e\.V\.|Ky|Tmi|Ay|s\.\s?p\.|j\.\s?d\.\s?o\.\s?o\.|d\.\s?n\.\s?o\.|k\.\s?d\.|I\/S|IVS|ANS|DA|ENK|HB|KB|VšĮ|IĮ|TÜ|FIE|e\.U\.|OG|GbR|PartG|eG|VOF)(?=$|[\s,.;)])/u;

// in a line set in capitals the legal form's case says nothing: "WARTA LOGISTICS SP. Z O.O."
const LEGAL_FORM_ANY_CASE_RE = new RegExp(LEGAL_FORM_RE.source, 'iu');

// the languages that compound name an association, a fund or a hospital in a word's last part ("Guideförening",
// "Sportverein", "Kinderkrankenhaus", "Tennisvereniging")
const ORG_ENDINGS = new Set(['forening', 'forbund', 'verein', 'vereniging', 'stiftung', 'stichting', 'krankenhaus', 'ziekenhuis', 'sjukhus', 'sygehus', 'sykehus', 'yhdistys', 'egyesulet', 'klinikum', 'gemeinde', 'kommune', 'klinik', 'kliniken', 'praxis', 'apotheke']);
const LONGEST_ORG_ENDING = [...ORG_ENDINGS].reduce((max, w) => Math.max(max, w.length), 0);

export function looksLikeOrganisation(text: string): boolean {
  if (ORG_RE.test(fold(text).replace(/[.&]/g, '')) || words(text).some((w) => ORG_WORDS.has(w) || endsWithOneOf(w, ORG_ENDINGS, LONGEST_ORG_ENDING)) || LEGAL_FORM_RE.test(text)) return true;
  return /\p{Lu}{3}/u.test(text) && text === text.toUpperCase() && /[.\s]/.test(text) && LEGAL_FORM_ANY_CASE_RE.test(text.replace(/(?<=\s)(?:AS|AB)(?=\s|$)/gu, ''));
}
