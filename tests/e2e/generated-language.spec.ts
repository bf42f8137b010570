import { expect, test } from '@playwright/test';
import type { CvDetail } from '../../src/contract/cvs';
import { de as generatedDe } from '../../src/engine/messages/de';
import { en as generatedEn } from '../../src/engine/messages/en';
import { languageChipMessage } from '../../src/engine/messages/language-chip';
import { renderMessage } from '../../src/engine/messages/render';
import appDe from '../../src/web/app/locales/de';
import { analysedCv, signedIn } from './support';

// ADR 018: the analysis stores message keys; the web renders them in the interface language.
// Expected sentences come from the engine's own catalogues, so rewording one does not break the flow.
const german = (message: { key: string; params?: unknown } | undefined) => renderMessage(generatedDe, 'de', message)!;
const english = (message: { key: string; params?: unknown } | undefined) => renderMessage(generatedEn, 'en', message)!;

test('the analysis’ quality components, insights and languages show in German, and a language switch re-renders them without asking the server', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, 'generated-language', '/dashboard');
  const id = await analysedCv(page, 'en-hospitality-to-ux.txt');
  const cv = (await (await page.request.get(`/api/cvs/${id}`)).json()) as CvDetail;
  const component = cv.quality!.components.find((c) => c.key === 'contact')!;
  const insight = cv.insights[0]!;
  expect(component.label_message).toBeDefined();
  expect(insight.title_message).toBeDefined();

  // German is the person's saved language (as after choosing it in Settings): the page opens in German
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'de' } } })).status()).toBe(200);
  await page.goto(`/cv/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(german(component.label_message), { exact: true })).toBeVisible();
  await expect(page.getByText(german(component.explanation_message), { exact: true })).toBeVisible();
  for (const shown of cv.insights) {
    await expect(page.getByText(german(shown.title_message), { exact: true })).toBeVisible();
    await expect(page.getByText(german(shown.description_message), { exact: true })).toBeVisible();
  }
  for (const language of cv.parsed_data!.languages) {
    await expect(page.getByText(german(languageChipMessage(language)), { exact: true })).toBeVisible();
  }
  await expect(page.getByText(english(component.label_message), { exact: true })).toHaveCount(0);
  // the rule-based engine's insights are labelled as its own, not as AI
  await expect(page.getByTestId('generated-label').first()).toContainText('Kairos');
  await expect(page.getByTestId('generated-label').first()).not.toContainText('KI-generiert');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/cv-detail-de-1280.png`, fullPage: true });

  // switching language re-renders every generated sentence on the device: no request for the CV
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/cvs')) asked.push(request.url());
  });
  await page.getByRole('combobox', { name: appDe.footer.language }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(english(component.label_message), { exact: true })).toBeVisible();
  await expect(page.getByText(english(insight.title_message), { exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
