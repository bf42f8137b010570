import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CvAccepted, CvDetail, CvDuplicate, CvList } from '@/contract/cvs';
import { isRetryableFailure } from '@/contract/cvs';
import { samplePath } from '../../../../tests/support/cv-samples';
import { createTestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const CV = fs.readFileSync(samplePath('fr-kinesitherapeute.txt'));

function upload(client: TestClient, name: string, bytes: Uint8Array, query = ''): Promise<Response> {
  const body = new FormData();
  body.append('file', new File([bytes as BlobPart], name));
  return client.request(`/api/cvs${query}`, { method: 'POST', body });
}

async function accepted(res: Response): Promise<string> {
  expect(res.status).toBe(202);
  return ((await res.json()) as CvAccepted).id;
}

async function settled(client: TestClient, id: string): Promise<CvDetail> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const cv = (await (await client.get(`/api/cvs/${id}`)).json()) as CvDetail;
    if (cv.status !== 'processing') return cv;
    if (Date.now() > deadline) throw new Error('still processing');
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await createTestApp({ worker: true, env: { ANALYSIS_TIMEOUT_SECONDS: '45' } });
}, 60_000);
afterAll(() => t.close());

describe('the same file uploaded twice', { timeout: 180_000 }, () => {
  it('answers 409 with the CV it already is, unless the upload says keepBoth', async () => {
    const { client } = await t.signedIn('twice@example.com');
    const first = await accepted(await upload(client, 'camille.txt', CV));

    const again = await upload(client, 'camille-copy.txt', CV);
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: { code: string; details: CvDuplicate } };
    expect(body.error.code).toBe('CONFLICT');
    expect(body.error.details.reason).toBe('DUPLICATE');
    expect(body.error.details.existing).toMatchObject({ id: first, title: 'camille' });
    expect(Date.parse(body.error.details.existing.created_at)).not.toBeNaN();
    // nothing was stored for the refused upload
    expect(((await (await client.get('/api/cvs')).json()) as CvList).cvs).toHaveLength(1);

    const kept = await accepted(await upload(client, 'camille-copy.txt', CV, '?keepBoth=true'));
    expect(kept).not.toBe(first);
    expect(((await (await client.get('/api/cvs')).json()) as CvList).cvs).toHaveLength(2);
    // a file differing by one byte is another file
    await accepted(await upload(client, 'camille-2.txt', Buffer.concat([CV, Buffer.from('\n')])));
  });

  it('is per person: another person may upload the same file', async () => {
    const a = await t.signedIn('alice-dup@example.com');
    const b = await t.signedIn('bob-dup@example.com');
    await accepted(await upload(a.client, 'cv.txt', CV));
    await accepted(await upload(b.client, 'cv.txt', CV));
  });

  it('does not count a failed upload: the same file may be sent again', async () => {
    const { client } = await t.signedIn('failed-dup@example.com');
    const encrypted = fs.readFileSync(samplePath('bad/encrypted.pdf'));
    const id = await accepted(await upload(client, 'encrypted.pdf', encrypted));
    expect((await settled(client, id)).status).toBe('failed');
    await accepted(await upload(client, 'encrypted.pdf', encrypted));
  });
});

describe('Try Again only where retrying can help', { timeout: 180_000 }, () => {
  it('a password-protected PDF is not retryable, in the list and the detail, and the server refuses the retry', async () => {
    const { client } = await t.signedIn('password@example.com');
    const id = await accepted(await upload(client, 'encrypted.pdf', fs.readFileSync(samplePath('bad/encrypted.pdf'))));
    const cv = await settled(client, id);
    expect([cv.status, cv.failure_message?.key, cv.retryable]).toEqual(['failed', 'failure.passwordProtected', false]);
    const listed = ((await (await client.get('/api/cvs')).json()) as CvList).cvs.find((c) => c.id === id);
    expect(listed?.retryable).toBe(false);
    const retry = await client.post(`/api/cvs/${id}/retry`);
    expect(retry.status).toBe(409);
    expect(((await retry.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe('NOT_RETRYABLE');
  });

  it('an analysed CV is not retryable; a time-out or a server problem is', async () => {
    const { client } = await t.signedIn('retry-ok@example.com');
    const cv = await settled(client, await accepted(await upload(client, 'cv.txt', CV)));
    expect([cv.status, cv.retryable]).toEqual(['analyzed', false]);
    expect(isRetryableFailure({ key: 'failure.timedOut', params: {} })).toBe(true);
    expect(isRetryableFailure({ key: 'failure.gaveUp', params: {} })).toBe(true);
    expect(isRetryableFailure({ key: 'failure.noTextPdf', params: {} })).toBe(false);
    expect(isRetryableFailure({ key: 'failure.noTextImage', params: {} })).toBe(false);
    // failures stored before message keys keep Try Again
    expect(isRetryableFailure(null)).toBe(true);
  });
});
