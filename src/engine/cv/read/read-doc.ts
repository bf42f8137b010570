import WordExtractor from 'word-extractor';
import { isEncryptedOfficeContainer } from './detect-type';
import { checkCfb } from './cfb-check';
import { boundText } from './line-bounds';
import { plainTextLines } from './plain-lines';
import { ReadFailure, READ_WARNINGS } from './read-errors';
import type { ReadDocument } from './types';

/** Legacy Word 97–2003 (.doc): word-extractor gives the body text; headings come from heuristics. */
export async function readDoc(bytes: Uint8Array): Promise<ReadDocument> {
  if (isEncryptedOfficeContainer(bytes)) throw new ReadFailure('PASSWORD_PROTECTED');
  // word-extractor trusts every count and chain in the container: check them all before it allocates
  checkCfb(bytes);
  let body: string;
  let header: string;
  try {
    // word-extractor reads a Node Buffer; wrap the bytes without copying them
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    body = doc.getBody();
    header = doc.getHeaders({ includeFooters: false }).trim();
  } catch (error) {
    // a CFB container that word-extractor cannot read is not a Word document we can open
    throw new ReadFailure('CORRUPT_FILE', (error as Error).message);
  }
  // some CVs put the name and contact block in the page header
  const { text, cut } = boundText(header && !body.includes(header) ? `${header}\n${body}` : body);
  return {
    format: 'doc',
    pages: 1,
    lines: plainTextLines(text, { titleLines: true }),
    warnings: cut ? [READ_WARNINGS.documentChars()] : [],
  };
}
