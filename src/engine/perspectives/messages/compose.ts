/** Small helpers the language tables share to build sentences from optional parts. */

/** "a", "a and b", "a, b and c" with the language's word for "and". */
export function series(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function present(...items: (string | null | false)[]): string[] {
  return items.filter((i): i is string => typeof i === 'string' && i !== '');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
