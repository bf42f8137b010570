import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db/client';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-cli-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };

function kairos(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], { env }).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('operator CLI (npm run kairos)', () => {
  it('migrates, creates a verified admin, changes a role and explains bad input', async () => {
    expect((await kairos('db:migrate')).stdout).toContain('Migrations applied.');

    const created = await kairos('user:create', '--email', 'Ops@Example.com', '--password', 'ops-password', '--name', 'Ops', '--admin', '--verified');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created ops@example.com .*role admin, verified/);

    const dup = await kairos('user:create', '--email', 'ops@example.com', '--password', 'ops-password');
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');

    const demoted = await kairos('user:role', '--email', 'ops@example.com', '--role', 'user');
    expect(demoted.stdout).toContain('ops@example.com is now user.');

    const bad = await kairos('user:role', '--email', 'ops@example.com', '--role', 'root');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be admin or user');
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/);

    const database = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const { rows } = await database.query<{ role: string; email_verified: boolean }>('SELECT role, email_verified FROM users');
      expect(rows).toEqual([{ role: 'user', email_verified: true }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
