/**
 * What a perspective can say about a person, derived from the CV analysis without adding anything:
 * verbatim experience sentences sorted into achievements, leadership and technical work, skills in
 * order of strength, and the dated timeline with its gaps.
 */
import type { CvAnalysis, ExperienceEntry, SkillEntry } from '../cv/types';
import { fold } from '../cv/text';
import { monthIndex } from '../insights/months';
import { cvSentences, isQuantified } from '../talents/evidence';

export interface RoleSentence {
  /** verbatim sentence of a role description */
  text: string;
  /** index of the role in the CV */
  role: number;
  /** place among all role sentences, for stable ordering */
  order: number;
}

/** Every sentence of the role descriptions (positions excluded), in CV order. */
export function roleSentences(analysis: CvAnalysis): RoleSentence[] {
  const out: RoleSentence[] = [];
  const seen = new Set<string>();
  for (const s of cvSentences(analysis)) {
    const m = /^role:(\d+)$/.exec(s.source);
    if (!m) continue;
    const role = Number(m[1]);
    if (s.text === analysis.experience[role]?.position?.trim() || seen.has(s.text)) continue;
    seen.add(s.text);
    out.push({ text: s.text, role, order: out.length });
  }
  return out;
}

/** "Backend Developer, Datawerk AG": where a sentence comes from. */
export function roleLabel(role: ExperienceEntry | undefined): string | undefined {
  if (!role) return undefined;
  const label = [role.position, role.company].filter((p): p is string => !!p && p.trim() !== '').join(', ');
  return label === '' ? undefined : label;
}

const PERCENT_RE = /\d\s?%|\bpercent\b|\bprozent\b|\bpour ?cent\b|\bpor ?ciento\b/;
const MONEY_RE = /[€$£]\s?\d|\d\s?(k|m|mio\.?|mrd\.?|million(en|s)?|millones)?\s?(€|eur|euro|gbp|chf|usd|\$|£)(?!\p{L})/u;

/** 0 when the sentence states no measurable result; amounts and percentages weigh more than counts. */
export function impactWeight(text: string): number {
  const folded = fold(text);
  if (!isQuantified(folded)) return 0;
  return 1 + (MONEY_RE.test(folded) ? 2 : 0) + (PERCENT_RE.test(folded) ? 2 : 0);
}

/** Quantified sentences, strongest first; ties keep CV order (recent roles first). */
export function achievementSentences(analysis: CvAnalysis, keep: (s: RoleSentence) => boolean = () => true): RoleSentence[] {
  return roleSentences(analysis)
    .map((s) => ({ s, weight: impactWeight(s.text) }))
    .filter(({ s, weight }) => weight > 0 && keep(s))
    .sort((a, b) => b.weight - a.weight || a.s.order - b.s.order)
    .map(({ s }) => s);
}

// Leading, managing and mentoring people, in the four interface languages (folded text). "led" is
// not the LED of lighting; "leading" only before a team or an object, not "a leading bank".
const LEADERSHIP_RES: readonly RegExp[] = [
  /\bled\b(?! (lights?|lamps?|lighting|displays?|screens?|panels?|strips?)\b)/,
  /\bleading (a|an|the|my|our|\d+|teams?|cross|several|people|engineers|developers)\b/,
  /\b(manag(e|ed|es|ing)|supervis(e|ed|ing)) (a |an |the |my |our )?(\w+ )?(teams?|staff|people|employees|engineers|developers|department|group|reports|\d+)\b/,
  /\b(mentor(ed|ing|s)?|coach(ed|ing)|supervised|oversaw|headed|head of|direct reports|line manag\w*|team lead\w*|people manag\w*)\b/,
  /\b(leitete|geleitet|leitung (von|des|der|eines|einer)|fuhrte|gefuhrt|fuhrung (von|eines|einer|des)|teamleit\w*|personalverantwortung|disziplinarisch|betreut(e|en)? (\d+|zwei|drei|vier|funf|auszubildende|praktikant|junior|neue)|mentor\w*|angeleitet)\b/,
  /\b(dirige|dirigeais|dirigeait|encadr(e|ement|er|ant|ais|ait)|manage (une|l'|d'une) ?equipe|management d'(une )?equipe|chef d'equipe|responsable d'une equipe|pilote (une|l')equipe|tutorat)\b/,
  /\b(dirigi|dirigio|dirigia|lidere|lidero|lideraba|liderando|gestione (un |el )?equipo|coordine (un |el )?equipo|jefe de equipo|jefa de equipo|a cargo de \d+|responsable de (un )?equipo|supervise|tutorice)\b/,
];

export function isLeadership(text: string): boolean {
  const folded = fold(text);
  return LEADERSHIP_RES.some((re) => re.test(folded));
}

/** Leadership sentences; those with a count ("a team of 5") first. */
export function leadershipSentences(analysis: CvAnalysis): RoleSentence[] {
  return roleSentences(analysis)
    .filter((s) => isLeadership(s.text))
    .map((s) => ({ s, weight: impactWeight(s.text) > 0 ? 1 : 0 }))
    .sort((a, b) => b.weight - a.weight || a.s.order - b.s.order)
    .map(({ s }) => s);
}

// Skill categories whose skills make a sentence technical work.
const TECHNICAL_CATEGORIES = new Set(['software', 'data', 'cloud-devops', 'security', 'engineering', 'research-science']);
const TECHNICAL_WORDS_RE =
  /\b(apis?|latency|performance|uptime|availability|deploy\w*|releases?|pipelines?|ci\/cd|test coverage|database\w*|servers?|backend|frontend|infrastructure|architecture|microservices?|code ?base|source code|software|platform|automat\w+|migrat\w+|cloud|schnittstellen?|latenz|datenbank\w*|architektur|automatisier\w*|bereitstellung|latence|deploiement|base de donnees|logiciel|plateforme|automatis\w+|latencia|despliegue|base de datos|arquitectura|automatiz\w+|plataforma)\b/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Does a sentence describe technical work: naming one of the person's technical skills, or technical vocabulary? */
export function technicalMatcher(skills: readonly SkillEntry[]): (text: string) => boolean {
  const technical = skills.filter((s) => TECHNICAL_CATEGORIES.has(s.category));
  const evidence = new Set(technical.flatMap((s) => s.evidence.map((e) => e.trim())));
  // one- and two-letter names ("R", "Go") are ordinary words too often to count on their own
  const names = technical.map((s) => fold(s.name).trim()).filter((n) => n.length >= 3);
  const namesRe = names.length > 0 ? new RegExp(`(?<![\\p{L}\\p{N}])(${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u') : null;
  return (text) => {
    const folded = fold(text);
    return evidence.has(text.trim()) || TECHNICAL_WORDS_RE.test(folded) || (namesRe?.test(folded) ?? false);
  };
}

const PROFICIENCY_RANK = { beginner: 1, intermediate: 2, advanced: 3, expert: 4 } as const;

/**
 * Lines of work that show the skill (experience or summary); only when there are none, the lines
 * that list it ("Skills: Docker"), so the reader still sees where the skill comes from.
 */
export function skillEvidence(skill: SkillEntry, analysis: CvAnalysis): string[] {
  const text = [analysis.summary ?? '', ...analysis.experience.map((r) => r.description ?? '')].join('\n');
  const unique = [...new Set(skill.evidence.map((e) => e.trim()).filter((e) => e !== ''))];
  const used = unique.filter((e) => text.includes(e));
  return used.length > 0 ? used : unique;
}

function usageCount(skill: SkillEntry, analysis: CvAnalysis): number {
  const text = [analysis.summary ?? '', ...analysis.experience.map((r) => r.description ?? '')].join('\n');
  return skill.evidence.filter((e) => e.trim() !== '' && text.includes(e.trim())).length;
}

/** Strongest first: proficiency, then how often the experience shows the skill, then CV order. */
export function rankedSkills(analysis: CvAnalysis): SkillEntry[] {
  return analysis.skills
    .map((skill, i) => ({ skill, i, rank: PROFICIENCY_RANK[skill.proficiency] ?? 0, used: usageCount(skill, analysis) }))
    .sort((a, b) => b.rank - a.rank || b.used - a.used || a.i - b.i)
    .map(({ skill }) => skill);
}

/** Technical view: categories in the order of their strongest skill, strongest skills first inside each. */
export function skillsByCategory(analysis: CvAnalysis): SkillEntry[] {
  const ranked = rankedSkills(analysis);
  const order = [...new Set(ranked.map((s) => s.category))];
  return order.flatMap((category) => ranked.filter((s) => s.category === category));
}

// A stretch without a role counts as a gap from three months on: shorter ones are notice periods and moves.
export const GAP_MIN_MONTHS = 3;

export interface TimelineGap {
  kind: 'gap';
  /** first and last month without a role */
  from: number;
  to: number;
  months: number;
}

export type TimelineEntry = { kind: 'role'; role: number } | TimelineGap;

export interface Timeline {
  /** newest first: roles, and gaps between them when every role is dated */
  entries: TimelineEntry[];
  /** every role has a start and an end (or is current): only then are gaps, breaks and years computed */
  fullyDated: boolean;
  current: number | null;
  /** the month the most recent role ended, when none is current */
  lastEnd: number | null;
  ongoingBreak: { since: number; months: number } | null;
  /** whole years covered by roles (overlaps counted once) */
  years: number | null;
}

interface Interval {
  role: number;
  start: number;
  end: number;
}

function merge(intervals: readonly Interval[]): { start: number; end: number }[] {
  const merged: { start: number; end: number }[] = [];
  for (const i of [...intervals].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && i.start <= last.end + 1) last.end = Math.max(last.end, i.end);
    else merged.push({ start: i.start, end: i.end });
  }
  return merged;
}

export function timeline(analysis: CvAnalysis, now: number): Timeline {
  const roles = analysis.experience;
  const current = roles.findIndex((r) => r.current);
  const intervals: Interval[] = [];
  roles.forEach((r, role) => {
    const start = monthIndex(r.startDate, 'start');
    const end = r.current ? now : monthIndex(r.endDate, 'end');
    if (start !== null && end !== null && end >= start) intervals.push({ role, start, end });
  });
  const fullyDated = roles.length > 0 && intervals.length === roles.length;
  if (!fullyDated) {
    return {
      entries: roles.map((_, role) => ({ kind: 'role', role })),
      fullyDated,
      current: current >= 0 ? current : null,
      lastEnd: null,
      ongoingBreak: null,
      years: null,
    };
  }
  const merged = merge(intervals);
  const gaps: TimelineGap[] = [];
  for (let i = 1; i < merged.length; i++) {
    const from = merged[i - 1].end + 1;
    const to = merged[i].start - 1;
    if (to - from + 1 >= GAP_MIN_MONTHS) gaps.push({ kind: 'gap', from, to, months: to - from + 1 });
  }
  const lastEnd = current >= 0 ? null : merged.reduce((max, m) => Math.max(max, m.end), -Infinity);
  const breakMonths = lastEnd === null ? 0 : now - lastEnd;
  const keyed = [
    ...intervals.map((i): { key: number; entry: TimelineEntry } => ({ key: i.start, entry: { kind: 'role', role: i.role } })),
    ...gaps.map((g) => ({ key: g.from, entry: g })),
  ];
  // newest first; a role and a gap never share a start month, roles that do keep CV order
  keyed.sort((a, b) => b.key - a.key);
  const months = merged.reduce((sum, m) => sum + (m.end - m.start + 1), 0);
  return {
    entries: keyed.map((k) => k.entry),
    fullyDated,
    current: current >= 0 ? current : null,
    lastEnd,
    ongoingBreak: lastEnd !== null && breakMonths >= GAP_MIN_MONTHS ? { since: lastEnd + 1, months: breakMonths } : null,
    years: Math.floor(months / 12),
  };
}
