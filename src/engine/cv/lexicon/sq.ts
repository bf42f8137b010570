import type { Lexicon } from './types';

export const sq: Lexicon = {
  code: 'sq',
  headings: {
    experience: ['përvoja profesionale', 'përvoja e punës', 'eksperienca e punës', 'eksperienca profesionale', 'përvoja', 'eksperienca', 'përvojë pune'],
    education: ['arsimi', 'edukimi', 'arsimimi', 'arsimi dhe trajnimi', 'edukimi dhe trajnimi', 'arsimi dhe formimi'],
    skills: ['aftësi', 'aftësitë', 'aftësi profesionale', 'aftësi kompjuterike', 'aftësi dixhitale', 'kompetenca', 'aftësi dhe kompetenca', 'aftësi teknike', 'aftësitë profesionale'],
    languages: ['gjuhët', 'gjuhë të huaja', 'gjuhët e huaja', 'njohja e gjuhëve', 'gjuhe te huaja'],
    summary: ['profili', 'përmbledhje', 'rreth meje', 'profili profesional'],
    contact: ['të dhëna personale', 'informacion personal', 'kontakt', 'kontakti', 'të dhënat personale'],
    certifications: ['certifikata', 'certifikime', 'kurse', 'trajnime', 'kualifikime'],
    interests: ['interesa', 'hobi', 'interesat'],
    projects: ['projekte'],
    awards: ['çmime'],
    volunteering: ['vullnetarizëm', 'vullnetariat'],
    references: ['referenca', 'të tjera', 'informacion shtesë', 'referencat'],
  },
  documentTitles: ['jetëshkrim', 'jetëshkrimi'],
  months: [
    ['janar', 'janari'], ['shkurt', 'shkurti'], ['mars', 'marsi'], ['prill', 'prilli'], ['maj', 'maji'], ['qershor', 'qershori'],
    ['korrik', 'korriku'], ['gusht', 'gushti'], ['shtator', 'shtatori'], ['tetor', 'tetori'], ['nëntor', 'nëntori'], ['dhjetor', 'dhjetori'],
  ],
  seasons: ['verë', 'vera'],
  present: ['sot', 'deri sot', 'në vazhdim', 'aktualisht', 'tani', 'deri më sot', 'vazhdim'],
  since: ['nga', 'që nga', 'prej'],
  rangeWords: ['deri', 'deri në'],
  degrees: ['bachelor', 'master', 'diplomë', 'doktoraturë', 'shkolla e mesme', 'gjimnazi', 'bachelor në', 'master në'],
  languageNames: {
    English: ['anglisht', 'anglishte'], Italian: ['italisht', 'italishte'], Albanian: ['shqip', 'shqipe'], Greek: ['greqisht', 'greqishte'],
    German: ['gjermanisht', 'gjermanishte'], French: ['frëngjisht', 'frengjisht'], Spanish: ['spanjisht'], Turkish: ['turqisht'], Serbian: ['serbisht'],
  },
  native: ['gjuha amtare', 'amtare', 'gjuhë amtare'],
  levels: ['shumë mirë', 'mirë', 'bazë', 'mesatar', 'rrjedhshëm', 'i avancuar', 'e avancuar', 'fillestar', 'shkëlqyeshëm'],
  nameLabels: { full: ['emri dhe mbiemri', 'emër mbiemër'], given: ['emri', 'emër'], family: ['mbiemri', 'mbiemër'] },
};
