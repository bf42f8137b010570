import type { Lexicon } from './types';

export const sk: Lexicon = {
  code: 'sk',
  headings: {
    experience: ['pracovné skúsenosti', 'prax', 'odborná prax', 'pracovná prax', 'zamestnanie'],
    education: ['vzdelanie', 'štúdium'],
    skills: ['zručnosti', 'zručnosti a kompetencie', 'schopnosti', 'počítačové zručnosti', 'kompetencie', 'odborné znalosti'],
    languages: ['jazyky', 'jazykové znalosti', 'jazykové zručnosti', 'cudzie jazyky'],
    summary: ['profil', 'o mne', 'zhrnutie', 'osobný profil'],
    contact: ['osobné údaje', 'kontakt', 'kontaktné údaje'],
    certifications: ['certifikáty', 'kurzy', 'školenia', 'osvedčenia'],
    interests: ['záujmy', 'koníčky'],
    projects: ['projekty'],
    awards: ['ocenenia'],
    volunteering: ['dobrovoľníctvo'],
  },
  documentTitles: ['životopis'],
  months: [
    ['január', 'januára'], ['február', 'februára'], ['marec', 'marca'], ['apríl', 'apríla'], ['máj', 'mája'], ['jún', 'júna'],
    ['júl', 'júla'], ['augusta'], ['septembra'], ['október', 'októbra'], ['novembra'], ['decembra'],
  ],
  seasons: ['leto', 'zima', 'jar', 'jeseň'],
  present: ['súčasnosť', 'súčasnosti', 'doteraz', 'dodnes', 'trvá', 'teraz'],
  since: ['od'],
  rangeWords: ['do'],
  degrees: ['bakalár', 'magister', 'inžinier', 'maturita', 'ing', 'mgr', 'bc'],
  languageNames: {
    English: ['angličtina'], German: ['nemčina'], French: ['francúzština'], Spanish: ['španielčina'], Italian: ['taliančina'],
    Russian: ['ruština'], Polish: ['poľština'], Czech: ['čeština'], Slovak: ['slovenčina'], Hungarian: ['maďarčina'], Ukrainian: ['ukrajinčina'],
  },
  native: ['materinský jazyk', 'materinský', 'rodný jazyk'],
  levels: ['pokročilý', 'základy', 'plynulo', 'aktívne', 'pasívne', 'mierne pokročilý', 'začiatočník'],
  nameLabels: { full: ['meno a priezvisko'], given: ['meno'], family: ['priezvisko'] },
};
