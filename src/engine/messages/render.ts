/** Renders a stored message in one language; unknown keys (a newer or older engine) give null. */
import type { GeneratedCatalogue, GeneratedLanguage, GeneratedMessage, MessageFormat } from './types';

const formats = new Map<GeneratedLanguage, MessageFormat>();

/** Intl formatting for a language (months in UTC, so no time zone or clock is involved). */
export function messageFormat(language: GeneratedLanguage): MessageFormat {
  const cached = formats.get(language);
  if (cached) return cached;
  const list = new Intl.ListFormat(language, { type: 'conjunction', style: 'long' });
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(language);
  const names = new Intl.DisplayNames([language], { type: 'language', fallback: 'none' });
  const format: MessageFormat = {
    language,
    list: (items) => list.format(items),
    month: (yyyyMm) => {
      const m = /^(\d{4})-(\d{2})$/.exec(yyyyMm);
      return m ? month.format(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : yyyyMm;
    },
    number: (n) => number.format(n),
    languageName: (code) => {
      try {
        return names.of(code) ?? null;
      } catch {
        return null;
      }
    },
  };
  formats.set(language, format);
  return format;
}

/** The message's sentence in the catalogue's language, or null for a key this catalogue does not know. */
export function renderMessage(catalogue: GeneratedCatalogue, language: GeneratedLanguage, message: { key: string; params?: unknown } | null | undefined): string | null {
  if (!message || !Object.hasOwn(catalogue, message.key)) return null;
  const render = catalogue[message.key as GeneratedMessage['key']] as (params: unknown, f: MessageFormat) => string;
  try {
    return render(message.params ?? {}, messageFormat(language));
  } catch {
    // parameters of another shape (a stored message from another engine version): the stored text stays
    return null;
  }
}
