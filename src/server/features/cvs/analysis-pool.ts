/**
 * A pool of analysis processes that run the CV engine (ADR 009). Each document gets a wall-clock
 * budget and a process with a bounded heap and a memory ceiling; a document that runs past the
 * budget, exhausts the heap or kills its process ends only that process, which is replaced. The
 * server's event loop never runs the engine, so requests keep being answered meanwhile.
 *
 * Processes, not worker threads: a worker thread's `resourceLimits` give a heap that is exceeded
 * by one large allocation (a 400 MB string from a zip bomb) only 16 MB of leeway, after which V8
 * aborts the whole process — the server with it. A child process dies alone.
 */
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../../platform/logger';
import type { AnalysisOutcome, EngineStep, FromWorker, JobAdOutcome, PoisonKind, ToWorker } from './analysis-protocol';
import { POISON_REASONS } from './analysis-protocol';

export type AnalysisPoolOptions = {
  /** analysis processes (documents analysed at once) */
  size: number;
  /** wall-clock budget per document, from the moment a process starts it */
  timeoutMs: number;
  /** V8 old-generation limit per process */
  maxHeapMb: number;
  /** resident memory a process may reach (heap + buffers + code) before it is stopped; default heap + 512 MB */
  maxRssMb?: number;
  /** a process retires after this many documents… */
  recycleAfter?: number;
  /** …or after a document that left its heap above this (default: half of maxHeapMb) */
  recycleHeapMb?: number;
  logger: Logger;
};

export type AnalysisRequest = { bytes: Uint8Array; fileName: string; referenceDate: string; source?: ToWorker['source']; onStep?: (step: EngineStep) => void };
type PoolRequest = AnalysisRequest & { purpose?: ToWorker['purpose'] };

export type AnalysisPoolStats = {
  size: number;
  /** processes alive now (started lazily, on the first document) */
  workers: number;
  busy: number;
  waiting: number;
  analysed: number;
  timed_out: number;
  out_of_memory: number;
  crashed: number;
  recycled: number;
  /** process ids of the analysis processes (for operators and the benchmark's memory figures) */
  pids: number[];
};

export type AnalysisPool = {
  analyse(request: AnalysisRequest): Promise<AnalysisOutcome>;
  /** A job-ad file, read in the same isolated processes, limits and queue as CVs. */
  readJobAd(request: Pick<AnalysisRequest, 'bytes' | 'fileName'>): Promise<JobAdOutcome>;
  stats(): AnalysisPoolStats;
  /** Ends every process; documents in flight end as `unavailable` (their job is retried). */
  close(): Promise<void>;
};

type Task = PoolRequest & { id: number; resolve: (outcome: AnalysisOutcome | JobAdOutcome) => void };

type Slot = {
  child: ChildProcess;
  ready: boolean;
  task?: Task;
  timer?: NodeJS.Timeout;
  memoryTimer?: NodeJS.Timeout;
  /** why we stopped it, when we did */
  stoppedFor?: PoisonKind;
  documents: number;
  ended: boolean;
  /** the end of its stderr: V8 says there why it aborted */
  stderrTail: string;
};

const MEMORY_CHECK_MS = 200;

/**
 * The process's code: the bundle's own output beside this file (dist/server/analysis-worker.mjs),
 * or under tests and tsx the TypeScript source, loaded through tsx (which also resolves `@/`).
 */
function workerEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts'))
    return { file: fileURLToPath(new URL('./analysis-worker.ts', import.meta.url)), execArgv: ['--import', 'tsx'] };
  return { file: fileURLToPath(new URL('./analysis-worker.mjs', import.meta.url)), execArgv: [] };
}

/** Resident memory of a process in MB (Linux /proc); undefined elsewhere. */
function residentMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

export function createAnalysisPool(options: AnalysisPoolOptions): AnalysisPool {
  const recycleAfter = options.recycleAfter ?? 50;
  const recycleHeapMb = options.recycleHeapMb ?? options.maxHeapMb / 2;
  const maxRssMb = options.maxRssMb ?? options.maxHeapMb + 512;
  const entry = workerEntry();
  const slots = new Set<Slot>();
  const waiting: Task[] = [];
  const counts = { analysed: 0, timed_out: 0, out_of_memory: 0, crashed: 0, recycled: 0 };
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    // the process's own last resort if the server cannot stop it (the server died): budget + 10 s
    const child = fork(entry.file, [String(options.timeoutMs + 10_000)], {
      execArgv: [
        ...entry.execArgv,
        `--max-old-space-size=${options.maxHeapMb}`,
        `--max-semi-space-size=${Math.max(4, Math.min(32, Math.round(options.maxHeapMb / 48)))}`,
      ],
      // structured clone over the pipe: the bytes arrive as bytes, not as JSON numbers
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    const slot: Slot = { child, ready: false, documents: 0, ended: false, stderrTail: '' };
    slots.add(slot);
    // an idle pool must not keep a finished process (or a test run) alive
    idle(slot);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      slot.stderrTail = (slot.stderrTail + chunk).slice(-4000);
    });
    child.on('message', (message: FromWorker) => onMessage(slot, message));
    child.on('error', (error) => end(slot, 'crashed', error.message));
    child.on('exit', (code, signal) => {
      const oom = /heap out of memory|Reached heap limit|Allocation failed/i.test(slot.stderrTail);
      const kind: PoisonKind = slot.stoppedFor ?? (oom ? 'out_of_memory' : 'crashed');
      end(slot, kind, `analysis process exited (${signal ?? code}): ${slot.stderrTail.trim().split('\n').slice(0, 3).join(' | ')}`);
    });
    return slot;
  }

  function idle(slot: Slot): void {
    slot.child.unref();
    (slot.child.channel as { unref?: () => void } | undefined)?.unref?.();
  }

  function busy(slot: Slot): void {
    slot.child.ref();
    (slot.child.channel as { ref?: () => void } | undefined)?.ref?.();
  }

  function onMessage(slot: Slot, message: FromWorker): void {
    if (message.type === 'ready') {
      slot.ready = true;
      dispatch();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    if (message.type === 'step') {
      task.onStep?.(message.step);
      return;
    }
    clearTimers(slot);
    slot.task = undefined;
    slot.documents += 1;
    counts.analysed += 1;
    idle(slot);
    task.resolve(message.result);
    if (slot.documents >= recycleAfter || message.heapMb > recycleHeapMb) {
      // memory a large document made the heap grow to goes back to the system with the process
      counts.recycled += 1;
      options.logger.info('analysis process recycled', { documents: slot.documents, heapMb: Math.round(message.heapMb) });
      retire(slot);
    }
    dispatch();
  }

  function clearTimers(slot: Slot): void {
    clearTimeout(slot.timer);
    clearInterval(slot.memoryTimer);
  }

  /** Stops a process because of its document: the exit handler then ends the document as `kind`. */
  function stop(slot: Slot, kind: PoisonKind): void {
    if (slot.stoppedFor || slot.ended) return;
    slot.stoppedFor = kind;
    clearTimers(slot);
    // SIGKILL: a tight loop or a running regular expression never reaches a signal handler
    slot.child.kill('SIGKILL');
  }

  /** The process is gone (budget, memory, crash): its document ends as `kind`. */
  function end(slot: Slot, kind: PoisonKind, detail: string): void {
    if (slot.ended) return;
    slot.ended = true;
    slots.delete(slot);
    clearTimers(slot);
    if (!slot.ready) {
      // it never started (a broken installation, no memory for a process): no document is to
      // blame, and respawning at once would loop; the waiting runs are retried by the queue
      options.logger.error('an analysis process could not start', { detail: detail.slice(0, 500) });
      for (const task of waiting.splice(0)) task.resolve({ ok: false, kind: 'unavailable', detail });
      return;
    }
    const task = slot.task;
    slot.task = undefined;
    if (task) {
      counts[kind === 'timeout' ? 'timed_out' : kind === 'out_of_memory' ? 'out_of_memory' : 'crashed'] += 1;
      options.logger.warn('analysis process ended during a document', { kind, detail: detail.slice(0, 500) });
      task.resolve({ ok: false, kind, reason: POISON_REASONS[kind], detail });
    }
    // a replacement is started at once, so the next document does not pay for the start
    if (!closed) replenish();
    dispatch();
  }

  function retire(slot: Slot): void {
    if (slot.ended) return;
    slot.ended = true;
    slots.delete(slot);
    slot.child.kill('SIGTERM');
    if (!closed) replenish();
  }

  function replenish(): void {
    if (slots.size < options.size) spawn();
  }

  function dispatch(): void {
    for (const slot of slots) {
      if (!waiting.length) return;
      if (!slot.ready || slot.task || slot.ended) continue;
      const task = waiting.shift()!;
      slot.task = task;
      busy(slot);
      slot.timer = setTimeout(() => stop(slot, 'timeout'), options.timeoutMs);
      // the heap has its V8 limit; buffers outside it (an inflated archive) are watched here
      slot.memoryTimer = setInterval(() => {
        const rss = residentMb(slot.child.pid);
        if (rss !== undefined && rss > maxRssMb) stop(slot, 'out_of_memory');
      }, MEMORY_CHECK_MS);
      slot.child.send({ id: task.id, bytes: task.bytes, fileName: task.fileName, referenceDate: task.referenceDate, source: task.source, purpose: task.purpose } satisfies ToWorker);
    }
    if (waiting.length && slots.size < options.size) spawn();
  }

  function run(request: PoolRequest): Promise<AnalysisOutcome | JobAdOutcome> {
    if (closed) return Promise.resolve({ ok: false, kind: 'unavailable', detail: 'the analysis pool is closed' });
    return new Promise((resolve) => {
      waiting.push({ ...request, id: nextId++, resolve });
      dispatch();
    });
  }

  return {
    // the worker answers a CV's result to a request without `purpose` (analysis-worker.ts)
    analyse: (request) => run(request) as Promise<AnalysisOutcome>,
    readJobAd: (request) => run({ ...request, referenceDate: new Date().toISOString().slice(0, 7), purpose: 'job-ad' }) as Promise<JobAdOutcome>,
    stats() {
      return {
        size: options.size,
        workers: slots.size,
        busy: [...slots].filter((s) => s.task).length,
        waiting: waiting.length,
        ...counts,
        pids: [...slots].map((s) => s.child.pid).filter((pid): pid is number => pid !== undefined),
      };
    },
    async close() {
      closed = true;
      const stopped = { ok: false, kind: 'unavailable', detail: 'the server is stopping' } as const;
      for (const task of waiting.splice(0)) task.resolve(stopped);
      const all = [...slots];
      slots.clear();
      await Promise.all(
        all.map(async (slot) => {
          const task = slot.task;
          slot.task = undefined;
          slot.ended = true;
          clearTimers(slot);
          task?.resolve(stopped);
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) return;
          const exited = new Promise((resolve) => slot.child.once('exit', resolve));
          busy(slot); // an idle child is unref'd: hold the loop open until its exit arrives
          slot.child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}
