import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

async function toast(page: Page, message: string | RegExp): Promise<void> {
  // the toast before it may still be fading out
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: message }).last()).toBeVisible();
}

test('profile: personal and professional info save on their own, validation messages, values survive a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await verifiedAccount(page.request, 'profile');
  await page.goto('/profile');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  const personal = page.locator('form', { has: page.getByRole('heading', { name: 'Personal information' }) });
  const professional = page.locator('form', { has: page.getByRole('heading', { name: 'Professional information' }) });
  const saveChanges = personal.getByRole('button', { name: 'Save Changes' });
  const updateProfessional = professional.getByRole('button', { name: 'Update Professional Info' });
  const completeness = page.getByRole('progressbar', { name: 'Profile completeness' });

  // a new person: the name from sign-up counts (1 of 11 fields); everything else is still missing
  await expect(completeness).toHaveAttribute('aria-valuenow', '9');
  await expect(page.getByRole('button', { name: 'Go to Full name' })).toHaveCount(0);
  await expect(personal.getByRole('textbox', { name: 'Full name' })).toHaveValue('E2E Person');
  await expect(personal.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(personal.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(updateProfessional).toBeDisabled();
  await expectNoSeriousViolations(page);

  // a missing field is one click away
  await page.getByRole('button', { name: 'Go to Location' }).click();
  await expect(personal.getByRole('textbox', { name: 'Location' })).toBeFocused();

  // Save Changes saves the personal fields, and the account menu takes the new name
  await personal.getByRole('textbox', { name: 'Full name' }).fill('Anna Beispiel');
  await personal.getByRole('textbox', { name: 'Location' }).fill('Zurich, Switzerland');
  await personal.getByRole('textbox', { name: 'Phone' }).fill('+41 44 123 45 67');
  await saveChanges.click();
  await toast(page, 'Your personal information was saved');
  await expect(saveChanges).toBeDisabled();
  await expect(completeness).toHaveAttribute('aria-valuenow', '27');
  await expect(page.getByRole('button', { name: 'Go to Full name' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Anna Beispiel')).toBeVisible();

  // years of experience cannot be negative: the message under the field, nothing saved
  await professional.getByRole('textbox', { name: 'Current role' }).fill('Product Manager');
  await professional.getByRole('textbox', { name: 'Company' }).fill('Helvetia Digital AG');
  const years = professional.getByRole('textbox', { name: 'Years of experience' });
  await years.fill('-3');
  await expect(updateProfessional).toBeEnabled();
  await updateProfessional.click();
  await expect(professional.getByText('Years of experience cannot be negative')).toBeVisible();
  await expect(years).toHaveAttribute('aria-invalid', 'true');
  await expect(years).toBeFocused();
  await expectNoSeriousViolations(page);

  await years.fill('7');
  const skills = professional.getByRole('combobox', { name: 'Skills' });
  await skills.fill('SQL');
  await skills.press('Enter');
  await skills.fill('Stakeholder management');
  await skills.press('Enter');
  await updateProfessional.click();
  await toast(page, 'Your professional information was updated');
  await expect(updateProfessional).toBeDisabled();
  await expect(completeness).toHaveAttribute('aria-valuenow', '64');

  // the server kept both parts
  await page.reload();
  await expect(personal.getByRole('textbox', { name: 'Full name' })).toHaveValue('Anna Beispiel');
  await expect(personal.getByRole('textbox', { name: 'Location' })).toHaveValue('Zurich, Switzerland');
  await expect(professional.getByRole('textbox', { name: 'Current role' })).toHaveValue('Product Manager');
  await expect(professional.getByRole('textbox', { name: 'Years of experience' })).toHaveValue('7');
  await expect(professional.getByText('Stakeholder management', { exact: true })).toBeVisible();
  await expect(completeness).toHaveAttribute('aria-valuenow', '64');
  await expect(saveChanges).toBeDisabled();
  await expect(updateProfessional).toBeDisabled();
  await expectNoSeriousViolations(page);
});

test('settings: every tab saves on the server; language, time zone and theme follow the person', async ({ page, context }) => {
  test.setTimeout(150_000); // four tabs, two languages, axe on each
  const { email, password } = await verifiedAccount(page.request, 'settings');
  await page.goto('/settings');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expect(tabs.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  // Profile tab: job title is the profile's current role
  const profilePanel = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profilePanel.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await profilePanel.getByRole('textbox', { name: 'Job title' }).fill('Data Analyst');
  await profilePanel.getByRole('textbox', { name: 'Location' }).fill('Berlin');
  await profilePanel.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Your profile was saved');
  await expectNoSeriousViolations(page);

  // Notifications: the browser refuses (headless asks nobody), so browser notifications stay off
  await tabs.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\?tab=notifications$/);
  const notificationsPanel = page.getByRole('tabpanel', { name: 'Notifications' });
  const push = notificationsPanel.getByRole('switch', { name: 'Browser notifications' });
  await expect(notificationsPanel.getByText('A notification from this browser when a CV analysis finishes')).toBeVisible();
  await push.click({ force: true });
  await expect(notificationsPanel.getByText(/browser notifications stay off/)).toBeVisible();
  await expect(push).not.toBeChecked();
  // with the permission given, it turns on and is saved
  await context.grantPermissions(['notifications']);
  await push.click({ force: true });
  await toast(page, 'Settings saved');
  await expect(push).toBeChecked();
  await notificationsPanel.getByRole('switch', { name: 'Weekly insights' }).click({ force: true });
  await toast(page, 'Settings saved');
  await expectNoSeriousViolations(page);

  // Privacy
  await tabs.getByRole('tab', { name: 'Privacy' }).click();
  const privacyPanel = page.getByRole('tabpanel', { name: 'Privacy' });
  await expect(privacyPanel.getByRole('radio', { name: 'Private' })).toBeChecked();
  await privacyPanel.getByRole('radio', { name: 'Public' }).click({ force: true });
  await toast(page, 'Settings saved');
  await privacyPanel.getByRole('switch', { name: 'Share anonymised data' }).click({ force: true });
  await toast(page, 'Settings saved');
  const analytics = privacyPanel.getByRole('switch', { name: 'Allow anonymous analytics' });
  await expect(analytics).not.toBeChecked();
  await analytics.click({ force: true });
  await toast(page, 'Settings saved');
  await expectNoSeriousViolations(page);

  await page.reload();
  await expect(privacyPanel.getByRole('radio', { name: 'Public' })).toBeChecked();
  await expect(privacyPanel.getByRole('switch', { name: 'Share anonymised data' })).toBeChecked();
  await expect(privacyPanel.getByRole('switch', { name: 'Allow anonymous analytics' })).toBeChecked();
  await tabs.getByRole('tab', { name: 'Notifications' }).click();
  await expect(push).toBeChecked();
  await expect(notificationsPanel.getByRole('switch', { name: 'Weekly insights' })).toBeChecked();
  await expect(notificationsPanel.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  const saved = (await (await page.request.get('/api/settings')).json()) as {
    privacy: { profileVisibility: string; analyticsOptOut: boolean; dataSharing: boolean };
  };
  expect(saved.privacy).toEqual({ profileVisibility: 'public', dataSharing: true, analyticsOptOut: false });

  // Preferences: time zone and theme
  await tabs.getByRole('tab', { name: 'Preferences' }).click();
  const preferencesPanel = page.getByRole('tabpanel', { name: 'Preferences' });
  const timezone = preferencesPanel.getByRole('combobox', { name: 'Time zone' });
  await expect(timezone).toHaveValue('Europe/Berlin');
  await timezone.selectOption('America/New_York');
  await toast(page, 'Settings saved');
  await preferencesPanel.locator('label').filter({ hasText: /^Dark$/ }).click();
  await expect(preferencesPanel.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await toast(page, 'Settings saved');
  await expectNoSeriousViolations(page);

  // language: the page and the navigation switch to German at once
  await preferencesPanel.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const nav = page.getByRole('navigation').first();
  await expect(nav.getByRole('link', { name: 'Lebensläufe' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Präferenzen' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page);

  // it comes from the server, not from this browser's memory
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Zeitzone' })).toHaveValue('America/New_York');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('navigation').first().getByRole('link', { name: 'KI-Coach' })).toBeVisible();

  // the German profile page
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Berufliche Angaben aktualisieren' })).toBeDisabled();
  await expectNoSeriousViolations(page);
});
