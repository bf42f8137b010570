import { beforeAll, describe, expect, it } from 'vitest';
import { readJobAdText } from './read-ad';
import { ADS } from './test-ads';

describe('readJobAdText on the six core languages', () => {
  // the first read loads the taxonomy and ESCO's titles
  beforeAll(() => void readJobAdText(ADS.de), 60_000);

  const expected = {
    de: { occupation: 'backend-developer', employer: 'Nordlicht Logistik GmbH', place: 'Hamburg', country: 'DE', workplace: 'hybrid', contract: 'permanent', years: 5, salary: [65000, 78000, 'year'] },
    en: { occupation: 'data-analyst', employer: 'Harbour Analytics', place: 'Dublin, Ireland (fully remote within the EU)', country: 'IE', workplace: 'remote', contract: 'permanent', years: 3, salary: [55000, 65000, 'year'] },
    fr: { occupation: 'nurse', employer: 'Le Centre Hospitalier Saint-Roch', place: 'Lyon', country: 'FR', workplace: 'on-site', contract: 'permanent', years: 2, salary: [2300, null, 'month'] },
    es: { occupation: null, employer: 'Grupo Ibérica Distribución', place: 'Madrid', country: 'ES', workplace: 'on-site', contract: 'permanent', years: 3, salary: [32000, 36000, 'year'] },
    it: { occupation: 'frontend-developer', employer: 'Studio Aurora Digital', place: 'Milano', country: 'IT', workplace: 'hybrid', contract: 'permanent', years: 2, salary: [38000, 45000, 'year'] },
    nl: { occupation: 'digital-marketing-specialist', employer: 'Groenhuis Retail', place: 'Utrecht', country: 'NL', workplace: 'hybrid', contract: 'fixed-term', years: 2, salary: [3400, 4200, 'month'] },
  } as const;

  for (const [lang, text] of Object.entries(ADS) as [keyof typeof ADS, string][]) {
    it(`reads the ${lang} ad, each item with its sentence`, () => {
      const ad = readJobAdText(text);
      const want = expected[lang];
      expect(ad.language).toBe(lang);
      expect(ad.occupation?.id ?? null).toBe(want.occupation);
      expect(ad.employer?.value).toBe(want.employer);
      expect(ad.place).toMatchObject({ value: want.place, country: want.country });
      expect(ad.workplace?.value).toBe(want.workplace);
      expect(ad.contract?.value).toBe(want.contract);
      expect(ad.experienceYears?.min).toBe(want.years);
      expect([ad.salary?.min, ad.salary?.max, ad.salary?.period]).toEqual(want.salary);
      expect(ad.salary?.currency).toBe('EUR');
      // every item quotes the ad
      for (const item of [ad.title, ad.employer, ad.place, ad.workplace, ad.contract, ad.experienceYears, ad.salary, ...ad.skills, ...ad.languages]) {
        if (item) expect(text).toContain(item.source.slice(0, 20));
      }
      expect(ad.skills.some((s) => s.required)).toBe(true);
      expect(ad.skills.some((s) => !s.required)).toBe(lang !== 'fr');
    });
  }

  it('splits must-haves from nice-to-haves by the ad’s own words in each language', () => {
    const must = (ad: ReturnType<typeof readJobAdText>) => ad.skills.filter((s) => s.required).map((s) => s.id);
    const nice = (ad: ReturnType<typeof readJobAdText>) => ad.skills.filter((s) => !s.required).map((s) => s.id);
    const de = readJobAdText(ADS.de);
    expect(must(de)).toEqual(expect.arrayContaining(['java', 'spring-boot', 'postgresql']));
    expect(nice(de)).toEqual(['kafka']);
    const en = readJobAdText(ADS.en);
    expect(must(en)).toEqual(expect.arrayContaining(['sql', 'excel', 'power-bi']));
    expect(nice(en)).toEqual(expect.arrayContaining(['python']));
    expect(nice(readJobAdText(ADS.es))).toEqual(expect.arrayContaining(['power-bi', 'auditing']));
    expect(nice(readJobAdText(ADS.it))).toEqual(expect.arrayContaining(['next-js', 'figma']));
    expect(nice(readJobAdText(ADS.nl))).toEqual(['hubspot']);
  });

  it('never takes a skill from the employer’s name, the labels or the degree asked for', () => {
    expect(readJobAdText(ADS.de).skills.map((s) => s.id)).not.toContain('logistics');
    expect(readJobAdText(ADS.it).skills.map((s) => s.id)).not.toContain('informatica');
    expect(readJobAdText(ADS.fr).skills.map((s) => s.id)).not.toContain('compensation-and-benefits');
  });

  it('reads languages with CEFR levels, level words and clause-level cues', () => {
    expect(readJobAdText(ADS.de).languages.map((l) => [l.name, l.level, l.required])).toEqual([
      ['German', 'C1', true],
      ['English', 'B2', true],
    ]);
    expect(readJobAdText(ADS.fr).languages.map((l) => [l.name, l.level, l.required])).toEqual([
      ['French', 'C1', true],
      ['English', null, false],
    ]);
    expect(readJobAdText(ADS.es).languages).toMatchObject([{ name: 'English', level: 'B2', required: true }]);
    expect(readJobAdText(ADS.nl).languages.map((l) => l.name)).toEqual(['Dutch', 'English']);
  });

  it('reads the education asked for as the lowest level an ad’s sentence names', () => {
    expect(readJobAdText(ADS.de).education?.level).toBe('vocational');
    expect(readJobAdText(ADS.en).education?.level).toBe('bachelor');
    expect(readJobAdText(ADS.nl).education?.level).toBe('bachelor');
    expect(readJobAdText(ADS.it).education?.level).toBe('bachelor');
  });
});

describe('readJobAdText on shapes the samples do not have', () => {
  it('reads an ad without headings: cues decide, numbers in words count', () => {
    const ad = readJobAdText(
      'Project Manager\nWe need a project manager with at least five years of experience. Agile project management is required; Scrum certification is a plus. Fluent German and basic French. Salary 70k-80k EUR per year, part-time possible.',
    );
    expect(ad.occupation?.id).toBeTruthy();
    expect(ad.experienceYears?.min).toBe(5);
    expect(ad.salary).toMatchObject({ min: 70000, max: 80000, currency: 'EUR', period: 'year' });
    expect(ad.hours?.value).toBe('part-time');
    expect(ad.languages.map((l) => [l.name, l.level])).toEqual([
      ['German', 'C1'],
      ['French', 'A2'],
    ]);
  });

  it('reads a labelled title and employer and a heading with its items after a colon', () => {
    const ad = readJobAdText('Stellenbezeichnung: Buchhalterin\nUnternehmen: Alpenblick AG\nArbeitsort: München\nAnforderungen: Erfahrung mit DATEV\nWünschenswert: SAP');
    expect(ad.title?.value).toBe('Buchhalterin');
    expect(ad.employer?.value).toBe('Alpenblick AG');
    expect(ad.place?.country).toBe('DE');
    expect(ad.skills.find((s) => s.id === 'sap')?.required).toBe(false);
  });

  it('answers an ad with no known skill with a warning, not an error', () => {
    const ad = readJobAdText('Helper wanted\nFriendly person for odd jobs in our shop.');
    expect(ad.skills).toEqual([]);
    expect(ad.meta.warnings.length).toBeGreaterThan(0);
  });
});
