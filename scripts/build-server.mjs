// Bundles the server entries into dist/server/*.mjs (node_modules stay external). Running built
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
    packages: 'external',
    alias: { '@': path.join(root, 'src') },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
