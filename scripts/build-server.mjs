// Bundles the server entries into dist/server/*.mjs. Running built
// JavaScript instead of transpiling TypeScript at start-up halves the warm start (ADR 003).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntries = ['main', 'web', 'worker']; // keep in step with ensure-build.mjs

export async function buildServer() {
  await build({
    entryPoints: Object.fromEntries(serverEntries.map((e) => [e, path.join(root, `src/server/${e}.ts`)])),
    outdir: path.join(root, 'dist/server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too (ESM resolution of thousands of small files cost ~0.4 s at
    // start-up), except those that load files or native code relative to their own folder.
    // pdfjs-dist loads its worker and fonts at run time: bundled, every PDF read fails.
    external: ['@electric-sql/pglite', 'pg', 'pg-native', 'pg-boss', '@node-rs/argon2', 'nodemailer', 'swagger-ui-dist', 'pdfjs-dist'],
    banner: { js: "import { createRequire as __kairosRequire } from 'node:module'; const require = __kairosRequire(import.meta.url);" },
    alias: { '@': path.join(root, 'src') },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
