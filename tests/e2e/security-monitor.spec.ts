import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, uniqueEmail } from './support';

const shots = process.env.MONITOR_SHOTS; // a folder: screenshots of both tabs, light and dark, 1280 and 375 px

test('security monitor: a failed sign-in in a second browser shows up live, counters included; system health shows real figures', async ({ page, browser }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('tab', { name: 'Security Monitor' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Security monitor' })).toBeVisible();
  const live = page.getByTestId('security-live');
  await expect(live).toHaveAttribute('data-state', 'connected');
  await expect(live).toHaveText('Live');
  for (const name of ['Total events', 'Successful logins', 'Failed logins', 'Suspicious activity']) {
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  }
  // the admin's own sign-in is among the newest events
  await expect(page.getByTestId('security-events').locator('tr[data-event-type="login_success"]').first()).toBeVisible();
  const failedCounter = page.getByTestId('counter-failed_logins-value');
  const failedBefore = Number(await failedCounter.textContent());
  const totalBefore = Number(await page.getByTestId('counter-total_events-value').textContent());
  await expectNoSeriousViolations(page);

  // a second browser fails a sign-in
  const other = await browser.newContext();
  try {
    const intruder = await other.newPage();
    await intruder.goto('/auth');
    const refused = intruder.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
    await signInThroughForm(intruder, uniqueEmail('intruder'), 'not-the-password');
    expect((await refused).status()).toBe(401);
    await expect(intruder.getByText('Sign in failed').first()).toBeVisible();
  } finally {
    await other.close();
  }

  // the first sees it without a reload: the event on top of the list, the counters counted again
  const newest = page.getByTestId('security-events').locator('tbody tr').first();
  await expect(newest).toHaveAttribute('data-event-type', 'login_failed');
  await expect(newest.getByText('Failed sign-in')).toBeVisible();
  await expect(newest.getByText('Medium')).toBeVisible();
  await expect(failedCounter).toHaveText(String(failedBefore + 1));
  await expect(page.getByTestId('counter-total_events-value')).toHaveText(String(totalBefore + 1));
  await expect(page.getByRole('status').filter({ hasText: 'New event: Failed sign-in' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: 'Blocked addresses' })).toBeVisible();
  if (shots) await shootBoth(page, `${shots}/security`);

  // refresh keeps the same figures (they are the server's)
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(failedCounter).toHaveText(String(failedBefore + 1));

  // system health: real figures with status colours
  await page.getByRole('tab', { name: 'System Health' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'System health' })).toBeVisible();
  await expect(page.getByText('System health monitoring coming soon...')).toHaveCount(0);
  const database = page.getByTestId('health-database');
  await expect(database.getByText(/^\d+(\.\d+)? ms$/)).toBeVisible();
  await expect(database).toHaveAttribute('data-status', /ok|warning/);
  // `npm start` runs the worker in process: its heartbeat is seen
  await expect(page.getByTestId('health-workers').getByText(/1 worker running/)).toBeVisible();
  await expect(page.getByTestId('health-storage').getByText(/free of/)).toBeVisible();
  await expect(page.getByTestId('health-memory').getByText(/^This process:/)).toBeVisible();
  await expect(page.getByTestId('health-version')).toBeVisible();
  await expectNoSeriousViolations(page);
  if (shots) await shootBoth(page, `${shots}/health`);
});

async function shootBoth(page: Page, prefix: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${prefix}-${scheme}-${width}.png`, fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}
