/**
 * CV quality score 0–100 as a sum of explained components, so a person sees why the score is what
 * it is and what would raise it (replaces the specification's fixed 85).
 */
import type { CvAnalysis } from '../cv/types';
import { monthIndex } from './months';

export interface QualityComponent {
  key: string;
  label: string;
  points: number;
  max: number;
  explanation: string;
}

export interface QualityScore {
  score: number;
  components: QualityComponent[];
}

// A result is quantified when it carries a percentage, an amount or a count.
const QUANTIFIED_RE = /\d\s?%|[€$£]\s?\d|\d\s?(k|m)?\s?(€|eur|gbp|chf)\b|(?<![\d.,/-])(?!(19|20)\d\d\b)\d{1,3}([.,]\d{3})*\+?\s+\p{L}/iu;

function component(key: string, label: string, max: number, share: number, explanation: string): QualityComponent {
  return { key, label, max, points: Math.round(max * Math.max(0, Math.min(1, share))), explanation };
}

function contact(a: CvAnalysis): QualityComponent {
  const p = a.personalInfo;
  const fields: [string, boolean, number][] = [['name', !!p.name, 3], ['e-mail', !!p.email, 5], ['phone', !!p.phone, 4], ['location', !!p.location, 3]];
  const missing = fields.filter(([, ok]) => !ok).map(([n]) => n);
  const have = fields.reduce((sum, [, ok, w]) => sum + (ok ? w : 0), 0);
  return component('contact', 'Contact details', 15, have / 15, missing.length === 0 ? 'Name, e-mail, phone and location are all present.' : `Missing: ${missing.join(', ')}.`);
}

function experienceDetail(a: CvAnalysis): QualityComponent {
  const roles = a.experience;
  if (roles.length === 0) return component('experience-detail', 'Experience detail', 20, 0, 'No work experience was found.');
  const described = roles.filter((r) => (r.description ?? '').trim().length >= 40).length;
  const quantified = roles.filter((r) => QUANTIFIED_RE.test(r.description ?? '')).length;
  const share = (0.6 * described) / roles.length + 0.4 * Math.min(1, quantified / Math.min(roles.length, 2));
  return component('experience-detail', 'Experience detail', 20, share, `${described} of ${roles.length} roles are described; ${quantified} show quantified results.`);
}

function datesComplete(a: CvAnalysis): QualityComponent {
  const roles = a.experience;
  if (roles.length === 0) return component('dates', 'Dates complete', 15, 0, 'No roles to date.');
  const dated = roles.filter((r) => r.startDate && (r.endDate || r.current)).length;
  return component('dates', 'Dates complete', 15, dated / roles.length, `${dated} of ${roles.length} roles have a start and an end (or are current).`);
}

function skills(a: CvAnalysis): QualityComponent {
  const count = a.skills.length;
  const withEvidence = a.skills.filter((s) => s.evidence.length > 1).length;
  const share = 0.7 * Math.min(1, count / 10) + (count > 0 ? (0.3 * withEvidence) / count : 0);
  return component('skills', 'Skills', 15, share, `${count} skills listed; ${withEvidence} are backed by experience.`);
}

function recency(a: CvAnalysis, referenceDate: string): QualityComponent {
  const now = monthIndex(referenceDate, 'end') ?? 0;
  const ends = a.experience.map((r) => (r.current ? now : monthIndex(r.endDate, 'end') ?? monthIndex(r.startDate, 'end'))).filter((m): m is number => m !== null);
  if (ends.length === 0) return component('recency', 'Recency', 10, 0, 'No dated experience.');
  const monthsAgo = Math.max(0, now - Math.max(...ends));
  const share = monthsAgo <= 12 ? 1 : monthsAgo <= 36 ? 0.5 : 0;
  return component('recency', 'Recency', 10, share, monthsAgo === 0 ? 'The most recent role is current.' : `The most recent role ended ${monthsAgo} months ago.`);
}

export function scoreCvQuality(analysis: CvAnalysis, referenceDate: string): QualityScore {
  const components = [
    contact(analysis),
    component('summary', 'Summary', 10, analysis.summary && analysis.summary.trim().length >= 40 ? 1 : 0, analysis.summary ? 'A profile summary is present.' : 'No profile summary.'),
    experienceDetail(analysis),
    datesComplete(analysis),
    component('education', 'Education', 10, analysis.education.length > 0 ? 1 : 0, `${analysis.education.length} education entries.`),
    skills(analysis),
    component('languages', 'Languages', 5, analysis.languages.length > 0 ? 1 : 0, `${analysis.languages.length} languages stated.`),
    recency(analysis, referenceDate),
  ];
  return { score: components.reduce((sum, c) => sum + c.points, 0), components };
}
