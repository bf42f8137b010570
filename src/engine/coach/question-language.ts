/**
 * The language a question is written in (en/de/fr/es/it/nl), so the coach answers in it even when
 * the interface is set to another. Questions are short, so each language scores its function words,
 * question words and a few career words (a word typical of one language only weighs 2, one shared
 * with a neighbour 1), plus letters only its spelling uses (ß, ñ, ç…) and the names it gives
 * countries. Null when no language clearly leads: the caller falls back to the conversation's or the
 * interface's language.
 */
import { fold } from '../cv/text';
import { COUNTRY_NAMES } from './countries';
import type { CoachLanguage } from './types';
import { COACH_LANGUAGES } from './types';

// folded words (lower case, no accents); 2 = distinctive, 1 = shared with another language
const WORDS: Readonly<Record<CoachLanguage, Readonly<Record<string, 1 | 2>>>> = {
  en: Object.fromEntries([
    ...['the', 'and', 'how', 'what', 'which', 'should', 'would', 'could', 'my', 'to', 'for', 'with', 'do', 'does', 'is', 'are', 'get', 'become', 'want', 'move', 'long', 'take', 'about', 'within', 'years', 'year', 'months', 'or', 'if', 'that', 'this', 'you', 'where', 'when', 'why', 'need', 'job', 'salary', 'can', 'will', 'it', 'of', 'be', 'i\'m', 'im', 'me', 'better', 'worth', 'learn', 'skills', 'role', 'work', 'become', 'earn', 'pay', 'there', 'any', 'tips', 'help', 'next', 'from', 'after', 'at', 'as'].map((w) => [w, 2] as const),
    ...['i', 'in', 'a'].map((w) => [w, 1] as const),
  ]),
  de: Object.fromEntries([
    ...['ich', 'und', 'wie', 'was', 'welche', 'welcher', 'welches', 'soll', 'sollte', 'wurde', 'kann', 'konnte', 'mein', 'meine', 'meinen', 'mich', 'mir', 'nach', 'fur', 'mit', 'werden', 'will', 'mochte', 'moechte', 'lange', 'dauern', 'dauert', 'das', 'der', 'die', 'den', 'dem', 'ist', 'bin', 'eine', 'einen', 'einem', 'ein', 'gehalt', 'stelle', 'innerhalb', 'jahren', 'jahre', 'jahr', 'monaten', 'oder', 'wenn', 'es', 'bis', 'zwei', 'auf', 'zu', 'nicht', 'bei', 'wo', 'warum', 'brauche', 'lernen', 'sich', 'lohnt', 'besser', 'kann', 'habe', 'als', 'wieviel', 'wieviel', 'verdienen', 'verdiene', 'uber', 'auch', 'noch', 'dann', 'umziehen', 'bewerbung', 'lebenslauf', 'wechseln', 'beruf', 'sie', 'ihr', 'und'].map((w) => [w, 2] as const),
    ...['in', 'im'].map((w) => [w, 1] as const),
  ]),
  fr: Object.fromEntries([
    ...['je', 'et', 'comment', 'quel', 'quelle', 'quels', 'quelles', 'dois', 'devrais', 'pourrais', 'puis', 'mon', 'ma', 'mes', 'pour', 'avec', 'devenir', 'veux', 'voudrais', 'combien', 'temps', 'le', 'les', 'est', 'une', 'salaire', 'poste', "d'ici", 'ans', 'an', 'mois', 'ou', 'ca', 'ce', 'que', 'qui', 'du', 'des', 'au', 'aux', 'pourquoi', 'faut', 'apprendre', 'faire', 'mieux', 'vaut', 'il', 'j\'ai', 'suis', 'avoir', 'emploi', 'metier', 'travail', 'gagner', 'dans', 'sur', 'prendrait', 'cela', 'et', 'vers', 'apres', 'ameliorer', 'pas', 'on', 'faudrait', 'entretien', "qu'est-ce", 'aller'].map((w) => [w, 2] as const),
    ...['la', 'un', 'en', 'de', 'si', 'a'].map((w) => [w, 1] as const),
  ]),
  es: Object.fromEntries([
    ...['yo', 'y', 'como', 'que', 'cual', 'cuales', 'debo', 'deberia', 'puedo', 'podria', 'mi', 'mis', 'para', 'con', 'ser', 'quiero', 'quisiera', 'cuanto', 'cuantos', 'tiempo', 'el', 'los', 'las', 'es', 'una', 'sueldo', 'salario', 'puesto', 'dentro', 'anos', 'ano', 'meses', 'o', 'eso', 'del', 'al', 'donde', 'por', 'necesito', 'aprender', 'trabajo', 'me', 'llevaria', 'tardaria', 'mejor', 'conviene', 'hacer', 'tengo', 'ganar', 'cobrar', 'y', 'entrevista', 'empleo', 'despues', 'mudarme', 'hay', 'seria', 'sobre', 'hacia', 'llegar', 'jefe', 'mas', 'pero'].map((w) => [w, 2] as const),
    ...['la', 'un', 'en', 'de', 'si', 'a'].map((w) => [w, 1] as const),
  ]),
  it: Object.fromEntries([
    ...['io', 'e', 'come', 'che', 'quale', 'quali', 'devo', 'dovrei', 'posso', 'potrei', 'mio', 'mia', 'miei', 'per', 'diventare', 'voglio', 'vorrei', 'quanto', 'tempo', 'il', 'lo', 'gli', 'le', 'stipendio', 'ruolo', 'entro', 'anni', 'anno', 'mesi', 'se', 'questo', 'della', 'dello', 'nel', 'nella', 'dove', 'perche', 'serve', 'imparare', 'lavoro', 'mi', 'ci', 'di', 'sono', 'cosa', 'meglio', 'conviene', 'fare', 'ho', 'guadagnare', 'guadagnerei', 'ci', 'vorrebbe', 'colloquio', 'dopo', 'trasferirmi', 'sarebbe', 'verso', 'oppure', 'invece', 'anche', 'ma', 'un\'', "l'", 'della', 'degli', 'alla', 'al'].map((w) => [w, 2] as const),
    ...['la', 'un', 'una', 'in', 'con', 'a', 'o'].map((w) => [w, 1] as const),
  ]),
  nl: Object.fromEntries([
    ...['ik', 'hoe', 'wat', 'welke', 'moet', 'zou', 'kun', 'mijn', 'voor', 'met', 'worden', 'wil', 'graag', 'lang', 'duren', 'duurt', 'het', 'een', 'ben', 'salaris', 'baan', 'functie', 'binnen', 'jaar', 'jaren', 'maanden', 'of', 'als', 'dat', 'dit', 'van', 'naar', 'waar', 'waarom', 'nodig', 'leren', 'werk', 'mij', 'er', 'om', 'te', 'over', 'beter', 'verdienen', 'verdien', 'heb', 'ook', 'nog', 'dan', 'kan', 'zijn', 'wordt', 'sollicitatiegesprek', 'verhuizen', 'hoeveel', 'na', 'vaardigheden', 'niet', 'bij', 'eigenlijk', 'je', 'jij', 'mee', 'verder', 'welk'].map((w) => [w, 2] as const),
    ...['de', 'en', 'in', 'is'].map((w) => [w, 1] as const),
  ]),
};

// letters only some of the six spellings use
const LETTERS: readonly [RegExp, CoachLanguage, number][] = [
  [/[ßäöü]/i, 'de', 2],
  [/[ñ¿¡]/i, 'es', 3],
  [/[çœ]|[êâîû]/i, 'fr', 2],
  [/\b\p{L}+[ìò]\b|\bè\b|perché/iu, 'it', 2],
  [/\b\p{L}*ij\p{L}*\b/iu, 'nl', 1],
];

const COUNTRY_WORDS: readonly { re: RegExp; lang: CoachLanguage }[] = (() => {
  const owners = new Map<string, Set<CoachLanguage>>();
  for (const names of Object.values(COUNTRY_NAMES))
    for (const lang of COACH_LANGUAGES)
      for (const name of names[lang]) {
        const key = fold(name);
        const set = owners.get(key) ?? new Set();
        set.add(lang);
        owners.set(key, set);
      }
  // a name that only one language uses ("Zweden", "Svezia", "Schweden") tells the language
  return [...owners]
    .filter(([, langs]) => langs.size === 1)
    .map(([name, langs]) => ({ re: new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u'), lang: [...langs][0] }));
})();

function trimQuotes(word: string): string {
  let a = 0;
  let b = word.length;
  while (a < b && word[a] === "'") a++;
  while (b > a && word[b - 1] === "'") b--;
  return word.slice(a, b);
}

/** Lead the runner-up by at least this much, and score at least this, to count as detected. */
const MIN_LEAD = 1;
const MIN_SCORE = 2;

export function questionLanguageScores(query: string): Record<CoachLanguage, number> {
  const folded = fold(query).replace(/[’‘`´]/g, "'");
  const tokens = folded.split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  const scores = Object.fromEntries(COACH_LANGUAGES.map((l) => [l, 0])) as Record<CoachLanguage, number>;
  for (const raw of tokens) {
    const w = trimQuotes(raw);
    for (const lang of COACH_LANGUAGES) scores[lang] += WORDS[lang][w] ?? 0;
    // elided articles and pronouns: "l'azienda", "d'ici", "j'ai", "qu'il", "dell'anno"
    if (/^(l|d|j|qu|n|s|c|m|t)'\p{L}/u.test(w)) scores.fr += /^(d|j|qu|n|c|m|t)'/.test(w) ? 2 : 1;
    if (/^(dell|nell|all|dall|sull|un|l)'\p{L}/u.test(w)) scores.it += /^(dell|nell|all|dall|sull|un)'/.test(w) ? 2 : 1;
  }
  for (const [re, lang, weight] of LETTERS) if (re.test(query)) scores[lang] += weight;
  for (const { re, lang } of COUNTRY_WORDS) if (re.test(folded)) scores[lang] += 2;
  return scores;
}

/** The language of a question, or null when it cannot be told (too short, or mixed). */
export function detectQuestionLanguage(query: string): CoachLanguage | null {
  const scores = questionLanguageScores(query);
  const ranked = [...COACH_LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const [first, second] = ranked;
  if (scores[first] < MIN_SCORE || scores[first] - scores[second] < MIN_LEAD) return null;
  return first;
}
