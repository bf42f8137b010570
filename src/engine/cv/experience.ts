/**
 * Work experience: one entry per position, with title, employer (without its city), location,
 * dates and description. Voluntary and board roles under experience-like headings count; a
 * career-break line does not.
 */
import { DURATION_HEAD_RE, DURATION_LINE_RE, DURATION_TAIL_RE } from './durations';
import { resolveFieldLabels } from './field-labels';
import { findDateRange, isPresentWord, removeRange } from './dates';
import type { DateRange } from './dates';
import { anchorOf, groupEntries, isHeaderLike, isRoleBullet, unmarkHeadings, withoutIcons } from './entries';
import type { RawEntry } from './entries';
import type { Line } from './read/types';
import type { ExperienceEntry } from './types';
import { cityCountry, countryOf, findPlace } from './places';
import { hasRoleWord, looksLikeOrganisation } from './roles';
import { fold, isBullet, splitTopLevel, stripBullet, trimSeparators } from './text';

// Between a title and a company on one line: " – ", " — ", " | ", " · ", " @ ", " at ", " bei ", " hos " (da, nb), " på " (sv), …
// (?<!\s): tried only from the start of a space run, so a long run of spaces is scanned once
const MAJOR_SEP_RE = /\t+|(?<!\s)\s+[–—|·•@]\s+|(?<!\s)\s+-\s+|(?<!\s)\s+(?:at|bei|chez|presso|bij|hos|ved|på|en la empresa)\s+(?=\p{Lu})/u;

// Legal forms that end a company name; a comma part that holds one is the company, not a city.
const LEGAL_RE =
  /\b(?:g?gmbh|ag|kg|se|e\.?\s?v\.?|g?ug|ltd|limited|llc|llp|plc|inc|corp|sa|s\.a\.?|sas|sarl|s\.?r\.?l\.?|s\.?p\.?a\.?|s\.?l\.?|b\.?v\.?|n\.?v\.?|aps|a\/s|ab|oy|sp\.?\s?z\s?o\.?\s?o\.?|group|gruppo|grupo|groep)\b/iu;

const MAJOR_SEP_ALL_RE = new RegExp(MAJOR_SEP_RE.source, 'gu');

// a spaced hyphen is the weakest separator: beside a stronger one it belongs to a part
// ("Registered Nurse - Progressive Care Unit | Saint Brigid Medical Center")
const STRONG_SEP_RE = /\t|(?<!\s)\s+[–—|·•@]\s+/u;
const MAJOR_SEP_NO_HYPHEN_RE = /\t+|(?<!\s)\s+[–—|·•@]\s+|(?<!\s)\s+(?:at|bei|chez|presso|bij|hos|ved|på|en la empresa)\s+(?=\p{Lu})/u;

// a dash inside the first of cells parted by TABs or bars, when no side of it names an organisation but a
// later cell does, is the title's own: "Magazynier – operator wózka widłowego | Logistyka Sp. z o.o."
const CELL_SEP_RE = /\t+|(?<!\s)\s+[|·•]\s+/u;
const DASH_RE = /\s[–—-]\s/u;

function splitMajor(text: string): string[] {
  if (DASH_RE.test(text) && CELL_SEP_RE.test(text)) {
    const cells = text.split(CELL_SEP_RE).map((p) => trimSeparators(p)).filter((p) => p !== '');
    if (cells.length >= 2 && DASH_RE.test(cells[0]) && !looksLikeOrganisation(cells[0]) && !cells[0].split(DASH_RE).some((p) => looksLikeOrganisation(p)) && cells.slice(1).some((c) => looksLikeOrganisation(c))) {
      return [cells[0], ...cells.slice(1).flatMap((c) => c.split(MAJOR_SEP_RE).map((p) => trimSeparators(p)).filter((p) => p !== ''))];
    }
  }
  return text
    .split(text.includes(' - ') && STRONG_SEP_RE.test(text) ? MAJOR_SEP_NO_HYPHEN_RE : MAJOR_SEP_RE)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '');
}

/** "Beispiel Werke GmbH, Köln" → ["Beispiel Werke GmbH", "Köln"]; "Fundación X (Valencia)" → ["Fundación X", "Valencia"]. */
export function splitCompanyCity(text: string): { company: string; location: string | null } {
  const t = trimSeparators(text);
  const paren = /^(.*\S)\s*\(([^()]{2,40})\)$/u.exec(t);
  if (paren && /^\p{Lu}/u.test(paren[2]) && paren[2].split(/\s+/).length <= 3) return { company: paren[1], location: paren[2] };
  // "Lighthouse Ferries Inc., Moncton, NB": a place of two parts ("City, ST") after the name
  const commas = t.split(', ');
  if (commas.length >= 3) {
    const tail = commas.slice(-2).join(', ');
    const place = findPlace(tail);
    const town = commas[commas.length - 2];
    if (place !== null && place.value === tail && town.split(/\s+/).length <= 3 && !looksLikeOrganisation(town)) return { company: commas.slice(0, -2).join(', '), location: tail };
  }
  const comma = t.lastIndexOf(', ');
  if (comma > 0) {
    const tail = t.slice(comma + 2).trim();
    // "School of Nursing and Midwifery, University of Galway": an organisation after the comma is part of the employer
    if (tail.split(/\s+/).length <= 3 && /^\p{Lu}/u.test(tail) && !LEGAL_RE.test(tail) && !looksLikeOrganisation(tail)) {
      return { company: t.slice(0, comma).trim(), location: tail };
    }
  }
  return { company: t, location: null };
}

// a part that is only a legal form, with the place in parentheses after it ("S.L. (Paterna)", "Inc.")
const LEGAL_ONLY_RE = new RegExp(`^(?:${LEGAL_RE.source.slice(2, -2)})\\.?(?:\\s*\\([^()]{1,40}\\))?$`, 'iu');

/** "Instalaciones Turia Climatización, S.L. (Paterna)": a legal form after a comma stays with its name. */
function withLegalForms(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    if (out.length > 0 && LEGAL_ONLY_RE.test(part)) out[out.length - 1] = `${out[out.length - 1]}, ${part}`;
    else out.push(part);
  }
  return out;
}

interface Slots {
  title: string | null;
  company: string | null;
  location: string | null;
}

/** Fill title → company → location from the parts of one line. Returns how many slots it filled. */
// a unit inside an organisation: a school, department or faculty of a university, a hospital's ward
const UNIT_RE = /^(?:school|department|dept\.?|faculty|division|institute|centre|center|unit|ward|lehrstuhl|abteilung|fakultät|institut|département|faculté|departamento|facultad|dipartimento|facoltà|afdeling|faculteit)\s(?:of|for|für|de|di|voor)?\s?/iu;

function fillFromLine(slots: Slots, text: string): number {
  let filled = 0;
  // a "present" word left of a date cell's wrapped second line ("present ⇥ Weserport Logistics GmbH") is no slot
  let parts = splitMajor(text).filter((p) => !isPresentWord(p));
  if (parts.length === 0) return 0;
  // (a lower-case rest names the title's field, no employer: "Studentermedhjælper, marketing hos Kvist & Co., Aarhus")
  if (parts.length === 2 && slots.title === null && parts[0].includes(', ') && /,\s+\p{Lu}/u.test(parts[0]) && findPlace(parts[1]) !== null) {
    // "Data Analyst, Lakeshore Insurance Group · Chicago, IL": title and employer share the first part
    const [title, ...rest] = parts[0].split(/,\s+/);
    parts = [title, rest.join(', '), parts[1]];
  } else if (parts.length === 1 && slots.title === null) {
    // "Title, Company, City" on one line (TXT, legacy DOC)
    // a comma inside parentheses is the title's own ("HR Assistant (fixed-term, maternity cover)")
    const commas = withLegalForms(splitTopLevel(parts[0], /,/u).map((p) => p.trim()).filter((p) => p !== ''));
    // "Research Fellow, School of Biology, University of St Andrews": the employer is the organisation, not its unit
    if (commas.length === 3 && UNIT_RE.test(commas[1]) && looksLikeOrganisation(commas[2]) && !findPlace(commas[2])) parts = [commas[0], commas[2].replace(/\.$/, '')];
    else if (commas.length >= 2) parts = commas.length > 3 ? [commas[0], commas.slice(1, -1).join(', '), commas[commas.length - 1]] : commas;
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
  // "Hollis, Brandt & Kearney LLP, Philadelphia, PA — Senior Litigation Paralegal": the first part is plainly an
  // employer (a legal form, or a place at its end), the second plainly none
  const second = parts[1];
  // (or a known place in brackets: "Hospital Boa Vista (Recife) — Nutricionista Clínica")
  const bracketPlace = /\(([^()]{2,40})\)$/u.exec(parts[0].trim());
  const placed = parts[0].includes(', ') ? plainlyEmployer(parts[0]) : bracketPlace !== null && findPlace(bracketPlace[1]) !== null;
  if (second !== null && placed && !LEGAL_RE.test(second) && (!looksLikeOrganisation(second) || hasRoleWord(second)) && findPlace(second) === null) {
    const employer = employerAndPlace(parts[0]);
    slots.title = second;
    slots.company = employer.company;
    slots.location = slots.location ?? employer.location;
    return;
  }
  const at = parts.findIndex((p, i) => i > 0 && p !== null && hasRoleWord(p) && !looksLikeOrganisation(p));
  if (at < 0) return;
  const rest = parts.filter((p, i) => i !== at && p !== null);
  slots.title = parts[at] ?? null;
  const employer = splitCompanyCity(rest[0] ?? '');
  slots.company = rest[0] === undefined ? null : employer.company;
  slots.location = rest[1] ?? employer.location ?? null;
}

function plainlyEmployer(text: string): boolean {
  if (LEGAL_RE.test(text)) return true;
  const { location } = employerAndPlace(text);
  return location !== null && findPlace(location) !== null;
}

function cleanDescription(lines: readonly Line[]): string | null {
  const text = lines
    .map((l) => stripBullet(l.text.replace(/\t/g, ' ')))
    .filter((t) => t !== '')
    .join('\n');
  return text === '' ? null : text;
}

/**
 * "Styrmann (First Officer), Boeing 737-800" above "Nordlys Air AS, Oslo": when the line after
 * the title names the employer (a legal form, an organisation word) and the title line itself
 * names none, the title line is one title, commas and dashes included.
 */
function wholeTitleLine(sources: readonly string[]): boolean {
  if (sources.length < 2) return false;
  const titleParts = splitMajor(sources[0]);
  if (titleParts.length > 2) return false;
  // a unit or department after the title's comma ("Charge Nurse, Telemetry Unit") is the title's; a
  // legal form or an organisation word elsewhere makes the line a company's
  const [head, ...tail] = sources[0].split(/,\s+/);
  const ownUnit = titleParts.length === 1 && tail.length === 1 && hasRoleWord(head) && !looksLikeOrganisation(head) && !LEGAL_RE.test(tail[0]);
  if (!ownUnit && titleParts.some((p) => looksLikeOrganisation(p))) return false;
  const next = splitMajor(sources[1])[0] ?? '';
  return looksLikeOrganisation(next) && !hasRoleWord(next);
}

/** "Rocky Mountain Health System, Denver, CO" → employer and place; a trailing place is found by the gazetteer and state/post-code shapes. */
function employerAndPlace(text: string): { company: string; location: string | null } {
  const parts = splitMajor(text);
  const placeAt = parts.findIndex((p, i) => i > 0 && findPlace(p) !== null);
  const head = placeAt > 0 ? parts.slice(0, placeAt).join(' ') : parts[0] ?? '';
  const second = parts[1];
  const location = placeAt > 0 ? parts[placeAt] : second !== undefined && !looksLikeOrganisation(second) && !hasRoleWord(second) ? second : null;
  const commas = head.split(/,\s+/);
  for (let n = Math.min(3, commas.length - 1); n >= 1; n--) {
    const tail = commas.slice(-n).join(', ');
    if (findPlace(tail)) return { company: commas.slice(0, -n).join(', '), location: location ?? tail };
  }
  const split = splitCompanyCity(head);
  return { company: split.company, location: location ?? split.location };
}

/**
 * The employer printed above its role(s): "Harbor & Pine Home Goods ⇥ Columbus, OH" over
 * "Store Manager ⇥ Mar 2020 – Present". The date line's rest names a role, the line above names none.
 */
function employerFirst(raw: RawEntry): { title: string; company: string; location: string | null } | null {
  if (raw.before.length === 0) return null;
  const title = splitMajor(raw.anchorRest)[0];
  if (title === undefined || looksLikeOrganisation(title) || findPlace(title)) return null;
  const employer = employerAndPlace(raw.before[raw.before.length - 1].text);
  if (employer.company === '' || hasRoleWord(employer.company)) return null;
  if (hasRoleWord(title)) return { title, ...employer };
  // a title in words the role lexicon does not know ("Rinkodaros vadovė"): the line above must
  // plainly be an employer — a legal form or organisation word, or a place after the name
  const placed = employer.location !== null && findPlace(employer.location) !== null;
  return placed || looksLikeOrganisation(employer.company) ? { title, ...employer } : null;
}

interface Employer {
  company: string;
  location: string | null;
}

function toEntry(raw: RawEntry, previous: Employer | null): { entry: ExperienceEntry; employer: Employer | null } | null {
  const first = employerFirst(raw);
  if (first) return { entry: finish({ title: first.title, company: first.company, location: first.location }, raw, [...raw.after]), employer: first };
  // a further role under the same employer: only a title and dates, no heading line of its own
  const ownTitle = splitMajor(raw.anchorRest)[0];
  if (previous && raw.before.length === 0 && ownTitle !== undefined && hasRoleWord(ownTitle) && !raw.after.some((l) => isHeaderLike(l))) {
    return { entry: finish({ title: ownTitle, company: previous.company, location: previous.location }, raw, [...raw.after]), employer: previous };
  }
  const entry = toEntrySlots(raw);
  return entry ? { entry, employer: null } : null;
}

function finish(slots: Slots, raw: RawEntry, unused: Line[]): ExperienceEntry {
  const range = raw.range;
  return {
    position: slots.title,
    company: slots.company,
    location: slots.location,
    startDate: range?.start ?? null,
    endDate: range && !range.current ? range.end : null,
    current: range?.current ?? false,
    description: cleanDescription([...unused, ...raw.body]),
    confidence: entryConfidence(slots, raw),
  };
}

function toEntrySlots(raw: RawEntry): ExperienceEntry | null {
  const slots: Slots = { title: null, company: null, location: null };
  // "01/03/2020 – OBECNIE ⇥ Poznań, Polska" over the title: a date line's rest that is only a place is the place
  // (as is one below the title and the employer: "Marketing Manager" / "Pennine Outdoor Co." / "03/2022 – Present ⇥ Manchester, UK")
  const rest = trimSeparators(raw.anchorRest.replace(/\t+/g, ' '));
  // (below one line that names both: "Fourth Grade Teacher, Brookside Elementary School" / "Medford, MA · Aug 2020 – Present")
  const bothAbove = raw.before.length === 1 && /[,–—|]/u.test(raw.before[0].text) && hasRoleWord(raw.before[0].text);
  const restIsPlace =
    rest !== '' && (raw.before.length === 0 ? raw.after.length > 0 : raw.before.length >= 2 || bothAbove) && !hasRoleWord(rest) && !looksLikeOrganisation(rest) && onlyPlace(rest);
  const sources = [...raw.before.map((l) => l.text), restIsPlace ? '' : raw.anchorRest, ...raw.after.filter((l) => isHeaderLike(l)).map((l) => l.text)].filter(
    (t) => trimSeparators(t) !== '',
  );
  // the first source, when it is one whole title, is consumed here and skipped below
  let pending: string | null = null;
  if (wholeTitleLine(sources)) {
    slots.title = trimSeparators(sources[0].replace(/\t+/g, ' '));
    pending = sources[0];
  }
  const take = (text: string): void => {
    if (pending !== null && text === pending) pending = null;
    else fillFromLine(slots, text);
  };
  for (const l of raw.before) take(l.text);
  // in the heading-before layout, the date line's rest is the company ("Company · abr. 2019 – …")
  // or the place ("Copenhagen · Aug 2020 – Present")
  if (restIsPlace) slots.location = rest.replace(/^[^\p{L}\p{N}]+/u, '');
  else if (rest !== '') take(raw.anchorRest);
  const unused: Line[] = [];
  const after = [...raw.after];
  // "Pardavėja ⇥ 2015 – 2017" over "konsultantė": the title wrapped beside its dates, its second line
  // starts in lower case (or closes the title's parenthesis) and the employer follows
  if (slots.title !== null && slots.company === null && after.length > 1 && continuesTitle(slots.title, after[0])) {
    slots.title = `${slots.title} ${after[0].text.trim()}`;
    after.shift();
  }
  for (const l of after) {
    if (pending !== null && l.text === pending) pending = null;
    else if (slots.company === null && isHeaderLike(l) && unused.length === 0) fillFromLine(slots, l.text);
    else unused.push(l);
  }
  if (slots.title === null) return null;
  // "Pharmacienne adjointe" / "Depuis septembre 2021" / "Pharmacie des Brotteaux – Lyon 6e": the title above its dates,
  // the employer (and its place) on the first line below them, then the duties
  const under = raw.body[0];
  if (slots.company === null && raw.before.length > 0 && after.length === 0 && under !== undefined && underEmployer(under)) {
    const employer = employerAndPlace(under.text.replace(/\t+/g, ' – '));
    slots.company = employer.company;
    slots.location ??= employer.location;
    return finish(slots, { ...raw, body: raw.body.slice(1) }, unused);
  }
  // "Delta Freight, Southaven, MS ⇥ 2015 – 2019" over "Dispatch Coordinator": the date line named the
  // employer and its place, the role stands on the line below
  // labelled fields said which part is the title and which the employer
  if (raw.anchor?.fromFields) return finish(slots, raw, unused);
  const place = [slots.company, slots.location].filter((p): p is string => p !== null).join(', ');
  // (a federal résumé: "Federal Agency, Regional Office" / "Lakewood, CO" / "05/2019 - Present" / "Hours per week: 40" /
  // "Management and Program Analyst": the role stands below the date line's labelled fields)
  let below = unused[0];
  let bodyAt = -1;
  if (below === undefined && raw.before.length > 0 && rest === '') {
    const k = raw.body.slice(0, 3).findIndex((l) => !LABELLED_LINE_RE.test(l.text.trim()));
    if (k > 0 && hasRoleWord(raw.body[k].text)) {
      below = raw.body[k];
      bodyAt = k;
    }
  }
  // (a legal form or an organisation word in the first part, or as the one word after its comma: "Agrospol Jinošov a.s.",
  // "ZD Oslava, družstvo, Náměšť nad Oslavou"; "Projektleder, Aarhus Vand A/S" names a title first)
  const orgWord = slots.company !== null && !/\s/.test(slots.company.trim()) && looksLikeOrganisation(slots.company);
  const employerLine = place !== '' && (LEGAL_RE.test(slots.title) || looksLikeOrganisation(slots.title) || orgWord);
  if (
    below !== undefined && place !== '' && !hasRoleWord(slots.title) && !hasRoleWord(place) &&
    // the place is known, or the role below is set apart as titles are ("Calder Build, Wakefield | 2015 – 2020" / bold "Site Supervisor"),
    // or the first line is plainly an employer ("Elbtal Verpackungswerke GmbH, Hamburg-Billbrook" / "Industriemechaniker")
    (findPlace(place) !== null || (below.bold === true && !looksLikeOrganisation(place)) || employerLine) &&
    isHeaderLike(below) && (hasRoleWord(below.text) || (employerLine && !LEGAL_RE.test(below.text))) &&
    !looksLikeOrganisation(below.text) && findDateRange(below.text, true) === null
  ) {
    if (bodyAt < 0) unused.shift();
    slots.company = slots.title;
    slots.location = place;
    slots.title = trimSeparators(below.text.replace(/\t+/g, ' '));
    if (bodyAt >= 0) return finish(slots, { ...raw, body: raw.body.filter((_, i) => i !== bodyAt) }, unused);
  }
  // "Instalaciones Turia Climatización, S.L. (Paterna), marzo 2018 – actualidad" over "• Oficial de 1ª fontanero":
  // the dated line names only the employer, the role is the first bullet (set in italics), the duties follow
  const first = unused.length === 0 ? raw.body[0] : undefined;
  if (slots.company === null && first !== undefined && raw.body.length > 1 && employerOnly(slots.title) && bulletTitle(first.text)) {
    const employer = employerAndPlace(slots.title);
    slots.company = employer.company;
    slots.location ??= employer.location;
    slots.title = stripBullet(first.text).trim();
    return finish(slots, { ...raw, body: raw.body.slice(1) }, unused);
  }
  putTitleFirst(slots);
  return finish(slots, raw, unused);
}

/** "Pharmacie Centrale de Vienne – Vienne (38)": a short undated line that plainly names an employer and no role. */
function underEmployer(line: Line): boolean {
  const text = line.text.trim();
  if (isBullet(text) || !isHeaderLike(line) || /[.;:]$/.test(text) || text.split(/\s+/).length > 10 || findDateRange(text, true) !== null || hasRoleWord(text)) return false;
  const employer = employerAndPlace(text.replace(/\t+/g, ' – '));
  if (employer.company === '') return false;
  // (or a name and a short capitalised place after its dash: "Lunettes & Co – Aubagne")
  const place = employer.location?.trim() ?? '';
  const placeLike = /^\p{Lu}/u.test(place) && place.split(/\s+/).length <= 3 && !looksLikeOrganisation(place);
  return plainlyEmployer(text) || looksLikeOrganisation(employer.company) || placeLike;
}

/** "Hours per week: 40", "Series: 0343 Pay Plan: GS": a short label and its value. */
const LABELLED_LINE_RE = /^\p{L}[\p{L} ]{1,25}:\s*\S/u;

/** A heading line that names an employer and no role: a legal form, or a place in parentheses after the name. */
function employerOnly(text: string): boolean {
  return !hasRoleWord(text) && (LEGAL_RE.test(text) || /\s\(\p{Lu}[\p{L}' -]{1,30}\)$/u.test(text));
}

/** "• Oficial de 1ª fontanero y calefactor": a bullet short enough to be a title, not a duty's sentence. */
function bulletTitle(text: string): boolean {
  if (!isBullet(text)) return false;
  const t = stripBullet(text).trim();
  return t !== '' && t.split(/\s+/).length <= 7 && !/[.;:]$/.test(t) && findDateRange(t, true) === null;
}

const WRAPPED_TITLE_RE = /^\p{Ll}[\p{L}'’-]*\)?(?:\s+\p{L}[\p{L}'’-]*\)?){0,2}$/u;

const TRAILING_JOINER_RE = /\s(?:and|und|et|y|e|i|en|og|och|ja|és|a|de|du|des|of|for|für|di|da|del|van|voor|&|–|-)$/iu;

function continuesTitle(title: string, line: Line): boolean {
  const text = line.text.trim();
  if (line.text.includes('\t') || !isHeaderLike(line) || findDateRange(text, true) !== null) return false;
  if (WRAPPED_TITLE_RE.test(text)) return true;
  // "CONDUCTRICE DE CAR SCOLAIRE ET" over "INTERURBAIN": a title cut after its joining word
  if (TRAILING_JOINER_RE.test(title) && text.split(/\s+/).length <= 3 && !LEGAL_RE.test(text)) return true;
  // "Padavėja (Work and Travel" over "programa)"
  return (title.match(/\(/g)?.length ?? 0) > (title.match(/\)/g)?.length ?? 0) && /\)$/.test(text) && text.length <= 40;
}

/** "Torino, Italia", "Moncalieri, Italia", "Brno": a place and nothing else ("J. Pickersgill & Sons, Huddersfield" names an employer). */
function onlyPlace(raw: string): boolean {
  // (after a glyph: "01/03/2013 – 30/06/2013 ▪ Carmona, España")
  const text = raw.replace(/^[^\p{L}\p{N}]+/u, '');
  const parts = text.split(/,\s*/).map((p) => p.trim()).filter((p) => p !== '');
  if (parts.length === 0 || parts.length > 3) return false;
  if (parts.every((p) => cityCountry(p) !== undefined || countryOf(p) !== undefined)) return true;
  const last = parts[parts.length - 1];
  // "Medford, MA", "Laval, QC": a town with its state's or province's code
  if (parts.length === 2 && /^[A-Z]{2}$/.test(last) && findPlace(text)?.value === text.trim()) return true;
  return countryOf(last) !== undefined && parts.slice(0, -1).every((p) => /^\p{Lu}[\p{L}' -]*$/u.test(p) && p.split(/\s+/).length <= 3);
}

/** Cheap evidence that the entry is one position: dates, an employer, a title that names a role. */
function entryConfidence(slots: Slots, raw: RawEntry): number {
  let c = 0.35;
  if (raw.range && !raw.range.single) c += 0.25;
  else if (raw.range) c += 0.1;
  if (slots.company) c += 0.15;
  if (slots.title && hasRoleWord(slots.title)) c += 0.15;
  if (slots.company && looksLikeOrganisation(slots.company)) c += 0.1;
  return Math.round(Math.min(1, c) * 100) / 100;
}

/** The rest of a date line ("Sous-chef" in "Sous-chef ⇥ marzo 2018 – aprile 2021"), if any. */
function restOfDateLine(line: Line): string | null {
  const range = findDateRange(line.text, true);
  if (!range) return null;
  return splitMajor(withoutIcons(removeRange(line.text, range)))[0] ?? null;
}

/**
 * An employer printed once above its roles (a shaded or capitalised group line, with or without its
 * own span): the line names no role and the next line is a date line with a title. A line set
 * apart (bold, heading, capitals) is enough; a plain line must name a place or a legal form, and the
 * next line must name a role. Right below a date line, outside a group, such a line is that
 * entry's employer ("Title ⇥ dates" / "ACME GMBH"), not a new group.
 */
/** Lines a profile export printed a total duration under: its employers, over all their roles (withoutDurations). */
const TOTALLED = new WeakSet<Line>();

// a hotel's stars after its name ("HOTEL SEEBLICK ****S", "Hotel Miramar ★★★★ Superior"): no part of the name
const STARS_RE = /[★☆*]+(?:\s?(?:S|Superior)(?![\p{L}]))?/gu;

function groupEmployer(lines: readonly Line[], i: number, groupLine: Line | null, nextAt = i + 1, afterPlace = false): Employer | null {
  const inGroup = groupLine !== null;
  const line = lines[i];
  const next = lines[nextAt];
  // "Köln, Nordrhein-Westfalen, Deutschland" under the employer is its place, never an employer
  // (nor is a duty's wrapped end, "commandes directes laboratoires", above the next role's bold title)
  if (!next || !isHeaderLike(line) || onlyPlace(line.text) || (/^\p{Ll}{2,}\s/u.test(line.text.trim()) && findDateRange(line.text, true) === null)) return null;
  // the role below is a title line whose dates anchor it, never a sentence that names a year
  // ("… led the ELA department from 2018.")
  // or a title line with its dates alone on the line below ("Samordnande undersköterska" / "mars 2021 – nuvarande"),
  // maybe below the employer's place ("Köln, Nordrhein-Westfalen, Deutschland", a profile export)
  const placeFirst = anchorOf(next, false) === null && findPlace(next.text) !== null && titleOverDates(lines[nextAt + 1] ?? next, lines[nextAt + 2]);
  if (placeFirst) return groupEmployer(lines, i, groupLine, nextAt + 1, true);
  // …or its place and its whole span ("Denver, CO | 2017 - PRESENT"), over roles whose dates that span holds
  if (!afterPlace && placeAndSpanOver(next, lines[nextAt + 1], lines[nextAt + 2])) return groupEmployer(lines, i, groupLine, nextAt + 1, true);
  const dated = anchorOf(next, false) !== null ? next : titleOverDates(next, lines[nextAt + 1]) ? lines[nextAt + 1] : null;
  const nextAnchor = dated === next ? anchorOf(next, false) : null;
  // (a year's ordinal dot left after the dates is no sentence's end: "Recepcionarka ⇥ travanj 2016. – listopad 2016.")
  if (dated === null || (nextAnchor !== null && !isHeaderLike({ ...next, text: removeRange(next.text, nextAnchor).trimEnd().replace(/\.$/, '') }))) return null;
  const nextTitle = dated === next ? restOfDateLine(next) : trimSeparators(next.text);
  // "Insegnante di scuola primaria" names a school and a role: a role
  // nor a place ("Pennine Outdoor Co." over "03/2022 – Present ⇥ Manchester, UK": the employer under its role's title)
  if (nextTitle === null || (looksLikeOrganisation(nextTitle) && !hasRoleWord(nextTitle)) || (dated === next && onlyPlace(nextTitle))) return null;
  const range = findDateRange(line.text, true);
  const text = (range ? removeRange(line.text, range) : line.text).replace(STARS_RE, ' ');
  const parts = splitMajor(text);
  if (parts.length === 0 || parts.some((p) => hasRoleWord(p) && !looksLikeOrganisation(p))) return null;
  const prev = lines[i - 1];
  // below a dated line an undated one is that entry's; a line with a span of its own may follow one
  // ("03/2019 – 08/2019 ⇥ Elternzeit" over "07/2012 – 02/2019 ⇥ Möbelwerkstätten Albrecht GmbH, Esslingen")
  if (!inGroup && prev !== undefined && findDateRange(prev.text, true) !== null && (range === null || range.single)) return null;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const setApart = line.bold === true || line.heading || (letters.length > 3 && letters === letters.toUpperCase());
  // a plain line over a role whose own employer stands right below its dates ("Elektriker ⇥ 2014 – 2020" over
  // "Norrby El AB, Eskilstuna") is the last duty of the role before, never their employer
  // (a line below that heads the next role, "Kovač Studio s.p. — Maribor" over "Razvijalec | 2012 - 2014", is the next employer)
  const belowNext = lines[nextAt + 2];
  const headsNext = belowNext !== undefined && anchorOf(belowNext, false) !== null;
  if (!setApart && dated === next && findDateRange(line.text, true) === null && !headsNext && ownEmployerBelow(lines[nextAt + 1])) return null;
  const employer = employerAndPlace(text);
  if (employer.company === '') return null;
  // a line dated apart from the role below is a role of its own, never their employer: an employer's
  // span holds its roles' ("Nov. 2018 - Actualidad. Camarero. Hotel Miramar S.A." over "Mar. 2015 - Oct. 2018. …")
  const nextRange = findDateRange(dated.text, true);
  if (range && !range.single && nextRange && !nextRange.single && !spanHolds(range, nextRange)) return null;
  // inside an employer's span, a role whose dates it holds is that employer's: the line above its title is the
  // last duty of the role before ("Leitung von Kundenprojekten, Budgetverantwortung" over bold "Laborchemikerin"),
  // unless it is printed as the group's own employer line (a line with a span of its own is an employer of its own)
  const groupRange = groupLine ? findDateRange(groupLine.text, true) : null;
  // (a line set apart, "ENAIP LOMBARDIA – CFP DI CANTÙ" over a concurrent role, is an employer of its own)
  if (range === null && !setApart && groupLine && groupRange && !groupRange.single && nextRange && spanHolds(groupRange, nextRange) && !sameShape(line, groupLine)) return null;
  // a role whose dates stand below its title is under this line only when the line's own span holds them,
  // or when the title is set apart in bold below a plain employer line (a LinkedIn profile: "Northstar
  // Medical Devices" over bold "Strategic Sourcing Manager" over "January 2021 - Present")
  const placed = parts.some((p) => findPlace(p) !== null || countryOf(p) !== undefined) || (employer.location !== null && findPlace(employer.location) !== null);
  const organisation = looksLikeOrganisation(employer.company);
  // …or when the line is plainly an employer with its place over a known title ("Desert Air Comfort Systems, Inc. —
  // Tempe, AZ" over "Lead Service Technician" over "Mar 2021 – Present", both in bold)
  const plainEmployer = placed && organisation && hasRoleWord(nextTitle) && setApart && (next.bold === true || next.heading);
  // (or printed like the group's own employer line: a profile export's next employer, one role and no total under it)
  const likeGroup = groupLine !== null && range === null && sameShape(line, groupLine) && !hasRoleWord(line.text);
  if (dated !== next && !afterPlace && !plainEmployer && !likeGroup && !TOTALLED.has(line) && !(range && !range.single && nextRange && !nextRange.single) && !(next.bold === true && line.bold !== true && !line.heading && line.text.split(/\s+/).length <= 6)) return null;
  if (setApart || dated !== next) return employer;
  // the line's own span holds the next role's ("ACME, Brno ⇥ 2019 – 2025" over "Analyst ⇥ 05/2023 – 05/2025"):
  // an employer's time over its roles, whatever language the titles are in
  if (range && !range.single && nextRange && !nextRange.single && spanHolds(range, nextRange)) return employer;
  // a legal form or organisation word and a place: an employer line, whatever words the title uses
  // ("Washington Partners LLC ⇥ Denver, CO" over "HR Generalist ⇥ Aug 2020 – Jan 2024")
  if (placed && organisation) return employer;
  if (hasRoleWord(nextTitle) && (placed || organisation)) return employer;
  // the pattern of its siblings: printed like the group's own employer line, above a date line
  // (an undated line: a dated one is a group line only when its span holds the next role's, above)
  return groupLine !== null && range === null && sameShape(line, groupLine) ? employer : null;
}

/** "Norrby El & Data AB, Eskilstuna" below a role's dates: an undated line that plainly names an employer and no role. */
function ownEmployerBelow(line: Line | undefined): boolean {
  if (line === undefined || !isHeaderLike(line) || isBullet(line.text) || findDateRange(line.text, true) !== null || onlyPlace(line.text)) return false;
  const text = line.text.trim();
  if (!/^\p{Lu}/u.test(text) || /[.;:]$/.test(text) || text.split(/\s+/).length > 8) return false;
  const employer = employerAndPlace(text.replace(/\t+/g, ' – '));
  const placed = employer.location !== null && findPlace(employer.location) !== null;
  return employer.company !== '' && !hasRoleWord(employer.company) && (LEGAL_RE.test(employer.company) || (placed && looksLikeOrganisation(employer.company)));
}

/** "Denver, CO | 2017 - PRESENT" over "Territory Sales Manager" over "2022 - PRESENT": an employer's place and span. */
function placeAndSpanOver(line: Line | undefined, title: Line | undefined, dates: Line | undefined): boolean {
  if (line === undefined) return false;
  const span = anchorOf(line, false);
  if (span === null || span.single) return false;
  const rest = trimSeparators(removeRange(line.text, span).replace(/\t+/g, ' '));
  if (!(onlyPlace(rest) || findPlace(rest)?.value === rest)) return false;
  const role = title && dates && titleOverDates(title, dates) ? findDateRange(dates.text, false) : null;
  return role !== null && spanHolds(span, role);
}

/** A header-like line without dates right above a line that holds only dates. */
function titleOverDates(title: Line, below: Line | undefined): boolean {
  if (below === undefined || !isHeaderLike(title) || findDateRange(title.text, true) !== null) return false;
  const range = findDateRange(below.text, false);
  return range !== null && trimSeparators(removeRange(below.text, range).replace(/\t+/g, ' ')) === '';
}

/**
 * "NORTHLAKE INDUSTRIAL COMPONENTS, INC. ⇥ MILWAUKEE, WI" over "Privately held, $640M manufacturer …"
 * over "Vice President, Operations | 2018 – Present": an employer set apart in bold or capitals, with its
 * legal form or place, may introduce itself in a line or two before its first role. The number of such
 * lines (0 when the line is no such employer or the role follows at once).
 */
function companyIntro(lines: readonly Line[], i: number): number {
  const line = lines[i];
  const letters = line.text.replace(/[^\p{L}]/gu, '');
  const setApart = line.bold === true || (letters.length > 3 && letters === letters.toUpperCase());
  // an employer with its own span ("Dez. 2015 – heute ⇥ HOTEL SEEBLICK ****S") introduced before the roles it holds
  const span = findDateRange(line.text, true);
  if (!setApart || (span !== null && span.single) || !lines[i + 1] || anchorOf(lines[i + 1], false) !== null) return 0;
  const employer = employerAndPlace((span ? removeRange(line.text, span) : line.text).replace(STARS_RE, ' ').trim());
  const named = LEGAL_RE.test(employer.company) || (employer.location !== null && findPlace(employer.location) !== null) || (span !== null && looksLikeOrganisation(employer.company));
  if (employer.company === '' || hasRoleWord(employer.company) || !named) return 0;
  for (let k = i + 1; k <= i + 3 && k < lines.length; k++) {
    const l = lines[k];
    if (anchorOf(l, false) !== null) {
      const role = findDateRange(l.text, true);
      return span === null || (role !== null && spanHolds(span, role)) ? k - i - 1 : 0;
    }
    if (l.bold === true || l.heading || isBullet(l.text)) return 0;
  }
  return 0;
}

/** Two undated lines printed alike: the same separators between their parts, the same weight. */
function sameShape(a: Line, b: Line): boolean {
  const separators = (l: Line) => (l.text.trim().match(MAJOR_SEP_ALL_RE) ?? []).map((m) => m.trim() || 'space').join('|');
  return separators(a) === separators(b) && (a.bold === true) === (b.bold === true) && a.heading === b.heading && findDateRange(b.text, true) === null;
}

function outsideGroup(line: Line, groupLine: Line, groupRange: DateRange): boolean {
  const range = findDateRange(line.text, true);
  if (range === null || range.single || spanHolds(groupRange, range)) return false;
  // a role that ended by the time the group's employer began is another employer's, however it is printed
  if (range.end !== null && groupRange.start !== null && range.end <= groupRange.start && !range.current) return true;
  const separators = (l: Line, r: DateRange) => (removeRange(l.text, r).trim().match(MAJOR_SEP_ALL_RE) ?? []).map((m) => m.trim() || 'space').join('|');
  return separators(line, range) === separators(groupLine, groupRange) && (line.bold === true) === (groupLine.bold === true) && line.heading === groupLine.heading;
}

/** "2019" starts in January and ends in December; an open end holds everything after. */
function spanHolds(outer: DateRange, inner: DateRange): boolean {
  const from = (d: string | null, end: boolean) => (d === null ? null : d.length === 4 ? `${d}-${end ? '12' : '01'}` : d);
  const outerStart = from(outer.start, false);
  const innerStart = from(inner.start, false);
  if (outerStart === null || innerStart === null || innerStart < outerStart) return false;
  if (outer.current) return true;
  const outerEnd = from(outer.end, true);
  const innerEnd = inner.current ? null : from(inner.end, true);
  return outerEnd !== null && innerEnd !== null && innerEnd <= outerEnd;
}

/** Split a section at its group-employer lines: [employer or null, lines under it]. */
/**
 * "Riepu montētājs (vasaras sezona)" over "IK „Riepu centrs J“ | 2011 – 2012" after an employer's roles: a title
 * set apart over a date line that names its own employer opens an entry of its own, outside the group.
 */
function titleOverOwnEmployer(line: Line, next: Line | undefined): boolean {
  if (next === undefined || !(line.heading || line.bold === true) || !isHeaderLike(line) || findDateRange(line.text, true) !== null) return false;
  const range = findDateRange(next.text, false);
  if (range === null) return false;
  const rest = trimSeparators(removeRange(next.text, range).replace(/\t+/g, ' '));
  return rest !== '' && looksLikeOrganisation(rest) && !hasRoleWord(rest);
}

function employerGroups(lines: readonly Line[]): [Employer | null, Line[]][] {
  const groups: [Employer | null, Line[]][] = [[null, []]];
  let groupLine: Line | null = null;
  let groupRange: DateRange | null = null;
  let skipUntil = -1;
  lines.forEach((line, i) => {
    if (i <= skipUntil) return;
    const direct = groupEmployer(lines, i, groupLine);
    const intro = direct ? 0 : companyIntro(lines, i);
    const employer = direct ?? (intro > 0 ? groupEmployer(lines, i, groupLine, i + 1 + intro) : null);
    if (employer) {
      groups.push([employer, []]);
      groupLine = line;
      groupRange = findDateRange(line.text, true);
      // the company's own introduction under its name describes no role
      if (!direct) skipUntil = i + intro;
      // nor does its place and span below it ("Denver, CO | 2017 - PRESENT"), which is the group's span
      else if (placeAndSpanOver(lines[i + 1], lines[i + 2], lines[i + 3])) {
        groupRange = findDateRange(lines[i + 1].text, true);
        skipUntil = i + 1;
      }
      return;
    }
    // a line printed like the group's own, whose dates lie outside the group's span, is the next
    // employer with its title below ("Delta Freight, Southaven, MS ⇥ 2015 – 2019" / "Dispatcher")
    if (
      (groupLine !== null && groupRange !== null && !groupRange.single && outsideGroup(line, groupLine, groupRange)) ||
      (groupLine !== null && titleOverOwnEmployer(line, lines[i + 1]))
    ) {
      groups.push([null, []]);
      groupLine = null;
      groupRange = null;
    }
    groups[groups.length - 1][1].push(line);
  });
  return groups.filter(([employer, ls]) => employer !== null || ls.length > 0);
}


// a profile export's employment type before its " · " ("Vollzeit · 8 Jahre", "Full-time · Jan 2020 – Present")
const EMPLOYMENT_TYPES =
  'full[- ]time|part[- ]time|internship|apprenticeship|freelance|self[- ]employed|contract|temporary|seasonal|vollzeit|teilzeit|ausbildung|' +
  'praktikum|werkstudent|freiberuflich|selbstständig|befristet|temps plein|temps partiel|cdi|cdd|stage|alternance|jornada completa|' +
  'media jornada|tempo pieno|voltijd|deeltijd';
const EMPLOYMENT_TYPE_RE = new RegExp(`^(?:${EMPLOYMENT_TYPES})\\s*·\\s*`, 'iu');
const EMPLOYMENT_TYPE_ONLY_RE = new RegExp(`^(?:${EMPLOYMENT_TYPES})\\s*$`, 'iu');

/**
 * A profile export's durations and employment types are nothing: "Vollzeit · 8 Jahre 8 Monate" goes, "Jan. 2022 –
 * Heute · 4 Jahre 3 Monate" keeps its dates. A line that was only a type before its duration goes with it; a title
 * "Praktikum" over its dates stays.
 */
function withoutDurations(lines: readonly Line[]): readonly Line[] {
  if (!lines.some((l) => /\d\s+\p{L}/u.test(l.text))) return lines;
  const out: Line[] = [];
  for (const l of lines) {
    if (DURATION_LINE_RE.test(l.text)) {
      // "Severnside Energy" over "5 years 8 months": a company's time in all its roles under its name
      const above = out[out.length - 1];
      if (above !== undefined && findDateRange(above.text, true) === null && !isRoleLine(above.text)) TOTALLED.add(above);
      continue;
    }
    // "oct. 2022 – jun. 2023 ⇥ Formadora – Certificado … (Operaciones" over "9 meses ⇥ básicas de pisos)": the
    // duration in the date column beside a title's wrapped end, which goes back onto the title
    const tab = l.text.indexOf('\t');
    if (tab > 0 && DURATION_LINE_RE.test(l.text.slice(0, tab))) {
      const rest = l.text.slice(tab + 1).trim();
      const above = out[out.length - 1];
      if (above !== undefined && /^\p{Ll}/u.test(rest) && !rest.includes('\t')) out[out.length - 1] = { ...above, text: `${above.text} ${rest}` };
      else if (rest !== '') out.push({ ...l, text: rest });
      continue;
    }
    const hadDuration = DURATION_TAIL_RE.test(l.text);
    const stripped = l.text.replace(DURATION_TAIL_RE, '');
    const text = stripped.startsWith('(') && stripped.includes('\t') ? stripped.replace(DURATION_HEAD_RE, '') : stripped;
    if (hadDuration && EMPLOYMENT_TYPE_ONLY_RE.test(text.trim())) continue;
    const typed = hadDuration || findDateRange(text, false) !== null ? text.replace(EMPLOYMENT_TYPE_RE, '') : text;
    if (typed.trim() !== '') out.push(typed === l.text ? l : { ...l, text: typed });
  }
  return out;
}

/** "Data Analyst": a short line naming a job, no sentence. */
function isRoleLine(text: string): boolean {
  const t = text.trim();
  return t.length <= 80 && !/[.!;:]$/.test(t) && !t.includes('\t') && hasRoleWord(t) && !looksLikeOrganisation(t);
}

/** Experience entries from the lines of experience-like sections (each section separately). */
export function extractExperience(sections: readonly (readonly Line[])[]): ExperienceEntry[] {
  const out: ExperienceEntry[] = [];
  for (const section of sections) {
    // roles marked with their own glyph under an employer are titles before the employer groups are read;
    // a profile export's durations ("5 years 3 months", "(3 years 11 months)", "· 6 Jahre 2 Monate") are nothing
    // a role listed as a bullet with its dates ("• Sous Chef – June 2022 – to date") is a role's line, no duty
    // (a bullet whose text wraps onto the next line in lower case is a duty: "- coordinator of …, since 2021" / "also …")
    const read = unmarkHeadings(withoutDurations(resolveFieldLabels(section)), false);
    const wraps = (i: number): boolean => /^\p{Ll}/u.test(read[i + 1]?.text.trim() ?? '') && !isBullet(read[i + 1].text);
    const lines = read.map((l, i) => (isRoleBullet(l.text) && !wraps(i) ? { ...l, text: stripBullet(l.text).trim() } : l));
    const entries: [RawEntry, ExperienceEntry][] = [];
    for (const [group, groupLines] of employerGroups(lines)) {
      let employer: Employer | null = group;
      for (const raw of groupEntries(groupLines, false)) {
        // under a group employer, each date line names a role of that employer (or the title line above a
        // line of dates alone, whole: "Undersköterska, Medicinavdelning 3" / "augusti 2018 – februari 2021")
        const above = raw.before[raw.before.length - 1];
        // the title right above the dates: alone, below the employer's place, or set apart in bold below a duty
        // (or, in a profile export printed in one weight, a job title after the sentences of the role before)
        const placesAbove =
          raw.before.slice(0, -1).every((l) => findPlace(l.text) !== null) ||
          (above?.bold === true && raw.before.slice(0, -1).every((l) => l.bold !== true)) ||
          (above !== undefined && above.bold !== true && isRoleLine(above.text) && raw.before.slice(0, -1).every((l) => l.bold !== true && (findPlace(l.text) !== null || isBullet(l.text) || /[.!;]$/.test(l.text.trim()))));
        const titleAbove = above !== undefined && placesAbove && trimSeparators(raw.anchorRest) === '' ? trimSeparators(above.text.replace(/\t+/g, ' ')) : undefined;
        const title = group ? (titleAbove ?? splitMajor(raw.anchorRest)[0]) : undefined;
        const result =
          group && title !== undefined && (raw.before.length === 0 || titleAbove !== undefined)
            ? { entry: finish({ title, company: group.company, location: group.location }, raw, [...raw.after]), employer: group }
            : toEntry(raw, employer);
        employer = result?.employer ?? null;
        if (result && !looksLikeEducation(result.entry)) entries.push([raw, result.entry]);
      }
    }
    out.push(...likeSiblings(entries));
  }
  return out;
}

/** Which line of its entry a value came from: the date line, or the first line below it. */
function sourceOf(raw: RawEntry, value: string | null): 'anchor' | 'below' | null {
  if (value === null || raw.before.length > 0) return null;
  const inAnchor = raw.anchorRest.includes(value);
  const inBelow = raw.after[0]?.text.includes(value) === true;
  return inAnchor === inBelow ? null : inAnchor ? 'anchor' : 'below';
}

/**
 * "Hollis Drivetrain Systems ⇥ May 2024 – Aug. 2024" over "Manufacturing Engineering Co-op ⇥ Marysville, OH": where
 * no word tells the title from the employer, the entry reads like its siblings. When every sibling whose title
 * names a known role took it from the same line (the date line, or the line below it), an entry that took its
 * title from the other line, naming no role there, swaps its title and employer.
 */
function likeSiblings(entries: readonly [RawEntry, ExperienceEntry][]): ExperienceEntry[] {
  const told = (e: ExperienceEntry): boolean => e.position !== null && e.company !== null && hasRoleWord(e.position) && !hasRoleWord(e.company);
  const voters = entries.filter(([, e]) => told(e));
  const sources = new Set(voters.map(([raw, e]) => sourceOf(raw, e.position)));
  if (voters.length < 2 || sources.size !== 1 || sources.has(null)) return entries.map(([, e]) => e);
  const [titleLine] = [...sources];
  return entries.map(([raw, e]) => {
    const company = e.company;
    if (company === null || e.position === null || hasRoleWord(e.position) || LEGAL_RE.test(company) || looksLikeOrganisation(company)) return e;
    const own = sourceOf(raw, e.position);
    if (own === null || own === titleLine || sourceOf(raw, company) !== titleLine) return e;
    return { ...e, position: company, company: e.position };
  });
}

function looksLikeEducation(entry: ExperienceEntry): boolean {
  return entry.position !== null && fold(entry.position).length < 2;
}
