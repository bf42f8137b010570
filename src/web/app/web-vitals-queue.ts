import { WEB_VITALS_BATCH_SIZE, WEB_VITALS_FLUSH_MS } from '@/contract/web-vitals';
import type { WebVitalSample } from '@/contract/web-vitals';

export type SendBatch = (samples: WebVitalSample[], options: { leaving: boolean }) => void;

export interface Timers {
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/**
 * Web-vitals samples wait here and leave in batches (spec 02 §9): as soon as 10 are waiting, on a
 * timer every 5 s, and at once when the page is left (`leaving`: the caller sends with keepalive).
 * Nothing is sent while empty; a batch never holds more than 10.
 */
export class WebVitalsQueue {
  private waiting: WebVitalSample[] = [];
  private timer: unknown = null;

  constructor(
    private readonly send: SendBatch,
    private readonly timers: Timers = { setInterval: (fn, ms) => globalThis.setInterval(fn, ms), clearInterval: (id) => globalThis.clearInterval(id as number) },
    private readonly batchSize = WEB_VITALS_BATCH_SIZE,
    private readonly flushMs = WEB_VITALS_FLUSH_MS,
  ) {}

  get size(): number {
    return this.waiting.length;
  }

  add(sample: WebVitalSample): void {
    this.waiting.push(sample);
    if (this.waiting.length >= this.batchSize) this.flush();
    this.timer ??= this.timers.setInterval(() => this.flush(), this.flushMs);
  }

  flush(leaving = false): void {
    while (this.waiting.length > 0) this.send(this.waiting.splice(0, this.batchSize), { leaving });
  }

  /** Drops what is waiting (consent withdrawn) and stops the timer. */
  clear(): void {
    this.waiting = [];
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
  }
}
