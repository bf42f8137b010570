import fs from 'node:fs';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let client: TestClient;
let cvId: string;
const CV = fs.readFileSync(new URL('../../../../tests/fixtures/record/record-cv.txt', import.meta.url));
const CORRECTED = 'Zofia Łęcka-Wróbel';

async function settled(id: string): Promise<CvDetail> {
  // generous: the analysis runs in a child process, on a machine that may be busy
  const deadline = Date.now() + 180_000;
  for (;;) {
    const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error('still processing');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { ANALYSIS_TIMEOUT_SECONDS: '45' } });
  ({ client } = await t.signedIn('export@example.com'));
  const body = new FormData();
  body.append('file', new File([CV], 'maria.txt'));
  const res = await client.request('/api/cvs', { method: 'POST', body });
  expect(res.status).toBe(202);
  cvId = ((await res.json()) as CvAccepted).id;
  expect((await settled(cvId)).status).toBe('analyzed');
  const corrected = await client.request(`/api/cvs/${cvId}/corrections`, { method: 'PUT', json: { contact: { name: CORRECTED } } });
  expect(corrected.status).toBe(200);
}, 240_000);
afterAll(() => t.close());

describe('CV exports hold the person’s corrected record', { timeout: 120_000 }, () => {
  it('the DOCX holds the corrected name', async () => {
    const res = await client.get(`/api/cvs/${cvId}/export?format=docx&template=modern&lang=de`);
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const xml = await (await JSZip.loadAsync(bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain(CORRECTED);
    expect(xml).toContain('BERUFSERFAHRUNG');
  });

  it('the PDF’s text holds the corrected name', async () => {
    const res = await client.get(`/api/cvs/${cvId}/export?format=pdf&template=europass`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain(CORRECTED);
  });

  it('the preview, the Europass XML and the JSON Resume hold it too', async () => {
    const preview = (await (await client.get(`/api/cvs/${cvId}/export/preview`)).json()) as { title: string };
    expect(preview.title).toBe(CORRECTED);
    const xml = await (await client.get(`/api/cvs/${cvId}/export?format=europass-xml`)).text();
    expect(xml).toContain('Łęcka-Wróbel');
    const resume = (await (await client.get(`/api/cvs/${cvId}/json-resume`)).json()) as { basics: { name: string } };
    expect(resume.basics.name).toBe(CORRECTED);
  });

  it('another person cannot export the CV', async () => {
    const { client: other } = await t.signedIn('someone-else@example.com');
    expect((await other.get(`/api/cvs/${cvId}/export?format=pdf`)).status).toBe(404);
    expect((await other.get(`/api/cvs/${cvId}/json-resume`)).status).toBe(404);
  });
});
