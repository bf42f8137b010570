// Writes brotli (.br) and gzip (.gz) copies next to every compressible file of a folder (the web
// build's hashed assets), at the highest levels: done once at build time, served as they are
// (src/server/app.ts). Files that would not get smaller are left alone.
// Used by vite.config.ts after the build; `node scripts/precompress.mjs <dir>` runs it on its own.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|wasm|ttf|otf)$/;
const MIN_BYTES = 1024;

/** @returns {Promise<{ files: number, bytes: number, br: number, gzip: number }>} */
export async function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  if (!fs.existsSync(dir)) return totals;
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && COMPRESSIBLE.test(e.name));
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const raw = fs.readFileSync(file);
      if (raw.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gzipAsync(raw, { level: 9 }),
      ]);
      if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      totals.files++;
      totals.bytes += raw.length;
      totals.br += Math.min(br.length, raw.length);
      totals.gzip += Math.min(gz.length, raw.length);
    }),
  );
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'dist/web/assets');
  const t = await precompressDir(dir);
  console.log(`pre-compressed ${t.files} files in ${dir}: ${(t.bytes / 1024).toFixed(0)} KB → ${(t.br / 1024).toFixed(0)} KB brotli, ${(t.gzip / 1024).toFixed(0)} KB gzip`);
}
