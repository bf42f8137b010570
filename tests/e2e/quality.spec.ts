import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

const vitalsPosted = (url: string, status: number) => url.endsWith('/api/analytics/web-vitals') && status === 204;

test('web vitals: a person who opted in is measured, an administrator sees the samples; a plain user is refused', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { email, password } = await verifiedAccount(page.request, 'vitals');

  // opt in to analytics: Settings › Privacy
  await page.goto('/settings?tab=privacy');
  await signInThroughForm(page, email, password);
  const privacyPanel = page.getByRole('tabpanel', { name: 'Privacy' });
  const analytics = privacyPanel.getByRole('switch', { name: 'Allow anonymous analytics' });
  await expect(analytics).not.toBeChecked();
  await analytics.click({ force: true });
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: 'Settings saved' }).last()).toBeVisible();

  // two pages, each a full load: their vitals leave in batches (timer or leaving the page)
  const firstBatch = page.waitForResponse((r) => vitalsPosted(r.url(), r.status()), { timeout: 30_000 });
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const sent = await firstBatch;
  const body = sent.request().postDataJSON() as { samples: { name: string; route: string }[] };
  expect(body.samples.length).toBeGreaterThan(0);
  expect(body.samples.length).toBeLessThanOrEqual(10);
  expect(body.samples.every((s) => s.route.startsWith('/'))).toBe(true);
  // the second page's own batch leaves on the 5 s timer
  await page.waitForResponse((r) => vitalsPosted(r.url(), r.status()), { timeout: 15_000 }).catch(() => undefined);

  // a plain user is sent away from the admin pages, and the API refuses them
  for (const path of ['/performance-dashboard', '/production-readiness', '/platform-analysis', '/pre-launch-audit']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  for (const api of ['/api/admin/web-vitals', '/api/admin/readiness', '/api/admin/reports/platform-analysis', '/api/admin/reports/pre-launch-audit']) {
    expect((await page.request.get(api)).status()).toBe(403);
  }

  // the administrator sees the measurements
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/performance-dashboard');
  await signInThroughForm(admin, e2eAdmin.email, e2eAdmin.password);
  await expect(admin).toHaveURL(/\/performance-dashboard$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Performance Analytics' })).toBeVisible();
  await expect(admin.getByTestId('current-page-load')).toBeVisible();
  const fcp = admin.getByTestId('vital-FCP');
  await expect(fcp).toContainText('p75');
  await expect(fcp).toContainText(/\d+ samples?/);
  await expect(fcp.locator('[data-rating]')).toBeVisible();
  await expect(admin.getByTestId('vital-history')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Rating distribution' })).toBeVisible();
  await expectNoSeriousViolations(admin);
  await adminContext.close();
});

test('production readiness, platform analysis and the pre-launch audit for an administrator', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/production-readiness');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/production-readiness$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Production Readiness' })).toBeVisible();
  await expect(page.getByTestId('check-database')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-migrations')).toHaveAttribute('data-status', 'pass');
  await expect(page.getByTestId('check-backups')).toHaveAttribute('data-status', 'warning');
  await expect(page.getByTestId('readiness-score')).toContainText(/\d+ of 100/);
  await expectNoSeriousViolations(page);

  // Refresh Metrics asks the server again
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/admin/readiness') && r.status() === 200);
  await page.getByRole('button', { name: 'Refresh Metrics' }).click();
  await refreshed;

  await page.getByRole('tab', { name: 'Performance' }).click();
  await expect(page.getByTestId('perf-p95')).toContainText('ms');
  await expect(page.getByRole('heading', { name: 'Requests per minute' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByText('content-security-policy')).toBeVisible();
  await expect(page.getByText("frame-ancestors 'none'", { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);

  // the other address of the same page
  await page.goto('/production/readiness');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Readiness' })).toBeVisible();

  // platform analysis: a report with its date, the six scores and their rounded average
  await page.goto('/platform-analysis');
  await expect(page.getByRole('heading', { level: 1, name: 'Platform Analysis' })).toBeVisible();
  await expect(page.getByTestId('report-banner')).toContainText('Report');
  await expect(page.getByTestId('analysis-overall')).toContainText('73 / 100');
  await expect(page.getByTestId('area-technical_performance')).toContainText('45');
  await expect(page.getByTestId('area-technical_performance')).toContainText('Critical');
  await expect(page.getByRole('heading', { name: 'Action plan' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // pre-launch audit: four tabs, nine phases, all complete
  await page.goto('/pre-launch-audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-Launch Readiness Audit' })).toBeVisible();
  await expect(page.getByTestId('audit-progress')).toContainText('9 of 9 phases complete');
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Phases' }).click();
  await expect(page.locator('[data-testid^="phase-status-"]')).toHaveCount(9);
  await expect(page.locator('[data-testid^="phase-status-"]').filter({ hasText: 'Complete' })).toHaveCount(9);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(page.getByText('Attack suite over every API route')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Next Steps' }).click();
  await expect(page.getByText('Schedule and test backups of the database and the data directory.')).toBeVisible();
  await expectNoSeriousViolations(page);
});
