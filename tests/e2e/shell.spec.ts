import { inflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signedIn, signInThroughForm, verifiedAccount } from './support';

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: /, /auth and /dashboard have no serious or critical violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Your Career with Career Intelligence' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true }).last()).toBeVisible();
    await expectNoSeriousViolations(page);

    const { email, password } = await verifiedAccount(page.request, `axe-${scheme}`);
    await signInThroughForm(page, email, password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('the landing buttons and the footer lead somewhere real', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /right to erasure/i })).toBeVisible();
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const path of ['/privacy-by-design', '/data-sovereignty', '/swiss-compliance', '/gdpr-rights', '/data-portability', '/right-to-erasure', '/access-controls', '/consent-management', '/security-model', '/data-minimization', '/transparency', '/privacy', '/terms', '/dpa', '/swiss-law']) {
    expect(hrefs).toContain(path);
  }
  await footer.getByRole('link', { name: /right to erasure/i }).click();
  await expect(page).toHaveURL(/\/right-to-erasure$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).or(page.getByRole('button', { name: 'Go Home' })).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in page sits behind the sign-in guard and opens after signing in', async ({ page }) => {
  const { email, password } = await verifiedAccount(page.request, 'planned');
  await page.goto('/design-tokens');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fdesign-tokens/);
  await signInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/design-tokens$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Design Tokens' })).toBeVisible();
});

/** The RGB of a one-pixel PNG (the screenshot of a 1×1 clip). */
function pixel(png: Buffer): string {
  let offset = 8;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') data.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const [, r, g, b] = inflateSync(Buffer.concat(data)); // filter byte, then the pixel
  return `rgb(${r}, ${g}, ${b})`;
}

test('the navigation column runs down the whole of a long page (1280 px, full-page screenshot)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signedIn(page, 'layout', '/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The settings sections load their data after the heading shows: wait until the page stops growing
  // or shrinking, so the bottom clip is taken from the height the screenshot will have.
  let height = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = now === height;
        height = now;
        return settled;
      },
      { intervals: [300], timeout: 15_000 },
    )
    .toBe(true);
  expect(height).toBeGreaterThan(900); // longer than the viewport: the fixed navbar alone would stop at 600 px
  const top = pixel(await page.screenshot({ fullPage: true, clip: { x: 20, y: 500, width: 1, height: 1 } }));
  const bottom = pixel(await page.screenshot({ fullPage: true, clip: { x: 20, y: height - 5, width: 1, height: 1 } }));
  expect(bottom).toBe(top);
});
