import type { Lexicon } from './types';

// "listopad" is October in Croatian but November in Polish and Czech: the shared month table keeps November.
export const hr: Lexicon = {
  code: 'hr',
  headings: {
    experience: ['radno iskustvo', 'iskustvo', 'profesionalno iskustvo', 'radna iskustva'],
    education: ['obrazovanje', 'obrazovanje i osposobljavanje', 'školovanje'],
    skills: ['vještine', 'kompetencije', 'znanja', 'računalne vještine', 'osobne vještine', 'digitalne vještine', 'vještine i kompetencije'],
    languages: ['jezici', 'strani jezici', 'poznavanje jezika', 'jezične vještine', 'znanje jezika', 'znanje stranih jezika'],
    summary: ['profil', 'sažetak', 'o meni'],
    contact: ['osobni podaci', 'kontakt', 'kontakt podaci'],
    certifications: ['certifikati', 'tečajevi', 'edukacije'],
    interests: ['interesi', 'hobiji'],
    projects: ['projekti'],
    publications: ['publikacije'],
    awards: ['nagrade'],
    volunteering: ['volontiranje'],
    references: ['reference', 'preporuke', 'ostalo', 'dodatne informacije', 'ostale informacije'],
  },
  documentTitles: ['životopis'],
  months: [
    ['siječanj', 'siječnja'], ['veljača', 'veljače'], ['ožujak', 'ožujka'], ['travanj', 'travnja'], ['svibanj', 'svibnja'], ['lipanj', 'lipnja'],
    ['srpanj', 'srpnja'], ['kolovoz', 'kolovoza'], ['rujan', 'rujna'], [], ['studeni', 'studenog', 'studenoga'], ['prosinac', 'prosinca'],
  ],
  seasons: ['ljeto', 'zima', 'proljeće', 'jesen'],
  present: ['danas', 'sada', 'trenutno', 'do danas', 'i dalje', 'sadašnjost', 'još traje', 'u tijeku'],
  since: ['od'],
  rangeWords: ['do'],
  degrees: ['magistar', 'magistra', 'prvostupnik', 'prvostupnica', 'diploma', 'mag', 'bacc', 'doktor', 'srednja škola'],
  languageNames: {
    English: ['engleski'], German: ['njemački'], French: ['francuski'], Spanish: ['španjolski'], Italian: ['talijanski'],
    Russian: ['ruski'], Croatian: ['hrvatski'], Serbian: ['srpski'], Slovenian: ['slovenski'], Hungarian: ['mađarski'],
  },
  native: ['materinski jezik', 'materinski'],
  levels: ['tečno', 'napredno', 'osnovno', 'aktivno', 'pasivno', 'srednje'],
  nameLabels: { full: ['ime i prezime'], given: ['ime'], family: ['prezime'] },
};
