/**
 * ESCO skill labels by normalised key, precomputed by `scripts/derive-esco.mjs` (esco/skill-labels.json.br)
 * so that first use is a parse, not an index build: sorted keys searched by bisection, each with its
 * skill row. This module is pure (the derivation imports it, so the rules live in one place).
 */
import { termKeyAndCount } from './normalise';

export const MIN_ITEM_KEY_LENGTH = 3;
const MIN_TOKENS = 2;
export const MAX_TOKENS = 6;
const MIN_KEY_LENGTH = 8;
const MIN_COMPETENCE_TOKENS = 3;

export interface LabelledSkill {
  readonly index: number;
  readonly type: 'skill/competence' | 'knowledge' | null;
  readonly reuse: 'transversal' | 'cross-sector' | 'sector-specific' | 'occupation-specific' | null;
  readonly labels: Readonly<Record<'en' | 'fr' | 'es', readonly string[]>>;
}

export function isSpecific(skill: Pick<LabelledSkill, 'type' | 'reuse'>, key: string, tokens: number): boolean {
  if (tokens < MIN_TOKENS || tokens > MAX_TOKENS || key.length < MIN_KEY_LENGTH) return false;
  if (skill.type === 'knowledge') return skill.reuse !== 'transversal';
  return tokens >= MIN_COMPETENCE_TOKENS && (skill.reuse === 'sector-specific' || skill.reuse === 'occupation-specific');
}

/** The file's shape: keys sorted (JS string order), rows base 36 separated by spaces. */
export interface SkillLabelsFile {
  readonly textKeys: readonly string[];
  readonly textRows: string;
}

/**
 * item: every label (3+ characters) → skill row; preferred labels claim a key first, English before
 * French and Spanish. text: the specific labels (see `isSpecificEscoLabel`) → skill row; Kairos's own
 * spellings are left out at lookup time, so the file does not depend on the hand-written taxonomy.
 */
export function buildSkillLabelMaps(
  skills: readonly LabelledSkill[],
  languageSkills: ReadonlySet<number>,
): { item: Map<string, number>; text: Map<string, number> } {
  const item = new Map<string, number>();
  const text = new Map<string, number>();
  for (const preferred of [true, false]) {
    for (const skill of skills) {
      if (languageSkills.has(skill.index)) continue;
      for (const lang of ['en', 'fr', 'es'] as const) {
        const list = skill.labels[lang];
        for (const label of preferred ? list.slice(0, 1) : list.slice(1)) {
          const { key, tokens } = termKeyAndCount(label);
          if (key.length < MIN_ITEM_KEY_LENGTH) continue;
          if (!item.has(key)) item.set(key, skill.index);
          if (!text.has(key) && isSpecific(skill, key, tokens)) text.set(key, skill.index);
        }
      }
    }
  }
  return { item, text };
}

const byKey = (a: readonly [string, number], b: readonly [string, number]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** The maps as the file stores them. */
/** The free-text map as the file stores it (the whole-item map goes to `serialiseSkillUris`). */
export function serialiseSkillLabels(maps: { text: Map<string, number> }): SkillLabelsFile {
  const text = [...maps.text].sort(byKey);
  return {
    textKeys: text.map(([k]) => k),
    textRows: text.map(([, r]) => r.toString(36)).join(' '),
  };
}

// ---- the item index for URIs only (esco/skill-uris.bin.br): hashes, no strings to parse ----

/** A 64-bit hash of a normalised key as two unsigned 32-bit halves (cyrb53's mixing, both halves kept). */
export function keyHash(key: string): readonly [number, number] {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < key.length; i++) {
    const ch = key.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return [h2 >>> 0, h1 >>> 0];
}

const HEADER_WORDS = 4;
const MAGIC = 0x45534331; // "ESC1"

/**
 * The item map as bytes: [magic, keys n, skills m, 0], n high halves, n low halves (sorted by hash),
 * n skill rows (uint16, padded to 4 bytes), m UUIDs (16 bytes each). Throws on a hash collision.
 */
export function serialiseSkillUris(item: Map<string, number>, uuids: readonly string[]): Uint8Array {
  const entries = [...item].map(([key, row]) => [...keyHash(key), row] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < entries.length; i++)
    if (entries[i][0] === entries[i - 1][0] && entries[i][1] === entries[i - 1][1]) throw new Error('label hash collision');
  const n = entries.length;
  const rowWords = Math.ceil(n / 2);
  const words = new Uint32Array(HEADER_WORDS + 2 * n + rowWords + uuids.length * 4);
  words.set([MAGIC, n, uuids.length, 0]);
  const rows = new Uint16Array(words.buffer, (HEADER_WORDS + 2 * n) * 4, n);
  entries.forEach(([hi, lo, row], i) => {
    words[HEADER_WORDS + i] = hi;
    words[HEADER_WORDS + n + i] = lo;
    rows[i] = row;
  });
  const bytes = new Uint8Array(words.buffer);
  let at = (HEADER_WORDS + 2 * n + rowWords) * 4;
  for (const uuid of uuids) {
    const hex = uuid.replace(/-/g, '');
    for (let i = 0; i < 16; i++) bytes[at++] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  }
  return bytes;
}

/** Reads `serialiseSkillUris`'s bytes: a whole-item label key → the ESCO skill's UUID. */
export class SkillUriIndex {
  private readonly hi: Uint32Array;
  private readonly lo: Uint32Array;
  private readonly rows: Uint16Array;
  private readonly uuids: Uint8Array;
  constructor(bytes: Uint8Array) {
    const copy = new Uint8Array(bytes); // aligned, own buffer
    const words = new Uint32Array(copy.buffer, 0, HEADER_WORDS);
    if (words[0] !== MAGIC) throw new Error('not an ESCO skill URI index');
    const n = words[1];
    const m = words[2];
    this.hi = new Uint32Array(copy.buffer, HEADER_WORDS * 4, n);
    this.lo = new Uint32Array(copy.buffer, (HEADER_WORDS + n) * 4, n);
    this.rows = new Uint16Array(copy.buffer, (HEADER_WORDS + 2 * n) * 4, n);
    this.uuids = new Uint8Array(copy.buffer, (HEADER_WORDS + 2 * n + Math.ceil(n / 2)) * 4, m * 16);
  }

  get size(): number {
    return this.hi.length;
  }

  /** The skill row of a normalised key, if a label has it. */
  row(key: string): number | undefined {
    const [h, l] = keyHash(key);
    let a = 0;
    let b = this.hi.length - 1;
    while (a <= b) {
      const mid = (a + b) >> 1;
      const mh = this.hi[mid];
      const ml = this.lo[mid];
      if (mh === h && ml === l) return this.rows[mid];
      if (mh < h || (mh === h && ml < l)) a = mid + 1;
      else b = mid - 1;
    }
    return undefined;
  }

  uuid(row: number): string {
    let hex = '';
    for (let i = row * 16; i < row * 16 + 16; i++) hex += this.uuids[i].toString(16).padStart(2, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** A sorted key list with its rows: lookup by bisection, nothing built. */
export class SortedLabelIndex {
  private readonly rows: readonly string[];
  constructor(
    private readonly keys: readonly string[],
    rows: string,
  ) {
    this.rows = rows === '' ? [] : rows.split(' ');
  }

  get size(): number {
    return this.keys.length;
  }

  /** As a Map (for a hot path: hashing beats bisection when most lookups miss). */
  toMap(): Map<string, number> {
    const map = new Map<string, number>();
    for (let i = 0; i < this.keys.length; i++) map.set(this.keys[i], parseInt(this.rows[i], 36));
    return map;
  }

  get(key: string): number | undefined {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const k = this.keys[mid];
      if (k === key) return parseInt(this.rows[mid], 36);
      if (k < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }
}
