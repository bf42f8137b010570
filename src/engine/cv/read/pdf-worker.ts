/**
 * pdf.js names a text run's font only by an internal id ("g_d0_f3"). The font's real name — the only
 * thing that says "Arial-BoldMT" — reaches this side only with the page's operator list, which costs
 * about as much again as reading the text: every glyph's outline is built and copied across (issue 14's
 * speed target). On Node, pdf.js runs its "worker" in this same thread, from the module that
 * `globalThis.pdfjsWorker` names. So the reader loads that module's own source with one change: the
 * text styles it already returns per font also carry the font's name. A second, optional change keeps
 * the word gaps of letter-spaced type (GAP_SITE below). Nothing else differs.
 *
 * If a pdf.js update changes the spot, or the host cannot load the source, nothing is installed and
 * the reader falls back to the operator list (`fontNamesInStyles` says which path is in use). The
 * engine asks the host runtime for `fs` and `module` through `process.getBuiltinModule`, as
 * esco-files.ts does.
 */

/** The one line the change hangs on, in pdf.js's text-content styles (`ensureTextContentItem`). */
export const STYLE_SITE = 'fontFamily: font.fallbackName,';
const STYLE_CHANGE = `${STYLE_SITE} fontName: font.name,`;

/**
 * The space pdf.js puts into a run for a gap between glyphs (`addFakeSpaces`). Letter-spaced type
 * ("R H Y S  O ' B R I E N", CSS letter-spacing, Word's expanded spacing) has a gap after every
 * letter, and pdf.js writes one space for the letter gap and the word gap alike, so the words are
 * lost. A gap wider than three times pdf.js's own smallest space (about 0.3 em) gets two spaces:
 * the reader collapses a letter-spaced run at those, and joins any other double space into one.
 * Optional: without it names and headings in spaced capitals read as one word.
 */
export const GAP_SITE = 'textContentItem.str.push(" ");';
const GAP_CHANGE = 'textContentItem.str.push(Math.abs(width) > 3 * textContentItem.spaceInFlowMin ? "  " : " ");';

function replaceOnce(source: string, site: string, change: string): string | undefined {
  const at = source.indexOf(site);
  if (at < 0 || source.indexOf(site, at + 1) >= 0) return undefined;
  return source.slice(0, at) + change + source.slice(at + site.length);
}
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

/**
 * The worker's source with the font name added to each text style, and wide gaps in a run written as
 * two spaces where that spot is there too; undefined when the style spot is not there exactly once.
 */
export function withFontNames(source: string): string | undefined {
  const named = replaceOnce(source, STYLE_SITE, STYLE_CHANGE);
  if (named === undefined) return undefined;
  return replaceOnce(named, GAP_SITE, GAP_CHANGE) ?? named;
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
