import { describe, expect, it } from 'vitest';
import { COACH_LANGUAGES } from '../types';
import { en } from './en';
import { COACH_MESSAGES } from './messages';
import { frenchSpacing } from './typography';
import type { CoachMessages } from './types';

// Type level: a table without every key is not a CoachMessages (tsc fails if this stops being an error).
// @ts-expect-error the table lacks all sections but `kinds`
const incomplete: CoachMessages = { kinds: en.kinds };

type Shape = string | { [key: string]: Shape };

/** The table's structure: every key, with 'string', 'function' or 'array:<length>' at the leaves. */
function shape(value: unknown): Shape {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return `array:${value.length}`;
  return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('coach messages', () => {
  it('the type rejects an incomplete table', () => {
    expect(Object.keys(incomplete)).toEqual(['kinds']);
  });

  it.each(COACH_LANGUAGES)('%s has exactly the keys of the English table, with the same kinds of value', (language) => {
    expect(shape(COACH_MESSAGES[language])).toEqual(shape(en));
  });

  it.each(COACH_LANGUAGES)('%s has no empty or untranslated fixed phrase', (language) => {
    const own = strings(COACH_MESSAGES[language]);
    for (const s of own) expect(s.trim()).not.toBe('');
    if (language === 'en') return;
    // a few words are the same in several languages ("Networking", "EU", "Dates"); whole sentences are not
    const english = new Set(strings(en).filter((s) => s.split(' ').length > 3));
    expect(own.filter((s) => english.has(s))).toEqual([]);
  });

  it('uses non-breaking spaces in French before : ; ? ! and inside guillemets', () => {
    const fr = COACH_MESSAGES.fr;
    expect(fr.suggested.promotion).toBe('Comment obtenir une promotion\u202f?');
    expect(fr.quote('texte')).toBe('«\u00a0texte\u00a0»');
    expect(fr.grounding.quality(80)).toBe('Score de qualité du CV\u00a0: 80/100');
    expect(frenchSpacing('a : b ; c ? d !')).toBe('a\u00a0: b\u202f; c\u202f? d\u202f!');
  });
});
