import { describe, expect, it } from 'vitest';
import { DATASETS, DATASET_IDS, datasetForSource, resolveDatasetSettings } from './datasets';

describe('datasets', () => {
  it('has one entry per id, each with its reuse terms', () => {
    expect(DATASETS.map((d) => d.id)).toEqual([...DATASET_IDS]);
    for (const d of DATASETS) expect(d.reuseTerms.length).toBeGreaterThan(20);
  });

  it('clears commercial use only where SOURCES.md allows reuse with acknowledgement', () => {
    const cleared = DATASETS.filter((d) => d.commercialUseCleared).map((d) => d.id);
    expect(cleared).toEqual(['eurostat', 'european-commission', 'ela-eures']);
  });

  it('switches off by default the datasets that need a licence decision', () => {
    const off = DATASETS.filter((d) => !d.defaultEnabled).map((d) => d.id);
    expect(off).toEqual(['hofstede', 'wef', 'ef-epi', 'forbes-global-2000']);
  });

  it('lets the operator override the defaults', () => {
    const s = resolveDatasetSettings({ hofstede: true, eurostat: false });
    expect(s.hofstede).toBe(true);
    expect(s.eurostat).toBe(false);
    expect(s.wef).toBe(false);
    expect(s['work-culture']).toBe(true);
  });

  it('attributes source strings by the publisher named first', () => {
    expect(datasetForSource('Eurostat une_rt_a via https://apiardata.com/statistics/eu-unemployment-rate-by-country')).toBe('eurostat');
    expect(datasetForSource('European Commission, State of the Digital Decade 2024; Eurostat isoc_sks_itspt')).toBe('european-commission');
    expect(datasetForSource('Statistics Norway (SSB) population at beginning of 2024')).toBe('national-agencies');
    expect(datasetForSource('EURES via euhelpers.pl (secondary)')).toBe('ela-eures');
    expect(datasetForSource('World Economic Forum, Future of Jobs Report 2025, p.43')).toBe('wef');
    expect(datasetForSource('EF EPI 2024 (13th ed., Nov 2024)')).toBe('ef-epi');
    expect(datasetForSource('a blog post')).toBeNull();
  });
});
