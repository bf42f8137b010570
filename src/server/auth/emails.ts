import type { MailMessage } from '../platform/mail';

// Plain, short mails; the link is on a line of its own so it survives every client.
function message(to: string, subject: string, intro: string, action: string, url: string, outro: string): MailMessage {
  const text = `${intro}\n\n${action}:\n${url}\n\n${outro}\n\n— Kairos`;
  const html = `<p>${escape(intro)}</p><p><a href="${escape(url)}">${escape(action)}</a></p><p style="color:#555">${escape(outro)}</p><p>— Kairos</p>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Verify your e-mail address for Kairos',
    'Welcome to Kairos. Please confirm that this e-mail address is yours.',
    'Verify my e-mail address',
    url,
    'The link is valid for 24 hours. If you did not create a Kairos account, ignore this e-mail.',
  );
}

export function magicLinkMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Your Kairos sign-in link',
    'Use this link to sign in to Kairos. It works once.',
    'Sign in to Kairos',
    url,
    'The link is valid for 15 minutes. If you did not ask for it, ignore this e-mail.',
  );
}

export function resetPasswordMail(to: string, url: string): MailMessage {
  return message(
    to,
    'Reset your Kairos password',
    'Someone (hopefully you) asked to reset the password of your Kairos account.',
    'Choose a new password',
    url,
    'The link is valid for 1 hour. If you did not ask for it, ignore this e-mail; your password stays the same.',
  );
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
