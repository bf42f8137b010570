import type { Lexicon } from './types';

export const is: Lexicon = {
  code: 'is',
  headings: {
    experience: ['starfsreynsla', 'reynsla', 'starfsferill', 'atvinnureynsla'],
    education: ['menntun', 'nám', 'menntun og þjálfun'],
    skills: ['færni', 'hæfni', 'kunnátta', 'tölvukunnátta', 'starfstengd færni', 'hæfileikar'],
    languages: ['tungumál', 'tungumálakunnátta'],
    summary: ['prófíll', 'um mig', 'samantekt', 'yfirlit'],
    contact: ['persónuupplýsingar', 'samskiptaupplýsingar', 'tengiliðaupplýsingar'],
    certifications: ['námskeið', 'réttindi', 'skírteini', 'vottanir', 'námskeið og réttindi'],
    interests: ['áhugamál'],
    projects: ['verkefni'],
    volunteering: ['sjálfboðastörf', 'félagsstörf'],
    references: ['meðmælendur', 'umsagnaraðilar', 'annað', 'aðrar upplýsingar'],
  },
  documentTitles: ['ferilskrá'],
  months: [
    ['janúar', 'jan'], ['febrúar', 'feb'], ['mars', 'mar'], ['apríl', 'apr'], ['maí'], ['júní', 'jún'], ['júlí', 'júl'], ['ágúst', 'ág', 'ágú'],
    ['september', 'sep', 'sept'], ['október', 'okt'], ['nóvember', 'nóv'], ['desember', 'des'],
  ],
  seasons: ['sumar', 'sumarið', 'sumrin'],
  present: ['í dag', 'til dagsins í dag', 'nú', 'núverandi', 'enn'],
  since: ['frá'],
  rangeWords: ['til'],
  degrees: ['stúdentspróf', 'sveinspróf', 'meistarapróf', 'diplóma', 'bs-gráða', 'ba-gráða', 'ms-gráða', 'meistararéttindi'],
  languageNames: {
    Icelandic: ['íslenska'], English: ['enska'], Danish: ['danska'], Norwegian: ['norska'], Swedish: ['sænska'], German: ['þýska'],
    Polish: ['pólska'], Spanish: ['spænska'], French: ['franska'], Lithuanian: ['litháíska'],
  },
  native: ['móðurmál'],
  levels: ['mjög góð', 'góð', 'ágæt', 'grunnkunnátta', 'reiprennandi', 'sæmileg', 'mjög góð kunnátta', 'góð kunnátta'],
  nameLabels: { full: ['nafn', 'fullt nafn'], given: ['fornafn'], family: ['eftirnafn'] },
};
