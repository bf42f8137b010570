import { describe, expect, it } from 'vitest';
import { companySearchText, matchesSearch } from './company-search';
import { countriesInText, countryOfPlace } from './place-names';

const allianz = companySearchText({ name: 'Allianz', industry: 'Financial and insurance activities', location: 'Munich, Germany', regions: ['Germany'] });
const generali = companySearchText({ name: 'Assicurazioni Generali', industry: 'Financial and insurance activities', location: 'Trieste, Italy', regions: ['Italy'] });
const pirelli = companySearchText({ name: 'Pirelli', industry: 'Manufacturing', location: 'Milan, Italy', regions: ['Italy'] });

describe('company search (issue 20)', () => {
  it('finds a city by its local and its English name', () => {
    for (const q of ['Milano', 'Milan', 'Mailand', 'milán']) expect(matchesSearch(pirelli, q)).toBe(true);
    for (const q of ['München', 'Munich', 'muenchen', 'Monaco di Baviera']) expect(matchesSearch(allianz, q)).toBe(true);
    expect(matchesSearch(allianz, 'Milano')).toBe(false);
  });

  it('finds a country by its name in the six languages and its own', () => {
    for (const q of ['Italia', 'Italy', 'Italien', 'Italie', 'Italië']) expect(matchesSearch(generali, q)).toBe(true);
    for (const q of ['Deutschland', 'Alemania', 'Duitsland']) expect(matchesSearch(allianz, q)).toBe(true);
  });

  it('finds industry words in en, de, fr, es, it and nl, only for the company’s own industry', () => {
    for (const q of ['insurance', 'Versicherung', 'assurance', 'seguros', 'assicurazioni', 'verzekering', 'bank']) expect(matchesSearch(allianz, q)).toBe(true);
    expect(matchesSearch(pirelli, 'Versicherung')).toBe(false);
    expect(matchesSearch(pirelli, 'Industrie')).toBe(true);
  });

  it('needs every word of the query, each at a word start; names match from their first letters', () => {
    expect(matchesSearch(allianz, 'alli')).toBe(true);
    expect(matchesSearch(allianz, 'allianz munich')).toBe(true);
    expect(matchesSearch(allianz, 'allianz milan')).toBe(false);
    expect(matchesSearch(allianz, 'lianz')).toBe(false);
  });
});

describe('places in a person’s goals', () => {
  it('reads countries and regions in any of the six languages, in the order named', () => {
    expect(countriesInText(['Move to the Nordics or Switzerland']).map((c) => c.code)).toEqual(['DK', 'FI', 'IS', 'NO', 'SE', 'CH']);
    expect(countriesInText(['Arbeiten in der Schweiz'])).toEqual([{ code: 'CH', named: 'Schweiz' }]);
    expect(countriesInText(['Trabajar en los Países Bajos']).map((c) => c.code)).toEqual(['NL']);
    expect(countriesInText(['Become a team lead'])).toEqual([]);
  });

  it('takes the country of residence from a place as people write it', () => {
    expect(countryOfPlace('Milano, Italia')).toBe('IT');
    expect(countryOfPlace('Munich, Germany')).toBe('DE');
    expect(countryOfPlace('Zürich / Schweiz')).toBe('CH');
    expect(countryOfPlace('Somewhere')).toBeNull();
  });
});
