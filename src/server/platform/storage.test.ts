import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import type { FileStore } from './storage';
import { createDatabaseFileStore, createLocalFileStore } from './storage';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let folder: string;

beforeAll(async () => {
  t = await createTestApp();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-store-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['local folder', () => createLocalFileStore(folder)],
  ['database', () => createDatabaseFileStore(t.database)],
])('file store: %s', (_name, make: () => FileStore) => {
  it('keeps bytes exactly, replaces, deletes, and says when a file is missing', async () => {
    const store = make();
    const bytes = new Uint8Array([0, 1, 2, 255, 254, 0x25, 0x50, 0x44, 0x46]);
    await store.put('cvs/user_1/file-a', bytes);
    expect(await store.get('cvs/user_1/file-a')).toEqual(bytes);
    await store.put('cvs/user_1/file-a', new Uint8Array([7]));
    expect(await store.get('cvs/user_1/file-a')).toEqual(new Uint8Array([7]));
    await store.delete('cvs/user_1/file-a');
    await expect(store.get('cvs/user_1/file-a')).rejects.toThrow(/not found/);
    await store.delete('cvs/user_1/file-a'); // deleting twice is fine
  });

  it('refuses keys that could leave the store', async () => {
    const store = make();
    for (const key of ['../etc/passwd', 'cvs/../../x', '/abs', 'a//b', 'a/b c']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/);
    }
  });
});
