import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  // the ESCO data are megabytes of JSON: a JSON.parse of one string loads far faster than an object literal
  json: { stringify: true },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/engine/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'src/contract/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          setupFiles: ['src/server/testing/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
