import { OCCUPATION_IDS, type OccupationId } from '../types';

/** Parses "id = title | senior title | degree" lines; every occupation must be present. */
export function occ(text: string): Record<OccupationId, [string, string, string]> {
  const out: Partial<Record<OccupationId, [string, string, string]>> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*([a-z-]+)\s*=\s*(.+?)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*$/.exec(line);
    if (m) out[m[1] as OccupationId] = [m[2], m[3], m[4]];
  }
  const missing = OCCUPATION_IDS.filter((id) => !out[id]);
  if (missing.length) throw new Error(`occupation titles missing: ${missing.join(', ')}`);
  return out as Record<OccupationId, [string, string, string]>;
}
