import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { samplePath } from '../support/cv-samples';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// An English PDF whose analysis finds several roles.
const PDF_CV = 'en-uk-software-engineer.pdf';
// a title the talent engine reads as evidence (mentoring), so the talents page shows it too
// a CV whose name the engine reads with low confidence ("Please check")
const UNSURE_CV = 'fi-kirjanpitaja-cp1252.txt';
const NEW_TITLE = 'Lead Engineer Mentoring Junior Developers';
// a save recomputes talents, score and insights: quick alone, slower on a busy CI machine
const SAVE_MS = 30_000;
// E2E_SCREENSHOTS_DIR=/tmp/shots saves the editor at 1280 and 375 px, light and dark, for a look by eye
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

type RecordBody = { record: { experience: { position: string | null; startDate: string | null }[] } };

test('review and correct: a corrected job title reaches the CV, the talents page and the recruiter view', async ({ page }) => {
  test.setTimeout(180_000);
  await signedIn(page, 'editor', '/cv/list');
  const id = await analysedCv(page, PDF_CV);
  const before = ((await (await page.request.get(`/api/cvs/${id}/record`)).json()) as RecordBody).record.experience;
  expect(before.length).toBeGreaterThan(0);
  const oldTitle = before[0]?.position ?? '';

  // the CV offers the editor; it opens as a mode of the page (a link can go straight to it)
  await page.goto(`/cv/${id}`);
  await page.getByRole('button', { name: 'Review and correct' }).click();
  await expect(page).toHaveURL(/\?edit=1$/);
  const editor = page.getByRole('form', { name: 'Review and correct' });
  await expect(editor).toBeVisible();
  const first = editor.getByRole('group', { name: /^Experience entry 1:/ });
  await expect(first.getByRole('textbox', { name: 'Job title' })).toHaveValue(oldTitle);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'editor-en');

  // reorder is keyboard-usable and labelled with the entry
  if (before.length > 1) {
    await expect(first.getByRole('button', { name: /up$/ })).toBeDisabled();
    await expect(first.getByRole('button', { name: `Move ${oldTitle} down` })).toBeEnabled();
  }

  // bad input: a clear message at the field, and nothing typed is lost
  await first.getByRole('textbox', { name: 'Job title' }).fill(NEW_TITLE);
  const start = first.getByRole('textbox', { name: 'Start' });
  const oldStart = await start.inputValue();
  await start.fill('since autumn');
  await editor.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Some fields need your attention' })).toBeVisible();
  await expect(first.getByText('Use YYYY or YYYY-MM, e.g. 2021-09')).toBeVisible();
  await expect(first.getByRole('textbox', { name: 'Job title' })).toHaveValue(NEW_TITLE);
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await start.fill(oldStart);

  // save: the CV shows the corrected title
  await editor.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrections saved' })).toBeVisible({ timeout: SAVE_MS });
  await expect(page).not.toHaveURL(/edit=1/);
  await expect(page.getByText('Corrected by you')).toBeVisible();
  await page.getByRole('tab', { name: /Experience/ }).click();
  await expect(page.getByRole('tabpanel').getByText(NEW_TITLE)).toBeVisible();
  const after = ((await (await page.request.get(`/api/cvs/${id}/record`)).json()) as RecordBody).record.experience;
  expect(after[0]?.position).toBe(NEW_TITLE);

  // the talents recomputed from the corrected record cite it
  await page.goto('/hidden-talents');
  await expect(page.getByText(NEW_TITLE).first()).toBeVisible();

  // the recruiter's view of the person reads the corrected record
  await page.goto('/perspectives');
  await page.getByRole('article', { name: 'HR/Recruiter', exact: true }).getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: HR/Recruiter' });
  await expect(preview.getByText(NEW_TITLE).first()).toBeVisible();
  await expect(preview.getByText(oldTitle, { exact: true })).toHaveCount(0);
  await preview.getByRole('button', { name: 'Close' }).click();

  // rename from the CV list's menu
  await page.goto('/cv/list');
  const title = ((await (await page.request.get(`/api/cvs/${id}`)).json()) as { title: string }).title;
  await page.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename CV' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('   ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename.getByText('Required')).toBeVisible();
  await rename.getByRole('textbox', { name: 'Name' }).fill('My engineering CV');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Renamed to My engineering CV.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View My engineering CV' })).toBeVisible();

  // a new version of the CV: the upload's success panel leads to the review, and the CV offers the corrections made before
  await page.goto('/cv/upload');
  await page.getByLabel('Upload your CV').setInputFiles(samplePath(PDF_CV));
  // the same file again: Kairos recognises it and asks before keeping a second copy
  await page.getByRole('dialog', { name: 'You uploaded this file before' }).getByRole('button', { name: 'Keep both' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis complete' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Review what Kairos read' }).click();
  await expect(page).toHaveURL(/\/cv\/[0-9a-f-]{36}\?edit=1$/);
  await expect(page.getByRole('form', { name: 'Review and correct' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const offer = page.getByRole('alert').filter({ hasText: 'Corrections from your previous CV: apply?' });
  await expect(offer).toContainText('correction you made to “My engineering CV” also fits this CV');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'cv-offer-en');
  await offer.getByRole('button', { name: 'Apply them' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your corrections were carried over.' })).toBeVisible({ timeout: SAVE_MS });
  await expect(offer).toBeHidden();
  await page.getByRole('tab', { name: /Experience/ }).click();
  await expect(page.getByRole('tabpanel').getByText(NEW_TITLE)).toBeVisible();

  // a field the engine is unsure of is marked until the person confirms it
  const unsure = await analysedCv(page, UNSURE_CV);
  await page.goto(`/cv/${unsure}`);
  await expect(page.getByText('1 field is marked “Please check”')).toBeVisible();
  await page.getByRole('button', { name: 'Review and correct' }).click();
  const unsureEditor = page.getByRole('form', { name: 'Review and correct' });
  const contact = unsureEditor.getByRole('region', { name: 'Contact' });
  await expect(contact.getByText('Please check')).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'editor-please-check-en');
  await contact.getByRole('button', { name: 'Looks right: Name' }).click();
  await expect(contact.getByText('Please check')).toHaveCount(0);
  await unsureEditor.getByRole('button', { name: 'Save corrections' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrections saved' })).toBeVisible({ timeout: SAVE_MS });
  await expect(page.getByText(/marked “Please check”/)).toHaveCount(0);
  const confirmed = (await (await page.request.get(`/api/cvs/${unsure}/record`)).json()) as {
    record: { review: string[] };
    corrections: { confirmed?: string[] };
  };
  expect([confirmed.record.review, confirmed.corrections.confirmed]).toEqual([[], ['contact.name']]);

  // the editor in German, for the screenshots (and its labels translated)
  await page.evaluate(() => window.localStorage.setItem('kairos.language', 'de'));
  await page.goto(`/cv/${id}?edit=1`);
  await expect(page.getByRole('heading', { name: 'Prüfen und korrigieren' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Erfahrung 1:/ }).getByRole('textbox', { name: 'Berufsbezeichnung' })).toHaveValue(
    NEW_TITLE,
  );
  await screenshots(page, 'editor-de');
});
