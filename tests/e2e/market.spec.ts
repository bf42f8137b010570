import { expect, test } from '@playwright/test';
import { e2eAdmin } from './fixtures';
import { expectNoSeriousViolations, signedIn, signInThroughForm } from './support';

test('market intelligence: counts with sources, Standard mode in the performance monitor, company search, a country page', async ({
  page,
}) => {
  await signedIn(page, 'market', '/market-intelligence');
  await expect(page.getByRole('heading', { level: 1, name: 'European Market Intelligence' })).toBeVisible();

  // the overview counts and a sourced chart
  const counts = page.getByRole('group', { name: 'Market data overview' });
  await expect(counts.getByRole('group', { name: /^Companies: \d+$/ })).toBeVisible();
  await expect(counts.getByRole('group', { name: /^Countries: \d+$/ })).toBeVisible();
  await expect(page.getByText('Job vacancy rate by country')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Job vacancy rate by country: / })).toBeVisible();
  await expect(page.getByText(/^Source: Eurostat/).first()).toBeVisible();
  // personalisation needs an analysed CV; the general data is there either way
  await expect(page.getByText('Personalisation needs an analysed CV')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Personalized Market Report' })).toHaveAttribute('href', '/api/market/report');
  // the live stream is up
  await expect(page.getByRole('status', { name: 'Live connection: Connected' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // the operator's view of the data sits in a collapsed "About this data" panel below the content (issue 20)
  await expect(page.getByRole('region', { name: 'Performance monitor' })).toBeHidden();
  await page.getByRole('button', { name: /About this data/ }).click();
  // Standard mode goes to the database every time; the monitor says so and keeps refreshing
  const monitor = page.getByRole('region', { name: 'Performance monitor' });
  await expect(monitor.getByText('Optimized mode')).toBeVisible();
  await page.getByText('Standard', { exact: true }).click();
  await expect(page).toHaveURL(/mode=standard/);
  await expect(monitor.getByText('Standard mode')).toBeVisible();
  await expect(monitor.getByText('Last response from the database')).toBeVisible();
  await expect(monitor.getByRole('group', { name: /^Server time \(last request\): .+ ms, (Good|Warning|Poor)$/ })).toBeVisible();
  // refreshed every 5 s: a new measurement replaces the last one
  const before = await monitor.textContent();
  await expect.poll(() => monitor.textContent(), { timeout: 12_000 }).not.toBe(before);

  // company search: case-insensitive, on the server; the detail opens by id
  const directory = page.getByRole('region', { name: 'Company directory' });
  await directory.getByRole('searchbox', { name: 'Search companies' }).fill('SIEM');
  await expect(directory.getByText(/^1 company$/)).toBeVisible();
  await directory.getByRole('button', { name: 'Details for Siemens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Siemens' });
  await expect(dialog.getByText('Industry', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Munich, Germany')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // the cross-border comparison, best match first, and a country's page
  await page.getByRole('tab', { name: 'Opportunities' }).click();
  const comparison = page.getByRole('region', { name: 'Cross-border comparison' });
  await expect(comparison.getByRole('article')).toHaveCount(5);
  // a fit resting on less than half of the weighting is never a percentage or a best match
  await expect(comparison.getByRole('article').first().getByText(/^(Best Match|Not enough data)$/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await comparison.getByRole('link', { name: 'View Market Details for Germany' }).click();
  await expect(page).toHaveURL(/\/market-intelligence\/countries\/DE$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Germany' })).toBeVisible();
  const indicators = page.getByRole('region', { name: 'Labour-market indicators' });
  await expect(indicators.getByText('Unemployment rate', { exact: true })).toBeVisible();
  await expect(indicators.getByText(/^Source: Eurostat une_rt_a, \d{4}$/)).toBeVisible();
  // a person sees the primary source, never the mirror it was read from
  await expect(indicators.getByText(/ via /)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shortage occupations' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Large employers' }).getByRole('button', { name: 'Details for Siemens' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // an unknown country has no data (not another country's profile)
  await page.goto('/market-intelligence/countries/XX');
  await expect(page.getByRole('heading', { level: 1, name: 'No data for this country' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to market intelligence' }).click();
  await expect(page).toHaveURL(/\/market-intelligence$/);
});

test('a trend an administrator imports in another browser appears live; the personal report downloads as a PDF', async ({ page, browser }) => {
  await signedIn(page, 'market-live', '/market-intelligence');
  const live = page.getByRole('region', { name: 'Real-time updates' });
  await expect(page.getByRole('status', { name: 'Live connection: Connected' })).toBeVisible();

  // the administrator, in a browser of their own, imports a trend through the admin API
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/auth');
  await signInThroughForm(admin, e2eAdmin.email, e2eAdmin.password);
  await expect(admin).toHaveURL(/\/(admin|dashboard)$/);
  const content = JSON.stringify([{ industry: 'Heat pump installation', region: 'Germany', growth_rate: 14.5, emerging_skills: ['Heat pumps'], declining_skills: [] }]);
  const dry = await admin.request.post('/api/admin/market/import', { data: { entity: 'trends', format: 'json', content, dry_run: true } });
  expect((await dry.json()) as { valid: number }).toMatchObject({ valid: 1 });
  await expect(live.getByText('Heat pump installation')).toHaveCount(0);
  const imported = await admin.request.post('/api/admin/market/import', { data: { entity: 'trends', format: 'json', content, dry_run: false } });
  expect(imported.status()).toBe(200);
  await adminContext.close();

  await expect(live.getByText('Heat pump installation')).toBeVisible();
  await expect(live.getByText('Just now').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Get Personalized Market Report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kairos-market-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});
