import type { Lexicon } from './types';

export const lt: Lexicon = {
  code: 'lt',
  headings: {
    experience: ['darbo patirtis', 'profesinė patirtis', 'patirtis'],
    education: ['išsilavinimas', 'mokslai', 'studijos'],
    skills: ['įgūdžiai', 'gebėjimai', 'kompetencijos', 'kompiuteriniai įgūdžiai', 'žinios', 'profesiniai gebėjimai', 'kompiuteriniai gebėjimai', 'asmeniniai gebėjimai', 'skaitmeniniai gebėjimai', 'profesiniai įgūdžiai'],
    languages: ['kalbos', 'kalbų žinios', 'užsienio kalbos', 'kalbų mokėjimas', 'kalbiniai įgūdžiai', 'kitos kalbos'],
    summary: ['profilis', 'apie mane', 'santrauka'],
    contact: ['asmeninė informacija', 'kontaktai', 'asmens duomenys'],
    certifications: ['sertifikatai', 'kursai', 'mokymai', 'kvalifikacijos tobulinimas', 'kvalifikacijos kėlimas'],
    interests: ['pomėgiai', 'interesai'],
    references: ['kita', 'kita informacija', 'papildoma informacija'],
    projects: ['projektai'],
    awards: ['apdovanojimai'],
  },
  documentTitles: ['gyvenimo aprašymas'],
  months: [
    ['sausis', 'sausio'], ['vasaris', 'vasario'], ['kovas', 'kovo'], ['balandis', 'balandžio'], ['gegužė', 'gegužės'], ['birželis', 'birželio'],
    ['liepa', 'liepos'], ['rugpjūtis', 'rugpjūčio'], ['rugsėjis', 'rugsėjo'], ['spalis', 'spalio'], ['lapkritis', 'lapkričio'], ['gruodis', 'gruodžio'],
  ],
  seasons: ['vasara', 'žiema', 'pavasaris', 'ruduo'],
  present: ['dabar', 'iki dabar', 'šiuo metu', 'dabartis', 'dabartinis', 'tebesitęsia', 'vyksta'],
  since: ['nuo'],
  rangeWords: ['iki'],
  degrees: ['bakalauras', 'bakalauro', 'magistras', 'magistro', 'daktaras', 'vidurinis'],
  languageNames: {
    English: ['anglų'], German: ['vokiečių'], French: ['prancūzų'], Spanish: ['ispanų'], Italian: ['italų'], Russian: ['rusų'],
    Lithuanian: ['lietuvių'], Polish: ['lenkų'], Latvian: ['latvių'],
  },
  native: ['gimtoji', 'gimtoji kalba'],
  levels: ['puikiai', 'gerai', 'pažengęs', 'pradedantysis', 'vidutiniškai'],
  nameLabels: { full: ['vardas pavardė', 'vardas, pavardė'], given: ['vardas'], family: ['pavardė'] },
};
