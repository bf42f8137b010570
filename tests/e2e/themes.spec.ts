import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

// Issue 7: cultural themes applied to the whole interface, kept per person, and a tenant's host name
// showing its own name and default theme.

const JAPAN = 'japan/traditional-nihon';
const NORDIC = 'scandinavian/nordic-minimalism';

type Semantic = { background: string; surface: string; text: string; primary: string };
type Theme = { key: string; metadata: { name: string }; tokens: { colors: { semantic: { light: Semantic; dark: Semantic } } } };

async function themes(request: APIRequestContext): Promise<Record<string, Theme>> {
  const res = await request.get('/api/themes');
  expect(res.status()).toBe(200);
  const { themes: list } = (await res.json()) as { themes: Theme[] };
  return Object.fromEntries(list.map((theme) => [theme.key, theme]));
}

function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const themeVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

async function expectBackground(page: Page, hex: string): Promise<void> {
  await expect.poll(() => bodyBackground(page)).toBe(rgb(hex));
}

test('a visitor sees japan; a chosen theme applies at once, survives a reload and follows the person to another device', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'light' });
  const all = await themes(page.request);
  const japan = all[JAPAN]!;
  const nordic = all[NORDIC]!;

  // a visitor on the landing page: japan by default
  await page.goto('/');
  await expectBackground(page, japan.tokens.colors.semantic.light.background);
  expect(await themeVariable(page, '--kairos-color-primary')).toBe(japan.tokens.colors.semantic.light.primary);
  await expect(page.locator('html')).toHaveAttribute('data-cultural-theme', JAPAN);

  // signed in, Settings › Preferences: picking nordic changes the interface without a reload
  const { email, password } = await verifiedAccount(page.request, 'themes');
  await page.goto('/settings?tab=preferences');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/settings\?tab=preferences$/);
  const picker = page.getByRole('combobox', { name: 'Cultural theme' });
  await expect(picker).toHaveValue(JAPAN);
  await page.evaluate(() => {
    (window as unknown as { themeMarker: string }).themeMarker = 'same page';
  });
  await picker.selectOption(NORDIC);
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Cultural theme applied: Nordic Minimalism' })).toBeVisible();
  await expectBackground(page, nordic.tokens.colors.semantic.light.background);
  expect(await themeVariable(page, '--kairos-color-primary')).toBe(nordic.tokens.colors.semantic.light.primary);
  expect(await page.evaluate(() => (window as unknown as { themeMarker?: string }).themeMarker)).toBe('same page');

  // still nordic after a reload
  await page.reload();
  await expectBackground(page, nordic.tokens.colors.semantic.light.background);
  await expect(page.getByRole('combobox', { name: 'Cultural theme' })).toHaveValue(NORDIC);

  // another device: japan until sign-in, then the person's nordic from the server
  const other = await browser.newContext({ baseURL, colorScheme: 'light' });
  const second = await other.newPage();
  await second.goto('/settings?tab=preferences');
  await expectBackground(second, japan.tokens.colors.semantic.light.background);
  await signInThroughForm(second, email, password);
  await expect(second).toHaveURL(/\/settings\?tab=preferences$/);
  await expectBackground(second, nordic.tokens.colors.semantic.light.background);
  await expect(second.getByRole('combobox', { name: 'Cultural theme' })).toHaveValue(NORDIC);
  await other.close();
});

test('a tenant host name shows its own name and its default theme', async ({ page, browser }) => {
  const all = await themes(page.request);
  const nordic = all[NORDIC]!;
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: e2eAdmin.email, password: e2eAdmin.password } });
  expect(signIn.status()).toBe(200);
  const hostname = `acme-${Date.now().toString(36)}.localhost`;
  const created = await page.request.post('/api/admin/tenants', {
    data: { name: 'Acme', hostnames: [hostname], branding: { displayName: 'Acme Careers', tagline: null } },
  });
  expect(created.status()).toBe(201);
  const tenant = (await created.json()) as { id: string };
  const applied = await page.request.put(`/api/admin/tenants/${tenant.id}/theme`, { data: { key: NORDIC } });
  expect(applied.status()).toBe(200);

  // Chromium resolves *.localhost to this machine by itself
  const port = new URL(baseURL).port;
  const visitor = await browser.newContext({ colorScheme: 'light' });
  const acme = await visitor.newPage();
  await acme.goto(`http://${hostname}:${port}/`);
  await expect(acme.getByRole('banner').getByTestId('tenant-name')).toHaveText('Acme Careers');
  await expect(acme).toHaveTitle(/ · Acme Careers$/);
  await expectBackground(acme, nordic.tokens.colors.semantic.light.background);
  await expect(acme.locator('html')).toHaveAttribute('data-cultural-theme', NORDIC);
  await visitor.close();

  // the default host keeps plain Kairos
  await page.goto('/');
  await expect(page.getByRole('banner').getByTestId('tenant-name')).toHaveCount(0);
});

test('landing, dashboard and settings pass axe in both built-in themes, light and dark', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const all = await themes(page.request);
  const { email, password } = await verifiedAccount(page.request, 'themes-axe');

  for (const key of [JAPAN, NORDIC]) {
    for (const scheme of ['light', 'dark'] as const) {
      const colors = all[key]!.tokens.colors.semantic[scheme];
      await page.emulateMedia({ colorScheme: scheme });
      // the landing page, as a visitor whose device holds the choice
      await page.goto('/');
      await page.evaluate((chosen) => window.localStorage.setItem('kairos.culturalTheme', chosen), key);
      await page.reload();
      await expectBackground(page, colors.background);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoSeriousViolations(page);

      // signed in: the server's choice wins over the device's, so the person picks the same theme
      await page.goto('/dashboard');
      await signInThroughForm(page, email, password);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect((await page.request.put('/api/themes/preference', { data: { key } })).status()).toBe(200);
      await page.reload();
      await expectBackground(page, colors.background);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);

      await page.goto('/settings?tab=preferences');
      await expect(page.getByRole('combobox', { name: 'Cultural theme' })).toHaveValue(key);
      await expectBackground(page, colors.background);
      await expectNoSeriousViolations(page);

      // signed out again for the next landing-page round (the device choice stays)
      await page.request.post('/api/auth/sign-out', { data: {} });
    }
  }
  await context.close();
});
