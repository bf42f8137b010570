import { describe, expect, it } from 'vitest';
import { OccupationValidationError, validateOccupations } from './occupation-schema';

const KNOWN_SKILLS = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);

const occupation = (over: Record<string, unknown> = {}) => ({
  id: 'baker',
  sector: 'hospitality-food',
  title: 'Baker',
  titles: { de: 'Bäcker', fr: 'Boulanger', es: 'Panadero', it: 'Panettiere', nl: 'Bakker' },
  isco: '7512',
  nace: 'C',
  essential: ['a', 'b', 'c', 'd', 'e'],
  optional: ['f', 'g', 'h'],
  aliases: ['Pastry Chef'],
  shortageNames: [],
  ...over,
});

function issuesOf(data: unknown[], source = 'hospitality-food.json'): readonly string[] {
  try {
    validateOccupations([{ source, data }], (id) => KNOWN_SKILLS.has(id));
  } catch (error) {
    expect(error).toBeInstanceOf(OccupationValidationError);
    return (error as OccupationValidationError).issues;
  }
  return [];
}

describe('validateOccupations', () => {
  it('accepts valid data and fills defaults', () => {
    const [baker] = validateOccupations(
      [{ source: 'hospitality-food.json', data: [occupation({ aliases: undefined, shortageNames: undefined })] }],
      (id) => KNOWN_SKILLS.has(id),
    );
    expect(baker).toMatchObject({ id: 'baker', sector: 'hospitality-food', aliases: [], shortageNames: [] });
  });

  it('rejects an ISCO code that is not four digits, and a NACE letter outside A–U', () => {
    expect(issuesOf([occupation({ isco: '751' })])).toEqual([expect.stringContaining('isco must be a 4-digit ISCO-08 unit group code')]);
    expect(issuesOf([occupation({ isco: '75120' })])).toHaveLength(1);
    expect(issuesOf([occupation({ nace: 'Z' })])).toEqual([expect.stringContaining('nace')]);
  });

  it('rejects skill ids the taxonomy does not know, repeated ids and a skill both essential and optional', () => {
    expect(issuesOf([occupation({ essential: ['a', 'b', 'c', 'd', 'zz'] })])).toEqual([
      expect.stringContaining('essential lists "zz", which is not a skill id of the taxonomy'),
    ]);
    expect(issuesOf([occupation({ optional: ['f', 'f', 'g'] })])).toEqual([expect.stringContaining('optional lists "f" twice')]);
    expect(issuesOf([occupation({ optional: ['a', 'f', 'g'] })])).toEqual([expect.stringContaining('"a" is both essential and optional')]);
  });

  it('requires five essential and three optional skills', () => {
    expect(issuesOf([occupation({ essential: ['a', 'b'] })])).toEqual([expect.stringContaining('needs at least 5 skill ids')]);
    expect(issuesOf([occupation({ optional: ['f'] })])).toEqual([expect.stringContaining('needs at least 3 skill ids')]);
  });

  it('rejects a duplicate id, an unknown sector and an occupation in the wrong file', () => {
    expect(issuesOf([occupation(), occupation({ title: 'Bread Baker', aliases: [] })])).toContainEqual(
      expect.stringContaining('duplicate id "baker"'),
    );
    expect(issuesOf([occupation({ sector: 'bakery' })])[0]).toMatch(/unknown sector "bakery" \(expected one of: software-it, data,/);
    expect(issuesOf([occupation()], 'construction.json')).toEqual([
      expect.stringContaining('move the occupation to hospitality-food.json'),
    ]);
  });

  it('rejects a spelling two occupations share, whatever its case and accents', () => {
    const cook = occupation({
      id: 'cook',
      title: 'Cook',
      titles: { de: 'Koch', fr: 'Cuisinier', es: 'Cocinero', it: 'Cuoco', nl: 'Kok' },
      aliases: ['PASTRY-CHEF'],
    });
    expect(issuesOf([occupation(), cook])).toEqual([
      expect.stringMatching(/"PASTRY-CHEF" is ambiguous: it normalises to "pastrychef" like "Pastry Chef"/),
    ]);
  });

  it('lists every problem at once, with file, position and id', () => {
    const issues = issuesOf([occupation({ isco: 'x' }), { id: 'Bad Id' }]);
    expect(issues.length).toBeGreaterThan(2);
    expect(issues[0]).toMatch(/^hospitality-food\.json #0 \(id "baker"\): isco:/);
    expect(issues.some((i) => i.startsWith('hospitality-food.json #1 (id "Bad Id"): id:'))).toBe(true);
  });
});
