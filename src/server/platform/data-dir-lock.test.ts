import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a second owner while the first process lives, and frees the folder on release', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-lock-'));
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'kairos.lock'), `${holder.pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another Kairos process/);
    } finally {
      holder.kill();
      await new Promise((r) => holder.once('exit', r));
    }
    // the holder is gone: its lock is stale and is taken over
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'kairos.lock'), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'kairos.lock'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
