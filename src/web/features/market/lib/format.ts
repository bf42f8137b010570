// Display formatting with Intl, in the person's language.

/** A 0–1 share as a whole percent number (0.724 → 72). */
export function toPercent(share: number): number {
  return Math.round(share * 100);
}

export function formatNumber(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** A figure already in percent (5.2 → "5.2%"). */
export function formatPercentValue(value: number, locale: string, maximumFractionDigits = 1): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits }).format(value);
}

export function formatEuro(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(value);
}

/** The English name of a country code in the person's language ("DE" → "Germany"); the code if unknown. */
export function countryName(code: string, locale: string, fallback?: string | null): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
    if (name) return name;
  } catch {
    // an invalid code: fall through
  }
  return fallback ?? code;
}

/** "Source: X, 2024" parts: the distinct source and period pairs of some figures, in order. */
export function distinctSources(
  figures: readonly ({ source: string; period: string } | null | undefined)[],
): { source: string; periods: string[] }[] {
  const bySource = new Map<string, string[]>();
  for (const figure of figures) {
    if (!figure) continue;
    const periods = bySource.get(figure.source) ?? [];
    if (!periods.includes(figure.period)) periods.push(figure.period);
    bySource.set(figure.source, periods);
  }
  return [...bySource].map(([source, periods]) => ({ source, periods: periods.sort() }));
}

/** "skill_shortage" → "Skill shortage": a readable label for ids the translations do not know. */
export function humanize(id: string): string {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : id;
}
