/**
 * A spoken language of the analysis as a message: its ISO 639 code (so each interface language names
 * it) and its level as one of six words, a CEFR level or a rating. Works on analyses stored before
 * message keys too, since it reads the stored English name and the level as written.
 */
import { fold } from '../cv/text';
import type { GeneratedMessage, LanguageLevel, LevelWord } from './types';

/** English names the CV reader gives (cv/languages.ts) → ISO 639 codes. */
const CODES: Record<string, string> = {
  English: 'en', German: 'de', French: 'fr', Spanish: 'es', Italian: 'it', Dutch: 'nl', Portuguese: 'pt', Polish: 'pl',
  Catalan: 'ca', Danish: 'da', Swedish: 'sv', Norwegian: 'no', Finnish: 'fi', Russian: 'ru', Ukrainian: 'uk', Chinese: 'zh',
  Japanese: 'ja', Korean: 'ko', Arabic: 'ar', Turkish: 'tr', Greek: 'el', Czech: 'cs', Slovak: 'sk', Romanian: 'ro',
  Hungarian: 'hu', Croatian: 'hr', Serbian: 'sr', Slovenian: 'sl', Bulgarian: 'bg', Irish: 'ga', Welsh: 'cy',
  Luxembourgish: 'lb', Galician: 'gl', Basque: 'eu', Hebrew: 'he', Hindi: 'hi', Persian: 'fa', Estonian: 'et', Latvian: 'lv',
  Lithuanian: 'lt', Icelandic: 'is', Albanian: 'sq', Maltese: 'mt', Frisian: 'fy', Afrikaans: 'af', Tamil: 'ta', Urdu: 'ur',
  Bengali: 'bn', Punjabi: 'pa', Gujarati: 'gu', Marathi: 'mr', Telugu: 'te', Malayalam: 'ml', Kannada: 'kn', Nepali: 'ne',
  Sinhala: 'si', Filipino: 'fil', Vietnamese: 'vi', Thai: 'th', Indonesian: 'id', Malay: 'ms', Cantonese: 'yue', Mongolian: 'mn',
  Khmer: 'km', Burmese: 'my', Swahili: 'sw', Amharic: 'am', Tigrinya: 'ti', Somali: 'so', Yoruba: 'yo', Hausa: 'ha', Igbo: 'ig',
  Berber: 'ber', Kurdish: 'ku', Pashto: 'ps', Dari: 'prs', Armenian: 'hy', Georgian: 'ka', Azerbaijani: 'az', Kazakh: 'kk',
  Uzbek: 'uz', Belarusian: 'be', Bosnian: 'bs', Macedonian: 'mk', Yiddish: 'yi', Romani: 'rom', Esperanto: 'eo', Latin: 'la',
  'Sign language': 'sgn',
};

export function languageCode(englishName: string): string | null {
  return CODES[englishName] ?? null;
}

/**
 * Level words in the six core languages (folded) → one of six levels. "intermediate", "mittel",
 * "intermédiaire", "intermedio", "gemiddeld" are intermediate, never advanced.
 */
const LEVELS: Record<LevelWord, readonly string[]> = {
  native: ['native', 'mother tongue', 'first language', 'native speaker', 'muttersprache', 'muttersprachlich', 'langue maternelle', 'maternelle', 'natif', 'native', 'nativo', 'nativa', 'lengua materna', 'madrelingua', 'lingua madre', 'moedertaal'],
  bilingual: ['bilingual', 'zweisprachig', 'bilingue', 'tweetalig'],
  fluent: ['fluent', 'fluently', 'fliessend', 'verhandlungssicher', 'courant', 'couramment', 'fluide', 'fluido', 'fluida', 'fluente', 'vloeiend', 'full professional proficiency', 'professional working proficiency'],
  advanced: ['advanced', 'very good', 'proficient', 'fortgeschritten', 'sehr gut', 'sehr gute kenntnisse', 'avance', 'avancee', 'tres bien', 'avanzado', 'avanzada', 'avanzato', 'avanzata', 'ottimo', 'gevorderd', 'zeer goed', 'uitstekend'],
  intermediate: ['intermediate', 'good', 'conversational', 'working knowledge', 'limited working proficiency', 'mittel', 'gut', 'gute kenntnisse', 'mittlere kenntnisse', 'intermediaire', 'bon', 'bonne', 'intermedio', 'intermedia', 'bueno', 'buono', 'discreto', 'gemiddeld', 'goed', 'redelijk'],
  basic: ['basic', 'beginner', 'elementary', 'notions', 'elementary proficiency', 'grundkenntnisse', 'anfanger', 'basiskenntnisse', 'debutant', 'debutante', 'notions de base', 'scolaire', 'basico', 'basica', 'principiante', 'base', 'elementare', 'scolastico', 'basis', 'basiskennis', 'beginner'],
};
const LEVEL_INDEX = new Map<string, LevelWord>();
for (const [level, words] of Object.entries(LEVELS) as [LevelWord, readonly string[]][]) for (const w of words) if (!LEVEL_INDEX.has(w)) LEVEL_INDEX.set(w, level);

/** The stored level ("C1", "native", "4/5", "vloeiend") as a structured level. */
export function languageLevel(level: string | null): LanguageLevel | null {
  if (level === null || level.trim() === '') return null;
  const t = level.trim();
  if (/^[ABC][12]$/.test(t)) return { kind: 'cefr', level: t };
  const rating = /^(\d)\/(\d)$/.exec(t);
  if (rating) return { kind: 'rating', value: Number(rating[1]), of: Number(rating[2]) };
  const key = fold(t).replace(/[^\p{L} ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  const word = LEVEL_INDEX.get(key);
  return word ? { kind: 'word', word } : { kind: 'text', text: t };
}

/** "Italian · native" as a message. */
export function languageChipMessage(entry: { name: string; level: string | null }): GeneratedMessage {
  return { key: 'language.chip', params: { code: languageCode(entry.name), name: entry.name, level: languageLevel(entry.level) } };
}
