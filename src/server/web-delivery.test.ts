import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper of the web build
import { precompressDir } from '../../scripts/precompress.mjs';
import { createTestApp } from './testing/test-app';
import type { TestClient } from './testing/test-app';

// The built web app as the server delivers it (statuses, caching, compression, indexing), on a small
// stand-in for dist/web made the way the build makes it (scripts/precompress.mjs).
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let webDir: string;
let client: TestClient;
const script = `console.log(${JSON.stringify('Kairos '.repeat(2000))});\n`;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kairos-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets/index-AbC123.js'), script);
  await precompressDir(path.join(webDir, 'assets'));
  t = await createTestApp({ deps: { webDir } });
  client = t.client();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => client.get(url, { headers });

describe('hashed assets', () => {
  it('are served pre-compressed, brotli first, cached for a year and varying on Accept-Encoding', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);

    const identity = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(identity.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await identity.text()).toBe(script);
  });
});

describe('pages', () => {
  it('the landing: index.html revalidated with an ETag, indexable', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(await res.text()).toContain('<div id="root">');
    const revalidated = await get('/', { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('x-robots-tag')).toBeNull();
    // a page that does not exist is never a 304, whatever the validator
    expect((await get('/no-such-page', { 'if-none-match': etag! })).status).toBe(404);
    for (const page of ['/how-it-works', '/privacy', '/terms']) {
      const legal = await get(page);
      expect(legal.status, page).toBe(200);
      expect(legal.headers.get('x-robots-tag'), page).toBeNull();
    }
  });

  it('the SPA’s own routes answer 200 and are not indexed', async () => {
    for (const page of ['/dashboard', '/cv/0b7f3c1e-1111-4222-8333-944445555666', '/hidden-talents', '/settings', '/admin', '/auth']) {
      const res = await get(page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('x-robots-tag'), page).toBe('noindex');
    }
  });

  it('unknown paths answer 404 with the SPA (its not-found screen), not indexed', async () => {
    for (const page of ['/no-such-page', '/cv/a/b', '/index.html/x', '/wp-login.php']) {
      const res = await get(page);
      expect(res.status, page).toBe(404);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(await res.text(), page).toContain('<div id="root">');
      expect(res.headers.get('x-robots-tag'), page).toBe('noindex');
    }
  });

  it('unknown API routes answer 404 JSON', async () => {
    const res = await get('/api/no-such-route');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('a portfolio page exists only while it is public: 404 when unknown or private, 200 when public, indexable only when allowed', async () => {
    const { client: owner } = await t.signedIn('portfolio@example.com');
    await owner.request('/api/profile', { method: 'PUT', json: { full_name: 'Paula Portfolio' } });
    const listed = (await (await owner.get('/api/perspectives')).json()) as { perspectives: { kind: string; slug: string | null }[] };
    const slug = listed.perspectives.find((p) => p.kind === 'public')!.slug!;

    expect((await get('/p/nobody-here')).status).toBe(404);
    const privatePage = await get(`/p/${slug}`);
    expect(privatePage.status).toBe(404);
    expect(privatePage.headers.get('x-robots-tag')).toBe('noindex');

    await owner.request('/api/settings', { method: 'PATCH', json: { privacy: { profileVisibility: 'public' } } });
    const publicPage = await get(`/p/${slug}`);
    expect(publicPage.status).toBe(200);
    expect(publicPage.headers.get('x-robots-tag')).toBe('noindex');
    const head = await publicPage.text();
    expect(head).toContain('<title>Paula Portfolio — Kairos</title>');
    expect(head).toContain('<meta property="og:title" content="Paula Portfolio" />');
    expect(head).toContain('<meta property="og:type" content="profile" />');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');

    await owner.request('/api/profile/sharing', { method: 'PUT', json: { allow_indexing: true } });
    const indexable = await get(`/p/${slug}`);
    expect(indexable.headers.get('x-robots-tag')).toBeNull();
    expect(await indexable.text()).toContain('<meta name="robots" content="index, follow" />');
  });
});

describe('API responses', () => {
  it('compress JSON above 1 KB (brotli preferred, gzip otherwise), not small ones', async () => {
    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).openapi).toBe('3.1.0');

    const gz = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).openapi).toBe('3.1.0');

    const plain = await get('/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).openapi).toBe('3.1.0');

    const refused = await get('/api/openapi.json', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();

    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serve the API reference’s script compressed', async () => {
    const res = await get('/api/docs/swagger-ui-bundle.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    const raw = brotliDecompressSync(Buffer.from(await res.arrayBuffer()));
    expect(raw.toString('utf8', 0, 200)).toMatch(/swagger|function|!/i);
  });

  it('never compress the live event stream', async () => {
    const { client: person } = await t.signedIn('stream@example.com');
    const res = await person.get('/api/events', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    await res.body?.cancel();
  });
});
