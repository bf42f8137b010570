import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { eq } from 'drizzle-orm';
import type { CheckStatus, DiagnosticCategory } from '@/contract/diagnostics';
import { activeThemeSchema } from '@/contract/design-system';
import type { AppDeps } from '../../context';
import { mailOutbox } from '../../db/schema/platform';
import { migrationsFolder } from '../../paths';
import { FileNotFoundError } from '../../platform/storage';
import { diagnosticsPingJob } from './jobs';
import { dropWaitingPing, pingJobState } from './queue-state';

export type CheckOutcome = { status: CheckStatus; message: string };

/** One integration check: it runs in this process against the real system and must clean up after itself. */
export type DiagnosticCheck = {
  id: string;
  category: DiagnosticCategory;
  name: string;
  /** past this the check counts as failed ('timed out'); default 2 s */
  timeoutMs?: number;
  run: (deps: AppDeps) => Promise<CheckOutcome>;
};

/** How long the job round trip waits for a worker before it says nobody picked the job up. */
export const JOB_WAIT_MS = 3000;
const DB_LATENCY_WARN_MS = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (started: number) => Math.round(performance.now() - started);
const pass = (message: string): CheckOutcome => ({ status: 'pass', message });
const warn = (message: string): CheckOutcome => ({ status: 'warning', message });
const fail = (message: string): CheckOutcome => ({ status: 'fail', message });

const databaseConnectivity: DiagnosticCheck = {
  id: 'database.connectivity',
  category: 'database',
  name: 'Database connection and latency',
  async run({ database }) {
    const started = performance.now();
    await database.query('SELECT 1');
    const ms = since(started);
    const kind = database.kind === 'pglite' ? 'The embedded database (PGlite)' : 'PostgreSQL';
    return ms < DB_LATENCY_WARN_MS ? pass(`${kind} answered in ${ms} ms`) : warn(`${kind} answered slowly: ${ms} ms (over ${DB_LATENCY_WARN_MS} ms)`);
  },
};

type JournalEntry = { tag: string; when: number };

/** The applied migrations (drizzle's table) against the journal bundled with this build. */
const migrationsCurrent: DiagnosticCheck = {
  id: 'database.migrations',
  category: 'database',
  name: 'Migrations current',
  async run({ database }) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
    const { rows } = await database.query<{ hash: string; created_at: string | number }>('SELECT hash, created_at FROM drizzle.__drizzle_migrations');
    const applied = new Map(rows.map((r) => [Number(r.created_at), r.hash]));
    const missing: string[] = [];
    const changed: string[] = [];
    for (const entry of journal.entries) {
      const hash = applied.get(entry.when);
      if (hash === undefined) {
        missing.push(entry.tag);
        continue;
      }
      const sql = fs.readFileSync(path.join(migrationsFolder, `${entry.tag}.sql`));
      if (crypto.createHash('sha256').update(sql).digest('hex') !== hash) changed.push(entry.tag);
    }
    const total = journal.entries.length;
    const latest = journal.entries.at(-1)?.tag ?? 'none';
    if (missing.length) return fail(`${missing.length} of ${total} migrations not applied: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}`);
    if (changed.length) return warn(`All ${total} migrations applied, but ${changed.join(', ')} changed after being applied`);
    return pass(`All ${total} migrations applied (latest ${latest})`);
  },
};

/** Sends a ping job and waits until a worker (this process or another) completed it. */
const jobRoundTrip: DiagnosticCheck = {
  id: 'jobs.roundtrip',
  category: 'jobs',
  name: 'Job queue round trip',
  timeoutMs: JOB_WAIT_MS + 2000,
  async run({ database, queue }) {
    const id = crypto.randomUUID();
    const started = performance.now();
    await queue.send(diagnosticsPingJob, { id, delayMs: 0 });
    const sent = since(started);
    const deadline = performance.now() + JOB_WAIT_MS;
    while (performance.now() < deadline) {
      const job = await pingJobState(database, id);
      if (job?.state === 'completed') return pass(`A worker completed the ping job ${since(started)} ms after it was queued`);
      if (job?.state === 'failed') return fail('The ping job failed in the worker');
      await sleep(50);
    }
    await dropWaitingPing(database, id).catch(() => {});
    return warn(`Queued in ${sent} ms, but no worker picked it up within ${JOB_WAIT_MS / 1000} s`);
  },
};

/** NOTIFY through the live-events channel to a listener in this process. */
const realtimeRoundTrip: DiagnosticCheck = {
  id: 'realtime.roundtrip',
  category: 'realtime',
  name: 'Realtime round trip (LISTEN/NOTIFY)',
  async run({ events }) {
    const nonce = crypto.randomUUID();
    let received: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (received = resolve));
    const unsubscribe = await events.subscribe((message) => {
      if (message.name === 'diagnostics' && (message.data as { nonce?: string } | null)?.nonce === nonce) received();
    });
    try {
      const started = performance.now();
      // addressed to no person: the event stream forwards only a person's own events
      await events.publish({ name: 'diagnostics', userId: `diagnostics:${nonce}`, data: { nonce } });
      const ok = await Promise.race([arrived.then(() => true), sleep(1800).then(() => false)]);
      return ok ? pass(`The event came back through the database in ${since(started)} ms`) : fail('The event was published but never arrived');
    } finally {
      unsubscribe();
    }
  },
};

const mailTransport: DiagnosticCheck = {
  id: 'mail.transport',
  category: 'mail',
  name: 'Mail transport',
  async run({ config, database }) {
    if (config.smtpUrl) {
      const where = new URL(config.smtpUrl);
      const transport = nodemailer.createTransport(config.smtpUrl);
      try {
        const ok = await Promise.race([transport.verify().then(() => true), sleep(1800).then(() => false)]);
        return ok ? pass(`The SMTP server ${where.hostname} accepted the connection`) : fail(`The SMTP server ${where.hostname} did not answer in time`);
      } finally {
        transport.close();
      }
    }
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ to: 'diagnostics@kairos.invalid', subject: 'Kairos integration check', text: 'Written and deleted by the integration tests.' })
      .returning({ id: mailOutbox.id });
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, row!.id));
    return config.isProduction
      ? warn('No SMTP configured: mail stays in the outbox table and is not delivered')
      : pass('No SMTP configured (development): the outbox accepted and removed a test message');
  },
};

const storageRoundTrip: DiagnosticCheck = {
  id: 'storage.roundtrip',
  category: 'storage',
  name: 'Storage write, read and delete',
  async run({ config, files }) {
    const key = `diagnostics/${crypto.randomUUID()}`;
    const bytes = new Uint8Array(crypto.randomBytes(4096));
    const started = performance.now();
    try {
      await files.put(key, bytes);
      const back = await files.get(key);
      if (Buffer.compare(Buffer.from(back), Buffer.from(bytes)) !== 0) return fail('The file read back differs from the one written');
    } finally {
      await files.delete(key);
    }
    const gone = await files.get(key).then(
      () => false,
      (error: unknown) => error instanceof FileNotFoundError,
    );
    if (!gone) return fail('The file was still there after the delete');
    const where = config.fileStore === 'database' ? 'the database file store' : 'the data directory';
    return pass(`Wrote, read back and deleted 4 KB in ${where} in ${since(started)} ms`);
  },
};

/** A throwaway verified account signs in through better-auth; the account and its sessions are removed afterwards. */
const authSignIn: DiagnosticCheck = {
  id: 'auth.signin',
  category: 'auth',
  name: 'Sign-in of a throwaway account',
  async run({ auth }) {
    const ctx = await auth.$context;
    const email = `diagnostics-${crypto.randomUUID()}@kairos.invalid`;
    const password = crypto.randomBytes(24).toString('base64url');
    const user = await ctx.internalAdapter.createUser({ email, name: 'Integration check', emailVerified: true }, { method: 'admin' });
    try {
      await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) });
      const started = performance.now();
      const signedIn = await auth.api.signInEmail({ body: { email, password }, headers: new Headers(), returnHeaders: true });
      const cookie = signedIn.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
      if (session?.user.id !== user.id) return fail('Signed in, but the session cookie did not identify the account');
      return pass(`Signed in and the session was recognised in ${since(started)} ms; the account was removed`);
    } finally {
      await ctx.internalAdapter.deleteUserSessions(user.id);
      await ctx.internalAdapter.deleteUser(user.id);
    }
  },
};

export const builtInChecks: readonly DiagnosticCheck[] = [
  databaseConnectivity,
  migrationsCurrent,
  jobRoundTrip,
  realtimeRoundTrip,
  mailTransport,
  storageRoundTrip,
  authSignIn,
];

/**
 * Theme application, asked of the app itself in process: the theme the interface would apply to a
 * visitor (`GET /api/themes/active`) must come back valid, with light and dark colours.
 */
export function themeApplicationCheck(fetchInProcess: (path: string) => Promise<Response>): DiagnosticCheck {
  return {
    id: 'themes.application',
    category: 'themes',
    name: 'Theme application',
    async run() {
      const res = await fetchInProcess('/api/themes/active');
      if (res.status === 404) return warn('No theme service answers GET /api/themes/active');
      if (res.status !== 200) return fail(`GET /api/themes/active answered ${res.status}`);
      const parsed = activeThemeSchema.safeParse(await res.json().catch(() => null));
      if (!parsed.success) return fail('The active theme is not a valid theme');
      const { theme, source } = parsed.data;
      return pass(`${theme.metadata.name} (${theme.key}) applies, from the ${source} setting, with light and dark colours`);
    },
  };
}
