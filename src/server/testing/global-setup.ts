import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../db/client';
import { prepareDatabase } from '../runtime';

/** Migrates one embedded database once; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite({ memory: true });
  await prepareDatabase(database, undefined);
  const pglite = (database as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite;
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
