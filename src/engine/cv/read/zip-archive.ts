/**
 * A bounded ZIP reader for the archives we open (DOCX, ODT). A general ZIP library inflates
 * whatever a file declares; here the central directory is checked first (entry count, declared
 * sizes) and every entry is then inflated with a running count that stops at the limit, because
 * declared sizes can lie. The DOCX and ODT readers walk the checked entries themselves.
 */
import { MAX_DOCX_XML_BYTES, MAX_ZIP_ENTRIES, MAX_ZIP_INFLATED_BYTES } from './limits';
import { ReadFailure, tooLarge } from './read-errors';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

interface DirectoryEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const damaged = (detail: string): ReadFailure => new ReadFailure('CORRUPT_FILE', `ZIP: ${detail}`);

/** The end-of-central-directory record sits in the last 22 bytes + up to 64 KB of comment. */
function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_SIZE - 0xffff);
  for (let at = view.byteLength - END_RECORD_SIZE; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw damaged('no end of central directory');
}

/** XML parts are parsed into a DOM whole, so they get a tighter bound than pictures. */
const isXmlPart = (name: string): boolean => /\.(?:xml|rels)$/i.test(name);

function readDirectory(bytes: Uint8Array): DirectoryEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64, which no editor writes for a file under 10 MB
  if (count === 0xffff || offset === 0xffffffff) throw damaged('ZIP64 archive');
  if (count > MAX_ZIP_ENTRIES) throw tooLarge('zip-entries', `${count} entries`);
  const decoder = new TextDecoder('utf-8');
  const entries: DirectoryEntry[] = [];
  let declaredTotal = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw damaged('bad central directory');
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) throw damaged('encrypted entry');
    const nameLength = view.getUint16(at + 28, true);
    const entry: DirectoryEntry = {
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    };
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (entry.method !== 0 && entry.method !== 8) throw damaged(`compression method ${entry.method}`);
    declaredTotal += entry.declaredSize;
    if (declaredTotal > MAX_ZIP_INFLATED_BYTES) throw tooLarge('zip-inflated', `declared ${declaredTotal} bytes`);
    if (isXmlPart(entry.name) && entry.declaredSize > MAX_DOCX_XML_BYTES)
      throw tooLarge('docx-xml', `${entry.name} declares ${entry.declaredSize} bytes`);
    if (!entry.name.endsWith('/')) entries.push(entry);
  }
  return entries;
}

/** The entry's compressed bytes, found through its local header (whose own sizes are ignored). */
function compressedData(bytes: Uint8Array, entry: DirectoryEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER) throw damaged(`bad local header for ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw damaged(`${entry.name} runs past the end of the file`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Raw DEFLATE → bytes, stopping as soon as the output passes `limit`: a bomb costs at most the
 * limit plus one chunk of memory, and the time to inflate that much.
 */
async function inflateBounded(data: Uint8Array, limit: number, onOver: () => ReadFailure): Promise<Uint8Array> {
  const reader = new Blob([data as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw onOver();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Every file entry of the archive, inflated within the limits (limits.ts), or a ReadFailure. */
export async function readZipEntries(bytes: Uint8Array): Promise<ZipEntry[]> {
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const entry of readDirectory(bytes)) {
    const raw = compressedData(bytes, entry);
    const remaining = MAX_ZIP_INFLATED_BYTES - total;
    const xml = isXmlPart(entry.name);
    const limit = xml ? Math.min(remaining, MAX_DOCX_XML_BYTES) : remaining;
    const over = (): ReadFailure =>
      xml && limit === MAX_DOCX_XML_BYTES
        ? tooLarge('docx-xml', `${entry.name} inflates past ${limit} bytes`)
        : tooLarge('zip-inflated', `${entry.name} inflates past the total`);
    let data: Uint8Array;
    if (entry.method === 0) {
      if (raw.length > limit) throw over();
      data = raw;
    } else {
      try {
        data = await inflateBounded(raw, limit, over);
      } catch (error) {
        if (error instanceof ReadFailure) throw error;
        throw damaged(`${entry.name}: ${(error as Error).message}`);
      }
    }
    total += data.length;
    entries.push({ name: entry.name, data });
  }
  return entries;
}
