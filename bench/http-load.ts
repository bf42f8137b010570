// Keep-alive HTTP for the scale benchmarks: one socket per simulated connection (node:http, no pooling
// surprises), latency measured from the request's start to the end of its body.
import http from 'node:http';

export type Reply = { status: number; body: string; ms: number };

/** One persistent connection to one port: requests on it go one after the other, like a browser's. */
export class Connection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    readonly port: number,
    private readonly headers: Record<string, string> = {},
  ) {}

  request(method: string, path: string, body?: unknown): Promise<Reply> {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...this.headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
          timeout: 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
          );
          res.on('error', (e) => resolve({ status: 0, body: e.message, ms: performance.now() - started }));
        },
      );
      // status 0 = a network error (refused, reset, timed out)
      req.on('timeout', () => req.destroy(new Error('timed out')));
      req.on('error', (e) => resolve({ status: 0, body: e.message, ms: performance.now() - started }));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** Percentiles and counts of a set of latencies. */
export class Stats {
  readonly times: number[] = [];
  readonly statuses = new Map<number, number>();

  add(reply: Reply): void {
    this.times.push(reply.ms);
    this.statuses.set(reply.status, (this.statuses.get(reply.status) ?? 0) + 1);
  }

  get count(): number {
    return this.times.length;
  }

  get errors(): number {
    let n = 0;
    for (const [status, count] of this.statuses) if (status < 200 || status > 299) n += count;
    return n;
  }

  percentile(p: number): number {
    if (!this.times.length) return NaN;
    const sorted = [...this.times].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  }

  summary(): string {
    const f = (p: number) => this.percentile(p).toFixed(1);
    return `p50 ${f(50)} ms, p95 ${f(95)} ms, p99 ${f(99)} ms, max ${f(100)} ms`;
  }

  statusText(): string {
    return [...this.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s === 0 ? 'network error' : s}×${n}`)
      .join(', ');
  }
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
