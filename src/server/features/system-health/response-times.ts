import type { MiddlewareHandler } from 'hono';
import { percentile } from '@/contract/web-vitals';
import type { AppDeps, AppEnv } from '../../context';

/** How many of the latest /api requests each process keeps (a ring buffer: the oldest is overwritten). */
export const RESPONSE_TIME_BUFFER = 1000;
const MINUTE = 60_000;

export type ResponseTimeStats = {
  sample_size: number;
  buffer_size: number;
  p50_ms: number | null;
  p95_ms: number | null;
  p99_ms: number | null;
  requests_last_minute: number;
  server_errors_last_minute: number;
  server_errors_in_buffer: number;
  per_minute: { minute: string; requests: number; p95_ms: number | null }[];
};

/** Security headers the readiness page shows, as the last /api response carried them. */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
] as const;

/** Durations of this process's /api requests (not shared across processes: each has its own). */
export class ResponseTimeRecorder {
  private readonly at: number[];
  private readonly ms: number[];
  private readonly status: number[];
  private next = 0;
  private size = 0;
  lastHeaders: Record<string, string | null> | null = null;

  constructor(readonly capacity = RESPONSE_TIME_BUFFER) {
    this.at = new Array<number>(capacity);
    this.ms = new Array<number>(capacity);
    this.status = new Array<number>(capacity);
  }

  record(durationMs: number, status: number, at = Date.now()): void {
    this.at[this.next] = at;
    this.ms[this.next] = durationMs;
    this.status[this.next] = status;
    this.next = (this.next + 1) % this.capacity;
    this.size = Math.min(this.size + 1, this.capacity);
  }

  private entries(): { at: number; ms: number; status: number }[] {
    const list = [];
    for (let i = 0; i < this.size; i++) {
      const k = (this.next - this.size + i + this.capacity) % this.capacity;
      list.push({ at: this.at[k] ?? 0, ms: this.ms[k] ?? 0, status: this.status[k] ?? 0 });
    }
    return list;
  }

  stats(now = Date.now(), minutes = 15): ResponseTimeStats {
    const list = this.entries();
    const all = list.map((e) => e.ms);
    const round = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
    const lastMinute = list.filter((e) => e.at > now - MINUTE);
    const currentMinute = Math.floor(now / MINUTE);
    const perMinute = Array.from({ length: minutes }, (_, i) => {
      const minute = currentMinute - (minutes - 1 - i);
      const inMinute = list.filter((e) => Math.floor(e.at / MINUTE) === minute).map((e) => e.ms);
      return { minute: new Date(minute * MINUTE).toISOString(), requests: inMinute.length, p95_ms: round(percentile(inMinute, 95)) };
    });
    return {
      sample_size: list.length,
      buffer_size: this.capacity,
      p50_ms: round(percentile(all, 50)),
      p95_ms: round(percentile(all, 95)),
      p99_ms: round(percentile(all, 99)),
      requests_last_minute: lastMinute.length,
      server_errors_last_minute: lastMinute.filter((e) => e.status >= 500).length,
      server_errors_in_buffer: list.filter((e) => e.status >= 500).length,
      per_minute: perMinute,
    };
  }
}

// one recorder per app instance (one per process in production; tests get their own)
const recorders = new WeakMap<AppDeps, ResponseTimeRecorder>();

export function recorderOf(deps: AppDeps): ResponseTimeRecorder {
  let recorder = recorders.get(deps);
  if (!recorder) {
    recorder = new ResponseTimeRecorder();
    recorders.set(deps, recorder);
  }
  return recorder;
}

/**
 * Times every /api request of this process into its ring buffer, and keeps the security headers
 * of the latest JSON response. Registered outermost in app.ts, so the headers are the final ones.
 * Server-Sent Events streams are not timed (they stay open by design).
 */
export function recordResponseTimes(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const recorder = recorderOf(deps);
  return async (c, next) => {
    const started = performance.now();
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (type.startsWith('text/event-stream')) return;
    recorder.record(performance.now() - started, c.res.status);
    if (type.startsWith('application/json')) {
      recorder.lastHeaders = Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, c.res.headers.get(name)]));
    }
  };
}
