import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/platform';
import type { Logger } from './logger';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers (e.g. List-Unsubscribe): sent over SMTP and kept in the outbox */
  headers?: Record<string, string>;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for the start-up banner. */
  describe(): string;
};

/** SMTP when `SMTP_URL` is set; otherwise the database outbox (printed to the log, `/dev/mail`). */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; logger: Logger; appUrl: string; exposeDevMail: boolean }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    const where = new URL(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info(`mail sent to ${message.to}: ${message.subject}`);
      },
      describe: () => `SMTP ${where.hostname}:${where.port || '(default port)'}`,
    };
  }
  return {
    async send(message) {
      await opts.db.insert(mailOutbox).values(message);
      opts.logger.info(`mail to ${message.to}: ${message.subject}\n${indent(message.text)}`);
    },
    describe: () =>
      opts.exposeDevMail
        ? `the outbox (log, and ${opts.appUrl}/dev/mail for browsers on this machine only)`
        : 'the outbox table (log only; set SMTP_URL to deliver)',
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}
