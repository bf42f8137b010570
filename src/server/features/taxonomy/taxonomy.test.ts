import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaxonomySkill } from '@/contract/taxonomy';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let admin: TestClient;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: admin } = await t.signedIn('taxonomy-admin@example.com', { admin: true }));
  ({ client: user } = await t.signedIn('taxonomy-user@example.com'));
});
afterAll(() => t.close());

type List = { skills: TaxonomySkill[]; notice: string; escoVersion: string };

describe('skills admin', () => {
  it('searches ESCO skills, Kairos skills and extensions, with the ESCO notice', async () => {
    const res = await user.get('/api/taxonomy/skills?search=welding');
    expect(res.status).toBe(200);
    const body = (await res.json()) as List;
    expect(body.notice).toBe('This service uses the ESCO classification of the European Commission');
    expect(body.escoVersion).toBe('ESCO v1.1.1');
    expect(body.skills.some((s) => s.origin === 'esco' && s.escoUri && !s.editable)).toBe(true);
    expect(body.skills.some((s) => s.origin === 'kairos')).toBe(true);
  });

  it('adds, changes and deletes a Kairos extension under a broader ESCO skill', async () => {
    const created = await admin.post('/api/admin/taxonomy/skills', {
      name: 'Acme Planner Pro',
      category: 'tools-office',
      aliases: ['Acme Planner'],
      escoBroaderUri: 'http://data.europa.eu/esco/skill/7111b95d-0ce3-441a-9d92-4c75d05c4388',
    });
    expect(created.status).toBe(201);
    const skill = (await created.json()) as TaxonomySkill;
    expect(skill).toMatchObject({ id: 'ext-acme-planner-pro', origin: 'extension', editable: true });
    const listed = (await (await user.get('/api/taxonomy/skills?search=acme')).json()) as List;
    expect(listed.skills.map((s) => s.id)).toContain(skill.id);
    const changed = await admin.request(`/api/admin/taxonomy/skills/${skill.id}`, { method: 'PATCH', json: { aliases: ['Acme'] } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as TaxonomySkill).aliases).toEqual(['Acme']);
    expect((await admin.request(`/api/admin/taxonomy/skills/${skill.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await admin.request(`/api/admin/taxonomy/skills/${skill.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses edits of ESCO entries and of names the taxonomy knows, with a clear 409', async () => {
    const esco = (await (await user.get('/api/taxonomy/skills?search=welding techniques')).json()) as List;
    const entry = esco.skills.find((s) => s.origin === 'esco');
    expect(entry).toBeDefined();
    const edit = await admin.request(`/api/admin/taxonomy/skills/${entry?.id}`, { method: 'PATCH', json: { name: 'Welding' } });
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as { error: { message: string } }).error.message).toMatch(/ESCO entry and is read-only/);
    const python = await admin.request('/api/admin/taxonomy/skills/python', { method: 'DELETE' });
    expect(python.status).toBe(409);
    const taken = await admin.post('/api/admin/taxonomy/skills', { name: 'Kubernetes', category: 'cloud-devops' });
    expect(taken.status).toBe(409);
  });

  it('is for administrators only', async () => {
    const res = await user.post('/api/admin/taxonomy/skills', { name: 'Acme Other', category: 'tools-office' });
    expect(res.status).toBe(403);
  });
});
