/** A language's English name ("German") in the letter's language ("Deutsch", "allemand"), via Intl. */
const CODES: Readonly<Record<string, string>> = {
  english: 'en', german: 'de', french: 'fr', spanish: 'es', italian: 'it', dutch: 'nl', portuguese: 'pt', polish: 'pl', czech: 'cs', slovak: 'sk',
  hungarian: 'hu', romanian: 'ro', bulgarian: 'bg', greek: 'el', swedish: 'sv', danish: 'da', norwegian: 'no', finnish: 'fi', estonian: 'et',
  latvian: 'lv', lithuanian: 'lt', slovenian: 'sl', croatian: 'hr', serbian: 'sr', russian: 'ru', ukrainian: 'uk', turkish: 'tr', arabic: 'ar',
  chinese: 'zh', japanese: 'ja', korean: 'ko', hindi: 'hi', irish: 'ga', catalan: 'ca', basque: 'eu', galician: 'gl', luxembourgish: 'lb', maltese: 'mt',
};

export function languageName(english: string, inLanguage: string): string {
  const code = CODES[english.toLowerCase()];
  if (!code) return english;
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code);
    return name ?? english;
  } catch {
    return english;
  }
}
