import { fileTypeFromBuffer } from 'file-type';

/** What the bytes are, decided by content only. `zip`/`cfb` are containers still to be confirmed. */
export type DetectedType = 'pdf' | 'docx' | 'odt' | 'rtf' | 'png' | 'jpg' | 'zip' | 'cfb' | 'txt' | 'unknown';

// file-type needs a PDF header at byte 0; some generators put junk before it, which readers accept
function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** Plain text has no NUL bytes (UTF-16 text has them and is out of scope). */
function looksLikeText(bytes: Uint8Array): boolean {
  return !bytes.subarray(0, 64 * 1024).includes(0);
}

/** Almost no control characters besides TAB, line breaks and form feed: text, not binary data. */
function readableText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of head) if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) || b === 0x7f) control++;
  return control <= head.length * 0.001;
}

export async function detectType(bytes: Uint8Array): Promise<DetectedType> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.mime.startsWith('application/vnd.oasis.opendocument.text')) return 'odt';
  switch (found?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'odt':
      // an ODF package whose first, stored entry "mimetype" says OpenDocument Text
      return 'odt';
    case 'rtf':
      return 'rtf';
    case 'png':
      return 'png';
    case 'jpg':
      return 'jpg';
    case 'zip':
      return isOpenDocumentText(bytes) ? 'odt' : 'zip';
    case 'cfb':
      return 'cfb';
  }
  if (!found && hasPdfHeader(bytes)) return 'pdf';
  // file-type's weaker signatures match text too: "GYVENIMO APRAŠYMAS" opens with the MPEG-TS sync
  // byte "G", and so may a 'G' 188 bytes on. Readable text is text, whatever else its first bytes could start.
  if (looksLikeText(bytes) && (!found || readableText(bytes))) return 'txt';
  return 'unknown';
}

/**
 * An ODF package whose first, stored entry "mimetype" names any OpenDocument text: Writer's own
 * (`…opendocument.text`, which file-type knows) and its variants, a template (`text-template`), a master
 * document (`text-master`) or Writer/Web's (`text-web`, what LibreOffice writes when it converts HTML to ODT).
 */
function isOpenDocumentText(bytes: Uint8Array): boolean {
  if (bytes.length < 30 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 0x03 || bytes[3] !== 0x04) return false;
  const nameLength = bytes[26]! | (bytes[27]! << 8);
  const extraLength = bytes[28]! | (bytes[29]! << 8);
  const latin1 = new TextDecoder('latin1');
  if (latin1.decode(bytes.subarray(30, 30 + nameLength)) !== 'mimetype') return false;
  const start = 30 + nameLength + extraLength;
  return latin1.decode(bytes.subarray(start, start + 64)).startsWith('application/vnd.oasis.opendocument.text');
}

/** An Office file encrypted with a password is a CFB container holding an "EncryptedPackage" stream. */
export function isEncryptedOfficeContainer(bytes: Uint8Array): boolean {
  const name = 'EncryptedPackage';
  const utf16 = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) utf16[i * 2] = name.charCodeAt(i);
  return indexOfBytes(bytes, utf16) >= 0;
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  for (let i = haystack.indexOf(first); i >= 0 && i <= haystack.length - needle.length; i = haystack.indexOf(first, i + 1)) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
