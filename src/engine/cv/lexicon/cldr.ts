/**
 * Names from the Unicode CLDR tables inside Node's ICU (`Intl.DisplayNames`), as each CV language writes them: the
 * languages and the countries a European CV names ("norvēģu", "Reino Unido"), ADR 032. Nothing is downloaded.
 */
const CV_LOCALES = 'en de fr es it nl pt pl sv da nb fi cs sk ro hu hr sr sl mk bg el sq lt lv et is ga mt ca'.split(' ');

/** Name key → code, for the given codes in every CV language; the first language to name a key keeps it. */
export function cldrNameIndex(type: 'language' | 'region', codes: readonly string[], keyOf: (name: string) => string, minLength: number): Map<string, string> {
  const index = new Map<string, string>();
  for (const locale of CV_LOCALES) {
    const names = new Intl.DisplayNames([locale], { type });
    for (const code of codes) {
      const key = keyOf(names.of(code) ?? '');
      // (a name the table lacks comes back as its code, which may be a word: "IN", "DE")
      if (key.length >= minLength && key !== code.toLowerCase() && !index.has(key)) index.set(key, code);
    }
  }
  return index;
}
