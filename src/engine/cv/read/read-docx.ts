import mammoth from 'mammoth';
import { htmlToLines } from './docx-html';
import { ReadFailure } from './read-errors';
import type { ReadDocument } from './types';

// mammoth maps Word's "Heading n" styles itself; a CV's name is often in the "Title" style
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh"];

export async function readDocx(bytes: Uint8Array): Promise<ReadDocument> {
  let html: string;
  try {
    // mammoth's Node build reads a Buffer (its arrayBuffer input is for browsers); no copy made
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    html = (await mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP })).value;
  } catch (error) {
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  }
  return { format: 'docx', pages: 1, lines: htmlToLines(html), warnings: [] };
}
