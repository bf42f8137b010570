import type { CheckResult, DiagnosticsRun } from '@/contract/diagnostics';
import type { AppDeps } from '../../context';
import { AppError } from '../../platform/errors';
import type { DiagnosticCheck } from './checks';
import { builtInChecks } from './checks';

const DEFAULT_TIMEOUT_MS = 2000;

class CheckTimeout extends Error {}

/** A check's own words for a failure: the first line only, never a stack. */
function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 200) || 'The check failed';
}

export async function runCheck(check: DiagnosticCheck, deps: AppDeps): Promise<CheckResult> {
  const timeoutMs = check.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const base = { id: check.id, category: check.category, name: check.name };
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new CheckTimeout()), timeoutMs);
    });
    const outcome = await Promise.race([check.run(deps), timeout]);
    return { ...base, ...outcome, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    const message = error instanceof CheckTimeout ? `Timed out after ${timeoutMs / 1000} s` : reasonOf(error);
    if (!(error instanceof CheckTimeout)) deps.logger.warn('integration check failed', { check: check.id, error: String(error) });
    return { ...base, status: 'fail', message, durationMs: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

async function trackedErrors24h(deps: AppDeps): Promise<number> {
  const { rows } = await deps.database.query<{ n: number }>("SELECT count(*)::int AS n FROM client_errors WHERE created_at > now() - interval '24 hours'");
  return Number(rows[0]?.n ?? 0);
}

export type Diagnostics = {
  /** Runs every check in parallel; refused (429) while another run is under way. */
  run(deps: AppDeps): Promise<DiagnosticsRun>;
  last(): DiagnosticsRun | null;
};

/** The checks of this process, with the last run kept in memory (a restart starts without one). */
export function createDiagnostics(extraChecks: readonly DiagnosticCheck[] = []): Diagnostics {
  const checks = [...builtInChecks, ...extraChecks];
  let running = false;
  let last: DiagnosticsRun | null = null;
  return {
    async run(deps) {
      if (running) throw new AppError('RATE_LIMITED', 'Integration tests are already running. Wait for them to finish.');
      running = true;
      try {
        const startedAt = new Date().toISOString();
        const started = performance.now();
        const [results, errors] = await Promise.all([Promise.all(checks.map((check) => runCheck(check, deps))), trackedErrors24h(deps).catch(() => 0)]);
        const count = (status: CheckResult['status']) => results.filter((r) => r.status === status).length;
        last = {
          results,
          summary: { passed: count('pass'), failed: count('fail'), warnings: count('warning'), total: results.length },
          startedAt,
          durationMs: Math.round(performance.now() - started),
          trackedErrors24h: errors,
        };
        return last;
      } finally {
        running = false;
      }
    },
    last: () => last,
  };
}
