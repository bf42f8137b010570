import { describe, expect, it } from 'vitest';
import { essentialFirst, parseExtraCountries } from './page-params';

describe('parseExtraCountries', () => {
  it('keeps valid two-letter codes beyond the spec five, once each, in upper case', () => {
    expect(parseExtraCountries('pl, ES,DE,PL,xyz,,1A')).toEqual(['PL', 'ES']);
    expect(parseExtraCountries(null)).toEqual([]);
  });

  it('keeps at most ten', () => {
    const codes = 'AT,BE,BG,HR,CY,CZ,DK,EE,FI,GR,HU,IE';
    expect(parseExtraCountries(codes)).toHaveLength(10);
  });
});

describe('essentialFirst', () => {
  it('lists essential skills first, each group by name', () => {
    const skills = [
      { name: 'Zeta', essential: false },
      { name: 'Beta', essential: true },
      { name: 'Alpha', essential: false },
      { name: 'Alpha', essential: true },
    ];
    expect(essentialFirst(skills).map((s) => `${s.name}:${s.essential}`)).toEqual(['Alpha:true', 'Beta:true', 'Alpha:false', 'Zeta:false']);
  });
});
