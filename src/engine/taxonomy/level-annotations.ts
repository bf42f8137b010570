import { trimTrailing } from '../cv/text';
import { stripAccents } from './normalise';

// Words that state a level or an amount of experience rather than the skill itself, in the six CV
// languages, lower-case and without accents. Matched as whole words at either end of an item.
const LEVEL_PHRASES = [
  // English
  'basic',
  'basics',
  'beginner',
  'elementary',
  'intermediate',
  'advanced',
  'expert',
  'expertise in',
  'proficient',
  'proficiency in',
  'fluent',
  'good',
  'very good',
  'excellent',
  'strong',
  'solid',
  'working knowledge of',
  'working knowledge',
  'knowledge of',
  'experience with',
  'experience in',
  'skills',
  'skill',
  'level',
  'native',
  'professional',
  'certified',
  'senior',
  'junior',
  'high',
  'medium',
  'low',
  // German
  'grundkenntnisse',
  'grundkenntnisse in',
  'kenntnisse',
  'kenntnisse in',
  'gute',
  'guter',
  'gut',
  'sehr gute',
  'sehr gut',
  'fundierte',
  'fortgeschritten',
  'fortgeschrittene',
  'experte',
  'expertin',
  'profi',
  'anfanger',
  'erfahrung mit',
  'erfahrung in',
  'verhandlungssicher',
  'mittel',
  // French
  'debutant',
  'intermediaire',
  'avance',
  'avancee',
  'confirme',
  'notions',
  'notions de',
  'bon',
  'bonne',
  'tres bon',
  'tres bonne',
  'bonne maitrise de',
  'maitrise',
  'maitrise de',
  'connaissance de',
  'connaissances en',
  'courant',
  'niveau',
  // Spanish
  'basico',
  'basica',
  'intermedio',
  'intermedia',
  'avanzado',
  'avanzada',
  'experto',
  'experta',
  'nivel',
  'alto',
  'medio',
  'bajo',
  'conocimientos de',
  'dominio de',
  'manejo de',
  // Italian
  'base',
  'buono',
  'buona',
  'ottimo',
  'ottima',
  'avanzato',
  'avanzata',
  'esperto',
  'esperta',
  'conoscenza di',
  'ottima conoscenza di',
  'buona conoscenza di',
  'livello',
  // Dutch
  'basis',
  'gevorderd',
  'goed',
  'zeer goed',
  'uitstekend',
  'kennis van',
  'ervaring met',
  'beginner',
  // the other EU/EEA languages (skill grids: "Fejlfinding ⇥ Ekspert", "HPLC ⇥ Expertin")
  'vertieft',
  'ekspert', 'rutineret', 'øvet', 'ovet', 'erfaren', 'grundlæggende', 'grundlaeggende', 'meget god', 'god', 'begynder', 'kyndig',
  'avancerad', 'mycket god', 'grundläggande', 'grundlaggande', 'grunnleggende', 'viderekommen',
  'erinomainen', 'hyvä', 'hyva', 'tyydyttävä', 'tyydyttava', 'perustaso', 'perus', 'kiitettävä', 'kiitettava', 'sujuva', 'vahva',
  'zaawansowany', 'średniozaawansowany', 'sredniozaawansowany', 'podstawowy', 'biegły', 'biegly', 'dobry', 'bardzo dobry',
  'pokročilý', 'pokrocily', 'středně pokročilý', 'stredne pokrocily', 'základní', 'zakladni', 'výborný', 'vyborny', 'dobrý',
  'velmi dobrý', 'velmi dobry', 'základný', 'zakladny', 'veľmi dobrý',
  'haladó', 'halado', 'kezdő', 'kezdo', 'középhaladó', 'kozephalado', 'alapfokú', 'alapfoku', 'középfokú', 'kozepfoku',
  'felsőfokú', 'felsofoku', 'kiváló', 'kivalo',
  'avansat', 'mediu', 'începător', 'incepator', 'foarte bun', 'excelent',
  'odlično', 'odlicno', 'vrlo dobro', 'zelo dobro',
  'pažengęs', 'pazenges', 'vidutinis', 'pradedantysis', 'puikiai', 'gerai', 'labai gerai',
  'augsts', 'vidējs', 'videjs', 'pamata', 'teicami', 'labi', 'ļoti labi', 'loti labi',
  'kõrge', 'korge', 'keskmine', 'algtase', 'väga hea', 'vaga hea', 'suurepärane', 'suureparane',
  'avançado', 'avancado', 'intermédio', 'intermediário', 'intermediario', 'básico', 'muito bom', 'experiente',
];
const LEVEL_SET = new Set(LEVEL_PHRASES);
// level words that also open a skill's name ("Osnovno održavanje vozila" = basic vehicle maintenance): a level
// only as a whole cell or item, never stripped from an item's start
const LEVEL_CELL_WORDS = new Set(['napredno', 'osnovno', 'srednje', 'dobro', 'napredni', 'osnovni']);
const MAX_PHRASE_WORDS = 4;

// A trailing amount of experience or a rating: "5 years", "3+ Jahre", "★★★☆☆", "4/5", "80%".
// The lookbehinds let a match start only where a run of separators, digits or symbols starts: from
// inside a long run every start rescanned the rest of it (quadratic).
const TRAILING_AMOUNT_RE =
  /(?<![\s,;–—-])[\s,;–—-]*(?:(?<!\d)\d+(?:[.,]\d+)?\s*(?:\+\s*)?(?:years?|yrs?|y|jahre?|ans?|anos?|anni|anno|jaar|jaren)\b\.?|(?<!\d)\d+\s*\/\s*\d+|(?<!\d)\d+\s*%|(?<![★☆●○◉◯■□▪▫✓✔])[★☆●○◉◯■□▪▫✓✔]+)\s*$/iu;
// Everything after a separator that people put between a skill and its level.
const SEPARATOR_RE = /(?<!\s)\s+[–—-]\s+|(?<!\s)\s*[:|]\s+|(?<!\s)\s*[–—]\s*/u;

function stripEndWords(words: string[]): string[] {
  let changed = true;
  while (changed && words.length > 1) {
    changed = false;
    for (let n = Math.min(MAX_PHRASE_WORDS, words.length - 1); n >= 1; n--) {
      if (LEVEL_SET.has(foldWords(words.slice(0, n)))) {
        words = words.slice(n);
        changed = true;
        break;
      }
      if (LEVEL_SET.has(foldWords(words.slice(-n)))) {
        words = words.slice(0, -n);
        changed = true;
        break;
      }
    }
  }
  return words;
}

function foldWords(words: readonly string[]): string {
  return stripAccents(words.join(' ')).toLowerCase();
}

/**
 * Each "(…)" or "[…]" replaced, as /\([^)]*\)|\[[^\]]*\]/g does (an opener up to the first closer of
 * its kind), in one pass: the pattern rescanned the rest of the text from every unclosed opener.
 */
function replaceBracketed(text: string, replacement: string): string {
  const closer: Record<string, string> = { '(': ')', '[': ']' };
  const next: Record<string, number> = { '(': text.indexOf('('), '[': text.indexOf('[') };
  let out = '';
  let i = 0;
  for (;;) {
    for (const open of ['(', '['] as const) if (next[open] >= 0 && next[open] < i) next[open] = text.indexOf(open, i);
    const candidates = (['(', '['] as const).filter((o) => next[o] >= 0);
    if (candidates.length === 0) break;
    const open = candidates.reduce((a, b) => (next[a] <= next[b] ? a : b));
    const close = text.indexOf(closer[open], next[open]);
    if (close < 0) {
      next[open] = -1; // no closer of this kind anywhere after: no later opener of it can match either
      continue;
    }
    out += text.slice(i, next[open]) + replacement;
    i = close + 1;
  }
  return out + text.slice(i);
}

/** Is the text only a level ("Rutineret", "sehr gut", "4/5", "★★★☆☆"): a skill grid's level cell, never a skill? */
export function isLevelOnly(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.replace(TRAILING_AMOUNT_RE, '').trim() === '') return t !== '';
  const words = t.split(/\s+/);
  return words.length <= MAX_PHRASE_WORDS && (LEVEL_SET.has(foldWords(words)) || LEVEL_CELL_WORDS.has(foldWords(words)));
}

/** "Excel (avanzado)" → "Excel", "Python – expert" → "Python", "SAP (Grundkenntnisse)" → "SAP", "sehr gute Excel-Kenntnisse" → "Excel". */
export function stripLevelAnnotation(term: string): string {
  let text = replaceBracketed(term, ' ');
  const [head] = text.split(SEPARATOR_RE);
  if (head && head.trim() !== '') text = head;
  text = text.replace(TRAILING_AMOUNT_RE, '');
  text = text.replace(/[-\s]?kenntnisse\b/giu, ' ');
  const words = text.split(/\s+/).filter((w) => w !== '');
  return trimTrailing(stripEndWords(words).join(' '), /[\s,;.:–—-]/u).trim();
}

const VENDOR_PREFIX_RE = /^(?:adobe|apache|microsoft|ms|oracle|autodesk|google|atlassian|sap)[\s-]+/i;

/** "Apache Kafka" → "Kafka": the data name most products without their vendor. */
export function stripVendorPrefix(term: string): string {
  return term.replace(VENDOR_PREFIX_RE, '');
}
