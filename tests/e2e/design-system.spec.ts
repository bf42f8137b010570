import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

type Theme = {
  key: string;
  country: string;
  foundation: string;
  metadata: Record<string, unknown>;
  tokens: { colors: { semantic: { light: Record<string, string> } } };
  applications: string[];
};

const IMPORTED_PRIMARY = '#7a1f6e';
const IMPORTED_PRIMARY_RGB = 'rgb(122, 31, 110)';
const JAPAN = 'japan/traditional-nihon';
const NORDIC = 'scandinavian/nordic-minimalism';

/** A theme file derived from a built-in one: another key, a name, and light colours changed. */
async function themeFile(page: Page, base: string, changes: { foundation: string; name: string; light: Record<string, string> }) {
  const { themes } = (await (await page.request.get('/api/themes')).json()) as { themes: Theme[] };
  const source = themes.find((theme) => theme.key === base)!;
  const file = {
    country: 'e2e-land',
    foundation: changes.foundation,
    metadata: { ...source.metadata, name: changes.name },
    tokens: {
      ...source.tokens,
      colors: {
        ...source.tokens.colors,
        semantic: { ...source.tokens.colors.semantic, light: { ...source.tokens.colors.semantic.light, ...changes.light } },
      },
    },
    applications: source.applications,
  };
  return { name: `${changes.foundation}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) };
}

const primaryVariable = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kairos-color-primary').trim());

test('cultural themes: import changes the interface at once, a low-contrast theme is refused with its pairs, export, packages and settings', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Aurora ${stamp}`;

  await page.goto('/management/cultural-themes');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/management\/cultural-themes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cultural Theme Management' })).toBeVisible();
  const nordicCard = page.getByRole('article', { name: 'Nordic Minimalism' });
  await expect(nordicCard).toBeVisible();
  await expect(page.getByRole('article', { name: 'Traditional Nihon' }).getByText('Tenant default')).toBeVisible();
  await expect(nordicCard.getByText('Type ratio 1.2')).toBeVisible();
  await expect(nordicCard.getByText('Motion 150 / 300 / 600 ms')).toBeVisible();
  await expectNoSeriousViolations(page);

  // import a valid theme: toast, it becomes the tenant's default, and the interface changes without a reload
  const before = await primaryVariable(page);
  expect(before).not.toBe(IMPORTED_PRIMARY);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page
    .locator('input[type="file"]')
    .setInputFiles(await themeFile(page, NORDIC, { foundation: `aurora-${stamp}`, name, light: { primary: IMPORTED_PRIMARY } }));
  await expect(page.getByText('Theme package imported and applied successfully')).toBeVisible();
  const imported = page.getByRole('article', { name });
  await expect(imported.getByText('Tenant default')).toBeVisible();
  await expect.poll(() => primaryVariable(page)).toBe(IMPORTED_PRIMARY);
  await expect(nordicCard.getByRole('button', { name: 'Apply Theme' })).toHaveCSS('background-color', IMPORTED_PRIMARY_RGB);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // a theme whose muted text is too pale: refused, the failing pairs listed
  await page
    .locator('input[type="file"]')
    .setInputFiles(await themeFile(page, NORDIC, { foundation: `pale-${stamp}`, name: `Pale ${stamp}`, light: { textMuted: '#c8cdd1' } }));
  await expect(page.getByText('Failed to import theme package').first()).toBeVisible();
  const pairs = page.getByRole('list', { name: 'These colour pairs are below WCAG AA contrast' });
  await expect(pairs.getByRole('listitem').filter({ hasText: 'Light: Muted text on Background' })).toContainText('needs 4.5:1');
  await expect(page.getByRole('article', { name: `Pale ${stamp}` })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // export downloads the JSON named by country and foundation
  const downloading = page.waitForEvent('download');
  await nordicCard.getByRole('button', { name: 'Export Theme' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('scandinavian-nordic-minimalism.json');
  await expect(page.getByText('Theme package exported successfully')).toBeVisible();

  // apply a built-in theme again, then delete the imported one after confirming
  await page.getByRole('article', { name: 'Traditional Nihon' }).getByRole('button', { name: 'Apply Theme' }).click();
  await expect(page.getByText('Cultural theme applied successfully')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Traditional Nihon' }).getByText('Tenant default')).toBeVisible();
  await expect.poll(() => primaryVariable(page)).not.toBe(IMPORTED_PRIMARY);
  await imported.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this theme?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  // standalone package: generated on the server, its contents shown
  await page.getByRole('tab', { name: 'Standalone Packages' }).click();
  await expect(page).toHaveURL(/tab=packages/);
  await page.getByRole('button', { name: 'Generate package' }).click();
  await expect(page.getByRole('region', { name: 'CSS custom properties' })).toContainText('--kairos-color-primary');
  await expect(page.getByRole('region', { name: 'SCSS variables' })).toContainText('$kairos-');
  await expectNoSeriousViolations(page);

  // settings of the current tenant, saved on the server (and put back)
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('switch', { name: /AI transparency required/ })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Cultural sensitivity level' }).getByText('Medium', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant settings saved')).toBeVisible();
  const tenant = (await (await page.request.get('/api/tenant')).json()) as { culturalSensitivityLevel: string };
  expect(tenant.culturalSensitivityLevel).toBe('medium');
  await expectNoSeriousViolations(page);
  await page.getByRole('radiogroup', { name: 'Cultural sensitivity level' }).getByText('High', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tenant settings saved')).toBeVisible();
});

test('design-system management: a tenant is created, the analytics show real figures; the token pages in both built-in themes', async ({
  page,
}) => {
  // ten pages with an axe scan each: over the default minute on a loaded 2-core machine
  test.slow();
  const stamp = Date.now().toString(36);
  const tenantName = `E2E tenant ${stamp}`;
  await page.goto('/management/design-system?tab=tenant');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/management\/design-system\?tab=tenant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design System Management' })).toBeVisible();
  const tenants = page.getByRole('table', { name: 'Tenants' });
  await expect(tenants).toBeVisible();

  await page.getByRole('button', { name: 'New tenant' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tenant' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Is required')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(tenantName);
  const hosts = dialog.getByRole('combobox', { name: 'Host names' });
  await hosts.fill(`careers-${stamp}.example.test`);
  await hosts.press('Enter');
  await dialog.getByRole('textbox', { name: 'Display name', exact: true }).fill(`Careers ${stamp}`);
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Tenant "${tenantName}" created`)).toBeVisible();
  await expect(tenants.getByRole('row').filter({ hasText: tenantName })).toContainText(`careers-${stamp}.example.test`);
  await expectNoSeriousViolations(page);

  // analytics: the server's figures (two tenants at least: the default and this one)
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const totals = page.getByText(/^Themes: \d+ · Tenants: \d+ · People with their own choice: \d+$/);
  await expect(totals).toBeVisible();
  const usage = (await (await page.request.get('/api/admin/design-system/usage')).json()) as {
    totals: { themes: number; tenants: number; peopleWithChoice: number };
  };
  expect(usage.totals.tenants).toBeGreaterThanOrEqual(2);
  await expect(totals).toHaveText(
    `Themes: ${usage.totals.themes} · Tenants: ${usage.totals.tenants} · People with their own choice: ${usage.totals.peopleWithChoice}`,
  );
  await expect(
    page.getByRole('table', { name: 'Figures per theme' }).getByRole('row').filter({ hasText: 'Traditional Nihon' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Integration' }).click();
  await expect(page.getByRole('region', { name: 'CSS custom properties' })).toContainText('--kairos-color-primary');

  // delete the tenant again
  await page.getByRole('tab', { name: 'Tenant' }).click();
  await page.getByRole('button', { name: `Delete ${tenantName}` }).click();
  await page.getByRole('dialog', { name: 'Delete this tenant?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(tenants.getByRole('row').filter({ hasText: tenantName })).toHaveCount(0);

  // every page, axe-clean in both built-in themes
  for (const key of [JAPAN, NORDIC]) {
    expect((await page.request.put('/api/themes/preference', { data: { key } })).ok()).toBe(true);
    for (const [path, heading] of [
      ['/management/cultural-themes', 'Cultural Theme Management'],
      ['/management/design-system', 'Design System Management'],
      ['/management/design-tokens', 'Design Tokens Management'],
      ['/design-tokens', 'Design Tokens'],
      ['/advanced-design-system', 'Design System Showcase'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-cultural-theme', key);
      if (path.includes('tokens')) await expect(page.getByRole('table', { name: 'Semantic colours — light' })).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  }
  await expect(page.getByRole('button', { name: 'Primary action' })).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('kairos.culturalTheme'));
  expect((await page.request.put('/api/themes/preference', { data: { key: null } })).ok()).toBe(true);
});

test('a person without the admin role is sent away from the theme pages, and the server refuses the admin API', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'themes');
  await page.goto('/management/cultural-themes');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await page.request.get('/api/admin/tenants')).status()).toBe(403);
  expect((await page.request.post('/api/admin/themes/import', { data: { country: 'x', foundation: 'y' } })).status()).toBe(403);

  // the token pages are for every signed-in person
  await page.goto('/design-tokens');
  await expect(page.getByRole('heading', { level: 1, name: 'Design Tokens' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Semantic colours — light' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
