import type { Lexicon } from './types';

export const hu: Lexicon = {
  code: 'hu',
  headings: {
    experience: ['szakmai tapasztalat', 'munkatapasztalat', 'munkahelyek', 'tapasztalat', 'korábbi munkahelyek', 'szakmai tapasztalatok'],
    education: ['tanulmányok', 'végzettség', 'iskolai végzettség', 'oktatás', 'képzettség'],
    skills: ['készségek', 'kompetenciák', 'ismeretek', 'számítógépes ismeretek', 'szakmai ismeretek', 'képességek', 'informatikai ismeretek', 'szoftverek', 'személyes kompetenciák', 'szakmai kompetenciák', 'digitális kompetenciák', 'szoftverismeret'],
    languages: ['nyelvtudás', 'nyelvek', 'nyelvismeret', 'idegen nyelvek', 'idegennyelv-tudás', 'nyelvi készségek', 'egyéb nyelvek'],
    summary: ['profil', 'összefoglaló', 'bemutatkozás', 'szakmai profil', 'rólam', 'célkitűzés'],
    contact: ['személyes adatok', 'elérhetőség', 'elérhetőségek', 'kapcsolat'],
    certifications: ['tanúsítványok', 'képesítések', 'tanfolyamok', 'képzések'],
    interests: ['érdeklődési kör', 'hobbi', 'hobbik', 'szabadidő'],
    projects: ['projektek'],
    publications: ['publikációk'],
    awards: ['díjak'],
    references: ['referenciák', 'egyéb', 'egyéb információk', 'további információk', 'egyéb információ'],
    volunteering: ['önkéntes munka'],
  },
  documentTitles: ['önéletrajz', 'szakmai önéletrajz'],
  months: [
    ['január'], ['február', 'febr'], ['március', 'márc'], ['április', 'ápr'], ['május', 'máj'], ['június', 'jún'],
    ['július', 'júl'], ['augusztus'], ['szeptember', 'szept'], ['október'], ['november'], ['december'],
  ],
  seasons: ['nyár', 'tél', 'tavasz', 'ősz', 'nyáron'],
  present: ['jelenleg', 'jelen', 'napjainkig', 'folyamatban', 'mostanáig', 'jelenlegi', 'máig'],
  since: [],
  sinceAfter: ['óta', 'tól', 'től', 'kezdve'],
  degrees: ['diploma', 'alapképzés', 'mesterképzés', 'érettségi', 'oklevél', 'szakközépiskola', 'doktori'],
  languageNames: {
    English: ['angol'], German: ['német'], French: ['francia'], Spanish: ['spanyol'], Italian: ['olasz'], Russian: ['orosz'],
    Hungarian: ['magyar'], Romanian: ['román'], Polish: ['lengyel'], Slovak: ['szlovák'], Czech: ['cseh'], Croatian: ['horvát'],
    Portuguese: ['portugál'],
  },
  native: ['anyanyelv', 'anyanyelvi', 'anyanyelvű'],
  levels: ['felsőfok', 'felsőfokú', 'középfok', 'középfokú', 'alapfok', 'alapfokú', 'folyékony', 'társalgási'],
  nameLabels: { full: ['név', 'teljes név'], given: ['keresztnév', 'utónév'], family: ['vezetéknév'] },
};
