import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { unsubscribeFormSchema, unsubscribeQuerySchema } from '@/contract/notifications';
import type { AppEnv } from '../../context';
import { AppError } from '../../platform/errors';
import { defineRoute } from '../../platform/route';
import { languageFromHeader } from './copy';
import { confirmPage, donePage, invalidPage } from './render';
import { languageOfUser, unsubscribe } from './service';
import { unsubscribeSecret, verifyUnsubscribeToken } from './token';

const tags = ['Notifications'];
const path = '/api/notifications/unsubscribe';
const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
const pageHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

const show = defineRoute('signed-webhook', {
  method: 'get',
  path,
  tags,
  summary: 'The unsubscribe page of an e-mail link: asks to confirm, changes nothing (mail scanners open links)',
  request: { query: unsubscribeQuerySchema },
  responses: { 200: htmlPage('A page with a button that POSTs the unsubscribe') },
});

const confirm = defineRoute('signed-webhook', {
  method: 'post',
  path,
  tags,
  summary: 'One-click unsubscribe (RFC 8058): switches the one notification setting of the link off',
  description:
    'Mail clients POST `List-Unsubscribe=One-Click` and get 204. The confirmation form of the GET page sends `source=page` and gets a page back. An invalid token answers 400.',
  request: { query: unsubscribeQuerySchema },
  responses: { 200: htmlPage('Unsubscribed (answer to the confirmation page)'), 204: { description: 'Unsubscribed' } },
});

async function pageLanguage(c: Context<AppEnv>, userId: string | null) {
  return (userId ? await languageOfUser(c.var.deps, userId) : null) ?? languageFromHeader(c.req.header('accept-language'));
}

export const notificationRoutes = new OpenAPIHono<AppEnv>()
  .openapi(show, async (c) => {
    const { token } = c.req.valid('query');
    const target = verifyUnsubscribeToken(await unsubscribeSecret(c.var.deps), token);
    const language = await pageLanguage(c, target?.userId ?? null);
    if (!target) return c.html(invalidPage(language), 400, pageHeaders);
    return c.html(confirmPage(language, target.kind, `${path}?token=${encodeURIComponent(token!)}`), 200, pageHeaders);
  })
  .openapi(confirm, async (c) => {
    const { token } = c.req.valid('query');
    const form = unsubscribeFormSchema.safeParse(await c.req.parseBody().catch(() => ({})));
    const fromPage = form.success && form.data.source === 'page';
    const target = verifyUnsubscribeToken(await unsubscribeSecret(c.var.deps), token);
    if (!target) {
      if (fromPage) return c.html(invalidPage(await pageLanguage(c, null)), 400, pageHeaders);
      throw new AppError(
        'BAD_REQUEST',
        'This unsubscribe link is invalid or incomplete. Copy the whole link from the e-mail, or change your e-mail settings after signing in.',
      );
    }
    await unsubscribe(c.var.deps, target.userId, target.kind);
    if (fromPage) return c.html(donePage(await pageLanguage(c, target.userId), target.kind), 200, pageHeaders);
    return c.body(null, 204);
  });
