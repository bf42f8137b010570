/**
 * The CV analysis engine's extraction stage: bytes → CvAnalysis. Pure: no file system, no clock,
 * no randomness; the caller measures `meta.durationMs`.
 */
import { extractContact } from './contact';
import { joinDateCellsBeside, joinSplitDateCells } from './date-cells';
import { withoutPageFurniture } from './page-furniture';
import { detectLanguage } from './detect-language';
import { readMonthsAs } from './dates';
import { extractEducation } from './education';
import { extractExperience } from './experience';
import { extractLanguages, isLanguageOnlyLine, isLevelWord } from './languages';
import { languagesOfHeadings, regionsOfLanguage } from './lexicon/all';
import { readDocument } from './read/read-document';
import type { Line, ReadDocument, ReadHint, ReadOptions } from './read/types';
import { headingKind, linesOf, splitSections } from './sections';
import type { SectionKind } from './sections';
import { extractSkills } from './skills';
import type { AnalyzeResult, CvAnalysis, CvLanguage } from './types';
import { ENGINE_VERSION } from './types';
import { forgetMemos, stripBullet } from './text';

// headings that never name a skill ("Training" or "Software" may)
const NOT_SKILL_HEADINGS: ReadonlySet<SectionKind> = new Set(['languages', 'skills', 'contact', 'references', 'interests', 'summary', 'experience']);

export interface AnalyzeOptions {
  /** 'YYYY-MM' the caller considers "now": current roles count years up to it. Default: the CV's latest date. */
  referenceDate?: string;
}

const ENDORSEMENTS_RE = /^\d{1,4}\+?\s+(?:bestätigung(?:en)?|empfehlung(?:en)?|endorsements?|recommandations?|validations?|conferme|aanbevelingen|bevestigingen)$/iu;

/** OCR'd text may hold misread characters: what was extracted from it is trusted less. */
const OCR_CONFIDENCE = 0.8;
const lowered = (confidence: number): number => Math.round(confidence * OCR_CONFIDENCE * 100) / 100;

function lowerForOcr(personalInfo: CvAnalysis['personalInfo'], experience: CvAnalysis['experience']): void {
  const c = personalInfo.confidence;
  if (c) personalInfo.confidence = { name: lowered(c.name), phone: lowered(c.phone), location: lowered(c.location) };
  for (const entry of experience) if (entry.confidence !== undefined) entry.confidence = lowered(entry.confidence);
}

/** Analyse an already-read document (exported for tests and for callers that read once). */
/**
 * "BRIGHTLINE MEDICAL SUPPLY CO. — Chicago, IL ........ 2019 – Present": dot leaders between two parts of a
 * line are the gap a tab stop leaves, as a right-aligned date is read everywhere else.
 */
function withoutDotLeaders(line: Line): Line {
  const at = line.text.indexOf('....');
  if (at <= 0) return line;
  let end = at;
  while (end < line.text.length && (line.text[end] === '.' || line.text[end] === ' ' || line.text[end] === '…')) end++;
  const before = line.text.slice(0, at).trimEnd();
  const after = line.text.slice(end);
  if (before === '' || after.trim() === '') return line;
  return { ...line, text: `${before}\t${after}` };
}

const LABELLED_RE = /^([^:\t]{3,30}):\s*(\S.*)$/u;

/** The values of a skills section's lines labelled as languages ("Language: …", "Sprachen: …"). */
function labelledLanguageLines(lines: readonly Line[]): Line[] {
  return lines.flatMap((l) => {
    const m = LABELLED_RE.exec(stripBullet(l.text).trim());
    return m && headingKind({ text: m[1], heading: true, bold: true }) === 'languages' ? [{ ...l, text: m[2] }] : [];
  });
}

export function analyzeDocument(read: ReadDocument, options: AnalyzeOptions = {}): CvAnalysis {
  forgetMemos();
  const cvLanguage = detectLanguage(read.lines.map((l) => l.text).join('\n'));
  // month names read the CV's way ("listopad" is October in Croatian): dates read otherwise are forgotten
  if (readMonthsAs(cvLanguage)) forgetMemos();
  try {
    return analyzeInLanguage(read, cvLanguage, options);
  } finally {
    // callers outside an analysis (job ads, the coach) read months the shared way, even after a throw
    if (readMonthsAs('')) forgetMemos();
  }
}

function analyzeInLanguage(read: ReadDocument, cvLanguage: CvLanguage, options: AnalyzeOptions): CvAnalysis {
  const document: ReadDocument = { ...read, lines: joinDateCellsBeside(joinSplitDateCells(withoutPageFurniture(read.lines.map(withoutDotLeaders)))) };
  const sections = splitSections(document.lines);
  const header = linesOf(sections, 'header');
  const regions = [...languagesOfHeadings(sections.map((s) => s.title)), cvLanguage].flatMap((code) => regionsOfLanguage(code));
  const personalInfo = extractContact({ header, contact: linesOf(sections, 'contact'), all: document.lines, regions });

  const summaryLines = linesOf(sections, 'summary');
  const summary = summaryLines.length > 0 ? summaryLines.map((l) => stripBullet(l.text.replace(/\t/g, ' '))).join(' ') : null;

  const experience = extractExperience(sections.filter((s) => s.kind === 'experience' || s.kind === 'volunteering').map((s) => s.lines));
  const education = extractEducation(sections.filter((s) => s.kind === 'education').map((s) => s.lines));
  const languageLines = linesOf(sections, 'languages');
  let languages = extractLanguages(languageLines);
  // a two-column reader may print the sidebar's language names away from their heading: when the
  // section names none, lines that are nothing but a language name (and a level) stand in for it
  if (languages.length === 0 && languageLines.length > 0) languages = extractLanguages(document.lines.filter((l) => l.column === 'side' && isLanguageOnlyLine(l.text)));
  // "Languages: Fluent in Portuguese; conversational Spanish" inside Skills names spoken languages
  // ("Languages: Python, MATLAB" names none, and adds nothing)
  for (const entry of extractLanguages(labelledLanguageLines(linesOf(sections, 'skills')))) if (!languages.some((e) => e.name === entry.name)) languages.push(entry);
  const fallback = [...summaryLines.map((l) => l.text), ...experience.flatMap((e) => (e.description ?? '').split('\n'))];
  const referenceYear = options.referenceDate ? Number(options.referenceDate.slice(0, 4)) + (Number(options.referenceDate.slice(5, 7) || 6) - 1) / 12 : undefined;
  // level words ("fluent", "äidinkieli") and headings are never skills
  // ... nor a profile export's endorsement counts ("18 Bestätigungen", "12 endorsements")
  const skills = extractSkills(linesOf(sections, 'skills'), experience, fallback, referenceYear).filter(
    (s) => !isLevelWord(s.name) && !ENDORSEMENTS_RE.test(s.name) && !NOT_SKILL_HEADINGS.has(headingKind({ text: s.name, heading: true, bold: true }) ?? 'other'),
  );

  const warnings = [...document.warnings];
  if (document.lines.some((l) => l.ocr)) lowerForOcr(personalInfo, experience);
  if (!sections.some((s) => s.kind === 'experience')) warnings.push('No work-experience section was recognised.');
  if (!personalInfo.email && !personalInfo.phone) warnings.push('No e-mail address or phone number was found.');

  return {
    personalInfo,
    summary,
    experience,
    education,
    skills,
    languages,
    meta: {
      language: cvLanguage,
      format: document.format,
      pages: document.pages,
      engineVersion: ENGINE_VERSION,
      durationMs: 0,
      warnings,
    },
  };
}

export async function analyzeCv(
  bytes: Uint8Array,
  hint?: ReadHint,
  options: AnalyzeOptions & ReadOptions = {},
): Promise<AnalyzeResult> {
  const read = await readDocument(bytes, hint, { ocr: options.ocr });
  if (!read.ok) return { ok: false, error: read.error };
  try {
    return { ok: true, analysis: analyzeDocument(read.document, options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'ANALYSIS_FAILED', message: `The CV could be read but not analysed: ${message}` } };
  }
}
