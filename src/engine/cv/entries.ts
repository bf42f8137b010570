/**
 * Grouping the lines of an experience-like or education section into entries, anchored on the
 * lines that carry a date range. Two layouts exist: the heading lines (title, company) come
 * before the date line ("Title · Company" / "City · Jan 2020 – Present"), or at/after it
 * ("Title ⇥ Jan 2020 – Present" / "Company, City", "01/2016 – heute" / "Title, Company").
 */
import { findDateRange, removeRange } from './dates';
import type { DateRange } from './dates';
import { findPlace } from './places';
import type { Line } from './read/types';
import { hasRoleWord } from './roles';
import { fold, isBullet, stripBullet, trimTrailing } from './text';

export interface RawEntry {
  range: DateRange | null;
  /** the anchor line with the date cut out (tab where it was), or '' */
  anchorRest: string;
  /** lines that may carry title / company / institution, in order; anchorRest is NOT included */
  before: Line[];
  after: Line[];
  /** the anchor line itself, verbatim */
  anchor: Line | null;
  /** remaining lines (description) */
  body: Line[];
}

// A line with a date range that is not a job: a career break, parental leave, a sabbatical, travel.
// (folded; the other EU/EEA languages' parental leave: cs/sk, pl, hu, ro, hr/sl, lt, lv, et, fi, sv, da/nb, pt)
const BREAK_RE =
  /\b(?:career break|sabbatical|parental leave|maternity leave|paternity leave|gap year|travell?ing|auszeit|elternzeit|berufliche pause|familienzeit|weltreise|conge parental|conge maternite|annee sabbatique|pause professionnelle|excedencia|ano sabatico|baja maternal|pausa professionale|congedo|anno sabbatico|loopbaanonderbreking|ouderschapsverlof|sabbatical|materska dovolena|rodicovska dovolena|materska dovolenka|rodicovska dovolenka|urlop macierzynski|urlop wychowawczy|urlop rodzicielski|gyes|gyed|szulesi szabadsag|concediu de maternitate|concediu pentru cresterea copilului|porodiljni dopust|roditeljski dopust|porodniski dopust|starsevski dopust|motinystes atostogos|vaiko prieziuros atostogos|berna kopsanas atvalinajums|lapsehoolduspuhkus|emapuhkus|aitiysloma|vanhempainvapaa|hoitovapaa|foraldraledig(?:het)?|barselsorlov|barsel|foreldrepermisjon|licenca de maternidade|licenca parental|hoitovapaalla|aitiyslomalla|vanhempainvapaalla|unemployed|unemployment|arbeitslos|arbeitssuchend|chomage|desempleo|en paro|disoccupat[oa]|werkloos|werkzoekend|atur|desemprego|pausa na carreira|pausa de carreira|pausa nella carriera|pausa en la carrera|pausa profesional|interruption de carriere|loopbaanpauze|karrierepause|sabbatsar|sabbatar|sabbatsaar|tjanstledig(?:het)?|przerwa w karierze|urlop bezplatny|pauza v kariere|karrierpause|kariera pauze|sapatni|sabatinis|sapattivapaa|vuorotteluvapaa|opintovapaa|studieorlov|career pause|rok przerwy|tussenjaar|valivuosi|sabbatjahr|brugsaar|mellanar|anno di pausa|ano de pausa)\b/u;

// a dated line that points to another section ("Meisterschule in Vollzeit (siehe Ausbildung)") is listed there, not a job
const CROSS_REFERENCE_RE = /\((?:siehe|see|voir|vedi|ver|veja|zie|se|katso|viz|pozri|patrz)\s+\p{L}+(?:\s+\p{L}+)?\)/u;

export function isCareerBreak(text: string): boolean {
  const folded = fold(text);
  return BREAK_RE.test(folded) || CROSS_REFERENCE_RE.test(folded);
}

/** A short, non-sentence line that can be a title, company or institution. */
export function isHeaderLike(line: Line): boolean {
  const t = line.text.trim();
  if (isBullet(t)) return false;
  if (t.length > 100) return false;
  if (t.split(/\s+/).length > 15) return false;
  // "(w kolejności chronologicznej)", "(most recent first)": a note in brackets, no title
  if (/^\(\p{Ll}[^()]*\)$/u.test(t)) return false;
  // a sentence ends with a full stop; "Voorbeeld N.V." and "e.V." end with an abbreviation (a short word: "electrónica."
  // is no abbreviation, though \b, which knows no accents, would see one in "nica.")
  if (/\.$/.test(t) && !/^[(\[]?(?:\p{L}{1,4}\.){1,3}$/u.test(t.split(/\s+/).pop() ?? '')) return false;
  return true;
}

interface AnchorInfo {
  index: number;
  range: DateRange;
}

/** Is the date range the anchor of an entry: at the start or end of the line, or in its own cell? */
/** /[\t·|•,(]\s*$/ without its quadratic rescans: a TAB in the trailing space, or a separator right before it. */
function endsWithSeparator(text: string): boolean {
  const trimmed = text.trimEnd();
  return text.slice(trimmed.length).includes('\t') || /[\t·|•,(]$/.test(trimmed);
}

/** "• Sous Chef – June 2022 – to date": a role listed as a bullet under its employer, its dates closing the line. */
export function isRoleBullet(text: string): boolean {
  const rest = stripBullet(text).trim();
  const range = findDateRange(rest, true);
  if (range === null || range.single || range.index + range.length < rest.length - 1) return false;
  // the title set off from its dates by a dash, a bar or a comma (a duty "… på basen siden 2022" runs into them)
  const head = rest.slice(0, range.index);
  if (!/[–—,|-]\s*$/u.test(head)) return false;
  const title = trimTrailing(head, /[\s–—,|-]/u);
  return title.length >= 3 && title.length <= 60 && !/[.;:]/.test(title) && hasRoleWord(title);
}

export function anchorOf(line: Line, allowInside: boolean): DateRange | null {
  const text = line.text;
  if (isBullet(text) && !/^\s*[-–]\s*\d/.test(text)) return null;
  const range = findDateRange(text, true);
  if (!range) return null;
  if (isCareerBreak(text)) return null;
  // "[ 01/03/2020 – Actual ]" (the Europass editor): brackets around the dates are no text beside them
  // (and an icon before them, "▦ 03/2021 – Atual", is nothing either)
  const before = text.slice(0, range.index).trim().replace(/^[[(]$/, '').replace(/^[\p{So}\p{Co}]{1,2}$/u, '');
  const after = text.slice(range.index + range.length).trim().replace(/^[\])]$/, '');
  const atEdge =
    before === '' ||
    after === '' ||
    endsWithSeparator(text.slice(0, range.index)) ||
    /^\s*[\t·|•,)]/.test(text.slice(range.index + range.length));
  if (range.single) {
    // a lone year inside a sentence ("moved into UX in 2022") is not an anchor
    const rest = `${before} ${after}`.replace(/[\s\t·|•,():–—-]+/g, ' ').trim();
    // "Summer 2014 (seasonal) · Phoenix, AZ": a season's year with only its place after it anchors its entry
    const placeAfter = before === '' && findPlace(after.replace(/^(?:\([^)]*\)|[\s·|•,–—-])+/u, '')) !== null;
    if (!allowInside && rest.length > 0 && !(/\t/.test(text) && atEdge) && !placeAfter) return null;
    if (allowInside && !atEdge) return null;
  }
  if (!atEdge && !allowInside) return null;
  // "obsługa klienta i kasy fiskalnej, rozliczanie zmiany, od 2017 r. szkolenie nowych kasjerów": dates inside a
  // lower-case clause, words on both sides, are the duty's
  if (/^\p{Ll}/u.test(before) && before.split(/\s+/).length >= 3 && /^\p{Ll}/u.test(after)) return null;
  // "Rješavanje pritužbi gostiju; ocjena porasla s 8,6 na 9,1 (2021. – 2024.)": a clause before dates at
  // a line's end is a description's result, never a title
  if (after.replace(/^[)\s.]*/, '') === '' && before.includes(';')) return null;
  // "Rad na novogradnjama: dva tankera (2018.–2020.), putnički trajekt (2022.–2023.)": a list of dated items after a
  // colon is a duty's detail
  if (before.includes(':') && findDateRange(after, true) !== null) return null;
  // "Drove convoys during deployment to Kandahar, Afghanistan (2012–2013), Operation …", "Rastreios … (programa municipal,
  // 2016–2018).": dates in brackets inside a sentence (words before, a full stop at its end) are the sentence's
  const head = text.slice(0, range.index);
  const inBrackets = head.lastIndexOf('(') > head.lastIndexOf(')') && /^\s*\)\s*\S/.test(text.slice(range.index + range.length));
  if (inBrackets && before.split(/\s+/).length >= 6 && /\.$/.test(text.trim())) return null;
  if (!atEdge && rest2(before, after) > 80) return null;
  return range;
}

function rest2(before: string, after: string): number {
  return before.length + after.length;
}

const MARKER_RE = /^\s*([-–—•·*▪●■◦►▶➢✓✔○□◆◇])\s+/u;

/**
 * "■ Markedssjef" over "Strøm Rådgivning DA ⇥ oktober 2021 – desember 2024", with "•" for the
 * description: a designer's marker before each title is not a bullet. A glyph counts as a heading
 * marker when every line it starts (two at least) stands right above a date line and the section's
 * description lines use another glyph or none; those lines lose the glyph.
 */
export function unmarkHeadings(lines: readonly Line[], allowInside: boolean): readonly Line[] {
  const byGlyph = new Map<string, { total: number; aboveDate: number; roleLine: number }>();
  lines.forEach((line, i) => {
    const glyph = MARKER_RE.exec(line.text)?.[1];
    if (!glyph) return;
    const count = byGlyph.get(glyph) ?? { total: 0, aboveDate: 0, roleLine: 0 };
    count.total++;
    const next = lines[i + 1];
    if (next && !MARKER_RE.test(next.text) && anchorOf(next, allowInside)) count.aboveDate++;
    // "Grand hotel Vintgar d.o.o., Bled ⇥ 2016 – sedaj" over "• Natakar (junij 2016 – april 2021)" and "- strežba …":
    // a role under its employer, right below the employer's dated line or carrying its own dates, its duties set with another glyph
    const previous = lines[i - 1];
    const nextGlyph = next ? MARKER_RE.exec(next.text)?.[1] : undefined;
    const placed = (previous !== undefined && !MARKER_RE.test(previous.text) && anchorOf(previous, allowInside) !== null) || findDateRange(line.text, false) !== null;
    if (placed && nextGlyph !== glyph && line.text.length <= 100) count.roleLine++;
    byGlyph.set(glyph, count);
  });
  const marksRoles = (g: string, roleLine: number, total: number): boolean => {
    if (roleLine !== total) return false;
    // the duties' glyph is used more often than the roles' one
    const duties = [...byGlyph].filter(([other]) => other !== g).reduce((n, [, c]) => n + c.total, 0);
    return duties >= total;
  };
  const markers = new Set([...byGlyph].filter(([g, c]) => c.total >= 2 && (c.aboveDate === c.total || marksRoles(g, c.roleLine, c.total))).map(([g]) => g));
  if (markers.size === 0) return lines;
  return lines.map((line) => {
    const m = MARKER_RE.exec(line.text);
    return m && markers.has(m[1]) ? { ...line, text: line.text.slice(m[0].length) } : line;
  });
}

const count = (text: string, ch: string): number => text.split(ch).length - 1;

/**
 * "Departamento de Educación del Gobierno de Aragón (varios centros de" over "Zaragoza y Huesca)": a
 * heading line wrapped inside its parentheses is one line again when the next, short line closes them.
 */
function joinOpenParentheses(lines: readonly Line[]): readonly Line[] {
  if (!lines.some((l) => count(l.text, '(') > count(l.text, ')'))) return lines;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    if (
      next &&
      !isBullet(line.text) &&
      !line.text.includes('\t') &&
      count(line.text, '(') > count(line.text, ')') &&
      count(next.text, ')') > count(next.text, '(') &&
      next.text.length <= 60 &&
      !findDateRange(next.text, true)
    ) {
      out.push({ ...line, text: `${line.text.trimEnd()} ${next.text.trim()}` });
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * "Nov. 2018 - Actualidad. Camarero. Hotel Miramar S.A. (Málaga)": after dates closed by a full stop,
 * the fields are sentences. A full stop after a word in lower case or a closing parenthesis, before a
 * capital or a parenthesis, separates them; "S.A." and "Dr." stay whole.
 */
function dottedFields(rest: string): string {
  const tab = rest.indexOf('\t');
  if (tab < 0 || rest.slice(0, tab).trim() !== '' || !/^\s*\.\s/.test(rest.slice(tab + 1))) return rest;
  const fields = rest
    .slice(tab + 1)
    .replace(/^\s*\.\s+/, '')
    .replace(/(?<=\p{Ll}\p{Ll}|\))\.\s+(?=[\p{Lu}(])/gu, '\t')
    .replace(/\.\s*$/, '');
  return `\t${fields}`;
}

/** The dates open the line and a TAB follows them: the date column of a CV that prints one. */
function inDateColumn(lines: readonly Line[], a: AnchorInfo): boolean {
  const text = lines[a.index].text;
  return text.slice(0, a.range.index).trim() === '' && /^[ ]*\t/.test(text.slice(a.range.index + a.range.length));
}

/**
 * "seit 2023 zusätzlich Berufsbildnerin für zwei Lernende" among entries whose dates stand in a column
 * ("seit 08/2021 ⇥ Fachfrau Gesundheit, Klinik …"): a date opening a sentence, with no TAB after it, is
 * a description line of the entry above, not an entry of its own.
 */
function withoutSentenceDates(lines: readonly Line[], anchors: AnchorInfo[]): AnchorInfo[] {
  if (anchors.filter((a) => inDateColumn(lines, a)).length < 2) return anchors;
  return anchors.filter((a, k) => {
    if (k === 0 || inDateColumn(lines, a)) return true;
    const text = lines[a.index].text;
    const before = text.slice(0, a.range.index).trim();
    if (text.includes('\t')) return true;
    // "seit 2023 zusätzlich Berufsbildnerin …", or a duty's sentence closed by its years ("Coordenadora da unidade
    // curricular … do 3.º ano da Licenciatura em Fisioterapia (2022–2024).")
    if (before === '') return !/^\s+\p{Ll}/u.test(text.slice(a.range.index + a.range.length));
    return before.split(/\s+/).length <= 8;
  });
}

/** The dates are the whole line ("03.2021 – obecnie"), brackets aside. */
function aloneOnLine(lines: readonly Line[], a: AnchorInfo): boolean {
  const text = lines[a.index].text;
  const rest = `${text.slice(0, a.range.index)}${text.slice(a.range.index + a.range.length)}`;
  return /^[\s[\]().,|·•]*$/u.test(rest);
}

/** A lone symbol or two opening a part of a line: an icon ("⚲", "▦", "☎"), not a bullet's dash or a bracket. */
const ICON_RE = /(?<=^|\t)[ ]*[\p{So}\p{Co}]{1,2}(?=[ \t]|$)/gu;

/** The text without the icons that open its parts. */
export function withoutIcons(text: string): string {
  return text.replace(ICON_RE, '');
}

const LABELLED_PART_RE = /^\p{L}[\p{L} ./-]{1,30}:\s*\S/u;

/** "⇥ | Hours per week: 40 | Salary: $86,400" → the parts that are not "Label: value". */
function withoutLabelledParts(rest: string): string {
  if (!rest.includes(':')) return rest;
  const parts = rest.split(/(?<!\s)\s+\|\s+|\t/u);
  const kept = parts.filter((p) => !LABELLED_PART_RE.test(p.trim()));
  return kept.length === parts.length ? rest : kept.join('\t');
}

/**
 * Split section lines into raw entries. `allowSingle`: a lone date may anchor (education "2016").
 */
export function groupEntries(sectionLines: readonly Line[], allowInside: boolean): RawEntry[] {
  const lines = joinOpenParentheses(unmarkHeadings(sectionLines, allowInside));
  const found: AnchorInfo[] = [];
  lines.forEach((line, index) => {
    const range = anchorOf(line, allowInside);
    if (range) found.push({ index, range });
  });
  // "10.2016 – 09.2017" over "Urlop macierzyński i rodzicielski": dates alone on their line over a career break are the break's
  const anchors = withoutSentenceDates(lines, found).filter((a) => !(aloneOnLine(lines, a) && a.index + 1 < lines.length && isCareerBreak(lines[a.index + 1].text)));
  if (anchors.length === 0) return [];

  // how many heading lines stand before the first date line (0 = headings at/after the date)
  // (a career break printed as an entry, "Pausa na carreira" over its dates, says nothing: the next anchor decides)
  let headBefore = 0;
  const first = anchors.find((a) => a.index === 0 || !isCareerBreak(lines[a.index - 1].text)) ?? anchors[0];
  for (let i = first.index - 1; i >= 0 && headBefore < 2; i--) {
    if (!isHeaderLike(lines[i]) || isCareerBreak(lines[i].text)) break;
    headBefore++;
  }
  // a date line directly followed by another date line's heading: e.g. all anchors have text already
  // the heading lines of an anchor: up to headBefore header-like lines right above it (a bullet of
  // the previous entry's description is not one)
  const headsAbove = (k: number): number => {
    const prevEnd = k === 0 ? 0 : anchors[k - 1].index + 1;
    let n = 0;
    for (let i = anchors[k].index - 1; i >= prevEnd && n < headBefore; i--) {
      if (!isHeaderLike(lines[i]) || isCareerBreak(lines[i].text)) break;
      n++;
    }
    return n;
  };
  const entries: RawEntry[] = [];
  anchors.forEach((a, k) => {
    const next = anchors[k + 1];
    const line = lines[a.index];
    // below its title and employer, the date line's "Hours per week: 40 | Salary: … | Supervisor: …" are no title
    // (an icon before a part, "▦ 03/2021 – Atual ⇥ ⚲ São Paulo, SP", is no part of it)
    const cut = withoutIcons(removeRange(line.text, a.range));
    const anchorRest = headBefore > 0 ? withoutLabelledParts(dottedFields(cut)) : dottedFields(cut);
    const end = next ? next.index - (headBefore > 0 ? headsAbove(k + 1) : 0) : lines.length;
    const before: Line[] = [];
    if (headBefore > 0) {
      for (let i = a.index - headsAbove(k); i < a.index; i++) before.push(lines[i]);
    }
    const after: Line[] = [];
    const body: Line[] = [];
    for (let i = a.index + 1; i < end; i++) {
      const l = lines[i];
      if (headBefore === 0 && body.length === 0 && after.length < 2 && isHeaderLike(l) && !isCareerBreak(l.text)) after.push(l);
      else if (!isCareerBreak(l.text)) body.push(l);
    }
    entries.push({ range: a.range, anchorRest, before, after, anchor: line, body });
  });
  return entries;
}
