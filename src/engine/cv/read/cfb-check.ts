/**
 * Checks a Word 97 (OLE/CFB) container before word-extractor reads it. word-extractor trusts the
 * header's counts (it sized an array from a claimed 0x7FFFFFF0 FAT sectors) and follows every
 * sector chain until it ends, so a chain that loops grows an array until the heap runs out. Here
 * every count is held against the file's size and every chain it will follow — DIFAT, FAT,
 * directory, mini FAT, mini stream, each stream — is walked once with a visited set. Anything
 * inconsistent is a damaged file (CORRUPT_FILE), refused before a byte is allocated for it.
 * Field names follow [MS-CFB] 2.2; the reader's own conventions (sector n at (n + 1) × size,
 * short streams below the header's cutoff) are mirrored so the checks cover what it will do.
 */
import { MAX_CFB_DIRECTORY_ENTRIES } from './limits';
import { ReadFailure } from './read-errors';

const HEADER_SIZE = 512;
const DIRECTORY_ENTRY_SIZE = 128;
const MINI_SECTOR_SIZE = 64;
const MINI_STREAM_CUTOFF = 4096;
const HEADER_DIFAT_ENTRIES = 109;
const NO_STREAM = -1;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;
const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const damaged = (detail: string): ReadFailure => new ReadFailure('CORRUPT_FILE', `CFB: ${detail}`);

interface Container {
  view: DataView;
  sectorSize: number;
  /** sectors the file really has after the header */
  sectorCount: number;
}

const sectorOffset = (c: Container, sector: number): number => (sector + 1) * c.sectorSize;

/**
 * The sectors of a chain, each checked to be inside the table and the file and seen only once.
 * The reader stops at any negative id (end of chain, free, …), so this does too.
 */
function walkChain(start: number, table: Int32Array, maxIndex: number, what: string, outside: 'fails' | 'ends' = 'fails'): number[] {
  const chain: number[] = [];
  const seen = new Set<number>();
  for (let id = start; id >= 0; id = table[id]) {
    // the reader stops where the table ends; an empty stream may start at 0 with no mini FAT at all
    if (outside === 'ends' && id >= table.length) break;
    if (id >= table.length || id >= maxIndex) throw damaged(`${what} chain leaves the file at sector ${id}`);
    if (seen.has(id)) throw damaged(`${what} chain loops at sector ${id}`);
    seen.add(id);
    chain.push(id);
  }
  return chain;
}

/** The FAT sector ids: the header's 109, then the DIFAT chain, which must be as long as claimed and loop-free. */
function fatSectorIds(c: Container, fatSectors: number): number[] {
  const { view, sectorSize } = c;
  const ids: number[] = [];
  for (let i = 0; i < Math.min(fatSectors, HEADER_DIFAT_ENTRIES); i++) ids.push(view.getInt32(76 + i * 4, true));
  if (fatSectors > HEADER_DIFAT_ENTRIES) {
    const perSector = sectorSize / 4 - 1; // the last slot links to the next DIFAT sector
    const needed = Math.ceil((fatSectors - HEADER_DIFAT_ENTRIES) / perSector);
    // the reader reads exactly as many DIFAT sectors as the header claims
    if (view.getInt32(72, true) !== needed) throw damaged('DIFAT sector count does not match the FAT');
    const seen = new Set<number>();
    let sector = view.getInt32(68, true);
    for (let n = 0; n < needed; n++) {
      if (sector < 0 || sector >= c.sectorCount) throw damaged(`DIFAT chain leaves the file at sector ${sector}`);
      if (seen.has(sector)) throw damaged(`DIFAT chain loops at sector ${sector}`);
      seen.add(sector);
      const base = sectorOffset(c, sector);
      for (let i = 0; i < perSector && ids.length < fatSectors; i++) ids.push(view.getInt32(base + i * 4, true));
      sector = view.getInt32(base + perSector * 4, true);
    }
  }
  for (const id of ids) if (id < 0 || id >= c.sectorCount) throw damaged(`FAT sector ${id} outside the file`);
  return ids;
}

/** The int32 entries of the given sectors, concatenated (FAT, mini FAT). */
function readTable(c: Container, sectors: readonly number[]): Int32Array {
  const perSector = c.sectorSize / 4;
  const table = new Int32Array(sectors.length * perSector);
  sectors.forEach((sector, s) => {
    const base = sectorOffset(c, sector);
    for (let i = 0; i < perSector; i++) table[s * perSector + i] = c.view.getInt32(base + i * 4, true);
  });
  return table;
}

interface DirectoryEntry {
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

function readDirectory(c: Container, sectors: readonly number[]): DirectoryEntry[] {
  const perSector = c.sectorSize / DIRECTORY_ENTRY_SIZE;
  if (sectors.length * perSector > MAX_CFB_DIRECTORY_ENTRIES) throw damaged('too many directory entries');
  const entries: DirectoryEntry[] = [];
  for (const sector of sectors) {
    for (let i = 0; i < perSector; i++) {
      const base = sectorOffset(c, sector) + i * DIRECTORY_ENTRY_SIZE;
      const v = c.view;
      entries.push({
        type: v.getInt8(base + 66),
        left: v.getInt32(base + 68, true),
        right: v.getInt32(base + 72, true),
        child: v.getInt32(base + 76, true),
        start: v.getInt32(base + 116, true),
        size: v.getInt32(base + 120, true), // the reader reads it signed
      });
    }
  }
  return entries;
}

/**
 * Storages and streams reachable from the root, as the reader walks them (child, then each
 * node's left and right siblings, then into each storage): every id in range, each entry once.
 */
function reachableEntries(entries: readonly DirectoryEntry[], root: number): DirectoryEntry[] {
  const seen = new Set<number>([root]);
  const reached: DirectoryEntry[] = [];
  const pending = [entries[root].child];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (id === NO_STREAM) continue;
    if (id < 0 || id >= entries.length) throw damaged(`directory entry ${id} outside the directory`);
    if (seen.has(id)) throw damaged(`directory tree loops at entry ${id}`);
    seen.add(id);
    const entry = entries[id];
    reached.push(entry);
    pending.push(entry.left, entry.right);
    if (entry.type === TYPE_STORAGE) pending.push(entry.child);
  }
  return reached;
}

/** Throws CORRUPT_FILE unless every structure word-extractor will follow is bounded and loop-free. */
export function checkCfb(bytes: Uint8Array): void {
  if (bytes.length < HEADER_SIZE || SIGNATURE.some((b, i) => bytes[i] !== b)) throw damaged('not a compound file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(30, true);
  if (view.getUint16(28, true) !== 0xfffe) throw damaged('byte order mark');
  if (sectorShift !== 9 && sectorShift !== 12) throw damaged(`sector shift ${sectorShift}`);
  if (view.getUint16(32, true) !== 6) throw damaged('mini sector size');
  if (view.getUint32(56, true) !== MINI_STREAM_CUTOFF) throw damaged('mini stream cutoff');
  const sectorSize = 1 << sectorShift;
  const c: Container = { view, sectorSize, sectorCount: Math.floor(bytes.length / sectorSize) - 1 };

  const fatSectors = view.getInt32(44, true);
  if (fatSectors < 1 || fatSectors > c.sectorCount) throw damaged(`${fatSectors} FAT sectors in a file of ${c.sectorCount}`);
  const fat = readTable(c, fatSectorIds(c, fatSectors));

  const directory = readDirectory(c, walkChain(view.getInt32(48, true), fat, c.sectorCount, 'directory'));
  const root = directory.findIndex((e) => e.type === TYPE_ROOT);
  if (root < 0) throw damaged('no root entry');

  const miniFatSectors = walkChain(view.getInt32(60, true), fat, c.sectorCount, 'mini FAT');
  if (miniFatSectors.length !== view.getInt32(64, true)) throw damaged('mini FAT length');
  const miniFat = readTable(c, miniFatSectors);
  const miniStream = walkChain(directory[root].start, fat, c.sectorCount, 'mini stream');
  const miniSectorCount = (miniStream.length * sectorSize) / MINI_SECTOR_SIZE;

  for (const entry of reachableEntries(directory, root)) {
    if (entry.type !== TYPE_STREAM) continue;
    // an empty stream is never read, but the reader still follows its chain: loops matter, its start does not
    if (entry.size === 0) walkChain(entry.start, miniFat, miniFat.length, 'empty stream', 'ends');
    else if (entry.size < MINI_STREAM_CUTOFF) walkChain(entry.start, miniFat, miniSectorCount, 'mini stream');
    else walkChain(entry.start, fat, c.sectorCount, 'stream');
  }
}
