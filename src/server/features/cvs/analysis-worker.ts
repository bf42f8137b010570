/**
 * The CV engine in an analysis process (ADR 009): bytes in, plain JSON out, step messages on the
 * way. It runs under the pool's heap limit, memory ceiling and time budget; a document that loops
 * or eats the memory ends this process, never the server.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import { Worker } from 'node:worker_threads';
import { analyzeDocument } from '@/engine/cv/analyze-cv';
import { importCv } from '@/engine/cv/import/import-cv';
import type { CvAnalysis } from '@/engine/cv/types';
import { readDocument } from '@/engine/cv/read/read-document';
import { generateInsights } from '@/engine/insights/generate-insights';
import { scoreCvQuality } from '@/engine/insights/quality-score';
import { discoverTalents } from '@/engine/talents/discover-talents';
import { readJobAdDocument } from '@/engine/jobs/read-ad';
import type { EngineResult, FromWorker, JobAdResult, ToWorker } from './analysis-protocol';
import { tesseractOcr } from './tesseract-ocr';
import { ENGINE_DEFECT_REASON } from './analysis-protocol';

const send = process.send?.bind(process);
if (!send) throw new Error('analysis-worker runs only as a child process of the analysis pool');
const post = (message: FromWorker) => send(message);

// the server is gone (killed, crashed): nothing will read the result, so stop at once
process.on('disconnect', () => process.exit(0));

/**
 * A document can keep this thread busy for hours (a backtracking regular expression): then no
 * event, 'disconnect' included, is handled here, and if the server was SIGKILLed nobody stops us.
 * A watchdog thread, which a busy main thread cannot block, ends this process when the server is
 * gone (we were re-parented) or when a document runs far past the server's budget.
 */
const hardLimitMs = Number(process.argv[2] ?? 60_000);
const documentStartedAt = new Float64Array(new SharedArrayBuffer(8));
const watchdog = new Worker(
  `const { workerData } = require('node:worker_threads');
   const startedAt = new Float64Array(workerData.shared);
   setInterval(() => {
     const started = startedAt[0];
     if (process.ppid !== workerData.parent || (started > 0 && Date.now() - started > workerData.hardLimitMs)) process.kill(process.pid, 'SIGKILL');
   }, 250);`,
  {
    eval: true,
    workerData: { shared: documentStartedAt.buffer, parent: process.ppid, hardLimitMs },
    resourceLimits: { maxOldGenerationSizeMb: 16 },
  },
);
watchdog.unref();

// a lower CPU priority (nice 10): when the cores are busy, the scheduler runs the server first and
// requests stay fast while documents are analysed. Lowering one's own priority needs no privilege.
try {
  os.setPriority(process.pid, 10);
} catch {
  // not permitted here: the processes share the CPU evenly
}

/** A job-ad file (issue 19): the same readers and limits as a CV, then the ad reader. */
async function readAd(task: ToWorker): Promise<JobAdResult> {
  const read = await readDocument(task.bytes, { fileName: task.fileName }, { ocr: tesseractOcr });
  if (!read.ok) return { ok: false, kind: 'unreadable', reason: read.error.reason };
  try {
    return { ok: true, ad: readJobAdDocument(read.document), text: read.document.lines.map((l) => l.text).join('\n') };
  } catch (error) {
    return { ok: false, kind: 'defect', reason: ENGINE_DEFECT_REASON, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

async function analyse(task: ToWorker): Promise<EngineResult | JobAdResult> {
  if (task.purpose === 'job-ad') return readAd(task);
  let engineMs = 0;
  const timed = async <T>(work: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      engineMs += performance.now() - started;
    }
  };
  const step = (name: 'parsed' | 'extracted' | 'analysing' | 'generating') => post({ type: 'step', id: task.id, step: name });

  let analysis: CvAnalysis;
  if (task.source) {
    // an imported record (ADR 017): its importer maps it, exactly, in place of reading a layout
    const source = task.source;
    const imported = await timed(() => importCv(source, task.bytes, { referenceDate: task.referenceDate }));
    if (!imported.ok) return { ok: false, kind: 'unreadable', reason: { key: 'failure.import', params: { code: imported.error.code, source } } };
    step('parsed');
    analysis = imported.analysis;
  } else {
    const read = await timed(() => readDocument(task.bytes, { fileName: task.fileName }, { ocr: tesseractOcr }));
    if (!read.ok) return { ok: false, kind: 'unreadable', reason: read.error.reason };
    step('parsed');
    const document = read.document;
    try {
      analysis = await timed(() => analyzeDocument(document, { referenceDate: task.referenceDate }));
    } catch (error) {
      return { ok: false, kind: 'defect', reason: ENGINE_DEFECT_REASON, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  }
  try {
    step('extracted');
    const talents = await timed(() => discoverTalents(analysis, { referenceDate: task.referenceDate }));
    step('analysing');
    const [quality, insights] = await timed(
      () => [scoreCvQuality(analysis, task.referenceDate), generateInsights(analysis, talents, task.referenceDate)] as const,
    );
    step('generating');
    analysis.meta.durationMs = Math.round(engineMs * 10) / 10;
    return { ok: true, analysis, talents, quality, insights };
  } catch (error) {
    // an engine defect on this document: deterministic, so no retry
    return {
      ok: false,
      kind: 'defect',
      reason: ENGINE_DEFECT_REASON,
      detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

process.on('message', (task: ToWorker) => {
  const heapMb = () => v8.getHeapStatistics().total_heap_size / 2 ** 20;
  documentStartedAt[0] = Date.now();
  void analyse(task)
    .finally(() => (documentStartedAt[0] = 0))
    .then(
      (result) => post({ type: 'done', id: task.id, result, heapMb: heapMb() }),
      (error: unknown) =>
        post({
          type: 'done',
          id: task.id,
          result: {
            ok: false,
            kind: 'defect',
            reason: ENGINE_DEFECT_REASON,
            detail: error instanceof Error ? (error.stack ?? error.message) : String(error),
          },
          heapMb: heapMb(),
        }),
    );
});

/**
 * What every first document would otherwise load inside its time budget — the taxonomy and skill
 * indexes, the lexicons, the talent and insight rules — is loaded before the process says it is
 * ready: a document's budget is spent on the document, even when a fresh process takes it on a busy
 * machine. pdf.js is left to the first PDF: it is large (tens of MB of heap) and not every process
 * reads one.
 */
async function warmUp(): Promise<void> {
  const sample = ['Jane Example', 'jane@example.com', '', 'Experience', 'Analyst, Example Ltd, 2019 - 2024', 'Built SQL reports in Excel.', '', 'Skills', 'SQL, Excel', '', 'Languages', 'English C1'].join('\n');
  const read = await readDocument(new TextEncoder().encode(sample), { fileName: 'warm-up.txt' });
  if (read.ok) {
    const analysis = analyzeDocument(read.document, { referenceDate: '2025-01' });
    const talents = discoverTalents(analysis, { referenceDate: '2025-01' });
    scoreCvQuality(analysis, '2025-01');
    generateInsights(analysis, talents, '2025-01');
  }
}

void warmUp()
  .catch(() => undefined) // a defect here shows on the first real document, with its own reason
  .finally(() => post({ type: 'ready' }));
