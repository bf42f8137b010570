import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signInThroughForm } from './support';

test('market data administration: create a trend, check and import a CSV with a bad row, switch a dataset off and on', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const industry = `E2E hydrogen ${stamp}`;
  const imported = `E2E imported ${stamp}`;

  // admins sign in on the way to the page and find it in the navigation
  await page.goto('/admin/market-data');
  await expect(page).toHaveURL(/\/auth\?returnTo=/);
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/market-data$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market data' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Market data' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('table', { name: 'Companies' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // a new trend through the form: the server's rules first, then it is in the list
  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(page).toHaveURL(/tab=trends/);
  const trends = page.getByRole('table', { name: 'Trends' });
  await expect(trends).toBeVisible();
  await page.getByRole('button', { name: 'New trend' }).click();
  const dialog = page.getByRole('dialog', { name: 'New trend' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Is required')).toHaveCount(3);
  await dialog.getByRole('textbox', { name: 'Industry' }).fill(industry);
  await dialog.getByRole('textbox', { name: 'Region' }).fill('Germany');
  await dialog.getByRole('textbox', { name: 'Growth rate' }).fill('2000');
  await dialog.getByRole('textbox', { name: 'Growth rate' }).blur();
  await expect(dialog.getByText('Must be at most 1000 (%)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Growth rate' }).fill('7.5');
  const emerging = dialog.getByRole('combobox', { name: 'Emerging skills' });
  await emerging.fill('Electrolysis');
  await emerging.press('Enter');
  await emerging.fill('Pipeline safety');
  await emerging.press('Enter');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Created "${industry} · Germany".`)).toBeVisible();
  const row = trends.getByRole('row').filter({ hasText: industry });
  await expect(row).toContainText('+7.5%');
  await expect(row).toContainText('Electrolysis');

  // edit it: only the changed field is sent, the list shows the new value
  await page.getByRole('button', { name: `Edit ${industry} · Germany` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit trend' });
  await expect(edit.getByRole('textbox', { name: 'Industry' })).toHaveValue(industry);
  await edit.getByRole('textbox', { name: 'Region' }).fill('Austria');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(trends.getByRole('row').filter({ hasText: industry })).toContainText('Austria');

  // import: a dry run finds the bad row, Import writes the good one
  await page.getByRole('tab', { name: 'Import' }).click();
  // the segmented control's radios are drawn as labels
  await page.getByRole('radiogroup', { name: 'Data' }).getByText('Trends', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Trends' })).toBeChecked();
  await expect(page.getByText('Example CSV for Trends')).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  const csv = ['industry,region,growth_rate,emerging_skills', `${imported},Germany,12.5%,Heat pumps;Grid planning`, `${imported} broken,Germany,lots,`].join('\n');
  await page.getByRole('textbox', { name: 'Content' }).fill(csv);
  await page.getByRole('button', { name: 'Check (dry run)' }).click();
  const result = page.getByRole('region', { name: 'Check result (nothing written)' });
  await expect(result.getByRole('group', { name: 'Rows: 2' })).toBeVisible();
  await expect(result.getByRole('group', { name: 'Valid: 1' })).toBeVisible();
  await expect(result.getByRole('group', { name: 'Errors: 1' })).toBeVisible();
  const problems = result.getByRole('table', { name: 'Problems by row' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('growth_rate');
  await expect(problems.getByRole('row').nth(1)).toContainText('must be a number (percent)');
  await expectNoSeriousViolations(page);
  await expect(importButton).toBeEnabled();
  await importButton.click();
  const done = page.getByRole('region', { name: 'Import result' });
  await expect(done.getByText('1 added and 0 updated.')).toBeVisible();
  await expect(done.getByRole('group', { name: 'Skipped: 1' })).toBeVisible();
  // the same text again needs a new check
  await expect(importButton).toBeDisabled();
  await page.getByRole('tab', { name: 'Trends' }).click();
  await expect(trends.getByRole('row').filter({ hasText: imported })).toContainText('+12.5%');

  // delete the trend made through the form, after confirming
  await page.getByRole('button', { name: `Delete ${industry} · Austria` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this trend?' });
  await expect(confirm).toContainText(`"${industry} · Austria" will be removed`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(trends.getByRole('row').filter({ hasText: industry })).toHaveCount(0);

  // a dataset off and on again
  await page.getByRole('tab', { name: 'Datasets' }).click();
  await expect(page.getByText('Kairos stops using a dataset that is off')).toBeVisible();
  const eurostat = page.getByRole('article', { name: /^Eurostat datasets/ });
  const toggle = eurostat.getByRole('switch', { name: /^Use in Kairos — Eurostat datasets/ });
  await expect(toggle).toBeChecked();
  await expect(eurostat.getByText('Commercial use cleared')).toBeVisible();
  await expectNoSeriousViolations(page);
  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(eurostat.getByText('Changed by an administrator')).toBeVisible();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  const setting = await page.request.get('/api/admin/market/datasets');
  const { datasets } = (await setting.json()) as { datasets: { id: string; enabled: boolean }[] };
  expect(datasets.find((d) => d.id === 'eurostat')?.enabled).toBe(true);
});

test('market data at phone width: cards instead of a table, the form full screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/admin/market-data?tab=signals');
  await signInThroughForm(page, e2eAdmin.email, e2eAdmin.password);
  await expect(page).toHaveURL(/\/admin\/market-data\?tab=signals$/);
  const list = page.getByRole('list', { name: 'Signals' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Signals' })).toHaveCount(0);
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'New signal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New signal' });
  await dialog.getByRole('textbox', { name: 'Link' }).fill('ftp://example.org/list');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Must be an http or https address')).toBeVisible();
  await expectNoSeriousViolations(page);
});
