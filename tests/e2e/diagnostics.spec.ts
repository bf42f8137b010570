import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

test('integration testing: an administrator runs the real checks and sees the results by category', async ({ page }) => {
  await page.goto('/testing/integration');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/testing\/integration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integration Testing' })).toBeVisible();

  await page.getByRole('button', { name: 'Run Tests' }).click();
  // the counts appear once the run has answered (the 'running' rows show meanwhile)
  await expect(page.getByTestId('count-total')).toContainText(/\d+/, { timeout: 20_000 });
  for (const label of ['Passed', 'Failed', 'Warnings', 'Total']) await expect(page.getByRole('group', { name: 'Results' }).getByText(label, { exact: true })).toBeVisible();
  for (const tab of ['All', 'Database', 'Jobs', 'Realtime', 'Mail', 'Storage', 'Authentication', 'Themes']) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) })).toBeVisible();
  }
  const rows = page.getByTestId('check-row');
  await expect(rows).toHaveCount(8);
  await expect(page.locator('[data-check="database.connectivity"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.locator('[data-check="database.migrations"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.locator('[data-check="storage.roundtrip"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.locator('[data-check="auth.signin"]')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByText(/errors? reported by browsers in the last 24 hours/)).toBeVisible();
  await expectNoSeriousViolations(page);

  // a category tab shows only its checks
  await page.getByRole('tab', { name: /^Database/ }).click();
  await expect(page.getByRole('tabpanel').getByTestId('check-row')).toHaveCount(2);

  // the last run is loaded when the page opens again
  await page.reload();
  await expect(page.getByText(/^Last run /)).toBeVisible();
  await expect(page.getByTestId('check-row')).toHaveCount(8);

  // the authentication setup lists its checks
  await page.goto('/auth-setup');
  await expect(page.getByRole('heading', { level: 1, name: 'Authentication Setup' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Authentication settings' }).getByTestId('auth-setup-item');
  await expect(items).toHaveCount(12);
  await expect(page.locator('[data-item="emailVerification"]')).toHaveAttribute('data-status', 'ok');
  await expect(page.getByText('E-mail verification required')).toBeVisible();
  await expectNoSeriousViolations(page);

  // dark mode on a phone-sized screen stays usable
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/testing/integration');
  await expect(page.getByTestId('check-row')).toHaveCount(8);
  await expectNoSeriousViolations(page);
});

test('backend showcase: sign-in state, a realtime round trip, a queued job and a stored file', async ({ page }) => {
  await page.goto('/supabase-showcase');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/supabase-showcase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Backend Showcase' })).toBeVisible();

  await expect(page.getByTestId('showcase-session')).toContainText(`Signed in as ${e2eAdmin.email}`);
  await expect(page.getByTestId('session-expires')).toContainText('Session expires');

  await expect(page.getByTestId('stream-state')).toHaveText('Event stream: connected');
  await page.getByRole('button', { name: 'Send event' }).click();
  await expect(page.getByTestId('realtime-result')).toContainText(/The event arrived after \d+ ms/);

  await page.getByRole('button', { name: 'Queue job' }).click();
  await expect(page.getByTestId('job-state')).toHaveText('Completed', { timeout: 20_000 });
  await expect(page.getByTestId('showcase-job')).toContainText(/Completed \d+ ms after it was queued/);

  await page.getByRole('button', { name: 'Store file' }).click();
  await expect(page.getByTestId('file-result')).toContainText('SHA-256 matches');
  await expect(page.getByTestId('file-result')).toContainText(/Deleted in [\d.]+ ms/);
  await expectNoSeriousViolations(page);
});

test('a signed-in person who is not an administrator is refused the integration pages', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'diag-plain');
  const run = await page.request.post('/api/admin/diagnostics/run', { data: {} });
  expect(run.status()).toBe(401);
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  expect((await page.request.post('/api/admin/diagnostics/run', { data: {} })).status()).toBe(403);
  expect((await page.request.get('/api/admin/auth-setup')).status()).toBe(403);
  // the admin area sends them to their dashboard; nothing of the page is shown
  for (const path of ['/testing/integration', '/auth-setup', '/supabase-showcase']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Integration Testing' })).toHaveCount(0);
});
