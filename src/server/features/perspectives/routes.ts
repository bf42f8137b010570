import { OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import {
  perspectiveCreateSchema,
  perspectiveIdParamsSchema,
  perspectiveListSchema,
  perspectiveUpdateSchema,
  portfolioSlugParamsSchema,
  publicPortfolioSchema,
  renderedPerspectiveSchema,
} from '@/contract/perspectives';
import { portfolioContactSchema } from '@/contract/visibility';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../platform/errors';
import type { RateLimitRule } from '../../platform/rate-limit';
import { rateLimitHeaders, refusedDetails } from '../../platform/rate-limit';
import { defineRoute, jsonResponse, jsonBody } from '../../platform/route';
import {
  contactPortfolio,
  createPerspective,
  deletePerspective,
  listPerspectives,
  perspectivePdf,
  previewPerspective,
  publicPortfolio,
  updatePerspective,
} from './service';

const tags = ['Perspectives'];
const notFound = { 404: jsonResponse(errorBodySchema, 'No such perspective of yours') };

const list = defineRoute('user', {
  method: 'get',
  path: '/api/perspectives',
  tags,
  summary: 'Your perspectives (the four built-in ones and custom ones), most used first, with confidence',
  responses: { 200: jsonResponse(perspectiveListSchema, 'Perspectives') },
});
const create = defineRoute('user', {
  method: 'post',
  path: '/api/perspectives',
  tags,
  summary: 'Create a custom perspective',
  request: { body: jsonBody(perspectiveCreateSchema) },
  responses: { 201: jsonResponse(perspectiveListSchema, 'All perspectives, the new one included') },
});
const update = defineRoute('owner', {
  method: 'patch',
  path: '/api/perspectives/{id}',
  tags,
  summary: 'Edit or customise a perspective',
  request: { params: perspectiveIdParamsSchema, body: jsonBody(perspectiveUpdateSchema) },
  responses: { 200: jsonResponse(perspectiveListSchema, 'All perspectives'), ...notFound },
});
const remove = defineRoute('owner', {
  method: 'delete',
  path: '/api/perspectives/{id}',
  tags,
  summary: 'Delete a custom perspective',
  request: { params: perspectiveIdParamsSchema },
  responses: { 204: { description: 'Deleted' }, 409: jsonResponse(errorBodySchema, 'A built-in perspective'), ...notFound },
});
const preview = defineRoute('owner', {
  method: 'get',
  path: '/api/perspectives/{id}/preview',
  tags,
  summary: 'The perspective rendered from your data (counts as a use)',
  request: { params: perspectiveIdParamsSchema },
  responses: { 200: jsonResponse(renderedPerspectiveSchema, 'Rendered view'), ...notFound },
});
const pdf = defineRoute('owner', {
  method: 'get',
  path: '/api/perspectives/{id}/pdf',
  tags,
  summary: 'The perspective as a PDF download',
  request: { params: perspectiveIdParamsSchema },
  responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...notFound },
});
const portfolio = defineRoute('public', {
  method: 'get',
  path: '/api/public/portfolios/{slug}',
  tags,
  summary: 'A public portfolio, only while its owner’s profile visibility is public',
  request: { params: portfolioSlugParamsSchema },
  responses: { 200: jsonResponse(publicPortfolioSchema, 'Portfolio'), 404: jsonResponse(errorBodySchema, 'No such public portfolio') },
});

// a visitor may write a few messages an hour; one portfolio receives a bounded number a day, whoever sends them
const CONTACT_PER_VISITOR: RateLimitRule = { limit: 3, windowSeconds: 3600 };
const CONTACT_PER_PORTFOLIO: RateLimitRule = { limit: 20, windowSeconds: 86_400 };

/** Counts before anything is looked up or sent; a limiter that cannot answer refuses (a mail relay must not open up). */
const contactRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { limiter, config, logger } = c.var.deps;
  const slug = c.req.param('slug') ?? '';
  const scale = (r: RateLimitRule) => ({ ...r, limit: Math.max(1, Math.round(r.limit * config.rateLimitScale)) });
  for (const [key, rule] of [
    [`portfolio-contact:ip:${c.var.clientIp}`, scale(CONTACT_PER_VISITOR)],
    [`portfolio-contact:slug:${slug}`, scale(CONTACT_PER_PORTFOLIO)],
  ] as const) {
    let result;
    try {
      result = await limiter.hit(key, rule);
    } catch (error) {
      logger.error('rate limiter unavailable; refusing portfolio message', { error: String(error) });
      throw new AppError('SERVICE_UNAVAILABLE', 'Messages cannot be sent right now. Please try again later.');
    }
    for (const [name, value] of Object.entries(rateLimitHeaders(rule.limit, result))) c.header(name, value);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      throw new AppError('RATE_LIMITED', 'Too many messages. Please try again later.', refusedDetails(result));
    }
  }
  await next();
};

const contact = defineRoute(
  'public',
  {
    method: 'post',
    path: '/api/public/portfolios/{slug}/contact',
    tags,
    summary: 'Send the portfolio’s owner a message through the server (only while they accept messages; their address is never shown)',
    request: { params: portfolioSlugParamsSchema, body: jsonBody(portfolioContactSchema) },
    responses: {
      202: jsonResponse(z.object({ sent: z.literal(true) }), 'Sent to the person'),
      404: jsonResponse(errorBodySchema, 'No such public portfolio, or it does not accept messages'),
      429: jsonResponse(errorBodySchema, 'Too many messages'),
    },
  },
  [contactRateLimit],
);

export const perspectiveRoutes = new OpenAPIHono<AppEnv>()
  .openapi(list, async (c) => c.json(await listPerspectives(c.var.deps, (await currentSession(c)).user.id), 200))
  .openapi(create, async (c) => {
    const { user } = await currentSession(c);
    await createPerspective(c.var.deps, user.id, c.req.valid('json'));
    return c.json(await listPerspectives(c.var.deps, user.id), 201);
  })
  .openapi(update, async (c) => {
    const { user } = await currentSession(c);
    await updatePerspective(c.var.deps, user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(await listPerspectives(c.var.deps, user.id), 200);
  })
  .openapi(remove, async (c) => {
    await deletePerspective(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(preview, async (c) => c.json(await previewPerspective(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id), 200))
  .openapi(pdf, async (c) => {
    const { pdf: bytes, name } = await perspectivePdf(c.var.deps, (await currentSession(c)).user.id, c.req.valid('param').id);
    const file = `${name.replace(/[^A-Za-z0-9 _-]/g, '').trim().replace(/\s+/g, '-') || 'perspective'}.pdf`;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${file}"`, 'Cache-Control': 'private, no-store' });
  })
  .openapi(portfolio, async (c) => {
    c.header('Cache-Control', 'no-store');
    // the JSON itself is never indexed (app.ts); the page's head follows the person's choice
    return c.json(await publicPortfolio(c.var.deps, c.req.valid('param').slug), 200);
  })
  .openapi(contact, async (c) => {
    await contactPortfolio(c.var.deps, c.req.valid('param').slug, c.req.valid('json'));
    return c.json({ sent: true as const }, 202);
  });
