/** Facts about a career computed from the roles' dates and titles: gaps, seniority, dated skills. */
import type { CvAnalysis, ExperienceEntry } from '../cv/types';
import { fold } from '../cv/text';
import { monthIndex } from './months';

export interface Gap {
  /** last month covered before the gap, first month covered after it */
  after: number;
  before: number;
  months: number;
}

/** Gaps longer than minMonths between roles; overlapping roles cover each other. */
export function careerGaps(roles: readonly ExperienceEntry[], referenceDate: string, minMonths: number): Gap[] {
  const now = monthIndex(referenceDate, 'end') ?? Number.MAX_SAFE_INTEGER;
  const spans = roles
    .map((r) => ({ start: monthIndex(r.startDate, 'start'), end: r.current ? now : monthIndex(r.endDate, 'end') }))
    .filter((s): s is { start: number; end: number } => s.start !== null && s.end !== null)
    .sort((a, b) => a.start - b.start);
  const gaps: Gap[] = [];
  let coveredUntil: number | null = null;
  for (const span of spans) {
    if (coveredUntil !== null && span.start - coveredUntil - 1 > minMonths) {
      gaps.push({ after: coveredUntil, before: span.start, months: span.start - coveredUntil - 1 });
    }
    coveredUntil = coveredUntil === null ? span.end : Math.max(coveredUntil, span.end);
  }
  return gaps;
}

// Seniority words in the six languages, highest level first so "Senior Manager" reads as manager.
const SENIORITY: [number, RegExp][] = [
  [7, /\b(ceo|cfo|cto|coo|chief|vp|vice president|geschaftsfuhrer(in)?|vorstand|pdg|directeur general|director general|amministratore delegato|algemeen directeur)\b/],
  [6, /\b(director|directeur|directrice|direktor(in)?|direttore|direttrice|directora|bereichsleiter(in)?)\b/],
  [5, /\b(head of|manager(in)?|leiter(in)?|abteilungsleiter(in)?|responsable|gerente|jefe|jefa|responsabile|hoofd|afdelingshoofd|chef de service)\b/],
  [4, /\b(lead|leader|teamleiter(in)?|teamlead|chef d'equipe|chef de projet|coordinat(or|eur|rice|ore|rice)|capo|coordinador(a)?|teamleider|projectleider|projektleiter(in)?)\b/],
  [3, /\b(senior|sr|principal|confirme|experimentado|esperto)\b/],
  [1, /\b(junior|jr|assistant|assistent(in)?|asistente|assistente|medewerker)\b/],
  [0, /\b(intern|internship|trainee|werkstudent(in)?|praktikant(in)?|stagiaire|alternant(e)?|becari[oa]|practicas|stagista|tirocinante|stagiair)\b/],
];
const DEFAULT_LEVEL = 2;

export function seniorityOf(position: string | null): number {
  if (!position) return DEFAULT_LEVEL;
  const f = fold(position);
  return SENIORITY.find(([, re]) => re.test(f))?.[0] ?? DEFAULT_LEVEL;
}

/** Titles in chronological order (oldest first), for roles with a start date. */
export function chronologicalTitles(roles: readonly ExperienceEntry[]): string[] {
  return roles
    .filter((r) => r.position && monthIndex(r.startDate, 'start') !== null)
    .sort((a, b) => (monthIndex(a.startDate, 'start') ?? 0) - (monthIndex(b.startDate, 'start') ?? 0))
    .map((r) => r.position ?? '');
}

/** Skills shown only in roles that ended more than `years` before the reference date. */
export function datedSkills(analysis: CvAnalysis, referenceDate: string, years: number): string[] {
  const now = monthIndex(referenceDate, 'end');
  if (now === null) return [];
  return analysis.skills
    .filter((skill) => {
      const name = fold(skill.name);
      const roles = analysis.experience.filter((r) => {
        const text = `${r.position ?? ''}\n${r.description ?? ''}`;
        return skill.evidence.some((e) => e.trim() !== '' && text.includes(e.trim())) || (name.length >= 3 && fold(text).includes(name));
      });
      return roles.length > 0 && roles.every((r) => !r.current && (monthIndex(r.endDate, 'end') ?? now) < now - years * 12);
    })
    .map((s) => s.name);
}
