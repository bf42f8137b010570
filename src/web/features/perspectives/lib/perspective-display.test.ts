import { describe, expect, it } from 'vitest';
import type { Perspective } from '@/contract/perspectives';
import {
  builtInToForm,
  displayAudience,
  displayName,
  fieldErrorsFrom,
  fileNameFromDisposition,
  mergeSectionOrder,
  perspectiveToForm,
  toCreateBody,
  toUpdateBody,
  validateName,
  validateSections,
} from '@/web/features/perspectives/lib/perspective-display';
import type { BuiltInLabels } from '@/web/features/perspectives/lib/perspective-display';
import { ApiError } from '@/web/lib/api-client';

const german: BuiltInLabels = {
  name: (kind) => ({ technical: 'Technisch', executive: 'Führungsebene', hr: 'HR/Recruiting', public: 'Öffentliches Portfolio' })[kind],
  audience: (kind) => `Publikum ${kind}`,
  generalAudience: 'Allgemeines Publikum',
};

function perspective(overrides: Partial<Perspective> = {}): Perspective {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'technical',
    is_default: true,
    name: 'Technical',
    target_audience: 'Tech leads and engineering managers',
    sections: ['headline', 'summary', 'skills', 'achievements', 'experience', 'education'],
    tone: 'neutral',
    confidence_score: 90,
    usage_count: 0,
    slug: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('names and audiences', () => {
  it('translates a built-in while its stored English name is unchanged', () => {
    expect(displayName(perspective(), german)).toBe('Technisch');
    expect(displayAudience(perspective(), german)).toBe('Publikum technical');
  });

  it('shows what the person wrote once changed, and the general audience when blank', () => {
    expect(displayName(perspective({ name: 'Für CTOs' }), german)).toBe('Für CTOs');
    expect(displayAudience(perspective({ target_audience: null }), german)).toBe('Allgemeines Publikum');
    expect(displayAudience(perspective({ kind: 'custom', target_audience: '  ' }), german)).toBe('Allgemeines Publikum');
    // a custom view named like a built-in is not translated
    expect(displayName(perspective({ kind: 'custom', name: 'Technical' }), german)).toBe('Technical');
  });
});

describe('mergeSectionOrder', () => {
  it('keeps the existing order and drops unticked sections', () => {
    expect(mergeSectionOrder(['headline', 'experience', 'skills'], ['skills', 'headline'])).toEqual(['headline', 'skills']);
  });

  it('inserts a newly ticked section before the first one that usually follows it', () => {
    expect(mergeSectionOrder(['headline', 'experience', 'education'], ['headline', 'experience', 'education', 'skills'])).toEqual([
      'headline',
      'skills',
      'experience',
      'education',
    ]);
    expect(mergeSectionOrder(['skills'], ['skills', 'contact', 'headline'])).toEqual(['headline', 'skills', 'contact']);
  });
});

describe('form ↔ API', () => {
  it('sends nothing when nothing changed, even with the translated built-in name in the form', () => {
    const p = perspective();
    expect(toUpdateBody(p, perspectiveToForm(p, german), german)).toBeNull();
  });

  it('sends only the changed fields, trimmed; a blank audience becomes null', () => {
    const p = perspective();
    const values = { ...perspectiveToForm(p, german), name: '  Für CTOs ', target_audience: ' ', tone: 'concise' as const };
    expect(toUpdateBody(p, values, german)).toEqual({ name: 'Für CTOs', target_audience: null, tone: 'concise' });
  });

  it('restoring a changed built-in sends its stored English values back', () => {
    const p = perspective({ name: 'Für CTOs', target_audience: null, sections: ['skills'], tone: 'formal' });
    expect(toUpdateBody(p, builtInToForm('technical', german), german)).toEqual({
      name: 'Technical',
      target_audience: 'Tech leads and engineering managers',
      sections: ['headline', 'summary', 'skills', 'achievements', 'experience', 'education'],
      tone: 'neutral',
    });
  });

  it('builds a create body', () => {
    expect(toCreateBody({ name: ' Founders ', target_audience: '', sections: ['headline'], tone: 'friendly' })).toEqual({
      name: 'Founders',
      target_audience: null,
      sections: ['headline'],
      tone: 'friendly',
    });
  });

  it('validates like the server', () => {
    expect(validateName('   ')).toBe('nameRequired');
    expect(validateName('x'.repeat(81))).toBe('nameTooLong');
    expect(validateName('Founders')).toBeNull();
    expect(validateSections([])).toBe('sectionsRequired');
  });

  it('maps the server’s field messages to form fields', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Name is required', [
      { path: 'name', message: 'Name is required' },
      { path: 'sections.0', message: 'Invalid option' },
    ]);
    expect(fieldErrorsFrom(error)).toEqual({ name: 'Name is required', sections: 'Invalid option' });
    expect(fieldErrorsFrom(new ApiError(500, 'INTERNAL', 'x'))).toEqual({});
  });

  it('reads the download name', () => {
    expect(fileNameFromDisposition('attachment; filename="HR-Recruiter.pdf"')).toBe('HR-Recruiter.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
