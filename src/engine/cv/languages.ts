/**
 * Spoken languages with their levels. Names in the six CV languages (and their own names) map to
 * English; "Muttersprache", "langue maternelle", "nativo", "madrelingua", "moedertaal" → native;
 * stars or dots (★★★★☆) → "4/5"; a CEFR level (C1) is kept.
 */
import { lexiconLanguageNames, LEVEL_WORDS, NATIVE_WORDS } from './lexicon/all';
import { cldrNameIndex } from './lexicon/cldr';
import { escoLanguageUri } from '../taxonomy/esco-data';
import type { Line } from './read/types';
import type { LanguageEntry } from './types';
import { fold, replaceParenthesized, splitTopLevel, stripBullet, stripLeadingSymbols } from './text';

const LANGUAGE_NAMES: Record<string, readonly string[]> = {
  English: ['english', 'englisch', 'anglais', 'ingles', 'inglese', 'engels'],
  German: ['german', 'deutsch', 'allemand', 'aleman', 'tedesco', 'duits'],
  French: ['french', 'franzosisch', 'francais', 'frances', 'francese', 'frans'],
  Spanish: ['spanish', 'spanisch', 'espagnol', 'espanol', 'castellano', 'spagnolo', 'spaans', 'castilian'],
  Italian: ['italian', 'italienisch', 'italien', 'italiano', 'italiaans'],
  Dutch: ['dutch', 'niederlandisch', 'hollandisch', 'neerlandais', 'neerlandes', 'holandes', 'olandese', 'nederlands', 'hollandais', 'flemish', 'vlaams', 'flamand'],
  Portuguese: ['portuguese', 'portugiesisch', 'portugais', 'portugues', 'portoghese', 'portugees'],
  Polish: ['polish', 'polnisch', 'polonais', 'polaco', 'polacco', 'pools', 'polski'],
  Catalan: ['catalan', 'katalanisch', 'catala', 'catalano', 'catalaans'],
  Valencian: ['valencian', 'valenciano', 'valencien', 'valenzianisch'],
  Occitan: ['occitan', 'okzitanisch', 'occitano', 'occitaans', 'occità'],
  Danish: ['danish', 'danisch', 'danois', 'danes', 'danese', 'deens', 'dansk'],
  Swedish: ['swedish', 'schwedisch', 'suedois', 'sueco', 'svedese', 'zweeds', 'svenska'],
  Norwegian: ['norwegian', 'norwegisch', 'norvegien', 'noruego', 'norvegese', 'noors', 'norsk'],
  Finnish: ['finnish', 'finnisch', 'finnois', 'finlandes', 'finlandese', 'fins', 'suomi'],
  Russian: ['russian', 'russisch', 'russe', 'ruso', 'russo'],
  Ukrainian: ['ukrainian', 'ukrainisch', 'ukrainien', 'ucraniano', 'ucraino', 'oekraiens'],
  Chinese: ['chinese', 'chinesisch', 'chinois', 'chino', 'cinese', 'chinees', 'mandarin', 'mandarijn', 'mandarino'],
  Japanese: ['japanese', 'japanisch', 'japonais', 'japones', 'giapponese', 'japans'],
  Korean: ['korean', 'koreanisch', 'coreen', 'coreano', 'koreaans'],
  Arabic: ['arabic', 'arabisch', 'arabe', 'arabo'],
  Turkish: ['turkish', 'turkisch', 'turc', 'turco', 'turks'],
  Greek: ['greek', 'griechisch', 'grec', 'griego', 'greco', 'grieks'],
  Czech: ['czech', 'tschechisch', 'tcheque', 'checo', 'ceco', 'tsjechisch'],
  Slovak: ['slovak', 'slowakisch', 'slovaque', 'eslovaco', 'slovacco', 'slowaaks'],
  Romanian: ['romanian', 'rumanisch', 'roumain', 'rumano', 'rumeno', 'roemeens'],
  Hungarian: ['hungarian', 'ungarisch', 'hongrois', 'hungaro', 'ungherese', 'hongaars'],
  Croatian: ['croatian', 'kroatisch', 'croate', 'croata', 'kroatisch'],
  Serbian: ['serbian', 'serbisch', 'serbe', 'serbio', 'serbo', 'servisch'],
  Slovenian: ['slovenian', 'slowenisch', 'slovene', 'esloveno', 'sloveno', 'sloveens'],
  Bulgarian: ['bulgarian', 'bulgarisch', 'bulgare', 'bulgaro', 'bulgaars'],
  Irish: ['irish', 'irisch', 'irlandais', 'irlandes', 'irlandese', 'iers', 'gaelic', 'gaeilge'],
  'Scottish Gaelic': ['scottish gaelic', 'gaidhlig', 'schottisch-galisch', 'gaelique ecossais'],
  Welsh: ['welsh', 'walisisch', 'gallois'],
  Luxembourgish: ['luxembourgish', 'luxemburgisch', 'luxembourgeois', 'luxemburgues', 'lussemburghese', 'luxemburgs'],
  Galician: ['galician', 'galicisch', 'galicien', 'gallego', 'galiziano', 'galicisch'],
  Basque: ['basque', 'baskisch', 'vasco', 'euskera', 'basco', 'baskisch'],
  Hebrew: ['hebrew', 'hebraisch', 'hebreu', 'hebreo', 'ebraico', 'hebreeuws'],
  Hindi: ['hindi'],
  Persian: ['persian', 'farsi', 'persisch', 'persan', 'persa', 'perzisch'],
  Estonian: ['estonian', 'estnisch', 'estonien', 'estonio', 'estone', 'ests'],
  Latvian: ['latvian', 'lettisch', 'letton', 'leton', 'lettone', 'lets'],
  Lithuanian: ['lithuanian', 'litauisch', 'lituanien', 'lituano', 'litouws'],
  Icelandic: ['icelandic', 'islandisch', 'islandais', 'islandes', 'islandese', 'ijslands'],
  Albanian: ['albanian', 'albanisch', 'albanais', 'albanes', 'albanese', 'albanees'],
  Maltese: ['maltese', 'maltesisch', 'maltais', 'maltes'],
  Frisian: ['frisian', 'friesisch', 'frison', 'fries'],
  Afrikaans: ['afrikaans'],
  Tamil: ['tamil', 'tamoul', 'tamilisch'],
  Urdu: ['urdu', 'ourdou'],
  Bengali: ['bengali', 'bangla', 'bengalisch', 'bengalais', 'bengalese', 'bengaals'],
  Punjabi: ['punjabi', 'panjabi', 'pandschabi', 'pendjabi'],
  Gujarati: ['gujarati'],
  Marathi: ['marathi'],
  Telugu: ['telugu', 'telougou'],
  Malayalam: ['malayalam'],
  Kannada: ['kannada'],
  Nepali: ['nepali', 'nepalesisch', 'nepalais', 'nepales', 'nepalese'],
  Sinhala: ['sinhala', 'sinhalese', 'singhalesisch', 'cingalais'],
  Filipino: ['filipino', 'tagalog', 'philippinisch'],
  Vietnamese: ['vietnamese', 'vietnamesisch', 'vietnamien', 'vietnamita', 'vietnamees'],
  Hmong: ['hmong'],
  Tagalog: ['tagalog', 'filipino'],
  Thai: ['thai', 'thailandisch', 'tailandes', 'thailandese', 'thais'],
  Indonesian: ['indonesian', 'bahasa indonesia', 'indonesisch', 'indonesien', 'indonesio', 'indonesiano'],
  Malay: ['malay', 'bahasa melayu', 'malaiisch', 'malais', 'malayo', 'malese', 'maleis'],
  Cantonese: ['cantonese', 'kantonesisch', 'cantonais', 'cantones', 'cantonese', 'kantonees'],
  Mongolian: ['mongolian', 'mongolisch', 'mongol', 'mongolo', 'mongools'],
  Khmer: ['khmer'],
  Burmese: ['burmese', 'birmanisch', 'birman', 'birmano'],
  Swahili: ['swahili', 'kiswahili', 'suaheli', 'swahili'],
  Amharic: ['amharic', 'amharisch', 'amharique', 'amharico', 'amhaars'],
  Tigrinya: ['tigrinya', 'tigrinisch', 'tigrigna'],
  Somali: ['somali', 'somalisch', 'somalien', 'somali'],
  Yoruba: ['yoruba'],
  Hausa: ['hausa', 'haoussa'],
  Igbo: ['igbo'],
  Twi: ['twi', 'akan', 'asante twi'],
  Ewe: ['ewe'],
  Wolof: ['wolof'],
  Lingala: ['lingala'],
  Zulu: ['zulu', 'isizulu'],
  Xhosa: ['xhosa', 'isixhosa'],
  Shona: ['shona'],
  Malagasy: ['malagasy', 'malgache'],
  Berber: ['berber', 'tamazight', 'kabyle', 'amazigh'],
  Kurdish: ['kurdish', 'kurdisch', 'kurde', 'kurdo', 'koerdisch'],
  Pashto: ['pashto', 'paschtu', 'pachto', 'pastun'],
  Dari: ['dari'],
  Armenian: ['armenian', 'armenisch', 'armenien', 'armenio', 'armeno', 'armeens'],
  Georgian: ['georgian', 'georgisch', 'georgien', 'georgiano', 'georgisch'],
  Azerbaijani: ['azerbaijani', 'azeri', 'aserbaidschanisch', 'azerbaidjanais', 'azerbaiyano'],
  Kazakh: ['kazakh', 'kasachisch', 'kazakh', 'kazajo'],
  Uzbek: ['uzbek', 'usbekisch', 'ouzbek', 'uzbeko'],
  Belarusian: ['belarusian', 'belarussisch', 'bielorusse', 'bielorruso', 'bielorusso', 'wit-russisch'],
  Bosnian: ['bosnian', 'bosnisch', 'bosniaque', 'bosnio', 'bosniaco', 'bosnisch'],
  Macedonian: ['macedonian', 'mazedonisch', 'macedonien', 'macedonio', 'macedone', 'macedonisch'],
  Yiddish: ['yiddish', 'jiddisch', 'yiddish', 'yidis', 'jiddisch'],
  Romani: ['romani', 'romanes'],
  Esperanto: ['esperanto'],
  Māori: ['maori', 'te reo maori', 'te reo'],
  Latin: ['latin', 'latein', 'latin', 'latino', 'latijn'],
  // a sign language or a creole keeps its full name: "American Sign Language" is no other sign language
  'American Sign Language': ['american sign language', 'asl'],
  'British Sign Language': ['british sign language', 'bsl'],
  'Irish Sign Language': ['irish sign language'],
  'Haitian Creole': ['haitian creole', 'kreyol', 'kreyol ayisyen', 'creole haitien', 'haitianisch'],
  'Cape Verdean Creole': ['cape verdean creole', 'crioulo', 'kriolu', 'crioulo cabo-verdiano'],
  'Sign language': ['sign language', 'gebardensprache', 'langue des signes', 'lengua de signos', 'lingua dei segni', 'gebarentaal'],
};
const NAME_INDEX = new Map<string, string>();
for (const [english, names] of Object.entries(LANGUAGE_NAMES)) for (const n of names) NAME_INDEX.set(n, english);
for (const [key, english] of lexiconLanguageNames()) if (!NAME_INDEX.has(key)) NAME_INDEX.set(key, english);

// every other name comes from the CLDR tables (ADR 032), for the languages a European CV lists: "norvēģu", "orosz"
const LISTED_LANGUAGES = (
  'en de fr es it nl pt pl sv da no fi cs sk ro hu hr sr bs sl mk bg el sq lt lv et is ga mt ca eu gl lb cy gd ru uk be tr ' +
  'ar zh ja ko hi ur bn pa fa he vi th id tl sw so ku ps yi la eo hy ka az kk uz ta te ml'
).split(' ');
const languageKey = (name: string): string => fold(name).replace(/[^\p{L} ]/gu, '').trim();
let cldrIndex: Map<string, string> | undefined;
let englishNames: Intl.DisplayNames | undefined;

function cldrLanguage(key: string): string | undefined {
  cldrIndex ??= cldrNameIndex('language', LISTED_LANGUAGES, languageKey, 3);
  const code = cldrIndex.get(key);
  if (code === undefined) return undefined;
  englishNames ??= new Intl.DisplayNames(['en'], { type: 'language' });
  return englishNames.of(code) ?? code;
}

/** English name of a language written in one of the CV languages, or undefined. */
export function englishLanguageName(word: string): string | undefined {
  const key = languageKey(word);
  return NAME_INDEX.get(key) ?? cldrLanguage(key);
}

const NATIVE_WORDS_ALL = [
  'native', 'mother tongue', 'first language', 'bilingual', 'muttersprache', 'muttersprachlich', 'langue maternelle', 'maternelle',
  'natif', 'bilingue', 'nativo', 'nativa', 'lengua materna', 'materna', 'madrelingua', 'lingua madre', 'moedertaal', 'tweetalig',
  ...NATIVE_WORDS,
];
const NATIVE_RE = new RegExp(`(?<![\\p{L}])(?:${NATIVE_WORDS_ALL.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'u');
const LEVEL_WORD_SET = new Set([...LEVEL_WORDS, ...NATIVE_WORDS_ALL]);

/** Is the text only a language level ("fluent", "Muttersprache", "äidinkieli", "C1")? Such text is never a skill. */
export function isLevelWord(text: string): boolean {
  // (a plural's ending in brackets, "Mother tongue(s)", "Limba(i) maternă(e)", is no word of its own)
  const key = fold(text).replace(/(?<=\p{L})\(\p{L}{1,2}\)/gu, '').replace(/[^\p{L}\p{N} ]+/gu, ' ').replace(/\s+/g, ' ').trim();
  return key !== '' && (LEVEL_WORD_SET.has(key) || /^[abc][12]$/.test(key));
}
const CEFR_ALL_RE = /\b([ABC][12])\b/gu;

/** A level as written → "C1", "native", "4/5" or the words themselves. */
export function normaliseLevel(raw: string): string | null {
  const t = raw.trim();
  if (t === '') return null;
  const filled = (t.match(/[★●◉■⬤]/gu) ?? []).length;
  const empty = (t.match(/[☆○◯□◌]/gu) ?? []).length;
  if (filled + empty >= 3) return `${filled}/${filled + empty}`;
  const folded = fold(t);
  if (NATIVE_RE.test(folded)) return 'native';
  // a self-assessment grid row gives one level per skill (listening, reading, …): the most common wins
  const levels = [...t.toUpperCase().matchAll(CEFR_ALL_RE)].map((m) => m[1]);
  if (levels.length > 0) {
    const count = (l: string): number => levels.filter((x) => x === l).length;
    return levels.reduce((best, l) => (count(l) > count(best) ? l : best), levels[0]);
  }
  // "Irish (Gaeilge) — fluent": a first parenthesis that is no level, with the level after it, is
  // the language's own name
  const alias = /^\(([^()]{1,40})\)[\s:–—,-]*([^\s:–—,-].*)$/u.exec(t);
  const body = alias && !isLevelWord(alias[1]) ? alias[2] : t;
  const opened = body.replace(/^[\s:–—\-(,]+/u, '');
  // a closing parenthesis is the level's own ("flytende (ICAO nivå 6)") when it closes one it opened
  let cleaned = opened.trim();
  let excess = (cleaned.match(/\)/g) ?? []).length - (cleaned.match(/\(/g) ?? []).length;
  while (excess > 0 && cleaned.endsWith(')')) {
    cleaned = cleaned.slice(0, -1).trimEnd();
    excess -= 1;
  }
  return cleaned === '' ? null : cleaned;
}

/** One item ("Deutsch (Muttersprache)", "Englisch: fließend (C1)", "Danish ★★★★★") → entry, or null when it names no language. */
// the word "language" before a language's name: "Limba engleză", "Lingua inglese", "Język niemiecki", "Idioma inglés"
const LANGUAGE_NOUN_RE = /^(?:limba|lingua|langue|lengua|idioma|j[eę]zyk|jezik|jazyk|kalba|valoda|language)\s+(?=\p{L})/iu;

export function parseLanguageItem(item: string): LanguageEntry | null {
  const bare = stripLeadingSymbols(stripBullet(item)).trim();
  const noun = LANGUAGE_NOUN_RE.exec(bare);
  const t = noun && englishLanguageName(bare.slice(noun[0].length).split(/[\s:(–—,-]+/)[0]) ? bare.slice(noun[0].length) : bare;
  // "Mother tongue(s): Romanian", "Limba maternă: română" (Europass): the label is the level
  const labelled = /^([^:\t]{3,40})[:\t]\s*(\S.*)$/u.exec(t);
  if (labelled && NATIVE_RE.test(fold(labelled[1])) && !englishLanguageName(labelled[1].split(/\s+/)[0])) {
    const named = parseLanguageItem(labelled[2]);
    return named ? { name: named.name, level: 'native' } : null;
  }
  // a language's name is short: the lazy name and the spaces after it can trade characters, so the
  // pattern only ever sees the first 100 characters (10^4 steps at worst)
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded by the slice below
  const m = /^([\p{L}][\p{L}'’ -]*?)(?=\s*(?:$|[:(–—,/]|\s-\s|\s-|[★☆●○◉◯■□⬤]|\s+[ABC][12]\b|\s+\p{Ll}|\s+\p{Lu}))/u.exec(t.slice(0, 100));
  const nameRaw = m ? m[1] : t.split(/\s+/)[0];
  let english = englishLanguageName(nameRaw);
  let rest = t.slice(nameRaw.length);
  if (!english) {
    // "Sign language", "Haitian Creole", "American Sign Language": names of two or three words
    for (const n of [2, 3]) {
      const named = t.split(/\s+/).slice(0, n).join(' ');
      english = englishLanguageName(named);
      rest = t.slice(named.length);
      if (english) break;
    }
    if (!english) {
      const first = t.split(/[\s:(–—,-]+/)[0];
      english = englishLanguageName(first);
      rest = t.slice(first.length);
    }
  }
  if (!english) return levelFirst(t);
  // a name given twice, in the CV's language and in English ("Deutsch / German", "Englisch (English)"):
  // the second name is no level
  const again = /^\s*[/(]\s*([\p{L}][\p{L}'’ -]*?)\s*\)?(?=\s|$|[:(–—,/])/u.exec(rest.slice(0, 60));
  if (again && englishLanguageName(again[1]) === english) rest = rest.slice(again[0].length);
  return { name: english, level: normaliseLevel(rest) };
}

// the words a level may bring before the language it qualifies: "Fluent in Portuguese", "Bilingual — Spanish",
// "Working knowledge of German", "Native Spanish speaker"
const LEVEL_JOINERS = new Set(['in', 'of', 'speaker', 'knowledge', 'working', 'level', 'verbal', 'written', 'spoken', 'both']);

/** "Fluent in Portuguese", "conversational Spanish", "Bilingual — English": a level before the language's name. */
function levelFirst(t: string): LanguageEntry | null {
  const words = t.split(/\s+/).slice(0, 6);
  for (let n = 1; n < words.length; n++) {
    // (the words before the name, without a dash or colon after them: "Bilingual —")
    const leadParts = words.slice(0, n).filter((w) => !/^[—–:-]+$/u.test(w)).map((w) => w.replace(/[—–:]$/u, ''));
    const lead = leadParts.join(' ');
    const leadWords = fold(lead).replace(/[^\p{L} ]+/gu, ' ').trim().split(/\s+/);
    if (leadWords.some((w) => w !== '' && !LEVEL_WORD_SET.has(w) && !LEVEL_JOINERS.has(w))) return null;
    const trailing = leadParts[leadParts.length - 1]?.toLowerCase();
    const level = trailing === 'in' || trailing === 'of' ? leadParts.slice(0, -1).join(' ') : lead;
    if (!leadWords.some((w) => LEVEL_WORD_SET.has(w)) && !LEVEL_WORD_SET.has(fold(level))) continue;
    const named = t.slice(t.indexOf(words[n], words.slice(0, n).join(' ').length)).replace(/^[—–:-]\s*/u, '');
    const first = named.split(/[\s:(–—,;-]+/)[0];
    const english = englishLanguageName(first) ?? englishLanguageName(named.split(/\s+/).slice(0, 2).join(' '));
    if (english) return { name: english, level: normaliseLevel(level) };
  }
  return null;
}

/** The entry with the URI of ESCO's language skill ("German"); the CEFR level stays the CV's. */
export function withEscoUri(entry: LanguageEntry): LanguageEntry {
  const uri = escoLanguageUri(entry.name);
  return uri ? { ...entry, esco_uri: uri } : entry;
}

/**
 * The items of one line. Its cells apart by a tab ("Deutsch / German⇥Muttersprache / native",
 * "Deutsch⇥●●●●●"): a cell that names no language is the level of the language before it, like a
 * table row's next cell.
 */
function pushCells(text: string, items: string[]): void {
  // "Limba maternă ⇥ română": the label cell is the level of the language in the next
  const tab = text.indexOf('\t');
  if (tab > 0 && isLevelWord(text.slice(0, tab)) && parseLanguageItem(text)?.level === 'native') {
    items.push(text);
    return;
  }
  // a level wrapped onto a line of its own ("Engelska mycket goda kunskaper" / "(C1)")
  if (items.length > 0 && isLevelWord(text.replace(/[()]/g, ''))) {
    items[items.length - 1] += ` ${text.trim()}`;
    return;
  }
  let named = false;
  for (const cellText of text.split('\t')) {
    if (named && !parseLanguageItem(cellText)) {
      items[items.length - 1] += ` (${cellText.trim()})`;
      continue;
    }
    const parts = splitTopLevel(cellText, /[,;•·|]/u).flatMap(splitLanguagePair).flatMap(splitLabelledPairs);
    for (const item of parts) items.push(item);
    named = parts.length > 0 && parseLanguageItem(parts[parts.length - 1]) !== null;
  }
}

const PAIR_RE = /^(.*?)(?<![\p{L}])(\p{L}+)\s*(?:\/|&|\s(?:and|und|et|y|e|i|og|och|ja|és|si|ir|un|in|a)\s)\s*(\p{L}+)(?![\p{L}])(.*)$/u;

/** "Bilingual: English/Spanish", "English and French (fluent)": two languages sharing their level. */
function splitLanguagePair(item: string): string[] {
  const m = PAIR_RE.exec(item);
  if (!m) return [item];
  const [first, second] = [englishLanguageName(m[2]), englishLanguageName(m[3])];
  // "Deutsch / German" names one language twice
  if (first === undefined || second === undefined || first === second) return [item];
  return [`${m[1]}${m[2]}${m[4]}`, `${m[1]}${m[3]}${m[4]}`];
}

/** "Niederländisch: gute Kenntnisse Spanisch: fließend" (two lines run together) → one item per "Language:". */
function splitLabelledPairs(item: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of item.matchAll(/(?<=\s)(\p{L}+)\s?:/gu)) {
    if (m.index === undefined || !englishLanguageName(m[1])) continue;
    out.push(item.slice(start, m.index).trim());
    start = m.index;
  }
  out.push(item.slice(start).trim());
  return out.filter((x) => x !== '');
}

/** Languages from the lines of the languages section(s). Table rows [name | level] are read as one item. */
export function extractLanguages(lines: readonly Line[]): LanguageEntry[] {
  const items: string[] = [];
  let rowKey = '';
  let cellKey = '';
  for (const l of lines) {
    if (l.table) {
      const key = `${l.table.index}:${l.table.row}`;
      const cell = `${key}:${l.table.cell}`;
      // the next cell of the row is the level ("Deutsch | C1"); the next line of the same cell (a
      // sidebar cell listing one language a line) is the next language
      if (key === rowKey && cell !== cellKey && items.length > 0) {
        items[items.length - 1] += ` (${l.text})`;
        cellKey = cell;
        continue;
      }
      rowKey = key;
      cellKey = cell;
      pushCells(l.text, items);
      continue;
    }
    rowKey = '';
    cellKey = '';
    pushCells(l.text, items);
  }
  const out: LanguageEntry[] = [];
  for (const item of items) {
    // "Englisch – fließend" and "English - native" are name–level pairs, not two items
    const entry = parseLanguageItem(item);
    if (entry && !out.some((e) => e.name === entry.name)) out.push(withEscoUri(entry));
  }
  return out;
}

/** Does a skills item name a spoken language ("English (C1)", "Deutsch")? */
export function isSpokenLanguage(item: string): boolean {
  const entry = parseLanguageItem(item);
  if (!entry) return false;
  const t = replaceParenthesized(fold(item), '').trim();
  return t.split(/\s+/).length <= 3;
}

/** A line that is only a language name, maybe with a level ("Română", "Maghiară A2", "English – fluent"). */
export function isLanguageOnlyLine(text: string): boolean {
  const entry = parseLanguageItem(text);
  if (!entry) return false;
  const rest = stripBullet(text).replace(/[★☆●○◉◯■□⬤]/gu, '').trim().split(/\s+/);
  return rest.length <= 4;
}
