import type { Lexicon } from './types';

export const sl: Lexicon = {
  code: 'sl',
  headings: {
    experience: ['delovne izkušnje', 'izkušnje', 'poklicne izkušnje', 'zaposlitve'],
    education: ['izobrazba', 'izobraževanje', 'izobraževanje in usposabljanje'],
    skills: ['veščine', 'znanja', 'kompetence', 'spretnosti', 'računalniška znanja', 'osebne veščine', 'digitalne kompetence'],
    languages: ['jeziki', 'znanje jezikov', 'tuji jeziki', 'jezikovne kompetence'],
    summary: ['profil', 'povzetek', 'o meni'],
    contact: ['osebni podatki', 'kontakt'],
    certifications: ['certifikati', 'tečaji', 'usposabljanja'],
    interests: ['interesi', 'hobiji', 'prosti čas'],
    references: ['drugo', 'dodatne informacije', 'ostalo'],
    projects: ['projekti'],
    awards: ['nagrade'],
  },
  documentTitles: ['življenjepis'],
  months: [['januar'], ['februar'], ['marec'], ['april'], ['maj'], ['junij'], ['julij'], ['avgust'], ['september'], ['oktober'], ['november'], ['december']],
  seasons: ['poletje', 'zima', 'pomlad', 'jesen'],
  present: ['danes', 'sedaj', 'zdaj', 'trenutno', 'do danes', 'sedanjost', 'še traja', 'v teku'],
  since: ['od'],
  rangeWords: ['do'],
  degrees: ['univerzitetni', 'diplomirani', 'diplomirana', 'magister', 'magistrica', 'doktor', 'matura', 'srednja šola'],
  languageNames: {
    English: ['angleščina'], German: ['nemščina'], French: ['francoščina'], Spanish: ['španščina'], Italian: ['italijanščina'],
    Russian: ['ruščina'], Slovenian: ['slovenščina'], Croatian: ['hrvaščina'], Serbian: ['srbščina'],
  },
  native: ['materni jezik', 'materinščina', 'materni'],
  levels: ['tekoče', 'napredno', 'osnovno', 'dobro'],
  nameLabels: { full: ['ime in priimek'], given: ['ime'], family: ['priimek'] },
};
