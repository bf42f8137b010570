import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analysedCv, expectNoSeriousViolations, signInThroughForm, verifiedAccount } from './support';

// An English PDF whose analysis finds skills, achievements and education.
const PDF_CV = 'en-uk-software-engineer.pdf';
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/;
// E2E_SCREENSHOTS_DIR=/tmp/shots saves the pages at 1280 and 375 px, light and dark, for a look by eye
const shotsDir = process.env.E2E_SCREENSHOTS_DIR;

async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

async function setVisibility(page: Page, profileVisibility: 'public' | 'private'): Promise<void> {
  const res = await page.request.patch('/api/settings', { data: { privacy: { profileVisibility } } });
  expect(res.ok()).toBe(true);
}

test('perspectives: four defaults with confidence, preview counts a use, custom CRUD, PDF export, public portfolio only while public', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, password } = await verifiedAccount(page.request, 'views');
  await page.goto('/perspectives');
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/perspectives$/);
  await analysedCv(page, PDF_CV);
  await page.reload();

  // the four built-ins, each with its confidence
  await expect(page.getByRole('heading', { level: 1, name: 'Perspectives' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your perspectives' });
  await expect(list.getByRole('article')).toHaveCount(4);
  for (const name of ['Technical', 'Executive', 'HR/Recruiter', 'Public Portfolio']) {
    const card = list.getByRole('article', { name, exact: true });
    await expect(card.getByText('Default', { exact: true })).toBeVisible();
    const bar = card.getByRole('progressbar', { name: `Confidence of ${name}` });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  }
  await expect(list.getByRole('article', { name: 'Technical' }).getByText('Tech leads and engineering managers')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'perspectives');

  // preview: the rendered view with coverage; it counts as a use
  const technical = list.getByRole('article', { name: 'Technical', exact: true });
  await expect(technical.getByText('Used 0 times')).toBeVisible();
  await technical.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: Technical' });
  await expect(preview.getByRole('heading', { level: 3, name: 'Technical skills' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Technical skills' }).getByRole('listitem').first()).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Coverage of the chosen sections' })).toBeVisible();
  await expect(preview.getByText(/chosen sections have content/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'perspectives-preview');
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();
  await expect(technical.getByText('Used 1 time', { exact: true })).toBeVisible();
  // most used first
  await expect(list.getByRole('article').first()).toHaveAccessibleName('Technical');

  // the Custom tab starts empty
  await page.getByRole('tab', { name: 'Custom' }).click();
  await expect(page.getByRole('heading', { name: 'No custom perspectives yet' })).toBeVisible();

  // create: the name is required
  await page.getByRole('button', { name: 'Create Custom Perspective' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Custom Perspective' });
  await create.getByRole('button', { name: 'Create perspective' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'perspectives-form');
  await create.getByRole('textbox', { name: 'Name' }).fill('Start-up founders');
  await create.getByRole('textbox', { name: 'Target audience' }).fill('Founders hiring their first engineers');
  await create.getByRole('checkbox', { name: 'Achievements' }).check();
  await create.getByRole('radio', { name: /^Concise/ }).check();
  await create.getByRole('button', { name: 'Create perspective' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Perspective created' })).toBeVisible();
  const custom = page.getByRole('article', { name: 'Start-up founders' });
  await expect(custom.getByText('Founders hiring their first engineers')).toBeVisible();
  await expect(custom.getByText('Concise')).toBeVisible();
  await expect(custom.getByText('Custom', { exact: true })).toBeVisible();

  // edit
  await custom.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit perspective' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Start-up founders');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Founders and CTOs');
  await edit.getByRole('textbox', { name: 'Target audience' }).fill('');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Perspective saved' })).toBeVisible();
  const renamed = page.getByRole('article', { name: 'Founders and CTOs' });
  await expect(renamed.getByText('General audience')).toBeVisible();

  // delete after a confirmation → the empty state
  await renamed.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete perspective?' }).getByRole('button', { name: 'Delete perspective' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Perspective deleted' })).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No custom perspectives yet' })).toBeVisible();

  // PDF export of a built-in
  await page.getByRole('tab', { name: 'All' }).click();
  const hr = page.getByRole('article', { name: 'HR/Recruiter' });
  const downloading = page.waitForEvent('download');
  await hr.getByRole('button', { name: 'Export PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // the public portfolio: its address and status, private first
  const portfolioCard = page.getByRole('article', { name: 'Public Portfolio' });
  await expect(portfolioCard.getByText('Private — only you can see it; change Profile visibility in Settings')).toBeVisible();
  await expect(portfolioCard.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  const address = await portfolioCard.getByRole('textbox', { name: 'Shareable address' }).inputValue();
  expect(address).toMatch(/^http:\/\/localhost:\d+\/p\/[a-z0-9-]+$/);
  const portfolioPath = new URL(address).pathname;

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(portfolioPath);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This portfolio is not available' })).toBeVisible();
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'portfolio-unavailable');
  // an unknown address looks the same
  await visitor.goto('/p/nobody-by-this-name-at-all');
  await expect(visitor.getByRole('heading', { level: 1, name: 'This portfolio is not available' })).toBeVisible();

  // public: anyone with the link sees name and skills, never an e-mail address
  await setVisibility(page, 'public');
  await page.reload();
  await expect(portfolioCard.getByText('Public — anyone with the link can see it')).toBeVisible();
  await visitor.goto(portfolioPath);
  await expect(visitor.getByRole('heading', { level: 1, name: /E2E Person/ })).toBeVisible();
  const skills = visitor.getByRole('region', { name: 'Top skills' });
  await expect(skills.getByRole('listitem').first()).toBeVisible();
  expect(await skills.getByRole('listitem').count()).toBeGreaterThan(1);
  const text = await visitor.locator('main').innerText();
  expect(text).not.toMatch(EMAIL_PATTERN);
  expect(text).not.toContain(email);
  await expectNoSeriousViolations(visitor);
  await screenshots(visitor, 'portfolio');

  // private again: gone
  await setVisibility(page, 'private');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'This portfolio is not available' })).toBeVisible();
  await anonymous.close();
});
