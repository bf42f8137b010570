import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { e2eAdmin, e2eSuperAdmin } from './tests/e2e/fixtures';

// A free port, chosen once: the workers load this file again and inherit E2E_PORT from the runner.
process.env.E2E_PORT ??= execFileSync(
  process.execPath,
  ['-e', "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })"],
  { encoding: 'utf8' },
);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // a fresh embedded database per run in a temporary folder the server removes when it stops;
    // the built app from `npm run build`; an administrator created with the operator CLI first (tests/e2e/fixtures.ts)
    command: 'node tests/e2e/server.mjs',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // every browser in the run signs up from 127.0.0.1: the limits stay on, scaled for one busy address
    env: { PORT: String(port), APP_URL: baseURL, E2E_ADMIN_EMAIL: e2eAdmin.email, E2E_ADMIN_PASSWORD: e2eAdmin.password, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '5', SUPERADMIN_EMAIL: e2eSuperAdmin.email },
  },
});
