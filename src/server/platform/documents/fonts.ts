/**
 * The font every PDF Kairos writes embeds: Noto Sans (SIL Open Font License), shipped in the
 * @expo-google-fonts/noto-sans package, covers every European Latin letter (Ł, Ș, Ť, Ė, Ő…), Greek
 * and Cyrillic. Read from node_modules once per process; nothing is fetched at run time.
 *
 * Speed (issue 17: a 2-page PDF ≤ 500 ms): embedding a whole 630 KB font cost pdf-lib a fontkit parse
 * and a pure-JS deflate of the font file on every document, per font — most of a render. Both depend on
 * the font alone, so they are done once per process here: `documentFontkit` hands pdf-lib the parsed
 * font of the same bytes again, and `deflatedFont` the compressed font file for the PDF's font stream.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

const require = createRequire(import.meta.url);

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

export interface FontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
}

let cached: FontFiles | undefined;

const read = (file: string): Uint8Array => new Uint8Array(fs.readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));

export function documentFonts(): FontFiles {
  cached ??= {
    regular: read('400Regular/NotoSans_400Regular.ttf'),
    bold: read('700Bold/NotoSans_700Bold.ttf'),
    italic: read('400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
  };
  return cached;
}

// keyed by the byte arrays documentFonts() returns (the same objects for the life of the process)
const parsed = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
const deflated = new WeakMap<Uint8Array, Uint8Array>();

/** fontkit for pdf-lib, parsing each font file once per process (a parsed font is only read after). */
export const documentFontkit: Fontkit = {
  create(data: Uint8Array, postscriptName?: string) {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data);
      parsed.set(data, font);
    }
    return font;
  },
};

/** The font file zlib-compressed (a PDF FlateDecode stream), once per process; undefined for other bytes. */
export function deflatedFont(data: Uint8Array): Uint8Array | undefined {
  const files = documentFonts();
  if (data !== files.regular && data !== files.bold && data !== files.italic) return undefined;
  let bytes = deflated.get(data);
  if (!bytes) {
    bytes = new Uint8Array(zlib.deflateSync(data));
    deflated.set(data, bytes);
  }
  return bytes;
}
