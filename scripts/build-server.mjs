// Bundles the server entries into dist/server/*.mjs. Running built
// JavaScript instead of transpiling TypeScript at start-up halves the warm start (ADR 003).
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntries = ['main', 'web', 'worker']; // keep in step with ensure-build.mjs
// the CV engine's analysis process (ADR 009): its own output, which the pool finds beside the bundle
const childEntries = { 'analysis-worker': 'src/server/features/cvs/analysis-worker.ts' };

export async function buildServer() {
  await build({
    entryPoints: {
      ...Object.fromEntries(serverEntries.map((e) => [e, path.join(root, `src/server/${e}.ts`)])),
      ...Object.fromEntries(Object.entries(childEntries).map(([name, file]) => [name, path.join(root, file)])),
    },
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(`Server bundle built (esbuild, dist/server) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
