import type { Lexicon } from './types';

/** Catalan (Catalonia, Valencia, the Balearic Islands, Andorra): CVs there are often written in it. */
export const ca: Lexicon = {
  code: 'ca',
  headings: {
    experience: ['experiència professional', 'experiència laboral', 'experiència', 'trajectòria professional'],
    education: ['formació', 'formació acadèmica', 'estudis', 'formació reglada', 'educació'],
    skills: ['coneixements', 'competències', 'habilitats', 'competències professionals', 'coneixements informàtics', 'informàtica'],
    languages: ['idiomes', 'llengües', 'coneixements lingüístics'],
    summary: ['perfil', 'perfil professional', 'sobre mi', 'resum'],
    contact: ['dades personals', 'contacte', 'dades de contacte'],
    certifications: ['cursos', 'formació complementària', 'certificats', 'certificacions'],
    interests: ['aficions', 'interessos', 'altres interessos'],
    projects: ['projectes'],
    awards: ['premis', 'reconeixements'],
    references: ['referències', 'altres dades', 'altres informacions', 'informació addicional'],
  },
  documentTitles: ['currículum vitae', 'currículum', 'curriculum vitae'],
  months: [
    ['gener', 'gen'], ['febrer', 'febr'], ['març'], ['abril'], ['maig'], ['juny'], ['juliol', 'jul'], ['agost', 'ag'],
    ['setembre', 'set'], ['octubre', 'oct'], ['novembre', 'nov'], ['desembre', 'des'],
  ],
  seasons: ['estiu', 'hivern', 'primavera', 'tardor'],
  present: ['actualitat', "l'actualitat", 'actualment', 'avui', 'fins ara', 'en curs'],
  since: ['des de', 'des del', "des d'", 'des d’'],
  degrees: ['grau', 'llicenciatura', 'diplomatura', 'màster', 'doctorat', 'cicle formatiu', 'batxillerat', 'títol', 'tècnic', 'tècnica'],
  languageNames: {
    Catalan: ['català'], Valencian: ['valencià'], Spanish: ['castellà', 'espanyol'], English: ['anglès'], French: ['francès'], German: ['alemany'],
    Italian: ['italià'], Portuguese: ['portuguès'], Arabic: ['àrab'], Russian: ['rus'], Chinese: ['xinès'], Dutch: ['neerlandès'],
  },
  native: ['llengua materna', 'natiu', 'nativa', 'materna'],
  levels: ['alt', 'mitjà', 'nivell mitjà', 'bàsic', 'avançat', 'intermedi', 'fluid', 'bilingüe', 'nivell alt', 'nivell bàsic'],
  nameLabels: { full: ['nom i cognoms', 'nom complet'], given: ['nom'], family: ['cognoms', 'cognom'] },
};
