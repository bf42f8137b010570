import type { Lexicon } from './types';

export const nb: Lexicon = {
  code: 'nb',
  headings: {
    experience: ['arbeidserfaring', 'yrkeserfaring', 'erfaring', 'praksis'],
    education: ['utdanning', 'utdannelse'],
    skills: ['ferdigheter', 'kompetanse', 'kvalifikasjoner', 'it-kompetanse', 'nøkkelkvalifikasjoner', 'kunnskaper'],
    languages: ['språk', 'språkkunnskaper'],
    summary: ['profil', 'sammendrag', 'om meg'],
    contact: ['kontakt', 'kontaktinformasjon', 'personalia', 'personlig informasjon'],
    certifications: ['sertifikater', 'sertifikater og rettigheter', 'kurs', 'sertifiseringer', 'kurs og sertifiseringer'],
    interests: ['interesser', 'fritidsinteresser', 'hobbyer'],
    projects: ['prosjekter'],
    publications: ['publikasjoner'],
    awards: ['priser'],
    references: ['referanser', 'annet', 'øvrig', 'andre opplysninger', 'tilleggsinformasjon', 'øvrige opplysninger'],
    volunteering: ['frivillig arbeid', 'verv', 'tillitsverv'],
  },
  documentTitles: ['curriculum vitae', 'cv'],
  months: [['januar'], ['februar'], ['mars'], ['april'], ['mai'], ['juni'], ['juli'], ['august'], ['september'], ['oktober'], ['november'], ['desember', 'des']],
  seasons: ['sommer', 'vinter', 'vår', 'høst', 'sommeren'],
  present: ['d.d.', 'dags dato', 'nå', 'i dag', 'nåværende', 'pågående', 'til nå', 'nåtid'],
  since: ['siden', 'fra'],
  rangeWords: ['til'],
  degrees: ['bachelorgrad', 'mastergrad', 'cand', 'ingeniør', 'fagbrev', 'vitnemål', 'studiespesialisering'],
  languageNames: {
    English: ['engelsk'], German: ['tysk'], French: ['fransk'], Spanish: ['spansk'], Italian: ['italiensk'], Russian: ['russisk'],
    Norwegian: ['norsk', 'bokmål', 'nynorsk'], Swedish: ['svensk'], Danish: ['dansk'], Finnish: ['finsk'], Polish: ['polsk'],
  },
  native: ['morsmål'],
  levels: ['flytende', 'god', 'grunnleggende', 'meget god'],
  nameLabels: { full: ['navn'], given: ['fornavn'], family: ['etternavn'] },
};
