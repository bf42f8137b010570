import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, mailTo, signInThroughForm, verifiedAccount } from './support';

const PHONE = '+44 7700 900789';
const NAME = 'Vera Visible';
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/;
// E2E_SCREENSHOTS_DIR=/tmp/shots saves the pages at 1280 and 375 px, light and dark, for a look by eye
const shotsDir = process.env.E2E_SCREENSHOTS_DIR;

async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

async function recruiterView(page: Page) {
  await page.goto('/perspectives');
  await page.getByRole('article', { name: 'HR/Recruiter', exact: true }).getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: HR/Recruiter' });
  await expect(preview.getByText(NAME).first()).toBeVisible();
  return preview;
}

test('visibility: a field set to private leaves the recruiter view; the public portfolio carries the name, no address, and takes messages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await verifiedAccount(page.request, 'share');
  await page.goto('/profile');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  expect((await page.request.put('/api/profile', { data: { full_name: NAME, phone: PHONE, location: '221B Baker Street, London', current_role: 'Product Designer' } })).ok()).toBe(true);

  // by default the phone reaches the views the person shares themselves
  let preview = await recruiterView(page);
  await expect(preview.getByText(PHONE)).toBeVisible();
  await expect(preview.getByText('Baker Street')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).click();

  // the Visibility section on the profile: the phone made private
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Visibility' });
  await expect(section).toBeVisible();
  await expect(section.getByRole('combobox', { name: 'About you' })).toHaveValue('private');
  await section.getByRole('combobox', { name: 'Phone' }).selectOption('private');
  await expect(page.getByText('Visibility saved')).toBeVisible();
  await section.getByRole('switch', { name: 'Visitors may contact me' }).click();
  await expect(section.getByRole('switch', { name: 'Visitors may contact me' })).toBeChecked();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'visibility-en');

  preview = await recruiterView(page);
  await expect(preview.getByText(PHONE)).toHaveCount(0);
  await expect(preview.getByText(email)).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  // the public portfolio, for a visitor
  expect((await page.request.patch('/api/settings', { data: { privacy: { profileVisibility: 'public' } } })).ok()).toBe(true);
  const { perspectives } = (await (await page.request.get('/api/perspectives')).json()) as { perspectives: { kind: string; slug: string | null }[] };
  const slug = perspectives.find((p) => p.kind === 'public')!.slug!;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(`/p/${slug}`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitor.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(NAME);
  await expect(visitor).toHaveTitle(new RegExp(NAME));
  const text = await visitor.locator('body').innerText();
  expect(text).not.toMatch(EMAIL_PATTERN);
  expect(text).not.toContain('7700');
  expect(text).not.toContain('Baker');
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'portfolio-en');

  await visitor.getByRole('button', { name: 'Contact' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Send a message' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Rhea Recruiter');
  await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill('rhea@recruiter.example');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('We have a design role in Leeds. Could we talk?');
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'portfolio-contact-en');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Your message was sent.')).toBeVisible();
  expect(await dialog.innerText()).not.toContain(email);
  const { mail } = await mailTo(page.request, email, /portfolio/);
  expect(mail.text).toContain('design role in Leeds');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // the same pages in German, for a look by eye
  if (shotsDir) {
    await visitor.evaluate(() => window.localStorage.setItem('kairos.language', 'de'));
    await visitor.reload();
    await expect(visitor.getByRole('button', { name: 'Kontakt' })).toBeVisible();
    await screenshots(visitor, 'portfolio-de');
    // a signed-in person's language is their saved setting
    expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'de' } } })).ok()).toBe(true);
    await page.evaluate(() => window.localStorage.setItem('kairos.language', 'de'));
    await page.goto('/profile');
    const de = page.getByRole('region', { name: 'Sichtbarkeit' });
    await expect(de).toBeVisible();
    await screenshots(page, 'visibility-de');
  }
  await visitorContext.close();
});
