import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

const CV_TEXT = `Ana Example
ana.example@example.org | +41 79 123 45 67 | Zürich, Switzerland

PROFILE
UX designer with a hospitality background.

EXPERIENCE
UX Designer, Helvetia Digital, Zürich
03/2021 – present
- Led user research and usability tests with Figma prototypes

Front Office Manager, Hotel Bellevue, Bern
01/2016 – 02/2021
- Managed a team of 12

EDUCATION
MSc Interaction Design, ETH Zürich, 2019 – 2021

SKILLS
Figma, User Research, Usability Testing, Prototyping, HTML, CSS

LANGUAGES
German (native), English (C1)
`;

async function toast(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: message }).last()).toBeVisible();
}

test('privacy rights: JSON Resume, consents with history, the data archive, and account deletion end to end', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await verifiedAccount(page.request, 'privacy');
  await page.goto('/settings?tab=data');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/settings\?tab=data$/);

  // an analysed CV, uploaded through the API with the browser's session
  const upload = await page.request.post('/api/cvs?keepBoth=true', {
    multipart: { file: { name: 'ana-cv.txt', mimeType: 'text/plain', buffer: Buffer.from(CV_TEXT) } },
  });
  expect(upload.status()).toBe(202);
  const { id } = (await upload.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`/api/cvs/${id}`)).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('analyzed');

  // the 'Your data' tab: three sections, axe
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expect(tabs.getByRole('tab', { name: 'Your data' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: 'Your data' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Download my data' })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: 'Consents' })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2, name: 'Delete account' })).toBeVisible();
  await expect(panel.getByText('No consent recorded yet.')).toBeVisible();
  await expectNoSeriousViolations(page);

  // a consent is recorded with its time, and the privacy switch follows
  const portfolio = panel.getByRole('switch', { name: 'Public portfolio' });
  await expect(portfolio).not.toBeChecked();
  await portfolio.click({ force: true });
  await toast(page, 'Your consent has been recorded.');
  await expect(portfolio).toBeChecked();
  await expect(panel.getByText(/^Given on /)).toBeVisible();
  const history = panel.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(2); // header + one record
  await expect(history.getByRole('row').nth(1)).toContainText('Public portfolio');
  await tabs.getByRole('tab', { name: 'Privacy' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Privacy' }).getByRole('radio', { name: /^Public/ })).toBeChecked();
  await tabs.getByRole('tab', { name: 'Your data' }).click();

  // download the archive: a zip (magic 'PK') that lists profile.json and the original CV
  const [archive] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download my data' }).click()]);
  expect(archive.suggestedFilename()).toMatch(/^kairos-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync((await archive.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  const listing = zip.toString('latin1');
  for (const name of ['README.txt', 'profile.json', 'cvs.json', 'consents.json', `cvs/${id}/ana-cv.txt`]) expect(listing).toContain(name);
  await toast(page, 'Your archive has been downloaded.');

  // the CV detail page offers the analysed CV as JSON Resume
  await page.goto(`/cv/${id}`);
  const [resumeDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download JSON Resume' }).click()]);
  const resume = JSON.parse(fs.readFileSync((await resumeDownload.path())!, 'utf8')) as {
    basics: { name?: string };
    work: unknown[];
    skills: { name: string }[];
  };
  expect(resume.basics.name).toBe('Ana Example');
  expect(resume.work.length).toBeGreaterThan(0);
  expect(resume.skills.map((s) => s.name)).toContain('Figma');

  // delete the account: the modal asks for the e-mail address
  await page.goto('/settings?tab=data');
  await panel.getByRole('button', { name: 'Delete my account' }).click();
  const modal = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = modal.getByRole('button', { name: 'Delete my account for ever' });
  await expect(confirm).toBeDisabled();
  await modal.getByRole('textbox', { name: /Type your e-mail address to confirm/ }).fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await expectNoSeriousViolations(page);
  await modal.getByRole('textbox', { name: /Type your e-mail address to confirm/ }).fill(email);
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await toast(page, 'Your account and your data have been deleted.');
  expect((await page.request.get('/api/settings')).status()).toBe(401); // the session cookie is gone

  // the deleted person cannot sign in any more
  await page.goto('/auth');
  await signInThroughForm(page, email, password);
  await toast(page, 'Sign in failed');
  await expect(page).toHaveURL(/\/auth/);
  const api = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(api.status()).toBe(401);
});
