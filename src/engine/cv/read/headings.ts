/**
 * Text-only heading heuristics shared by every format. Layout signals (font size, bold) are
 * weighed by the format readers; these functions look only at the characters.
 */

const LETTER = /\p{L}/u;
const LOWER = /\p{Ll}/u;
const MAX_HEADING_CHARS = 60;
const MAX_HEADING_WORDS = 6;

/**
 * "E X P E R I E N C E" → "EXPERIENCE". Letter-spaced headings come out of PDFs with a space
 * after every letter; kerning sometimes glues two letters ("E D U C AT I O N"), so tokens of up
 * to two letters count. Words are separated by a wider gap (two or more spaces) when present.
 */
export function collapseLetterSpacing(text: string): string {
  const tokens = text.trim().split(/\s+/);
  if (tokens.length < 4) return text;
  const letterTokens = tokens.filter((t) => t.length <= 2 && LETTER.test(t));
  const singles = tokens.filter((t) => t.length === 1 && LETTER.test(t)).length;
  if (letterTokens.length < tokens.length * 0.8 || singles < tokens.length * 0.6) return kernedTail(text, tokens);
  // keep the leading icon or bullet ("✎ E X P …") apart from the word
  const words = text.trim().split(/\s{2,}/).map((w) => w.replace(/\s+/g, ''));
  return words.join(' ').replace(/^([^\p{L}\p{N}]+)(?=\p{L})/u, '$1 ');
}

const CAPS_TOKEN_RE = /^\p{Lu}{1,3}$/u;

/**
 * "DARBO PAT I R T I S", "AWA R D S": a heading in capitals whose last word is letter-spaced, its kerned pairs
 * ("PAT", "AWA") left together by the PDF. The spaced run (four tokens or more, most of them single letters) is one word.
 */
function kernedTail(text: string, tokens: readonly string[]): string {
  if (LOWER.test(text)) return text;
  let start = tokens.length;
  while (start > 0 && CAPS_TOKEN_RE.test(tokens[start - 1])) start--;
  const tail = tokens.slice(start);
  const singles = tail.filter((t) => t.length === 1).length;
  if (tail.length < 4 || singles < 3 || singles < tail.length * 0.6) return text;
  return [...tokens.slice(0, start), tail.join('')].join(' ');
}

/** Words of a line, ignoring bullets, icons and separators. */
function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => LETTER.test(w));
}

/** Short, without sentence punctuation, digits, e-mail or URL: could be a section title. */
export function isHeadingShaped(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > MAX_HEADING_CHARS) return false;
  if (/[@\d]|https?:|www\.|[.,;]$|\t/.test(t)) return false;
  const w = words(t);
  return w.length >= 1 && w.length <= MAX_HEADING_WORDS;
}

/**
 * No lower-case letter and a word of four or more letters ("EXPERIENCE", "ÉDUCATION & FORMATION"),
 * so that acronym lines such as "SEO / SEA" or "SQL" are not taken for headings.
 */
export function isAllCaps(text: string): boolean {
  return !LOWER.test(text) && /\p{L}{4,}/u.test(text);
}

/** A line of ===== or ----- that underlines the heading above it in plain text. */
export function isUnderline(text: string): boolean {
  return /^\s*([=\-_~*])\1{2,}\s*$/.test(text);
}
