import { describe, expect, it } from 'vitest';
import { findSkill } from '../taxonomy/taxonomy';
import { sectorFocus } from './sector-focus';

describe('sectorFocus', () => {
  it('gives every NACE section A–S focus areas, most of them skills the taxonomy knows', () => {
    const sections = 'ABCDEFGHIJKLMNOPQRS'.split('');
    const all = sections.flatMap((s) => sectorFocus(s));
    for (const s of sections) expect(sectorFocus(s).length).toBeGreaterThan(1);
    const known = all.filter((f) => findSkill(f) !== undefined && findSkill(f) !== null);
    expect(known.length / all.length).toBeGreaterThan(0.6);
  });

  it('answers nothing for an unknown section rather than a guess', () => {
    expect(sectorFocus('Z')).toEqual([]);
    expect(sectorFocus('')).toEqual([]);
  });
});
