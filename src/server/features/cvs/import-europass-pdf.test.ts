import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail } from '@/contract/cvs';
import { europassPdf } from '@/engine/cv/import/test-fixtures';
import { createTestApp } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { ANALYSIS_TIMEOUT_SECONDS: '45' } });
}, 180_000);
afterAll(() => t.close());

describe('a Europass PDF through the import route and the analysis process', { timeout: 180_000 }, () => {
  it('is read from its embedded XML', async () => {
    const { client } = await t.signedIn('import-europass-pdf@example.com');
    const data = new FormData();
    data.append('kind', 'europass');
    data.append('file', new File([(await europassPdf()) as BlobPart], 'Europass-CV.pdf'));
    const res = await client.request('/api/cvs/import', { method: 'POST', body: data });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as CvAccepted;
    let cv: CvDetail;
    const deadline = Date.now() + 150_000;
    for (;;) {
      cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
      if (cv.status !== 'processing' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(cv.failure_reason).toBeNull();
    expect(cv).toMatchObject({ status: 'analyzed', source_kind: 'europass', format: 'pdf' });
    expect(cv.parsed_data?.personalInfo.name).toBe('Ștefan Țurcanu');
    expect(cv.parsed_data?.experience[0]?.company).toBe('Carpați Systems SRL');
  });
});
