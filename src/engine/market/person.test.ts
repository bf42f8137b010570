import { describe, expect, it } from 'vitest';
import type { CvAnalysis } from '../cv/types';
import { languageLevel, marketPersonFromCv, skillTerms } from './person';

describe('languageLevel', () => {
  it('reads CEFR, native, stars and common level words; unknown stays null', () => {
    expect(languageLevel('C1')).toBe('C1');
    expect(languageLevel('b2 (Goethe)')).toBe('B2');
    expect(languageLevel('native')).toBe('native');
    expect(languageLevel('Muttersprache')).toBe('native');
    expect(languageLevel('5/5')).toBe('C2');
    expect(languageLevel('4/5')).toBe('C1');
    expect(languageLevel('3/5')).toBe('B2');
    expect(languageLevel('verhandlungssicher')).toBe('C1');
    expect(languageLevel('Grundkenntnisse')).toBe('A2');
    expect(languageLevel('so-so')).toBeNull();
    expect(languageLevel(null)).toBeNull();
  });
});

describe('marketPersonFromCv', () => {
  it('takes skills with their taxonomy ids, languages as given, and the caller’s context', () => {
    const analysis: Pick<CvAnalysis, 'skills' | 'languages'> = {
      skills: [
        { name: 'Python', category: 'software', proficiency: 'advanced', evidence: [] },
        { name: 'python', category: 'software', proficiency: 'advanced', evidence: [] },
        { name: 'Underwater basket weaving', category: 'other', proficiency: 'beginner', evidence: [] },
      ],
      languages: [{ name: 'German', level: 'native' }],
    };
    const person = marketPersonFromCv(analysis, { industries: ['Software'], occupations: ['developer'], country: 'Germany' });
    expect(person).toEqual({
      skills: [
        { name: 'Python', id: 'python' },
        { name: 'Underwater basket weaving', id: null },
      ],
      languages: [{ name: 'German', level: 'native' }],
      industries: ['Software'],
      occupations: ['developer'],
      country: 'DE',
    });
    expect(marketPersonFromCv(analysis).country).toBeNull();
  });

  it('offers the canonical skill name beside the CV spelling', () => {
    expect(
      skillTerms({
        skills: [{ name: 'KI', id: 'artificial-intelligence' }],
        languages: [],
        industries: [],
        occupations: [],
        country: null,
      }),
    ).toEqual(['KI', 'Artificial Intelligence']);
  });
});
