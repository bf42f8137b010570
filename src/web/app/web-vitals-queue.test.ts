import { describe, expect, it } from 'vitest';
import type { WebVitalSample } from '@/contract/web-vitals';
import { WebVitalsQueue } from '@/web/app/web-vitals-queue';
import type { Timers } from '@/web/app/web-vitals-queue';

/** A hand-driven interval: `tick()` runs what a real timer would run after its interval. */
function manualTimers() {
  let fn: (() => void) | null = null;
  let interval = 0;
  const timers: Timers = {
    setInterval: (f, ms) => {
      fn = f;
      interval = ms;
      return 1;
    },
    clearInterval: () => {
      fn = null;
    },
  };
  return { timers, tick: () => fn?.(), interval: () => interval, running: () => fn !== null };
}

const sample = (i: number): WebVitalSample => ({ name: 'FCP', value: i, route: '/dashboard' });

describe('web-vitals batching', () => {
  it('sends as soon as 10 are waiting, never more than 10 at once', () => {
    const sent: { size: number; leaving: boolean }[] = [];
    const clock = manualTimers();
    const q = new WebVitalsQueue((s, o) => sent.push({ size: s.length, leaving: o.leaving }), clock.timers);
    for (let i = 0; i < 9; i++) q.add(sample(i));
    expect(sent).toEqual([]);
    q.add(sample(9));
    expect(sent).toEqual([{ size: 10, leaving: false }]);
    expect(q.size).toBe(0);
  });

  it('flushes what is waiting every 5 s, and nothing when empty', () => {
    const sent: WebVitalSample[][] = [];
    const clock = manualTimers();
    const q = new WebVitalsQueue((s) => sent.push(s), clock.timers);
    q.add(sample(1));
    q.add(sample(2));
    expect(clock.interval()).toBe(5000);
    clock.tick();
    expect(sent.map((b) => b.map((s) => s.value))).toEqual([[1, 2]]);
    clock.tick();
    expect(sent).toHaveLength(1);
  });

  it('sends what is waiting at once when the page is left, and drops it when consent is withdrawn', () => {
    const sent: { size: number; leaving: boolean }[] = [];
    const clock = manualTimers();
    const q = new WebVitalsQueue((s, o) => sent.push({ size: s.length, leaving: o.leaving }), clock.timers);
    for (let i = 0; i < 3; i++) q.add(sample(i));
    q.flush(true);
    expect(sent).toEqual([{ size: 3, leaving: true }]);
    q.add(sample(4));
    q.clear();
    q.flush(true);
    clock.tick();
    expect(sent).toHaveLength(1);
    expect(clock.running()).toBe(false);
  });
});
