// The server's rules for the three records, field by field, as problems the form translates.
// Same limits and the same wording as the engine's schemas (see limits.ts).
import {
  EUROPEAN_ID_MAX,
  GROWTH_RATE_MAX,
  GROWTH_RATE_MIN,
  LINK_MAX,
  LIST_MAX,
  NAME_MAX,
  SIGNAL_MESSAGE_MAX,
  SIGNAL_TYPE_MAX,
  SOURCE_MAX,
  TEXT_MAX,
} from './limits';
import { companyTextFields, growthRateOf } from './record-forms';
import type { CompanyFormValues, SignalFormValues, TrendFormValues } from './record-forms';

export type Problem =
  | { code: 'required' }
  | { code: 'tooLong'; max: number }
  | { code: 'notNumber' }
  | { code: 'tooSmall'; min: number }
  | { code: 'tooBig'; max: number }
  | { code: 'tooManyItems'; max: number }
  | { code: 'itemTooLong'; item: number; max: number }
  | { code: 'notHttpUrl' };

export type Problems<V> = Partial<Record<keyof V & string, Problem>>;

function required(value: string, max: number): Problem | null {
  const t = value.trim();
  if (t === '') return { code: 'required' };
  return t.length > max ? { code: 'tooLong', max } : null;
}

function optional(value: string, max: number): Problem | null {
  return value.trim().length > max ? { code: 'tooLong', max } : null;
}

function list(values: readonly string[]): Problem | null {
  const items = values.map((v) => v.trim()).filter((v) => v !== '');
  if (items.length > LIST_MAX) return { code: 'tooManyItems', max: LIST_MAX };
  const long = items.findIndex((v) => v.length > NAME_MAX);
  return long >= 0 ? { code: 'itemTooLong', item: long + 1, max: NAME_MAX } : null;
}

// z.httpUrl(): an http(s) address whose host is a domain name with a top-level part
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname);
  } catch {
    return false;
  }
}

function link(value: string): Problem | null {
  const t = value.trim();
  if (t === '') return null;
  if (!isHttpUrl(t)) return { code: 'notHttpUrl' };
  return t.length > LINK_MAX ? { code: 'tooLong', max: LINK_MAX } : null;
}

function collect<V>(checks: Record<keyof V & string, Problem | null>): Problems<V> {
  return Object.fromEntries(Object.entries(checks).filter(([, p]) => p !== null)) as Problems<V>;
}

export function validateCompanyForm(v: CompanyFormValues): Problems<CompanyFormValues> {
  const texts = Object.fromEntries(companyTextFields.map((f) => [f, optional(v[f], TEXT_MAX)])) as Record<
    (typeof companyTextFields)[number],
    Problem | null
  >;
  return collect<CompanyFormValues>({
    european_id: required(v.european_id, EUROPEAN_ID_MAX),
    name: required(v.name, NAME_MAX),
    industry: required(v.industry, NAME_MAX),
    location: required(v.location, NAME_MAX),
    regions: list(v.regions),
    languages: list(v.languages),
    transformation_focus: list(v.transformation_focus),
    ...texts,
    cross_border: null,
    source: optional(v.source, SOURCE_MAX),
  });
}

/**
 * `keepsMissingRate`: editing a stored trend that has no growth rate, which may stay empty (the
 * API cannot clear a rate, only change it).
 */
export function validateTrendForm(v: TrendFormValues, keepsMissingRate = false): Problems<TrendFormValues> {
  return collect<TrendFormValues>({
    industry: required(v.industry, NAME_MAX),
    region: required(v.region, NAME_MAX),
    growth_rate: growthRateProblem(v.growth_rate, keepsMissingRate),
    emerging_skills: list(v.emerging_skills),
    declining_skills: list(v.declining_skills),
    transformation_drivers: list(v.transformation_drivers),
    forecast_summary: optional(v.forecast_summary, TEXT_MAX),
    source: optional(v.source, SOURCE_MAX),
  });
}

function growthRateProblem(value: number | string, mayBeEmpty: boolean): Problem | null {
  if (typeof value === 'string' && value.trim() === '') return mayBeEmpty ? null : { code: 'required' };
  const rate = growthRateOf(value);
  if (rate === null) return { code: 'notNumber' };
  if (rate < GROWTH_RATE_MIN) return { code: 'tooSmall', min: GROWTH_RATE_MIN };
  if (rate > GROWTH_RATE_MAX) return { code: 'tooBig', max: GROWTH_RATE_MAX };
  return null;
}

export function validateSignalForm(v: SignalFormValues): Problems<SignalFormValues> {
  return collect<SignalFormValues>({
    type: required(v.type, SIGNAL_TYPE_MAX),
    message: required(v.message, SIGNAL_MESSAGE_MAX),
    region: required(v.region, NAME_MAX),
    languages: list(v.languages),
    link: link(v.link),
    source: optional(v.source, SOURCE_MAX),
  });
}
