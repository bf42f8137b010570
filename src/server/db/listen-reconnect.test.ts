import { describe, expect, it } from 'vitest';
import { openPostgres } from './client';

// PostgreSQL only (TEST_DATABASE_URL): the embedded database listens in process and has no connection to lose.
const url = process.env.TEST_DATABASE_URL;

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.skipIf(!url)('LISTEN on PostgreSQL', () => {
  it('reconnects and listens again after the server ends its connection (as in a restart)', async () => {
    const lines: string[] = [];
    const database = await openPostgres(url!, (line) => lines.push(line));
    const channel = `kairos_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const received: string[] = [];
    const stop = await database.listen(channel, (payload) => received.push(payload));
    try {
      await database.query('SELECT pg_notify($1, $2)', [channel, 'before']);
      await waitFor(() => received.includes('before'), 5000);

      // what a fast shutdown does to every connection: 57P01 terminating connection due to administrator command
      const { rows } = await database.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query = $1',
        [`LISTEN "${channel}"`],
      );
      expect(rows).toEqual([{ ok: true }]);

      await waitFor(async () => {
        await database.query('SELECT pg_notify($1, $2)', [channel, 'after']);
        return received.includes('after');
      }, 10_000);
      expect(lines.some((l) => l.includes('reconnecting'))).toBe(true);
      expect(lines.some((l) => l.includes('reconnected'))).toBe(true);
    } finally {
      await stop();
      await database.close();
    }
  }, 30_000);
});
