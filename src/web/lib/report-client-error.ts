import { clientErrorLimits } from '@/contract/client-error-limits';
import { apiFetch } from '@/web/lib/api-client';

export type ClientErrorSeverity = 'fatal' | 'error' | 'warning';

export interface ClientErrorContext {
  severity: ClientErrorSeverity;
  componentStack?: string;
  route?: string;
}

const MAX_TEXT = clientErrorLimits.text;

// One report per thrown value, even when React renders the error screen twice (StrictMode,
// concurrent retries): the promise is kept alongside the error object.
const reported = new WeakMap<object, Promise<string>>();

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null) {
    const message = (error as { message?: unknown; statusText?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    const statusText = (error as { statusText?: unknown }).statusText;
    if (typeof statusText === 'string' && statusText) return statusText;
  }
  return fallback;
}

function localId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().slice(0, 8)
      : Math.random().toString(36).slice(2, 10);
  return `local-${Date.now().toString(36)}-${random}`;
}

async function send(error: unknown, context: ClientErrorContext): Promise<string> {
  const stack = error instanceof Error ? error.stack : undefined;
  try {
    const { id } = await apiFetch<{ id: string | number }>('/api/client-errors', {
      method: 'POST',
      json: {
        message: errorMessage(error, 'Unknown error').slice(0, MAX_TEXT),
        ...(stack ? { stack: stack.slice(0, MAX_TEXT) } : {}),
        ...(context.componentStack ? { componentStack: context.componentStack.slice(0, MAX_TEXT) } : {}),
        route: (context.route ?? `${window.location.pathname}${window.location.search}`).slice(0, clientErrorLimits.route),
        severity: context.severity,
        appVersion: __APP_VERSION__,
      },
    });
    if (id === undefined || id === null || id === '') return localId();
    return String(id);
  } catch {
    return localId();
  }
}

/** Sends the error to the server; resolves to the server's id, or a local id when that fails. */
export function reportClientError(error: unknown, context: ClientErrorContext): Promise<string> {
  if (typeof error !== 'object' || error === null) return send(error, context);
  const existing = reported.get(error);
  if (existing) return existing;
  const pending = send(error, context);
  reported.set(error, pending);
  return pending;
}
