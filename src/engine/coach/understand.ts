/**
 * What a question asks, read against the conversation so far: the kind (classify.ts), the
 * language it is written in, the countries it names (also through their cities), a target role as
 * the occupation data know it, a time frame, the options of a comparison, and whether it asks how
 * long something takes. A follow-up that leaves something out ("and how long would that take?",
 * "what about Sweden?") takes it from the previous turn's intent.
 */
import { cityCountry } from '../cv/places';
import { fold } from '../cv/text';
import { getOccupationById, matchJobTitle } from '../occupations/occupations';
import type { Occupation } from '../occupations/occupation-schema';
import { findOption } from './certifications';
import type { ComparisonOption } from './certifications';
import type { Classification } from './classify';
import { classifyQuestion, normaliseQuery } from './classify';
import { COUNTRY_NAMES } from './countries';
import { detectQuestionLanguage } from './question-language';
import type { CoachIntent, CoachLanguage, CoachTurn, QuestionKind } from './types';
import { COACH_LANGUAGES } from './types';

export interface Understanding {
  question: Classification;
  /** the language the answer is written in */
  language: CoachLanguage;
  role: Occupation | null;
  months: number | null;
  options: ComparisonOption[];
  asksDuration: boolean;
  /** what this turn took from the previous one */
  inherited: { kind: boolean; role: boolean; countries: boolean; months: boolean };
  intent: CoachIntent;
}

// ---------- time frames ----------

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, eight: 8, ten: 10, twelve: 12, eighteen: 18, half: 0.5,
  ein: 1, eine: 1, einem: 1, einen: 1, einer: 1, eines: 1, zwei: 2, drei: 3, vier: 4, funf: 5, sechs: 6, acht: 8, zehn: 10, zwolf: 12, achtzehn: 18, anderthalb: 1.5, eineinhalb: 1.5,
  un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, dix: 10, douze: 12, dixhuit: 18,
  uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, ocho: 8, diez: 10, doce: 12, dieciocho: 18,
  due: 2, quattro: 4, sei: 6, otto: 8, dieci: 10, dodici: 12, diciotto: 18,
  een: 1, twee: 2, drie: 3, zes: 6, tien: 10, twaalf: 12, achttien: 18, anderhalf: 1.5,
};
const YEAR_WORDS = new Set(['year', 'years', 'jahr', 'jahre', 'jahren', 'jahres', 'an', 'ans', 'annee', 'annees', 'ano', 'anos', 'anno', 'anni', 'jaar', 'jaren']);
const MONTH_WORDS = new Set(['month', 'months', 'monat', 'monate', 'monaten', 'monats', 'mois', 'mes', 'meses', 'mese', 'mesi', 'maand', 'maanden']);
// the words that make a duration a time frame ("within two years"), not an amount ("10 years of experience")
const BEFORE = new Set(['within', 'in', 'by', 'over', 'next', 'coming', 'innerhalb', 'von', 'nachsten', 'kommenden', 'binnen', "d'ici", 'ici', 'dans', 'en', 'sous', 'prochaine', 'prochaines', 'prochains', 'entro', 'tra', 'fra', 'prossimi', 'dentro', 'proximos', 'komende']);
const ARTICLES = new Set(['de', 'den', 'der', 'die', 'les', 'los', 'the', 'een', 'eines', 'einem', 'the', 'two']);

/** The text without the given trailing characters (a loop, not a regular expression: linear on any input). */
function trimEnd(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

function words(text: string): string[] {
  return normaliseQuery(text)
    .split(/[^\p{L}\p{N}'.,-]+/u)
    .map((w) => trimEnd(w, '.,'))
    .filter(Boolean);
}

export function detectTimeframe(text: string): number | null {
  const ws = words(text.replace(/dix-huit/gi, 'dixhuit'));
  for (let i = 1; i < ws.length; i++) {
    const unit = ws[i];
    const isYear = YEAR_WORDS.has(unit);
    if (!isYear && !MONTH_WORDS.has(unit)) continue;
    const raw = ws[i - 1];
    const n = /^\d{1,2}(?:[.,]5)?$/.test(raw) ? Number(raw.replace(',', '.')) : NUMBER_WORDS[raw];
    if (n === undefined || !Number.isFinite(n) || n <= 0) continue;
    // a time-frame word just before the number, perhaps with an article between
    const before = ws.slice(Math.max(0, i - 4), i - 1);
    if (!before.some((w) => BEFORE.has(w)) || before.every((w) => ARTICLES.has(w))) continue;
    const months = Math.round(isYear ? n * 12 : n);
    if (months >= 1 && months <= 120) return months;
  }
  return null;
}

// ---------- how long ----------

const DURATION_RE =
  /\bhow long\b|\bhow much time\b|\bwie lange?\b|\bwie viel zeit\b|\bwieviel zeit\b|\bcombien de temps\b|\bcuanto tiempo\b|\bquanto tempo\b|\bhoe lang\b|\bhoeveel tijd\b|\bin welchem zeitraum\b|\btime ?frame\b|\bzeitrahmen\b/;

// ---------- cities ----------

// city names that are everyday words in one of the six languages (Spanish "como", German "essen"…)
const CITY_WORDS = new Set(['como', 'nice', 'essen', 'tours', 'split', 'mons', 'bar', 'ede', 'born', 'sale', 'bath', 'reading', 'gent', 'hove', 'lund', 'vigo', 'wels', 'mobile', 'best', 'zug', 'aalst', 'lens', 'bra', 'prato', 'ancona', 'venlo', 'pau', 'sete']);

/** Countries named through their cities ("Munich", "München", "Milano", "Göteborg"), in order. */
export function detectCityCountries(query: string): string[] {
  const words = query.split(/[\s,;:!?¿¡()"“”«»]+/).filter(Boolean);
  const found: string[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const len of [3, 2, 1]) {
      const parts = words.slice(i, i + len);
      if (parts.length < len || !/^\p{Lu}/u.test(parts[0])) continue;
      const name = trimEnd(parts.join(' '), ".'’");
      if (len === 1 && CITY_WORDS.has(fold(name))) continue;
      const code = cityCountry(name);
      if (code && COUNTRY_NAMES[code] && !found.includes(code)) {
        found.push(code);
        i += len - 1;
        break;
      }
    }
  }
  return found;
}

// ---------- target role ----------

// words after which the target role is named; the role runs to the next stop word
const ROLE_CUES: readonly RegExp[] = [
  /\b(?:become|becoming|be promoted to|get promoted to|move into|get into|transition into|switch to|work as|working as|role as|job as|position as|career as) (?:an? |the )?/,
  /\b(?:als|zum|zur|wie werde ich|werde ich) (?:eine?r? )?/,
  /\b(?:devenir|poste de|travailler comme|en tant que) (?:une? |le |la )?/,
  /\b(?:llegar a ser|convertirme en|puesto de|trabajar como|quiero ser|quisiera ser|pasarme a|cambiarme a|reconvertirme a) (?:una? |el |la )?/,
  /\b(?:diventare|ruolo di|ruolo da|lavorare come|posizione di) (?:una? |il |la |lo )?/,
  /\b(?:functie als|baan als|werken als|doorgroeien naar|overstappen naar|word ik) (?:een )?/,
];
// a role named before a word: "a data analyst role", "Teamleiter werden", "teamleider worden"
const ROLE_BEFORE = new Set(['role', 'job', 'position', 'rolle', 'stelle', 'werden', 'worden', 'sein', 'zijn']);
const ROLE_STOP = new Set(
  'within in by and or with at after over if when for from innerhalb und oder mit bei nach wenn fur dans ici en et ou avec chez pour si dentro y o con para entro tra fra e oppure per binnen met bij voor'.split(' '),
);
const PLACE_PREPOSITIONS = new Set(['in', 'im', 'nach', 'en', 'au', 'aux', 'a', 'naar', 'nel', 'nei', 'negli']);
// country names of one word in the six languages, folded ("deutschland", "germania", "duitsland")
const PLACE_WORDS: ReadonlySet<string> = new Set(
  Object.values(COUNTRY_NAMES)
    .flatMap((names) => COACH_LANGUAGES.flatMap((lang) => names[lang]))
    .map((name) => fold(name))
    .filter((name) => !name.includes(' ')),
);
const ROLE_SKIP = new Set('a an the ein eine einen einer un une le la el il lo een de het uno una der die das'.split(' '));
const ROLE_TAIL = new Set(['role', 'job', 'position', 'rolle', 'stelle', 'poste', 'puesto', 'ruolo', 'functie', 'baan']);

// team leads are a level, not an occupation of the data (ESCO reads "team leader" as a zoo's): leadership
const LEAD_TITLES = new Set(
  [
    'team lead', 'teamlead', 'team leader', 'teamleiter', 'teamleiterin', 'teamleitung', "chef d'equipe", "responsable d'equipe", 'jefe de equipo',
    'lider de equipo', 'capo team', 'caposquadra', 'capo squadra', 'responsabile di team', 'responsabile del team', 'teamleider', 'leidinggevende', 'manager',
  ],
);

/** The words of a phrase up to the first stop word or punctuation, without articles and a trailing "role". */
function rolePhrase(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(' ')) {
    if (raw === '') continue;
    const w = trimEnd(raw, '?.!,;:');
    if (ROLE_STOP.has(w)) break;
    if (!(out.length === 0 && ROLE_SKIP.has(w))) out.push(w);
    if (w !== raw || out.length >= 7) break;
  }
  while (out.length > 0 && ROLE_TAIL.has(out[out.length - 1])) out.pop();
  return out;
}

function tryRole(phraseWords: readonly string[]): Occupation | null {
  let ws = [...phraseWords];
  if (LEAD_TITLES.has(ws.join(' '))) return null;
  while (ws.length > 0) {
    const text = ws.join(' ');
    if (text.length >= 3) {
      const match = matchJobTitle(text)[0];
      if (match && match.quality >= 0.75) return match.occupation;
    }
    ws = ws.slice(0, -1);
  }
  return null;
}

export function detectRole(query: string): Occupation | null {
  const text = normaliseQuery(query);
  for (const re of ROLE_CUES) {
    const m = re.exec(text);
    if (!m) continue;
    const role = tryRole(rolePhrase(text.slice(m.index + m[0].length)));
    if (role) return role;
  }
  const ws = text.split(' ').map((w) => trimEnd(w, '?.!,;:'));
  for (let i = 1; i < ws.length; i++) {
    if (!ROLE_BEFORE.has(ws[i])) continue;
    // a place between the role and the verb ("UX-Designer in Deutschland werden") is not part of the role
    let end = i;
    while (end >= 3 && PLACE_PREPOSITIONS.has(ws[end - 2]) && PLACE_WORDS.has(ws[end - 1])) end -= 2;
    // the longest run of words before it (back to a stop word) that names an occupation
    let start = end;
    while (start > 0 && end - start < 6 && !ROLE_STOP.has(ws[start - 1]) && !ROLE_SKIP.has(ws[start - 1]) && !/^(ich|ik|wil|will|mochte|tot|zu)$/.test(ws[start - 1])) start--;
    for (let a = start; a < end; a++) {
      const role = tryRole(ws.slice(a, end));
      if (role) return role;
    }
  }
  return null;
}

// ---------- comparisons ----------

const OR_WORDS = new Set(['or', 'oder', 'ou', 'o', 'oppure', 'of', 'vs', 'versus', 'statt', 'anstatt']);

/** "CPIM or Six Sigma Black Belt?": the two options, when both are known. */
export function detectOptions(query: string): ComparisonOption[] {
  const tokens = query.split(/[\s?¿!¡]+/).filter((t) => t !== '' && t !== '.');
  const at = tokens.findIndex((t, i) => i > 0 && OR_WORDS.has(t.toLowerCase().replace(/\.$/, '')));
  if (at < 0) return [];
  const left = tokens.slice(0, at);
  const right = tokens.slice(at + 1);
  let a: ComparisonOption | null = null;
  for (let n = Math.min(5, left.length); n >= 1 && !a; n--) a = findOption(left.slice(-n).join(' '));
  let b: ComparisonOption | null = null;
  for (let n = Math.min(5, right.length); n >= 1 && !b; n--) b = findOption(right.slice(0, n).join(' '));
  return a && b && a.name !== b.name ? [a, b] : [];
}

// ---------- putting it together ----------

// kinds that take a target role and a time frame (a skill-gap question with a role stays one)
const ROLE_KINDS: ReadonlySet<QuestionKind | 'unknown'> = new Set([
  'career_goal',
  'career_change',
  'promotion',
  'leadership',
  'relocation',
  'job_search',
  'unknown',
]);

export function understand(query: string, interfaceLanguage: CoachLanguage, history: readonly CoachTurn[] = []): Understanding {
  const base = classifyQuestion(query);
  const previous = history.length > 0 ? history[history.length - 1].intent : null;
  const language = detectQuestionLanguage(query) ?? previous?.language ?? interfaceLanguage;
  const cityCodes = detectCityCountries(query);
  const countries = [...base.destinations, ...cityCodes.filter((c) => !base.destinations.includes(c))];
  const options = detectOptions(query);
  const ownRole = options.length === 0 ? detectRole(query) : null;
  const ownMonths = detectTimeframe(query);
  const asksDuration = DURATION_RE.test(normaliseQuery(query));

  let kind: QuestionKind | 'unknown' = base.kind;
  const scores = base.scores;
  let inheritedKind = false;
  // a country named through a city counts towards relocation like a country
  if (cityCodes.length > 0 && base.countries.length === 0) scores.relocation += 1;
  const careerScore = Math.max(...Object.entries(scores).filter(([k]) => k !== 'relocation').map(([, v]) => v));
  if (kind === 'unknown' && base.reason === 'vague' && scores.relocation >= 2) kind = 'relocation';

  if (options.length === 2) kind = 'comparison';
  else if (scores.salary_negotiation >= 2 && (kind === 'relocation' || kind === 'career_goal' || (kind === 'unknown' && base.reason === 'vague')))
    kind = 'salary_negotiation';
  else if (ownRole && ROLE_KINDS.has(kind)) kind = 'career_goal';
  else if (ownMonths && !ownRole && (kind === 'career_goal' || kind === 'unknown') && previous?.role) kind = 'career_goal';

  if (previous && base.reason !== 'medical' && base.reason !== 'legal' && base.reason !== 'investment') {
    const onlyPlace = kind === 'relocation' && careerScore < 2 && scores.relocation <= 3 && countries.length > 0;
    const vague = kind === 'unknown';
    if (asksDuration && (previous.role || previous.kind === 'career_goal' || previous.kind === 'career_change' || previous.kind === 'skill_gaps')) {
      kind = 'career_goal';
      inheritedKind = previous.kind !== 'career_goal';
    } else if ((vague || onlyPlace || (ownMonths && kind === 'unknown')) && previous.kind !== 'unknown') {
      kind = previous.kind;
      inheritedKind = true;
    }
  }
  let usedOptions = options;
  if (kind === 'comparison' && options.length < 2) {
    const again = (previous?.options ?? []).map((name) => findOption(name)).filter((o): o is ComparisonOption => !!o);
    if (again.length === 2) usedOptions = again;
    else kind = 'unknown';
  }
  const useRole = ROLE_KINDS.has(kind) || kind === 'skill_gaps' || kind === 'salary_negotiation' || kind === 'comparison';
  const role = ownRole ?? (previous && useRole ? roleOf(previous) : null);
  const usedCountries = countries.length > 0 ? countries : (previous?.countries ?? []);
  const months = ownMonths ?? previous?.months ?? null;
  const question: Classification = { ...base, kind, reason: kind === 'unknown' ? base.reason : null, countries: usedCountries, destinations: countries.length > 0 ? countries : (previous?.countries ?? []) };
  return {
    question,
    language,
    role,
    months,
    options: usedOptions,
    asksDuration,
    inherited: {
      kind: inheritedKind,
      role: !ownRole && !!role,
      countries: countries.length === 0 && usedCountries.length > 0,
      months: ownMonths === null && months !== null,
    },
    intent: {
      kind,
      language,
      countries: usedCountries,
      role: role ? { id: role.id, title: role.title } : null,
      months,
      options: usedOptions.map((o) => o.name),
    },
  };
}

function roleOf(intent: CoachIntent): Occupation | null {
  return intent.role ? (getOccupationById(intent.role.id) ?? null) : null;
}
