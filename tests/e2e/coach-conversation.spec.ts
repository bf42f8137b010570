import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { CoachingSession } from '../../src/contract/coach';
import { detectQuestionLanguage } from '../../src/engine/coach/question-language';
import coachDe from '../../src/web/features/coach/locales/de';
import coachIt from '../../src/web/features/coach/locales/it';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// E2E_SCREENSHOTS_DIR=<folder> saves the coach page at 1280 and 375 px, light and dark
const shotsDir = process.env.E2E_SCREENSHOTS_DIR;

async function screenshots(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function latest(page: Page): Promise<CoachingSession> {
  return ((await (await page.request.get('/api/coach/sessions')).json()) as { sessions: CoachingSession[] }).sessions[0]!;
}

/** Asks a question and a follow-up in one language; both answers in it, the thread shows both turns. */
async function twoTurns(page: Page, t: (typeof coachDe)['coach'], language: 'de' | 'it', first: string, followUp: string) {
  await page.getByRole('textbox', { name: t.form.label }).fill(first);
  await page.getByRole('button', { name: t.form.submit }).click();
  const card = page.getByRole('article', { name: t.response.title });
  await expect(card.getByText(first)).toBeVisible();
  const one = await latest(page);
  expect(one.query).toBe(first);
  expect([one.language, detectQuestionLanguage(one.response)]).toEqual([language, language]);

  const thread = page.getByRole('region', { name: t.thread.title, exact: true });
  await thread.getByRole('textbox', { name: t.thread.followUpLabel }).fill(followUp);
  await thread.getByRole('button', { name: t.thread.followUpSubmit }).click();
  await expect(card.getByText(followUp)).toBeVisible();
  const two = await latest(page);
  expect(two).toMatchObject({ query: followUp, conversation_id: one.conversation_id, language });
  expect(detectQuestionLanguage(two.response)).toBe(language);
  // the thread: the first turn (question and answer) above the follow-up's card
  const earlier = thread.getByRole('list', { name: t.thread.earlier });
  await expect(earlier.getByRole('listitem')).toHaveCount(1);
  await expect(earlier.getByText(first)).toBeVisible();
  await expect(earlier.getByText(one.response.slice(0, 60))).toBeVisible();
  await expect(card.getByText(two.response.slice(0, 60))).toBeVisible();
  return { one, two };
}

test('coach conversation in German: a question and a follow-up, both answered in German, the thread shows both turns', async ({ page }) => {
  test.slow(); // a CV analysis, and with E2E_SCREENSHOTS_DIR sixteen full-page screenshots
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedIn(page, 'coach-conversation', '/career-coach');
  await analysedCv(page, 'en-hospitality-to-ux.txt');

  // German is the person's saved language, as after choosing it in Settings: the page opens in German
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'de' } } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const de = coachDe.coach;
  await expect(page.getByRole('heading', { level: 1, name: de.title })).toBeVisible();

  const { two } = await twoTurns(page, de, 'de', 'Wie kann ich innerhalb eines Jahres UX-Designer in Deutschland werden?', 'Und wie lange würde das dauern?');
  // the follow-up was read against the first turn: the engine says what it carried over
  expect(two.kind).toBe('career_goal');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'coach-de');

  // "New conversation": the thread goes, the question box is ready for a fresh question
  await page.getByRole('button', { name: de.thread.new }).click();
  await expect(page.getByRole('region', { name: de.thread.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: de.form.label })).toBeFocused();

  // Italian, for the screenshots and the same two-turn thread
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'it' } } })).status()).toBe(200);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: coachIt.coach.title })).toBeVisible();
  await page.getByRole('button', { name: coachIt.coach.thread.new }).click();
  await twoTurns(page, coachIt.coach, 'it', 'Vorrei diventare UX designer in Germania entro un anno', 'e quanto tempo ci vorrebbe?');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'coach-it');
});
