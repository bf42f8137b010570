/**
 * The person's name. First a personal-data label ("Name:", "Jméno a příjmení", "Nachname /
 * Vorname", "Nom :"), then the best-scored name-like line of the top of the CV: earlier, larger
 * type, two to four name-like tokens, never a document title, heading, label, job title or place.
 * A name split over two lines (first name above the surnames, or two equally large lines of a
 * moderncv-like header) is joined.
 */
import { FAMILY_NAME_LABELS, FULL_NAME_LABELS, GIVEN_NAME_LABELS, lexKey } from './lexicon/all';
import { cityCountry, countryOf } from './places';
import type { Line } from './read/types';
import { headingKind, isDocumentTitle } from './sections';
import { memoize, stripLeadingSymbols } from './text';

export interface NamePick {
  name: string;
  /** 0–1 */
  confidence: number;
}

const TOKEN_RE = /^[\p{Lu}][\p{L}'’.-]*$/u;
// lower-case words inside a name: "van der", "de la", the Catalan "Ferré i Vidal", the Portuguese "Silva e Costa"
export const NAME_PARTICLES: ReadonlySet<string> = new Set(['van', 'der', 'den', 'de', 'von', 'zu', 'di', 'da', 'del', 'della', 'la', 'le', 'du', 'dos', 'das', 'y', 'e', 'i', 'ten', 'ter', "d'", 'al', 'el', 'bin']);
const PARTICLES = NAME_PARTICLES;

/** One token of a name: capitalised letters, or a particle ("van", "de"). */
function isNameToken(token: string): boolean {
  return TOKEN_RE.test(token) || PARTICLES.has(token.toLowerCase());
}

/** A value printed after a name label: 1–5 name tokens, no digits. */
function nameValue(text: string): string | null {
  const t = withoutTitles(stripLeadingSymbols(text).replace(/\s+/g, ' ').trim());
  if (t === '' || t.length > 60 || /[\d@:|]/.test(t)) return null;
  // "BERTOLINI, Giorgio": the family name first, set off by a comma, as forms print it
  const tokens = t.replace(/^(\p{Lu}[\p{L}'’-]*),(?= \p{Lu})/u, '$1').split(' ');
  if (tokens.length > 5 || !tokens.every(isNameToken) || tokens.every((tok) => PARTICLES.has(tok.toLowerCase()))) return null;
  return t;
}

type LabelKind = 'full' | 'given' | 'family';

function labelKind(label: string): LabelKind | undefined {
  const k = lexKey(label);
  if (FULL_NAME_LABELS.has(k)) return 'full';
  if (GIVEN_NAME_LABELS.has(k)) return 'given';
  if (FAMILY_NAME_LABELS.has(k)) return 'family';
  // "Nachname / Vorname", "Nom et prénom" are full-name labels
  const parts = k.split(/ (?:and|und|et|y|e|i|a|og|och|ja) | /);
  if (parts.length > 1 && parts.some((p) => GIVEN_NAME_LABELS.has(p)) && parts.some((p) => FAMILY_NAME_LABELS.has(p))) return 'full';
  return undefined;
}

/** [label, value] pairs: "Label: value", "Label ⇥ value", or a table row whose first cell is the label. */
function labelledPairs(lines: readonly Line[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const m = /^([^:\t]{2,40}?)[^\S\t]*[:\t]\s*(\S.*)$/u.exec(l.text.trim());
    if (m) out.push([m[1], m[2].replace(/\t/g, ' ')]);
    else if (l.table && l.table.cell === 0) {
      const next = lines[i + 1];
      if (next?.table && next.table.index === l.table.index && next.table.row === l.table.row && next.table.cell === 1) out.push([l.text.replace(/:\s*$/, ''), next.text]);
    } else {
      // "Meno / Priezvisko Ľubomír Kňazovický": a label column's cell run into its value, no separator left
      const words = l.text.trim().split(/\s+/);
      for (let n = Math.min(4, words.length - 2); n >= 1; n--) {
        const label = words.slice(0, n).join(' ');
        if (labelKind(label) === 'full') {
          out.push([label, words.slice(n).join(' ')]);
          break;
        }
      }
    }
  }
  return out;
}

// academic and courtesy titles printed before a name ("Ing. Petra Dvořáková", "Dr.-Ing. Jan Weber",
// "mr. drs. Sanne de Vries") and degrees after its comma (", Ph.D.", ", MBA"): not part of the name
const TITLE_BEFORE = new Set(
  [
    'ing', 'mgr', 'bc', 'mudr', 'mvdr', 'judr', 'phdr', 'rndr', 'paeddr', 'thdr', 'pharmdr', 'dr', 'dr-ing', 'dipl-ing', 'dipl-kfm', 'dipl-kffr',
    'dipl-oec', 'dipl-psych', 'prof', 'doc', 'mag', 'dott', 'dottssa', 'avv', 'arch', 'ir', 'drs', 'mr', 'mrs', 'ms', 'lic', 'univ-prof', 'priv-doz',
  ],
);
const DEGREE_AFTER = /,\s*(?:Ph\.?\s?D\.?|CSc\.?|DrSc\.?|DiS\.?|MBA|LL\.?M\.?|M\.?Sc\.?|B\.?Sc\.?|M\.?A\.?|B\.?A\.?|MD|CPA|PMP)(?:\s*,\s*(?:Ph\.?\s?D\.?|CSc\.?|MBA|LL\.?M\.?|M\.?Sc\.?|CPA|PMP))*\s*$/u;

// professional letters printed after a name without a comma ("Siobhán Murphy RGN", "PRIYA SHARMA ACA")
const LETTERS_AFTER = new Set(
  [
    'rgn', 'rn', 'rmn', 'rpn', 'rm', 'aca', 'acca', 'fca', 'fcca', 'cima', 'acma', 'cgma', 'cpa', 'cfa', 'pmp', 'mba', 'phd', 'msc', 'bsc', 'md',
    'llm', 'ceng', 'mrics', 'frics', 'mcipd', 'chartered', 'mcips', 'cissp', 'cisa', 'sphr', 'phr', 'dds', 'jd', 'rd', 'mcsp', 'hcpc', 'pgce', 'qts',
    'bsn', 'msn', 'lpn', 'cna', 'aprn', 'fnp', 'np', 'crna', 'emt', 'pe', 'ea', 'cma', 'cia', 'cfe', 'esq', 'edd', 'med', 'mph', 'mpa', 'mha', 'dnp',
    'pharmd', 'dvm', 'lcsw', 'lmft', 'lpc', 'otr', 'dpt', 'aia', 'shrm-cp', 'shrm-scp', 'cscp', 'cpp', 'ccna',
    'ccrn', 'cpn', 'rnc', 'cnor', 'cpht', 'rrt', 'rdh', 'pa-c', 'cpsm', 'cpim', 'cpc',
  ],
);

// a letter after a comma shaped like a credential: "CPA", "SHRM-CP", "OTR/L", "Ph.D.", "M.Ed."
const CREDENTIAL_SHAPE = /^(?:\p{Lu}{2,5}(?:[-/]\p{Lu}{1,4})?|(?:\p{Lu}\p{Ll}?\.){1,3}(?:\p{Lu}|\p{Ll}{1,2})?\.?)$/u;

/**
 * The name without the credentials printed after its comma ("Priya N. Raman, CPA", "Tanya Whitfield, RN,
 * BSN"). A name in capitals keeps a capital word after its comma unless it is a known credential:
 * "DOE, JANE" is a surname first.
 */
export function withoutPostNominals(text: string): string {
  const t = text.trim();
  const comma = t.indexOf(',');
  if (comma <= 0) return text;
  const name = t.slice(0, comma).trim();
  const mixedCase = /\p{Ll}/u.test(name);
  const tokens = t.slice(comma + 1).split(/[\s,]+/).filter((x) => x !== '');
  const credential = (x: string): boolean =>
    LETTERS_AFTER.has(x.toLowerCase().replace(/[.]/g, '')) || (mixedCase && CREDENTIAL_SHAPE.test(x));
  return tokens.length > 0 && tokens.length <= 4 && tokens.every(credential) ? name : text;
}

/** The name without the titles printed around it; the text as it was when no two name tokens would remain. */
export function withoutTitles(name: string): string {
  const tokens = withoutPostNominals(name.replace(DEGREE_AFTER, '').trim()).split(/\s+/);
  let start = 0;
  // a title is written with its dot ("Ing.", "dr.", "Dr.-Ing.") or is one of the dotless forms ("Mgr", "Ing")
  while (start < tokens.length - 2 && TITLE_BEFORE.has(tokens[start].toLowerCase().replace(/\./g, '').replace(/-$/, ''))) start += 1;
  let end = tokens.length;
  while (end - start > 2 && LETTERS_AFTER.has(tokens[end - 1].toLowerCase().replace(/[.,]/g, ''))) end -= 1;
  const rest = tokens.slice(start, end);
  return rest.length >= 2 ? rest.join(' ').replace(/,$/, '') : name;
}

function fromLabels(lines: readonly Line[]): NamePick | null {
  let full: string | null = null;
  let given: string | null = null;
  let family: string | null = null;
  for (const [label, value] of labelledPairs(lines)) {
    const kind = labelKind(label);
    if (!kind) continue;
    const v = nameValue(value);
    if (!v) continue;
    if (kind === 'full') full ??= v;
    else if (kind === 'given') given ??= v;
    else family ??= v;
  }
  if (full) return { name: full, confidence: 0.9 };
  if (given && family) return { name: `${given} ${family}`, confidence: 0.85 };
  // "Nom : Dupont Marie" — a family-name label alone often carries the whole name
  if (family && family.includes(' ')) return { name: family, confidence: 0.6 };
  // "Nombre: Lucía Fernández Ortega", "Nome: Giulia Neri": with no surname row, the given-name label holds the whole name
  if (given && !family && given.includes(' ')) return { name: given, confidence: 0.6 };
  return null;
}

/** Words that make a line something other than a name, beyond headings: places, labels. */
const isOtherThanName = memoize((text: string): boolean => {
  if (isDocumentTitle(text)) return true;
  if (headingKind({ text, heading: true, bold: true }) !== undefined) return true;
  if (cityCountry(text) || countryOf(text)) return true;
  if (labelKind(text)) return true;
  return false;
});

const RATING_RE = /[●○◉◯★☆■□]{3,}/u;

interface Candidate {
  text: string;
  score: number;
}

/**
 * Pick the name. `looksLikeName` is the caller's test for a whole-line name (2–5 capitalised
 * tokens, no job-title word); it is passed in so the rule stays in one place.
 */
export function pickName(top: readonly Line[], labelled: readonly Line[], looksLikeName: (text: string) => boolean): NamePick | null {
  const picked = pickPrinted(top, labelled, looksLikeName);
  return picked ? { ...picked, name: withoutTitles(picked.name) } : null;
}

function pickPrinted(top: readonly Line[], labelled: readonly Line[], looksLikeName: (text: string) => boolean): NamePick | null {
  const fromLabel = fromLabels(labelled);
  if (fromLabel) return fromLabel;

  const lines = top.filter((l) => l.page === 1);
  const sizes = lines.map((l) => l.fontSize).filter((s): s is number => s !== undefined);
  const maxSize = sizes.length > 0 ? Math.max(...sizes) : undefined;
  // the first cell that holds more than symbols: "★ ★ ★ ★ ★ ⇥ Sergio Lanuza Gimeno" (the Europass editor's flag)
  const first = (l: Line): string => {
    const cells = l.text.split('\t').map((c) => stripLeadingSymbols(c).trim());
    const cell = withoutPostNominals(cells.find((c) => c !== '') ?? '');
    // "ALICIA M. | BRENNAN-ORTIZ": a designer's rule between the given names and the surname
    const halves = cell.split(' | ');
    return halves.length === 2 && looksLikeName(halves.join(' ')) ? halves.join(' ') : cell;
  };
  const candidates: Candidate[] = [];
  const score = (l: Line, index: number, tokens: number): number => {
    let s = 1.5 * Math.max(0, 1 - index / 15);
    if (maxSize !== undefined && l.fontSize !== undefined) s += 2.5 * (l.fontSize / maxSize) ** 2;
    if (l.heading) s += 0.3;
    if (tokens >= 2 && tokens <= 3) s += 0.5;
    else if (tokens === 4) s += 0.2;
    if (l.column === 'side') s -= 0.5;
    return s;
  };

  lines.forEach((l, i) => {
    const text = first(l);
    // "Legal Research ⇥ ●●●●○": a rated skill or language, never a name
    if (RATING_RE.test(l.text)) return;
    // the costlier vocabulary test only for a line that could be a name or its first half
    const whole = looksLikeName(text);
    // (or a given name and an initial, the surname below: "Renée A." / "Castellano")
    const firstHalf = (!text.includes(' ') && TOKEN_RE.test(text)) || (whole && /\s\p{Lu}\.$/u.test(text));
    if ((!whole && !firstHalf) || isOtherThanName(text)) return;
    if (whole) candidates.push({ text, score: score(l, i, text.split(/\s+/).length) });
    // a first name above the surnames: "Anna" / "Kowalska-Nowak"
    const next = lines[i + 1];
    if (!next || !firstHalf) return;
    // a label ⇥ value row ("Adresse ⇥ Strandgaten 83") never holds the surname
    if (next.text.includes('\t')) return;
    const nextText = first(next);
    if (isOtherThanName(nextText)) return;
    const joined = `${text} ${nextText}`;
    const sameType = l.fontSize === next.fontSize || (l.fontSize === undefined && next.fontSize === undefined && l.heading && next.heading);
    if (sameType && nextText.split(/\s+/).length <= 3 && looksLikeName(joined)) candidates.push({ text: joined, score: score(l, i, 2) + 0.2 });
    // (and both surnames on a line each, alike, under the first name set as large or larger: "Marta" / "ECHEVARRÍA" / "SOLER")
    const third = lines[i + 2];
    const underFirst = sameType || (l.heading && next.heading && (l.fontSize ?? 0) >= (next.fontSize ?? Infinity));
    if (!underFirst || !third || third.text.includes('\t') || third.fontSize !== next.fontSize || third.heading !== next.heading || nextText.includes(' ')) return;
    const thirdText = first(third);
    const all = `${joined} ${thirdText}`;
    if (TOKEN_RE.test(thirdText) && !isOtherThanName(thirdText) && looksLikeName(all)) candidates.push({ text: all, score: score(l, i, 3) + 0.3 });
  });

  // moderncv-like headers print first name and surname as two separate lines in the largest type
  if (maxSize !== undefined) {
    // (a scan measures type roughly: within an eighth of the largest; a speck read as "Esa." is no name's part)
    const tolerance = lines.some((l) => l.ocr) ? Math.max(0.5, maxSize / 8) : 0.5;
    // (nor is a heading set as large: "CONTACTO")
    const biggest = lines.filter((l) => l.fontSize !== undefined && Math.abs(l.fontSize - maxSize) < tolerance && !/^\p{L}{2,}\.$/u.test(first(l).slice(first(l).lastIndexOf(' ') + 1)) && !isOtherThanName(first(l)));
    // (or a given name and a middle name above the surname: "Inês Carvalho" / "Monteiro", lines next to each other)
    const adjacent = biggest.every((l, k) => k === 0 || lines.indexOf(l) === lines.indexOf(biggest[k - 1]) + 1);
    // (a header band in columns puts a cell between them: "Javier ⇥ 50017 Zaragoza" / "+34 676 555 213" / "Ortega Ruiz")
    const givenFirst = biggest.length === 2 && TOKEN_RE.test(first(biggest[0])) && !first(biggest[0]).includes(' ');
    const nameParts = biggest.every((l) => (TOKEN_RE.test(first(l)) || ((adjacent || givenFirst) && looksLikeName(first(l)))) && !isOtherThanName(first(l)));
    if (biggest.length >= 2 && biggest.length <= 3 && nameParts && biggest.map(first).join(' ').split(/\s+/).length <= 5) {
      const joined = biggest.map(first).join(' ');
      if (looksLikeName(joined)) candidates.push({ text: joined, score: score(biggest[0], lines.indexOf(biggest[0]), 2) + 0.5 });
    }
  }
  if (candidates.length === 0) return null;
  const best = candidates.reduce((a, b) => (b.score > a.score ? b : a));
  return { name: best.text, confidence: Math.min(0.95, 0.35 + best.score / 8) };
}
