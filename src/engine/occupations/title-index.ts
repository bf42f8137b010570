/**
 * Recognising occupations in job titles as people write them on CVs: "Senior Software Engineer",
 * "Buchhalterin (Teilzeit)", "Infirmière de bloc", "Intensivkrankenpfleger".
 */
import { termKey, tokenKeys, tokenize } from '../taxonomy/normalise';
import type { Token } from '../taxonomy/normalise';
import type { Occupation } from './occupation-schema';
import { occupationTerms } from './occupation-schema';

interface Entry {
  readonly occupation: Occupation;
  /** the spelling in the data */
  readonly term: string;
  /** a curated spelling; ESCO's titles give way to it, also to its inflected forms */
  readonly curated: boolean;
}

export interface TitleIndex {
  readonly byKey: ReadonlyMap<string, Entry>;
  /** keys of one-token spellings, for the tail of a compound ("Intensiv|krankenpfleger") */
  readonly singleTokenKeys: ReadonlySet<string>;
  /** every token key of every spelling: an inflected form only counts if it lands on one of these */
  readonly vocabulary: ReadonlySet<string>;
  readonly maxTokens: number;
}

export interface TitleMatch {
  readonly occupation: Occupation;
  /** the spelling of the data that matched */
  readonly term: string;
  /** the words of the title that matched, as written */
  readonly text: string;
  /** 1 for a whole word or phrase, lower when only the tail of a compound word matched */
  readonly quality: number;
}

// ESCO titles longer than this ("Technischer Leiter für Bühne, Film und Fernsehen") never stand whole
// in a CV's position line; skipping them keeps the phrase search short.
const MAX_MORE_TOKENS = 8;
// ESCO lists bare everyday words as titles too ("Manager" for a business manager); alone they do not
// name an occupation, so one-word ESCO titles from this list are left out.
const GENERIC_TITLE_WORDS = new Set([
  'manager',
  'managerin',
  'director',
  'directora',
  'directeur',
  'directrice',
  'direttore',
  'direttrice',
  'directeur',
  'directrice',
  'leiter',
  'leiterin',
  'leider',
  'consultant',
  'consultante',
  'consultora',
  'consultor',
  'consulente',
  'berater',
  'beraterin',
  'adviseur',
  'assistant',
  'assistante',
  'assistent',
  'assistentin',
  'assistente',
  'asistente',
  'specialist',
  'spezialist',
  'spezialistin',
  'specialiste',
  'especialista',
  'specialista',
  'engineer',
  'ingenieur',
  'ingenieurin',
  'ingeniero',
  'ingeniera',
  'ingegnere',
  'technician',
  'techniker',
  'technikerin',
  'technicien',
  'technicienne',
  'tecnico',
  'tecnica',
  'officer',
  'advisor',
  'adviser',
  'supervisor',
  'supervisora',
  'coordinator',
  'koordinator',
  'koordinatorin',
  'coordinateur',
  'coordinatrice',
  'coordinador',
  'coordinadora',
  'coordinatore',
  'operator',
  'operateur',
  'operador',
  'operatore',
  'worker',
  'arbeiter',
  'arbeiterin',
  'employee',
  'mitarbeiter',
  'mitarbeiterin',
  'employe',
  'employee',
  'empleado',
  'empleada',
  'impiegato',
  'impiegata',
  'medewerker',
  'leader',
  'head',
  'chief',
  'chef',
  'jefe',
  'jefa',
  'capo',
  'expert',
  'experte',
  'expertin',
  'experto',
  'experta',
  'esperto',
  'analyst',
  'analystin',
  'analyste',
  'analista',
  'agent',
  'agente',
  'administrator',
  'administratorin',
  'administrateur',
  'administrador',
  'clerk',
  'executive',
  'president',
  'presidente',
  'prasident',
  'owner',
  'inhaber',
  'inhaberin',
  'partner',
  'founder',
  'trainee',
  'intern',
  'praktikant',
  'praktikantin',
  'stagiaire',
  'volunteer',
  'helper',
  'helfer',
  'helferin',
  'aide',
  'ayudante',
  'aiutante',
  'responsable',
  'responsabile',
  'gerente',
  'gestor',
  'gestora',
  'gestore',
  'inspector',
  'inspecteur',
  'ispettore',
  'professional',
]);

function usableMoreTitle(keys: readonly string[]): boolean {
  if (keys.length === 0 || keys.length > MAX_MORE_TOKENS) return false;
  return !(keys.length === 1 && GENERIC_TITLE_WORDS.has(keys[0]));
}

/**
 * The index over the curated occupations' spellings, then `more` (ESCO's titles), which never take a
 * spelling from a curated occupation. Only curated one-word titles serve as compound tails: ESCO's
 * thousands of one-word titles in many languages would find occupations inside ordinary words.
 */
export function buildTitleIndex(occupations: readonly Occupation[], more: Iterable<readonly [Occupation, string]> = []): TitleIndex {
  const byKey = new Map<string, Entry>();
  const singleTokenKeys = new Set<string>();
  const vocabulary = new Set<string>();
  let maxTokens = 1;
  const add = (occupation: Occupation, term: string, curated: boolean) => {
    const keys = tokenKeys(term);
    if (keys.length === 0 || (!curated && !usableMoreTitle(keys))) return;
    const key = keys.join('');
    if (!byKey.has(key)) byKey.set(key, { occupation, term, curated });
    if (curated && keys.length === 1) singleTokenKeys.add(key);
    for (const k of keys) vocabulary.add(k);
    maxTokens = Math.max(maxTokens, keys.length);
  };
  for (const occupation of occupations) for (const term of occupationTerms(occupation)) add(occupation, term, true);
  for (const [occupation, term] of more) add(occupation, term, false);
  return { byKey, singleTokenKeys, vocabulary, maxTokens };
}

/**
 * ESCO's titles as the derivation stores them (esco/occupation-title-keys.json.br): the usable
 * spellings' keys in index order (first spelling of a key only), their ESCO occupation rows (base 36),
 * the spellings, and the token vocabulary, so the title index is a parse, not a tokenisation of
 * 110,000 titles.
 */
export interface PrecomputedTitles {
  readonly keys: readonly string[];
  readonly rows: string;
  readonly terms: readonly string[];
  readonly vocabulary: readonly string[];
  readonly maxTokens: number;
}

/** What `buildTitleIndex` adds for ESCO's titles (given as [ESCO row, spelling]), precomputed. */
export function precomputeTitles(more: Iterable<readonly [number, string]>): PrecomputedTitles {
  const seen = new Set<string>();
  const keys: string[] = [];
  const rows: string[] = [];
  const terms: string[] = [];
  const vocabulary = new Set<string>();
  let maxTokens = 1;
  for (const [row, term] of more) {
    const tokens = tokenKeys(term);
    if (!usableMoreTitle(tokens)) continue;
    const key = tokens.join('');
    if (!seen.has(key)) {
      seen.add(key);
      keys.push(key);
      rows.push(row.toString(36));
      terms.push(term);
    }
    for (const k of tokens) vocabulary.add(k);
    maxTokens = Math.max(maxTokens, tokens.length);
  }
  return { keys, rows: rows.join(' '), terms, vocabulary: [...vocabulary], maxTokens };
}

/** `buildTitleIndex(occupations, ESCO's titles)` from the precomputed titles; `byEscoRow` gives each row's occupation. */
export function buildTitleIndexPrecomputed(
  occupations: readonly Occupation[],
  pre: PrecomputedTitles,
  byEscoRow: readonly Occupation[],
): TitleIndex {
  const base = buildTitleIndex(occupations);
  const byKey = base.byKey as Map<string, Entry>;
  const vocabulary = base.vocabulary as Set<string>;
  const rows = pre.rows.split(' ');
  for (let i = 0; i < pre.keys.length; i++) {
    const key = pre.keys[i];
    if (!byKey.has(key)) byKey.set(key, { occupation: byEscoRow[parseInt(rows[i], 36)], term: pre.terms[i], curated: false });
  }
  for (const k of pre.vocabulary) vocabulary.add(k);
  return { byKey, singleTokenKeys: base.singleTokenKeys, vocabulary, maxTokens: Math.max(base.maxTokens, pre.maxTokens) };
}

/** Adds titles to a built index (ESCO's 20 further languages, loaded later); existing spellings keep their occupation. */
export function extendTitleIndex(index: TitleIndex, more: Iterable<readonly [Occupation, string]>): TitleIndex {
  const byKey = new Map(index.byKey);
  const vocabulary = new Set(index.vocabulary);
  let maxTokens = index.maxTokens;
  for (const [occupation, term] of more) {
    const keys = tokenKeys(term);
    if (!usableMoreTitle(keys)) continue;
    const key = keys.join('');
    if (!byKey.has(key)) byKey.set(key, { occupation, term, curated: false });
    for (const k of keys) vocabulary.add(k);
    maxTokens = Math.max(maxTokens, keys.length);
  }
  return { byKey, singleTokenKeys: index.singleTokenKeys, vocabulary, maxTokens };
}

// Feminine and other inflected forms, mapped back to the form the data list: Buchhalterin →
// buchhalter, infirmière → infirmier, enfermera → enfermero, direttrice → direttore,
// medizinischer → medizinische, schoonmaakster → schoonmaker, Kauffrau → kaufmann.
const INFLECTIONS: readonly (readonly [suffix: string, replacement: string])[] = [
  ['innen', ''],
  ['in', ''],
  ['iere', 'ier'],
  ['ere', 'er'],
  ['euse', 'eur'],
  ['trice', 'tore'],
  ['rice', 'eur'],
  ['ienne', 'ien'],
  ['essa', 'e'],
  ['fe', ''],
  ['aakster', 'aker'],
  ['oopster', 'oper'],
  ['ster', 'er'],
  ['frau', 'mann'],
  ['vrouw', 'man'],
  ['a', 'o'],
  ['a', 'e'],
  ['a', ''],
  ['e', ''],
  ['e', 'er'],
  ['er', 'e'],
];

function inflectionBases(key: string): string[] {
  const bases: string[] = [];
  for (const [suffix, replacement] of INFLECTIONS) {
    if (key.length >= suffix.length + 3 && key.endsWith(suffix)) bases.push(key.slice(0, key.length - suffix.length) + replacement);
  }
  return bases;
}

/** The key of a token and the data forms it may be an inflection of; never forms the data do not use. */
function tokenVariants(key: string, index: TitleIndex): string[] {
  const variants = [key];
  for (const base of inflectionBases(key)) if (index.vocabulary.has(base) && !variants.includes(base)) variants.push(base);
  return variants;
}

// Gender notations that split a title into two: "Elektroniker/in", "Kaufmann/-frau", "Pflegefachkraft
// (m/w/d)", "Comptable H/F", "Verpleegkundige (m/v)".
const GENDER_MARK_RE = /(?:\/-?|\*|:|_)(?:in|innen|frau)\b|\(in\)|\(?\b[mwdfhvx](?:\s*\/\s*[mwdfhvx]){1,2}\b\)?/giu;

/** Blanks the marks out, keeping every other character at its offset. */
function blankGenderMarks(text: string): string {
  return text.replace(GENDER_MARK_RE, (mark) => ' '.repeat(mark.length));
}

// Only spaces and joiners may stand between the words of one title ("Gesundheits- und
// Krankenpfleger", "UI/UX Designer", "Maître d'hôtel"); a comma or bracket ends it.
const JOINER_GAP_RE = /^[ \t\u00a0.\-/_'’]*$/u;
const MAX_VARIANT_KEYS = 16;
const COMPOUND_QUALITY = 0.8;
const MIN_COMPOUND_TAIL = 4;
const MIN_COMPOUND_HEAD = 3;

interface Candidate {
  readonly entry: Entry;
  readonly first: number;
  readonly last: number;
  readonly quality: number;
}

function phraseCandidates(text: string, index: TitleIndex): { candidates: Candidate[]; tokens: Token[] } {
  const tokens = tokenize(text);
  const variants = tokens.map((t) => tokenVariants(t.key, index));
  const candidates: Candidate[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let keys = variants[i];
    let longest: Candidate | undefined;
    for (let j = i; j < tokens.length && j - i < index.maxTokens; j++) {
      if (j > i) {
        if (!JOINER_GAP_RE.test(text.slice(tokens[j - 1].end, tokens[j].start))) break;
        keys = keys.flatMap((k) => variants[j].map((v) => k + v)).slice(0, MAX_VARIANT_KEYS);
      }
      const entry = preferCurated(keys, index);
      if (entry) longest = { entry, first: i, last: j, quality: 1 };
    }
    if (longest) candidates.push(longest);
    else {
      const compound = compoundCandidate(tokens[i].key, index);
      if (compound) candidates.push({ entry: compound, first: i, last: i, quality: COMPOUND_QUALITY });
    }
  }
  return { candidates, tokens };
}

/** The longest known one-word title that ends a compound word: "Intensivkrankenpflegerin" → Krankenpfleger. */
function compoundCandidate(key: string, index: TitleIndex): Entry | undefined {
  for (const form of [key, ...inflectionBases(key)]) {
    for (let start = MIN_COMPOUND_HEAD; start <= form.length - MIN_COMPOUND_TAIL; start++) {
      const tail = form.slice(start);
      if (index.singleTokenKeys.has(tail)) return index.byKey.get(tail);
    }
  }
  return undefined;
}

/**
 * The occupations a job title names. The longest matching phrase wins, so "Chef de projet
 * informatique" is a project manager, not a chef; equally long phrases for different occupations
 * ("Nurse and Midwife") are all returned.
 */
export function matchTitle(title: string, index: TitleIndex): TitleMatch[] {
  const { candidates, tokens } = phraseCandidates(blankGenderMarks(title), index);
  if (candidates.length === 0) return [];
  const span = (c: Candidate) => c.last - c.first + 1;
  const best = candidates.reduce((b, c) => (span(c) > span(b) || (span(c) === span(b) && c.quality > b.quality) ? c : b));
  const matches: TitleMatch[] = [];
  for (const c of candidates) {
    if (span(c) !== span(best) || c.quality !== best.quality) continue;
    if (matches.some((m) => m.occupation === c.entry.occupation)) continue;
    matches.push({
      occupation: c.entry.occupation,
      term: c.entry.term,
      text: title.slice(tokens[c.first].start, tokens[c.last].end),
      quality: c.quality,
    });
  }
  return matches;
}

/** The entry of the first key a curated spelling owns, else of the first key any spelling owns. */
function preferCurated(keys: readonly string[], index: TitleIndex): Entry | undefined {
  let any: Entry | undefined;
  for (const k of keys) {
    const e = index.byKey.get(k);
    if (e?.curated) return e;
    any ??= e;
  }
  return any;
}

/** The occupation a whole string names (id, title, translation or alias, inflected forms included). */
export function lookupTitle(title: string, index: TitleIndex): Occupation | undefined {
  const direct = index.byKey.get(termKey(title));
  if (direct?.curated) return direct.occupation;
  const tokens = tokenize(blankGenderMarks(title));
  if (tokens.length === 0) return direct?.occupation;
  let keys = [''];
  for (const t of tokens) keys = keys.flatMap((k) => tokenVariants(t.key, index).map((v) => k + v)).slice(0, MAX_VARIANT_KEYS);
  return (preferCurated(keys, index) ?? direct)?.occupation;
}
