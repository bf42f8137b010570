import { expect, test } from '@playwright/test';
import { e2eSuperAdmin } from './fixtures';
import { expectNoSeriousViolations, signedIn, signInThroughForm, verifiedAccount } from './support';

test('a signed-out visitor of /superadmin is sent to sign in, with the way back', async ({ page }) => {
  await page.goto('/superadmin');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fsuperadmin$/);
});

test('the configured account initialises itself and gets the super admin dashboard', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'super', e2eSuperAdmin.password, e2eSuperAdmin.email);

  await page.goto('/superadmin');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/superadmin$/);

  // needs_setup: the setup screen
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Setup' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expectNoSeriousViolations(page);

  // initialise: the spec's toast, then the page reloads (1.5 s) into the dashboard
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Initialize Super Admin' }).click();
  await expect(page.getByText('Super admin account initialized successfully!')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Super admin account is active')).toBeVisible();

  // the navigation bar of spec 02
  const nav = page.getByRole('navigation', { name: 'Super admin navigation' });
  for (const [name, href] of [
    ['Super Admin', '/superadmin'],
    ['Admin', '/admin'],
    ['Dashboard', '/dashboard'],
    ['Advanced Analytics', '/tasks/advanced-analytics'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('link', { name: 'Super Admin', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();

  // the cards, and real figures: this account and the e2e administrator are both administrators now
  for (const [card, href] of [
    ['admin', '/admin'],
    ['analytics', '/tasks/advanced-analytics'],
    ['authSetup', '/auth-setup'],
    ['dashboard', '/dashboard'],
    ['readiness', '/production/readiness'],
    ['integration', '/testing/integration'],
  ] as const) {
    await expect(page.getByTestId(`area-card-${card}`).getByRole('link')).toHaveAttribute('href', href);
  }
  const administrators = Number(await page.getByTestId('figure-administrators').textContent());
  expect(administrators).toBeGreaterThanOrEqual(2);
  const accounts = Number((await page.getByTestId('figure-users').textContent())?.replace(/\D/g, ''));
  expect(accounts).toBeGreaterThanOrEqual(administrators);
  await expect(page.getByRole('img', { name: /CVs analysed: \d+; CV analyses failed: \d+/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // dark mode on a phone: still usable
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin Dashboard' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeInViewport();
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Sign Out from the bar; signing in again takes the super administrator to /admin (the auth page's notice)
  await nav.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/admin$/);
});

test('anyone else sees Access Restricted and goes home from there', async ({ page }) => {
  await signedIn(page, 'not-super', '/superadmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
  await expect(page.getByText('This area is restricted to super administrators only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Initialize Super Admin' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
