/**
 * Cutting a CV's experience text into verbatim sentences, and recognising quantified results.
 * Sentences are the CV's own words: evidence shown to a person must be what they wrote. A sentence
 * that a layout broke over two lines ("… Budget (800 T€) und ein" / "Team von drei Personen") is
 * joined again with one space.
 */
import type { CvAnalysis } from '../cv/types';

export interface Sentence {
  text: string;
  /** 'summary' or 'role:<index>', so evidence from several roles can be counted */
  source: string;
  /** the experience entry the sentence belongs to; null for the summary */
  role: number | null;
  /** a job title rather than a sentence of the description */
  title?: boolean;
}

// A bullet or icon before the text is not part of the sentence.
const LEADING_RE = /^[\s\-–—•·*▪●■◦►▶➢✓✔○□◆◇]+/u;
// Sentence ends: ". " or "! " or "? " or "; " followed by an upper-case letter or a digit.
const SENTENCE_END_RE = /(?<=[.!?;])\s+(?=[\p{Lu}\d])/u;
const BULLET_START_RE = /^\s*[\-–—•·*▪●■◦►▶➢✓✔○□◆◇]/u;

// Words a sentence does not end on, in the six languages: a line ending on one continues below.
const CONTINUES_RE =
  /(?:^|\s)(?:and|or|of|the|a|an|for|with|to|in|on|at|by|from|und|oder|ein|eine|einen|einem|einer|der|die|das|den|dem|des|fur|für|mit|von|zu|zur|zum|im|bei|et|ou|de|du|des|la|le|les|un|une|pour|avec|en|sur|y|o|el|los|las|del|con|para|por|e|il|lo|gli|della|dello|dei|degli|di|da|per|su|het|een|van|voor|met|op|naar|bij)$/iu;

/** Does `line` (a physical line) run on into `next`? */
function runsOn(line: string, next: string): boolean {
  const end = line.trimEnd();
  if (end === '' || next.trim() === '' || BULLET_START_RE.test(next)) return false;
  if (/[.!?;:]$/.test(end)) return false;
  if (/[,(\-–&/+]$/.test(end) || CONTINUES_RE.test(end)) return true;
  // a line that stops mid-sentence and a next line that starts in lower case
  return /^\s*[\p{Ll}(]/u.test(next);
}

/** The description's logical lines: physical lines joined where a sentence was broken by the layout. */
export function logicalLines(text: string): string[] {
  const physical = text.split('\n');
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < physical.length; i++) {
    const line = physical[i]!;
    current = current ? `${current.trimEnd()} ${line.trim()}` : line;
    const next = physical[i + 1];
    if (next !== undefined && runsOn(line, next)) continue;
    out.push(current);
    current = '';
  }
  if (current) out.push(current);
  return out;
}

function sentencesOfLine(line: string, source: string, role: number | null): Sentence[] {
  return line
    .split(SENTENCE_END_RE)
    .map((s) => s.replace(LEADING_RE, '').trim())
    .filter((s) => /\p{L}{3}/u.test(s))
    .map((text) => ({ text, source, role }));
}

/** Every sentence of the summary, the positions and the role descriptions, with where it came from. */
export function cvSentences(analysis: CvAnalysis): Sentence[] {
  const out: Sentence[] = [];
  // one push per sentence, not push(...all): a long summary of "a.a.a." has more sentences than a call takes arguments
  const add = (sentences: readonly Sentence[]): void => {
    for (const s of sentences) out.push(s);
  };
  if (analysis.summary) for (const line of logicalLines(analysis.summary)) add(sentencesOfLine(line, 'summary', null));
  analysis.experience.forEach((role, i) => {
    const source = `role:${i}`;
    if (role.position) add(sentencesOfLine(role.position, source, i).map((s) => ({ ...s, title: true })));
    for (const line of logicalLines(role.description ?? '')) add(sentencesOfLine(line, source, i));
  });
  return out;
}

// Number words 2–20 in the six languages ("mentored four juniors", "quattro junior"). "due" only
// when not the English "due to", "sei"/"acht" are rare enough as verbs in CVs to accept.
export const NUMBER_WORDS = [
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozens?|hundreds?',
  'zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|zwanzig|dutzend',
  'deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|quinze|vingt|dizaines?|centaines?|quinzaine|dizaine|soixantaine|vingtaine|trentaine|cinquantaine|centaine',
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|decenas?|cientos|decena|veintena',
  'due(?! (to|diligence)\\b)|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti|decine|centinaia|decina|ventina|quindicina',
  'twee|drie|vier|vijf|zes|zeven|negen|tien|twaalf|vijftien|twintig|tientallen|honderden',
].join('|');

const QUANTITY_RES: RegExp[] = [
  /\d\s?%|\bpercent\b|\bprozent\b|\bpour ?cent\b|\bpor ?ciento\b|\bper ?cento\b|\bprocent\b/,
  /[€$£]\s?\d|\d\s?(k|m|t|mn|mln|mio\.?|mrd\.?|million(en|s)?|millones|milioni|miljoen)?\s?(€|eur|euro|gbp|chf|usd|\$|£)/,
  // a count that is not a year: "35 people", "2,000+ respondents"
  /(?<![\d.,/-])(?!(19|20)\d\d\b)\d{1,3}([.,]\d{3})*\+?\s+\p{L}/u,
  new RegExp(`\\b(${NUMBER_WORDS})\\s+\\p{L}`, 'u'),
];

/** Does the (folded) sentence state a measurable result or a count? */
export function isQuantified(folded: string): boolean {
  return QUANTITY_RES.some((re) => re.test(folded));
}
