import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { samplePath } from '../support/cv-samples';

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}@example.com`;
}

type Mail = { to: string; subject: string; text: string };

/** The newest outbox mail to `to` (the app runs without SMTP), and its first link. */
export async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<{ mail: Mail; link: string }> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/mail')).json()) as { messages: Mail[] };
      found = messages.find((m) => m.to === to && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  const link = found!.text.match(/https?:\/\/\S+/)![0];
  return { mail: found!, link };
}

/** A verified account made through the API (sign-up + the mailed link), signed out; `email` when the address matters. */
export async function verifiedAccount(
  request: APIRequestContext,
  tag: string,
  password = 'e2e-password-1',
  email = uniqueEmail(tag),
): Promise<{ email: string; password: string }> {
  const res = await request.post('/api/auth/sign-up/email', { data: { email, password, name: 'E2E Person' } });
  expect(res.status()).toBe(200);
  const { link } = await mailTo(request, email, /verify/i);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  await request.post('/api/auth/sign-out', { data: {} });
  return { email, password };
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
}

/** axe on the current page: no serious or critical violations. */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A new verified person, signed in through the form on `returnTo`. */
export async function signedIn(page: Page, tag: string, returnTo: string): Promise<void> {
  const { email, password } = await verifiedAccount(page.request, tag);
  await page.goto(returnTo);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

/** Uploads a sample CV through the API (as the signed-in page) and waits until it is analysed; the CV's id. */
export async function analysedCv(page: Page, name: string): Promise<string> {
  const mimeType = name.endsWith('.pdf') ? 'application/pdf' : 'text/plain';
  const res = await page.request.post('/api/cvs?keepBoth=true', {
    multipart: { file: { name: path.basename(name), mimeType, buffer: fs.readFileSync(samplePath(name)) } },
  });
  expect(res.status()).toBe(202);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/cvs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('analyzed');
  return id;
}
