import type { Lexicon } from './types';

export const sk: Lexicon = {
  code: 'sk',
  headings: {
    experience: ['pracovné skúsenosti', 'prax', 'odborná prax', 'pracovná prax', 'zamestnanie'],
    education: ['vzdelanie', 'štúdium'],
    skills: ['zručnosti', 'zručnosti a kompetencie', 'schopnosti', 'počítačové zručnosti', 'kompetencie', 'odborné znalosti'],
    languages: ['jazyky', 'jazykové znalosti', 'jazykové zručnosti', 'cudzie jazyky', 'ďalší jazyk(y)', 'ďalšie jazyky'],
    summary: ['profil', 'o mne', 'zhrnutie', 'osobný profil'],
    contact: ['osobné údaje', 'kontakt', 'kontaktné údaje'],
    certifications: ['certifikáty', 'kurzy', 'školenia', 'osvedčenia', 'ďalšie vzdelávanie', 'ďalšie vzdelávanie a kurzy'],
    interests: ['záujmy', 'koníčky'],
    references: ['ostatné', 'ďalšie informácie', 'doplňujúce informácie'],
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
  present: ['súčasnosť', 'súčasnosti', 'do súčasnosti', 'do dnešného dňa', 'doteraz', 'dodnes', 'trvá', 'teraz', 'prebieha'],
  since: ['od'],
  rangeWords: ['do'],
  degrees: ['bakalár', 'magister', 'inžinier', 'maturita', 'ing', 'mgr', 'bc'],
  languageNames: {
    // the noun and the adjective ("anglický jazyk", the older Europass grid's "nemecký")
    English: ['angličtina', 'anglický', 'anglicky'], German: ['nemčina', 'nemecký', 'nemecky'], French: ['francúzština', 'francúzsky'],
    Spanish: ['španielčina', 'španielsky'], Italian: ['taliančina', 'taliansky'], Russian: ['ruština', 'ruský', 'rusky'],
    Polish: ['poľština', 'poľský'], Czech: ['čeština', 'český', 'česky'], Slovak: ['slovenčina', 'slovenský', 'slovensky'],
    Hungarian: ['maďarčina', 'maďarský'], Ukrainian: ['ukrajinčina', 'ukrajinský'],
  },
  native: ['materinský jazyk', 'materinský', 'rodný jazyk'],
  levels: ['pokročilý', 'základy', 'plynulo', 'aktívne', 'pasívne', 'mierne pokročilý', 'začiatočník'],
  nameLabels: { full: ['meno a priezvisko', 'meno / priezvisko', 'priezvisko a meno'], given: ['meno'], family: ['priezvisko'] },
};
