// Shared text normalisation for building the index and for looking terms up. Both sides must use
// exactly these functions, otherwise "Node.js" in the data and "NodeJS" in a CV stop meeting.

export interface Token {
  /** lower-case, accent-free, punctuation-free form used as the index key */
  readonly key: string;
  /** same as key but with the original letter case, for case-sensitive aliases */
  readonly caseKey: string;
  readonly start: number;
  readonly end: number;
}

// A token is a run of letters, digits and combining marks, optionally followed by "++", "+" or "#"
// so that C++, C# and F# survive; "&" is its own token so "M&A" and "P&L" stay distinct from "MA".
const TOKEN_RE = /[\p{L}\p{N}\p{M}]+(?:\+\+|\+|#)?|&/gu;

// Letters that NFKD does not decompose but that people type both ways ("Strassenbau").
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
};
const LIGATURE_RE = /[ßẞæÆœŒøØłŁđĐ]/g;

export function stripAccents(text: string): string {
  return text
    .replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
}

// Most tokens in a CV are plain ASCII words; skipping Unicode normalisation for them halves matching time.
const PLAIN_TOKEN_RE = /^[A-Za-z0-9]+(?:\+\+|\+|#)?$|^&$/;

function tokenCaseKey(raw: string): string {
  if (PLAIN_TOKEN_RE.test(raw)) return raw;
  return stripAccents(raw).replace(/[^\p{L}\p{N}+#&]/gu, '');
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN_RE)) {
    const caseKey = tokenCaseKey(m[0]);
    if (caseKey === '') continue;
    tokens.push({ key: caseKey.toLowerCase(), caseKey, start: m.index, end: m.index + m[0].length });
  }
  return tokens;
}

/** The lookup key of a whole term: "Node.js", "NodeJS" and "node js" all become "nodejs". */
export function termKey(term: string): string {
  return tokenize(term)
    .map((t) => t.key)
    .join('');
}

export function termCaseKey(term: string): string {
  return tokenize(term)
    .map((t) => t.caseKey)
    .join('');
}

export function tokenCount(term: string): number {
  return tokenize(term).length;
}

// For plain-ASCII terms the tokens are exactly these runs, with no accents to strip.
const ASCII_TERM_RE = /^[\x20-\x7e]*$/;
const ASCII_TOKEN_RE = /[A-Za-z0-9]+(?:\+\+|\+|#)?|&/g;

/**
 * `termKey` and `tokenCount` in one pass, with a fast path for plain-ASCII terms: indexing ESCO's
 * ~190,000 labels with the general tokenizer would take half a second.
 */
export function termKeyAndCount(term: string): { key: string; tokens: number } {
  const keys = tokenKeys(term);
  return { key: keys.join(''), tokens: keys.length };
}

/** The token keys of a term (`tokenize(term).map((t) => t.key)`), with the plain-ASCII fast path. */
export function tokenKeys(term: string): string[] {
  if (ASCII_TERM_RE.test(term)) return (term.match(ASCII_TOKEN_RE) ?? []).map((t) => t.toLowerCase());
  // Latin text with accents ("Infirmière", "Schweißer") is plain ASCII once the accents are gone
  const folded = stripAccents(term);
  if (ASCII_TERM_RE.test(folded)) return (folded.match(ASCII_TOKEN_RE) ?? []).map((t) => t.toLowerCase());
  return tokenize(term).map((t) => t.key);
}
