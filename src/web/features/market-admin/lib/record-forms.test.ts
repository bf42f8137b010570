import { describe, expect, it } from 'vitest';
import type { Company, Signal, Trend } from '@/contract/market';
import { companyCreateSchema, companyUpdateSchema, signalCreateSchema, trendCreateSchema, trendUpdateSchema } from '@/contract/market-admin';
import {
  cleanList,
  companyCreateRequest,
  companyToForm,
  companyUpdateRequest,
  emptyCompanyForm,
  emptySignalForm,
  emptyTrendForm,
  growthRateOf,
  signalCreateRequest,
  signalToForm,
  signalUpdateRequest,
  trendCreateRequest,
  trendToForm,
  trendUpdateRequest,
} from './record-forms';

const company: Company = {
  id: 'c1',
  european_id: 'DE-1',
  name: 'Siemens',
  industry: 'Industrial technology',
  location: 'Munich, Germany',
  regions: ['Germany'],
  languages: ['German', 'English'],
  transformation_focus: ['Automation'],
  cultural_values: null,
  regulatory_context: null,
  reputation_highlights: 'Large employer',
  trend_insights: null,
  opportunities_forecast: null,
  cross_border: true,
  executive_summary: null,
  remote_policy: null,
  employees: null,
  website: null,
  source: 'Forbes Global 2000',
  dataset: 'forbes-global-2000',
  derived: { cultural_values: 'from the country profile' },
  updated_at: '2025-01-01T00:00:00.000Z',
};

const trend: Trend = {
  id: 't1',
  industry: 'All industries',
  region: 'EU',
  growth_rate: null,
  emerging_skills: ['AI and big data'],
  declining_skills: [],
  forecast_summary: null,
  transformation_drivers: [],
  source: 'WEF',
  dataset: 'wef',
  last_updated: '2025-01-01T00:00:00.000Z',
};

const signal: Signal = {
  id: 's1',
  type: 'skill_shortage',
  message: 'Cooks wanted',
  region: 'Austria',
  languages: ['German'],
  link: null,
  source: null,
  dataset: null,
  created_at: '2025-01-01T00:00:00.000Z',
};

describe('form values → new records', () => {
  it('trims text, turns empty optional fields into null and leaves out blank list items', () => {
    const body = trendCreateRequest({
      ...emptyTrendForm(),
      industry: '  Heat pumps ',
      region: 'Germany',
      growth_rate: 12.5,
      emerging_skills: [' Heat pumps ', '', 'Heat pumps', 'Grid planning'],
      forecast_summary: '   ',
    });
    expect(body).toEqual({
      industry: 'Heat pumps',
      region: 'Germany',
      growth_rate: 12.5,
      emerging_skills: ['Heat pumps', 'Grid planning'],
      declining_skills: [],
      forecast_summary: null,
      transformation_drivers: [],
      source: null,
    });
    expect(trendCreateSchema.parse(body)).toEqual(body);
  });

  it('sends every field of a company and a signal, in the shape the server accepts', () => {
    const companyBody = companyCreateRequest({ ...emptyCompanyForm(), european_id: 'FR-9', name: 'Acme', industry: 'Energy', location: 'Lyon', cross_border: true });
    expect(companyCreateSchema.parse(companyBody)).toEqual(companyBody);
    expect(companyBody).toMatchObject({ cultural_values: null, regions: [], cross_border: true, source: null });

    const signalBody = signalCreateRequest({ ...emptySignalForm(), type: 'skill_shortage', message: 'Cooks', region: 'AT', link: ' https://example.org/a ' });
    expect(signalBody).toEqual({ type: 'skill_shortage', message: 'Cooks', region: 'AT', languages: [], link: 'https://example.org/a', source: null });
    expect(signalCreateSchema.parse(signalBody)).toEqual(signalBody);
  });

  it('reads a growth rate typed with or without a percent sign', () => {
    expect(growthRateOf(12.5)).toBe(12.5);
    expect(growthRateOf('-3.5 %')).toBe(-3.5);
    expect(growthRateOf('')).toBeNull();
    expect(growthRateOf('abc')).toBeNull();
    expect(cleanList(['a', ' a', '', 'b'])).toEqual(['a', 'b']);
  });
});

describe('form values → changes to an existing record', () => {
  it('sends nothing when nothing changed', () => {
    expect(companyUpdateRequest(companyToForm(company), company)).toEqual({});
    expect(trendUpdateRequest(trendToForm(trend), trend)).toEqual({});
    expect(signalUpdateRequest(signalToForm(signal), signal)).toEqual({});
  });

  it('sends only the changed fields, so untouched derived fields stay derived', () => {
    const patch = companyUpdateRequest({ ...companyToForm(company), name: 'Siemens AG', regions: ['Germany', 'Austria'], reputation_highlights: '' }, company);
    expect(patch).toEqual({ name: 'Siemens AG', regions: ['Germany', 'Austria'], reputation_highlights: null });
    expect(companyUpdateSchema.parse(patch)).toEqual(patch);
  });

  it('clearing the source asks for the default ("Entered by an administrator")', () => {
    expect(signalUpdateRequest({ ...signalToForm(signal), source: '' }, { ...signal, source: 'Old' })).toEqual({ source: null });
  });

  it('keeps a missing growth rate missing, and sends a new one', () => {
    expect(trendUpdateRequest({ ...trendToForm(trend), region: 'EU-27' }, trend)).toEqual({ region: 'EU-27' });
    const patch = trendUpdateRequest({ ...trendToForm(trend), growth_rate: 4 }, trend);
    expect(patch).toEqual({ growth_rate: 4 });
    expect(trendUpdateSchema.parse(patch)).toEqual(patch);
    expect(trendUpdateRequest({ ...trendToForm({ ...trend, growth_rate: 4 }), growth_rate: 4 }, { ...trend, growth_rate: 4 })).toEqual({});
  });
});
