// better-auth answers errors as `{ code, message }`; our own rate limiter (429) and its
// fail-closed mode (503) answer `{ error: { code, message } }`. Both arrive through the auth
// client's `error` object (body fields spread onto it), so read either shape.

interface ErrorShape {
  code?: unknown;
  message?: unknown;
  error?: unknown;
}

function asShape(value: unknown): ErrorShape | null {
  return typeof value === 'object' && value !== null ? (value as ErrorShape) : null;
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function authErrorCode(error: unknown): string | null {
  const shape = asShape(error);
  if (!shape) return null;
  const nested = asShape(shape.error);
  return nonEmptyString(nested?.code) ?? nonEmptyString(shape.code);
}

export function authErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string') return nonEmptyString(error) ?? fallback;
  const shape = asShape(error);
  if (!shape) return fallback;
  const nested = asShape(shape.error);
  return nonEmptyString(nested?.message) ?? nonEmptyString(shape.message) ?? fallback;
}
