import { WEB_VITAL_THRESHOLDS } from '@/contract/web-vitals';
import type { WebVitalName, WebVitalRating } from '@/contract/web-vitals';

/** Rating colours shared by badges and charts. */
export const ratingColor: Record<WebVitalRating, string> = {
  excellent: 'teal',
  good: 'green',
  'needs-improvement': 'yellow',
  poor: 'red',
};

/** A metric's value in the interface language: "1,234 ms" or a layout shift score "0.052". */
export function formatVital(name: WebVitalName, value: number, locale: string): string {
  if (WEB_VITAL_THRESHOLDS[name].unit === 'score') return new Intl.NumberFormat(locale, { maximumFractionDigits: 3, minimumFractionDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short', maximumFractionDigits: 0 }).format(value);
}

export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: units[i], unitDisplay: 'short', maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
