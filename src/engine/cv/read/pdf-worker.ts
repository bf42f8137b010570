/**
 * pdf.js names a text run's font only by an internal id ("g_d0_f3"). The font's real name — the only
 * thing that says "Arial-BoldMT" — reaches this side only with the page's operator list, which costs
 * about as much again as reading the text: every glyph's outline is built and copied across (issue 14's
 * speed target). On Node, pdf.js runs its "worker" in this same thread, from the module that
 * `globalThis.pdfjsWorker` names. So the reader loads that module's own source with one change: the
 * text styles it already returns per font also carry the font's name. Nothing else differs.
 *
 * If a pdf.js update changes the spot, or the host cannot load the source, nothing is installed and
 * the reader falls back to the operator list (`fontNamesInStyles` says which path is in use). The
 * engine asks the host runtime for `fs` and `module` through `process.getBuiltinModule`, as
 * esco-files.ts does.
 */

/** The one line the change hangs on, in pdf.js's text-content styles (`ensureTextContentItem`). */
export const STYLE_SITE = 'fontFamily: font.fallbackName,';
const STYLE_CHANGE = `${STYLE_SITE} fontName: font.name,`;
const WORKER = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

interface Host {
  readFileSync(path: string, encoding: 'utf8'): string;
  resolve(id: string): string;
}

function host(): Host | undefined {
  const get = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule;
  if (!get) return undefined;
  const fs = get('node:fs') as { readFileSync(path: string, encoding: 'utf8'): string };
  const { createRequire } = get('node:module') as { createRequire(from: string): { resolve(id: string): string } };
  return { readFileSync: fs.readFileSync, resolve: createRequire(import.meta.url).resolve };
}

/** The worker's source with the font name added to each text style; undefined when the spot is not there exactly once. */
export function withFontNames(source: string): string | undefined {
  const at = source.indexOf(STYLE_SITE);
  if (at < 0 || source.indexOf(STYLE_SITE, at + 1) >= 0) return undefined;
  return source.slice(0, at) + STYLE_CHANGE + source.slice(at + STYLE_SITE.length);
}

let installed: Promise<boolean> | undefined;

/**
 * Installs the changed worker before pdf.js first needs one; true when text styles carry font names.
 * Must run before the first `getDocument` (pdf.js picks its worker once).
 */
export function installFontNamingWorker(): Promise<boolean> {
  installed ??= (async () => {
    const g = globalThis as { pdfjsWorker?: unknown };
    if (g.pdfjsWorker) return false; // someone else chose the worker: leave it
    try {
      const runtime = host();
      if (!runtime) return false;
      const changed = withFontNames(runtime.readFileSync(runtime.resolve(WORKER), 'utf8'));
      if (!changed) return false;
      g.pdfjsWorker = await import(/* @vite-ignore */ `data:text/javascript;charset=utf-8,${encodeURIComponent(changed)}`);
      return true;
    } catch {
      return false;
    }
  })();
  return installed;
}
