import { expect, test } from '@playwright/test';
import type { CvDetail } from '../../src/contract/cvs';
import { it as generatedIt } from '../../src/engine/messages/it';
import { en as generatedEn } from '../../src/engine/messages/en';
import { renderMessage } from '../../src/engine/messages/render';
import type { TalentId } from '../../src/engine/talents/catalogue';
import { it as talentsIt } from '../../src/engine/talents/messages/it';
import appIt from '../../src/web/app/locales/it';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// Issue 18: a person who reads Italian sees the analysis, the talents and the insights in Italian,
// talent names inside insights included. Expected sentences come from the engine's own catalogues.
const italian = (message: { key: string; params?: unknown } | undefined) => renderMessage(generatedIt, 'it', message)!;
const english = (message: { key: string; params?: unknown } | undefined) => renderMessage(generatedEn, 'en', message)!;

test('in Italian: a CV’s analysis, its talents and insights (talent names included) read in Italian', async ({ page }) => {
  test.slow(); // a CV analysis on a shared machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, 'italian', '/dashboard');
  const id = await analysedCv(page, 'en-hospitality-to-ux.txt');
  const cv = (await (await page.request.get(`/api/cvs/${id}`)).json()) as CvDetail;
  expect(cv.talents.length).toBeGreaterThan(0);

  // Italian is the person's saved language, as after choosing it in Settings
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'it' } } })).status()).toBe(200);
  await page.goto(`/cv/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('combobox', { name: appIt.footer.language })).toHaveValue('it');

  // the analysis: quality components and insights in Italian, not in English
  const component = cv.quality!.components.find((c) => c.key === 'contact')!;
  await expect(page.getByText(italian(component.label_message), { exact: true })).toBeVisible();
  await expect(page.getByText(english(component.label_message), { exact: true })).toHaveCount(0);
  for (const insight of cv.insights) await expect(page.getByText(italian(insight.title_message), { exact: true })).toBeVisible();
  const talentInsight = cv.insights.find((i) => i.title_message?.key === 'insight.talent.title');
  if (talentInsight) {
    const key = (talentInsight.title_message!.params as { talent_key: TalentId }).talent_key;
    expect(italian(talentInsight.title_message)).toContain(talentsIt.talents[key].name);
  }

  // the talents tab: every talent's name and description from the Italian catalogue
  await page.getByRole('tab', { name: /Talenti nascosti/ }).click();
  for (const talent of cv.talents) {
    const text = talentsIt.talents[talent.talent_key as TalentId];
    await expect(page.getByRole('heading', { name: text.name }).first()).toBeVisible();
    await expect(page.getByText(text.description, { exact: true }).first()).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  if (process.env.E2E_SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/cv-talents-it-1280.png`, fullPage: true });
});
