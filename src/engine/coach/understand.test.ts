import { beforeAll, describe, expect, it } from 'vitest';
import { loadEscoOccupations } from '../occupations/occupations';
import { detectCityCountries, detectOptions, detectRole, detectTimeframe, understand } from './understand';

beforeAll(() => void loadEscoOccupations(), 60_000);

describe('understand', () => {
  it.each([
    ['I want to become Head of Supply Chain Planning within two years', 'Logistics Manager', 24],
    ['How can I move into a data analyst role in Germany within a year?', 'Data Analyst', 12],
    ["Je veux devenir chef de projet d'ici deux ans", 'Project Manager', 24],
    ['Quiero ser analista de datos en un año', 'Data Analyst', 12],
    ['Ik wil binnen een jaar data-analist worden', 'Data Analyst', 12],
    ['Ich möchte in 18 Monaten Datenanalyst werden', 'Data Analyst', 18],
    // a place between the role and the verb is not part of the role
    ['Wie kann ich innerhalb eines Jahres UX-Designer in Deutschland werden?', 'UX Designer', 12],
    ['ik ben projectleider, kan ik over 2 jaar data-analist in Duitsland zijn?', 'Data Analyst', 24],
  ])('reads the target role and time frame of "%s"', (q, role, months) => {
    expect(detectRole(q)?.title).toBe(role);
    expect(detectTimeframe(q)).toBe(months);
    expect(understand(q, 'en').question.kind).toBe('career_goal');
  });

  it('does not take years of experience for a time frame', () => {
    expect(detectTimeframe('I have 10 years of experience in sales')).toBeNull();
  });

  it('resolves cities to countries', () => {
    expect(detectCityCountries('What salary if I move to Munich?')).toEqual(['DE']);
    expect(detectCityCountries('Lavoro a Milano, meglio Lyon o Sevilla?')).toEqual(['IT', 'FR', 'ES']);
    expect(detectCityCountries('Göteborg eller Rotterdam')).toEqual(['SE', 'NL']);
    // "Como" is Spanish for "how", "Essen" German for "food"
    expect(detectCityCountries('Como puedo cambiar de trabajo? Essen')).toEqual([]);
  });

  it('finds the two options of a comparison in the taxonomy and the certifications', () => {
    expect(detectOptions('CPIM or Six Sigma Black Belt?').map((o) => o.name)).toEqual(['CPIM', 'Six Sigma Black Belt']);
    expect(understand('PMP oder PRINCE2?', 'en').question.kind).toBe('comparison');
  });

  it('reads a follow-up against the previous turn: kind, role, country and language', () => {
    const first = understand('I want to become a data analyst in Germany within a year', 'en');
    const history = [{ query: 'x', intent: first.intent }];
    const more = understand('Und wie lange würde das dauern?', 'en', history);
    expect(more.language).toBe('de');
    expect(more.question.kind).toBe('career_goal');
    expect(more.role?.title).toBe('Data Analyst');
    expect(more.question.destinations).toEqual(['DE']);
    expect(more.asksDuration).toBe(true);
    const sweden = understand('what about Sweden?', 'de', history);
    expect(sweden.language).toBe('en');
    expect(sweden.question.kind).toBe('career_goal');
    expect(sweden.question.destinations).toEqual(['SE']);
    expect(sweden.inherited).toMatchObject({ role: true, countries: false, months: true });
  });
});
