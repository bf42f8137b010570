import type { Lexicon } from './types';

// Basque: CVs in the Basque Country and Navarre, often with Spanish beside the Basque headings
export const eu: Lexicon = {
  code: 'eu',
  headings: {
    experience: ['lan esperientzia', 'esperientzia profesionala', 'lan eskarmentua', 'esperientzia', 'ibilbide profesionala'],
    education: ['ikasketak', 'prestakuntza', 'prestakuntza akademikoa', 'hezkuntza', 'formazioa'],
    skills: ['gaitasunak', 'trebetasunak', 'konpetentziak', 'ezagutzak', 'informatika', 'gaitasun digitalak'],
    languages: ['hizkuntzak', 'hizkuntza gaitasunak'],
    summary: ['profila', 'laburpena', 'nire buruaz'],
    contact: ['datu pertsonalak', 'harremanetarako datuak', 'kontaktua'],
    certifications: ['ikastaroak', 'ziurtagiriak', 'prestakuntza osagarria'],
    interests: ['zaletasunak', 'interesak'],
    volunteering: ['boluntariotza'],
    references: ['bestelakoak', 'beste datu batzuk', 'erreferentziak'],
  },
  documentTitles: ['curriculum vitae', 'curriculuma'],
  months: [
    ['urtarrila'], ['otsaila'], ['martxoa'], ['apirila'], ['maiatza'], ['ekaina'], ['uztaila'], ['abuztua'], ['iraila'], ['urria'], ['azaroa'], ['abendua'],
  ],
  seasons: ['uda', 'udak'],
  present: ['gaur egun', 'gaur arte', 'orain arte'],
  since: [],
  sinceAfter: ['geroztik', 'tik', 'etik'],
  degrees: ['gradua', 'lizentziatura', 'masterra', 'doktoregoa', 'batxilergoa', 'goi mailako teknikaria', 'erdi mailako teknikaria'],
  languageNames: {
    Basque: ['euskara'], Spanish: ['gaztelania', 'espainiera'], English: ['ingelesa'], French: ['frantsesa'], German: ['alemana'], Catalan: ['katalana'],
  },
  native: ['ama hizkuntza', 'jatorrizkoa'],
  levels: ['maila altua', 'ertaina', 'oinarrizkoa', 'aurreratua', 'jariotasunez'],
  nameLabels: { full: ['izen abizenak', 'izena eta abizenak'], given: ['izena'], family: ['abizenak'] },
};
