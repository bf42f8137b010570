import { describe, expect, it } from 'vitest';
import { INDUSTRIES, TALENT_IDS } from '../catalogue';
import { en } from './en';
import { TALENT_MESSAGES } from './messages';
import type { TalentMessages } from './types';
import { TALENT_LANGUAGES } from './types';

// Type level: a table without every talent is not a TalentMessages (tsc fails if this stops being an error).
// @ts-expect-error the table lacks every talent but one, the industries and the explanation
const incomplete: TalentMessages = { talents: { 'team-leadership': en.talents['team-leadership'] } };

const params = [
  { lines: 1, roles: 1, latest_year: 2025, strong: 1 },
  { lines: 3, roles: 2, latest_year: 2019, strong: 0 },
  { lines: 4, roles: 3, latest_year: null, strong: 2 },
];

describe('talent messages', () => {
  it('the type rejects an incomplete table', () => {
    expect(Object.keys(incomplete)).toEqual(['talents']);
  });

  it.each(TALENT_LANGUAGES)('%s names, describes and gives a two-step path for every talent, and names every industry', (language) => {
    const m = TALENT_MESSAGES[language];
    expect(Object.keys(m.talents).sort()).toEqual([...TALENT_IDS].sort());
    expect(Object.keys(m.industries).sort()).toEqual([...INDUSTRIES].sort());
    for (const id of TALENT_IDS) {
      const t = m.talents[id];
      for (const s of [t.name, t.description, ...t.path]) expect(s.trim(), `${language} ${id}`).not.toBe('');
      expect(t.path).toHaveLength(2);
    }
  });

  it.each(TALENT_LANGUAGES.filter((l) => l !== 'en'))('%s is translated, not English', (language) => {
    const m = TALENT_MESSAGES[language];
    for (const id of TALENT_IDS) {
      expect(m.talents[id].description, `${language} ${id}`).not.toBe(en.talents[id].description);
      expect(m.talents[id].path[0], `${language} ${id}`).not.toBe(en.talents[id].path[0]);
    }
    for (const p of params) expect(m.explanation(p)).not.toBe(en.explanation(p));
  });

  it.each(TALENT_LANGUAGES)('%s explains the evidence with its figures', (language) => {
    const m = TALENT_MESSAGES[language];
    expect(m.explanation(params[1]!)).toContain('2019');
    expect(m.explanation(params[1]!)).toContain('3');
    expect(m.explanation(params[2]!)).not.toContain('null');
  });
});
