import { OpenAPIHono } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { outboxListSchema } from '@/contract/dev-mail';
import type { OutboxMessage } from '@/contract/dev-mail';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/platform';
import { isLoopback, peerIp } from '../../platform/client-ip';
import { defineRoute } from '../../platform/route';

// Development only: the outbox that stands in for SMTP. Never mounted in production or when SMTP is
// configured, and answered only to a browser on this machine: the mails hold sign-in and reset links.

async function latest(db: Db): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(50);
  return rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, created_at: r.createdAt.toISOString() }));
}

const listMail = defineRoute('public', {
  method: 'get',
  path: '/api/dev/mail',
  tags: ['Development'],
  summary: 'Outbox of mail not sent over SMTP, newest first (development only)',
  responses: { 200: { description: 'Messages', content: { 'application/json': { schema: outboxListSchema } } } },
});

/**
 * Both the socket's peer and the client it stands for must be loopback: a forged X-Forwarded-For
 * from a remote peer changes neither, and a trusted local proxy forwarding a remote client is refused.
 */
const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isLoopback(peerIp(c)) && isLoopback(c.var.clientIp)) return next();
  return c.json({ error: { code: 'NOT_FOUND', message: `No API route ${c.req.method} ${c.req.path}` } }, 404);
};

export const devMailRoutes = new OpenAPIHono<AppEnv>();
devMailRoutes.use('/api/dev/mail', loopbackOnly);
devMailRoutes.use('/dev/mail', loopbackOnly);
devMailRoutes
  .openapi(listMail, async (c) => c.json({ messages: await latest(c.var.deps.database.db) }, 200))
  .get('/dev/mail', async (c) => {
    const messages = await latest(c.var.deps.database.db);
    const items = messages
      .map(
        (m) => `<article><h2>${esc(m.subject)}</h2><p class="meta">To ${esc(m.to)} · ${esc(m.created_at)}</p><pre>${linkify(esc(m.text))}</pre></article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Kairos dev mail</title>` +
        `<style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h1{font-size:1.5rem}h2{font-size:1.1rem;margin:0}.meta{color:#555;margin:.25rem 0 .5rem}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>` +
        `<body><main><h1>Outbox (development)</h1><p>Mail Kairos would have sent. Set <code>SMTP_URL</code> to deliver it instead.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`,
    );
  });

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function linkify(s: string): string {
  return s.replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
}
