// Form values of the three market records and their mapping to the admin API's request bodies.
// A new record sends every field; an edit sends only the fields that changed, so the server keeps
// the "derived" note on fields the administrator did not touch.
import type { Company, Signal, Trend } from '@/contract/market';
import type { CompanyCreate, CompanyUpdate, SignalCreate, SignalUpdate, TrendCreate, TrendUpdate } from '@/contract/market-admin';

export const recordKinds = ['companies', 'trends', 'signals'] as const;
export type RecordKind = (typeof recordKinds)[number];

export const companyTextFields = [
  'cultural_values',
  'regulatory_context',
  'reputation_highlights',
  'trend_insights',
  'opportunities_forecast',
  'executive_summary',
  'remote_policy',
] as const;

export interface CompanyFormValues {
  european_id: string;
  name: string;
  industry: string;
  location: string;
  regions: string[];
  languages: string[];
  transformation_focus: string[];
  cultural_values: string;
  regulatory_context: string;
  reputation_highlights: string;
  trend_insights: string;
  opportunities_forecast: string;
  executive_summary: string;
  remote_policy: string;
  cross_border: boolean;
  source: string;
}

export interface TrendFormValues {
  industry: string;
  region: string;
  /** a NumberInput's value: '' while empty */
  growth_rate: number | string;
  emerging_skills: string[];
  declining_skills: string[];
  transformation_drivers: string[];
  forecast_summary: string;
  source: string;
}

export interface SignalFormValues {
  type: string;
  message: string;
  region: string;
  languages: string[];
  link: string;
  source: string;
}

// ---------------------------------------------------------------------------------------------
// records → form values

export function emptyCompanyForm(): CompanyFormValues {
  return {
    european_id: '',
    name: '',
    industry: '',
    location: '',
    regions: [],
    languages: [],
    transformation_focus: [],
    cultural_values: '',
    regulatory_context: '',
    reputation_highlights: '',
    trend_insights: '',
    opportunities_forecast: '',
    executive_summary: '',
    remote_policy: '',
    cross_border: false,
    source: '',
  };
}

export function companyToForm(c: Company): CompanyFormValues {
  return {
    european_id: c.european_id,
    name: c.name,
    industry: c.industry,
    location: c.location,
    regions: [...c.regions],
    languages: [...c.languages],
    transformation_focus: [...c.transformation_focus],
    cultural_values: c.cultural_values ?? '',
    regulatory_context: c.regulatory_context ?? '',
    reputation_highlights: c.reputation_highlights ?? '',
    trend_insights: c.trend_insights ?? '',
    opportunities_forecast: c.opportunities_forecast ?? '',
    executive_summary: c.executive_summary ?? '',
    remote_policy: c.remote_policy ?? '',
    cross_border: c.cross_border,
    source: c.source ?? '',
  };
}

export function emptyTrendForm(): TrendFormValues {
  return {
    industry: '',
    region: '',
    growth_rate: '',
    emerging_skills: [],
    declining_skills: [],
    transformation_drivers: [],
    forecast_summary: '',
    source: '',
  };
}

export function trendToForm(t: Trend): TrendFormValues {
  return {
    industry: t.industry,
    region: t.region,
    growth_rate: t.growth_rate ?? '',
    emerging_skills: [...t.emerging_skills],
    declining_skills: [...t.declining_skills],
    transformation_drivers: [...t.transformation_drivers],
    forecast_summary: t.forecast_summary ?? '',
    source: t.source ?? '',
  };
}

export function emptySignalForm(): SignalFormValues {
  return { type: '', message: '', region: '', languages: [], link: '', source: '' };
}

export function signalToForm(s: Signal): SignalFormValues {
  return {
    type: s.type,
    message: s.message,
    region: s.region,
    languages: [...s.languages],
    link: s.link ?? '',
    source: s.source ?? '',
  };
}

// ---------------------------------------------------------------------------------------------
// form values → request bodies

/** Trimmed text; '' becomes null for the optional fields. */
function optional(value: string): string | null {
  const t = value.trim();
  return t === '' ? null : t;
}

/** Trimmed items without blanks or repeats (tags inputs already refuse most of these). */
export function cleanList(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t !== '' && !out.includes(t)) out.push(t);
  }
  return out;
}

/** The growth rate as a number, or null while the field is empty or unreadable. */
export function growthRateOf(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const t = value.replace('%', '').trim();
  if (t === '' || !/^-?\d+(?:\.\d+)?$/.test(t)) return null;
  return Number(t);
}

export function companyCreateRequest(v: CompanyFormValues): CompanyCreate {
  return {
    european_id: v.european_id.trim(),
    name: v.name.trim(),
    industry: v.industry.trim(),
    location: v.location.trim(),
    regions: cleanList(v.regions),
    languages: cleanList(v.languages),
    transformation_focus: cleanList(v.transformation_focus),
    cultural_values: optional(v.cultural_values),
    regulatory_context: optional(v.regulatory_context),
    reputation_highlights: optional(v.reputation_highlights),
    trend_insights: optional(v.trend_insights),
    opportunities_forecast: optional(v.opportunities_forecast),
    cross_border: v.cross_border,
    executive_summary: optional(v.executive_summary),
    remote_policy: optional(v.remote_policy),
    source: optional(v.source),
  };
}

/** Only call after validation: the growth rate must be a number. */
export function trendCreateRequest(v: TrendFormValues): TrendCreate {
  return {
    industry: v.industry.trim(),
    region: v.region.trim(),
    growth_rate: growthRateOf(v.growth_rate) ?? Number.NaN,
    emerging_skills: cleanList(v.emerging_skills),
    declining_skills: cleanList(v.declining_skills),
    forecast_summary: optional(v.forecast_summary),
    transformation_drivers: cleanList(v.transformation_drivers),
    source: optional(v.source),
  };
}

export function signalCreateRequest(v: SignalFormValues): SignalCreate {
  return {
    type: v.type.trim(),
    message: v.message.trim(),
    region: v.region.trim(),
    languages: cleanList(v.languages),
    link: optional(v.link),
    source: optional(v.source),
  };
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b;
}

/** The fields of `next` that differ from `current` (both in request form). */
function changed<T extends object>(next: T, current: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(next) as (keyof T)[]) {
    if (!same(next[key], current[key])) out[key] = next[key];
  }
  return out;
}

export function companyUpdateRequest(v: CompanyFormValues, current: Company): CompanyUpdate {
  return changed(companyCreateRequest(v), companyCreateRequest(companyToForm(current)));
}

/** A stored trend may have no growth rate (none published): leaving it empty keeps it so. */
export function trendUpdateRequest(v: TrendFormValues, current: Trend): TrendUpdate {
  const next: Partial<TrendCreate> = trendCreateRequest(v);
  if (growthRateOf(v.growth_rate) === null) delete next.growth_rate;
  const before: Partial<TrendCreate> = { ...trendCreateRequest(trendToForm(current)), growth_rate: current.growth_rate ?? undefined };
  return changed(next, before);
}

export function signalUpdateRequest(v: SignalFormValues, current: Signal): SignalUpdate {
  return changed(signalCreateRequest(v), signalCreateRequest(signalToForm(current)));
}
