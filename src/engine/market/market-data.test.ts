/**
 * The importers and the cross-border comparison on the real market-data files the first start imports
 * (seed/market-data, copied from the shared set by `npm run derive:shared`; MARKET_DATA_DIR overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EUROPEAN_COUNTRIES } from './country-codes';
import { culturalContext } from './cultural-context';
import { crossBorderComparison } from './cross-border';
import { ALL_DATASETS_ENABLED } from './datasets';
import { importCountries } from './import/countries';
import type { CountryRecord } from './import/countries';
import { importCulturalDimensions } from './import/cultural-dimensions';
import { importEmployers } from './import/employers';
import { importShortageOccupations } from './import/shortage-occupations';
import { importSkillsDemand } from './import/skills-demand';
import { importWorkCulture } from './import/work-culture';
import { person, skills } from './test-person';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = process.env.MARKET_DATA_DIR ?? path.join(root, 'seed/market-data');
if (!fs.existsSync(path.join(dataDir, 'SOURCES.md'))) throw new Error(`market data not found in ${dataDir}; set MARKET_DATA_DIR.`);

const read = (file: string) => fs.readFileSync(path.join(dataDir ?? '', file), 'utf8');
const count = <T>(items: readonly T[], key: (t: T) => string) =>
  items.reduce<Record<string, number>>((acc, t) => ({ ...acc, [key(t)]: (acc[key(t)] ?? 0) + 1 }), {});

describe.skipIf(!dataDir)('market data files', () => {
  describe('countries.csv', () => {
    const { records, errors } = dataDir ? importCountries(read('countries.csv')) : { records: [], errors: [] };
    const by = (code: string) => records.find((r) => r.code === code) as CountryRecord;

    it('reads all 31 countries without errors', () => {
      expect(errors).toEqual([]);
      expect(records).toHaveLength(31);
      expect(records.every((r) => r.code in EUROPEAN_COUNTRIES)).toBe(true);
      expect([by('GR').eurostatCode, by('GB').eurostatCode]).toEqual(['EL', 'UK']);
    });

    it('keeps known figures with their period, source and dataset', () => {
      expect(by('AT').unemploymentRate).toMatchObject({
        value: 5.2,
        period: '2024',
        dataset: 'eurostat',
        source: expect.stringMatching(/^Eurostat une_rt_a via https:\/\/apiardata\.com/),
      });
      expect(by('NL').jobVacancyRate).toMatchObject({
        value: 4.3,
        period: '2024Q3',
        dataset: 'eurostat',
        source: expect.stringContaining('jvs_q_nace2'),
      });
      expect(by('DE').youthUnemploymentRate).toMatchObject({ value: 7, period: '2025' });
      expect(by('BE').minimumWage).toMatchObject({ value: 2070, period: '2025-01', source: expect.stringContaining('earn_mw_cur') });
      expect(by('MT').employmentRate).toMatchObject({ value: 82.7, source: expect.stringContaining('83.0 for MT') });
      expect(by('NL').englishProficiencyScore).toMatchObject({ value: 636, period: '2024', dataset: 'ef-epi' });
      expect(by('DE').englishProficiencyBand).toMatchObject({ value: 'high', dataset: 'ef-epi' });
      expect(by('CH').population).toMatchObject({
        value: 9048900,
        period: '2024-12-31',
        dataset: 'national-agencies',
        source: expect.stringContaining('Swiss FSO'),
      });
      expect(by('NO').population).toMatchObject({ value: 5550203, dataset: 'national-agencies' });
      expect(by('DE').population).toMatchObject({ value: 83445000, dataset: 'eurostat' });
      expect(by('IE').officialLanguages).toEqual(['Irish', 'English']);
    });

    it('keeps the gaps empty: CH, NO, IS and UK indicators, IS and UK population, DK vacancies', () => {
      for (const code of ['CH', 'NO', 'IS', 'GB']) {
        const c = by(code);
        expect([
          c.employmentRate,
          c.unemploymentRate,
          c.youthUnemploymentRate,
          c.jobVacancyRate,
          c.minimumWage,
          c.ictSpecialistsShare,
        ]).toEqual([null, null, null, null, null, null]);
      }
      expect([by('IS').population, by('GB').population]).toEqual([null, null]);
      expect(by('DK').jobVacancyRate).toBeNull();
      expect(by('IS').workFromHomeShare).toMatchObject({ value: 42.6, period: '2023' });
    });

    it('explains an empty minimum wage where there is no statutory one', () => {
      for (const code of ['DK', 'IT', 'AT', 'FI', 'SE']) {
        expect(by(code).minimumWage).toBeNull();
        expect(by(code).minimumWageNote).toBe('no national statutory minimum wage (collective agreements)');
      }
    });

    it('has the coverage SOURCES.md describes', () => {
      const filled = (pick: (c: CountryRecord) => unknown) => records.filter((c) => pick(c) !== null).length;
      expect(filled((c) => c.population)).toBe(29);
      expect(filled((c) => c.unemploymentRate)).toBe(27);
      expect(filled((c) => c.jobVacancyRate)).toBe(26);
      expect(filled((c) => c.minimumWage)).toBe(22);
      expect(
        records
          .filter((c) => c.ictSpecialistsShare)
          .map((c) => c.code)
          .sort(),
      ).toEqual(['FI', 'GR', 'LU', 'RO', 'SE', 'SI']);
      expect(
        records
          .filter((c) => c.englishProficiencyScore)
          .map((c) => c.code)
          .sort(),
      ).toEqual(['ES', 'FR', 'IT', 'NL', 'NO', 'SE']);
      expect(filled((c) => c.englishProficiencyBand)).toBe(16);
      expect(
        records
          .filter((c) => c.workFromHomeShare)
          .map((c) => c.code)
          .sort(),
      ).toEqual(['DE', 'IS', 'NL', 'SE']);
    });
  });

  describe('cultural_dimensions.csv', () => {
    const { records, errors } = dataDir ? importCulturalDimensions(read('cultural_dimensions.csv')) : { records: [], errors: [] };
    const by = (code: string) => records.find((r) => r.code === code);

    it('reads 31 countries, scores above 100 as published, partial rows with nulls', () => {
      expect(errors).toEqual([]);
      expect(records).toHaveLength(31);
      expect(by('DE')?.dimensions.powerDistance).toMatchObject({
        value: 35,
        period: '2015-08-16',
        dataset: 'hofstede',
        source: expect.stringContaining('Geert Hofstede'),
      });
      expect(by('SK')?.dimensions.powerDistance?.value).toBe(104);
      expect(by('GR')?.dimensions.uncertaintyAvoidance?.value).toBe(112);
      const present = (code: string) =>
        Object.entries(by(code)?.dimensions ?? {})
          .filter(([, f]) => f !== null)
          .map(([d]) => d);
      expect(present('CY')).toEqual(['indulgence']);
      expect(present('IS')).toEqual(['longTermOrientation', 'indulgence']);
      expect(by('GB')?.label).toBe('Great Britain');
    });
  });

  describe('employers.csv', () => {
    const { records, errors } = dataDir ? importEmployers(read('employers.csv')) : { records: [], errors: [] };

    it('reads 180 employers in 22 countries', () => {
      expect(errors).toEqual([]);
      expect(records).toHaveLength(180);
      const countries = new Set(records.map((r) => r.country));
      expect(countries.size).toBe(22);
      for (const none of ['BG', 'EE', 'LV', 'LT', 'MT', 'SK', 'IS']) expect(countries.has(none)).toBe(false);
    });

    it('keeps headcount, rank and website with their provenance; blanked headcounts stay null', () => {
      const siemens = records.find((r) => r.name === 'Siemens');
      expect(siemens).toMatchObject({
        country: 'DE',
        city: 'Munich',
        nace: { section: 'C', label: 'Manufacturing' },
        employees: {
          value: 320000,
          period: '2024',
          dataset: 'forbes-global-2000',
          source: expect.stringContaining('Forbes Global 2000 (2024 edition)'),
        },
        rank: { value: 68 },
        website: { domain: 'siemens.com', verified: false },
      });
      expect(
        records
          .filter((r) => r.employees === null)
          .map((r) => r.name)
          .sort(),
      ).toEqual(['Aegon', 'Eni', 'Rio Tinto']);
      expect(records.filter((r) => r.website === null)).toHaveLength(23);
      expect(records.some((r) => r.website?.verified)).toBe(false);
      expect(records.find((r) => r.name === 'Intesa Sanpaolo')?.note).toMatch(/Intesa Sanpaolo Assicura/);
    });
  });

  describe('shortage_occupations.csv', () => {
    const { records, errors } = dataDir ? importShortageOccupations(read('shortage_occupations.csv')) : { records: [], errors: [] };

    it('reads 132 rows: 16 EU-wide and the lists of 8 countries', () => {
      expect(errors).toEqual([]);
      expect(records).toHaveLength(132);
      expect(count(records, (r) => r.country)).toEqual({ EU: 16, DE: 15, FR: 13, IE: 10, SE: 16, NL: 21, AT: 12, NO: 5, PL: 24 });
      expect(records.filter((r) => r.euWide).every((r) => r.dataset === 'ela-eures')).toBe(true);
      expect(count(records, (r) => r.dataset)).toEqual({ 'ela-eures': 24, 'national-agencies': 108 });
    });

    it('keeps severity, period and publisher as published, and flags secondary summaries', () => {
      expect(records.find((r) => r.country === 'FR' && r.occupation === 'Roofers')).toMatchObject({
        localName: 'Couvreurs',
        severity: '82.4% of hiring projects judged difficult',
        period: '2025',
        publisher: expect.stringContaining('France Travail'),
        url: expect.stringMatching(/^https:\/\//),
      });
      expect(records.filter((r) => r.secondary).length).toBe(5 + 8 + 15);
    });
  });

  describe('skills_demand.csv', () => {
    const { records, errors } = dataDir ? importSkillsDemand(read('skills_demand.csv')) : { records: [], errors: [] };

    it('reads 24 rows with their trend, scope, rank and dataset', () => {
      expect(errors).toEqual([]);
      expect(records).toHaveLength(24);
      expect(count(records, (r) => r.trend)).toEqual({ growing: 20, declining: 3, stable: 1 });
      expect(count(records, (r) => r.dataset)).toEqual({ wef: 16, 'european-commission': 4, eurostat: 1, 'national-agencies': 3 });
      expect(records.filter((r) => r.rank !== null).map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(records[0]).toMatchObject({
        skill: 'AI and big data',
        scope: 'global',
        period: '2025 (outlook 2025-2030)',
        source: expect.stringContaining('Future of Jobs Report 2025'),
      });
    });
  });

  describe('work_culture.md', () => {
    const { records, errors } = dataDir ? importWorkCulture(read('work_culture.md')) : { records: [], errors: [] };

    it('reads the notes of 10 countries, each citing resolved sources', () => {
      expect(errors).toEqual([]);
      expect(records.map((r) => r.country)).toEqual(['DE', 'NL', 'SE', 'DK', 'FR', 'IT', 'ES', 'PL', 'IE', 'CH']);
      for (const r of records) {
        expect(r.notes.length).toBeGreaterThanOrEqual(3);
        expect(r.notes.length).toBeLessThanOrEqual(5);
        for (const n of r.notes) expect(n.sources.every((s) => s.url?.startsWith('http'))).toBe(true);
      }
      const dk = records.find((r) => r.country === 'DK');
      expect(dk?.notes[1]).toMatchObject({
        topic: 'Working time',
        sources: [{ id: 'S7', url: 'https://www.workindenmark.dk/Working-in-DK/Working-culture-in-Denmark' }, { id: 'S8' }],
      });
      expect(records[0].notes.find((n) => n.topic === 'Formality')?.text).toBe(
        'start with surnames and the formal Sie. Switch to first names only when you are invited to.',
      );
    });

    it('maps every topic to one of the spec’s cultural-context fields', () => {
      for (const r of records) expect(culturalContext(r.country, records, ALL_DATASETS_ENABLED)?.other).toEqual([]);
    });
  });

  describe('cross-border comparison on the real data', () => {
    const load = () => ({
      countries: importCountries(read('countries.csv')).records,
      shortages: importShortageOccupations(read('shortage_occupations.csv')).records,
      culture: {
        notes: importWorkCulture(read('work_culture.md')).records,
        dimensions: importCulturalDimensions(read('cultural_dimensions.csv')).records,
      },
    });
    const developer = person({
      skills: skills('Python', 'Software Development'),
      occupations: ['software developer'],
      languages: [
        { name: 'Spanish', level: 'native' },
        { name: 'English', level: 'C1' },
        { name: 'German', level: 'B1' },
      ],
      country: 'ES',
    });

    it('ranks the five countries for a Spanish software developer from published figures', () => {
      const { countries, shortages, culture } = load();
      const items = crossBorderComparison(developer, countries, shortages, culture, { datasets: ALL_DATASETS_ENABLED });
      expect(items[0]).toMatchObject({ country: 'NL', bestMatch: true, coverage: 1 });
      const by = (c: string) => items.find((i) => i.country === c);
      expect(by('NL')?.components.vacancy.detail.rate).toMatchObject({ value: 4.3, period: '2024Q3' });
      expect(by('DE')?.components.shortage.detail.matches.map((m) => m.record.occupation)).toEqual(['Software developers']);
      expect(by('SE')?.components.shortage.score).toBe(1);
      expect(by('FR')?.components.shortage).toMatchObject({ score: 0, reason: null });
      expect(by('IT')?.components.shortage).toMatchObject({ score: null, reason: 'no-data' });
      expect(by('DE')?.components.culture.detail.similarity?.period).toBe('2015-08-16');
      expect(items.filter((i) => i.bestMatch)).toHaveLength(1);
    });

    it('shows no data, not borrowed data, for the UK and Iceland and an unknown code', () => {
      const { countries, shortages, culture } = load();
      const items = crossBorderComparison(developer, countries, shortages, culture, {
        extraCountries: ['UK', 'IS', 'US'],
        datasets: ALL_DATASETS_ENABLED,
      });
      const by = (c: string) => items.find((i) => i.country === c);
      expect(by('GB')?.components.vacancy).toMatchObject({ score: null, reason: 'no-data' });
      expect(by('GB')?.components.language.score).toBe(0.9); // English is official there
      expect(by('IS')?.components.culture).toMatchObject({ score: null, reason: 'no-data' }); // only 2 Hofstede dimensions
      expect(by('US')).toMatchObject({ known: false, fit: null });
      expect(items.at(-1)?.country).toBe('US');
    });
  });
});
