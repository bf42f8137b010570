import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { termKey } from '../taxonomy/normalise';
import { getSkillById } from '../taxonomy/taxonomy';
import { OCCUPATION_SECTORS, occupationTerms } from './occupation-schema';
import { OCCUPATION_SOURCES, allOccupations, findOccupation, getOccupationById, loadOccupations, matchJobTitle } from './occupations';

// The market data the first start imports (seed/market-data, `npm run derive:shared`); MARKET_DATA_DIR overrides.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const marketDataDir = process.env.MARKET_DATA_DIR ?? path.join(root, 'seed/market-data');

/** The first column of a CSV line, quotes honoured. */
function firstField(line: string): string {
  if (!line.startsWith('"')) return line.split(',')[0];
  let value = '';
  for (let i = 1; i < line.length; i++) {
    if (line[i] === '"' && line[i + 1] === '"') {
      value += '"';
      i++;
    } else if (line[i] === '"') break;
    else value += line[i];
  }
  return value;
}

describe('the occupation data', () => {
  const occupations = allOccupations();

  it('validates and holds at least 150 occupations in every sector', () => {
    expect(occupations.length).toBeGreaterThanOrEqual(150);
    const perSector = Object.fromEntries(OCCUPATION_SECTORS.map((s) => [s, occupations.filter((o) => o.sector === s).length]));
    for (const sector of OCCUPATION_SECTORS) expect(perSector[sector], sector).toBeGreaterThanOrEqual(4);
  });

  it('uses only skill ids of the taxonomy, at least 5 essential and 3 optional', () => {
    for (const o of occupations) {
      expect(o.essential.length, o.id).toBeGreaterThanOrEqual(5);
      expect(o.optional.length, o.id).toBeGreaterThanOrEqual(3);
      for (const id of [...o.essential, ...o.optional]) expect(getSkillById(id), `${o.id}: ${id}`).toBeDefined();
    }
  });

  it('gives every occupation a 4-digit ISCO-08 code, five translations and kebab-case id', () => {
    for (const o of occupations) {
      expect(o.isco, o.id).toMatch(/^\d{4}$/);
      expect(o.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const title of Object.values(o.titles)) expect(title.trim(), o.id).not.toBe('');
    }
  });

  it('has no duplicate ids and no spelling shared by two occupations', () => {
    expect(new Set(occupations.map((o) => o.id)).size).toBe(occupations.length);
    const owner = new Map<string, string>();
    for (const o of occupations) {
      for (const term of occupationTerms(o)) {
        const key = termKey(term);
        const other = owner.get(key);
        expect(other === undefined || other === o.id, `"${term}" of ${o.id} is also ${other}`).toBe(true);
        owner.set(key, o.id);
      }
    }
  });

  it('keeps every data file ordered by id and the catalogue sorted by id', () => {
    for (const { source, data } of OCCUPATION_SOURCES) {
      const ids = (data as { id: string }[]).map((o) => o.id);
      expect(ids, source).toEqual([...ids].sort());
    }
    const ids = occupations.map((o) => o.id);
    expect(ids).toEqual([...ids].sort());
    expect(loadOccupations()).toBe(loadOccupations());
  });

  it('names only real rows of shortage_occupations.csv and covers most of them', () => {
    const lines = fs
      .readFileSync(path.join(marketDataDir, 'shortage_occupations.csv'), 'utf8')
      .split(/\r?\n/)
      .slice(1);
    const rows = lines.filter((l) => l.trim() !== '').map(firstField);
    const names = new Set(rows);
    const used = new Set(occupations.flatMap((o) => o.shortageNames));
    for (const name of used) expect(names.has(name), name).toBe(true);
    const covered = rows.filter((r) => used.has(r)).length;
    expect(covered / rows.length, `unmapped: ${[...names].filter((n) => !used.has(n)).join('; ')}`).toBeGreaterThanOrEqual(0.9);
  });
});

describe('findOccupation', () => {
  const idOf = (text: string) => findOccupation(text)?.id;

  it('finds an occupation by id and by its title in all six languages', () => {
    expect(findOccupation('nurse')).toBe(getOccupationById('nurse'));
    for (const title of ['Nurse', 'Pflegefachkraft', 'Infirmier', 'Enfermero', 'Infermiere', 'Verpleegkundige', 'Krankenschwester']) {
      expect(idOf(title), title).toBe('nurse');
    }
    for (const title of [
      'Software Developer',
      'Softwareentwickler',
      'Développeur logiciel',
      'Desarrollador de software',
      'Sviluppatore software',
      'Softwareontwikkelaar',
    ]) {
      expect(idOf(title), title).toBe('software-developer');
    }
    expect(idOf('Software Engineer')).toBe('software-developer');
    expect(idOf('Lasser')).toBe('welder');
  });

  it('folds case, accents and punctuation and knows feminine forms', () => {
    expect(idOf('  ÉLECTRICIEN ')).toBe('electrician');
    expect(idOf('developpeur logiciel')).toBe('software-developer');
    expect(idOf('Buchhalterin')).toBe('bookkeeper');
    expect(idOf('Infirmière')).toBe('nurse');
    expect(idOf('enfermera')).toBe('nurse');
    expect(idOf('Cameriera')).toBe('waiter');
    expect(idOf('Directrice financière')).toBe('finance-manager');
    expect(idOf('Pflegefachkraft (m/w/d)')).toBe('nurse');
    expect(idOf('Schoonmaakster')).toBe('cleaner');
  });

  it('does not guess', () => {
    expect(findOccupation('')).toBeUndefined();
    expect(findOccupation('Manager')).toBeUndefined();
    expect(findOccupation('Senior Software Engineer')).toBeUndefined();
  });
});

describe('matchJobTitle', () => {
  const idsOf = (title: string) => matchJobTitle(title).map((m) => m.occupation.id);

  it('finds the occupation inside a longer job title', () => {
    expect(idsOf('Senior Software Engineer')).toEqual(['software-developer']);
    expect(idsOf('Lead Backend Developer at Zalando')).toEqual(['backend-developer']);
    expect(idsOf('Elektroniker/in für Energie- und Gebäudetechnik')).toEqual(['electrician']);
    expect(idsOf('Finanzbuchhalterin (Teilzeit)')).toEqual(['accountant']);
  });

  it('prefers the longest phrase and keeps equally long ones', () => {
    expect(idsOf('Chef de projet informatique')).toEqual(['project-manager']);
    expect(idsOf('Infirmière de bloc opératoire')).toEqual(['specialist-nurse']);
    expect(idsOf('Head Chef & Restaurant Manager')).toEqual(['chef', 'restaurant-manager']);
  });

  it('recognises the tail of a German compound, with a lower quality', () => {
    const [match] = matchJobTitle('Intensivkrankenpflegerin');
    expect(match.occupation.id).toBe('nurse');
    expect(match.quality).toBeLessThan(1);
    expect(match.text).toBe('Intensivkrankenpflegerin');
  });

  it('returns nothing for titles it does not know', () => {
    expect(matchJobTitle('Werkstudent')).toEqual([]);
    expect(matchJobTitle('')).toEqual([]);
  });
});
