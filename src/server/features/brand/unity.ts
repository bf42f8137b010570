import { tokenGroups } from '@/contract/brand';
import type { TokenGroup, UnityReport } from '@/contract/brand';

export type UnityInput = {
  id: string;
  name: string;
  themeKey: string;
  /** the theme's tokens captured at the brand's last sync */
  snapshot: Record<string, unknown> | null;
  /** the theme's tokens now (null: the theme is gone) */
  current: Record<string, unknown> | null;
};

/** JSON with sorted keys: two token groups are the same when their canonical texts are. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Unity Features (defined in contract/brand.ts): per token group, how many brands carry their
 * theme's current tokens (consistent), an older capture (drifted) or none (unsynced), and how many
 * distinct captures exist across brands; the score is the consistent share of all brand × group pairs.
 */
export function unityReport(brands: UnityInput[]): UnityReport {
  const groups = tokenGroups.map((group) => ({ group, consistent: 0, drifted: 0, unsynced: 0, variants: new Set<string>() }));
  const perBrand: UnityReport['perBrand'] = [];
  for (const brand of brands) {
    const drifted: TokenGroup[] = [];
    let unsynced = false;
    for (const g of groups) {
      const captured = brand.snapshot?.[g.group];
      if (captured !== undefined) g.variants.add(canonical(captured));
      if (!brand.snapshot || !brand.current || captured === undefined) {
        g.unsynced++;
        unsynced = true;
      } else if (canonical(captured) === canonical(brand.current[g.group])) {
        g.consistent++;
      } else {
        g.drifted++;
        drifted.push(g.group);
      }
    }
    perBrand.push({ brandId: brand.id, name: brand.name, themeKey: brand.themeKey, state: unsynced ? 'unsynced' : drifted.length ? 'drifted' : 'consistent', driftedGroups: drifted });
  }
  const pairs = brands.length * tokenGroups.length;
  const consistent = groups.reduce((sum, g) => sum + g.consistent, 0);
  return {
    score: pairs ? Math.round((100 * consistent) / pairs) : null,
    brands: brands.length,
    groups: groups.map((g) => ({ group: g.group, consistent: g.consistent, drifted: g.drifted, unsynced: g.unsynced, variants: g.variants.size })),
    perBrand,
  };
}
