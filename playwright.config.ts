import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eAdmin, e2eSuperAdmin } from './tests/e2e/fixtures';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
const dataDir = path.join(os.tmpdir(), `kairos-e2e-${port}`);


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
    // a fresh embedded database per run; the built app from `npm run build`
    // an administrator is created with the operator CLI before the server starts (tests/e2e/fixtures.ts)
    command: `rm -rf ${dataDir} && node --import tsx src/server/cli.ts user:create --email ${e2eAdmin.email} --password ${e2eAdmin.password} --admin --verified && node dist/server/main.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    // every browser in the run signs up from 127.0.0.1: the limits stay on, scaled for one busy address
    env: { PORT: String(port), APP_URL: baseURL, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '5', SUPERADMIN_EMAIL: e2eSuperAdmin.email },
  },
});
