import { boundText } from './line-bounds';
import { plainTextLines } from './plain-lines';
import { READ_WARNINGS } from './read-errors';
import type { ReadDocument } from './types';

type LegacyEncoding = 'windows-1252' | 'windows-1250' | 'windows-1257' | 'iso-8859-2' | 'windows-1251' | 'windows-1253';

const ENCODING_NAMES: Record<LegacyEncoding, string> = {
  'windows-1252': 'Windows-1252 (Western European)',
  'windows-1250': 'Windows-1250 (Central European)',
  'windows-1257': 'Windows-1257 (Baltic)',
  'iso-8859-2': 'ISO-8859-2 (Latin-2, Central European)',
  'windows-1251': 'Windows-1251 (Cyrillic)',
  'windows-1253': 'Windows-1253 (Greek)',
};

// the letters beyond ASCII of each alphabet a CV here is written in (lower case)
const ALPHABETS = [
  'àâæçèéêëîïôœùûüÿ', // fr
  'äöüß', // de
  'áéíñóúü', // es
  'àèéìíîòóù', // it
  'àçèéíïòóúü', // ca
  'àáâãçéêíóôõú', // pt
  'éèëïóöüáíú', // nl, ga
  'æøåéóü', // da, nb
  'åäöéü', // sv, fi
  'äöõüšž', // et, fi
  'áčďéěíňóřšťúůýž', // cs
  'áäčďéíĺľňóôŕšťúýž', // sk
  'ąćęłńóśźż', // pl
  'áéíóöőúüű', // hu
  'ăâîșşțţ', // ro
  'čćđšž', // hr, sl
  'ąčęėįšųūž', // lt
  'āčēģīķļņšūž', // lv
  'ċġħżàèìòù', // mt
  'áðéíóúýþæö', // is
  'абвгдеёжзийклмнопрстуфхцчшщъыьэюяєіїґђјљњћџѓќѕ', // bg, sr, mk, uk, ru
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώϊϋΐΰς', // el
].map((letters) => new Set(letters));

/**
 * How well one alphabet spells a decoding: the words the best single alphabet can spell, less the words
 * none can. A Czech "Dvořáková" read in the wrong code page becomes "Dvoøáková", whose ø and á belong to
 * no one language; a Lithuanian "Kazlauskienė" becomes "Kazlauskienë", French-looking alone, but the
 * rest of the text then needs Danish and French at once. A symbol inside a word ("Wroc³aw") counts as
 * spelled by none.
 */
const NOT_ASCII_RE = /[^\x00-\x7f]/;
const SAMPLE_BYTES = 256 * 1024;

function spellingScore(text: string): number {
  let bad = 0;
  const spelled = ALPHABETS.map(() => 0);
  for (const word of text.toLowerCase().split(/[\s\d.,;:!?()[\]{}"'’/|•·–—-]+/u)) {
    if (!NOT_ASCII_RE.test(word)) continue;
    const wide = [...word].filter((c) => c > '\x7f');
    // (a word of Latin letters with a Cyrillic or Greek one inside, "Kovaиiи", is Latin text read in the wrong code page)
    if (wide.some((c) => !/\p{L}/u.test(c)) || (/[a-z]/.test(word) && wide.some((c) => c >= '\u0370' && c <= '\u04ff'))) {
      bad++;
      continue;
    }
    let any = false;
    ALPHABETS.forEach((alphabet, i) => {
      if (wide.every((c) => alphabet.has(c))) {
        spelled[i]++;
        any = true;
      }
    });
    if (!any) bad++;
  }
  return Math.max(...spelled) - bad;
}

const CYRILLIC_VOWELS = /[аеиоуыэюяєіїё]/giu;
const GREEK_VOWELS = /[αεηιουωάέήίόύώϊϋΐΰ]/giu;

/** The share of a script's letters that are its vowels. */
function vowelShare(text: string, vowels: RegExp): number {
  const letters = (text.match(/[\u0370-\u03ff\u0400-\u04ff]/gu) ?? []).length;
  return letters === 0 ? 0 : (text.match(vowels) ?? []).length / letters;
}

/**
 * Bytes → string: strict UTF-8 first (a BOM is dropped); when that fails, the Windows code page of
 * older editors whose reading every alphabet can spell: Western (1252), Central European (1250),
 * Baltic (1257), Cyrillic (1251), Greek (1253) or the ISO Latin-2 of older Unix editors (ľ, š, ť sit elsewhere
 * there). Western wins a tie.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: 'utf-8' | LegacyEncoding } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // the code page is judged on the first 256 KB (a whole CV many times over), then the file is decoded once
    const sample = bytes.subarray(0, SAMPLE_BYTES);
    let best: { encoding: LegacyEncoding; score: number } | undefined;
    const decoded = new Map<LegacyEncoding, string>();
    for (const encoding of ['windows-1252', 'windows-1250', 'windows-1257', 'iso-8859-2', 'windows-1251', 'windows-1253'] as const) {
      const text = new TextDecoder(encoding).decode(sample);
      decoded.set(encoding, text);
      const score = spellingScore(text);
      if (best === undefined || score > best.score) best = { encoding, score };
    }
    let encoding = best!.encoding;
    // Greek read as Cyrillic spells words too ("Μαρία" → "МбсЯб"), all consonants: the script whose reading
    // has its share of vowels wins
    if (encoding === 'windows-1251' || encoding === 'windows-1253') {
      encoding = vowelShare(decoded.get('windows-1253')!, GREEK_VOWELS) > vowelShare(decoded.get('windows-1251')!, CYRILLIC_VOWELS) ? 'windows-1253' : 'windows-1251';
    }
    return { text: bytes.length <= SAMPLE_BYTES ? decoded.get(encoding)! : new TextDecoder(encoding).decode(bytes), encoding };
  }
}

export function readTxt(bytes: Uint8Array): ReadDocument {
  const decoded = decodeText(bytes);
  // cut to the limits before the line patterns run: a 10 MB line of letters must never reach them
  const { text, cut } = boundText(decoded.text);
  const warnings = decoded.encoding === 'utf-8' ? [] : [`The text file is not UTF-8; it was read as ${ENCODING_NAMES[decoded.encoding]}.`];
  if (cut) warnings.push(READ_WARNINGS.documentChars());
  return { format: 'txt', pages: 1, lines: plainTextLines(text, { titleLines: false }), warnings };
}
