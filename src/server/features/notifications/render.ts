/**
 * Notification e-mails as plain text plus simple HTML (everything escaped), and the tiny
 * unsubscribe pages. Content is a list of blocks so both forms say exactly the same.
 */
import type { NotificationKind } from '@/contract/notifications';
import type { MailMessage } from '../../platform/mail';
import { copyFor, fill } from './copy';
import type { MailLanguage } from './copy';

export type MailBlock =
  { type: 'text'; text: string } | { type: 'list'; heading?: string; items: string[] } | { type: 'action'; label: string; url: string };

export type MailContent = { subject: string; name: string | null; blocks: MailBlock[] };

export type MailLinks = { settings: string; unsubscribe: string };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Header values and subjects stay on one line whatever a title contains. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

export function renderMail(
  language: MailLanguage,
  kind: NotificationKind,
  to: string,
  content: MailContent,
  links: MailLinks,
): MailMessage {
  const copy = copyFor(language);
  const greeting = content.name ? fill(copy.greetingNamed, { name: oneLine(content.name) }) : copy.greeting;
  const footer = { reason: copy.footer.reason[kind], settings: copy.footer.settings, unsubscribe: copy.footer.unsubscribe };

  const text = [
    greeting,
    ...content.blocks.map((block) => {
      if (block.type === 'text') return block.text;
      if (block.type === 'action') return `${block.label}: ${block.url}`;
      return [...(block.heading ? [block.heading] : []), ...block.items.map((item) => `- ${item}`)].join('\n');
    }),
    ['-- ', footer.reason, `${footer.settings}: ${links.settings}`, `${footer.unsubscribe}: ${links.unsubscribe}`].join('\n'),
  ].join('\n\n');

  const body = content.blocks
    .map((block) => {
      if (block.type === 'text') return `<p>${escapeHtml(block.text)}</p>`;
      if (block.type === 'action') {
        return `<p><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`;
      }
      const heading = block.heading ? `<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(block.heading)}</h2>` : '';
      return `${heading}<ul style="padding-left:20px;margin:0 0 16px">${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    })
    .join('\n');

  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:24px 16px;background:#f8f9fa;color:#212529;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p>${escapeHtml(greeting)}</p>
${body}
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0 12px">
<p style="font-size:13px;color:#495057">${escapeHtml(footer.reason)}<br>
<a href="${escapeHtml(links.settings)}" style="color:#1971c2">${escapeHtml(footer.settings)}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#1971c2">${escapeHtml(footer.unsubscribe)}</a></p>
</div></body></html>`;

  return {
    to,
    subject: oneLine(content.subject),
    text,
    html,
    headers: {
      // RFC 2369 + RFC 8058: mail clients show an unsubscribe button that POSTs to this address
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    },
  };
}

// ---- the unsubscribe pages (no script: the CSP allows none inline, and none is needed) ----

function page(language: MailLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Kairos</title>
<style>
:root{color-scheme:light dark}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;line-height:1.5;background:Canvas;color:CanvasText}
main{max-width:32rem;margin:10vh auto;padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#1971c2;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
a{color:LinkText}
</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

export function confirmPage(language: MailLanguage, kind: NotificationKind, action: string): string {
  const copy = copyFor(language);
  return page(
    language,
    copy.page.title,
    `<p>${escapeHtml(fill(copy.page.question, { label: copy.kindLabel[kind] }))}</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="source" value="page"><button type="submit">${escapeHtml(copy.page.button)}</button></form>
<p><a href="/settings">${escapeHtml(copy.page.settings)}</a></p>`,
  );
}

export function donePage(language: MailLanguage, kind: NotificationKind): string {
  const copy = copyFor(language);
  return page(
    language,
    copy.page.title,
    `<p role="status">${escapeHtml(fill(copy.page.done, { label: copy.kindLabel[kind] }))}</p>
<p><a href="/settings">${escapeHtml(copy.page.settings)}</a></p>`,
  );
}

export function invalidPage(language: MailLanguage): string {
  const copy = copyFor(language);
  return page(
    language,
    copy.page.invalidTitle,
    `<p>${escapeHtml(copy.page.invalid)}</p>\n<p><a href="/settings">${escapeHtml(copy.page.settings)}</a></p>`,
  );
}
