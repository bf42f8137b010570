import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

test('admin dashboard: an administrator finds a user, changes the role and sees the audit entry', async ({ page }) => {
  const { email } = await verifiedAccount(page.request, 'admin-target');

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Platform administration and security monitoring')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Security Monitor' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'System Health' })).toBeVisible();

  // search (debounced, on the server) narrows the list to the new account
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email.toUpperCase());
  const rows = page.getByRole('table', { name: 'Users' }).getByTestId('admin-user-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await expectNoSeriousViolations(page);

  // the Update button waits for a change, says 'Updating...' while it runs, then the toast
  const roleSelect = rows.first().getByLabel(`Role of ${email}`);
  const update = rows.first().getByRole('button', { name: /^Update/ });
  await expect(roleSelect).toHaveValue('User');
  await expect(update).toBeDisabled();
  await roleSelect.click();
  await page.getByRole('option', { name: 'Administrator' }).click();
  await expect(update).toBeEnabled();
  await update.click();
  await expect(page.getByText('User role updated to Administrator')).toBeVisible();
  await expect(roleSelect).toHaveValue('Administrator');
  await expect(update).toBeDisabled();

  // the audit log, filtered to this person, lists the change first
  await rows
    .first()
    .getByRole('button', { name: `Show the role history of ${email}` })
    .click();
  await expect(page.getByText(`Showing entries about ${email}`)).toBeVisible();
  const entry = page.getByRole('list', { name: 'Role audit entries' }).getByTestId('audit-entry').first();
  await expect(entry).toContainText('Role changed');
  await expect(entry).toContainText(`${e2eAdmin.email} changed the role of ${email} from User to Administrator`);
  await expectNoSeriousViolations(page);

  // and back, so the shared e2e database keeps one administrator more only for this run's length
  await roleSelect.click();
  await page.getByRole('option', { name: 'User', exact: true }).click();
  await update.click();
  await expect(page.getByText('User role updated to User')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Role audit entries' }).getByTestId('audit-entry')).toHaveCount(2);

  // dark mode and a phone-sized screen stay usable
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('admin dashboard: an ordinary user is turned away, and the API refuses them', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'admin-denied');
  await page.goto('/admin');
  await signInThroughForm(page, email, password);
  // spec 01 admin guard: non-admins are sent to /dashboard
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  expect((await page.request.get('/api/admin/audit-logs')).status()).toBe(403);
  const attempt = await page.request.post('/api/admin/users/role', { data: { target_user_id: 'x', new_role: 'admin' } });
  expect(attempt.status()).toBe(403);
});
