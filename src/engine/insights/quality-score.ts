/**
 * CV quality score 0–100 as a sum of explained components, so a person sees why the score is what
 * it is and what would raise it (replaces the specification's fixed 85).
 */
import type { CvAnalysis } from '../cv/types';
import { englishText } from '../messages/messages';
import type { ContactField, GeneratedMessage } from '../messages/types';
import { msg } from '../messages/types';
import { monthIndex } from './months';

/** `label` and `explanation` are the English sentences of the two messages, kept for stored-text readers. */
export interface QualityComponent {
  key: string;
  label: string;
  points: number;
  max: number;
  explanation: string;
  label_message: GeneratedMessage;
  explanation_message: GeneratedMessage;
}

export interface QualityScore {
  score: number;
  components: QualityComponent[];
}

// A result is quantified when it carries a percentage, an amount or a count.
const QUANTIFIED_RE = /\d\s?%|[€$£]\s?\d|\d\s?(k|m)?\s?(€|eur|gbp|chf)\b|(?<![\d.,/-])(?!(19|20)\d\d\b)\d{1,3}([.,]\d{3})*\+?\s+\p{L}/iu;

const LABELS = ['quality.contact', 'quality.summary', 'quality.experienceDetail', 'quality.dates', 'quality.education', 'quality.skills', 'quality.languages', 'quality.recency'] as const;
type ComponentLabel = (typeof LABELS)[number];

function component(key: string, label: ComponentLabel, max: number, share: number, explanation: GeneratedMessage): QualityComponent {
  const labelMessage: GeneratedMessage = { key: label, params: {} };
  return {
    key,
    label: englishText(labelMessage),
    max,
    points: Math.round(max * Math.max(0, Math.min(1, share))),
    explanation: englishText(explanation),
    label_message: labelMessage,
    explanation_message: explanation,
  };
}

function contact(a: CvAnalysis): QualityComponent {
  const p = a.personalInfo;
  const fields: [ContactField, boolean, number][] = [['name', !!p.name, 3], ['email', !!p.email, 5], ['phone', !!p.phone, 4], ['location', !!p.location, 3]];
  const missing = fields.filter(([, ok]) => !ok).map(([n]) => n);
  const have = fields.reduce((sum, [, ok, w]) => sum + (ok ? w : 0), 0);
  return component('contact', 'quality.contact', 15, have / 15, missing.length === 0 ? msg('quality.contact.complete') : msg('quality.contact.missing', { fields: missing }));
}

function experienceDetail(a: CvAnalysis): QualityComponent {
  const roles = a.experience;
  if (roles.length === 0) return component('experience-detail', 'quality.experienceDetail', 20, 0, msg('quality.experienceDetail.none'));
  const described = roles.filter((r) => (r.description ?? '').trim().length >= 40).length;
  const quantified = roles.filter((r) => QUANTIFIED_RE.test(r.description ?? '')).length;
  const share = (0.6 * described) / roles.length + 0.4 * Math.min(1, quantified / Math.min(roles.length, 2));
  return component('experience-detail', 'quality.experienceDetail', 20, share, msg('quality.experienceDetail.detail', { described, roles: roles.length, quantified }));
}

function datesComplete(a: CvAnalysis): QualityComponent {
  const roles = a.experience;
  if (roles.length === 0) return component('dates', 'quality.dates', 15, 0, msg('quality.dates.none'));
  const dated = roles.filter((r) => r.startDate && (r.endDate || r.current)).length;
  return component('dates', 'quality.dates', 15, dated / roles.length, msg('quality.dates.detail', { dated, roles: roles.length }));
}

function skills(a: CvAnalysis): QualityComponent {
  const count = a.skills.length;
  const withEvidence = a.skills.filter((s) => s.evidence.length > 1).length;
  const share = 0.7 * Math.min(1, count / 10) + (count > 0 ? (0.3 * withEvidence) / count : 0);
  return component('skills', 'quality.skills', 15, share, msg('quality.skills.detail', { count, backed: withEvidence }));
}

function recency(a: CvAnalysis, referenceDate: string): QualityComponent {
  const now = monthIndex(referenceDate, 'end') ?? 0;
  const ends = a.experience.map((r) => (r.current ? now : monthIndex(r.endDate, 'end') ?? monthIndex(r.startDate, 'end'))).filter((m): m is number => m !== null);
  if (ends.length === 0) return component('recency', 'quality.recency', 10, 0, msg('quality.recency.none'));
  const monthsAgo = Math.max(0, now - ends.reduce((max, m) => Math.max(max, m), -Infinity));
  const share = monthsAgo <= 12 ? 1 : monthsAgo <= 36 ? 0.5 : 0;
  return component('recency', 'quality.recency', 10, share, monthsAgo === 0 ? msg('quality.recency.current') : msg('quality.recency.ended', { months: monthsAgo }));
}

export function scoreCvQuality(analysis: CvAnalysis, referenceDate: string): QualityScore {
  const components = [
    contact(analysis),
    component('summary', 'quality.summary', 10, analysis.summary && analysis.summary.trim().length >= 40 ? 1 : 0, analysis.summary ? msg('quality.summary.present') : msg('quality.summary.missing')),
    experienceDetail(analysis),
    datesComplete(analysis),
    component('education', 'quality.education', 10, analysis.education.length > 0 ? 1 : 0, msg('quality.education.detail', { count: analysis.education.length })),
    skills(analysis),
    component('languages', 'quality.languages', 5, analysis.languages.length > 0 ? 1 : 0, msg('quality.languages.detail', { count: analysis.languages.length })),
    recency(analysis, referenceDate),
  ];
  return { score: components.reduce((sum, c) => sum + c.points, 0), components };
}
