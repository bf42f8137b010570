/**
 * Reading a job ad: text (pasted, or the lines the CV readers get from a PDF, DOCX, TXT or ODT) →
 * JobAd. Pure: the caller reads the file and owns the clock. Rules, not a model: headings and cue
 * words of the six core languages decide what is a must-have, a nice-to-have, a task or the offer.
 */
import { detectLanguage } from '../cv/detect-language';
import { englishLanguageName } from '../cv/languages';
import { cityCountry, countryOf } from '../cv/places';
import type { ReadDocument } from '../cv/read/types';
import { fold, stripBullet, trimTrailing } from '../cv/text';
import type { CvLanguage } from '../cv/types';
import { matchJobTitle } from '../occupations/occupations';
import { matchSkillsInText } from '../taxonomy/match-skills-in-text';
import {
  CONTRACT_CUES,
  CURRENCIES,
  DAYS_RE,
  EDUCATION_PATTERNS,
  EXPERIENCE_CUES,
  HEADINGS,
  HIRING_VERBS,
  HOURS_CUES,
  LABELS,
  LANGUAGE_LEVEL_WORDS,
  LANGUAGE_STOP_WORDS,
  NICE_CUES,
  NUMBER_WORDS,
  PERIOD_CUES,
  REQUIRED_CUES,
  WORKPLACE_CUES,
  YEAR_WORDS,
} from './cues';
import type { AdSectionKind } from './cues';
import type { AdLanguageRequirement, AdSalary, AdSkill, Cefr, ContractType, EducationLevel, Hours, JobAd, SalaryPeriod, Sourced, Workplace } from './types';
import { CEFR_LEVELS, EDUCATION_LEVELS, JOB_ENGINE_VERSION } from './types';

/** A sentence of the ad with the part of the ad it stands in. */
export interface AdSentence {
  text: string;
  folded: string;
  section: AdSectionKind | 'intro';
  /** index of the line it came from */
  line: number;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regex for a list of folded phrases, on word boundaries. */
export function phraseRe(phrases: readonly string[], flags = 'u'): RegExp {
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${sorted.map(escape).join('|')})(?![\\p{L}\\p{N}])`, flags);
}

const HEADING_INDEX = new Map<string, AdSectionKind>();
for (const [kind, list] of Object.entries(HEADINGS) as [AdSectionKind, readonly string[]][]) for (const h of list) if (!HEADING_INDEX.has(h)) HEADING_INDEX.set(h, kind);
const headingKey = (text: string): string =>
  trimTrailing(fold(text), /[:：!?.…\-–—*#_•\s]/u)
    .replace(/^[\s#*•\-–—]+/u, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The kind of part a line opens, when it is a heading; with the text after a colon, if any. */
function headingOf(line: string): { kind: AdSectionKind; rest: string } | null {
  if (line.length > 80) return null;
  const colon = /^([^:：]{2,50})[:：](.*)$/u.exec(line);
  const head = colon ? colon[1] : line;
  const kind = HEADING_INDEX.get(headingKey(head));
  if (kind) return { kind, rest: colon ? colon[2].trim() : '' };
  return null;
}

// between sentences: an end mark before a space and a capital; or a semicolon
const SENTENCE_SPLIT_RE = /(?<=[.!?])(?=\s[\p{Lu}\d"«„“(])|;/u;

export function splitSentences(lines: readonly string[]): AdSentence[] {
  const out: AdSentence[] = [];
  let section: AdSentence['section'] = 'intro';
  lines.forEach((raw, index) => {
    const line = stripBullet(raw.replace(/\t/g, ' ').trim());
    if (line === '') return;
    const heading = headingOf(line);
    let body = line;
    if (heading) {
      section = heading.kind;
      if (heading.rest === '') return;
      body = heading.rest;
    }
    for (const part of body.split(SENTENCE_SPLIT_RE)) {
      const text = part.trim();
      if (text.length > 1) out.push({ text, folded: fold(text), section, line: index });
    }
  });
  return out;
}

const REQUIRED_RE = phraseRe(REQUIRED_CUES);
const NICE_RE = phraseRe(NICE_CUES);
const EXPERIENCE_RE = phraseRe(EXPERIENCE_CUES);
const HYBRID_RE = phraseRe(WORKPLACE_CUES.hybrid);
const REMOTE_RE = phraseRe(WORKPLACE_CUES.remote);
const ON_SITE_RE = phraseRe(WORKPLACE_CUES.onSite);
const CONTRACT_RES = (Object.entries(CONTRACT_CUES) as [ContractType, readonly string[]][]).map(([k, l]) => [k, phraseRe(l)] as const);
const HOURS_RES = (Object.entries(HOURS_CUES) as [Hours, readonly string[]][]).map(([k, l]) => [k, phraseRe(l)] as const);
const PERIOD_RES = (Object.entries(PERIOD_CUES) as [SalaryPeriod, readonly string[]][]).map(([k, l]) => [k, phraseRe(l)] as const);
const LEVEL_RE = phraseRe(
  LANGUAGE_LEVEL_WORDS.map(([w]) => w),
  'gu',
);
const LEVEL_OF = new Map(LANGUAGE_LEVEL_WORDS.map(([w, l]) => [w, l]));
// applied to a sentence's first 120 characters only (readEmployer): the backtracking stays bounded
const HIRING_RE = new RegExp(
  String.raw`^(?:(?:at|bei|chez|en|presso|bij)\s+)?(\p{Lu}[\p{L}\p{N}&.'’ -]{1,60}?)\s*,?\s+(?:${HIRING_VERBS.map(escape).join('|')})(?![\p{L}])`,
  'u',
);
const PRONOUNS = new Set(['we', 'wir', 'nous', 'noi', 'wij', 'nosotros', 'our team', 'unser team', 'notre equipe', 'nuestro equipo', 'il nostro team', 'ons team', 'our client', 'unser kunde', 'notre client', 'nuestro cliente', 'il nostro cliente', 'onze klant']);
// only ever applied to a title line of at most 160 characters (readTitle)
// eslint-disable-next-line regexp/no-super-linear-move -- bounded input
const GENDER_RE = /\s*[([]\s*(?:[mwfdhxv](?:\s*[/|,]\s*[mwfdhxv*])+|all genders?|w\/m\/d|m\/w\/d|h\/f|f\/h|m\/f|f\/m)\s*[)\]]|\s+(?:[mwfhd]\/[mwfhd](?:\/[mwfhd])?)\b/giu;
const SKIP_FOR_REQUIREMENTS: ReadonlySet<AdSentence['section']> = new Set(['offer', 'about', 'apply']);

function labelled(sentences: readonly AdSentence[], labels: readonly string[]): AdSentence & { value: string } | null {
  const re = new RegExp(`^(?:${labels.map(escape).join('|')})\\s*[:：]\\s*(.+)$`, 'u');
  for (const s of sentences) {
    const m = re.exec(s.folded);
    if (m) {
      const value = s.text.slice(s.text.search(/[:：]/u) + 1).trim();
      if (value) return { ...s, value };
    }
  }
  // a heading "Standort:" may have stood on its own line, its value on the next: splitSentences keeps
  // the value only, so labels are looked up on the raw sentences above
  return null;
}

function adLanguage(text: string): CvLanguage {
  const detected = detectLanguage(text);
  if (detected !== 'unknown') return detected;
  const counts = new Map<string, number>();
  for (const w of fold(text).split(/[^\p{L}]+/u)) if (w) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: CvLanguage = 'unknown';
  let bestScore = 1;
  for (const [lang, list] of Object.entries(LANGUAGE_STOP_WORDS) as [Exclude<CvLanguage, 'unknown'>, readonly string[]][]) {
    const score = list.reduce((n, w) => n + (counts.get(w) ?? 0), 0);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/** "Técnico/a", "Entwickler/-in", "Infirmier(e)": the title without its gendered endings and markers. */
function cleanTitle(line: string): string {
  return line
    .replace(GENDER_RE, '')
    .replace(/(?<=\p{L})(?:\/-?|\()(?:a|o|in|innen|e|ne|ice|trice|euse|ess)\)?(?![\p{L}])/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function readTitle(lines: readonly string[], sentences: readonly AdSentence[]): { title: Sourced<string> | null; occupation: JobAd['occupation'] } {
  const label = labelled(sentences, LABELS.title);
  // the title stands above the ad's first heading
  const top: string[] = [];
  for (const raw of lines) {
    const line = stripBullet(raw.trim());
    if (!line) continue;
    if (headingOf(line) || top.length >= 6) break;
    top.push(line);
  }
  const candidates = label ? [label.value, ...top] : top;
  for (const line of candidates) {
    if (/[:：]\s*\S/u.test(line.slice(0, 30)) || line.length > 160) continue;
    const clean = cleanTitle(line);
    const [best] = matchJobTitle(clean);
    if (best) {
      const short = clean.split(/\s+/).length <= 8;
      return {
        title: { value: short ? clean : best.text, source: line },
        occupation: { id: best.occupation.id, title: best.occupation.title, ...(best.occupation.escoUri ? { esco_uri: best.occupation.escoUri } : {}), source: line },
      };
    }
  }
  const first = label?.value ?? candidates.find((l) => l.length <= 100 && !/[:：]\s*\S/u.test(l.slice(0, 30)));
  return { title: first ? { value: cleanTitle(first), source: first } : null, occupation: null };
}

function readEmployer(sentences: readonly AdSentence[]): Sourced<string> | null {
  const label = labelled(sentences, LABELS.employer);
  if (label) return { value: label.value, source: label.text };
  for (const s of sentences.slice(0, 14)) {
    const m = HIRING_RE.exec(s.text.slice(0, 120));
    if (m && !PRONOUNS.has(fold(m[1]).trim())) return { value: m[1].trim(), source: s.text };
  }
  return null;
}

function readPlace(sentences: readonly AdSentence[]): JobAd['place'] {
  const label = labelled(sentences, LABELS.place);
  if (label) {
    const parts = label.value.split(/[,/()|·–-]+/u).map((p) => p.trim());
    const country = parts.map((p) => cityCountry(p) ?? countryOf(p)).find(Boolean);
    return { value: label.value, ...(country ? { country } : {}), source: label.text };
  }
  for (const s of sentences) {
    if (s.section === 'about') continue;
    const ws = s.text.split(/[^\p{L}'’-]+/u).filter(Boolean);
    for (let i = 0; i < ws.length; i++) {
      for (const n of [2, 1]) {
        const phrase = ws.slice(i, i + n).join(' ');
        if (!/^\p{Lu}/u.test(phrase) || phrase.length < 3) continue;
        const country = cityCountry(phrase);
        if (country) return { value: phrase, country, source: s.text };
      }
    }
  }
  return null;
}

function firstCue<T extends string>(sentences: readonly AdSentence[], res: readonly (readonly [T, RegExp])[]): Sourced<T> | null {
  for (const s of sentences) for (const [kind, re] of res) if (re.test(s.folded)) return { value: kind, source: s.text };
  return null;
}

function readWorkplace(sentences: readonly AdSentence[]): Sourced<Workplace> | null {
  let remote: AdSentence | undefined;
  let onSite: AdSentence | undefined;
  for (const s of sentences) {
    if (HYBRID_RE.test(s.folded)) return { value: 'hybrid', source: s.text };
    if (REMOTE_RE.test(s.folded)) {
      if (DAYS_RE.test(s.folded)) return { value: 'hybrid', source: s.text };
      remote ??= s;
    }
    if (ON_SITE_RE.test(s.folded)) onSite ??= s;
  }
  if (remote && onSite) return { value: 'hybrid', source: remote.text };
  if (remote) return { value: 'remote', source: remote.text };
  if (onSite) return { value: 'on-site', source: onSite.text };
  return null;
}

/** A sentence's own cue wins over its part of the ad; elsewhere than under "nice to have" a skill is needed. */
function isRequired(s: AdSentence): boolean {
  if (NICE_RE.test(s.folded)) return false;
  if (REQUIRED_RE.test(s.folded)) return true;
  return s.section !== 'nice';
}

const LABEL_RE = new RegExp(`^(?:${Object.values(LABELS).flat().map(escape).join('|')})\\s*[:：]`, 'u');
const EDUCATION_ANY = EDUCATION_LEVELS.map((l) => EDUCATION_PATTERNS[l]);

/**
 * Sentences that can name what the job needs: not the offer, the company or how to apply; not a
 * labelled fact ("Salary: …"); not the degree asked for ("Laurea in Informatica" names a field of
 * study); and the introduction only when the ad has no tasks or requirements of its own.
 */
function requirementSentences(sentences: readonly AdSentence[]): AdSentence[] {
  const structured = sentences.some((s) => s.section === 'tasks' || s.section === 'requirements' || s.section === 'nice');
  return sentences.filter(
    (s) =>
      !SKIP_FOR_REQUIREMENTS.has(s.section) &&
      !(structured && s.section === 'intro') &&
      !LABEL_RE.test(s.folded) &&
      !EDUCATION_ANY.some((re) => re.test(s.folded)),
  );
}

function readSkills(sentences: readonly AdSentence[]): AdSkill[] {
  const byId = new Map<string, AdSkill>();
  for (const s of requirementSentences(sentences)) {
    const mentions = matchSkillsInText(s.text);
    if (mentions.length === 0) continue;
    const required = isRequired(s);
    for (const m of mentions) {
      if (englishLanguageName(m.text)) continue;
      const seen = byId.get(m.skill.id);
      if (seen && (seen.required || !required)) continue;
      byId.set(m.skill.id, {
        id: m.skill.id,
        name: m.skill.name,
        text: m.text,
        required,
        source: s.text,
        ...(m.skill.escoUri ? { esco_uri: m.skill.escoUri } : {}),
      });
    }
  }
  return [...byId.values()].sort((a, b) => Number(b.required) - Number(a.required));
}

/** The language a word names: "Deutsch", "anglais", "Englischkenntnisse", "Nederlandstalig". */
function languageOfWord(word: string): string | undefined {
  const direct = englishLanguageName(word);
  if (direct) return direct;
  const f = fold(word);
  const compound = /^(\p{L}{4,}?)(?:sprachkenntnisse|kenntnisse|stalig|talig|kennis)$/u.exec(f);
  return compound ? englishLanguageName(compound[1]) : undefined;
}

interface Found<T> {
  value: T;
  at: number;
}

/**
 * Languages and their levels per clause: "Français courant, anglais souhaité" asks for fluent
 * French and wishes for English at no stated level; a clause's own cue makes it a nice-to-have.
 */
function readLanguages(sentences: readonly AdSentence[]): AdLanguageRequirement[] {
  const out = new Map<string, AdLanguageRequirement>();
  for (const s of sentences) {
    if (s.section === 'offer' || s.section === 'about') continue;
    for (const clause of s.text.split(/[,;]/u).map((c) => c.trim())) {
      const found: Found<string>[] = [];
      for (const m of clause.matchAll(/[\p{L}]+/gu)) {
        const name = m[0].length >= 4 ? languageOfWord(m[0]) : undefined;
        if (name) found.push({ value: name, at: m.index });
      }
      if (found.length === 0) continue;
      const folded = fold(clause);
      const levels: Found<Cefr>[] = [];
      for (const m of clause.matchAll(/\b([ABC][12])\b/gu)) levels.push({ value: m[1] as Cefr, at: m.index });
      for (const m of folded.matchAll(LEVEL_RE)) {
        const level = LEVEL_OF.get(m[0]);
        if (level) levels.push({ value: level, at: m.index });
      }
      const required = !NICE_RE.test(folded) && s.section !== 'nice';
      for (const f of found) {
        const nearest = levels.length === 0 ? null : levels.reduce((a, b) => (Math.abs(b.at - f.at) < Math.abs(a.at - f.at) ? b : a));
        const seen = out.get(f.value);
        if (seen && (seen.level !== null || nearest === null)) continue;
        out.set(f.value, { name: f.value, level: nearest?.value ?? null, required, source: s.text });
      }
    }
  }
  return [...out.values()];
}

const YEARS_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,2}|${Object.keys(NUMBER_WORDS).map(escape).join('|')})\s*\+?\s*(?:(?:-|–|bis|a|to|tot|al|ou)\s*\d{1,2}\s*)?\+?\s*${YEAR_WORDS}(?![\p{L}])`,
  'u',
);

function readYears(sentences: readonly AdSentence[]): JobAd['experienceYears'] {
  for (const s of sentences) {
    if (SKIP_FOR_REQUIREMENTS.has(s.section) || !EXPERIENCE_RE.test(s.folded)) continue;
    const m = YEARS_RE.exec(s.folded);
    if (!m) continue;
    const n = /^\d+$/.test(m[1]) ? Number(m[1]) : NUMBER_WORDS[m[1]];
    if (n && n > 0 && n <= 25) return { min: n, source: s.text };
  }
  return null;
}

function readEducation(sentences: readonly AdSentence[]): JobAd['education'] {
  for (const s of sentences) {
    if (SKIP_FOR_REQUIREMENTS.has(s.section)) continue;
    const levels = EDUCATION_LEVELS.filter((l) => EDUCATION_PATTERNS[l].test(s.folded));
    if (levels.length > 0) return { level: levels[0], source: s.text };
  }
  return null;
}

/** The education level a CV's entry shows ("M.Sc. Informatik", "Laurea in Economia"). */
export function educationLevelOf(text: string): EducationLevel | null {
  const f = fold(text);
  for (const level of [...EDUCATION_LEVELS].reverse()) if (EDUCATION_PATTERNS[level].test(f)) return level;
  return null;
}

const CUR = String.raw`(?:€|EUR|CHF|£|GBP|\$|USD|SEK|DKK|PLN|[Ee]uros?)`;
const NUM = String.raw`\d{1,3}(?:[.,’' ]\d{3})+|\d+(?:[.,]\d+)?`;
// applied to a sentence's first 300 characters only (readSalary): the backtracking stays bounded
const SALARY_RE = new RegExp(
  // eslint-disable-next-line regexp/no-super-linear-backtracking -- bounded input
  String.raw`(${CUR}\s*)?(${NUM})\s*([kK]|Tsd\.?)?\s*(${CUR})?(?:\s*(?:-|–|—|to|bis|à|a|al|tot|e)\s*(${CUR}\s*)?(${NUM})\s*([kK]|Tsd\.?)?\s*(${CUR})?)?`,
  'gu',
);

function amount(raw: string, k: string | undefined): number {
  const grouped = /^\d{1,3}(?:([.,’' ])\d{3})(?:\1\d{3})*$/u.test(raw);
  const n = grouped ? Number(raw.replace(/[.,’' ]/gu, '')) : Number(raw.replace(',', '.'));
  return k ? Math.round(n * 1000) : n;
}

function readSalary(sentences: readonly AdSentence[]): AdSalary | null {
  for (const s of sentences) {
    const currency = CURRENCIES.find(([re]) => re.test(s.text));
    if (!currency) continue;
    for (const m of s.text.slice(0, 300).matchAll(SALARY_RE)) {
      const hasCurrency = Boolean(m[1] || m[4] || m[5] || m[8]);
      if (!hasCurrency) continue;
      const low = amount(m[2], m[3] ?? m[7]);
      const high = m[6] ? amount(m[6], m[7] ?? m[3]) : null;
      if (!(low >= 5)) continue;
      const period = PERIOD_RES.find(([, re]) => re.test(s.folded))?.[0] ?? null;
      return { min: low, max: high !== null && high >= low ? high : null, currency: currency[1], period, source: s.text };
    }
  }
  return null;
}

/** Reads a job ad from its lines (a pasted text split at line breaks, or a read document's lines). */
export function readJobAdLines(lines: readonly string[]): JobAd {
  const sentences = splitSentences(lines);
  const text = lines.join('\n');
  const { title, occupation } = readTitle(lines, sentences);
  const warnings: string[] = [];
  const skills = readSkills(sentences);
  if (skills.length === 0) warnings.push('No skill of the taxonomy was found in the ad.');
  if (!occupation) warnings.push('The job title names no known occupation.');
  return {
    title,
    occupation,
    employer: readEmployer(sentences),
    place: readPlace(sentences),
    workplace: readWorkplace(sentences),
    contract: firstCue(sentences, CONTRACT_RES),
    hours: firstCue(sentences, HOURS_RES),
    skills,
    languages: readLanguages(sentences),
    experienceYears: readYears(sentences),
    education: readEducation(sentences),
    salary: readSalary(sentences),
    language: adLanguage(text),
    meta: { engineVersion: JOB_ENGINE_VERSION, sentences: sentences.length, warnings },
  };
}

/** Reads a pasted ad. */
export function readJobAdText(text: string): JobAd {
  return readJobAdLines(text.replace(/\r\n?/g, '\n').split('\n'));
}

/** Reads an ad the document readers have read (PDF, DOCX, TXT, ODT…). */
export function readJobAdDocument(document: ReadDocument): JobAd {
  return readJobAdLines(document.lines.map((l) => l.text));
}

export const cefrRank = (level: Cefr): number => CEFR_LEVELS.indexOf(level);
