// The form's rules must agree with the server's schemas: every sample is judged by both, and the
// fields each one flags must be the same.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyCreateSchema, MARKET_IMPORT_MAX_BYTES, signalCreateSchema, trendCreateSchema } from '@/contract/market-admin';
import { IMPORT_MAX_BYTES } from './limits';
import { companyCreateRequest, emptyCompanyForm, emptySignalForm, emptyTrendForm, signalCreateRequest, trendCreateRequest } from './record-forms';
import type { CompanyFormValues, SignalFormValues, TrendFormValues } from './record-forms';
import { isHttpUrl, validateCompanyForm, validateSignalForm, validateTrendForm } from './validation';

function serverFields(schema: z.ZodType, body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))].sort();
}

const long = (n: number) => 'x'.repeat(n);
const items = (n: number) => Array.from({ length: n }, (_, i) => `item ${i}`);

const validTrend: TrendFormValues = { ...emptyTrendForm(), industry: 'Energy', region: 'Germany', growth_rate: 12.5 };
const trendSamples: TrendFormValues[] = [
  validTrend,
  emptyTrendForm(),
  { ...validTrend, industry: '   ' },
  { ...validTrend, industry: long(201), region: long(200) },
  { ...validTrend, growth_rate: -100.5 },
  { ...validTrend, growth_rate: 1000.01 },
  { ...validTrend, growth_rate: -100 },
  { ...validTrend, growth_rate: 1000 },
  { ...validTrend, emerging_skills: items(51), declining_skills: items(50) },
  { ...validTrend, transformation_drivers: ['ok', long(201)] },
  { ...validTrend, forecast_summary: long(5001) },
  { ...validTrend, source: long(501) },
  { ...validTrend, source: long(500), forecast_summary: long(5000) },
];

const validCompany: CompanyFormValues = { ...emptyCompanyForm(), european_id: 'DE-1', name: 'Acme', industry: 'Energy', location: 'Berlin' };
const companySamples: CompanyFormValues[] = [
  validCompany,
  emptyCompanyForm(),
  { ...validCompany, european_id: long(101) },
  { ...validCompany, european_id: long(100), name: long(201) },
  { ...validCompany, regions: items(51), languages: [long(201)] },
  { ...validCompany, remote_policy: long(5001), executive_summary: long(5000) },
];

const validSignal: SignalFormValues = { ...emptySignalForm(), type: 'skill_shortage', message: 'Cooks wanted', region: 'Austria' };
const signalSamples: SignalFormValues[] = [
  validSignal,
  emptySignalForm(),
  { ...validSignal, type: long(51), message: long(1001) },
  { ...validSignal, type: long(50), message: long(1000) },
  { ...validSignal, link: 'https://www.ams.at/list' },
  { ...validSignal, link: 'http://example.org' },
  { ...validSignal, link: 'ftp://example.org/file' },
  { ...validSignal, link: 'example.org' },
  { ...validSignal, link: 'https://localhost/x' },
  { ...validSignal, link: 'javascript:alert(1)' },
  { ...validSignal, link: `https://example.org/${long(2000)}` },
  { ...validSignal, languages: items(51) },
];

describe('form validation mirrors the server', () => {
  it.each(trendSamples.map((s, i) => [i, s] as const))('trend sample %i', (_, sample) => {
    expect(Object.keys(validateTrendForm(sample)).sort()).toEqual(serverFields(trendCreateSchema, trendCreateRequest(sample)));
  });

  it.each(companySamples.map((s, i) => [i, s] as const))('company sample %i', (_, sample) => {
    expect(Object.keys(validateCompanyForm(sample)).sort()).toEqual(serverFields(companyCreateSchema, companyCreateRequest(sample)));
  });

  it.each(signalSamples.map((s, i) => [i, s] as const))('signal sample %i', (_, sample) => {
    expect(Object.keys(validateSignalForm(sample)).sort()).toEqual(serverFields(signalCreateSchema, signalCreateRequest(sample)));
  });

  it('uses the server wording', () => {
    expect(validateTrendForm({ ...validTrend, growth_rate: '' })).toEqual({ growth_rate: { code: 'required' } });
    expect(validateTrendForm({ ...validTrend, growth_rate: 'lots' })).toEqual({ growth_rate: { code: 'notNumber' } });
    expect(validateTrendForm({ ...validTrend, growth_rate: 2000 })).toEqual({ growth_rate: { code: 'tooBig', max: 1000 } });
    expect(validateTrendForm({ ...validTrend, emerging_skills: ['a', long(201)] })).toEqual({
      emerging_skills: { code: 'itemTooLong', item: 2, max: 200 },
    });
    expect(validateSignalForm({ ...validSignal, link: 'ftp://x.org' })).toEqual({ link: { code: 'notHttpUrl' } });
  });

  it('lets an edited trend without a published growth rate stay without one', () => {
    expect(validateTrendForm({ ...validTrend, growth_rate: '' }, true)).toEqual({});
    expect(validateTrendForm({ ...validTrend, growth_rate: 5000 }, true)).toEqual({ growth_rate: { code: 'tooBig', max: 1000 } });
  });

  it('accepts only http(s) addresses with a domain name', () => {
    expect(isHttpUrl('https://example.org/a?b=1')).toBe(true);
    expect(isHttpUrl('mailto:a@example.org')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('has the contract size limit for imports', () => {
    expect(IMPORT_MAX_BYTES).toBe(MARKET_IMPORT_MAX_BYTES);
  });
});
