/**
 * Where the engine's large ESCO files come from. They are not imported (a bundler would inline them
 * and every process would parse them at start-up): they are read from `src/engine/taxonomy/esco/` on
 * first use, brotli-compressed (`*.json.br`), synchronously (an ESCO-wide lookup is a plain function
 * call) or in the background (`readEscoFileAsync`, for the server's warm-up).
 *
 * The engine stays free of imports from Node: it asks the host runtime for `fs` and `zlib` through
 * `process.getBuiltinModule` (Node ≥ 20.16). The folder is found from this module's location (tsx,
 * vitest: `src/engine/taxonomy/`; the server bundle: `dist/server/` → the project root), else from the
 * working directory; a host that runs the engine elsewhere calls `setEscoDataDir` (or sets
 * KAIROS_ESCO_DIR).
 */

interface NodeFs {
  existsSync(path: string): boolean;
  readFileSync(path: string): Uint8Array;
  promises: { readFile(path: string): Promise<Uint8Array> };
}
interface NodeZlib {
  brotliDecompressSync(data: Uint8Array): Uint8Array;
  brotliDecompress(data: Uint8Array, callback: (error: Error | null, result: Uint8Array) => void): void;
}
interface NodeRuntime {
  fs: NodeFs;
  zlib: NodeZlib;
  join: (...parts: string[]) => string;
  dirname: (path: string) => string;
  fileURLToPath: (url: string) => string;
}

const ESCO_SUBDIR = ['src', 'engine', 'taxonomy', 'esco'];
const MARKER = 'meta.json';

let runtime: NodeRuntime | undefined;
let dataDir: string | undefined;

function node(): NodeRuntime {
  if (runtime) return runtime;
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const get = proc?.getBuiltinModule;
  if (!get) throw new Error('ESCO data are read from disk: this needs Node.js 20.16 or later');
  const path = get('node:path') as { join: NodeRuntime['join']; dirname: NodeRuntime['dirname'] };
  runtime = {
    fs: get('node:fs') as NodeFs,
    zlib: get('node:zlib') as NodeZlib,
    join: path.join,
    dirname: path.dirname,
    fileURLToPath: (get('node:url') as { fileURLToPath: (url: string) => string }).fileURLToPath,
  };
  return runtime;
}

/** Uses the ESCO files in this folder (a host that runs the engine outside the project). */
export function setEscoDataDir(dir: string): void {
  dataDir = dir;
}

/** The folder holding the derived ESCO files. */
export function escoDataDir(): string {
  if (dataDir) return dataDir;
  const { fs, join, dirname, fileURLToPath } = node();
  const env = (globalThis as { process?: { env?: Record<string, string | undefined>; cwd?: () => string } }).process;
  const fromEnv = env?.env?.KAIROS_ESCO_DIR;
  if (fromEnv) return (dataDir = fromEnv);
  const starts: string[] = [];
  if (import.meta.url?.startsWith('file:')) starts.push(dirname(fileURLToPath(import.meta.url)));
  if (env?.cwd) starts.push(env.cwd());
  for (const start of starts) {
    // next to this module (running from src/), else in a parent folder's project (dist/server/*.mjs)
    if (fs.existsSync(join(start, 'esco', MARKER))) return (dataDir = join(start, 'esco'));
    for (let dir = start; ; dir = dirname(dir)) {
      const candidate = join(dir, ...ESCO_SUBDIR);
      if (fs.existsSync(join(candidate, MARKER))) return (dataDir = candidate);
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`ESCO data folder not found (looked from ${starts.join(', ')}); set KAIROS_ESCO_DIR`);
}

const decode = (name: string, bytes: Uint8Array): string =>
  new TextDecoder().decode(name.endsWith('.br') ? node().zlib.brotliDecompressSync(bytes) : bytes);

/** Reads one derived binary ESCO file (`skill-uris.bin.br`) now, decompressed. */
export function readEscoBytes(name: string): Uint8Array {
  const bytes = node().fs.readFileSync(node().join(escoDataDir(), name));
  return name.endsWith('.br') ? node().zlib.brotliDecompressSync(bytes) : bytes;
}

/** Reads and parses one derived ESCO file (`skills.json.br`) now. */
export function readEscoFile<T>(name: string): T {
  const bytes = node().fs.readFileSync(node().join(escoDataDir(), name));
  return JSON.parse(decode(name, bytes)) as T;
}

/** Reads and decompresses one derived ESCO file off the main thread; only the parse runs on it. */
export async function readEscoFileAsync<T>(name: string): Promise<T> {
  const { fs, zlib, join } = node();
  const bytes = await fs.promises.readFile(join(escoDataDir(), name));
  const text = name.endsWith('.br')
    ? await new Promise<Uint8Array>((resolve, reject) =>
        zlib.brotliDecompress(bytes, (error, out) => (error ? reject(error) : resolve(out))),
      )
    : bytes;
  return JSON.parse(new TextDecoder().decode(text)) as T;
}
