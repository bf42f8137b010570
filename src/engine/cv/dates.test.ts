import { describe, expect, it } from 'vitest';
import { findDateRange, monthFromName, readMonthsAs } from './dates';

function range(text: string) {
  const r = findDateRange(text);
  return r && { start: r.start, end: r.end, current: r.current };
}

describe('findDateRange', () => {
  it.each([
    ['03/2019 – heute', { start: '2019-03', end: null, current: true }],
    // a dash and a range word before the present word
    ['03/2020 – do současnosti', { start: '2020-03', end: null, current: true }],
    ['2019 – to present', { start: '2019', end: null, current: true }],
    ['2019 – hasta la fecha', { start: '2019', end: null, current: true }],
    ["03/2019 – jusqu'à présent", { start: '2019-03', end: null, current: true }],
    ['2019 – fino ad oggi', { start: '2019', end: null, current: true }],
    ['2019 – até ao presente', { start: '2019', end: null, current: true }],
    ['2019 – til dags dato', { start: '2019', end: null, current: true }],
    // year.month and month.year with the ordinal dot of Lithuanian, Latvian, Hungarian, Croatian CVs
    ['2016.03. — 2020.11.', { start: '2016-03', end: '2020-11', current: false }],
    ['2019. 03. – 2021. 05.', { start: '2019-03', end: '2021-05', current: false }],
    ['03.2019. - 05.2020.', { start: '2019-03', end: '2020-05', current: false }],
    ['nuo 2021.01.', { start: '2021-01', end: null, current: true }],
    ['seit 2020', { start: '2020', end: null, current: true }],
    // Greek, Bulgarian, Serbian in Cyrillic, Albanian
    ['Μάρτιος 2022 – σήμερα', { start: '2022-03', end: null, current: true }],
    ['από 2019 έως σήμερα', { start: '2019', end: null, current: true }],
    ['Σεπτ. 2015 – Μάιος 2019', { start: '2015-09', end: '2019-05', current: false }],
    ['03/2018 – до момента', { start: '2018-03', end: null, current: true }],
    ['септември 2016 – юни 2019', { start: '2016-09', end: '2019-06', current: false }],
    ['од јануара 2020. до данас', { start: '2020-01', end: null, current: true }],
    ['shtator 2017 – në vazhdim', { start: '2017-09', end: null, current: true }],
    ['ágúst 2019 – í dag', { start: '2019-08', end: null, current: true }],
    // Latvian year first, "g." for gada
    ['2012. g. marts – 2018. g. marts', { start: '2012-03', end: '2018-03', current: false }],
    ['seit 04/2021', { start: '2021-04', end: null, current: true }],
    ['depuis mars 2020', { start: '2020-03', end: null, current: true }],
    ['Depuis janvier 2019 \t Kinésithérapeute', { start: '2019-01', end: null, current: true }],
    ['sept. 2017 – févr. 2020', { start: '2017-09', end: '2020-02', current: false }],
    ['abr. 2019 – actualidad', { start: '2019-04', end: null, current: true }],
    ['ene. 2013 – ago. 2015', { start: '2013-01', end: '2015-08', current: false }],
    ['Gennaio 2019 – in corso', { start: '2019-01', end: null, current: true }],
    ['04/2019 – alla data attuale', { start: '2019-04', end: null, current: true }],
    ['2018 - hasta la fecha', { start: '2018', end: null, current: true }],
    ['Settembre 2014 – dicembre 2018', { start: '2014-09', end: '2018-12', current: false }],
    ['sep 2019 – heden', { start: '2019-09', end: null, current: true }],
    ['mrt 2015 – aug 2019', { start: '2015-03', end: '2019-08', current: false }],
    ['mei 2018 tot heden', { start: '2018-05', end: null, current: true }],
    ['2015 - 2018', { start: '2015', end: '2018', current: false }],
    ['2019-03 to 2021-11', { start: '2019-03', end: '2021-11', current: false }],
    ['Jan 2020 to Present', { start: '2020-01', end: null, current: true }],
    ['März 2016 bis Dezember 2018', { start: '2016-03', end: '2018-12', current: false }],
    ['since May 2022', { start: '2022-05', end: null, current: true }],
    ['Senior Engineer \t Mar 2021 – Present', { start: '2021-03', end: null, current: true }],
    ["mai 2016 – aujourd'hui", { start: '2016-05', end: null, current: true }],
    ['dal 2019', { start: '2019', end: null, current: true }],
    ['desde 2018', { start: '2018', end: null, current: true }],
    ['2012 – oggi', { start: '2012', end: null, current: true }],
    ['junio 2017 – hoy', { start: '2017-06', end: null, current: true }],
  ])('%s', (text, expected) => {
    expect(range(text)).toEqual(expected);
  });

  it('reads a lone date as start = end and marks it single', () => {
    const r = findDateRange('Professional Certificate in UX Design, 2022');
    expect(r).toMatchObject({ start: '2022', end: '2022', single: true });
  });

  it('reads a year-first month ("2020. április") right after a title and a tab, not the year alone', () => {
    expect(findDateRange('Szakács\t2020. április - 2025. május')).toMatchObject({ start: '2020-04', end: '2025-05', current: false });
    expect(findDateRange('Újságíró\t2018. október–napjainkig')).toMatchObject({ start: '2018-10', end: null, current: true });
    expect(findDateRange('Vadovas\t2019 m. sausio – 2021 m. birželio')).toMatchObject({ start: '2019-01', end: '2021-06' });
    // Latvian writes the year's genitive between: "2018. gada maijs", "kopš 2020. gada marta"
    expect(findDateRange('2018. gada maijs – 2020. gada februāris')).toMatchObject({ start: '2018-05', end: '2020-02', current: false });
    expect(findDateRange('Vadītāja\tkopš 2020. gada marta')).toMatchObject({ start: '2020-03', current: true });
  });

  it('reads a since word written with accents ("från", "începând cu") before a lone date as an open range', () => {
    expect(findDateRange('Nordic Air AB från 2021-11')).toMatchObject({ start: '2021-11', end: null, current: true });
    expect(findDateRange('Începând cu martie 2020')).toMatchObject({ start: '2020-03', end: null, current: true });
  });

  it('finds nothing in a line without dates', () => {
    expect(findDateRange('Led a team of 35 across front and back of house')).toBeNull();
  });

  it('does not read a birth date as a month/year', () => {
    expect(findDateRange('Nato a Ferrara il 03/02/1985', false)).toBeNull();
    // nor alone as a single date (a birth date, a signature's "Hannover, 14.03.2025")
    expect(findDateRange('Hannover, 14.03.2025')).toBeNull();
  });

  it.each([
    ['01.03.2018 – prezent', '2018-03', null, true],
    ['01/03/2018 – 28/02/2020', '2018-03', '2020-02', false],
    ['1.3.2018 - 28.2.2020', '2018-03', '2020-02', false],
    ['2018-03-01 – 2020-02-28', '2018-03', '2020-02', false],
  ])('a range of dates with their day (%s) is read to the month', (text, start, end, current) => {
    expect(findDateRange(text)).toMatchObject({ start, end, current });
  });
});

describe('monthFromName', () => {
  it.each([
    ['sept.', 9], ['févr.', 2], ['abr.', 4], ['mrt', 3], ['mei', 5], ['Gennaio', 1], ['März', 3], ['Okt', 10], ['dic', 12], ['juil.', 7],
  ])('%s → %i', (word, month) => {
    expect(monthFromName(word)).toBe(month);
  });
  it('rejects words that are not months', () => {
    expect(monthFromName('Kraków')).toBeUndefined();
  });
});

describe('dates written the held-out CVs\' way (2026-11-29)', () => {
  const range = (text: string) => {
    const r = findDateRange(text, true);
    return r && [r.start, r.current ? 'present' : r.end, text.slice(r.index, r.index + r.length)];
  };
  it('a year with its ordinal dot still opens a range; the word that opens a range belongs to it', () => {
    expect(range('ožujak 2021. – danas')).toEqual(['2021-03', 'present', 'ožujak 2021. – danas']);
    expect(range('2017. – 2019.')?.slice(0, 2)).toEqual(['2017', '2019']);
    expect(range("De janvier 2017 à aujourd'hui")).toEqual(['2017-01', 'present', "De janvier 2017 à aujourd'hui"]);
  });
  it('"listopad" is October in a Croatian CV, November otherwise', () => {
    expect(monthFromName('listopad')).toBe(11);
    readMonthsAs('hr');
    expect(monthFromName('listopad')).toBe(10);
    readMonthsAs('pl');
    expect(monthFromName('listopad')).toBe(11);
  });
});

describe('dates from the third held-out batch (2026-11-29)', () => {
  const range = (text: string) => {
    const r = findDateRange(text, true);
    return r && [r.start, r.current ? 'present' : r.end];
  };
  it('summers in the plural, and the Lithuanian month word after the month', () => {
    expect(range('étés 2013 à 2015')).toEqual(['2013', '2015']);
    expect(range('kesät 2010–2013')).toEqual(['2010', '2013']);
    expect(range('2020 m. rugsėjo mėn. – dabar')).toEqual(['2020-09', 'present']);
  });
});


describe('an open range (2026-11-30)', () => {
  it('a date and a dash with nothing after it, in the text or its cell, is a role that goes on', () => {
    const r = findDateRange('3/2018–', false);
    expect(r && [r.start, r.current, r.open]).toEqual(['2018-03', true, true]);
    expect(findDateRange('3/2018 –\tVarhaiskasvatuksen opettaja', true)?.current).toBe(true);
    // a dash followed by more text is no open range
    expect(findDateRange('2018 – Helsinki', true)?.current).toBe(false);
  });
  it('the year first, shared by two months ("2014 m. birželio – rugsėjo mėn."), the month word included', () => {
    const r = findDateRange('2014 m. birželio – rugsėjo mėn.', true);
    expect(r && [r.start, r.end, r.length]).toEqual(['2014-06', '2014-09', 31]);
    expect(findDateRange('2014. június – szeptember', true)?.end).toBe('2014-09');
    expect(findDateRange('2011. g. jūnijs – augusts', true)?.end).toBe('2011-08');
    // a year after the second month is its own: "2018 Mai – Juli 2019" is no shared year
    expect(findDateRange('2018 Mai – Juli 2019', true)?.end).not.toBe('2018-07');
  });
});

describe('dates of the fourth held-out batches (2026-11-30)', () => {
  it('the year word after a date ("04.2018 г.", "2019. god."), the Cyrillic "from", ongoing words of more languages', () => {
    const r = findDateRange('от 04.2018 г. до сега', true);
    expect(r && [r.start, r.current, r.index, r.length]).toEqual(['2018-04', true, 0, 21]);
    expect(findDateRange('02.2013 г. – 03.2018 г.', true)?.end).toBe('2018-03');
    expect(findDateRange('2008 г. – 2010 г.', true)?.end).toBe('2010');
    // the full stop after a year closing a range that opens its line; a sentence's stays its own
    expect(findDateRange('септ. 2014. – април 2019.', true)?.length).toBe(25);
    expect(findDateRange('Fatturato in crescita del 14 % nel biennio 2022–2023.', true)?.length).toBe(9);
    expect(findDateRange('березень 2022 — серпень 2022', true)?.start).toBe('2022-03');
    for (const word of ['ÎN CURS', 'w toku', 'v teku', 'u tijeku', 'prebieha', 'probíhá', 'käynnissä', 'vyksta', 'notiek', 'hittills', 'lopende', 'дотепер', 'по теперішній час']) {
      expect(findDateRange(`03/2021 – ${word}`, true)?.current, word).toBe(true);
    }
  });
});

describe('dates of the fifth held-out batches', () => {
  it("Catalan's elided \"since\", Estonian short and inflected months, plural summers, a present word in two languages", () => {
    expect(findDateRange('Des d’abril de 2021', true)).toMatchObject({ start: '2021-04', current: true, index: 0 });
    expect(findDateRange("Des d'octubre de 2019 · Girona", true)).toMatchObject({ start: '2019-10', current: true });
    expect(findDateRange('alates märtsist 2021', true)).toMatchObject({ start: '2021-03', current: true });
    expect(findDateRange('sept 2017 – veebr 2021', true)).toMatchObject({ start: '2017-09', end: '2021-02' });
    const summers = findDateRange('Estius 2014 – 2016', true);
    expect(summers && [summers.start, summers.end, summers.index]).toEqual(['2014', '2016', 0]);
    const twice = findDateRange('2016 – gaur egun / actualidad', true);
    expect(twice && [twice.current, twice.length]).toEqual([true, 29]);
  });
});
