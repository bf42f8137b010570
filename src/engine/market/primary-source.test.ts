import { describe, expect, it } from 'vitest';
import { primarySource } from './primary-source';

describe('primarySource', () => {
  it('keeps the publisher, dataset code and qualifier, never the mirror it was read from', () => {
    expect(primarySource('Eurostat une_rt_a via https://apiardata.com/statistics/eu-unemployment-rate-by-country ; checked vs EIGE')).toBe('Eurostat une_rt_a');
    expect(primarySource('Eurostat une_rt_a (age 15-24) via https://apiardata.com/x')).toBe('Eurostat une_rt_a (age 15-24)');
    expect(primarySource('Eurostat jvs_q_nace2 release for 2024Q3 as reprinted at https://europe-data.com/x (DK not comparable)')).toBe('Eurostat jvs_q_nace2 release for 2024Q3');
    expect(primarySource('Eurostat isoc_sks_itspt, news May 2024 (2023 data) as reprinted at https://x')).toBe('Eurostat isoc_sks_itspt');
    expect(primarySource('European Labour Authority via euhelpers.pl (secondary)')).toBe('European Labour Authority');
    expect(primarySource('Swiss FSO permanent resident population end-2024, via https://www.swissinfo.ch/x')).toBe('Swiss FSO permanent resident population end-2024');
    expect(primarySource('Bundesagentur für Arbeit')).toBe('Bundesagentur für Arbeit');
  });
});
