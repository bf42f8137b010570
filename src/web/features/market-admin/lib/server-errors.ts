// A refused save, in the form's terms: the server's per-field reasons go next to their fields,
// anything else becomes one message for a notification.
import { ApiError } from '@/web/lib/api-client';

/** "must be text" → "Must be text": the server words its reasons to follow a field name. */
export function sentence(message: string): string {
  return message ? message[0].toUpperCase() + message.slice(1) : message;
}

export interface SaveFailure {
  /** field → message, only for fields the form shows */
  fields: Record<string, string>;
  /** what cannot be shown next to a field; null when every reason found its field */
  message: string | null;
}

type Detail = { path?: unknown; message?: unknown };

/**
 * 400 VALIDATION_ERROR: `details` is a list of `{ path, message }` ('emerging_skills.2' names the third
 * item); 409 CONFLICT: `details.field` names the field (a company's european_id).
 */
export function saveFailure(
  error: unknown,
  formFields: readonly string[],
  itemReason: (item: number, reason: string) => string,
): SaveFailure {
  if (!(error instanceof ApiError)) return { fields: {}, message: null };
  const fields: Record<string, string> = {};
  const rest: string[] = [];

  if (error.status === 400 && Array.isArray(error.details)) {
    for (const detail of error.details as Detail[]) {
      const text = typeof detail.message === 'string' ? detail.message : '';
      const [field, item] = typeof detail.path === 'string' ? detail.path.split('.') : [];
      const itemNumber = item !== undefined && /^\d+$/.test(item) ? Number(item) + 1 : null;
      const reason = itemNumber === null ? sentence(text) : itemReason(itemNumber, text);
      if (field && formFields.includes(field)) fields[field] ??= reason;
      else if (text) rest.push(sentence(text));
    }
    return { fields, message: rest.length > 0 ? rest.join(' ') : Object.keys(fields).length > 0 ? null : error.message };
  }

  const field = (error.details as { field?: unknown } | null | undefined)?.field;
  if (error.status === 409 && typeof field === 'string' && formFields.includes(field)) {
    return { fields: { [field]: error.message }, message: null };
  }
  return { fields: {}, message: error.message };
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
