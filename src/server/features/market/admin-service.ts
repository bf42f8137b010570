/**
 * Administrator changes to the market data: companies, trends and signals one by one or imported in
 * bulk (CSV or JSON, validated by the engine), and the dataset switches. Every row change is
 * announced by the tables' NOTIFY triggers (migration 0004); an import also adds one
 * 'market_update' signal so people see that the data changed.
 */
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Company, Signal, Trend } from '@/contract/market';
import type {
  CompanyCreate,
  CompanyUpdate,
  DatasetSetting,
  MarketImportEntity,
  MarketImportRequest,
  MarketImportResult,
  SignalCreate,
  SignalUpdate,
  TrendCreate,
  TrendUpdate,
} from '@/contract/market-admin';
import { MARKET_IMPORT_MAX_BYTES } from '@/contract/market-admin';
import type { AdminImportResult, CompanyProfileImport, MarketTrendImport, OpportunitySignalImport } from '@/engine/market/admin-import';
import {
  companyProfileImportSchema,
  validateCompanyProfiles,
  validateMarketTrends,
  validateOpportunitySignals,
} from '@/engine/market/admin-import';
import { companySearchText as searchTextOf } from '@/engine/market/company-search';
import { DATASETS, getDataset, isDatasetId } from '@/engine/market/datasets';
import { searchFold } from '@/engine/market/place-names';
import type { DatasetId } from '@/engine/market/datasets';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { companyProfiles, marketDatasets, marketEarnings, marketTrends, opportunitySignals } from '../../db/schema/market';
import { validateEarnings } from '@/engine/market/earnings';
import type { EarningsImport } from '@/engine/market/earnings';
import { AppError, isUniqueViolation } from '../../platform/errors';
import { datasetSettings, KAIROS_DATASET_DEFAULTS } from './dataset-settings';
import { MARKET_SETTINGS_EVENT, toCompany, toSignal, toTrend } from './service';

export const ENTERED_SOURCE = 'Entered by an administrator';
export const IMPORTED_SOURCE = 'Imported by an administrator';

/** Serialises imports (trends have no unique key to upsert on); the seed uses …002. */
const IMPORT_LOCK = 727_274_003;
// rows per INSERT: PostgreSQL allows 65,535 parameters per statement
const CHUNK = 500;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made the change, for the log. */
export type Actor = { userId: string };

// ---------------------------------------------------------------------------------------------
// API fields → columns

/** The one text the company search reads (engine `companySearchText`): name, places and industry words in six languages, focus areas. */
export function companySearchText(c: Pick<CompanyProfileImport, 'name' | 'industry' | 'location' | 'transformation_focus' | 'regions'>): string {
  return `${searchTextOf({ name: c.name, industry: c.industry, location: c.location, regions: c.regions })}${c.transformation_focus.map(searchFold).join(' | ')} `;
}

/** The spec fields of a company as columns (provenance columns are set by the caller). */
function companyColumns(c: CompanyProfileImport) {
  return {
    europeanId: c.european_id,
    name: c.name,
    industry: c.industry,
    location: c.location,
    regions: c.regions,
    languages: c.languages,
    transformationFocus: c.transformation_focus,
    culturalValues: c.cultural_values,
    regulatoryContext: c.regulatory_context,
    reputationHighlights: c.reputation_highlights,
    trendInsights: c.trend_insights,
    opportunitiesForecast: c.opportunities_forecast,
    crossBorder: c.cross_border,
    executiveSummary: c.executive_summary,
    remotePolicy: c.remote_policy,
    searchText: companySearchText(c),
  };
}

/** A stored trend may lack a growth rate (none published); an administrator's always has one. */
type TrendFields = Omit<MarketTrendImport, 'growth_rate'> & { growth_rate: number | null };

function trendColumns(t: TrendFields) {
  return {
    industry: t.industry,
    region: t.region,
    growthRate: t.growth_rate,
    emergingSkills: t.emerging_skills,
    decliningSkills: t.declining_skills,
    forecastSummary: t.forecast_summary,
    transformationDrivers: t.transformation_drivers,
  };
}

function signalColumns(s: OpportunitySignalImport) {
  return { type: s.type, message: s.message, region: s.region, languages: s.languages, link: s.link };
}

/** `derived` marks fields Kairos derived; a field the administrator set is no longer derived. */
function withoutDerived(derived: Record<string, string>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(derived).filter(([field]) => !fields.includes(field)));
}

async function uniqueEuropeanId<T>(europeanId: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'CONFLICT',
        `A company with the european_id "${europeanId}" already exists. Choose another european_id or edit that company.`,
        {
          field: 'european_id',
        },
      );
    }
    throw error;
  }
}

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND', `${what} not found`);
  return row;
}

// ---------------------------------------------------------------------------------------------
// companies

export async function createCompany(deps: AppDeps, actor: Actor, input: CompanyCreate): Promise<Company> {
  const rows = await uniqueEuropeanId(input.european_id, () =>
    deps.database.db
      .insert(companyProfiles)
      .values({ ...companyColumns(input), source: input.source ?? ENTERED_SOURCE, dataset: null, derived: {} })
      .returning(),
  );
  const row = first(rows, 'Company');
  deps.logger.info('market admin: company created', { id: row.id, european_id: row.europeanId, by: actor.userId });
  return toCompany(row);
}

export async function updateCompany(deps: AppDeps, actor: Actor, id: string, patch: CompanyUpdate): Promise<Company> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = first(await tx.select().from(companyProfiles).where(eq(companyProfiles.id, id)).for('update'), 'Company');
    const { source, ...fields } = patch;
    const merged = { ...toCompany(current), ...fields };
    return first(
      await uniqueEuropeanId(merged.european_id, () =>
        tx
          .update(companyProfiles)
          .set({
            ...companyColumns(merged),
            ...(source !== undefined ? { source: source ?? ENTERED_SOURCE } : {}),
            derived: withoutDerived(current.derived, Object.keys(fields)),
            updatedAt: new Date(),
          })
          .where(eq(companyProfiles.id, id))
          .returning(),
      ),
      'Company',
    );
  });
  deps.logger.info('market admin: company updated', { id, fields: Object.keys(patch), by: actor.userId });
  return toCompany(row);
}

export async function deleteCompany(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  first(await deps.database.db.delete(companyProfiles).where(eq(companyProfiles.id, id)).returning({ id: companyProfiles.id }), 'Company');
  deps.logger.info('market admin: company deleted', { id, by: actor.userId });
}

// ---------------------------------------------------------------------------------------------
// trends

export async function createTrend(deps: AppDeps, actor: Actor, input: TrendCreate): Promise<Trend> {
  const row = first(
    await deps.database.db
      .insert(marketTrends)
      .values({ ...trendColumns(input), source: input.source ?? ENTERED_SOURCE, dataset: null })
      .returning(),
    'Trend',
  );
  deps.logger.info('market admin: trend created', { id: row.id, industry: row.industry, region: row.region, by: actor.userId });
  return toTrend(row);
}

export async function updateTrend(deps: AppDeps, actor: Actor, id: string, patch: TrendUpdate): Promise<Trend> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = first(await tx.select().from(marketTrends).where(eq(marketTrends.id, id)).for('update'), 'Trend');
    const { source, ...fields } = patch;
    return first(
      await tx
        .update(marketTrends)
        .set({
          ...trendColumns({ ...toTrend(current), ...fields }),
          ...(source !== undefined ? { source: source ?? ENTERED_SOURCE } : {}),
          lastUpdated: new Date(),
        })
        .where(eq(marketTrends.id, id))
        .returning(),
      'Trend',
    );
  });
  deps.logger.info('market admin: trend updated', { id, fields: Object.keys(patch), by: actor.userId });
  return toTrend(row);
}

export async function deleteTrend(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  first(await deps.database.db.delete(marketTrends).where(eq(marketTrends.id, id)).returning({ id: marketTrends.id }), 'Trend');
  deps.logger.info('market admin: trend deleted', { id, by: actor.userId });
}

// ---------------------------------------------------------------------------------------------
// signals

export async function createSignal(deps: AppDeps, actor: Actor, input: SignalCreate): Promise<Signal> {
  const row = first(
    await deps.database.db
      .insert(opportunitySignals)
      .values({ ...signalColumns(input), source: input.source ?? ENTERED_SOURCE, dataset: null })
      .returning(),
    'Signal',
  );
  deps.logger.info('market admin: signal created', { id: row.id, type: row.type, by: actor.userId });
  return toSignal(row);
}

export async function updateSignal(deps: AppDeps, actor: Actor, id: string, patch: SignalUpdate): Promise<Signal> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = first(await tx.select().from(opportunitySignals).where(eq(opportunitySignals.id, id)).for('update'), 'Signal');
    const { source, ...fields } = patch;
    return first(
      await tx
        .update(opportunitySignals)
        .set({
          ...signalColumns({ ...toSignal(current), ...fields }),
          ...(source !== undefined ? { source: source ?? ENTERED_SOURCE } : {}),
        })
        .where(eq(opportunitySignals.id, id))
        .returning(),
      'Signal',
    );
  });
  deps.logger.info('market admin: signal updated', { id, fields: Object.keys(patch), by: actor.userId });
  return toSignal(row);
}

export async function deleteSignal(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  first(
    await deps.database.db.delete(opportunitySignals).where(eq(opportunitySignals.id, id)).returning({ id: opportunitySignals.id }),
    'Signal',
  );
  deps.logger.info('market admin: signal deleted', { id, by: actor.userId });
}

// ---------------------------------------------------------------------------------------------
// import

type Written = { inserted: number; updated: number };

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// every spec field of a company is in an imported row, so none of them is derived any more
const IMPORTED_COMPANY_FIELDS = Object.keys(companyProfileImportSchema.shape);
const NOT_DERIVED_ANY_MORE = sql.raw(`'{${IMPORTED_COMPANY_FIELDS.join(',')}}'::text[]`);

async function writeCompanies(tx: Tx, records: CompanyProfileImport[]): Promise<Written> {
  const written: Written = { inserted: 0, updated: 0 };
  const columns = getTableColumns(companyProfiles);
  const now = new Date();
  for (const chunk of chunks(records)) {
    const values = chunk.map((c) => ({ ...companyColumns(c), source: IMPORTED_SOURCE, dataset: null, derived: {}, updatedAt: now }));
    const replaced = Object.keys(values[0]!).filter(
      (k): k is keyof typeof columns => k in columns && k !== 'europeanId' && k !== 'derived',
    );
    const rows = await tx
      .insert(companyProfiles)
      .values(values)
      .onConflictDoUpdate({
        target: companyProfiles.europeanId,
        set: {
          ...Object.fromEntries(replaced.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)])),
          // a note on a field the import does not carry (the website) stays
          derived: sql`${companyProfiles.derived} - ${NOT_DERIVED_ANY_MORE}`,
        },
      })
      // xmax is 0 for a row this statement inserted, the locking transaction's id for one it updated
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of rows) written[r.inserted ? 'inserted' : 'updated'] += 1;
  }
  return written;
}

async function writeTrends(tx: Tx, records: MarketTrendImport[]): Promise<Written> {
  // industry + region identify a trend (as in the engine's duplicate check); when several stored rows
  // match, the most recently updated one is replaced
  const key = (industry: string, region: string) => `${industry.toLowerCase()}\u0000${region.toLowerCase()}`;
  const existing = new Map<string, string>();
  const stored = await tx
    .select({ id: marketTrends.id, industry: marketTrends.industry, region: marketTrends.region })
    .from(marketTrends)
    .orderBy(desc(marketTrends.lastUpdated));
  for (const s of stored) if (!existing.has(key(s.industry, s.region))) existing.set(key(s.industry, s.region), s.id);

  const now = new Date();
  const fresh: (ReturnType<typeof trendColumns> & { source: string; dataset: null; lastUpdated: Date })[] = [];
  let updated = 0;
  for (const t of records) {
    const values = { ...trendColumns(t), source: IMPORTED_SOURCE, dataset: null, lastUpdated: now };
    const id = existing.get(key(t.industry, t.region));
    if (id === undefined) {
      fresh.push(values);
      continue;
    }
    await tx.update(marketTrends).set(values).where(eq(marketTrends.id, id));
    updated += 1;
  }
  for (const chunk of chunks(fresh)) await tx.insert(marketTrends).values(chunk);
  return { inserted: fresh.length, updated };
}

async function writeSignals(tx: Tx, records: OpportunitySignalImport[]): Promise<Written> {
  for (const chunk of chunks(records)) {
    await tx.insert(opportunitySignals).values(chunk.map((s) => ({ ...signalColumns(s), source: IMPORTED_SOURCE, dataset: null })));
  }
  return { inserted: records.length, updated: 0 };
}

/** Earnings rows replace the stored figure with the same country, group, measure and period. */
async function writeEarnings(tx: Tx, records: EarningsImport[]): Promise<Written> {
  const written: Written = { inserted: 0, updated: 0 };
  const now = new Date();
  for (const chunk of chunks(records)) {
    const rows = await tx
      .insert(marketEarnings)
      .values(chunk.map((e) => ({ country: e.country, iscoGroup: e.isco_group, measure: e.measure, value: e.value, currency: e.currency, period: e.period, source: e.source, url: e.url, updatedAt: now })))
      .onConflictDoUpdate({
        target: [marketEarnings.country, marketEarnings.iscoGroup, marketEarnings.measure, marketEarnings.period],
        set: { value: sql`excluded.value`, currency: sql`excluded.currency`, source: sql`excluded.source`, url: sql`excluded.url`, updatedAt: now },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of rows) written[r.inserted ? 'inserted' : 'updated'] += 1;
  }
  return written;
}

const NOUNS: Record<MarketImportEntity, [one: string, many: string]> = {
  companies: ['company', 'companies'],
  trends: ['trend', 'trends'],
  signals: ['signal', 'signals'],
  earnings: ['earnings figure', 'earnings figures'],
};

type Plan<T> = { result: AdminImportResult<T>; write: (tx: Tx, records: T[]) => Promise<Written> };

function plan(request: MarketImportRequest): Plan<CompanyProfileImport> | Plan<MarketTrendImport> | Plan<OpportunitySignalImport> | Plan<EarningsImport> {
  switch (request.entity) {
    case 'companies':
      return { result: validateCompanyProfiles(request.content, request.format), write: writeCompanies };
    case 'trends':
      return { result: validateMarketTrends(request.content, request.format), write: writeTrends };
    case 'signals':
      return { result: validateOpportunitySignals(request.content, request.format), write: writeSignals };
    case 'earnings':
      return { result: validateEarnings(request.content, request.format), write: writeEarnings };
  }
}

/**
 * Validates the file; unless it is a dry run, writes every valid row in one transaction (rows with
 * errors are skipped whole) and announces the import with one 'market_update' signal.
 */
export async function importMarketData(deps: AppDeps, actor: Actor, request: MarketImportRequest): Promise<MarketImportResult> {
  if (Buffer.byteLength(request.content, 'utf8') > MARKET_IMPORT_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 5 MB. Split it into smaller files.');
  }
  const { result, write } = plan(request) as Plan<unknown>;
  let written: Written = { inserted: 0, updated: 0 };
  if (!request.dry_run && result.valid.length > 0) {
    written = await deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMPORT_LOCK})`);
      const done = await write(tx, result.valid);
      const count = done.inserted + done.updated;
      const [one, many] = NOUNS[request.entity];
      await tx.insert(opportunitySignals).values({
        type: 'market_update',
        message: `Market data updated: ${count} ${count === 1 ? one : many} imported`,
        region: 'Europe',
        languages: [],
        source: IMPORTED_SOURCE,
        dataset: null,
      });
      return done;
    });
  }
  deps.logger.info(`market admin: ${request.entity} import${request.dry_run ? ' (dry run)' : ''}`, {
    format: request.format,
    total: result.total,
    valid: result.valid.length,
    errors: result.errors.length,
    ...written,
    by: actor.userId,
  });
  return {
    entity: request.entity,
    dry_run: request.dry_run,
    total: result.total,
    valid: result.valid.length,
    ...written,
    errors: result.errors,
  };
}

// ---------------------------------------------------------------------------------------------
// datasets

function kairosDefault(id: DatasetId): boolean {
  return KAIROS_DATASET_DEFAULTS[id] ?? getDataset(id).defaultEnabled;
}

/** Which datasets are on (an administrator's choices over the Kairos defaults, ADR 005); for every market read. */
export { datasetSettings };

export async function listDatasets(deps: AppDeps): Promise<DatasetSetting[]> {
  const rows = await deps.database.db.select().from(marketDatasets);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return DATASETS.map((d) => {
    const row = byId.get(d.id);
    return {
      id: d.id,
      name: d.name,
      publisher: d.publisher,
      enabled: row?.enabled ?? kairosDefault(d.id),
      default_enabled: kairosDefault(d.id),
      overridden: row !== undefined,
      licence: d.reuseTerms,
      acknowledgement: d.acknowledgement,
      commercial_use_cleared: d.commercialUseCleared,
      coverage: d.coverage,
      caveats: d.caveats,
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  });
}

export async function setDatasetEnabled(deps: AppDeps, actor: Actor, id: string, enabled: boolean): Promise<DatasetSetting> {
  if (!isDatasetId(id)) throw new AppError('NOT_FOUND', `No dataset "${id}"`);
  const now = new Date();
  await deps.database.db
    .insert(marketDatasets)
    .values({ id, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: marketDatasets.id, set: { enabled, updatedAt: now } });
  deps.logger.info(`market admin: dataset ${id} switched ${enabled ? 'on' : 'off'}`, { by: actor.userId });
  // every process's market caches hold figures of the old choice: tell them (no person receives it)
  await deps.events.publish({ name: MARKET_SETTINGS_EVENT, userId: '', data: { dataset: id, enabled } }).catch((error: unknown) => {
    deps.logger.warn('could not announce a dataset switch', { error: String(error) });
  });
  const setting = (await listDatasets(deps)).find((d) => d.id === id);
  if (!setting) throw new Error(`dataset ${id} missing from the list`); // unreachable: id is a DatasetId
  return setting;
}
