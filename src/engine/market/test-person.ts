import type { MarketPerson } from './person';

/** Test helper: a person with only what the test names. */
export function person(p: Partial<MarketPerson> = {}): MarketPerson {
  return { skills: [], languages: [], industries: [], occupations: [], country: null, ...p };
}

export function skills(...names: string[]): MarketPerson['skills'] {
  return names.map((name) => ({ name }));
}
