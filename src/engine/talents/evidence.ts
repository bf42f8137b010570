/**
 * Cutting a CV's experience text into verbatim sentences, and recognising quantified results.
 * Sentences are always substrings of the CV text: evidence shown to a person must be their own words.
 */
import type { CvAnalysis } from '../cv/types';

export interface Sentence {
  text: string;
  /** 'summary' or 'role:<index>', so evidence from several roles can be counted */
  source: string;
}

// A bullet or icon before the text is not part of the sentence.
const LEADING_RE = /^[\s\-–—•·*▪●■◦►▶➢✓✔○□◆◇]+/u;
// Sentence ends: ". " or "! " or "? " or "; " followed by an upper-case letter or a digit.
const SENTENCE_END_RE = /(?<=[.!?;])\s+(?=[\p{Lu}\d])/u;

function sentencesOfLine(line: string, source: string): Sentence[] {
  return line
    .split(SENTENCE_END_RE)
    .map((s) => s.replace(LEADING_RE, '').trim())
    .filter((s) => /\p{L}{3}/u.test(s))
    .map((text) => ({ text, source }));
}

/** Every sentence of the summary, the positions and the role descriptions, with where it came from. */
export function cvSentences(analysis: CvAnalysis): Sentence[] {
  const out: Sentence[] = [];
  if (analysis.summary) out.push(...sentencesOfLine(analysis.summary, 'summary'));
  analysis.experience.forEach((role, i) => {
    const source = `role:${i}`;
    if (role.position) out.push(...sentencesOfLine(role.position, source));
    for (const line of (role.description ?? '').split('\n')) out.push(...sentencesOfLine(line, source));
  });
  return out;
}

// Number words 2–20 in the six languages ("mentored four juniors", "quattro junior"). "due" only
// when not the English "due to", "sei"/"acht" are rare enough as verbs in CVs to accept.
const NUMBER_WORDS = [
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|dozens?|hundreds?',
  'zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|zwolf|zwanzig|dutzend',
  'deux|trois|quatre|cinq|sept|huit|neuf|dix|douze|quinze|vingt|dizaines?|centaines?',
  'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte|decenas?|cientos',
  'due(?! (to|diligence)\\b)|tre|quattro|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti|decine|centinaia',
  'twee|drie|vier|vijf|zes|zeven|negen|tien|twaalf|vijftien|twintig|tientallen|honderden',
].join('|');

const QUANTITY_RES: RegExp[] = [
  /\d\s?%|\bpercent\b|\bprozent\b|\bpour ?cent\b|\bpor ?ciento\b|\bper ?cento\b|\bprocent\b/,
  /[€$£]\s?\d|\d\s?(k|m|mio\.?|mrd\.?|million(en|s)?|millones|milioni|miljoen)?\s?(€|eur|euro|gbp|chf|usd|\$|£)\b/,
  // a count that is not a year: "35 people", "2,000+ respondents"
  /(?<![\d.,/-])(?!(19|20)\d\d\b)\d{1,3}([.,]\d{3})*\+?\s+\p{L}/u,
  new RegExp(`\\b(${NUMBER_WORDS})\\s+\\p{L}`, 'u'),
];

/** Does the (folded) sentence state a measurable result or a count? */
export function isQuantified(folded: string): boolean {
  return QUANTITY_RES.some((re) => re.test(folded));
}
