import type { Lexicon } from './types';

export const ro: Lexicon = {
  code: 'ro',
  headings: {
    experience: ['experiență profesională', 'experiența profesională', 'experiență', 'experiență de muncă', 'istoric profesional', 'activitate profesională'],
    education: ['educație', 'studii', 'educație și formare', 'educația și formarea', 'formare', 'studii și formare', 'pregătire profesională', 'educație și formare profesională'],
    skills: ['competențe', 'aptitudini', 'abilități', 'competențe tehnice', 'competențe digitale', 'competențe profesionale', 'aptitudini și competențe', 'cunoștințe', 'competențe informatice', 'competențe și aptitudini de utilizare a calculatorului', 'competențe și aptitudini tehnice'],
    languages: ['limbi străine', 'limbi străine cunoscute', 'alte limbi străine cunoscute', 'alte limbi străine', 'alte limbi', 'limbi', 'competențe lingvistice', 'cunoștințe lingvistice', 'limbi cunoscute'],
    summary: ['profil', 'rezumat', 'profil profesional', 'despre mine', 'obiectiv'],
    contact: ['date personale', 'informații personale', 'contact', 'date de contact'],
    certifications: ['certificări', 'certificate', 'cursuri'],
    interests: ['interese', 'hobby-uri', 'pasiuni'],
    projects: ['proiecte', 'proiecte de cercetare'],
    publications: ['publicații', 'lucrări publicate', 'publicații selectate'],
    awards: ['premii', 'distincții', 'premii și distincții'],
    references: ['referințe', 'altele', 'alte informații', 'informații suplimentare', 'informații adiționale'],
    volunteering: ['voluntariat'],
  },
  documentTitles: ['curriculum vitae', 'cv'],
  months: [
    ['ianuarie', 'ian'], ['februarie'], ['martie'], ['aprilie'], [], ['iunie', 'iun'],
    ['iulie', 'iul'], [], ['septembrie'], ['octombrie'], ['noiembrie', 'noi'], ['decembrie'],
  ],
  seasons: ['vara', 'iarna', 'primăvara', 'toamna'],
  present: ['prezent', 'în prezent', 'prezentul', 'curent', 'până în prezent', 'până azi', 'azi', 'în curs', 'în desfășurare'],
  since: ['din', 'începând cu'],
  rangeWords: ['până la', 'până în'],
  degrees: ['licență', 'licențiat', 'master', 'masterat', 'doctorat', 'diplomă', 'bacalaureat', 'doctor'],
  languageNames: {
    English: ['engleză', 'engleza'], German: ['germană'], French: ['franceză'], Spanish: ['spaniolă'], Italian: ['italiană'],
    Russian: ['rusă'], Romanian: ['română', 'romana'], Hungarian: ['maghiară'], Portuguese: ['portugheză'], Polish: ['polonă'],
    Ukrainian: ['ucraineană'],
  },
  native: ['nativ', 'nativă', 'limba maternă', 'maternă'],
  levels: ['avansat', 'mediu', 'începător', 'fluent', 'intermediar'],
  nameLabels: { full: ['nume și prenume', 'nume complet'], given: ['prenume'], family: ['nume'] },
};
