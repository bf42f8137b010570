import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body saves less than the headers and the CPU cost. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text that shrinks well; event streams are left alone (they must flush every event at once). */
const COMPRESSIBLE = /^(application\/(json|javascript|xml|[\w.+-]+\+json)|text\/(?!event-stream)[\w.+-]+|image\/svg\+xml)\b/i;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the client takes it, else gzip, else none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** `per-request`: cheap enough for every response; `cached`: once per file, kept in memory. */
export async function compress(
  body: Uint8Array,
  encoding: Encoding,
  effort: 'per-request' | 'cached' = 'per-request',
): Promise<Uint8Array<ArrayBuffer>> {
  const out =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: effort === 'cached' ? 9 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : await gzipAsync(body, { level: effort === 'cached' ? 9 : 6 });
  return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength);
}

export function addVary(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

/**
 * Compresses text responses above COMPRESS_MIN_BYTES on the fly (JSON from the API, HTML, the API
 * reference): brotli when accepted, else gzip. Responses already encoded (pre-compressed assets),
 * event streams and `no-transform` responses pass through untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || !COMPRESSIBLE.test(type) || c.req.path === '/api/events') return;
    addVary(res.headers);
    if (res.headers.has('content-encoding') || /no-transform/i.test(res.headers.get('cache-control') ?? '')) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || c.req.method === 'HEAD') return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.byteLength < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, res);
      return;
    }
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    // the compressed bytes are another representation: their validator must differ
    const etag = headers.get('etag');
    if (etag) headers.set('ETag', etag.replace(/"$/, `-${encoding}"`));
    c.res = undefined; // replace, do not merge: the old Content-Length must not survive
    c.res = new Response(await compress(body, encoding), { status: res.status, statusText: res.statusText, headers });
  };
}
