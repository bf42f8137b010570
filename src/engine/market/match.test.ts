import { describe, expect, it } from 'vitest';
import { findMatch, matchTerm } from './match';

describe('matchTerm', () => {
  it('matches the same term across case, accents and plurals', () => {
    expect(matchTerm('Python', 'python')).toBe('same-term');
    expect(matchTerm('nurses', 'Nurse')).toBe('same-term');
  });

  it('matches spellings the taxonomy knows as one skill', () => {
    expect(matchTerm('KI', 'AI')).toBe('same-skill');
    expect(matchTerm('Cloud Computing', 'Cloud')).toBe('same-skill');
  });

  it('matches when every word of the shorter term is in the longer one', () => {
    expect(matchTerm('nurse', 'Registered nurses')).toBe('contains');
    expect(matchTerm('software engineer', 'Software developers / engineers')).toBe('contains');
    expect(matchTerm('Python Programming', 'Programming')).toBe('contains');
  });

  it('compares compound market terms part by part', () => {
    expect(matchTerm('Big Data', 'AI and big data')).toBe('same-term');
    expect(matchTerm('KI', 'AI and big data')).toBe('same-skill');
    expect(matchTerm('Leadership', 'Leadership and social influence')).toBe('same-term');
  });

  it('does not match on a shared word alone or on single letters', () => {
    expect(matchTerm('Digital Marketing', 'Digital transformation')).toBeNull();
    expect(matchTerm('Critical thinking', 'Analytical thinking')).toBeNull();
    expect(matchTerm('R', 'R&D')).toBeNull();
  });
});

describe('findMatch', () => {
  it('returns the strongest of the person terms that match', () => {
    expect(findMatch(['Data Analysis', 'Big Data'], 'AI and big data')).toEqual({
      term: 'Big Data',
      matched: 'AI and big data',
      how: 'same-term',
    });
    expect(findMatch(['Welding'], 'Nurses')).toBeNull();
  });
});
