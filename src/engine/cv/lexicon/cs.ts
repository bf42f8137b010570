import type { Lexicon } from './types';

export const cs: Lexicon = {
  code: 'cs',
  headings: {
    experience: ['pracovní zkušenosti', 'praxe', 'profesní zkušenosti', 'pracovní praxe', 'zaměstnání', 'odborná praxe', 'pracovní historie', 'profesní praxe'],
    education: ['vzdělání', 'studium', 'vzdělání a kurzy'],
    skills: ['dovednosti', 'znalosti', 'odborné znalosti', 'počítačové znalosti', 'schopnosti', 'kompetence', 'další dovednosti', 'schopnosti a dovednosti'],
    languages: ['jazyky', 'jazykové znalosti', 'jazykové dovednosti', 'cizí jazyky'],
    summary: ['profil', 'shrnutí', 'o mně', 'osobní profil', 'profesní profil', 'cíl'],
    contact: ['osobní údaje', 'kontakt', 'kontaktní údaje'],
    certifications: ['certifikáty', 'certifikáty a osvědčení', 'kurzy', 'školení', 'osvědčení', 'kurzy a školení', 'další vzdělávání', 'další vzdělávání a kurzy', 'další vzdělání'],
    interests: ['zájmy', 'koníčky', 'záliby'],
    projects: ['projekty'],
    publications: ['publikace'],
    awards: ['ocenění'],
    references: ['reference', 'ostatní', 'další informace', 'doplňující informace', 'ostatní informace'],
    volunteering: ['dobrovolnictví'],
  },
  documentTitles: ['životopis', 'strukturovaný životopis', 'profesní životopis'],
  months: [
    ['leden', 'ledna'], ['únor', 'února'], ['březen', 'března'], ['duben', 'dubna'], ['květen', 'května'], ['červen', 'června'],
    ['červenec', 'července'], ['srpen', 'srpna'], ['září'], ['říjen', 'října'], ['listopadu'], ['prosinec', 'prosince'],
  ],
  seasons: ['léto', 'zima', 'jaro', 'podzim'],
  present: ['současnost', 'dosud', 'doposud', 'nyní', 'trvá', 'dodnes', 'současnosti', 'do současnosti', 'do dnešního dne', 'probíhá'],
  since: ['od', 'od roku'],
  rangeWords: ['do'],
  degrees: ['ing', 'mgr', 'bc', 'phdr', 'judr', 'mudr', 'rndr', 'titul', 'maturita', 'bakalář', 'magistr', 'inženýr', 'výuční list'],
  languageNames: {
    English: ['angličtina', 'anglický', 'anglicky'], German: ['němčina', 'německý', 'německy'], French: ['francouzština'],
    Spanish: ['španělština'], Italian: ['italština'], Russian: ['ruština'], Polish: ['polština'], Czech: ['čeština', 'český'],
    Slovak: ['slovenština'], Portuguese: ['portugalština'], Hungarian: ['maďarština'], Ukrainian: ['ukrajinština'],
    Chinese: ['čínština'], Dutch: ['nizozemština'],
  },
  native: ['rodilý mluvčí', 'mateřský jazyk', 'mateřština', 'rodný jazyk'],
  levels: ['pokročilý', 'základy', 'základní', 'plynně', 'plynulý', 'pasivně', 'aktivně', 'středně pokročilý', 'začátečník'],
  nameLabels: { full: ['jméno a příjmení'], given: ['jméno'], family: ['příjmení'] },
};
