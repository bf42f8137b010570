import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';

/**
 * Where uploaded originals live. One interface, so object storage can replace the local folder
 * for scale-out without touching the features.
 */
export type FileStore = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  get(key: string): Promise<Uint8Array>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  describe(): string;
};

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

const KEY_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Files under `root` (default DATA_DIR/uploads), written atomically, readable by this user only. */
export function createLocalFileStore(root: string): FileStore {
  const resolve = (key: string) => {
    // keys are built by our code from ids, but a path never leaves the store's folder
    if (!KEY_RE.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temp, bytes, { mode: 0o600 });
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    describe: () => root,
  };
}

/**
 * Files in the `stored_files` table: every web and worker process sees the same files without a
 * shared disk (the default with DATABASE_URL; ADR 004).
 */
export function createDatabaseFileStore(database: Database): FileStore {
  const check = (key: string) => {
    if (!KEY_RE.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, bytes) {
      await database.query(
        `INSERT INTO stored_files (key, bytes, size_bytes) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET bytes = EXCLUDED.bytes, size_bytes = EXCLUDED.size_bytes, created_at = now()`,
        [check(key), Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes.byteLength],
      );
    },
    async get(key) {
      const { rows } = await database.query<{ bytes: Uint8Array }>('SELECT bytes FROM stored_files WHERE key = $1', [check(key)]);
      const row = rows[0];
      if (!row) throw new FileNotFoundError(key);
      return new Uint8Array(row.bytes);
    },
    async delete(key) {
      await database.query('DELETE FROM stored_files WHERE key = $1', [check(key)]);
    },
    describe: () => 'the database (stored_files)',
  };
}
