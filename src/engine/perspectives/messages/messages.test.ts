import { describe, expect, it } from 'vitest';
import { SKILL_CATEGORIES } from '../../taxonomy/skill-schema';
import { EMPTY_REASONS, PERSPECTIVE_LANGUAGES, SECTION_KEYS, TONES } from '../types';
import { en } from './en';
import { PERSPECTIVE_MESSAGES } from './messages';
import type { PerspectiveMessages } from './types';

// Type level: a table without every key is not a PerspectiveMessages (tsc fails if this stops being an error).
// @ts-expect-error the table lacks everything but `headings`
const incomplete: PerspectiveMessages = { headings: en.headings };

type Shape = string | { [key: string]: Shape };

/** The table's structure: every key, with 'string' or 'function' at the leaves. */
function shape(value: unknown): Shape {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') return 'function';
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const parts = { name: 'Ana Ruiz', role: 'Data Analyst', company: 'Banco Uno', location: 'Madrid', years: 6 };

describe('perspective messages', () => {
  it('the type rejects an incomplete table', () => {
    expect(Object.keys(incomplete)).toEqual(['headings']);
  });

  it.each(PERSPECTIVE_LANGUAGES)('%s has exactly the keys of the English table', (language) => {
    expect(shape(PERSPECTIVE_MESSAGES[language])).toEqual(shape(en));
  });

  it.each(PERSPECTIVE_LANGUAGES)('%s names every section, skill category, tone and empty reason', (language) => {
    const m = PERSPECTIVE_MESSAGES[language];
    expect(Object.keys(m.headings).sort()).toEqual([...SECTION_KEYS].sort());
    expect(Object.keys(m.categories).sort()).toEqual([...SKILL_CATEGORIES, 'other'].sort());
    expect(Object.keys(m.tones).sort()).toEqual([...TONES].sort());
    expect(Object.keys(m.reasons).sort()).toEqual([...EMPTY_REASONS].sort());
  });

  it.each(PERSPECTIVE_LANGUAGES)('%s has no empty or untranslated phrase', (language) => {
    const m = PERSPECTIVE_MESSAGES[language];
    const own = strings(m);
    for (const s of own) expect(s.trim()).not.toBe('');
    if (language === 'en') return;
    // single words may be shared ("Software", "Talents", "Contact"); sentences may not
    const english = new Set(strings(en).filter((s) => s.split(' ').length > 3));
    expect(own.filter((s) => english.has(s))).toEqual([]);
    for (const tone of TONES) expect(m.headline(parts, tone)).not.toBe(en.headline(parts, tone));
    expect(m.gap('x', 'y', 4, 'formal')).not.toBe(en.gap('x', 'y', 4, 'formal'));
  });

  it.each(PERSPECTIVE_LANGUAGES)('%s builds a headline from any subset of its parts, keeping the data as written', (language) => {
    const m = PERSPECTIVE_MESSAGES[language];
    const subsets = [parts, { ...parts, name: null }, { ...parts, role: null }, { ...parts, company: null, location: null, years: null }];
    for (const p of subsets) {
      for (const tone of TONES) {
        const text = m.headline(p, tone);
        expect(text).not.toMatch(/null|undefined|\s{2,}|^\s|\s$/);
        if (p.name) expect(text).toContain(p.name);
        if (p.role) expect(text).toContain(p.role);
      }
    }
  });

  it('French puts no-break spaces before colons and semicolons', () => {
    const fr = PERSPECTIVE_MESSAGES.fr;
    expect(fr.goals('a', 'neutral')).toBe('Objectifs de carrière\u00a0: a');
    expect(fr.reasons['no-confirmed-talents']).toContain('validé\u202f;');
    for (const s of strings(fr)) expect(s).not.toMatch(/ [:;?!]/);
  });

  it('plural forms follow the count', () => {
    expect(en.gap('a', 'b', 1, 'neutral')).toBe('Gap: a – b (1 month)');
    expect(PERSPECTIVE_MESSAGES.de.ongoingBreak('a', 5, 'neutral')).toBe('Lücke: seit a (5 Monate)');
    expect(PERSPECTIVE_MESSAGES.es.headline({ ...parts, years: 1 }, 'neutral')).toContain('1 año de experiencia');
  });
});
