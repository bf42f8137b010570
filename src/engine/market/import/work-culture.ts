/**
 * work_culture.md → work-culture notes per country, each with the sources it cites. The file's shape:
 *
 *   ## Germany (DE)
 *   - **Communication:** people tend to be direct. … [S1][S2]
 *   ### Sources for this file
 *   - S1: mooc.eu-mobility.eu, "Intercultural preparation — Germany" (…), https://…
 *
 * Every note must cite at least one source listed at the end; a note that does not, or that cites an
 * unknown one, is reported and skipped.
 */
import { isEuropeanCountry } from '../country-codes';
import type { ImportError, ImportResult } from './table';

export interface WorkCultureSource {
  /** 'S1' */
  id: string;
  /** the citation as written, without the id */
  citation: string;
  /** the first address in the citation, null when it gives none */
  url: string | null;
}

export interface WorkCultureNote {
  /** as the file labels it: 'Communication', 'Work values', 'Formality', … */
  topic: string;
  /** the paraphrased observation, citation markers and Markdown emphasis removed */
  text: string;
  sources: WorkCultureSource[];
}

export interface WorkCultureRecord {
  country: string;
  countryName: string;
  notes: WorkCultureNote[];
  dataset: 'work-culture';
}

// the lines are trimmed, so nothing follows a pattern's last group but its last character: no \s* or
// \s+ beside a (.+) that could trade spaces with it (quadratic backtracking)
const COUNTRY_CODE_RE = /\s\(([A-Za-z]{2})\)$/;
const SOURCES_HEADING_RE = /^#{2,3}\s+Sources\b/i;
const SOURCE_LINE_RE = /^-\s+(S\d+):(.*\S)$/;
const NOTE_RE = /^-\s+\*\*(.+?):\*\*(.*)$/;
const CITATION_RE = /\[(S\d+)\]/g;
const URL_RE = /https?:\/\/[^\s,)]+/;

/** "## Germany (DE)" → name and code, or null. */
function countryHeading(line: string): [name: string, code: string] | null {
  const code = COUNTRY_CODE_RE.exec(line);
  if (!code || !/^##\s/.test(line)) return null;
  const name = line.slice(2, code.index).trim();
  return name === '' ? null : [name, code[1]];
}

function plainText(markdown: string): string {
  return markdown
    .replace(CITATION_RE, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*]+)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function readSources(lines: readonly string[], errors: ImportError[]): Map<string, WorkCultureSource> {
  const sources = new Map<string, WorkCultureSource>();
  let inSources = false;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (/^#/.test(line)) inSources = SOURCES_HEADING_RE.test(line);
    if (!inSources || !line.startsWith('- ')) return;
    const m = SOURCE_LINE_RE.exec(line);
    if (!m) {
      errors.push({ line: i + 1, message: 'a source line must read "- S<n>: <citation>"' });
      return;
    }
    if (sources.has(m[1])) errors.push({ line: i + 1, message: `source ${m[1]} is listed twice` });
    else sources.set(m[1], { id: m[1], citation: m[2].trim(), url: URL_RE.exec(m[2])?.[0] ?? null });
  });
  return sources;
}

/** Parses the text of work_culture.md. */
export function importWorkCulture(text: string): ImportResult<WorkCultureRecord> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const errors: ImportError[] = [];
  const sources = readSources(lines, errors);
  const records: WorkCultureRecord[] = [];
  let current: (WorkCultureRecord & { line: number }) | null = null;
  let inSources = false;

  const close = () => {
    if (!current) return;
    const { line, ...record } = current;
    if (record.notes.length === 0) errors.push({ line, message: `${record.countryName} (${record.country}) has no notes` });
    else records.push(record);
    current = null;
  };

  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.trim();
    if (line.startsWith('#')) {
      close();
      inSources = SOURCES_HEADING_RE.test(line);
      if (inSources || line.startsWith('# ')) return;
      const heading = countryHeading(line);
      if (!heading) {
        errors.push({ line: lineNo, message: 'a country heading must read "## <Country> (<ISO code>)"' });
        return;
      }
      const code = heading[1].toUpperCase();
      if (!isEuropeanCountry(code)) errors.push({ line: lineNo, message: `unknown country code "${heading[1]}"` });
      else if (records.some((r) => r.country === code)) errors.push({ line: lineNo, message: `${code} appears twice` });
      else current = { country: code, countryName: heading[0], notes: [], dataset: 'work-culture', line: lineNo };
      return;
    }
    if (inSources || !line.startsWith('- ')) return;
    if (!current) {
      errors.push({ line: lineNo, message: 'a note outside a country section' });
      return;
    }
    const note = NOTE_RE.exec(line);
    if (!note) {
      errors.push({ line: lineNo, message: 'a note must start with a bold topic: "- **Topic:** text [S1]"' });
      return;
    }
    const ids = [...note[2].matchAll(CITATION_RE)].map((m) => m[1]);
    const unknown = ids.filter((id) => !sources.has(id));
    if (ids.length === 0) errors.push({ line: lineNo, message: 'the note cites no source' });
    else if (unknown.length > 0)
      errors.push({ line: lineNo, message: `the note cites ${unknown.join(', ')}, which the source list does not have` });
    else {
      const cited = [...new Set(ids)].map((id) => sources.get(id)).filter((s): s is WorkCultureSource => s !== undefined);
      current.notes.push({ topic: note[1].trim(), text: plainText(note[2]), sources: cited });
    }
  });
  close();
  return { records, errors: errors.sort((a, b) => a.line - b.line) };
}
