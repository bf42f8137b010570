import fs from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoSeriousViolations, signedIn } from './support';

const NAME = 'Zuzanna Kowalczyk-Łęcka';

const csv = (rows: string[][]): string => rows.map((r) => r.map((f) => (/[",\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',')).join('\r\n') + '\r\n';

/** A LinkedIn "Get a copy of your data" archive, built from the export's CSV files and column names. */
async function linkedInExport(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'Profile.csv',
    csv([
      ['First Name', 'Last Name', 'Maiden Name', 'Address', 'Birth Date', 'Headline', 'Summary', 'Industry', 'Zip Code', 'Geo Location', 'Twitter Handles', 'Websites', 'Instant Messengers'],
      ['Zuzanna', 'Kowalczyk-Łęcka', '', '', '', 'Product Designer', 'Designer of booking tools used by 2 million travellers.', 'Design', '', 'Gdańsk, Pomorskie, Poland', '', '', ''],
    ]),
  );
  zip.file(
    'Positions.csv',
    csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ['Bałtyk Travel', 'Product Designer', 'Redesigned the booking flow; conversion up 18%.', 'Gdańsk, Poland', 'Apr 2020', ''],
      ['Amber Labs', 'UX Researcher', 'Ran 60 usability studies with Figma prototypes.', 'Sopot', 'Sep 2016', 'Mar 2020'],
    ]),
  );
  zip.file('Education.csv', csv([['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'], ['Gdańsk University of Technology', '2011', '2016', 'Interaction Design', 'Master of Arts', '']]));
  zip.file('Skills.csv', csv([['Name'], ['Figma'], ['User Research'], ['Prototyping']]));
  zip.file('Languages.csv', csv([['Name', 'Proficiency'], ['Polish', 'Native or bilingual proficiency'], ['English', 'Full professional proficiency']]));
  zip.file('Email Addresses.csv', csv([['Email Address', 'Confirmed', 'Primary', 'Updated On'], ['zuzanna@example.org', 'Yes', 'Yes', '1/1/20, 10:00 AM']]));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('cv-import-file').click()]);
  await chooser.setFiles(file);
}

async function downloaded(page: Page, format: RegExp): Promise<{ download: Download; bytes: Buffer }> {
  const dialog = page.getByRole('dialog', { name: 'Download your CV' });
  await dialog.getByRole('radio', { name: format }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download' }).click()]);
  return { download, bytes: fs.readFileSync((await download.path())!) };
}

test('import a LinkedIn export, then download the CV as DOCX and PDF from the export dialog', async ({ page }) => {
  test.setTimeout(150_000);
  await signedIn(page, 'cv-impexp', '/cv/list');

  // import: the LinkedIn ZIP becomes a CV entry, analysed like an upload
  await page.getByRole('button', { name: 'Import' }).first().click();
  const importDialog = page.getByRole('dialog', { name: 'Import your CV from elsewhere' });
  await expect(importDialog.getByRole('radio', { name: 'LinkedIn data export (ZIP)' })).toBeChecked();
  // a file that cannot be a LinkedIn export is refused with its reason
  await chooseFile(page, { name: 'notes.zip', mimeType: 'application/zip', buffer: Buffer.from('just some text') });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog.getByRole('alert')).toContainText('This is not a ZIP file');
  await chooseFile(page, { name: 'Basic_LinkedInDataExport.zip', mimeType: 'application/zip', buffer: await linkedInExport() });
  await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(importDialog).toBeHidden();

  const entry = page.getByRole('listitem').filter({ hasText: 'Basic_LinkedInDataExport.zip' });
  await expect(entry).toBeVisible();
  await expect(entry.getByText(/Quality \d+\/100/)).toBeVisible({ timeout: 60_000 });
  await entry.getByRole('link', { name: 'LinkedIn profile', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'LinkedIn profile' })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await page.getByRole('tab', { name: /Experience/ }).click();
  await expect(page.getByText('Bałtyk Travel').first()).toBeVisible();
  await expect(page.getByText('UX Researcher').first()).toBeVisible();

  // export: the dialog previews the CV in the chosen design and language before the download
  await page.getByRole('button', { name: 'Download CV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download your CV' });
  const preview = dialog.getByRole('region', { name: /Preview of your CV/ });
  await expect(preview.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Work experience' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByText('Modern', { exact: true }).click();
  await expect(dialog.getByRole('region', { name: 'Preview of your CV, Modern design' })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Deutsch' }).click();
  await expect(preview.getByRole('heading', { name: 'Berufserfahrung' })).toBeVisible();

  const docx = await downloaded(page, /^Word \(DOCX\)/);
  expect(docx.download.suggestedFilename()).toMatch(/\.docx$/);
  expect([...docx.bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  const xml = await (await JSZip.loadAsync(docx.bytes)).file('word/document.xml')!.async('string');
  expect(xml).toContain(NAME);
  expect(xml).toContain('BERUFSERFAHRUNG');

  const pdf = await downloaded(page, /^PDF/);
  expect(pdf.download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.bytes.byteLength).toBeGreaterThan(20_000);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
  expect(text).toContain(NAME);
  expect(text).toContain('Bałtyk Travel');
});
