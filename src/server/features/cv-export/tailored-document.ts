/**
 * A CV tailored to a job ad (issue 19): the same record and renderer as the plain export, only
 * chosen and ordered — the experience that fits the ad first, within each role the lines that show
 * the ad's skills first, those lines quoted again at the top, and the skills the ad asks for first
 * in the skills list. Every sentence is the person's own; nothing is written for them.
 */
import type { CvAnalysis, SkillEntry } from '@/engine/cv/types';
import type { Tailoring } from '@/engine/jobs/types';
import type { StyledDocument } from '../../platform/documents/model';
import { cvDocument } from './cv-document';
import type { ExportLanguage } from './labels';
import { EXPORT_LABELS } from './labels';

const norm = (s: string): string => s.replace(/^[\s•\-–*·]+/, '').trim();

export function tailoredRecord(record: CvAnalysis, tailoring: Pick<Tailoring, 'experienceOrder' | 'leadWith' | 'addToSkillsList'>, adSkillNames: readonly string[]): CvAnalysis {
  const lead = new Set(tailoring.leadWith.map((l) => norm(l.line)));
  const order = [...tailoring.experienceOrder, ...record.experience.map((_, i) => i).filter((i) => !tailoring.experienceOrder.includes(i))];
  const experience = order
    .filter((i) => record.experience[i])
    .map((i) => {
      const e = record.experience[i];
      if (!e.description) return e;
      const lines = e.description.split('\n');
      // a stable partition: lines that show the ad's skills first, the rest in their own order
      const first = lines.filter((l) => lead.has(norm(l)));
      return { ...e, description: [...first, ...lines.filter((l) => !lead.has(norm(l)))].join('\n') };
    });
  const wanted = new Set(adSkillNames.map((n) => n.toLowerCase()));
  const named = new Set(record.skills.map((s) => s.name.toLowerCase()));
  const skills = [
    ...record.skills.filter((s) => wanted.has(s.name.toLowerCase())),
    // skills the bullets show but the list does not name; the document prints only the name (no level)
    ...tailoring.addToSkillsList
      .filter((s) => !named.has(s.name.toLowerCase()))
      .map((s): SkillEntry => ({ name: s.name, category: 'other', proficiency: 'intermediate', evidence: [s.evidence] })),
    ...record.skills.filter((s) => !wanted.has(s.name.toLowerCase())),
  ];
  return { ...record, experience, skills };
}

export function tailoredCvDocument(record: CvAnalysis, tailoring: Tailoring, adSkillNames: readonly string[], language: ExportLanguage): StyledDocument {
  const doc = cvDocument(tailoredRecord(record, tailoring, adSkillNames), language);
  if (tailoring.leadWith.length > 0) {
    const highlights = {
      heading: EXPORT_LABELS[language].highlights,
      blocks: [{ kind: 'entry' as const, entry: { title: '', body: tailoring.leadWith.map((l) => `• ${norm(l.line)}`) } }],
    };
    // after the summary (the person's own introduction), before the experience
    const at = doc.sections.findIndex((s) => s.heading === EXPORT_LABELS[language].summary) + 1;
    doc.sections.splice(at, 0, highlights);
  }
  return doc;
}
