// Reading an import file in the browser before it is sent: size, JSON and the two keys the spec
// requires. Every token is validated on the server (shape and contrast), which answers with details.

export const MAX_THEME_FILE_BYTES = 256 * 1024;

export type ThemeFileProblem = 'tooLarge' | 'notJson' | 'notObject' | 'missingKey';

export type ThemeFileResult = { ok: true; theme: Record<string, unknown> } | { ok: false; problem: ThemeFileProblem };

export function readThemeFile(text: string, sizeInBytes: number): ThemeFileResult {
  if (sizeInBytes > MAX_THEME_FILE_BYTES) return { ok: false, problem: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, problem: 'notObject' };
  const theme = value as Record<string, unknown>;
  const filled = (key: string) => typeof theme[key] === 'string' && (theme[key] as string).trim() !== '';
  if (!filled('country') || !filled('foundation')) return { ok: false, problem: 'missingKey' };
  return { ok: true, theme };
}

/** The bad tokens of a 400 answer, as "path: message" lines (the server's zod issues, or a flat list). */
export function describeInvalidTokens(details: unknown): string[] {
  const issues = Array.isArray(details)
    ? details
    : typeof details === 'object' && details !== null && Array.isArray((details as { issues?: unknown }).issues)
      ? (details as { issues: unknown[] }).issues
      : typeof details === 'object' && details !== null && typeof (details as { fields?: unknown }).fields === 'object'
        ? Object.entries((details as { fields: Record<string, unknown> }).fields).map(([path, message]) => ({ path, message }))
        : [];
  return issues
    .map((issue) => {
      if (typeof issue !== 'object' || issue === null) return null;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
      const why = typeof message === 'string' ? message : Array.isArray(message) ? message.join(', ') : '';
      return where || why ? `${where}${where && why ? ': ' : ''}${why}` : null;
    })
    .filter((line): line is string => line !== null)
    .slice(0, 30);
}
