import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../testing/test-app';
import { silentLogger } from './logger';
import { createJobQueue, defineJob, retireOldQueueSchema } from './queue';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('job queue on a database that pg-boss 10 used', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('replaces the old schema (version 24) and then sends and runs jobs', async () => {
    t = await createTestApp();
    const { database } = t;
    // what pg-boss 10 left behind: its schema at version 24 with a queued job
    await database.exec(`CREATE SCHEMA pgboss;
      CREATE TABLE pgboss.version (version int PRIMARY KEY);
      INSERT INTO pgboss.version VALUES (24);
      CREATE TABLE pgboss.job (id uuid, name text);`);

    const queue = createJobQueue(database, t.databaseUrl, silentLogger);
    const ran: string[] = [];
    const echo = defineJob({ name: 'queue-test-echo', payload: z.object({ word: z.string() }), handler: async ({ word }) => void ran.push(word) });
    try {
      await queue.work([echo], t.deps);
      await queue.send(echo, { word: 'hello' });
      for (let i = 0; i < 100 && !ran.length; i++) await new Promise((r) => setTimeout(r, 100));
      expect(ran).toEqual(['hello']);
      const { rows } = await database.query<{ version: number }>('SELECT max(version)::int AS version FROM pgboss.version');
      expect(rows[0].version).toBeGreaterThanOrEqual(25);
    } finally {
      await queue.stop();
    }
  });

  it('hands pg-boss the rows of every statement of a block (a RETURNING before COMMIT)', async () => {
    t = await createTestApp();
    await t.database.exec('CREATE TABLE lock_probe (id int)');
    const { rows } = await t.database.exec('BEGIN; INSERT INTO lock_probe VALUES (7) RETURNING id; COMMIT;');
    expect(rows).toEqual([{ id: 7 }]);
    // a failed block leaves no aborted transaction behind on the one embedded connection
    await expect(t.database.exec('BEGIN; SELECT * FROM no_such_table; COMMIT;')).rejects.toThrow();
    expect((await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM lock_probe')).rows[0].n).toBe(1);
  });

  it('starts on a database that never had a queue', async () => {
    t = await createTestApp();
    await retireOldQueueSchema(t.database, silentLogger);
    const { rows } = await t.database.query<{ t: string | null }>("SELECT to_regclass('pgboss.version')::text AS t");
    expect(rows[0].t).toBeNull();
  });

  it('leaves a current schema alone', async () => {
    t = await createTestApp();
    await t.database.exec(`CREATE SCHEMA pgboss; CREATE TABLE pgboss.version (version int PRIMARY KEY); INSERT INTO pgboss.version VALUES (30); CREATE TABLE pgboss.keep (id int);`);
    await retireOldQueueSchema(t.database, silentLogger);
    const { rows } = await t.database.query<{ t: string | null }>("SELECT to_regclass('pgboss.keep')::text AS t");
    expect(rows[0].t).toBe('pgboss.keep');
  });
});
