// Display formatting with Intl, in the interface language (dates: `useDateFormat`).

/** A growth rate already in percent (12.5 → "12.5%"). */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(value);
}

/** How a trend is named in labels and messages ("Energy · Germany"). */
export function trendName(trend: { industry: string; region: string }): string {
  return `${trend.industry.trim()} · ${trend.region.trim()}`;
}

/** A long text cut at a word boundary for a label ("Delete “Heat pump installers are…”"). */
export function shorten(text: string, max = 60): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const space = t.lastIndexOf(' ', max);
  return `${t.slice(0, space > max / 2 ? space : max).trimEnd()}…`;
}

/** Only web addresses become links; anything else in the data stays text. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
