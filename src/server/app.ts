import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { serveStatic } from '@hono/node-server/serve-static';
import { HTTPException } from 'hono/http-exception';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { indexablePagePaths, matchWebRoute, publicPortfolioPattern } from '@/contract/web-routes';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv, SessionData } from './context';
import type { authRateLimits } from './auth/routes';
import { authRoutes } from './auth/routes';
import { adminRoutes } from './features/admin/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { apiDocsRoutes } from './features/api-docs/routes';
import { brandRoutes } from './features/brand/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { coachRoutes } from './features/coach/routes';
import { cvExportRoutes } from './features/cv-export/routes';
import { cvImportRoutes } from './features/cvs/import-routes';
import { cvRoutes } from './features/cvs/routes';
import { designSystemRoutes } from './features/design-system/routes';
import { tenantMiddleware } from './features/design-system/tenant';
import { devMailRoutes } from './features/dev-mail/routes';
import { themeApplicationCheck } from './features/diagnostics/checks';
import { diagnosticsRoutes } from './features/diagnostics/routes';
import { healthRoutes } from './features/health/routes';
import { liveRoutes } from './features/live/routes';
import { marketAdminRoutes } from './features/market/admin-routes';
import { marketRoutes } from './features/market/routes';
import { marketFactsFor } from './features/market/service';
import { meRoutes } from './features/me/routes';
import { notificationRoutes } from './features/notifications/routes';
import { perspectiveRoutes } from './features/perspectives/routes';
import type { PortfolioMeta } from './features/perspectives/service';
import { portfolioMeta } from './features/perspectives/service';
import { hasConsent, recordConsentChanges } from './features/privacy/consents';
import { privacyRoutes } from './features/privacy/routes';
import { profileRoutes } from './features/profile/routes';
import { securityRoutes } from './features/security/routes';
import { superAdminRoutes } from './features/superadmin/routes';
import { reportRoutes } from './features/reports/routes';
import { systemHealthRoutes } from './features/system-health/routes';
import { recordResponseTimes } from './features/system-health/response-times';
import { taskRoutes } from './features/tasks/routes';
import { jobRoutes } from './features/jobs/routes';
import { taxonomyRoutes } from './features/taxonomy/routes';
import { clientIp } from './platform/client-ip';
import { addVary, compressResponses } from './platform/compression';
import { AppError, databaseUnavailableError, isDatabaseUnavailable } from './platform/errors';

export type AppOptions = { authLimits?: typeof authRateLimits };

/** The largest non-upload request body any API route reads. */
export const MAX_JSON_BODY_BYTES = 6 * 1024 * 1024;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const details = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return c.json({ error: { code: 'VALIDATION_ERROR', message: details[0]?.message ?? 'Invalid request', details } }, 400);
      }
    },
  });
  const https = deps.config.appUrl.startsWith('https://');

  // outermost: times every /api request of this process for the readiness page (and sees the final headers)
  app.use('/api/*', recordResponseTimes(deps));

  // JSON and HTML above 1 KB leave compressed (brotli when accepted); hashed assets are pre-compressed at build
  app.use('*', compressResponses());

  // search engines index the landing, the legal pages and public portfolios, nothing else
  app.use('*', async (c, next) => {
    await next();
    if (!isIndexable(c.req.path, c.res.status)) c.res.headers.set('X-Robots-Tag', 'noindex');
  });

  // downloads (uploaded files) are never rendered as our origin's content, whatever they contain;
  // registered first so it runs after secureHeaders has set the page policy
  app.use('*', async (c, next) => {
    await next();
    if (c.res.headers.get('content-disposition')?.startsWith('attachment')) {
      c.res.headers.set('Content-Security-Policy', "sandbox; default-src 'none'; frame-ancestors 'none'");
    }
  });

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('clientIp', clientIp(c, deps.config.trustProxy));
    let loaded: Promise<SessionData | null> | undefined;
    c.set('getSession', () => {
      loaded ??= deps.auth.api.getSession({ headers: c.req.raw.headers }).then(
        (s) => (s as SessionData | null) ?? null,
        async (error: unknown) => {
          await deps.audit.record({
            eventType: 'session_init_error',
            severity: 'high',
            ipAddress: c.var.clientIp,
            userAgent: c.req.header('user-agent') ?? null,
            details: { path: c.req.path },
          });
          deps.logger.error('session lookup failed', { error: String(error) });
          throw new AppError('SERVICE_UNAVAILABLE', 'Your session could not be checked. Please try again in a moment.');
        },
      );
      return loaded;
    });
    await next();
  });

  // the tenant this host name selects (issue 7): its theme, name and AI-transparency setting
  app.use('*', tenantMiddleware());

  // Cross-site state-changing requests are refused for every API route (CSRF), cookies or not.
  const appOrigin = new URL(deps.config.appUrl).origin;
  // routes declared 'signed-webhook' (one-click unsubscribe, RFC 8058, POSTed by mail providers): a signed token
  // in the request, not a cookie, authorises them; filled from the API's declarations below
  const signedWebhooks = new Set<string>();
  app.use('/api/*', async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    if (signedWebhooks.has(`${c.req.method} ${c.req.path}`)) return next();
    const origin = c.req.header('origin');
    const crossSite = origin ? origin !== appOrigin : c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite) throw new AppError('FORBIDDEN', 'Cross-site request refused');
    return next();
  });

  // no JSON body is read beyond the largest a route accepts (market import: 5 MB); uploads have their own limit
  const limitJsonBody = bodyLimit({
    maxSize: MAX_JSON_BODY_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    },
  });
  app.use('/api/*', (c, next) => (c.req.header('content-type')?.startsWith('multipart/form-data') ? next() : limitJsonBody(c, next)));

  app.route('/', authRoutes(options.authLimits));

  const api = new OpenAPIHono<AppEnv>();
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
  api.route('/', healthRoutes);
  api.route('/', meRoutes);
  api.route('/', clientErrorRoutes);
  api.route('/', securityRoutes);
  api.route('/', systemHealthRoutes);
  api.route('/', reportRoutes);
  api.route('/', adminRoutes);
  api.route('/', superAdminRoutes);
  api.route('/', cvImportRoutes);
  api.route('/', cvExportRoutes);
  api.route('/', cvRoutes);
  api.route('/', marketAdminRoutes);
  api.route('/', liveRoutes);
  api.route('/', marketRoutes);
  // the settings' privacy switches are consents: the privacy feature records them (composed here)
  api.route('/', profileRoutes(recordConsentChanges));
  api.route('/', taskRoutes);
  api.route('/', jobRoutes);
  api.route('/', taxonomyRoutes);
  api.route('/', perspectiveRoutes);
  api.route('/', notificationRoutes);
  api.route('/', analyticsRoutes);
  // the coach grounds its answers in the market feature's facts: composed here, where features meet
  // a question goes to the operator's external model only with the person's 'external_model' consent
  api.route('/', coachRoutes(marketFactsFor, (deps, userId) => hasConsent(deps, userId, 'external_model')));
  api.route('/', privacyRoutes);
  api.route('/', brandRoutes);
  api.route('/', designSystemRoutes);
  // the integration tests ask the app itself, in process, which theme it applies (the theme feature stays unknown to them)
  api.route('/', diagnosticsRoutes([themeApplicationCheck((path) => Promise.resolve(app.request(path)))]));
  if (deps.config.devMail) api.route('/', devMailRoutes);
  for (const d of api.openAPIRegistry.definitions) {
    if (d.type === 'route' && (d.route as { 'x-kairos-access'?: string })['x-kairos-access'] === 'signed-webhook') {
      if (d.route.path.includes('{')) throw new Error(`signed webhook ${d.route.path}: path parameters are not supported by the cross-site check`);
      signedWebhooks.add(`${d.route.method.toUpperCase()} ${d.route.path}`);
    }
  }
  app.route('/', api);
  app.route('/', apiDocsRoutes(api, deps.version));

  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404));

  if (deps.webDir && fs.existsSync(path.join(deps.webDir, 'index.html'))) mountWeb(app, deps.webDir, (slug) => portfolioMeta(deps, slug));

  app.onError((error, c) => {
    if (error instanceof AppError) return c.json(error.toBody(), error.status);
    if (error instanceof HTTPException) {
      return c.json({ error: { code: error.status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST', message: error.message || 'Request failed' } }, error.status);
    }
    // the database is away (restart, lost connection): a retry will do, so 503 and never the SQL
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn('database unavailable', { path: c.req.path, error: error instanceof Error ? error.message : String(error) });
      c.header('Retry-After', '5');
      const unavailable = databaseUnavailableError();
      return c.json(unavailable.toBody(), unavailable.status);
    }
    // never leak stack traces or SQL; the log keeps them
    deps.logger.error('unhandled error', { path: c.req.path, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    return c.json({ error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } }, 500);
  });

  return app;
}

const indexable = new Set(indexablePagePaths);

/**
 * A page search engines may index: the public ones, and a public portfolio that exists (its page
 * answered 200, or 304: a revalidation's headers replace the cached ones, so it must not say noindex).
 */
function isIndexable(pathname: string, status: number): boolean {
  if (status !== 200 && status !== 304) return false;
  const page = matchWebRoute(pathname)?.pattern;
  return page !== undefined && (indexable.has(page) || page === publicPortfolioPattern);
}

/**
 * The built web app: hashed assets (immutable, pre-compressed .br/.gz beside them), other files in
 * dist/web, and index.html for every page route the SPA has — 404 (still the SPA, which shows its
 * not-found screen) for any other path and for a portfolio that is missing or private.
 */
function mountWeb(app: OpenAPIHono<AppEnv>, webDir: string, portfolioOf: (slug: string) => Promise<PortfolioMeta | null>) {
  const root = path.relative(process.cwd(), webDir) || '.';
  const indexHtml = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const etag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 22)}"`;
  // every file may exist pre-compressed (.br/.gz), so caches must keep each encoding apart; headers are
  // set on the response afterwards (serveStatic's onFound runs after its response is built)
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  const serveFile =
    (immutable: boolean): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const response = await files(c, next);
      if (!(response instanceof Response)) return; // no such file: the next handler answered
      addVary(response.headers);
      if (immutable) response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
      return response;
    };
  const plainFile = serveFile(false);
  app.use('/assets/*', serveFile(true));
  // index.html is answered below (no-cache, ETag, the page's status), never as a plain file
  app.use('*', (c, next) => (c.req.path.endsWith('/') || c.req.path === '/index.html' ? next() : plainFile(c, next)));
  app.get('*', async (c) => {
    const page = matchWebRoute(c.req.path);
    if (page?.pattern === publicPortfolioPattern) {
      // a portfolio's head is written on the server: link previews and crawlers read it without running the app
      const meta = await portfolioOf(page.params.slug ?? '');
      // noindex unless the person allows search engines (ADR 022); a missing portfolio gets it from the rule above
      const robots: Record<string, string> = meta && !meta.indexable ? { 'X-Robots-Tag': 'noindex' } : {};
      return c.html(withPortfolioHead(indexHtml, meta), meta ? 200 : 404, { 'Cache-Control': 'no-cache', ...robots });
    }
    const found = page !== null;
    const headers = { 'Cache-Control': 'no-cache', ETag: etag };
    const validators = c.req.header('if-none-match') ?? '';
    if (found && validators.includes(etag.slice(1, -1))) return c.body(null, 304, headers);
    return c.html(indexHtml, found ? 200 : 404, headers);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** index.html with the portfolio's title, description, Open Graph tags and robots rule (ADR 022). */
function withPortfolioHead(indexHtml: string, meta: PortfolioMeta | null): string {
  const robots = `<meta name="robots" content="${meta?.indexable ? 'index, follow' : 'noindex, nofollow'}" />`;
  // replacers are functions: a name may hold `$&` and the like, which a replacement string would expand
  if (!meta) return indexHtml.replace('</head>', () => `    ${robots}\n  </head>`);
  const title = escapeHtml(`${meta.title} — Kairos`);
  const description = escapeHtml(meta.description);
  const tags = [
    robots,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    '<meta property="og:type" content="profile" />',
  ];
  return indexHtml
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta name="description" content="[^"]*" \/>\s*/, '')
    .replace('</head>', () => `    ${[`<title>${title}</title>`, `<meta name="description" content="${description}" />`, ...tags].join('\n    ')}\n  </head>`);
}
