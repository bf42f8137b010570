import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import type { Perspective, RenderedPerspectiveDto } from '@/contract/perspectives';
import { cvSamplesDir, samplePath } from '../../../../tests/support/cv-samples';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp({ worker: true });
  ({ client } = await t.signedIn('views@example.com'));
  await client.request('/api/profile', { method: 'PUT', json: { full_name: 'Oliver Pennington', phone: '+44 7700 900123' } });
});
afterAll(() => t.close());

async function list(c: TestClient = client): Promise<{ perspectives: Perspective[]; profile_visibility: string }> {
  const res = await c.get('/api/perspectives');
  expect(res.status).toBe(200);
  return (await res.json()) as { perspectives: Perspective[]; profile_visibility: string };
}

describe.skipIf(!cvSamplesDir)('perspectives', () => {
  beforeAll(async () => {
    const body = new FormData();
    body.append('file', new File([fs.readFileSync(samplePath('en-uk-software-engineer.pdf'))], 'cv.pdf'));
    const { id } = (await (await client.request('/api/cvs?keepBoth=true', { method: 'POST', body })).json()) as CvAccepted;
    for (let i = 0; i < 200; i++) {
      if (((await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail).status !== 'processing') break;
      await new Promise((r) => setTimeout(r, 50));
    }
  });

  it('has the four built-in views generated from the person’s data, with confidence', async () => {
    const { perspectives } = await list();
    expect(perspectives.map((p) => p.kind).sort()).toEqual(['executive', 'hr', 'public', 'technical']);
    expect(perspectives.every((p) => p.is_default && p.confidence_score > 0)).toBe(true);
    expect(perspectives.find((p) => p.kind === 'public')!.slug).toMatch(/^oliver-pennington/);
  });

  it('previews count as uses, and the list is ordered by usage', async () => {
    const technical = (await list()).perspectives.find((p) => p.kind === 'technical')!;
    const view = (await (await client.get(`/api/perspectives/${technical.id}/preview`)).json()) as RenderedPerspectiveDto;
    expect(view.sections.find((s) => s.key === 'skills')!.items.length).toBeGreaterThan(0);
    await client.get(`/api/perspectives/${technical.id}/preview`);
    const after = (await list()).perspectives;
    expect(after[0]).toMatchObject({ id: technical.id, usage_count: 2 });
  });

  it('creates, edits and deletes a custom perspective; built-ins cannot be deleted', async () => {
    const created = await client.post('/api/perspectives', { name: 'Start-up founders', sections: ['headline', 'achievements'], tone: 'concise' });
    expect(created.status).toBe(201);
    const custom = ((await created.json()) as { perspectives: Perspective[] }).perspectives.find((p) => p.name === 'Start-up founders')!;
    expect(custom).toMatchObject({ kind: 'custom', target_audience: null, tone: 'concise' });
    const edited = (await (await client.request(`/api/perspectives/${custom.id}`, { method: 'PATCH', json: { target_audience: 'Founders' } })).json()) as { perspectives: Perspective[] };
    expect(edited.perspectives.find((p) => p.id === custom.id)!.target_audience).toBe('Founders');
    expect((await client.post('/api/perspectives', { name: '', sections: [] })).status).toBe(400);
    expect((await client.request(`/api/perspectives/${custom.id}`, { method: 'DELETE' })).status).toBe(204);
    const builtIn = (await list()).perspectives[0]!;
    expect((await client.request(`/api/perspectives/${builtIn.id}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('exports any perspective as a PDF', async () => {
    const hr = (await list()).perspectives.find((p) => p.kind === 'hr')!;
    const res = await client.get(`/api/perspectives/${hr.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });

  it('the public portfolio is reachable signed out only while the profile is public, and never shows the phone', async () => {
    const slug = (await list()).perspectives.find((p) => p.kind === 'public')!.slug!;
    const anonymous = t.client('198.51.100.7');
    expect((await anonymous.get(`/api/public/portfolios/${slug}`)).status).toBe(404);
    await client.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'public' } } });
    const open = await anonymous.get(`/api/public/portfolios/${slug}`);
    expect(open.status).toBe(200);
    const portfolio = JSON.stringify(await open.json());
    expect(portfolio).toContain('Oliver Pennington');
    expect(portfolio).not.toContain('7700');
    expect(portfolio).not.toContain('views@example.com');
    await client.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'private' } } });
    expect((await anonymous.get(`/api/public/portfolios/${slug}`)).status).toBe(404);
  });

  it('another person’s perspective does not exist for you', async () => {
    const mine = (await list()).perspectives[0]!;
    const intruder = await t.signedIn('views-intruder@example.com');
    expect((await intruder.client.get(`/api/perspectives/${mine.id}/preview`)).status).toBe(404);
    expect((await intruder.client.get(`/api/perspectives/${mine.id}/pdf`)).status).toBe(404);
    expect((await intruder.client.request(`/api/perspectives/${mine.id}`, { method: 'PATCH', json: { name: 'x' } })).status).toBe(404);
    expect((await intruder.client.request(`/api/perspectives/${mine.id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('public portfolio addresses', () => {
  it('two people with the same accented name get different slugs', async () => {
    const slugs: string[] = [];
    for (const email of ['asa-1@example.com', 'asa-2@example.com']) {
      const { client: c } = await t.signedIn(email);
      await c.request('/api/profile', { method: 'PUT', json: { full_name: 'Åsa Öberg' } });
      slugs.push((await list(c)).perspectives.find((p) => p.kind === 'public')!.slug!);
    }
    expect(slugs[0]).toBe('asa-oberg');
    expect(slugs[1]).not.toBe(slugs[0]);
    expect(slugs[1]).toMatch(/^asa-oberg-\d+$/);
  });
});
