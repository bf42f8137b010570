import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugFor } from './slug';

const free = () => false;

describe('slugFor', () => {
  it('is lower-case ASCII with single hyphens, diacritics folded', () => {
    expect(slugFor('Zoë Müller-Łęcka', free)).toBe('zoe-muller-lecka');
    expect(slugFor('  José  Ångström  ', free)).toBe('jose-angstrom');
    expect(slugFor('Straße & Søren Æbelø', free)).toBe('strasse-soren-aebelo');
    expect(slugFor("O'Brien, Siobhán (PhD)", free)).toBe('o-brien-siobhan-phd');
  });

  it('is at most 40 characters and never ends in a hyphen', () => {
    const slug = slugFor('Maximiliane Alexandra von Hohenberg-Wittelsbach', free);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toBe('maximiliane-alexandra-von-hohenberg-witt');
    expect(slugFor('a'.repeat(39) + ' b', free)).toBe('a'.repeat(39));
  });

  it('falls back when nothing URL-safe is left', () => {
    expect(slugFor('李小龍', free)).toBe('portfolio');
    expect(slugFor('!!!', free)).toBe('portfolio');
  });

  it('numbers the slug when it is taken, within 40 characters', () => {
    const taken = new Set(['ana-ruiz', 'ana-ruiz-2']);
    expect(slugFor('Ana Ruiz', (s) => taken.has(s))).toBe('ana-ruiz-3');
    const long = slugFor('Maximiliane Alexandra von Hohenberg-Wittelsbach', (s) => s === 'maximiliane-alexandra-von-hohenberg-witt');
    expect(long).toBe('maximiliane-alexandra-von-hohenberg-wi-2');
    expect(long.length).toBe(SLUG_MAX_LENGTH);
  });

  it('asks about each candidate in order, and gives up rather than loop forever', () => {
    const asked: string[] = [];
    slugFor('Ana', (s) => {
      asked.push(s);
      return asked.length < 3;
    });
    expect(asked).toEqual(['ana', 'ana-2', 'ana-3']);
    expect(() => slugFor('Ana', () => true)).toThrow(RangeError);
  });

  it('is deterministic', () => {
    expect(slugFor('Élodie Durand', free)).toBe(slugFor('Élodie Durand', free));
  });
});
