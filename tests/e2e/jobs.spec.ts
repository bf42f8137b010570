import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { analysedCv, expectNoSeriousViolations, signedIn } from './support';

// A German ad for a backend role: the sample CV (a TypeScript/Node engineer) shows PostgreSQL and Docker, not Java or Kafka.
const GERMAN_AD = `Senior Backend-Entwickler (m/w/d) Java
Nordlicht Logistik GmbH sucht Verstärkung für das Plattform-Team.
Standort: Hamburg
Hybrid: 2 Tage pro Woche im Homeoffice
Unbefristete Festanstellung in Vollzeit

Deine Aufgaben
- Du entwickelst Microservices mit Java und Spring Boot.
- Du betreibst unsere Services auf Kubernetes mit Docker.

Das bringst du mit
- Abgeschlossenes Studium der Informatik oder eine vergleichbare Ausbildung
- Mindestens 5 Jahre Berufserfahrung in der Backend-Entwicklung
- Sehr gute Kenntnisse in Java, Spring Boot und PostgreSQL sind erforderlich
- Erfahrung mit Kafka ist von Vorteil
- Verhandlungssichere Deutschkenntnisse (C1) und gute Englischkenntnisse

Wir bieten
- 65.000 – 78.000 € brutto jährlich
`;

// E2E_SCREENSHOTS_DIR=/tmp/shots saves the job pages at 1280 and 375 px, light and dark, for a look by eye
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

test('paste a German ad, see the score with reasons, add a missing skill to tasks, download the tailored CV, move the application to interview', async ({ page }) => {
  test.slow(); // a CV analysis, a PDF rendered, and with E2E_SCREENSHOTS_DIR sixteen screenshots
  await signedIn(page, 'jobs', '/jobs');
  await analysedCv(page, 'en-uk-software-engineer.pdf');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Job ads' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No job ads yet' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('textbox', { name: 'The ad’s text' }).fill(GERMAN_AD);
  await page.getByRole('button', { name: 'Read and match' }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Senior Backend-Entwickler Java' })).toBeVisible();

  // the score and its reasons: a number out of 100, each must-have covered or missing, the CV line that shows it
  const match = page.getByRole('region', { name: 'How well you match' });
  const score = Number(await match.getByTestId('match-score').locator('p').first().textContent());
  expect(score).toBeGreaterThanOrEqual(0);
  expect(score).toBeLessThanOrEqual(100);
  await expect(match.getByText('What the score is made of')).toBeVisible();
  await expect(match.getByText('Must-have skills').first()).toBeVisible();
  await expect(match.getByText('Missing').first()).toBeVisible();
  await expect(match.getByText(/^Your CV: “/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'The ad as read' })).toContainText('Nordlicht Logistik GmbH');
  await expect(page.getByRole('region', { name: 'The ad as read' })).toContainText('German');
  await expect(page.getByRole('region', { name: 'Tailor your CV to this ad' })).toContainText('Applicant-tracking view');
  const letter = page.getByRole('textbox', { name: 'Cover-letter draft' });
  await expect(letter).toHaveValue(/Sehr geehrte/);
  await expectNoSeriousViolations(page);

  // one click turns a missing must-have into a task
  const add = match.getByRole('button', { name: /^Add to tasks: / }).first();
  const skill = (await add.getAttribute('aria-label'))!.replace('Add to tasks: ', '');
  await add.click();
  await expect(match.getByRole('button', { name: `In your tasks: ${skill}` })).toBeDisabled();
  await page.goto('/tasks');
  await expect(page.getByText(skill, { exact: true }).first()).toBeVisible();

  // the tailored CV downloads as a PDF
  await page.goto(jobUrl);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download tailored CV:\s*PDF$/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/Senior Backend-Entwickler Java\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  // move the application to "interview" with the keyboard-friendly select; the board shows it there
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('interview');
  await expect(page.getByText('“Senior Backend-Entwickler Java” is now: Interview')).toBeVisible();
  await screenshots(page, 'job-detail-en');
  await page.goto('/jobs');
  const column = page.getByRole('region', { name: 'Interview' });
  await expect(column.getByRole('link', { name: 'Senior Backend-Entwickler Java' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Saved' })).toContainText('None');
  await expect(page.getByTestId('pipeline-card')).toContainText('100 %');
  await expectNoSeriousViolations(page);
  await screenshots(page, 'jobs-en');

  await page.getByRole('radiogroup', { name: 'View' }).getByText('List', { exact: true }).click();
  await expect(page.getByTestId('applications-list')).toContainText('Nordlicht Logistik GmbH');

  // the same pages in German
  if (shotsDir) {
    expect((await page.request.patch('/api/settings', { data: { preferences: { language: 'de' } } })).ok()).toBe(true);
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Stellenanzeigen' })).toBeVisible();
    await screenshots(page, 'jobs-de');
    await page.goto(jobUrl);
    await expect(page.getByRole('heading', { name: 'Wie gut Sie passen' })).toBeVisible();
    await screenshots(page, 'job-detail-de');
    await page.goto('/dashboard');
    await expect(page.getByTestId('pipeline-card')).toBeVisible();
    await screenshots(page, 'dashboard-de');
  }
});
