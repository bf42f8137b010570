import { describe, expect, it } from 'vitest';
import { findDateRange } from './dates';
import { extractLanguages, isLevelWord, parseLanguageItem } from './languages';
import { headingKind, isDocumentTitle } from './sections';
import { toLines } from './test-lines';

const heading = (text: string) => headingKind({ text, heading: true, bold: true });

describe('headings in the 21 EU/EEA languages', () => {
  it.each([
    ['Doświadczenie zawodowe', 'experience'], ['ARBETSLIVSERFARENHET', 'experience'], ['Erhvervserfaring', 'experience'],
    ['ARBEIDSERFARING', 'experience'], ['TYÖKOKEMUS', 'experience'], ['Pracovní zkušenosti', 'experience'],
    ['Pracovné skúsenosti', 'experience'], ['Experiență profesională', 'experience'], ['Szakmai tapasztalat', 'experience'],
    ['Radno iskustvo', 'experience'], ['Delovne izkušnje', 'experience'], ['Darbo patirtis', 'experience'],
    ['Darba pieredze', 'experience'], ['Töökogemus', 'experience'], ['Experiência profissional', 'experience'],
    ['Wykształcenie', 'education'], ['UTBILDNING', 'education'], ['Vzdělání', 'education'], ['Izglītība', 'education'],
    ['Języki', 'languages'], ['Språk', 'languages'], ['Sprog', 'languages'], ['Kielet', 'languages'], ['Jazyky', 'languages'],
    ['Limbi străine', 'languages'], ['Línguas', 'languages'], ['Idiomas', 'languages'], ['Nyelvek', 'languages'],
    ['Jezici', 'languages'], ['Kalbos', 'languages'], ['Valodas', 'languages'], ['Keeled', 'languages'],
    ['Umiejętności', 'skills'], ['OSAAMINEN', 'skills'], ['Kompetencer', 'skills'], ['Készségek', 'skills'],
    ['E X P E R I E N C E', 'experience'], ['S P R O G', 'languages'],
  ])('%s → %s', (text, kind) => {
    expect(heading(text)).toBe(kind);
  });

  it('document titles are not headings of a section', () => {
    for (const t of ['CURRICULUM VITAE', 'Lebenslauf', 'ŽIVOTOPIS', 'ANSIOLUETTELO', 'Życiorys', 'Levnadsbeskrivning', 'Currículo', 'Önéletrajz']) {
      expect(isDocumentTitle(t)).toBe(true);
    }
    expect(isDocumentTitle('Berufserfahrung')).toBe(false);
  });
});

describe('dates in the 21 languages', () => {
  it.each([
    ['03.2022 – obecnie', '2022-03', null, true],
    ['od 04/2019', '2019-04', null, true],
    ['3/2020 alkaen', '2020-03', null, true],
    ['alkaen 2021', '2021', null, true],
    ['Jänner 2015 – Feber 2019', '2015-01', '2019-02', false],
    ['mai 2019 – d.d.', '2019-05', null, true],
    ['sedan mars 2018', '2018-03', null, true],
    ['2020. március – jelenleg', '2020-03', null, true],
    ['2018 m. rugsėjo – dabar', '2018-09', null, true],
    ['październik 2015 – grudzień 2017', '2015-10', '2017-12', false],
    ['fev/2017 – fev/2021', '2017-02', '2021-02', false],
    ['oct. 2020 – prezent', '2020-10', null, true],
    ['září 2016 – současnost', '2016-09', null, true],
    ['siječanj 2019 – danas', '2019-01', null, true],
    ['2019 – šobrīd', '2019', null, true],
    ['jaanuar 2020 – praegu', '2020-01', null, true],
    ['kesä 2010', '2010', '2010', false],
  ])('%s', (text, start, end, current) => {
    const r = findDateRange(text);
    expect(r).toMatchObject({ start, end, current });
  });
});

describe('language names and levels as written', () => {
  it.each([
    ['Polski – ojczysty', 'Polish', 'native'],
    ['Svenska – modersmål', 'Swedish', 'native'],
    ['Română – nativ', 'Romanian', 'native'],
    ['Espanhol — intermediário', 'Spanish', 'intermediário'],
    ['Magyar – anyanyelv', 'Hungarian', 'native'],
    ['suomi – äidinkieli', 'Finnish', 'native'],
    ['ruotsi – hyvä', 'Swedish', 'hyvä'],
    ['Maghiară A2', 'Hungarian', 'A2'],
    ['Čeština\trodilý mluvčí', 'Czech', 'native'],
    ['angielski – B2 (dobry)', 'English', 'B2'],
  ])('%s', (item, name, level) => {
    expect(parseLanguageItem(item)).toEqual({ name, level });
  });

  it('a CEFR self-assessment grid row takes the most common level', () => {
    expect(extractLanguages(toLines('English C1 C1 B2 C1 B2\nFrench B1 A2 B1 B1 A2'))).toMatchObject([
      { name: 'English', level: 'C1' },
      { name: 'French', level: 'B1' },
    ]);
  });

  it('level words are recognised in many languages (never skills)', () => {
    for (const w of ['fluent', 'fließend', 'courant', 'madrelingua', 'moedertaal', 'ojczysty', 'modersmål', 'äidinkieli', 'C1', 'Muttersprache']) {
      expect(isLevelWord(w)).toBe(true);
    }
    expect(isLevelWord('Python')).toBe(false);
  });
});
