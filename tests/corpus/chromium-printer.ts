/** HTML → PDF through a local Chromium (`page.pdf`). One browser for a whole run. */
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import type { PdfPrinter } from './generate';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | undefined {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p): p is string =>
    Boolean(p && fs.existsSync(p)),
  );
}

export async function launchPrinter(): Promise<PdfPrinter & { close(): Promise<void> }> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found (set CHROMIUM_PATH); PDF output needs it');
  const browser: Browser = await chromium.launch({ executablePath, args: ARGS });
  const context = await browser.newContext();
  const page = await context.newPage();
  return {
    async print(html, { page: size, footer }) {
      await page.setContent(html, { waitUntil: 'load' });
      const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const pdf = await page.pdf({
        format: size,
        printBackground: true,
        preferCSSPageSize: !footer,
        displayHeaderFooter: Boolean(footer),
        headerTemplate: '<span></span>',
        footerTemplate: footer
          ? `<div style="font-size:8px;width:100%;text-align:center;color:#777;font-family:sans-serif">${esc(footer)} · <span class="pageNumber"></span>/<span class="totalPages"></span></div>`
          : '<span></span>',
        margin: footer ? { top: '16mm', bottom: '18mm', left: '15mm', right: '15mm' } : undefined,
      });
      return new Uint8Array(pdf);
    },
    async close() {
      await browser.close();
    },
  };
}
