import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

test('brand dashboard: create a brand profile, Sync All turns the badge syncing then synced, run an enabled service', async ({ page }) => {
  const name = `E2E Brand ${Date.now().toString(36)}`;

  await page.goto('/management/brand');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/management\/brand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Brand Profiles' })).toHaveAttribute('aria-selected', 'true');
  const badge = page.getByTestId('theme-sync-badge');
  await expect(badge).toHaveAttribute('data-state', 'disconnected');
  await expect(page.getByText('No brand profiles yet')).toBeVisible();
  await expectNoSeriousViolations(page);

  // a new brand profile on the Japanese theme
  await page.getByRole('button', { name: 'New brand profile' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New brand profile' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Cultural theme' }).click();
  await page.getByRole('option', { name: /japan\/traditional-nihon/ }).click();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table', { name: 'Brand profiles' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('Never');

  // Sync All: record every state the badge passes through
  await badge.evaluate((el) => {
    const seen: string[] = [el.getAttribute('data-state') ?? ''];
    (window as unknown as { badgeStates: string[] }).badgeStates = seen;
    new MutationObserver(() => seen.push(el.getAttribute('data-state') ?? '')).observe(el, { attributes: true, attributeFilter: ['data-state'] });
  });
  await page.getByRole('button', { name: 'Sync All' }).click();
  await expect(page.getByText('Queued 1 sync.')).toBeVisible();
  await expect(badge).toHaveAttribute('data-state', 'synced', { timeout: 20_000 });
  expect(await page.evaluate(() => (window as unknown as { badgeStates: string[] }).badgeStates)).toEqual(['disconnected', 'syncing', 'synced']);
  await expect(row).toContainText('Synced');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  // the operation shows completed, with a duration
  await page.getByRole('tab', { name: 'Sync Operations' }).click();
  await expect(page).toHaveURL(/tab=operations/);
  const op = page.getByRole('table', { name: 'Sync operations' }).getByRole('row').filter({ hasText: name });
  await expect(op).toContainText('Completed');
  await expect(op).toContainText('Brand sync');
  await expect(op).toContainText(/\d+(\.\d)? (ms|s)/);
  await expectNoSeriousViolations(page);

  // Unity Features and Analytics show real figures
  await page.getByRole('tab', { name: 'Unity Features' }).click();
  await expect(page.getByTestId('unity-score')).toContainText('100%');
  await expect(page.getByTestId('unity-brand').filter({ hasText: name })).toContainText('Consistent');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByTestId('analytics-completed')).toHaveText('1');
  await expect(page.getByRole('img', { name: /Operations per day/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  // services: one not enabled answers with the spec's words; enabled, a run is applied
  await page.getByRole('tab', { name: 'Brand Profiles' }).click();
  const social = page.getByTestId('service-social_media_compliance');
  await social.getByRole('combobox', { name: 'Brand for Social media compliance' }).click();
  await page.getByRole('option', { name }).click();
  await social.getByRole('button', { name: 'Run Social media compliance' }).click();
  await expect(page.getByText('Social media compliance not enabled')).toBeVisible();

  const documents = page.getByTestId('service-automated_document_branding');
  await expect(documents).toContainText('Registered');
  await documents.getByRole('button', { name: 'Enable Automated document branding' }).click();
  await expect(documents).toContainText('Enabled');
  await documents.getByRole('combobox', { name: 'Brand for Automated document branding' }).click();
  await page.getByRole('option', { name }).click();
  await documents.getByRole('button', { name: 'Run Automated document branding' }).click();
  await expect(page.getByText(`Automated document branding queued for "${name}".`)).toBeVisible();
  await expect(documents).toContainText('Applied 1 · failed 0 · pending 0', { timeout: 20_000 });
  await expectNoSeriousViolations(page);
});

test('a signed-in person who is not an administrator is refused the brand dashboard and its API', async ({ page, request }) => {
  const { email, password } = await verifiedAccount(request, 'brand-plain');
  await page.goto('/management/brand');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Brand Dashboard' })).toHaveCount(0);
  const res = await page.request.get('/api/admin/brand/profiles');
  expect(res.status()).toBe(403);
  const sync = await page.request.post('/api/admin/brand/sync-all', { data: {}, headers: { origin: new URL(page.url()).origin } });
  expect(sync.status()).toBe(403);
});
