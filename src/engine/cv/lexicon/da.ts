import type { Lexicon } from './types';

export const da: Lexicon = {
  code: 'da',
  headings: {
    experience: ['erhvervserfaring', 'arbejdserfaring', 'erfaring', 'beskæftigelse', 'ansættelser'],
    education: ['uddannelse', 'uddannelser'],
    skills: ['kompetencer', 'færdigheder', 'kvalifikationer', 'it-kompetencer', 'faglige kompetencer', 'it-kundskaber'],
    languages: ['sprog', 'sprogkundskaber'],
    summary: ['profil', 'resumé', 'om mig'],
    contact: ['kontakt', 'kontaktoplysninger', 'personlige oplysninger', 'personlige data'],
    certifications: ['certifikater', 'kurser', 'efteruddannelse', 'certificeringer'],
    interests: ['interesser', 'fritidsinteresser', 'fritid'],
    projects: ['projekter'],
    publications: ['publikationer'],
    awards: ['priser'],
    references: ['referencer', 'andet', 'øvrigt', 'andre oplysninger', 'yderligere oplysninger', 'øvrige oplysninger'],
    volunteering: ['frivilligt arbejde', 'tillidshverv'],
  },
  documentTitles: ['curriculum vitae', 'cv'],
  months: [['januar'], ['februar'], ['marts'], ['april'], ['maj'], ['juni'], ['juli'], ['august'], ['september'], ['oktober'], ['november'], ['december']],
  seasons: ['sommer', 'vinter', 'forår', 'efterår'],
  present: ['d.d.', 'i dag', 'nuværende', 'igangværende', 'nu', 'til nu', 'dags dato'],
  since: ['siden', 'fra'],
  rangeWords: ['til'],
  degrees: ['kandidat', 'cand', 'bachelor', 'ingeniør', 'studentereksamen', 'hhx', 'htx', 'stx', 'erhvervsuddannelse', 'akademiuddannelse', 'professionsbachelor'],
  languageNames: {
    English: ['engelsk'], German: ['tysk'], French: ['fransk'], Spanish: ['spansk'], Italian: ['italiensk'], Russian: ['russisk'],
    Danish: ['dansk'], Swedish: ['svensk'], Norwegian: ['norsk'], Finnish: ['finsk'], Polish: ['polsk'], Arabic: ['arabisk'],
  },
  native: ['modersmål'],
  levels: ['flydende', 'godt', 'grundlæggende', 'forhandlingsniveau', 'begynder'],
  nameLabels: { full: ['navn'], given: ['fornavn'], family: ['efternavn'] },
};
