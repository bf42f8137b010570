/** Small text helpers shared by the extraction modules. */

const NOT_ASCII = /[^\x00-\x7f]/;

const memos: Map<string, unknown>[] = [];
const MEMO_LIMIT = 20_000;

/**
 * A pure string function with its answers remembered: one CV asks about the same headings, labels
 * and lines from several stages. `forgetMemos` empties every memory at the start of each analysis, so
 * nothing of one CV stays in memory for the next and a repeated analysis costs what the first did.
 */
export function memoize<T>(fn: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  memos.push(cache);
  return (text) => {
    const hit = cache.get(text);
    if (hit !== undefined || cache.has(text)) return hit as T;
    // callers outside an analysis (job ads, the coach) never forget: a bound keeps them from growing
    if (cache.size >= MEMO_LIMIT) cache.clear();
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}

/** Empties what `memoize`d functions remember (analyzeDocument calls it first). */
export function forgetMemos(): void {
  for (const cache of memos) cache.clear();
}

// capitals too: "FÆRNI" folds as "Færni" does
const FOLD_LETTERS: Record<string, string> = { ß: 'ss', ø: 'o', Ø: 'o', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', ł: 'l', Ł: 'l', þ: 'th', Þ: 'th', ð: 'd', Ð: 'd', đ: 'd', Đ: 'd' };
const FOLD_LETTERS_RE = /[ßøØæÆœŒłŁþÞðÐđĐ]/g;

// one CV folds the same accented lines from many stages: the decomposition is remembered per analysis
const foldWide = memoize((text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(FOLD_LETTERS_RE, (c) => FOLD_LETTERS[c]!)
    .toLowerCase()
    // Greek: lower case writes a word's last sigma as ς; folded, every sigma is σ
    .replace(/ς/g, 'σ'),
);

/** Lower case, accents removed, ß → ss: for vocabulary lookups only, never for output. */
export function fold(text: string): string {
  // most of a CV is plain ASCII, whose decomposition changes nothing: lower case is all there is to do
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return foldWide(text);
}

/** Folded words (letters and digits only), remembered per analysis: never change the array. */
export const words: (text: string) => readonly string[] = memoize((text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== ''),
);

// a numbered item has one or two digits: "2020. március" (a Hungarian date) is not a list item
const BULLET_RE = /^[\s]*(?:[-–—•·*▪●■◦►▶▸▹➢➤❯→✓✔○□◆◇]|\d{1,2}[.)])\s+/u;

export function isBullet(text: string): boolean {
  return BULLET_RE.test(text);
}

/** The text without a leading bullet or icon. */
export function stripBullet(text: string): string {
  return text.replace(BULLET_RE, '').trim();
}

/** Leading symbols that designers put before headings and contact data (✆ ✉ ⌂ ★ ■ ☎ ⚑ …). */
export function stripLeadingSymbols(text: string): string {
  return text.replace(/^[^\p{L}\p{N}+(@"'«]+/u, '').trim();
}

/** "E X P E R I E N C E" → "EXPERIENCE" (letter-spaced headings); words separated by 2+ spaces keep one. */
export function collapseLetterSpacing(text: string): string {
  const t = text.trim();
  if (!/^(?:\p{L}[ \u00a0]{1,2}){2,}\p{L}(?:[ \u00a0]{2,}(?:\p{L}[ \u00a0]{1,2})*\p{L})*$/u.test(t)) return t;
  return t
    .split(/[ \u00a0]{2,}/u)
    .map((w) => w.replace(/[ \u00a0]/g, ''))
    .join(' ');
}

/**
 * The text without the trailing characters `chars` matches (one character at a time). Written as
 * a loop because /[…]+$/ tries every start inside a long run and turns quadratic.
 */
export function trimTrailing(text: string, chars: RegExp): string {
  let end = text.length;
  while (end > 0 && chars.test(text[end - 1])) end--;
  return text.slice(0, end);
}

/**
 * Replaces each "(…)", from a "(" to the first ")" after it, as the pattern \([^)]*\) does; with
 * `absorbSpace` also the whitespace on both sides (as \s*\([^)]*\)\s* does). A loop, because the
 * patterns rescan the rest of the text from every unclosed "(": quadratic on "((((…".
 */
export function replaceParenthesized(text: string, replacement: string, absorbSpace = false): string {
  let out = '';
  let i = 0;
  for (;;) {
    const open = text.indexOf('(', i);
    if (open < 0) break;
    const close = text.indexOf(')', open);
    if (close < 0) break;
    const before = text.slice(i, open);
    out += (absorbSpace ? before.trimEnd() : before) + replacement;
    i = close + 1;
    if (absorbSpace) while (i < text.length && /\s/.test(text[i])) i++;
  }
  return out + text.slice(i);
}

/** Trim separators and punctuation left at either end after cutting something out of a line. */
export function trimSeparators(text: string): string {
  return trimTrailing(text.replace(/^[\s\t,;:|·•–—\-/()]+/u, ''), /[\s,;:|·•–—\-/(]/u)
    .replace(/\(\s*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Split on commas/semicolons that are not inside parentheses. */
export function splitTopLevel(text: string, separators: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && separators.test(ch)) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}
