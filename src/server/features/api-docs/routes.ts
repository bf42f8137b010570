import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';

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

type OpenApiDoc = { paths?: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } };

/** `/api/openapi.json` = our routes + better-auth's, one document; `/api/docs` renders it. */
export function apiDocsRoutes(api: OpenAPIHono<AppEnv>, version: string) {
  let cached: unknown;
  return new Hono<AppEnv>()
    .get('/api/openapi.json', async (c) => {
      if (!cached) {
        const ours = api.getOpenAPI31Document({
          openapi: '3.1.0',
          info: { title: 'Kairos API', version, description: 'Career intelligence for European professionals. Errors are `{ error: { code, message, details? } }`.' },
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
    .get('/api/docs/:asset', (c) => {
      const asset = c.req.param('asset');
      const type = assets[asset];
      if (!type) return c.json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
      return c.body(fs.readFileSync(path.join(swaggerDir, asset)), 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400' });
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
