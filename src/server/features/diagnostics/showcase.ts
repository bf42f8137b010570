import crypto from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { ShowcaseEvent, ShowcaseFile, ShowcaseJob, ShowcaseSession } from '@/contract/diagnostics';
import { SHOWCASE_EVENT } from '@/contract/diagnostics';
import type { AppDeps, SessionData } from '../../context';
import { sessions } from '../../db/schema/auth';
import { AppError } from '../../platform/errors';
import { FileNotFoundError } from '../../platform/storage';
import { diagnosticsPingJob } from './jobs';
import { pingJobState } from './queue-state';

/** Long enough for the page to show the job waiting before it completes. */
const SHOWCASE_JOB_DELAY_MS = 600;
const SHOWCASE_FILE_BYTES = 256 * 1024;

export async function showcaseSession(deps: AppDeps, data: SessionData): Promise<ShowcaseSession> {
  const [row] = await deps.database.db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, data.user.id), gt(sessions.expiresAt, new Date())));
  return {
    email: data.user.email,
    role: (data.user as { role?: string | null }).role ?? 'user',
    signedInAt: new Date(data.session.createdAt).toISOString(),
    expiresAt: new Date(data.session.expiresAt).toISOString(),
    activeSessions: Number(row?.n ?? 0),
  };
}

/** Publishes a live event to the caller only; it reaches their open /api/events streams through NOTIFY. */
export async function showcaseRealtime(deps: AppDeps, userId: string): Promise<ShowcaseEvent> {
  const event: ShowcaseEvent = { id: crypto.randomUUID(), sentAt: new Date().toISOString() };
  await deps.events.publish({ name: SHOWCASE_EVENT, userId, data: event });
  return event;
}

export async function showcaseQueueJob(deps: AppDeps): Promise<ShowcaseJob> {
  const id = crypto.randomUUID();
  await deps.queue.send(diagnosticsPingJob, { id, delayMs: SHOWCASE_JOB_DELAY_MS });
  return (await pingJobState(deps.database, id)) ?? { id, state: 'pending', createdAt: new Date().toISOString(), startedAt: null, completedAt: null };
}

export async function showcaseJob(deps: AppDeps, id: string): Promise<ShowcaseJob> {
  const job = await pingJobState(deps.database, id);
  if (!job) throw new AppError('NOT_FOUND', 'No such showcase job.');
  return job;
}

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');
const elapsed = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/** Stores 256 KB of random bytes, reads them back, compares the hashes and deletes the file. */
export async function showcaseFile(deps: AppDeps): Promise<ShowcaseFile> {
  const key = `showcase/${crypto.randomUUID()}`;
  const bytes = new Uint8Array(crypto.randomBytes(SHOWCASE_FILE_BYTES));
  let started = performance.now();
  await deps.files.put(key, bytes);
  const writeMs = elapsed(started);
  let back: Uint8Array;
  let readMs: number;
  try {
    started = performance.now();
    back = await deps.files.get(key);
    readMs = elapsed(started);
  } finally {
    started = performance.now();
    await deps.files.delete(key);
  }
  const deleteMs = elapsed(started);
  const deleted = await deps.files.get(key).then(
    () => false,
    (error: unknown) => error instanceof FileNotFoundError,
  );
  const written = sha256(bytes);
  const read = sha256(back);
  return {
    key,
    store: deps.config.fileStore,
    sizeBytes: bytes.byteLength,
    readBytes: back.byteLength,
    sha256Written: written,
    sha256Read: read,
    matches: written === read,
    deleted,
    timings: { writeMs, readMs, deleteMs },
  };
}
