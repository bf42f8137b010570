/**
 * First-start import of the sourced market data (seed/market-data) into the market tables. Runs
 * once per database (an advisory lock keeps two starting processes from both importing).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyProfiles, marketCountries, marketTrends, opportunitySignals, shortageOccupations, skillDemand } from '../../db/schema/market';
import { importCountries } from '@/engine/market/import/countries';
import type { CountryRecord } from '@/engine/market/import/countries';
import { importCulturalDimensions } from '@/engine/market/import/cultural-dimensions';
import { importEmployers } from '@/engine/market/import/employers';
import type { EmployerRecord } from '@/engine/market/import/employers';
import { importShortageOccupations } from '@/engine/market/import/shortage-occupations';
import type { ShortageOccupationRecord } from '@/engine/market/import/shortage-occupations';
import { importSkillsDemand } from '@/engine/market/import/skills-demand';
import type { SkillDemandRecord } from '@/engine/market/import/skills-demand';
import { importWorkCulture } from '@/engine/market/import/work-culture';
import { companySearchText } from '@/engine/market/company-search';
import { searchFold } from '@/engine/market/place-names';
import type { Logger } from '../../platform/logger';
import { projectRoot } from '../../paths';

export const marketSeedDir = path.join(projectRoot, 'seed/market-data');
const SEED_LOCK = 727_274_002;

function read(dir: string, file: string): string {
  return fs.readFileSync(path.join(dir, file), 'utf8');
}

function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function companyFromEmployer(e: EmployerRecord, country: CountryRecord | undefined) {
  const countryName = country?.name ?? e.country;
  const location = `${e.city}, ${countryName}`;
  return {
    europeanId: `${e.country}-${slug(e.name)}`,
    name: e.name,
    industry: e.nace.label,
    location,
    regions: [countryName],
    languages: country?.officialLanguages ?? [],
    // focus areas only from company-specific, sourced facts: the employer list has none (issue 20)
    transformationFocus: [],
    crossBorder: false,
    employees: e.employees,
    website: e.website?.domain ?? null,
    source: e.source,
    dataset: 'forbes-global-2000',
    derived: {
      regions: 'The headquarters country',
      languages: 'The official languages of the headquarters country',
      ...(e.website ? { website: 'Domain not verified against the company' } : {}),
    },
    searchText: companySearchText({ name: e.name, industry: e.nace.label, location, regions: [countryName], naceSection: e.nace.section }),
  };
}

/** Skill-demand rows grouped by scope and source become the spec's market trends (no growth rate is published). */
export function trendsFromSkillDemand(rows: readonly SkillDemandRecord[]) {
  const groups = new Map<string, SkillDemandRecord[]>();
  for (const r of rows) {
    const key = `${r.scope}|${r.dataset}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const region = first.scope === 'global' ? 'Global' : first.scope;
    return {
      industry: 'All industries',
      region,
      growthRate: null,
      emergingSkills: group.filter((r) => r.trend === 'growing').map((r) => r.skill),
      decliningSkills: group.filter((r) => r.trend === 'declining').map((r) => r.skill),
      forecastSummary: `Skills employers expect to grow or decline (${region}, ${first.period}).`,
      transformationDrivers: [],
      source: [...new Set(group.map((r) => r.source))].join('; '),
      dataset: first.dataset,
    };
  });
}

export function signalFromShortage(s: ShortageOccupationRecord, country: CountryRecord | undefined) {
  const where = s.euWide ? 'the EU' : (country?.name ?? s.country);
  return {
    type: 'skill_shortage',
    message: `${s.occupation}${s.localName ? ` (${s.localName})` : ''}: shortage occupation in ${where}, ${s.severity} (${s.period})`,
    region: s.euWide ? 'EU' : (country?.name ?? s.country),
    languages: country?.officialLanguages ?? [],
    link: /^https?:\/\//.test(s.url) ? s.url : null,
    source: s.publisher,
    dataset: s.dataset,
  };
}

/**
 * Rebuilds the search text of companies that have none (migration 0019 empties them when the search
 * learns new words), without a live update per row. Returns how many it rebuilt.
 */
export async function refreshCompanySearchText(database: Database): Promise<number> {
  const stale = await database.db
    .select({ id: companyProfiles.id, name: companyProfiles.name, industry: companyProfiles.industry, location: companyProfiles.location, regions: companyProfiles.regions, focus: companyProfiles.transformationFocus })
    .from(companyProfiles)
    .where(eq(companyProfiles.searchText, ''));
  if (stale.length === 0) return 0;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE european_company_profiles DISABLE TRIGGER european_company_profiles_notify`);
    for (const c of stale) await tx.update(companyProfiles).set({ searchText: `${companySearchText(c)}${c.focus.map(searchFold).join(' | ')} ` }).where(eq(companyProfiles.id, c.id));
    await tx.execute(sql`ALTER TABLE european_company_profiles ENABLE TRIGGER european_company_profiles_notify`);
  });
  return stale.length;
}

/** Imports the seed files when the market tables are empty. Returns what it did. */
export async function seedMarketData(database: Database, logger?: Logger, dir = marketSeedDir): Promise<'seeded' | 'present' | 'missing'> {
  if (!fs.existsSync(path.join(dir, 'countries.csv'))) {
    logger?.warn(`Market seed data not found in ${dir}; the market pages will be empty until an administrator imports data.`);
    return 'missing';
  }
  const countries = importCountries(read(dir, 'countries.csv'));
  const dimensions = importCulturalDimensions(read(dir, 'cultural_dimensions.csv'));
  const culture = importWorkCulture(read(dir, 'work_culture.md'));
  const employers = importEmployers(read(dir, 'employers.csv'));
  const shortages = importShortageOccupations(read(dir, 'shortage_occupations.csv'));
  const demand = importSkillsDemand(read(dir, 'skills_demand.csv'));
  const errors = [countries, dimensions, culture, employers, shortages, demand].flatMap((r) => r.errors);
  for (const e of errors.slice(0, 20)) logger?.warn(`market seed: line ${e.line}: ${e.message}`);

  const byCode = new Map(countries.records.map((c) => [c.code, c]));
  const outcome = await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [present] = await tx.select({ n: sql<number>`count(*)::int` }).from(marketCountries);
    if (Number(present?.n ?? 0) > 0) return 'present' as const;
    const dimsByCode = new Map(dimensions.records.map((d) => [d.code, d]));
    const cultureByCode = new Map(culture.records.map((c) => [c.country, c]));
    await tx.insert(marketCountries).values(
      countries.records.map((c) => ({
        code: c.code,
        name: c.name,
        record: c as unknown as Record<string, unknown>,
        dimensions: (dimsByCode.get(c.code) ?? null) as Record<string, unknown> | null,
        workCulture: (cultureByCode.get(c.code) ?? null) as Record<string, unknown> | null,
      })),
    );
    if (shortages.records.length) {
      await tx.insert(shortageOccupations).values(
        shortages.records.map((s) => ({ record: s as unknown as Record<string, unknown>, country: s.country, occupation: s.occupation })),
      );
    }
    if (demand.records.length) {
      await tx.insert(skillDemand).values(demand.records.map((d) => ({ record: d as unknown as Record<string, unknown>, skill: d.skill })));
    }
    if (employers.records.length) await tx.insert(companyProfiles).values(employers.records.map((e) => companyFromEmployer(e, byCode.get(e.country))));
    const trends = trendsFromSkillDemand(demand.records);
    if (trends.length) await tx.insert(marketTrends).values(trends);
    const signals = shortages.records.map((s) => signalFromShortage(s, byCode.get(s.country)));
    if (signals.length) await tx.insert(opportunitySignals).values(signals);
    logger?.info(
      `Market data imported: ${countries.records.length} countries, ${employers.records.length} companies, ${trends.length} trends, ${signals.length} signals (${errors.length} row errors)`,
    );
    return 'seeded' as const;
  });
  const rebuilt = await refreshCompanySearchText(database);
  if (rebuilt > 0) logger?.info(`Company search text rebuilt for ${rebuilt} companies`);
  return outcome;
}
