import { describe, expect, it } from 'vitest';
import type { OnboardingProgress } from '@/contract/profile';
import {
  dataFromRecord,
  emptyData,
  firstInvalidStep,
  greetingName,
  parseLocalProgress,
  resumePoint,
  splitGoals,
  stepsFor,
  toCompleteBody,
  toProgress,
  validateStep,
  variantOf,
} from './wizard';
import type { WizardData } from './wizard';

const filled: WizardData = {
  ...emptyData(),
  career_role: 'professional',
  fullName: 'Anna Schmidt',
  currentRole: 'Product Manager',
  industry: 'Software',
  experience: '6-10',
  goals: 'Lead a team, learn cloud architecture',
  challenges: 'Little time',
};

describe('variants and their steps', () => {
  it('job seekers get role, CV upload, goals, complete', () => {
    expect(variantOf('job_seeker')).toBe('job_seeker');
    expect(stepsFor('job_seeker')).toEqual(['role', 'cvUpload', 'goals', 'complete']);
  });

  it('professionals, recruiters and career coaches get the general wizard (role + the spec’s 5 steps)', () => {
    for (const role of ['professional', 'recruiter', 'career_coach'] as const) {
      expect(variantOf(role)).toBe('general');
      expect(stepsFor(role)).toEqual(['role', 'marketContext', 'personal', 'background', 'goals', 'complete']);
    }
  });

  it('without a role, the general list fills the progress dots', () => {
    expect(stepsFor('')).toHaveLength(6);
  });
});

describe('step validation', () => {
  it('the role must be chosen', () => {
    expect(validateStep('role', emptyData())).toEqual({ career_role: 'required' });
    expect(validateStep('role', { ...emptyData(), career_role: 'recruiter' })).toEqual({});
  });

  it('personal information needs the full name and the current role; blanks do not count', () => {
    expect(validateStep('personal', { ...filled, fullName: '  ', currentRole: '' })).toEqual({ fullName: 'required', currentRole: 'required' });
    expect(validateStep('personal', filled)).toEqual({});
  });

  it('background needs industry and experience', () => {
    expect(validateStep('background', { ...filled, industry: '', experience: '' })).toEqual({ industry: 'required', experience: 'required' });
  });

  it('goals are required, challenges are not; commas alone are no goal', () => {
    expect(validateStep('goals', { ...filled, goals: ' , ,\n', challenges: '' })).toEqual({ goals: 'required' });
    expect(validateStep('goals', { ...filled, challenges: '' })).toEqual({});
  });

  it('a goal longer than the server takes, or too many, are refused here', () => {
    expect(validateStep('goals', { ...filled, goals: 'x'.repeat(301) })).toEqual({ goals: 'goalTooLong' });
    expect(validateStep('goals', { ...filled, goals: Array.from({ length: 21 }, (_, i) => `goal ${i}`).join(',') })).toEqual({ goals: 'tooManyGoals' });
  });

  it('market context, CV upload and complete always pass', () => {
    for (const step of ['marketContext', 'cvUpload', 'complete'] as const) expect(validateStep(step, emptyData())).toEqual({});
  });

  it('finds the first step that does not pass before completing', () => {
    expect(firstInvalidStep(filled)).toBeNull();
    expect(firstInvalidStep({ ...filled, industry: '' })).toBe(3);
    expect(firstInvalidStep(emptyData())).toBe(0);
    expect(firstInvalidStep({ ...emptyData(), career_role: 'job_seeker' })).toBe(2);
  });
});

describe('goals list', () => {
  it('splits on commas and lines, trimmed, empty entries dropped', () => {
    expect(splitGoals(' Lead a team,, learn Go \n\n mentor ')).toEqual(['Lead a team', 'learn Go', 'mentor']);
  });
});

describe('resuming', () => {
  const server = (step: number, data: Partial<WizardData>, timestamp: string): OnboardingProgress => ({
    variant: variantOf(data.career_role ?? ''),
    step,
    data: { ...emptyData(), ...data },
    timestamp,
  });
  const owner = 'anna@example.com';

  it('starts at the role with the account name prefilled when nothing is saved', () => {
    expect(resumePoint(null, null, owner, 'Anna S.')).toEqual({ step: 0, data: emptyData('Anna S.'), source: 'none' });
  });

  it('takes the server’s progress', () => {
    const point = resumePoint(server(3, filled, '2026-05-01T10:00:00.000Z'), null, owner);
    expect(point).toMatchObject({ step: 3, source: 'server', data: { fullName: 'Anna Schmidt', industry: 'Software' } });
  });

  it('falls back to this device’s progress, but only the same account’s', () => {
    const local = { ...server(2, filled, '2026-05-01T10:00:00.000Z'), owner };
    expect(resumePoint(null, local, owner)).toMatchObject({ step: 2, source: 'local' });
    expect(resumePoint(null, { ...local, owner: 'someone@else.org' }, owner)).toMatchObject({ step: 0, source: 'none' });
  });

  it('a newer save on this device (one the server missed) wins; otherwise the server does', () => {
    const onServer = server(2, filled, '2026-05-01T10:00:00.000Z');
    const newer = { ...server(4, filled, '2026-05-01T10:05:00.000Z'), owner };
    const older = { ...server(1, filled, '2026-05-01T09:00:00.000Z'), owner };
    expect(resumePoint(onServer, newer, owner)).toMatchObject({ step: 4, source: 'local' });
    expect(resumePoint(onServer, older, owner)).toMatchObject({ step: 2, source: 'server' });
  });

  it('keeps the step inside the role’s wizard, and at the role choice without a role', () => {
    expect(resumePoint(server(9, { ...filled, career_role: 'job_seeker' }, '2026-05-01T10:00:00.000Z'), null, owner).step).toBe(3);
    expect(resumePoint(server(4, { ...filled, career_role: '' }, '2026-05-01T10:00:00.000Z'), null, owner).step).toBe(0);
  });

  it('tolerates malformed saved data', () => {
    const data = dataFromRecord({ career_role: 'astronaut', experience: '99', goals: ['a', 'b'], fullName: null }, 'Anna');
    expect(data).toMatchObject({ career_role: '', experience: '', goals: 'a, b', fullName: 'Anna' });
  });

  it('reads only well-formed device progress', () => {
    const saved = { ...toProgress(2, filled, new Date('2026-05-01T10:00:00Z')), owner };
    expect(parseLocalProgress(JSON.stringify(saved))).toEqual(saved);
    expect(parseLocalProgress('{not json')).toBeNull();
    expect(parseLocalProgress(JSON.stringify({ step: 2 }))).toBeNull();
    expect(parseLocalProgress(null)).toBeNull();
  });
});

describe('saving and completing', () => {
  it('progress carries the variant, the step, every field and a timestamp', () => {
    const progress = toProgress(3, filled, new Date('2026-05-01T10:00:00Z'));
    expect(progress).toEqual({ variant: 'general', step: 3, data: { ...filled }, timestamp: '2026-05-01T10:00:00.000Z' });
  });

  it('the general wizard sends name, role, industry, experience, goals as a list and challenges', () => {
    expect(toCompleteBody(filled, 'Account Name')).toEqual({
      career_role: 'professional',
      full_name: 'Anna Schmidt',
      current_role: 'Product Manager',
      industry: 'Software',
      experience_level: '6-10',
      career_goals: ['Lead a team', 'learn cloud architecture'],
      challenges: 'Little time',
    });
  });

  it('the job-seeker variant sends the account’s name and no general fields', () => {
    const data: WizardData = { ...filled, career_role: 'job_seeker', fullName: '', challenges: '' };
    expect(toCompleteBody(data, 'anna')).toEqual({ career_role: 'job_seeker', full_name: 'anna', career_goals: ['Lead a team', 'learn cloud architecture'] });
  });

  it('greets by the part of the e-mail before the @', () => {
    expect(greetingName('anna.schmidt@example.com')).toBe('anna.schmidt');
  });
});
