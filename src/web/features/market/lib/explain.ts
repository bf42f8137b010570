// The engine's fit explanations and advice as message keys (engine `FitMessage`): said here in the
// interface language, so a German or Italian page never shows the English text the coach and the
// PDF report keep.
import type { TFunction } from 'i18next';
import type { FitMessage, MessageValue } from '@/engine/market/cross-border';
import { countryName, formatNumber } from '@/web/features/market/lib/format';

function isMessage(value: MessageValue): value is FitMessage {
  return typeof value === 'object' && !Array.isArray(value) && 'key' in value;
}

/** The languages of the covered countries, by code: their English names are what the data carry. */
const LANGUAGE_CODES = ['bg', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'eu', 'fi', 'fr', 'ga', 'gl', 'hr', 'hu', 'is', 'it', 'lb', 'lt', 'lv', 'mt', 'nl', 'no', 'pl', 'pt', 'rm', 'ro', 'sk', 'sl', 'sv', 'tr'];
let codesByEnglishName: Map<string, string> | null = null;

/** "French" in the interface language ("Französisch", "francese"); the name as given when unknown. */
export function languageName(english: string, locale: string): string {
  codesByEnglishName ??= new Map(LANGUAGE_CODES.map((c) => [new Intl.DisplayNames(['en'], { type: 'language' }).of(c)!.toLowerCase(), c]));
  const code = codesByEnglishName.get(english.trim().toLowerCase());
  if (!code) return english;
  try {
    return new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(code) ?? english;
  } catch {
    return english;
  }
}

function valueText(value: MessageValue, t: TFunction<'market'>, locale: string): string {
  if (typeof value === 'number') return formatNumber(value, locale, 2);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return (value as readonly MessageValue[]).map((v) => valueText(v, t, locale)).join(', ');
  if (isMessage(value)) return explain(value, t, locale);
  if ('language' in value) return languageName(value.language, locale);
  return countryName((value as { country: string }).country, locale);
}

/** A message in the interface language; an unknown key (a newer server) shows nothing rather than a key. */
export function explain(message: FitMessage, t: TFunction<'market'>, locale: string): string {
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([k, v]) => [k, valueText(v, t, locale)]));
  return t(`explain.${message.key}` as never, { ...values, defaultValue: '' }) as string;
}
