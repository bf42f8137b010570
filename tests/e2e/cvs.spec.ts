import { expect, test } from '@playwright/test';
import { samplePath } from '../support/cv-samples';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// An English PDF whose analysis finds skills and at least one hidden talent.
const PDF_CV = 'en-uk-software-engineer.pdf';
// A plain-text CV with two hidden talents, uploaded through the API where the upload screen is not the subject.
const TXT_CV = 'en-hospitality-to-ux.txt';

test('upload a PDF CV: real progress, live analysis, then the analysis, hidden talents and the list', async ({ page }) => {
  await signedIn(page, 'cv-upload', '/cv/upload');
  await expect(page.getByRole('heading', { level: 1, name: 'Upload a CV' })).toBeVisible();
  await expect(page.getByText('max 10MB')).toBeVisible();
  await expectNoSeriousViolations(page);

  // a file Kairos cannot read is refused before it is sent (photos are read, with OCR; a GIF is not)
  const input = page.getByLabel('Upload your CV');
  await input.setInputFiles({ name: 'holiday.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a not a CV') });
  await expect(page.getByText('Please upload a valid PDF, Word document or text file')).toBeVisible();

  // a slow uplink, so the progress of the real upload can be seen
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 32 * 1024 });
  await input.setInputFiles(samplePath(PDF_CV));
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Uploading...')).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');

  // the live event ends the analysis: the panel and, on any page, the toast
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Discovered \d+ hidden talents? with \d+% confidence!$/)).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'View Analysis' }).click();
  await expect(page).toHaveURL(/\/cv\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'en-uk-software-engineer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Quality score \d+ out of 100$/ }).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: /Skills/ }).click();
  await expect(page.getByRole('heading', { name: 'Skills per category' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Skills per category: / })).toBeVisible();
  await expect(page.getByText('TypeScript', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: /Experience/ }).click();
  await expect(page.getByRole('heading', { name: 'Senior Software Engineer' })).toBeVisible();
  await expect(page.getByText(/– Present/)).toBeVisible();

  await page.getByRole('tab', { name: /Hidden Talents/ }).click();
  const detailTalent = page.getByRole('article').first();
  await expect(detailTalent.getByRole('heading')).toBeVisible();
  await expect(detailTalent.getByRole('progressbar', { name: /^Confidence for / })).toBeVisible();
  await expect(detailTalent.getByText('Supporting evidence')).toBeVisible();
  await expectNoSeriousViolations(page);

  // the hidden-talents page: validate the strongest talent
  await page.goto('/hidden-talents');
  await expect(page.getByRole('heading', { level: 1, name: 'Hidden Talents' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const discovered = page.getByRole('region', { name: 'Discovered' });
  const card = discovered.getByRole('article').first();
  const talentName = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Talent validated!')).toBeVisible();
  const validated = page.getByRole('region', { name: 'Validated' }).getByRole('article').filter({ hasText: talentName });
  await expect(validated).toBeVisible();
  await expect(validated.getByRole('progressbar', { name: `Confidence for ${talentName}` })).toHaveAttribute('aria-valuenow', '100');
  await expect(validated.getByRole('button', { name: 'Validate' })).toHaveCount(0);

  // the list: complete, active, with a download link to the original
  await page.goto('/cv/list');
  const item = page.getByRole('listitem').filter({ hasText: 'en-uk-software-engineer.pdf' });
  await expect(item.getByText('Complete', { exact: true })).toBeVisible();
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: 'Download en-uk-software-engineer' })).toHaveAttribute('href', /^\/api\/cvs\/[0-9a-f-]{36}\/file$/);
  await expectNoSeriousViolations(page);
});

test('dashboard counters and analysis, validate from the dashboard, delete from the list', async ({ page }) => {
  await signedIn(page, 'cv-dashboard', '/dashboard');
  await expect(page.getByText('No CVs uploaded yet')).toBeVisible();
  await page.goto('/cv/list');
  await expect(page.getByText('No CVs uploaded yet')).toBeVisible();
  await page.goto('/hidden-talents');
  await expect(page.getByText('No hidden talents discovered yet')).toBeVisible();

  await analysedCv(page, TXT_CV);
  await page.goto('/dashboard');
  const counters = page.getByRole('group', { name: 'CV overview' });
  await expect(counters.getByText('CVs uploaded')).toBeVisible();
  await expect(counters).toContainText('CVs uploaded1');
  await expect(counters).toContainText('Active1');
  const analysis = page.getByRole('region', { name: 'Detailed Analysis' });
  await expect(analysis.getByText('Complete', { exact: true })).toBeVisible();
  await analysis.getByRole('tab', { name: 'Insights' }).click();
  await expect(analysis.getByRole('tabpanel')).not.toBeEmpty();

  const talents = page.getByRole('region', { name: 'Hidden Talents' });
  await expect(talents.getByRole('article')).not.toHaveCount(0);
  await talents.getByRole('article').first().getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Talent validated successfully!')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/cv/list');
  await page.getByRole('button', { name: 'More actions for en-hospitality-to-ux' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this CV?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete CV' }).click();
  await expect(page.getByText('en-hospitality-to-ux deleted.')).toBeVisible();
  await expect(page.getByText('No CVs uploaded yet')).toBeVisible();
});

test('an unknown CV shows "CV not found" with a way back to the list', async ({ page }) => {
  await signedIn(page, 'cv-missing', '/cv/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'CV not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your CVs' }).click();
  await expect(page).toHaveURL(/\/cv\/list$/);
});
