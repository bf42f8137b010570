import type { Lexicon } from './types';

const kuu = (stem: string): string[] => [`${stem}kuu`, `${stem}kuuta`, `${stem}kuussa`, stem];

// "kesä" alone is "summer", not June ("kesäkuu"): it stays a year-only date.
export const fi: Lexicon = {
  code: 'fi',
  headings: {
    experience: ['työkokemus', 'työhistoria', 'työura', 'kokemus'],
    education: ['koulutus', 'opinnot', 'tutkinnot', 'koulutus ja tutkinnot'],
    skills: ['osaaminen', 'taidot', 'ammattitaito', 'tietotekniset taidot', 'atk-taidot', 'erityisosaaminen', 'vahvuudet', 'tietotekniikka'],
    languages: ['kielitaito', 'kielet'],
    summary: ['profiili', 'tiivistelmä', 'esittely', 'minusta'],
    contact: ['yhteystiedot', 'henkilötiedot'],
    certifications: ['sertifikaatit', 'kurssit', 'lisäkoulutus', 'täydennyskoulutus', 'pätevyydet'],
    interests: ['harrastukset', 'kiinnostuksen kohteet'],
    projects: ['projektit'],
    publications: ['julkaisut'],
    awards: ['palkinnot'],
    references: ['suosittelijat', 'muuta', 'muut tiedot', 'lisätiedot'],
    volunteering: ['luottamustehtävät', 'vapaaehtoistyö'],
  },
  documentTitles: ['ansioluettelo', 'cv'],
  months: [
    kuu('tammi'), kuu('helmi'), kuu('maalis'), kuu('huhti'), kuu('touko'), ['kesäkuu', 'kesäkuuta', 'kesäkuussa'],
    kuu('heinä'), kuu('elo'), kuu('syys'), kuu('loka'), kuu('marras'), kuu('joulu'),
  ],
  seasons: ['kesä', 'talvi', 'kevät', 'syksy', 'kesällä'],
  present: ['nykyään', 'nyt', 'jatkuu', 'tähän asti', 'toistaiseksi', 'nykyhetki', 'nykyinen', 'tähän päivään', 'käynnissä'],
  // "alkaen 2021" is heard too, beside the standard "2021 alkaen"
  since: ['alkaen', 'lähtien'],
  sinceAfter: ['alkaen', 'lähtien'],
  degrees: ['tradenomi', 'insinööri', 'amk', 'yamk', 'kandidaatti', 'maisteri', 'ylioppilastutkinto', 'ylioppilas', 'tohtori', 'diplomi-insinööri', 'ammattitutkinto', 'perustutkinto', 'lisensiaatti'],
  languageNames: {
    English: ['englanti'], German: ['saksa'], French: ['ranska'], Spanish: ['espanja'], Italian: ['italia'], Russian: ['venäjä'],
    Finnish: ['suomi'], Swedish: ['ruotsi'], Norwegian: ['norja'], Danish: ['tanska'], Estonian: ['viro'], Portuguese: ['portugali'],
    Polish: ['puola'], Chinese: ['kiina'], Japanese: ['japani'], Dutch: ['hollanti'],
  },
  native: ['äidinkieli'],
  levels: ['erinomainen', 'hyvä', 'tyydyttävä', 'alkeet', 'sujuva', 'kohtalainen', 'välttävä'],
  nameLabels: { full: ['nimi'], given: ['etunimi', 'etunimet'], family: ['sukunimi'] },
};
