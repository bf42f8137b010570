/**
 * Checks the working copy with the contract's own schemas, field by field, so each problem shows
 * under the input it belongs to (and the server would have refused the same value).
 */
import type { z } from 'zod';
import { cvCorrectionsSchema } from '@/contract/cv-record';
import type { DraftEducation, DraftExperience, DraftLanguage, DraftSkill, EditorDraft } from '@/web/features/cvs/lib/corrections';

const shape = cvCorrectionsSchema.shape;
const experienceSchema = shape.experience.unwrap().shape.added.unwrap().element.omit({ id: true });
const educationSchema = shape.education.unwrap().shape.added.unwrap().element.omit({ id: true });
const skillSchema = shape.skills.unwrap().shape.added.unwrap().element;
const languageSchema = shape.languages.unwrap().shape.added.unwrap().element;
const contactSchema = shape.contact.unwrap();
const summarySchema = shape.summary.unwrap();

export type FieldProblem = { problem: 'date' | 'tooLong' | 'required' | 'invalid'; max?: number };
/** "contact.phone", "experience.<key>.startDate", "skills.<id>.name" → the problem there */
export type FieldErrors = Record<string, FieldProblem>;

function problemOf(issue: z.core.$ZodIssue): FieldProblem {
  if (issue.code === 'invalid_format') return { problem: 'date' };
  if (issue.code === 'too_big') return { problem: 'tooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { problem: 'required' };
  return { problem: 'invalid' };
}

function collect(errors: FieldErrors, prefix: string, schema: z.ZodType, value: unknown): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    const at = field ? `${prefix}.${field}` : prefix;
    errors[at] ??= problemOf(issue);
  }
}

const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

function experienceValue(e: DraftExperience) {
  return {
    position: orNull(e.position),
    company: orNull(e.company),
    location: orNull(e.location),
    startDate: orNull(e.startDate),
    endDate: e.current ? null : orNull(e.endDate),
    current: e.current,
    description: orNull(e.description),
  };
}

function educationValue(e: DraftEducation) {
  return {
    institution: orNull(e.institution),
    degree: orNull(e.degree),
    field: orNull(e.field),
    startDate: orNull(e.startDate),
    endDate: orNull(e.endDate),
  };
}

export function validateDraft(draft: EditorDraft): FieldErrors {
  const errors: FieldErrors = {};
  collect(errors, 'contact', contactSchema, {
    name: orNull(draft.contact.name),
    email: orNull(draft.contact.email),
    phone: orNull(draft.contact.phone),
    location: orNull(draft.contact.location),
  });
  collect(errors, 'summary', summarySchema, orNull(draft.summary));
  draft.experience.forEach((e) => collect(errors, `experience.${e.key}`, experienceSchema, experienceValue(e)));
  draft.education.forEach((e) => collect(errors, `education.${e.key}`, educationSchema, educationValue(e)));
  draft.skills.forEach((s: DraftSkill) => collect(errors, `skills.${s.id}`, skillSchema, { name: s.name, proficiency: s.proficiency }));
  draft.languages.forEach((l: DraftLanguage) =>
    collect(errors, `languages.${l.id}`, languageSchema, { name: l.name, level: orNull(l.level) }),
  );
  return errors;
}
