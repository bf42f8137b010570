import { describe, expect, it } from 'vitest';
import { countryName, distinctSources, formatEuro, formatPercentValue, toPercent } from './format';

describe('market formatting', () => {
  it('formats shares, percentages and euros', () => {
    expect(toPercent(0.724)).toBe(72);
    expect(formatPercentValue(5.25, 'en')).toBe('5.3%');
    expect(formatEuro(2161.33, 'en')).toBe('€2,161');
  });

  it('names countries in the interface language, the code when unknown', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('XX', 'en', null)).toBe('XX');
  });

  it('lists each source once with its periods', () => {
    const figures = [
      { source: 'Eurostat jvs', period: '2024Q4' },
      null,
      { source: 'Eurostat jvs', period: '2024Q3' },
      { source: 'Eurostat jvs', period: '2024Q4' },
      { source: 'Eurostat une', period: '2024' },
    ];
    expect(distinctSources(figures)).toEqual([
      { source: 'Eurostat jvs', periods: ['2024Q3', '2024Q4'] },
      { source: 'Eurostat une', periods: ['2024'] },
    ]);
  });
});
