import { describe, expect, it } from 'vitest';
import { hocrPlainText, parseHocr } from './hocr';
import { hocrToLines } from './ocr';

type Word = [text: string, x0: number, x1: number, conf?: number];

/** A line of words at a baseline (pixels from the top), as Tesseract writes it. */
function line(y: number, words: Word[], par = 1, slope = 0): { y: number; words: Word[]; par: number; slope: number } {
  return { y, words, par, slope };
}

/** Tesseract-shaped hOCR of one 2480 × 3508 px page (A4 at 300 dpi). */
function hocr(lines: ReturnType<typeof line>[]): string {
  let id = 0;
  let par = 0;
  const body = lines
    .map((l) => {
      const x0 = l.words[0][1];
      const x1 = l.words[l.words.length - 1][2];
      const open = l.par !== par ? `<p class='ocr_par' id='par_1_${l.par}' title="bbox ${x0} ${l.y - 33} ${x1} ${l.y + 9}">` : '';
      par = l.par;
      // a tilted line's words sink (or rise) along its slope
      const words = l.words
        .map(([text, a, b, conf = 95]) => {
          const y = Math.round(l.y + l.slope * (a - x0));
          return `<span class='ocrx_word' id='word_1_${++id}' title='bbox ${a} ${y - 33} ${b} ${y}; x_wconf ${conf}'>${text}</span>`;
        })
        .join(' ');
      return `${open}<span class='ocr_line' id='line_1_${id}' title="bbox ${x0} ${l.y - 33} ${x1} ${l.y + 9}; baseline ${l.slope} -9; x_size 42; x_descenders 9; x_ascenders 11">${words}</span>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><html><body><div class='ocr_page' id='page_1' title='image "page.pgm"; bbox 0 0 2480 3508; ppageno 0'>${body}</div></body></html>`;
}

describe('hOCR → positioned words', () => {
  it('gives every word its box in points, its baseline growing upwards, its line size, and decodes entities', () => {
    const [page] = parseHocr(hocr([line(400, [['Smith', 300, 500], ['&amp;', 520, 560], ['Co', 580, 660]])]));
    expect(page.width).toBeCloseTo(595, 0);
    expect(page.items.map((i) => i.text)).toEqual(['Smith', '&', 'Co']);
    const smith = page.items[0];
    expect(smith.x).toBeCloseTo(300 * (595 / 2480), 3);
    expect(smith.y).toBeCloseTo((3508 - 400) * (595 / 2480), 3);
    expect(smith.fontSize).toBeCloseTo(42 * (595 / 2480), 3);
  });

  it('drops the words Tesseract gives no confidence (a photo box, a rule)', () => {
    const [page] = parseHocr(hocr([line(400, [['Anna', 300, 420], ['~~', 440, 480, 0]])]));
    expect(page.items.map((i) => i.text)).toEqual(['Anna']);
  });

  it('never takes a row for the wrap of the one above: Tesseract runs a list\'s items into one paragraph', () => {
    const [page] = parseHocr(hocr([line(400, [['Google', 300, 420], ['Analytics', 440, 600]], 1), line(450, [['Salesforce', 300, 460]], 1)]));
    expect(page.items.every((i) => !i.eol)).toBe(true);
  });

  it('the plain text of the words, a line per line, for the language guess', () => {
    expect(hocrPlainText(hocr([line(400, [['Berufserfahrung', 300, 700]]), line(500, [['seit', 300, 400], ['2021', 420, 520]])]))).toBe('Berufserfahrung\nseit 2021');
  });
});

describe('hOCR → lines through the PDF layout', () => {
  it('a photo taken half a degree askew is turned straight: a right-aligned date stays on its title\'s row', () => {
    const s = 0.009;
    // one visual row: the title at the left, the dates 1,600 px to the right, 14 px lower on the tilted photo
    const page = hocr([
      line(400, [['Financial', 300, 520], ['Analyst', 540, 720], ['at', 740, 790], ['Three', 810, 950], ['Rivers', 970, 1120]], 1, s),
      line(400 + Math.round(s * 1600), [['Jun', 1900, 1980], ['2020', 2000, 2110], ['–', 2125, 2150], ['Feb', 2165, 2245], ['2022', 2260, 2370]], 2, s),
      line(470, [['Prepared', 300, 500], ['monthly', 520, 700], ['packages', 720, 920], ['for', 940, 1010], ['the', 1030, 1100], ['board', 1120, 1260]], 3, s),
    ]);
    expect(hocrToLines([page]).map((l) => l.text)).toEqual(['Financial Analyst at Three Rivers\tJun 2020 – Feb 2022', 'Prepared monthly packages for the board']);
  });

  it('a scanned date column stays beside its entries, row by row', () => {
    const page = hocr([
      line(300, [['BERUFSERFAHRUNG', 300, 900]], 1),
      line(420, [['seit', 300, 380], ['04/2021', 395, 560]], 2),
      line(420, [['Werkstattleiter', 800, 1150]], 3),
      line(480, [['Tischlerei', 800, 1020], ['Jung', 1040, 1140], ['GmbH,', 1160, 1300], ['Stuttgart', 1320, 1520]], 3),
      line(600, [['09/2019', 300, 460], ['–', 475, 500], ['03/2021', 515, 680]], 4),
      line(600, [['Schreiner', 800, 1010]], 5),
      line(660, [['Möbelwerk', 800, 1050], ['Haas', 1070, 1180], ['KG,', 1200, 1280], ['Esslingen', 1300, 1500]], 5),
      line(780, [['08/2009', 300, 460], ['–', 475, 500], ['06/2012', 515, 680]], 6),
      line(780, [['Ausbildung', 800, 1040], ['zum', 1060, 1140], ['Schreiner', 1160, 1370]], 7),
      line(840, [['Schreinerei', 800, 1050], ['Maier,', 1070, 1200], ['Ulm', 1220, 1300]], 7),
      line(960, [['2006', 300, 400], ['–', 415, 440], ['2009', 455, 555]], 8),
      line(960, [['Realschule', 800, 1040], ['Ulm', 1060, 1140]], 9),
    ]);
    const lines = hocrToLines([page]);
    expect(lines.map((l) => l.text)).toEqual([
      'BERUFSERFAHRUNG',
      'seit 04/2021\tWerkstattleiter',
      'Tischlerei Jung GmbH, Stuttgart',
      '09/2019 – 03/2021\tSchreiner',
      'Möbelwerk Haas KG, Esslingen',
      '08/2009 – 06/2012\tAusbildung zum Schreiner',
      'Schreinerei Maier, Ulm',
      '2006 – 2009\tRealschule Ulm',
    ]);
    expect(lines[0].heading).toBe(true);
    expect(lines.every((l) => l.ocr === true && l.page === 1)).toBe(true);
  });
});
