import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error plain ESM helper shared with the server build
import { releaseLabel } from './scripts/version.mjs';
// @ts-expect-error plain ESM helper, also runnable on its own
import { precompressDir } from './scripts/precompress.mjs';

const version: string = releaseLabel();

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    {
      // the server reads this to report the same label as the fatal error screen
      name: 'kairos-version-file',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
      },
    },
    {
      // brotli and gzip copies beside the hashed assets, made once here instead of on every request
      name: 'kairos-precompress',
      apply: 'build',
      async writeBundle(options) {
        if (options.dir) await precompressDir(`${options.dir}/assets`);
      },
    },
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 800 },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
