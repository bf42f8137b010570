// Pure helpers of the perspectives screen: names shown for built-ins, section order, form ↔ API.
import { sectionKeys } from '@/contract/perspectives';
import type { Perspective, perspectiveKinds, tones } from '@/contract/perspectives';
import { DEFAULT_PERSPECTIVES } from '@/engine/perspectives/defaults';
import { ApiError } from '@/web/lib/api-client';

export type SectionKey = (typeof sectionKeys)[number];
export type Tone = (typeof tones)[number];
export type BuiltInKind = Exclude<(typeof perspectiveKinds)[number], 'custom'>;

export const NAME_MAX = 80;
export const AUDIENCE_MAX = 120;

export function isBuiltIn(kind: Perspective['kind']): kind is BuiltInKind {
  return kind !== 'custom';
}

/** The built-in's original definition (English name and audience, as the server stores them). */
export function builtInDefault(kind: BuiltInKind) {
  const found = DEFAULT_PERSPECTIVES.find((d) => d.kind === kind);
  if (!found) throw new RangeError(`no built-in perspective "${kind}"`);
  return found;
}

/** Translations of a built-in's name and audience, while the person has not changed them. */
export interface BuiltInLabels {
  name: (kind: BuiltInKind) => string;
  audience: (kind: BuiltInKind) => string;
  generalAudience: string;
}

export function displayName(p: Pick<Perspective, 'kind' | 'name'>, labels: BuiltInLabels): string {
  return isBuiltIn(p.kind) && p.name === builtInDefault(p.kind).name ? labels.name(p.kind) : p.name;
}

export function displayAudience(p: Pick<Perspective, 'kind' | 'target_audience'>, labels: BuiltInLabels): string {
  const audience = p.target_audience?.trim();
  if (!audience) return labels.generalAudience;
  return isBuiltIn(p.kind) && audience === builtInDefault(p.kind).targetAudience ? labels.audience(p.kind) : audience;
}

const rank = (key: SectionKey) => sectionKeys.indexOf(key);

/**
 * The sections a view shows, in its order, after the checkboxes changed: kept ones stay where they
 * were, newly ticked ones go where they stand in the usual order (before the first later one).
 */
export function mergeSectionOrder(current: readonly SectionKey[], checked: readonly SectionKey[]): SectionKey[] {
  const result = current.filter((key) => checked.includes(key));
  const added = sectionKeys.filter((key) => checked.includes(key) && !result.includes(key));
  for (const key of added) {
    const before = result.findIndex((other) => rank(other) > rank(key));
    if (before === -1) result.push(key);
    else result.splice(before, 0, key);
  }
  return result;
}

export interface PerspectiveFormValues {
  name: string;
  target_audience: string;
  sections: SectionKey[];
  tone: Tone;
}

export const emptyPerspectiveForm = (): PerspectiveFormValues => ({
  name: '',
  target_audience: '',
  sections: ['headline', 'summary', 'skills', 'experience'],
  tone: 'neutral',
});

/** The form starts from what the card shows (a built-in's translated name and audience). */
export function perspectiveToForm(p: Perspective, labels: BuiltInLabels): PerspectiveFormValues {
  return {
    name: displayName(p, labels),
    target_audience: p.target_audience ? displayAudience(p, labels) : '',
    sections: [...p.sections],
    tone: p.tone,
  };
}

/** A built-in's original settings, as the form shows them. */
export function builtInToForm(kind: BuiltInKind, labels: BuiltInLabels): PerspectiveFormValues {
  const original = builtInDefault(kind);
  return { name: labels.name(kind), target_audience: labels.audience(kind), sections: [...original.sections], tone: original.tone };
}

/** A translated built-in name or audience goes back as the stored English value, so it stays translated. */
function storedValues(kind: Perspective['kind'], values: PerspectiveFormValues, labels: BuiltInLabels) {
  const name = values.name.trim();
  const audience = values.target_audience.trim();
  if (!isBuiltIn(kind)) return { name, audience };
  const original = builtInDefault(kind);
  return {
    name: name === labels.name(kind) ? original.name : name,
    audience: audience === labels.audience(kind) ? (original.targetAudience ?? audience) : audience,
  };
}

export function toCreateBody(values: PerspectiveFormValues) {
  const audience = values.target_audience.trim();
  return { name: values.name.trim(), target_audience: audience || null, sections: [...values.sections], tone: values.tone };
}

/** Only what changed (the API refuses an empty change); null when nothing did. */
export function toUpdateBody(p: Perspective, values: PerspectiveFormValues, labels: BuiltInLabels) {
  const { name, audience } = storedValues(p.kind, values, labels);
  const body: { name?: string; target_audience?: string | null; sections?: SectionKey[]; tone?: Tone } = {};
  if (name !== p.name) body.name = name;
  if ((audience || null) !== (p.target_audience?.trim() || null)) body.target_audience = audience || null;
  if (values.sections.join() !== p.sections.join()) body.sections = [...values.sections];
  if (values.tone !== p.tone) body.tone = values.tone;
  return Object.keys(body).length > 0 ? body : null;
}

export type FormValidationError = 'nameRequired' | 'nameTooLong' | 'audienceTooLong' | 'sectionsRequired';

export function validateName(value: string): FormValidationError | null {
  const name = value.trim();
  if (!name) return 'nameRequired';
  return name.length > NAME_MAX ? 'nameTooLong' : null;
}

export function validateAudience(value: string): FormValidationError | null {
  return value.trim().length > AUDIENCE_MAX ? 'audienceTooLong' : null;
}

export function validateSections(value: readonly SectionKey[]): FormValidationError | null {
  return value.length === 0 ? 'sectionsRequired' : null;
}

const formFields = ['name', 'target_audience', 'sections', 'tone'] as const;
type FormField = (typeof formFields)[number];

/** A 400's per-field messages (`details: [{ path, message }]`), keyed by the form's field names. */
export function fieldErrorsFrom(error: unknown): Partial<Record<FormField, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const errors: Partial<Record<FormField, string>> = {};
  for (const detail of error.details as unknown[]) {
    if (typeof detail !== 'object' || detail === null) continue;
    const { path, message } = detail as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const field = formFields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}

/** `attachment; filename="Technical.pdf"` → `Technical.pdf`. */
export function fileNameFromDisposition(header: string | null): string | null {
  const match = header ? /filename="?([^";]+)"?/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}
