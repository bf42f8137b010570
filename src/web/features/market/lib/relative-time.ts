// §9 relative time labels: 'Just now', 'Nm ago', 'Nh ago', 'Nd ago'. The same rule as
// relativeTimeParts in src/engine/market/rules.ts (under a minute or in the future is "now").

const MINUTE_MS = 60_000;

export type RelativeTime = { unit: 'now' } | { unit: 'm' | 'h' | 'd'; value: number };

export function relativeTimeParts(from: string | number | Date, now: string | number | Date): RelativeTime {
  const ms = (t: string | number | Date) => (t instanceof Date ? t.getTime() : typeof t === 'number' ? t : Date.parse(t));
  const minutes = Math.floor((ms(now) - ms(from)) / MINUTE_MS);
  if (!(minutes >= 1)) return { unit: 'now' };
  if (minutes < 60) return { unit: 'm', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', value: hours };
  return { unit: 'd', value: Math.floor(hours / 24) };
}
