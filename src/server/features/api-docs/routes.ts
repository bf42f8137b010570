import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { chooseEncoding, compress } from '../../platform/compression';
import type { Encoding } from '../../platform/compression';

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

// No inline script: the page loads the bundle and this initialiser from our own origin.
const initScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, withCredentials: true, showExtensions: true });
});`;

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Kairos API reference</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><main id="swagger-ui"></main><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;

// swagger-ui's bundle is ~1.4 MB: read and compressed once per process, not per request
const encoded = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
function assetBytes(asset: string, encoding: Encoding | null): Promise<Uint8Array<ArrayBuffer>> {
  const key = `${asset}:${encoding ?? 'identity'}`;
  let bytes = encoded.get(key);
  if (!bytes) {
    const raw = new Uint8Array(fs.readFileSync(path.join(swaggerDir, asset)));
    bytes = encoding ? compress(raw, encoding, 'cached') : Promise.resolve(raw);
    encoded.set(key, bytes);
  }
  return bytes;
}

type OpenApiDoc = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/** `/api/openapi.json` = our routes + better-auth's, one document; `/api/docs` renders it. */
export function apiDocsRoutes(api: OpenAPIHono<AppEnv>, version: string) {
  let cached: unknown;
  return new Hono<AppEnv>()
    .get('/api/openapi.json', async (c) => {
      if (!cached) {
        const ours = api.getOpenAPI31Document({
          openapi: '3.1.0',
          info: { title: 'Kairos API', version, description: 'Career intelligence for European professionals. Errors are `{ error: { code, message, details? } }`. Skills and occupations (`esco_uri`, `escoUri`, ISCO-08 codes) come from ESCO v1.1.1: This service uses the ESCO classification of the European Commission.' },
        }) as unknown as OpenApiDoc & Record<string, unknown>;
        const authDoc = (await c.var.deps.auth.api.generateOpenAPISchema()) as OpenApiDoc;
        const authPaths = Object.fromEntries(
          Object.entries(authDoc.paths ?? {}).map(([p, item]) => [`/api/auth${p}`, tagAuth(item)]),
        );
        cached = {
          ...ours,
          paths: { ...ours.paths, ...authPaths },
          components: {
            ...(ours.components ?? {}),
            schemas: { ...(authDoc.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
            securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
          },
        };
      }
      return c.json(cached);
    })
    .get('/api/docs', (c) => c.html(page))
    .get('/api/docs/init.js', (c) => c.body(initScript, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .get('/api/docs/:asset', async (c) => {
      const asset = c.req.param('asset');
      const type = assets[asset];
      if (!type) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      const encoding = chooseEncoding(c.req.header('accept-encoding'));
      const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', Vary: 'Accept-Encoding' };
      if (encoding) headers['Content-Encoding'] = encoding;
      return c.body(await assetBytes(asset, encoding), 200, headers);
    });
}

function tagAuth(item: unknown): unknown {
  if (!item || typeof item !== 'object') return item;
  return Object.fromEntries(
    Object.entries(item as Record<string, Record<string, unknown>>).map(([method, op]) => [
      method,
      { ...op, tags: ['Authentication (better-auth)'], 'x-kairos-access': 'public' },
    ]),
  );
}
