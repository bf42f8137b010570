// Small typed rule set (STYLE.md): promises handled, hooks used correctly, and the architecture's
// walls — the engine stays pure, the web never imports the server, features never import each other.
import fs from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

const features = (side) => (fs.existsSync(`src/${side}/features`) ? fs.readdirSync(`src/${side}/features`) : []);

// one block per feature: it may import its own modules, never another feature's
const featureWalls = (side) =>
  features(side).map((feature) => ({
    files: [`src/${side}/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features(side)
                .filter((other) => other !== feature)
                .flatMap((other) => [`@/${side}/features/${other}/**`, `**/features/${other}/**`, `../${other}/**`, `../../${other}/**`]),
              message: 'Features do not import each other: compose in the app layer, or move the shared piece down.',
            },
            ...(side === 'web' ? [{ group: ['@/server/**'], message: 'The web never imports server code.' }] : []),
          ],
        },
      ],
    },
  }));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.base],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-debugger': 'error',
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.test.ts'], // tests may read sample files from disk
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/**', '@/web/**', '../server/**', '../web/**', 'node:*', 'hono', 'drizzle-orm*'], message: 'The engine is pure: data in, data out.' }] }],
    },
  },
  {
    // uploaded CVs are hostile input: a pattern that backtracks super-linearly freezes the analysis (ADR 008)
    files: ['src/engine/**/*.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  ...featureWalls('web'),
  ...featureWalls('server'),
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/**', '**/server/**'], message: 'The web never imports server code.' }] }] },
  },
);
