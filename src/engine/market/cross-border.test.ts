import { describe, expect, it } from 'vitest';
import { FIT_WEIGHTS, MIN_FIT_COVERAGE, crossBorderComparison } from './cross-border';
import { ALL_DATASETS_ENABLED, resolveDatasetSettings } from './datasets';
import type { Figure } from './figure';
import type { CountryRecord, EnglishBand } from './import/countries';
import type { ShortageOccupationRecord } from './import/shortage-occupations';
import { CULTURE } from './test-culture';
import { person, skills } from './test-person';

const fig = (value: number, period = '2024Q3'): Figure => ({ value, period, source: 'Eurostat jvs_q_nace2', dataset: 'eurostat' });
const band = (value: EnglishBand): Figure<EnglishBand> => ({ value, period: '2024', source: 'EF EPI 2024', dataset: 'ef-epi' });

function country(code: string, name: string, languages: string[], vacancy: number | null, english: EnglishBand | null): CountryRecord {
  return {
    code,
    eurostatCode: code,
    name,
    capital: '',
    officialLanguages: languages,
    currency: 'EUR',
    staticFactsSource: 'General reference',
    population: null,
    employmentRate: null,
    unemploymentRate: fig(5, '2024'),
    youthUnemploymentRate: null,
    jobVacancyRate: vacancy === null ? null : fig(vacancy),
    minimumWage: null,
    minimumWageNote: null,
    ictSpecialistsShare: null,
    englishProficiencyScore: null,
    englishProficiencyBand: english ? band(english) : null,
    workFromHomeShare: null,
  };
}

const COUNTRIES = [
  country('DE', 'Germany', ['German'], 3.0, 'high'),
  country('NL', 'Netherlands', ['Dutch'], 4.3, 'very high'),
  country('SE', 'Sweden', ['Swedish'], 1.9, 'very high'),
  country('FR', 'France', ['French'], 2.5, 'moderate'),
  country('IT', 'Italy', ['Italian'], 1.9, 'moderate'),
  country('DK', 'Denmark', ['Danish'], null, 'very high'),
  country('IE', 'Ireland', ['Irish', 'English'], 1.2, null),
  country('ES', 'Spain', ['Spanish'], 0.9, 'moderate'),
];

function shortage(countryCode: string, occupation: string, publisher = 'National agency'): ShortageOccupationRecord {
  const eu = countryCode === 'EU';
  return {
    occupation,
    localName: null,
    country: countryCode,
    euWide: eu,
    severity: 'listed',
    metric: 'list',
    period: '2024',
    publisher,
    url: 'https://example.org',
    secondary: false,
    dataset: eu ? 'ela-eures' : 'national-agencies',
  };
}

const SHORTAGES = [
  shortage('DE', 'Software developers', 'Bundesagentur für Arbeit'),
  shortage('NL', 'Software and application developers', 'UWV'),
  shortage('FR', 'Roofers', 'France Travail'),
  shortage('EU', 'Software developers', 'European Labour Authority'),
  shortage('EU', 'Cooks', 'European Labour Authority'),
];

const dev = person({
  skills: skills('Python'),
  occupations: ['software developer'],
  languages: [
    { name: 'Spanish', level: 'native' },
    { name: 'English', level: 'C1' },
    { name: 'German', level: 'B1' },
  ],
  country: 'ES',
});

describe('crossBorderComparison', () => {
  it('compares the spec’s five countries, best fit first, and marks only the first as best match', () => {
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE);
    expect(items.map((i) => i.country).sort()).toEqual(['DE', 'FR', 'IT', 'NL', 'SE']);
    const fits = items.map((i) => i.fit ?? -1);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    expect(items.map((i) => i.bestMatch)).toEqual([true, false, false, false, false]);
    expect(items[0].country).toBe('NL');
  });

  it('scores vacancies against the highest rate in the data, with the figure and its period', () => {
    const de = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE).find((i) => i.country === 'DE');
    expect(de?.components.vacancy).toMatchObject({
      score: 0.7,
      reason: null,
      detail: { rate: { value: 3, period: '2024Q3', dataset: 'eurostat' }, highest: { country: 'NL' } },
    });
  });

  it('scores shortage lists: matched 1, listed without a match 0, no list null; EU-wide matches shown apart', () => {
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE);
    const by = (c: string) => items.find((i) => i.country === c);
    expect(by('DE')?.components.shortage).toMatchObject({ score: 1, reason: null });
    expect(by('DE')?.components.shortage.detail.matches.map((m) => [m.record.occupation, m.personTerm, m.how])).toEqual([
      ['Software developers', 'software developer', 'same-term'],
    ]);
    expect(by('DE')?.opportunities).toBe(1);
    expect(by('FR')?.components.shortage).toMatchObject({ score: 0, reason: null });
    expect(by('IT')?.components.shortage).toMatchObject({ score: null, reason: 'no-data' });
    expect(by('IT')?.components.shortage.detail.euWideMatches.map((m) => m.record.occupation)).toEqual(['Software developers']);
  });

  it('uses the caller’s occupation keywords too', () => {
    const cook = person({ languages: dev.languages, country: 'ES' });
    const fr = (occupations: string[]) =>
      crossBorderComparison(cook, COUNTRIES, SHORTAGES, CULTURE, { occupations }).find((i) => i.country === 'FR');
    expect(fr([])?.components.shortage.reason).toBe('no-person-data');
    expect(fr(['roofer'])?.components.shortage.score).toBe(1);
  });

  it('rates languages from official languages and from English weighted by the EF band (when that dataset is on)', () => {
    const on = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { datasets: ALL_DATASETS_ENABLED });
    const de = on.find((i) => i.country === 'DE')?.components.language;
    // German B1 = 0.5; English C1 0.9 × 'high' 0.6 = 0.54
    expect(de).toMatchObject({
      score: 0.54,
      detail: { official: { language: 'German', level: 'B1', score: 0.5 }, english: { level: 'C1', score: 0.54, band: { value: 'high' } } },
    });
    const off = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { datasets: resolveDatasetSettings({ 'ef-epi': false }) });
    expect(off.find((i) => i.country === 'DE')?.components.language.score).toBe(0.5);
    // no official language spoken and no English figure: no data, not zero
    expect(off.find((i) => i.country === 'FR')?.components.language).toMatchObject({ score: null, reason: 'no-data' });
  });

  it('counts English as an official language where it is one', () => {
    const ie = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['IE'] }).find((i) => i.country === 'IE');
    expect(ie?.components.language).toMatchObject({ score: 0.9, detail: { official: { language: 'English' }, english: null } });
  });

  it('takes cultural fit from Hofstede only when that dataset is on and the person’s country is known', () => {
    const off = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE).find((i) => i.country === 'DE');
    expect(off?.components.culture).toMatchObject({ score: null, reason: 'dataset-disabled' });
    expect(off?.culturalFit).toBeNull();
    const on = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { datasets: ALL_DATASETS_ENABLED });
    expect(on.find((i) => i.country === 'DE')?.components.culture).toMatchObject({
      score: 0.8,
      detail: { from: 'ES', similarity: { score: 0.797, period: '2015-08-16' } },
    });
    expect(on.find((i) => i.country === 'NL')?.components.culture.reason).toBe('no-data');
    const nowhere = crossBorderComparison({ ...dev, country: null }, COUNTRIES, SHORTAGES, CULTURE, { datasets: ALL_DATASETS_ENABLED });
    expect(nowhere.find((i) => i.country === 'DE')?.components.culture.reason).toBe('no-person-data');
  });

  it('computes the fit as the weighted mean of the components with data and says how much that covers', () => {
    const on = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { datasets: ALL_DATASETS_ENABLED });
    const de = on.find((i) => i.country === 'DE');
    const expected = (FIT_WEIGHTS.vacancy * 0.7 + FIT_WEIGHTS.shortage * 1 + FIT_WEIGHTS.language * 0.54 + FIT_WEIGHTS.culture * 0.8) / 1;
    expect(de?.fit).toBeCloseTo(expected, 3);
    expect(de?.coverage).toBe(1);
    const it_ = on.find((i) => i.country === 'IT');
    expect(it_?.coverage).toBe(0.55); // no shortage list, no Hofstede row for IT in the fixture
  });

  it('gives an unknown country no data at all, never another country’s, and sorts it last', () => {
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['xx', 'LI', 'uk', 'DE'] });
    expect(items.map((i) => i.country)).toHaveLength(8);
    const xx = items.find((i) => i.country === 'XX');
    expect(xx).toMatchObject({ known: false, fit: null, coverage: 0, bestMatch: false, name: null, culturalContext: null });
    expect(Object.values(xx?.components ?? {}).map((c) => [c.score, c.reason])).toEqual(Array(4).fill([null, 'unknown-country']));
    expect(xx?.indicators.unemploymentRate).toBeNull();
    // covered countries without rows in the data: no data, not Germany's
    const gb = items.find((i) => i.country === 'GB');
    expect(gb).toMatchObject({ known: true, name: 'United Kingdom', fit: null });
    expect(gb?.components.vacancy.reason).toBe('no-data');
    expect(items.slice(-3).map((i) => i.fit)).toEqual([null, null, null]);
  });

  it('leaves a missing figure empty instead of borrowing one', () => {
    const dk = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['DK'] }).find((i) => i.country === 'DK');
    expect(dk?.components.vacancy).toMatchObject({ score: null, reason: 'no-data', detail: { rate: null } });
  });

  it('hides switched-off figures: vacancy and indicators without Eurostat', () => {
    const de = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { datasets: resolveDatasetSettings({ eurostat: false }) }).find(
      (i) => i.country === 'DE',
    );
    expect(de?.components.vacancy.reason).toBe('dataset-disabled');
    expect(de?.indicators.unemploymentRate).toBeNull();
  });

  it('adds cultural context, market growth from trends, and recommendations', () => {
    const de = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, {
      datasets: ALL_DATASETS_ENABLED,
      trends: [
        { industry: 'Software', region: 'DE', growth_rate: 12, emerging_skills: [] },
        { industry: 'Retail', region: 'Germany', growth_rate: 4, emerging_skills: [] },
        { industry: 'Retail', region: 'FR', growth_rate: 40, emerging_skills: [] },
      ],
    }).find((i) => i.country === 'DE');
    expect(de?.marketGrowth).toEqual({ percent: 8, trends: 2 });
    expect(de?.culturalContext?.professionalNetworking.map((n) => n.topic)).toEqual(['Networking']);
    expect(de?.culturalContext?.other.map((n) => n.topic)).toEqual(['Lunch']);
    expect(de?.advice).toMatchObject([
      {
        kind: 'shortage',
        text: 'Software developers is in shortage here (Bundesagentur für Arbeit, 2024): mention your software developer experience.',
        trigger: 'your CV: software developer',
      },
      // English is not enough in Germany (band "high"), German B1 is below B2: the course is said with why
      { kind: 'language', text: 'Bring your German to B2 for most professional roles.', trigger: 'your CV: German B1; English C1 where English proficiency is high (2024)' },
    ]);
    expect(de?.recommendations[1]).toBe('Bring your German to B2 for most professional roles. (your CV: German B1; English C1 where English proficiency is high (2024))');
  });
});

describe('crossBorderComparison: explanations as message keys (issue 20)', () => {
  it('gives every component, missing part and piece of advice a message key with its values', () => {
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['DK', 'US'], datasets: ALL_DATASETS_ENABLED });
    for (const item of items) {
      for (const c of Object.values(item.components)) expect(c.message.key).toMatch(/^[a-zA-Z]+(\.[a-zA-Z ]+)?$/);
      for (const m of item.missing) expect(m.message).toEqual(item.components[m.component].message);
    }
    const de = items.find((i) => i.country === 'DE')!;
    expect(de.components.vacancy.message).toMatchObject({ key: 'vacancy.scored', values: { country: { country: expect.stringMatching(/^[A-Z]{2}$/) } } });
    expect(items.find((i) => i.country === 'US')!.components.culture.message).toEqual({ key: 'unknownCountry', values: { code: 'US' } });
  });

  it('says a mother tongue as a message and leaves a level as written', () => {
    const native = person({ ...dev, languages: [{ name: 'German', level: 'Native' }, { name: 'English', level: 'C1' }] });
    const de = crossBorderComparison(native, COUNTRIES, SHORTAGES, CULTURE, { datasets: ALL_DATASETS_ENABLED }).find((i) => i.country === 'DE')!;
    expect(de.components.language.message).toEqual({
      key: 'language.scoredTwo',
      values: {
        first: { key: 'spoken', values: { language: { language: 'German' }, level: { key: 'levelNative' } } },
        second: { key: 'englishWhere', values: { level: 'C1', band: { key: 'band.high' }, period: '2024' } },
      },
    });
  });
});

describe('crossBorderComparison: an honest fit (issue 20)', () => {
  it('shows a fit resting on less than half of the weighting as not enough data, with what is missing, never as best match', () => {
    // Denmark: no vacancy figure, no shortage list, no Danish on the CV, and by default no EF or Hofstede data
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['DK'] });
    const dk = items.find((i) => i.country === 'DK');
    expect(dk?.coverage).toBeLessThan(MIN_FIT_COVERAGE);
    expect(dk).toMatchObject({ enoughData: false, fit: null, bestMatch: false });
    expect(dk?.missing.map((m) => [m.component, m.reason])).toEqual([
      ['vacancy', 'no-data'],
      ['shortage', 'no-data'],
      ['language', 'no-data'],
      ['culture', 'dataset-disabled'],
    ]);
    // a country at exactly half is enough
    const nl = items.find((i) => i.country === 'NL');
    expect(nl?.coverage).toBeGreaterThanOrEqual(MIN_FIT_COVERAGE);
    expect(nl?.enoughData).toBe(true);
  });

  it('marks the country of residence as home: out of the ranking and never the best match', () => {
    const dutch = person({ ...dev, country: 'NL', languages: [{ name: 'Dutch', level: 'native' }, { name: 'English', level: 'C1' }] });
    const items = crossBorderComparison(dutch, COUNTRIES, SHORTAGES, CULTURE);
    const nl = items.find((i) => i.country === 'NL');
    expect(nl).toMatchObject({ home: true, bestMatch: false });
    expect(items.at(-1)?.country).toBe('NL');
    expect(items.filter((i) => i.bestMatch)).toHaveLength(1);
    expect(items.find((i) => i.bestMatch)?.home).toBe(false);
  });

  it('starts from the person’s goals: goal countries first, with the words that named them', () => {
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, {
      goals: [
        { code: 'IE', named: 'Ireland' },
        { code: 'DK', named: 'the Nordics' },
      ],
    });
    expect(items.slice(0, 2).map((i) => [i.country, i.origin])).toEqual(
      expect.arrayContaining([
        ['DK', 'goal'],
        ['IE', 'goal'],
      ]),
    );
    expect(items.find((i) => i.country === 'DK')?.goal).toBe('the Nordics');
    expect(items.slice(2).every((i) => i.origin === 'default' || i.home)).toBe(true);
  });

  it('recommends a language course only when no official or working language reaches the level work needs', () => {
    const datasets = ALL_DATASETS_ENABLED;
    const items = crossBorderComparison(dev, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['DK'], datasets });
    // English C1 where English proficiency is very high: English works, no "Learn Dutch"
    expect(items.find((i) => i.country === 'NL')?.advice.filter((a) => a.kind === 'language')).toEqual([]);
    // Italy: English only moderate, no Italian on the CV: the course is recommended, saying which figure led to it
    expect(items.find((i) => i.country === 'IT')?.advice.find((a) => a.kind === 'language')).toEqual({
      kind: 'language',
      text: 'Learn Italian: most professional roles ask for B2.',
      trigger: 'your CV: Italian not listed; English C1 where English proficiency is moderate (2024)',
      // the same as message keys, for the interface to say in its language
      message: { key: 'advice.learn', values: { language: { language: 'Italian' }, level: 'B2' } },
      triggerMessage: {
        key: 'advice.triggerTwo',
        values: {
          first: { key: 'language.notListed', values: { languages: [{ language: 'Italian' }] } },
          second: { key: 'englishWhere', values: { level: 'C1', band: { key: 'band.moderate' }, period: '2024' } },
        },
      },
    });
    // English B1 is below the working level even where English works
    const b1 = person({ ...dev, languages: [{ name: 'English', level: 'B1' }] });
    expect(crossBorderComparison(b1, COUNTRIES, SHORTAGES, CULTURE, { datasets }).find((i) => i.country === 'NL')?.advice.map((a) => a.kind)).toContain('language');
  });
});
