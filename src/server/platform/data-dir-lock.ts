import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * PGlite has no guard against two processes opening one folder (both would corrupt it),
 * so the process that owns the data directory holds `kairos.lock` with its PID.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'kairos.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another Kairos process (pid ${pid}). ` +
            'Stop that process first, or point DATA_DIR at another folder.',
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
