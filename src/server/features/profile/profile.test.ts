import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingState, Profile, UserSettingsBody } from '@/contract/profile';
import { profileCompleteness } from './service';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client } = await t.signedIn('profile@example.com'));
});
afterAll(() => t.close());

const put = (c: TestClient, url: string, json: unknown) => c.request(url, { method: 'PUT', json });
const patch = (c: TestClient, url: string, json: unknown) => c.request(url, { method: 'PATCH', json });

describe('profile completeness', () => {
  it('counts the name from the profile or, until it has one, from the account', () => {
    expect(profileCompleteness(undefined)).toBe(0);
    expect(profileCompleteness(undefined, 'Ana Silva')).toBe(9); // 1 of 11 fields
    expect(profileCompleteness(undefined, '  ')).toBe(0);
  });
});

describe('profile', () => {
  it('starts empty with the account e-mail, saves fields, and reports completeness', async () => {
    const empty = (await (await client.get('/api/profile')).json()) as Profile;
    expect(empty).toMatchObject({ email: 'profile@example.com', location: null, onboarding_completed: false, completeness: 0 });
    const res = await put(client, '/api/profile', { full_name: 'Ana Silva', location: 'Lisbon', current_role: 'Data Analyst', company: 'Acme', years_of_experience: 6, skills: ['SQL'] });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Profile;
    expect(saved).toMatchObject({ full_name: 'Ana Silva', location: 'Lisbon', years_of_experience: 6, skills: ['SQL'] });
    expect(saved.completeness).toBeGreaterThan(40);
    // a later partial save keeps the rest; an empty string clears a field
    const again = (await (await put(client, '/api/profile', { company: '' })).json()) as Profile;
    expect([again.company, again.location]).toEqual([null, 'Lisbon']);
  });

  it('explains invalid input, and the e-mail and access role cannot be changed here', async () => {
    const negative = await put(client, '/api/profile', { years_of_experience: -1 });
    expect(negative.status).toBe(400);
    expect((await negative.json()).error.message).toBe('Years of experience cannot be negative');
    expect((await put(client, '/api/profile', { email: 'x@example.com' })).status).toBe(400);
    expect((await put(client, '/api/profile', { role: 'admin' })).status).toBe(400);
    const role = (await (await client.get('/api/me/role')).json()) as { role: string };
    expect(role.role).toBe('user');
  });

  it('refuses a username someone else has, whatever its case', async () => {
    const other = await t.signedIn('other-profile@example.com');
    expect((await put(other.client, '/api/profile', { username: 'ana-silva' })).status).toBe(200);
    const taken = await put(client, '/api/profile', { username: 'Ana-Silva' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toMatch(/taken/);
  });
});

describe('onboarding', () => {
  it('saves progress on each step, resumes it, and completion writes the profile and clears it', async () => {
    const { client: c } = await t.signedIn('onboard@example.com');
    const progress = { variant: 'general', step: 2, data: { fullName: 'Lea Weber', currentRole: 'Nurse' }, timestamp: '2026-11-22T10:00:00.000Z' };
    expect((await put(c, '/api/onboarding/progress', progress)).status).toBe(200);
    const state = (await (await c.get('/api/onboarding')).json()) as OnboardingState;
    expect(state).toMatchObject({ completed: false, progress });

    const missingGoals = await c.post('/api/onboarding/complete', { career_role: 'professional', full_name: 'Lea Weber', career_goals: [] });
    expect(missingGoals.status).toBe(400);
    expect((await missingGoals.json()).error.message).toBe('Goals is required');

    const done = await c.post('/api/onboarding/complete', {
      career_role: 'job_seeker',
      full_name: 'Lea Weber',
      current_role: 'Nurse',
      industry: 'Healthcare',
      experience_level: '6-10',
      career_goals: ['Move into clinical informatics'],
      challenges: 'Little time for courses',
    });
    expect(done.status).toBe(200);
    expect((await done.json()) as Profile).toMatchObject({ career_role: 'job_seeker', bio: 'Little time for courses', onboarding_completed: true, career_goals: ['Move into clinical informatics'] });
    expect((await (await c.get('/api/onboarding')).json()) as OnboardingState).toMatchObject({ completed: true, career_role: 'job_seeker', progress: null });
  });
});

describe('settings', () => {
  it('has privacy-first defaults, saves partial changes, and validates values', async () => {
    const { client: c } = await t.signedIn('settings@example.com');
    const defaults = (await (await c.get('/api/settings')).json()) as UserSettingsBody;
    expect(defaults.preferences).toEqual({ language: 'en', timezone: 'Europe/Berlin', theme: 'system', culturalContext: 'european' });
    expect(defaults.privacy).toMatchObject({ profileVisibility: 'private', analyticsOptOut: true });
    const saved = (await (await patch(c, '/api/settings', { preferences: { language: 'de' }, privacy: { profileVisibility: 'public' } })).json()) as UserSettingsBody;
    expect(saved.preferences).toMatchObject({ language: 'de', timezone: 'Europe/Berlin' });
    expect(saved.privacy.profileVisibility).toBe('public');
    expect(((await (await c.get('/api/settings')).json()) as UserSettingsBody).preferences.language).toBe('de');
    expect((await patch(c, '/api/settings', { preferences: { language: 'pt' } })).status).toBe(400);
    expect((await patch(c, '/api/settings', { extra: true })).status).toBe(400);
  });
});

describe('performance', () => {
  it('counts completed tasks per ISO week and reports totals from the person’s own data', async () => {
    const { client: c } = await t.signedIn('perf@example.com');
    const task = (await (await c.post('/api/tasks', { title: 'Finish the course' })).json()) as { id: string };
    await c.request(`/api/tasks/${task.id}`, { method: 'PATCH', json: { status: 'completed' } });
    await c.post('/api/tasks', { title: 'Still open' });
    const perf = (await (await c.get('/api/performance')).json()) as {
      tasks_completed_per_week: { week: string; count: number }[];
      totals: { tasks: number; tasks_completed: number; cvs: number };
      profile_completeness: number;
    };
    expect(perf.tasks_completed_per_week).toHaveLength(12);
    expect(perf.tasks_completed_per_week.at(-1)!.count).toBe(1);
    expect(perf.tasks_completed_per_week.slice(0, -1).every((w) => w.count === 0)).toBe(true);
    expect(perf.totals).toMatchObject({ tasks: 2, tasks_completed: 1, cvs: 0 });
    expect(perf.profile_completeness).toBe(0);
  });
});
