import { expect, test } from '@playwright/test';
import appDe from '../../src/web/app/locales/de';
import authDe from '../../src/web/features/auth/locales/de';
import dashboardDe from '../../src/web/features/dashboard/locales/de';
import { expectNoSeriousViolations, verifiedAccount } from './support';

// Expected texts come from the German locale files themselves, so rewording a translation does not
// break the flow; what is checked is that the interface really switches and the choice travels.
const de = { ...appDe, ...authDe, ...dashboardDe };

test('language: a visitor picks Deutsch, signs in in German, the choice is saved and follows them to another device', async ({
  page,
  browser,
}) => {
  const { email, password } = await verifiedAccount(page.request, 'i18n');

  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: de.nav.public.signIn }).first()).toBeVisible();

  // the sign-in form is German too
  await header.getByRole('link', { name: de.nav.public.signIn }).first().click();
  await page.getByRole('textbox', { name: de.auth.fields.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: de.auth.fields.password, exact: true }).fill(password);
  await page.getByRole('button', { name: de.auth.actions.signIn, exact: true }).last().click();

  // German dashboard, navigation included; the device's choice is saved to the new person's settings
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: de.nav.mainNavigation });
  await expect(nav.getByRole('link', { name: de.nav.app.dashboard })).toBeVisible();
  await expect(page.getByRole('heading', { name: de.dashboard.title, level: 1 })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/settings')).json()) as { preferences: { language: string } }).preferences.language)
    .toBe('de');
  await expectNoSeriousViolations(page);

  // another device (nothing stored locally): after signing in, the saved language applies
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/auth');
  await second.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await second.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await second.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.locator('html')).toHaveAttribute('lang', 'de');
  await expect(second.getByRole('navigation', { name: de.nav.mainNavigation }).getByRole('link', { name: de.nav.app.dashboard })).toBeVisible();

  // back to English from the footer there: saved again, and shown at once
  await second.getByRole('combobox', { name: de.footer.language }).selectOption('en');
  await expect(second.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect
    .poll(async () => ((await (await second.request.get('/api/settings')).json()) as { preferences: { language: string } }).preferences.language)
    .toBe('en');
  await other.close();
});
