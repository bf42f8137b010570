import type { Lexicon } from './types';

// Maltese: most CVs in Malta are in English; these are the Maltese headings and dates some of them use
export const mt: Lexicon = {
  code: 'mt',
  headings: {
    experience: ['esperjenza tax-xogħol', 'esperjenza', 'esperjenza professjonali'],
    education: ['edukazzjoni', 'edukazzjoni u taħriġ'],
    skills: ['ħiliet', 'kompetenzi', 'ħiliet diġitali'],
    languages: ['lingwi', 'ilsna'],
    summary: ['profil', 'sommarju'],
    contact: ['informazzjoni personali', 'dettalji personali'],
    certifications: ['ċertifikati', 'korsijiet'],
    interests: ['interessi', 'passatempi'],
    references: ['referenzi', 'informazzjoni oħra'],
  },
  documentTitles: [],
  months: [
    ['jannar'], ['frar'], ['marzu'], ['april'], ['mejju'], ['ġunju'], ['lulju'], ['awwissu'], ['settembru'], ['ottubru'], ['novembru'], ['diċembru'],
  ],
  present: ['sal-lum', 'preżent', 'bħalissa'],
  since: ['minn'],
  degrees: ['baċellerat', 'masters', 'diploma'],
  languageNames: { Maltese: ['malti'], English: ['ingliż'], Italian: ['taljan'], French: ['franċiż'], German: ['ġermaniż'] },
  native: ['lingwa materna'],
  levels: ['tajjeb ħafna', 'tajjeb', 'bażiku'],
  nameLabels: { full: ['isem u kunjom'], given: ['isem'], family: ['kunjom'] },
};
