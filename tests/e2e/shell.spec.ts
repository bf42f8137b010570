import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInThroughForm, verifiedAccount } from './support';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: /, /auth and /dashboard have no serious or critical violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Career with AI Intelligence' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).last()).toBeVisible();
    await expectNoSeriousViolations(page);

    const { email, password } = await verifiedAccount(page.request, `axe-${scheme}`);
    await signInThroughForm(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the landing buttons and the footer lead somewhere real', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /right to erasure/i })).toBeVisible();
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const path of ['/privacy-by-design', '/data-sovereignty', '/swiss-compliance', '/gdpr-rights', '/data-portability', '/right-to-erasure', '/access-controls', '/consent-management', '/security-model', '/data-minimization', '/transparency', '/privacy', '/terms', '/dpa', '/swiss-law']) {
    expect(hrefs).toContain(path);
  }
  await footer.getByRole('link', { name: /right to erasure/i }).click();
  await expect(page).toHaveURL(/\/right-to-erasure$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).or(page.getByRole('button', { name: 'Go Home' })).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in page sits behind the sign-in guard and opens after signing in', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'planned');
  await page.goto('/design-tokens');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdesign-tokens/);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/design-tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design Tokens' })).toBeVisible();
});
