import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

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
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${width}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(size);
}

// Issue 20: the comparison starts from the person's goals, their home is "home" and out of the
// ranking, a thin country says "Not enough data" with what is missing, and the explanations follow
// the interface language.
test('compare countries from a profile with goals: goals first, home labelled and not ranked, a thin country not enough data', async ({ page }) => {
  test.setTimeout(360_000); // a CV analysis, three axe runs and, with E2E_SCREENSHOTS_DIR, twelve full-page screenshots
  await signedIn(page, 'market-fit', '/dashboard');
  // the persona: a logistics planner living in Milan whose goals name Switzerland and Sweden
  const saved = await page.request.put('/api/profile', {
    data: { location: 'Milano, Italy', career_goals: ['Work as a supply-chain planner in Switzerland or Sweden'] },
  });
  expect(saved.status()).toBe(200);
  await analysedCv(page, 'de-en-logistics-planner-timeline.pdf');

  // Liechtenstein added to the comparison: little data in the sources
  await page.goto('/market-intelligence?tab=opportunities&countries=LI');
  await page.getByRole('tab', { name: 'Opportunities' }).click();
  const comparison = page.getByRole('region', { name: 'Cross-border comparison' });
  const cards = comparison.getByRole('article');
  // Sweden is a goal and one of the default five; Italy, home, is one of them too
  await expect(cards).toHaveCount(7);

  // the goal countries come first, each saying which goal named it
  const names = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(names.slice(0, 2).sort()).toEqual(['Sweden', 'Switzerland']);
  for (const goal of ['Switzerland', 'Sweden']) {
    const card = comparison.getByRole('article', { name: goal });
    await expect(card.getByText('Your goal', { exact: true })).toBeVisible();
    await expect(card.getByText(`From your goal “${goal}”`)).toBeVisible();
  }

  // Italy is home: labelled so, last, and never the best match
  expect(names.at(-1)).toBe('Italy');
  const italy = comparison.getByRole('article', { name: 'Italy' });
  await expect(italy.getByText('Home', { exact: true })).toBeVisible();
  await expect(italy.getByText('Best Match')).toHaveCount(0);
  await expect(comparison.getByText('Best Match')).toHaveCount(1);

  // a thin country: "Not enough data", never a percentage, and what is missing
  const thin = comparison.getByRole('article', { name: 'Liechtenstein' });
  await expect(thin.getByText('Not enough data', { exact: true })).toBeVisible();
  await expect(thin.getByText(/^Only \d+% of the weighting has data\. Missing: .+\.$/)).toBeVisible();
  await expect(thin.getByText(/^\d+%$/)).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await screenshots(page, 'market-opportunities-en');

  // the explanations follow the interface language
  await expect(thin.getByText('No job vacancy figure for this country.')).toBeVisible();
  // Italian saved in the settings (as the settings page does); the page follows the saved language
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'it' } } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Opportunità' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const confronto = page.getByRole('region', { name: 'Confronto tra paesi' });
  const thinIt = confronto.getByRole('article', { name: 'Liechtenstein' });
  // the page reloads its data: slow on a busy machine
  await expect(thinIt.getByText('Dati insufficienti', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(thinIt.getByText('Nessun tasso di posti vacanti per questo paese.')).toBeVisible();
  await expect(thinIt.getByText('No job vacancy figure for this country.')).toHaveCount(0);
  // advice and why, in Italian: France asks for French the CV does not list
  const france = confronto.getByRole('article', { name: 'Francia' });
  await expect(france.getByText(/^Impara francese: la maggior parte dei ruoli qualificati chiede il livello B2\./)).toBeVisible();
  await expect(france.getByText(/^Perché: il tuo CV: francese non indicato; inglese C1/)).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'market-opportunities-it');

  // a goal country's page: no earnings by occupation imported, so Kairos says so (in Italian here)
  // country names follow the interface language too
  await expect(confronto.getByRole('article', { name: 'Svizzera' })).toBeVisible();
  await confronto.getByRole('link', { name: /Svizzera$/ }).click();
  await expect(page).toHaveURL(/\/market-intelligence\/countries\/CH$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Svizzera' })).toBeVisible();
  const earnings = page.getByRole('region', { name: 'Retribuzioni per gruppo professionale' });
  await expect(earnings.getByText(/^Kairos non ha ancora dati sulle retribuzioni per professione per /)).toBeVisible();
  await expectNoSeriousViolations(page);
  await screenshots(page, 'market-country-ch-it');
  expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'en' } } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Earnings by occupation group' }).getByText(/^Kairos has no earnings-by-occupation data for /)).toBeVisible();
  await screenshots(page, 'market-country-ch-en');
});
