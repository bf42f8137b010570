import type { Lexicon } from './types';

export const et: Lexicon = {
  code: 'et',
  headings: {
    experience: ['töökogemus', 'töökogemused', 'erialane kogemus', 'kogemus'],
    education: ['haridus', 'hariduskäik', 'õpingud'],
    skills: ['oskused', 'pädevused', 'arvutioskus', 'arvutioskused', 'teadmised'],
    languages: ['keeled', 'keeleoskus', 'keelteoskus', 'võõrkeeled'],
    summary: ['profiil', 'minust', 'kokkuvõte'],
    contact: ['isikuandmed', 'kontakt', 'kontaktandmed'],
    certifications: ['sertifikaadid', 'koolitused', 'kursused', 'täiendkoolitus'],
    interests: ['huvid', 'hobid', 'huvialad'],
    references: ['muu', 'muu info', 'lisainfo', 'lisateave'],
    projects: ['projektid'],
    awards: ['tunnustused'],
  },
  documentTitles: ['elulookirjeldus', 'cv'],
  // with the short forms and the elative after "alates" ("alates märtsist 2021")
  months: [
    ['jaanuar', 'jaan', 'jaanuarist'], ['veebruar', 'veebr', 'veebruarist'], ['märts', 'märtsist'], ['aprill', 'apr', 'aprillist'], ['mai', 'maist'],
    ['juuni', 'juunist'], ['juuli', 'juulist'], ['august', 'aug', 'augustist'], ['september', 'sept', 'septembrist'], ['oktoober', 'okt', 'oktoobrist'],
    ['november', 'nov', 'novembrist'], ['detsember', 'dets', 'detsembrist'],
  ],
  seasons: ['suvi', 'talv', 'kevad', 'sügis'],
  present: ['praegu', 'tänaseni', 'kuni praeguseni', 'hetkel', 'praeguseni', 'kestab'],
  since: ['alates'],
  rangeWords: ['kuni'],
  degrees: ['bakalaureus', 'bakalaureusekraad', 'magister', 'magistrikraad', 'doktor', 'keskharidus', 'kõrgharidus', 'rakenduskõrgharidus', 'kutseõpe', 'kutseharidus', 'kutsetunnistus', 'lõputunnistus', 'keskeriharidus', 'põhiharidus', 'üldkeskharidus', 'diplom'],
  languageNames: {
    English: ['inglise'], German: ['saksa'], French: ['prantsuse'], Spanish: ['hispaania'], Italian: ['itaalia'], Russian: ['vene'],
    Estonian: ['eesti'], Finnish: ['soome'], Latvian: ['läti'], Lithuanian: ['leedu'], Swedish: ['rootsi'],
  },
  native: ['emakeel'],
  levels: ['kõrgtase', 'kesktase', 'algtase', 'vabalt', 'hea'],
  nameLabels: { full: ['ees- ja perekonnanimi', 'nimi'], given: ['eesnimi'], family: ['perekonnanimi'] },
};
