import type { Lexicon } from './types';

export const lv: Lexicon = {
  code: 'lv',
  headings: {
    experience: ['darba pieredze', 'profesionālā pieredze', 'pieredze'],
    education: ['izglītība'],
    skills: ['prasmes', 'iemaņas', 'kompetences', 'datorprasmes', 'zināšanas', 'profesionālās prasmes', 'digitālās prasmes', 'personīgās prasmes'],
    languages: ['valodas', 'valodu zināšanas', 'valodu prasmes', 'svešvalodas'],
    summary: ['profils', 'par mani', 'kopsavilkums'],
    contact: ['personas dati', 'kontaktinformācija', 'personīgā informācija'],
    certifications: ['sertifikāti', 'kursi', 'apmācības', 'kvalifikācijas celšana', 'tālākizglītība'],
    interests: ['intereses', 'hobiji', 'vaļasprieki'],
    references: ['cita informācija', 'papildu informācija', 'citas ziņas'],
    projects: ['projekti'],
    awards: ['apbalvojumi'],
  },
  documentTitles: ['dzīves gājums', 'cv'],
  months: [
    ['janvāris', 'janvārī'], ['februāris', 'februārī'], ['marts', 'martā'], ['aprīlis', 'aprīlī'], ['maijs', 'maijā'], ['jūnijs', 'jūnijā'],
    ['jūlijs', 'jūlijā'], ['augusts', 'augustā'], ['septembris', 'septembrī'], ['oktobris', 'oktobrī'], ['novembris', 'novembrī'], ['decembris', 'decembrī'],
  ],
  seasons: ['vasara', 'ziema', 'pavasaris', 'rudens'],
  present: ['šobrīd', 'tagad', 'pašlaik', 'patlaban', 'līdz šim', 'mūsdienas', 'šim brīdim', 'joprojām', 'notiek'],
  since: ['kopš'],
  rangeWords: ['līdz'],
  degrees: ['bakalaurs', 'bakalaura', 'maģistrs', 'maģistra', 'doktors', 'vidējā izglītība'],
  languageNames: {
    English: ['angļu'], German: ['vācu'], French: ['franču'], Spanish: ['spāņu'], Italian: ['itāļu'], Russian: ['krievu'],
    Latvian: ['latviešu'], Lithuanian: ['lietuviešu'], Estonian: ['igauņu'],
  },
  native: ['dzimtā valoda', 'dzimtā'],
  levels: ['brīvi', 'labi', 'pamata', 'vidēji', 'teicami'],
  nameLabels: { full: ['vārds uzvārds', 'vārds, uzvārds'], given: ['vārds'], family: ['uzvārds'] },
};
