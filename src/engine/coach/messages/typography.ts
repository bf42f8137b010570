/**
 * French typography for a whole phrase table: the language files are written with ordinary spaces
 * before « : ; ? ! » and inside guillemets; this makes them non-breaking (U+00A0 before the colon and
 * inside guillemets, U+202F before ; ? !), also in the output of every phrase function.
 */

export function frenchSpacing(text: string): string {
  return text
    .replace(/ :/g, '\u00a0:')
    .replace(/ ([;?!])/g, '\u202f$1')
    .replace(/« /g, '«\u00a0')
    .replace(/ »/g, '\u00a0»');
}

function fix(value: unknown): unknown {
  if (typeof value === 'string') return frenchSpacing(value);
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => fix(fn(...args));
  }
  if (Array.isArray(value)) return value.map(fix);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
  return value;
}

export function withFrenchSpacing<T>(messages: T): T {
  return fix(messages) as T;
}
