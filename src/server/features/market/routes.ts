import { OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract/errors';
import {
  companyListSchema,
  companySchema,
  companySearchQuerySchema,
  countryCodeParamsSchema,
  countryDetailSchema,
  occupationListSchema,
  occupationQuerySchema,
  overviewQuerySchema,
  overviewSchema,
  signalListSchema,
  signalQuerySchema,
  skillGapQuerySchema,
  skillGapSchema,
  trendListSchema,
  trendQuerySchema,
} from '@/contract/market';
import { currentSession } from '../../auth/guards';
import type { AppEnv } from '../../context';
import { defineRoute, jsonResponse } from '../../platform/route';
import { marketReportPdf } from './report';
import { closestOccupation, getCompany, getCountry, getOverview, getSkillGap, listCompanies, listSignals, listTrends, searchOccupations } from './service';

const tags = ['Market intelligence'];

const overview = defineRoute('user', {
  method: 'get',
  path: '/api/market/overview',
  tags,
  summary: 'Personalised market intelligence from your active CV (Optimized: cached; Standard: database every time)',
  request: { query: overviewQuerySchema },
  responses: { 200: jsonResponse(overviewSchema, 'Overview') },
});

const companies = defineRoute('user', {
  method: 'get',
  path: '/api/market/companies',
  tags,
  summary: 'European companies ordered by name; case-insensitive search over name, industry, transformation focus and regions',
  request: { query: companySearchQuerySchema },
  responses: { 200: jsonResponse(companyListSchema, 'Companies') },
});

const company = defineRoute('user', {
  method: 'get',
  path: '/api/market/companies/{key}',
  tags,
  summary: 'One company by id, european_id or name',
  request: { params: z.object({ key: z.string().trim().min(1).max(200) }) },
  responses: { 200: jsonResponse(companySchema, 'Company'), 404: jsonResponse(errorBodySchema, 'No such company') },
});

const trends = defineRoute('user', {
  method: 'get',
  path: '/api/market/trends',
  tags,
  summary: 'Market trends by last update, optionally filtered by industry',
  request: { query: trendQuerySchema },
  responses: { 200: jsonResponse(trendListSchema, 'Trends') },
});

const signals = defineRoute('user', {
  method: 'get',
  path: '/api/market/signals',
  tags,
  summary: 'Opportunity signals, newest first',
  request: { query: signalQuerySchema },
  responses: { 200: jsonResponse(signalListSchema, 'Signals') },
});

const country = defineRoute('user', {
  method: 'get',
  path: '/api/market/countries/{code}',
  tags,
  summary: 'A country’s indicators with sources, shortage occupations, work culture, employers and your fit',
  request: { params: countryCodeParamsSchema },
  responses: { 200: jsonResponse(countryDetailSchema, 'Country (known: false = no data)') },
});

const occupations = defineRoute('user', {
  method: 'get',
  path: '/api/market/occupations',
  tags,
  summary: 'Target occupations for the skill gap',
  request: { query: occupationQuerySchema },
  responses: { 200: jsonResponse(occupationListSchema, 'Occupations') },
});

const skillGap = defineRoute('user', {
  method: 'get',
  path: '/api/market/skill-gap',
  tags,
  summary: 'Your skill gap against a target occupation (share of its essential skills you hold)',
  request: { query: skillGapQuerySchema },
  responses: { 200: jsonResponse(skillGapSchema, 'Skill gap'), 404: jsonResponse(errorBodySchema, 'No such occupation') },
});

const report = defineRoute('user', {
  method: 'get',
  path: '/api/market/report',
  tags,
  summary: 'Your personalised market report as a PDF download',
  responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } } },
});

export const marketRoutes = new OpenAPIHono<AppEnv>()
  .openapi(overview, async (c) => {
    const { user } = await currentSession(c);
    const q = c.req.valid('query');
    return c.json(await getOverview(c.var.deps, user.id, q.mode, q.countries), 200);
  })
  .openapi(companies, async (c) => c.json(await listCompanies(c.var.deps, c.req.valid('query')), 200))
  .openapi(company, async (c) => c.json(await getCompany(c.var.deps, c.req.valid('param').key), 200))
  .openapi(trends, async (c) => c.json({ trends: await listTrends(c.var.deps, c.req.valid('query').industry) }, 200))
  .openapi(signals, async (c) => c.json({ signals: await listSignals(c.var.deps, c.req.valid('query').limit) }, 200))
  .openapi(country, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await getCountry(c.var.deps, user.id, c.req.valid('param').code), 200);
  })
  .openapi(occupations, async (c) => c.json({ occupations: await searchOccupations(c.req.valid('query').search) }, 200))
  .openapi(report, async (c) => {
    const { user } = await currentSession(c);
    const { deps } = c.var;
    const overview = await getOverview(deps, user.id, 'standard');
    const occupation = await closestOccupation(deps, user.id);
    const gap = occupation ? await getSkillGap(deps, user.id, occupation) : null;
    const now = new Date();
    const pdf = await marketReportPdf({ name: user.name || user.email, overview, gap, generatedAt: now });
    return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="kairos-market-report-${now.toISOString().slice(0, 10)}.pdf"`,
      'Cache-Control': 'private, no-store',
    });
  })
  .openapi(skillGap, async (c) => {
    const { user } = await currentSession(c);
    return c.json(await getSkillGap(c.var.deps, user.id, c.req.valid('query').occupation), 200);
  });
