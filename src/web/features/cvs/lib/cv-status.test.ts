import { describe, expect, it } from 'vitest';
import { activeStepIndex, analysisPercent, cvStatusColor, talentActionsFor } from './cv-status';

describe('CV status display', () => {
  it('has a badge colour for every status', () => {
    expect(Object.keys(cvStatusColor).sort()).toEqual(['analyzed', 'draft', 'failed', 'processing']);
  });

  it('moves through the four visible steps as the server reports them', () => {
    expect(activeStepIndex('processing', null)).toBe(0);
    expect(activeStepIndex('processing', 'uploaded')).toBe(0);
    expect(activeStepIndex('processing', 'parsed')).toBe(1);
    expect(activeStepIndex('processing', 'extracted')).toBe(2);
    expect(activeStepIndex('processing', 'analysing')).toBe(2);
    expect(activeStepIndex('processing', 'generating')).toBe(3);
    expect(activeStepIndex('analyzed', null)).toBe(4);
    expect(activeStepIndex('draft', null)).toBe(4);
  });

  it('gives a progress that only grows and ends at 100', () => {
    const steps = [null, 'uploaded', 'parsed', 'extracted', 'analysing', 'generating'] as const;
    const values = steps.map((step) => analysisPercent('processing', step));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(new Set(values.slice(1)).size).toBe(5);
    expect(values.every((v) => v >= 0 && v < 100)).toBe(true);
    expect(analysisPercent('analyzed', null)).toBe(100);
    expect(analysisPercent('failed', null)).toBe(0);
  });

  it('offers Validate and Needs Review only on discovered talents', () => {
    expect(talentActionsFor('discovered')).toEqual({ validate: true, review: true, develop: true, master: false });
    expect(talentActionsFor('validated')).toEqual({ validate: false, review: false, develop: true, master: true });
    expect(talentActionsFor('developing')).toEqual({ validate: false, review: false, develop: false, master: true });
    expect(talentActionsFor('mastered')).toEqual({ validate: false, review: false, develop: false, master: false });
  });
});
