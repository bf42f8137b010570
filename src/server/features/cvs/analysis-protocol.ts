/**
 * What crosses between the analysis pool and its processes (IPC, structured clone): only the bytes
 * and small options go in, plain JSON results come out. No engine import here: the server loads
 * this file, the engine's reading stays in the analysis processes.
 */
import type { CvStep, GeneratedText, Insight, ParsedData, QualityScore } from '@/contract/cvs';
import type { ImportKind } from '@/engine/cv/import/build';
import type { HiddenTalent } from '@/engine/talents/discover-talents';
import type { JobAd } from '@/engine/jobs/types';

/** `source`: an imported record (LinkedIn, JSON Resume, Europass) read by its importer instead of the document reader */
export type ToWorker = { id: number; bytes: Uint8Array; fileName: string; referenceDate: string; source?: ImportKind; purpose?: 'job-ad' };

export type EngineStep = Exclude<CvStep, 'uploaded'>;

export type EngineResult =
  | { ok: true; analysis: ParsedData; talents: HiddenTalent[]; quality: QualityScore; insights: Insight[] }
  /** the reader refused the file (password, scan, damaged…): its own message */
  | { ok: false; kind: 'unreadable'; reason: GeneratedText }
  /** the engine threw on this document: a bug of ours, deterministic */
  | { ok: false; kind: 'defect'; reason: GeneratedText; detail: string };

/**
 * A job-ad file read in the same isolation as a CV (issue 19): the ad and the document's text (the
 * person's saved source), or the reader's refusal.
 */
export type JobAdResult = { ok: true; ad: JobAd; text: string } | { ok: false; kind: 'unreadable'; reason: GeneratedText } | { ok: false; kind: 'defect'; reason: GeneratedText; detail: string };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'step'; id: number; step: EngineStep }
  /** `heapMb`: the worker's heap after the document, for recycling */
  | { type: 'done'; id: number; result: EngineResult | JobAdResult; heapMb: number };

/**
 * How a document's analysis can end the process that ran it. Each is a poison end: the CV fails at
 * once and is never retried automatically (it would end the next process the same way).
 * `interrupted`: the whole server died while the engine ran on it.
 */
export const poisonKinds = ['timeout', 'out_of_memory', 'crashed', 'interrupted'] as const;
export type PoisonKind = (typeof poisonKinds)[number];

export type JobAdOutcome =
  | JobAdResult
  | { ok: false; kind: PoisonKind; reason: GeneratedText; detail?: string }
  | { ok: false; kind: 'unavailable'; detail: string };

export type AnalysisOutcome =
  | EngineResult
  | { ok: false; kind: PoisonKind; reason: GeneratedText; detail?: string }
  /** not the document's doing (the pool is closing, or a process could not start): retried like a database error */
  | { ok: false; kind: 'unavailable'; detail: string };

/** Reasons as message keys (ADR 018); their sentences live in `src/engine/messages` (key `failure.*`). */
export const ENGINE_DEFECT_REASON: GeneratedText = { key: 'failure.engineDefect', params: {} };

export const POISON_REASONS: Record<PoisonKind, GeneratedText> = {
  timeout: { key: 'failure.poison', params: { end: 'timeout' } },
  out_of_memory: { key: 'failure.poison', params: { end: 'out_of_memory' } },
  crashed: { key: 'failure.poison', params: { end: 'crashed' } },
  interrupted: { key: 'failure.poison', params: { end: 'interrupted' } },
};
