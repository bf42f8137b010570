import type { Lexicon } from './types';

// Serbian in both scripts (Latin first), and Bosnian and Montenegrin, which share its CV words
export const sr: Lexicon = {
  code: 'sr',
  headings: {
    experience: ['radno iskustvo', 'profesionalno iskustvo', 'iskustvo', 'радно искуство', 'професионално искуство', 'искуство'],
    education: ['obrazovanje', 'školovanje', 'obrazovanje i obuka', 'образовање', 'школовање', 'образовање и обука'],
    skills: [
      'veštine', 'kompetencije', 'znanja i veštine', 'računarske veštine', 'digitalne veštine', 'lične veštine', 'stručne veštine', 'vještine',
      'вештине', 'компетенције', 'рачунарске вештине', 'дигиталне вештине', 'личне вештине', 'стручне вештине',
    ],
    languages: ['jezici', 'strani jezici', 'poznavanje jezika', 'znanje jezika', 'poznavanje stranih jezika', 'језици', 'страни језици', 'познавање језика', 'знање језика'],
    summary: ['profil', 'o meni', 'профил', 'о мени'],
    contact: ['lični podaci', 'kontakt', 'лични подаци', 'контакт'],
    certifications: ['sertifikati', 'kursevi', 'obuke', 'licence', 'сертификати', 'курсеви', 'обуке'],
    interests: ['interesovanja', 'hobi', 'интересовања', 'хоби'],
    projects: ['projekti', 'пројекти'],
    awards: ['nagrade', 'награде'],
    volunteering: ['volontiranje', 'волонтирање'],
    references: ['preporuke', 'ostalo', 'dodatne informacije', 'препоруке', 'остало', 'додатне информације'],
  },
  documentTitles: ['biografija', 'radna biografija', 'биографија', 'радна биографија'],
  months: [
    ['januar', 'januara', 'јануар', 'јануара'], ['februar', 'februara', 'фебруар', 'фебруара'], ['mart', 'marta', 'март', 'марта'],
    ['april', 'aprila', 'април', 'априла'], ['maj', 'maja', 'мај', 'маја'], ['jun', 'juna', 'јун', 'јуна'], ['jul', 'jula', 'јул', 'јула'],
    ['avgust', 'avgusta', 'август', 'августа'], ['septembar', 'septembra', 'септембар', 'септембра'], ['oktobar', 'oktobra', 'октобар', 'октобра'],
    ['novembar', 'novembra', 'новембар', 'новембра'], ['decembar', 'decembra', 'децембар', 'децембра'],
  ],
  present: ['danas', 'do danas', 'sada', 'trenutno', 'данас', 'до данас', 'сада', 'тренутно'],
  since: ['od', 'од'],
  rangeWords: ['do', 'до'],
  degrees: ['diplomirani', 'diplomirana', 'master', 'doktor', 'srednja škola', 'strukovni', 'дипломирани', 'мастер', 'доктор', 'средња школа'],
  languageNames: {
    English: ['engleski', 'енглески'], German: ['nemački', 'немачки'], Russian: ['ruski', 'руски'], Serbian: ['srpski', 'српски'],
    Hungarian: ['mađarski', 'мађарски'], French: ['francuski', 'француски'], Italian: ['italijanski', 'италијански'], Spanish: ['španski', 'шпански'],
    Slovak: ['slovački'], Bosnian: ['bosanski'], Montenegrin: ['crnogorski'],
  },
  native: ['maternji jezik', 'maternji', 'матерњи језик', 'матерњи'],
  levels: ['odlično', 'dobro', 'osnovno', 'napredno', 'srednje', 'tečno', 'početni', 'одлично', 'добро', 'основно', 'напредно', 'течно'],
  nameLabels: { full: ['ime i prezime', 'име и презиме'], given: ['ime', 'име'], family: ['prezime', 'презиме'] },
};
