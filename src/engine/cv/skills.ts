/**
 * Skills: the items of skills-like sections, one per skill, spelled as in the CV, with the
 * taxonomy's category, a proficiency from the evidence and the CV lines that show it. Only when
 * the CV has no skills section are the skills named in its text collected.
 */
import { isAllCaps } from './read/headings';
import { isLevelOnly, stripLevelAnnotation } from '../taxonomy/level-annotations';
import { matchSkillsInText } from '../taxonomy/match-skills-in-text';
import { findSkill, resolveEscoUri } from '../taxonomy/taxonomy';
import { isSpokenLanguage } from './languages';
import type { Line } from './read/types';
import type { ExperienceEntry, Proficiency, SkillEntry } from './types';
import { fold, isBullet, memoize, replaceParenthesized, splitTopLevel, stripBullet, stripLeadingSymbols, trimTrailing } from './text';

// "Testing: Selenium", "Tools: Jira" — sub-labels inside a skills section (also mid-line)
const SUBLABEL_RE = /(?:^|\s)(\p{Lu}[\p{L}&+/-]*(?:\s+[\p{Lu}&][\p{L}&+/-]*){0,2})\s*:\s+/gu;
// one item is looked up three or four times (whole, without its level, as named)
const skillNamed = memoize((term: string) => findSkill(term));
// a driving licence ("Řidičský průkaz: sk. B", "Führerschein Klasse B") after a skills list is no skill,
// in the 21 languages (folded: no accents, ø → o)
const DRIVING_LICENCE_RE =
  /^(?:driving licen[cs]e|driver'?s licen[cs]e|fuhrerschein|permis (?:de conduire|de conducere|auto|b\b)|carne?t? de conducir|permiso de conducir|patente(?: di guida)?\b|rijbewijs|carta de conducao|carteira de (?:motorista|habilitacao)|prawo jazdy|korkort|korekort|forerkort|ajokortti|ridicsk[yae] (?:prukaz|opravneni)|vodicsk[yae] (?:preukaz|opravnenie)|jogositvany|vozacka dozvola|vozacku dozvolu|voznisko dovoljenje|vairuotojo pazymejimas|vaditaja apliecib|juhiluba|juhtimisoigus)/u;
// also compounds ending in the word ("heftruckcertificaat", "Staplerzertifikat", "truckcertifikat")
const CERT_RE =
  /\b(?:certified|certification|certificate|zertifikat|zertifiziert|certificat|certifie|certificado|certificazione|certificaat|gecertificeerd)\b|\p{L}(?:certificaat|zertifikat|certifikat|sertifikat)\b/u;
const STATED_LEVELS: [RegExp, Proficiency][] = [
  [/\b(?:expert|experte|expertin|esperto|esperta|experto|experta|deskundig|specialist|master)\b/u, 'expert'],
  [/\b(?:advanced|fortgeschritten\w*|sehr gut\w*|avance\w*|avanzad\w*|avanzat\w*|gevorderd|uitstekend|excellent|ottim\w|proficient|fluent)\b/u, 'advanced'],
  [/\b(?:intermediate|gut\w*|good|intermediaire|intermedi\w*|medio|goed|solid\w*|buon\w)\b/u, 'intermediate'],
  [/\b(?:basic|basics|beginner|grundkenntnisse|notions|basico|basica|base|basis|elementary|anfanger)\b/u, 'beginner'],
];

// a skill grid's level column header, in the 21 languages (folded)
const LEVEL_COLUMN_RE =
  /^(?:levels?|proficiency|rating|niveau[sx]?|stufe|kenntnisstand|nivel|livello|grado|nivo|niva|taso|taitotaso|tase|uroven|uroven znalosti|stopnja|razina|lygis|limenis|szint|poziom|stopien|nivelul?)$/u;

// the Europass digital-skills self-assessment grid: its label, then its five areas over their levels
// ("Utente autonomo", "Independent user"), in the 21 languages (folded)
const SELF_ASSESSMENT_RE =
  /(?:^|\t)(?:self[- ]assessment|autovalutazione|selbstbeurteilung|selbsteinschatzung|auto-?evaluation|autoevaluacion|autoavaliacao|zelfbeoordeling|zelfevaluatie|samoocena|sjalvbedomning|selvvurdering|egenvurdering|itsearviointi|sebehodnoceni|sebahodnotenie|autoevaluare|onertekeles|samoprocjena|samoocenitev|isivertinimas|pasnovertejums|enesehinnang)(?:$|\t)/u;
const GRID_USER_RE =
  /\b(?:user|utente|kayttaja|verwendung|utilisateur|usuario|utilizador|gebruiker|uzytkownik|anvandare|bruger|bruker|uzivatel|pouzivatel|utilizator|felhasznalo|korisnik|uporabnik|naudotojas|lietotajs|kasutaja)\b/u;

/** The skills lines without a self-assessment grid: from its label to its last row of levels. */
function withoutSelfAssessment(lines: readonly Line[]): readonly Line[] {
  const start = lines.findIndex((l) => SELF_ASSESSMENT_RE.test(fold(l.text.trim())));
  if (start < 0) return lines;
  let end = -1;
  for (let k = start + 1; k < Math.min(lines.length, start + 16); k++) if (GRID_USER_RE.test(fold(lines[k].text))) end = k;
  if (end < 0) return lines;
  // "Utilizator ⇥ Utilizator …" over "independent ⇥ experimentat …": a level's second word wrapped onto a row of its own
  const cellCount = (l: Line): number => l.text.split('\t').filter((c) => /^\p{L}+$/u.test(c.trim())).length;
  const below = lines[end + 1] as Line | undefined;
  if (below !== undefined && cellCount(lines[end]) >= 3 && cellCount(below) === below.text.split('\t').length && cellCount(below) === cellCount(lines[end])) end++;
  return [...lines.slice(0, start), ...withoutSelfAssessment(lines.slice(end + 1))];
}

const PUNT_VOLAT = '\u2063';
const OCR_SMALL_L_RE = /(?<![\p{L}])(\p{Lu}{1,3})l(?![\p{L}])/gu;

/** The items of one skills line: split on commas, semicolons, bullets, " / ", " | ", tabs; sub-labels dropped. */
export function splitSkillItems(text: string, labelCells = false): string[] {
  const withoutLabels = withoutLabelCell(text, labelCells).replace(SUBLABEL_RE, (match: string, label: string) => {
    // "… SQL Tools: Jira": a known skill before the label word stays an item
    const ws = label.split(/\s+/);
    const kept: string[] = [];
    while (ws.length > 1 && skillNamed(ws[0])) kept.push(ws.shift() ?? '');
    return kept.length > 0 ? ` ${kept.join(' ')} , ` : ' , ';
  });
  // the Catalan "l·l" ("col·lectivitats") is a letter pair, not a separator
  return splitTopLevel(withoutLabels.replace(/(?<=[lL])·(?=[lL])/gu, PUNT_VOLAT), /[,;•·|▪●■◦\t]/u)
    .flatMap((item) => item.split(/(?<!\s)\s+\/\s+/u)) // split only from the start of a space run: linear
    .map((item) => trimTrailing(stripLeadingSymbols(stripBullet(item)), /[.;:]/).trim().replaceAll(PUNT_VOLAT, '·'))
    .filter((item) => item !== '');
}

/**
 * "Methoden / Methods ⇥ S&OP, Lean Logistics": a label in its own cell before a list is no skill. The
 * first cell is a label when it holds no list of its own, names no skill, and a list follows.
 */
function withoutLabelCell(text: string, labelCells = false): string {
  // among label rows, a row with one item is one too ("IT ⇥ MS Office" under "Pflege ⇥ Grundpflege, …")
  const label = labelCellOf(text, labelCells);
  if (label === null || (!labelCells && skillNamed(label))) return text;
  return text.slice(text.indexOf('\t') + 1);
}

/** The first cell of "Label ⇥ item, item", when the line has that shape. */
function labelCellOf(text: string, oneItem = false): string | null {
  const tab = text.indexOf('\t');
  if (tab <= 0 || tab > 40) return null;
  const label = text.slice(0, tab).trim();
  const rest = text.slice(tab + 1);
  const list = /[,;]/u.test(rest) || (oneItem && !rest.includes('\t') && rest.trim().split(/\s+/).length <= 4);
  if (/[,;•·|]/u.test(label) || !list || label.split(/\s+/).length > 4) return null;
  return label;
}

/**
 * "Systems ⇥ NetSuite, SAP" above "Accounting ⇥ Month-end close, …": rows printed alike, one of whose
 * first cells names no skill, are label rows all, even where a label is also a skill's name.
 */
function labelRows(lines: readonly Line[]): boolean {
  const labels = lines.map((l) => labelCellOf(l.text)).filter((l): l is string => l !== null);
  return labels.length >= 2 && labels.some((l) => !skillNamed(l));
}

function statedLevel(raw: string): Proficiency | undefined {
  const f = fold(raw);
  for (const [re, level] of STATED_LEVELS) if (re.test(f)) return level;
  return undefined;
}

function yearOf(date: string | null): number | null {
  return date ? Number(date.slice(0, 4)) + (date.length > 4 ? (Number(date.slice(5, 7)) - 1) / 12 : 0) : null;
}

interface Evidence {
  lines: string[];
  years: number;
  recent: boolean;
}

/** One line of an experience entry, matched once for every skill that looks for itself in it. */
interface EvidenceLine {
  text: string;
  folded: string;
  skillIds: ReadonlySet<string>;
  mentions: ReadonlySet<string>;
}

function evidenceLines(experience: readonly ExperienceEntry[]): EvidenceLine[][] {
  return experience.map((e) =>
    [e.position ?? '', ...(e.description ?? '').split('\n')]
      .filter((t) => t !== '')
      .map((text) => {
        const mentions = matchSkillsInText(text);
        return { text, folded: fold(text), skillIds: new Set(mentions.map((m) => m.skill.id)), mentions: new Set(mentions.map((m) => fold(m.text))) };
      }),
  );
}

function experienceEvidence(name: string, skillId: string | undefined, experience: readonly ExperienceEntry[], lines: readonly EvidenceLine[][], referenceYear: number | undefined): Evidence {
  const key = fold(name);
  // without a reference date (the engine has no clock) a current role ends at the CV's latest date
  const lastYear = referenceYear ?? experience.reduce((max, e) => Math.max(max, yearOf(e.endDate) ?? yearOf(e.startDate) ?? 0), 0);
  const ev: Evidence = { lines: [], years: 0, recent: false };
  experience.forEach((e, i) => {
    let hit = false;
    for (const t of lines[i] ?? []) {
      const found = (skillId !== undefined && t.skillIds.has(skillId)) || t.mentions.has(key) || (key.length >= 4 && t.folded.includes(key));
      if (found) {
        hit = true;
        if (!ev.lines.includes(t.text)) ev.lines.push(t.text);
      }
    }
    if (hit) {
      const start = yearOf(e.startDate);
      const end = e.current ? lastYear + 0.5 : (yearOf(e.endDate) ?? start);
      if (start !== null && end !== null) ev.years += Math.max(0.5, end - start);
      if (e.current || (end !== null && end >= lastYear - 1)) ev.recent = true;
    }
  });
  return ev;
}

/** Explainable proficiency: a stated level wins; otherwise years of use across roles, then recency. */
export function estimateProficiency(stated: Proficiency | undefined, years: number, recent: boolean): Proficiency {
  if (stated) return stated;
  if (years >= 6) return 'expert';
  if (years >= 3) return recent ? 'advanced' : 'intermediate';
  return 'intermediate';
}

/**
 * "…, Consolidations, Variance" over "analysis": a long list line wrapped inside its last item. The
 * short line in lower case that follows a list not ending in a separator is that item's end.
 */
const count = (text: string, ch: string): number => text.split(ch).length - 1;

function joinWrappedItems(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const [i, line] of lines.entries()) {
    const prev = out[out.length - 1];
    const t = line.text.trim();
    const sameFlow = prev !== undefined && !prev.table && !line.table && prev.page === line.page && prev.column === line.column;
    // "▸ Symfonia Finanse i" over "Księgowość" in a narrow sidebar: a short line without the list's glyph, between
    // two items that have it, ends the item above
    const next = lines[i + 1];
    if (sameFlow && isBullet(prev.text) && !isBullet(t) && next !== undefined && isBullet(next.text) && t.split(/\s+/).length <= 3 && !/[\t,;:]/.test(t) && !isAllCaps(t)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trimEnd()} ${t}` };
      continue;
    }
    // "MS Excel (sehr gut – SVERWEIS, Pivot-" over "Tabellen)": a parenthesis left open closes on the next line
    const open = sameFlow && count(prev.text, '(') > count(prev.text, ')') && count(t, ')') > count(t, '(') && !line.text.includes('\t');
    if (open) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trimEnd()}${/\p{L}-$/u.test(prev.text.trimEnd()) ? '' : ' '}${t}` };
    } else if (
      sameFlow &&
      prev.text.length >= 60 && (prev.text.match(/[,;]/g) ?? []).length >= (/[,;]/.test(t) ? 1 : 2) && !/[,;·|•:]\s*$/.test(prev.text) &&
      /^\p{Ll}/u.test(t) && !/[\t:]/.test(t) && (!/[,;]/.test(t) || /^\p{Ll}[\p{L}-]*[,;]/u.test(t)) && (t.split(/\s+/).length <= 3 || /[,;]/.test(t)) && !isBullet(t)
    ) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trimEnd()} ${t}` };
    } else out.push(line);
  }
  return out;
}

/**
 * "Instrumentación quirúrgica - Circuitos de esterilización - Control de infecciones": a line of items apart by
 * spaced hyphens (or middle dots a scan read as hyphens) is a list; one " - " may still hold a level ("Excel - advanced").
 */
function withDashSeparators(line: Line): Line {
  const dashes = line.text.split(' - ').length - 1;
  return dashes >= 2 && !line.text.includes(',') ? { ...line, text: line.text.replaceAll(' - ', ', ') } : line;
}

interface RawSkill {
  name: string;
  line: string;
  stated?: Proficiency;
}

/** Table rows of a skills section that hold no item in their first cell, or none at all. */
function tableRowKinds(skillLines: readonly Line[]): { labelCellRows: Set<string>; licenceRows: Set<string>; headerRows: Set<string> } {
  const rowKey = (l: Line): string => `${l.table?.index}:${l.table?.row}`;
  const cellKey = (l: Line): string => `${rowKey(l)}:${l.table?.cell}`;
  // a label's value is a list or several lines; a grid of one item a cell ("Intrapartum care | CTG interpretation") labels nothing
  const linesPerCell = new Map<string, number>();
  for (const l of skillLines) if (l.table) linesPerCell.set(cellKey(l), (linesPerCell.get(cellKey(l)) ?? 0) + 1);
  const tableLines = skillLines.filter((l) => l.table);
  const tablesOfItems = new Set<number>();
  for (const index of new Set(tableLines.map((l) => l.table!.index))) {
    const cells = tableLines.filter((l) => l.table!.index === index);
    const items = cells.every((l) => linesPerCell.get(cellKey(l)) === 1 && !/[,;:]/.test(l.text) && l.text.trim().split(/\s+/).length <= 6 && !isLevelOnly(l.text));
    if (items && new Set(cells.map((l) => l.table!.row)).size >= 2) tablesOfItems.add(index);
  }
  return {
    // "Software | AutoCAD, MS Project": the first cell labels the list (a level cell, "Fejlfinding | Ekspert", makes no label)
    labelCellRows: new Set(tableLines.filter((l) => l.table!.cell > 0 && !isLevelOnly(l.text) && !tablesOfItems.has(l.table!.index)).map(rowKey)),
    // "Permis de conducere | Categoria B": its value is no skill either
    licenceRows: new Set(tableLines.filter((l) => l.table!.cell === 0 && DRIVING_LICENCE_RE.test(fold(l.text))).map(rowKey)),
    // "Kenntnis | Niveau", "Skill | Level": the columns' names
    headerRows: new Set(tableLines.filter((l) => l.table!.cell > 0 && LEVEL_COLUMN_RE.test(fold(l.text.trim()))).map(rowKey)),
  };
}

export function extractSkills(
  allSkillLines: readonly Line[],
  experience: readonly ExperienceEntry[],
  fallbackText: readonly string[],
  referenceYear?: number,
): SkillEntry[] {
  const raw: RawSkill[] = [];
  const skillLines = withoutSelfAssessment(allSkillLines);
  const { labelCellRows, licenceRows, headerRows } = tableRowKinds(skillLines);
  const joined = joinWrappedItems(skillLines.map(withDashSeparators));
  const labelled = labelRows(joined);
  // a grid read as "Skill ⇥ Level ⇥ Note" rows (a PDF): below its header, each row's first cell is the skill
  let inGrid = false;
  for (const line of joined) {
    const cells = line.text.split('\t').map((c) => c.trim());
    if (cells.length >= 2 && LEVEL_COLUMN_RE.test(fold(cells[1]))) {
      inGrid = true;
      continue;
    }
    inGrid = inGrid && cells.length >= 2;
    if (inGrid) {
      const bare = replaceParenthesized(cells[0], ' ', true).trim();
      if (bare !== '' && !DRIVING_LICENCE_RE.test(fold(bare))) raw.push({ name: cells[0], line: line.text, stated: statedLevel(cells[1]) });
      continue;
    }
    // a table row "Software | AutoCAD, MS Project": the first cell is a label
    // (a bulleted first cell is an item of a list in two columns, not a label)
    if (line.table && line.table.cell === 0 && labelCellRows.has(`${line.table.index}:${line.table.row}`) && !isBullet(line.text)) continue;
    if (line.table && headerRows.has(`${line.table.index}:${line.table.row}`)) continue;
    // a sub-label on a line of its own ("HR Systems:" over "Workday, ADP Workforce Now,") names a group, not a skill
    if (/^[^,;:]{2,40}:$/u.test(stripBullet(line.text).trim()) && stripBullet(line.text).trim().split(/\s+/).length <= 4) continue;
    if (DRIVING_LICENCE_RE.test(fold(stripBullet(line.text))) || (line.table && licenceRows.has(`${line.table.index}:${line.table.row}`))) continue;
    for (const item of splitSkillItems(line.text, labelled)) {
      if (isLevelOnly(item)) continue;
      // a level word can be part of a skill's name ("Soporte vital avanzado" = Advanced Life Support)
      const whole = replaceParenthesized(item, ' ', true).replace(/[®™©]/g, '').trim();
      const stripped = replaceParenthesized(stripLevelAnnotation(item), ' ', true).replace(/[®™©]/g, '').trim();
      const wholeSkill = skillNamed(whole);
      const read = wholeSkill && skillNamed(stripped)?.id !== wholeSkill.id ? whole : stripped;
      // a scan reads a capital I after capitals as a small l ("Power Bl"): the vocabulary's spelling, where it knows one
      const name = line.ocr && !skillNamed(read) && OCR_SMALL_L_RE.test(read) && skillNamed(read.replace(OCR_SMALL_L_RE, '$1I')) ? read.replace(OCR_SMALL_L_RE, '$1I') : read;
      if (name === '' || name.length > 60 || name.split(/\s+/).length > 6) continue;
      if (!/\p{L}/u.test(name)) continue;
      if (isSpokenLanguage(item) && !skillNamed(name)) continue;
      if (CERT_RE.test(fold(item))) continue;
      raw.push({ name, line: line.text, stated: statedLevel(item.slice(name.length)) ?? statedLevel(item.replace(name, '')) });
    }
  }
  if (allSkillLines.length === 0) {
    for (const text of fallbackText) {
      // tools and methods, not soft skills inferred from everyday words
      for (const m of matchSkillsInText(text)) if (m.skill.kind !== 'soft') raw.push({ name: m.text, line: text });
    }
  }
  const out: SkillEntry[] = [];
  const seen = new Set<string>();
  const lines = evidenceLines(experience);
  for (const r of raw) {
    const skill = skillNamed(r.name);
    const key = skill ? `id:${skill.id}` : fold(r.name).replace(/[^\p{L}\p{N}+#]/gu, '');
    if (seen.has(key)) {
      const existing = out.find((s) => fold(s.name) === fold(r.name));
      if (existing && !existing.evidence.includes(r.line)) existing.evidence.push(r.line);
      continue;
    }
    seen.add(key);
    const ev = experienceEvidence(r.name, skill?.id, experience, lines, referenceYear);
    // ESCO names more skills than Kairos curates: they add the URI, never a category or a new item
    const unified = skill ?? resolveEscoUri(r.name);
    out.push({
      name: r.name,
      category: skill?.category ?? 'other',
      proficiency: estimateProficiency(r.stated, ev.years, ev.recent),
      evidence: [r.line, ...ev.lines.filter((l) => l !== r.line)].slice(0, 6),
      ...(unified?.escoUri ? { esco_uri: unified.escoUri } : {}),
      ...(unified?.escoBroaderUri ? { esco_broader_uri: unified.escoBroaderUri } : {}),
    });
  }
  return out;
}
