/**
 * Work experience: one entry per position, with title, employer (without its city), location,
 * dates and description. Voluntary and board roles under experience-like headings count; a
 * career-break line does not.
 */
import { groupEntries, isHeaderLike } from './entries';
import type { RawEntry } from './entries';
import type { Line } from './read/types';
import type { ExperienceEntry } from './types';
import { hasRoleWord, looksLikeOrganisation } from './roles';
import { fold, stripBullet, trimSeparators } from './text';

// Between a title and a company on one line: " – ", " — ", " | ", " · ", " @ ", " at ", " bei ", …
const MAJOR_SEP_RE = /\t+|\s+[–—|·•@]\s+|\s+-\s+|\s+(?:at|bei|chez|presso|bij|en la empresa)\s+(?=\p{Lu})/u;

// Legal forms that end a company name; a comma part that holds one is the company, not a city.
const LEGAL_RE =
  /\b(?:gmbh|ag|kg|se|e\.?\s?v\.?|ug|ltd|limited|llc|llp|plc|inc|corp|sa|s\.a\.?|sas|sarl|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?|b\.?v\.?|n\.?v\.?|aps|a\/s|ab|oy|sp\.?\s?z\s?o\.?\s?o\.?|group|gruppo|grupo|groep)\b/iu;

function splitMajor(text: string): string[] {
  return text
    .split(MAJOR_SEP_RE)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '');
}

/** "Beispiel Werke GmbH, Köln" → ["Beispiel Werke GmbH", "Köln"]; "Fundación X (Valencia)" → ["Fundación X", "Valencia"]. */
export function splitCompanyCity(text: string): { company: string; location: string | null } {
  const t = trimSeparators(text);
  const paren = /^(.*\S)\s*\(([^()]{2,40})\)$/u.exec(t);
  if (paren && /^\p{Lu}/u.test(paren[2]) && paren[2].split(/\s+/).length <= 3) return { company: paren[1], location: paren[2] };
  const comma = t.lastIndexOf(', ');
  if (comma > 0) {
    const tail = t.slice(comma + 2).trim();
    if (tail.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(tail) && !LEGAL_RE.test(tail)) {
      return { company: t.slice(0, comma).trim(), location: tail };
    }
  }
  return { company: t, location: null };
}

interface Slots {
  title: string | null;
  company: string | null;
  location: string | null;
}

/** Fill title → company → location from the parts of one line. Returns how many slots it filled. */
function fillFromLine(slots: Slots, text: string): number {
  let filled = 0;
  let parts = splitMajor(text);
  if (parts.length === 0) return 0;
  if (parts.length === 1 && slots.title === null) {
    // "Title, Company, City" on one line (TXT, legacy DOC)
    const commas = parts[0].split(/,\s+/).map((p) => p.trim()).filter((p) => p !== '');
    if (commas.length >= 2) parts = commas.length > 3 ? [commas[0], commas.slice(1, -1).join(', '), commas[commas.length - 1]] : commas;
  }
  for (const part of parts) {
    if (slots.title === null) {
      slots.title = part;
      filled++;
    } else if (slots.company === null) {
      const { company, location } = splitCompanyCity(part);
      slots.company = company;
      if (location && slots.location === null) slots.location = location;
      filled++;
    } else if (slots.location === null) {
      slots.location = part;
      filled++;
    }
  }
  return filled;
}

/**
 * "Allied Irish Banks, Dublin / Operations Analyst": the employer came first. When the first slot
 * names no role and a later one does, the role moves to the front and the rest keep their order.
 */
function putTitleFirst(slots: Slots): void {
  const parts = [slots.title, slots.company, slots.location];
  if (parts[0] === null || hasRoleWord(parts[0])) return;
  const at = parts.findIndex((p, i) => i > 0 && p !== null && hasRoleWord(p) && !looksLikeOrganisation(p));
  if (at < 0) return;
  const rest = parts.filter((p, i) => i !== at && p !== null);
  slots.title = parts[at] ?? null;
  const employer = splitCompanyCity(rest[0] ?? '');
  slots.company = rest[0] === undefined ? null : employer.company;
  slots.location = rest[1] ?? employer.location ?? null;
}

function cleanDescription(lines: readonly Line[]): string | null {
  const text = lines
    .map((l) => stripBullet(l.text.replace(/\t/g, ' ')))
    .filter((t) => t !== '')
    .join('\n');
  return text === '' ? null : text;
}

function toEntry(raw: RawEntry): ExperienceEntry | null {
  const slots: Slots = { title: null, company: null, location: null };
  for (const l of raw.before) fillFromLine(slots, l.text);
  // in the heading-before layout, the date line's rest is the company ("Company · abr. 2019 – …")
  // or the place ("Copenhagen · Aug 2020 – Present")
  if (raw.anchorRest.trim() !== '') fillFromLine(slots, raw.anchorRest);
  const unused: Line[] = [];
  for (const l of raw.after) {
    if (slots.company === null && isHeaderLike(l) && unused.length === 0) fillFromLine(slots, l.text);
    else unused.push(l);
  }
  if (slots.title === null) return null;
  putTitleFirst(slots);
  const range = raw.range;
  return {
    position: slots.title,
    company: slots.company,
    location: slots.location,
    startDate: range?.start ?? null,
    endDate: range && !range.current ? range.end : null,
    current: range?.current ?? false,
    description: cleanDescription([...unused, ...raw.body]),
  };
}

/** Experience entries from the lines of experience-like sections (each section separately). */
export function extractExperience(sections: readonly (readonly Line[])[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (const lines of sections) {
    for (const raw of groupEntries(lines, false)) {
      const entry = toEntry(raw);
      if (entry && !looksLikeEducation(entry)) out.push(entry);
    }
  }
  return out;
}

function looksLikeEducation(entry: ExperienceEntry): boolean {
  return entry.position !== null && fold(entry.position).length < 2;
}
