/** "pl" → "Polish" / "Polnisch": a language's name from its ISO code, in the interface's language. */
export function languageOfCode(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
