import mammoth from 'mammoth';
import { htmlToLines } from './docx-html';
import { ReadFailure } from './read-errors';
import type { ReadDocument } from './types';
import { readZipEntries, storedZip } from './zip-archive';

// mammoth maps Word's "Heading n" styles itself; a CV's name is often in the "Title" style
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh"];

// the lines never use pictures: leave them unread instead of base64-encoding each into the HTML
const SKIP_IMAGES = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function readDocx(bytes: Uint8Array): Promise<ReadDocument> {
  // inflate within the limits first (zip-archive.ts); mammoth then opens a stored copy with nothing to inflate
  const checked = await storedZip(await readZipEntries(bytes));
  let html: string;
  try {
    // mammoth's Node build reads a Buffer (its arrayBuffer input is for browsers); no copy made
    const buffer = Buffer.from(checked.buffer, checked.byteOffset, checked.byteLength);
    html = (await mammoth.convertToHtml({ buffer }, { styleMap: STYLE_MAP, convertImage: SKIP_IMAGES })).value;
  } catch (error) {
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  }
  return { format: 'docx', pages: 1, lines: htmlToLines(html), warnings: [] };
}
