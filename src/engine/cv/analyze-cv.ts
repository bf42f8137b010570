/**
 * The CV analysis engine's extraction stage: bytes → CvAnalysis. Pure: no file system, no clock,
 * no randomness; the caller measures `meta.durationMs`.
 */
import { extractContact } from './contact';
import { detectLanguage } from './detect-language';
import { extractEducation } from './education';
import { extractExperience } from './experience';
import { extractLanguages } from './languages';
import { readDocument } from './read/read-document';
import type { ReadDocument, ReadHint } from './read/types';
import { linesOf, splitSections } from './sections';
import { extractSkills } from './skills';
import type { AnalyzeResult, CvAnalysis } from './types';
import { ENGINE_VERSION } from './types';
import { stripBullet } from './text';

export interface AnalyzeOptions {
  /** 'YYYY-MM' the caller considers "now": current roles count years up to it. Default: the CV's latest date. */
  referenceDate?: string;
}

/** Analyse an already-read document (exported for tests and for callers that read once). */
export function analyzeDocument(document: ReadDocument, options: AnalyzeOptions = {}): CvAnalysis {
  const sections = splitSections(document.lines);
  const header = linesOf(sections, 'header');
  const personalInfo = extractContact({ header, contact: linesOf(sections, 'contact'), all: document.lines });

  const summaryLines = linesOf(sections, 'summary');
  const summary = summaryLines.length > 0 ? summaryLines.map((l) => stripBullet(l.text.replace(/\t/g, ' '))).join(' ') : null;

  const experience = extractExperience(sections.filter((s) => s.kind === 'experience' || s.kind === 'volunteering').map((s) => s.lines));
  const education = extractEducation(sections.filter((s) => s.kind === 'education').map((s) => s.lines));
  const languages = extractLanguages(linesOf(sections, 'languages'));
  const fallback = [...summaryLines.map((l) => l.text), ...experience.flatMap((e) => (e.description ?? '').split('\n'))];
  const referenceYear = options.referenceDate ? Number(options.referenceDate.slice(0, 4)) + (Number(options.referenceDate.slice(5, 7) || 6) - 1) / 12 : undefined;
  const skills = extractSkills(linesOf(sections, 'skills'), experience, fallback, referenceYear);

  const warnings = [...document.warnings];
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
      language: detectLanguage(document.lines.map((l) => l.text).join('\n')),
      format: document.format,
      pages: document.pages,
      engineVersion: ENGINE_VERSION,
      durationMs: 0,
      warnings,
    },
  };
}

export async function analyzeCv(bytes: Uint8Array, hint?: ReadHint, options: AnalyzeOptions = {}): Promise<AnalyzeResult> {
  const read = await readDocument(bytes, hint);
  if (!read.ok) return { ok: false, error: read.error };
  try {
    return { ok: true, analysis: analyzeDocument(read.document, options) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, error: { code: 'ANALYSIS_FAILED', message: `The CV could be read but not analysed: ${message}` } };
  }
}
