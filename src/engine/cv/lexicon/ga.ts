import type { Lexicon } from './types';

// Irish: CVs in Ireland are written in English, some with Irish headings beside the English ones
export const ga: Lexicon = {
  code: 'ga',
  headings: {
    experience: ['taithí oibre', 'taithí', 'taithí ghairmiúil'],
    education: ['oideachas', 'oideachas agus oiliúint'],
    skills: ['scileanna', 'scileanna ríomhaireachta'],
    languages: ['teangacha'],
    summary: ['próifíl', 'achoimre'],
    contact: ['sonraí pearsanta', 'sonraí teagmhála'],
    certifications: ['teastais', 'cáilíochtaí'],
    interests: ['caitheamh aimsire', 'suimeanna'],
    volunteering: ['obair dheonach'],
    references: ['moltóirí', 'teistiméireachtaí'],
  },
  documentTitles: [],
  months: [
    ['eanáir'], ['feabhra'], ['márta'], ['aibreán'], ['bealtaine'], ['meitheamh'], ['iúil'], ['lúnasa'], ['meán fómhair'], ['deireadh fómhair'], ['samhain'], ['nollaig'],
  ],
  present: ['i láthair', 'faoi láthair', 'inniu'],
  since: [],
  degrees: [],
  languageNames: { Irish: ['gaeilge'], English: ['béarla'], French: ['fraincis'], German: ['gearmáinis'], Spanish: ['spáinnis'] },
  native: ['teanga dhúchais'],
  levels: ['líofa'],
  nameLabels: { full: ['ainm'], given: [], family: ['sloinne'] },
};
