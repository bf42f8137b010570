/**
 * Insights computed from one CV analysis and its hidden talents: what is missing, what looks odd to
 * a recruiter, and where the opportunities are. Deterministic ids let the UI and the database
 * recognise the same insight across re-analyses.
 */
import type { CvAnalysis } from '../cv/types';
import { fold } from '../cv/text';
import type { HiddenTalent } from '../talents/discover-talents';
import { careerGaps, chronologicalTitles, datedSkills, seniorityOf } from './career';
import { formatMonth } from './months';

export type InsightType = 'trend' | 'opportunity' | 'recommendation' | 'optimization';
export type Impact = 'high' | 'medium' | 'low';

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  confidence: number;
  impact: Impact;
  category: string;
  actionable: boolean;
  data?: Record<string, unknown>;
}

const MAX_INSIGHTS = 10;
const GAP_MONTHS = 6;
const DATED_YEARS = 5;
const TOP_TALENTS = 3;
const IMPACT_ORDER: Record<Impact, number> = { high: 0, medium: 1, low: 2 };

function contactInsights(a: CvAnalysis): Insight[] {
  const p = a.personalInfo;
  const fields: [string, string, boolean, Impact][] = [
    ['email', 'e-mail address', !!p.email, 'high'],
    ['phone', 'phone number', !!p.phone, 'medium'],
    ['location', 'location', !!p.location, 'low'],
  ];
  return fields
    .filter(([, , present]) => !present)
    .map(([key, label, , impact]) => ({
      id: `missing-${key}`,
      type: 'recommendation',
      title: `Add your ${label}`,
      description: `Your CV has no ${label}; recruiters need it to contact you or to match you to local roles.`,
      confidence: 0.95,
      impact,
      category: 'contact',
      actionable: true,
    }));
}

function gapInsights(a: CvAnalysis, referenceDate: string): Insight[] {
  return careerGaps(a.experience, referenceDate, GAP_MONTHS).map((gap) => {
    const from = formatMonth(gap.after + 1);
    const to = formatMonth(gap.before - 1);
    return {
      id: `gap-${from}-${to}`,
      type: 'recommendation',
      title: `Explain the ${gap.months}-month gap`,
      description: `There is no role between ${from} and ${to}. A line on what you did (training, care, travel, a career break) avoids questions.`,
      confidence: 0.8,
      impact: gap.months > 12 ? 'high' : 'medium',
      category: 'career-history',
      actionable: true,
      data: { from, to, months: gap.months },
    };
  });
}

function datedSkillsInsight(a: CvAnalysis, referenceDate: string): Insight[] {
  const skills = datedSkills(a, referenceDate, DATED_YEARS);
  if (skills.length === 0) return [];
  return [{
    id: 'dated-skills',
    type: 'optimization',
    title: 'Some skills were last used more than five years ago',
    description: `${skills.slice(0, 5).join(', ')}${skills.length > 5 ? '…' : ''}: show recent use (a course, a project) or move them down.`,
    confidence: 0.7,
    impact: 'medium',
    category: 'skills',
    actionable: true,
    data: { skills },
  }];
}

function progressionInsight(a: CvAnalysis): Insight[] {
  const titles = chronologicalTitles(a.experience);
  if (titles.length < 2) return [];
  const levels = titles.map(seniorityOf);
  const first = levels[0] ?? 0;
  const last = levels[levels.length - 1] ?? 0;
  if (last <= first) return [];
  return [{
    id: 'career-progression',
    type: 'trend',
    title: 'Clear upward career progression',
    description: `Your titles grew in seniority from "${titles[0]}" to "${titles[titles.length - 1]}". Lead with this trajectory in your summary.`,
    confidence: Math.min(0.9, 0.6 + 0.1 * (last - first)),
    impact: 'medium',
    category: 'career-progression',
    actionable: false,
    data: { titles, levels },
  }];
}

function demandInsights(a: CvAnalysis, demandedSkills: readonly string[] | undefined): Insight[] {
  if (!demandedSkills || demandedSkills.length === 0) return [];
  const have = new Set(a.skills.map((s) => fold(s.name)));
  const matched = demandedSkills.filter((d) => have.has(fold(d)));
  const missing = demandedSkills.filter((d) => !have.has(fold(d)));
  const out: Insight[] = [];
  if (matched.length > 0) {
    out.push({ id: 'skills-in-demand', type: 'trend', title: 'You have skills the market is asking for', description: `In demand and on your CV: ${matched.join(', ')}. Make them prominent.`, confidence: 0.75, impact: 'high', category: 'market', actionable: true, data: { skills: matched } });
  }
  if (missing.length > 0) {
    out.push({ id: 'skills-in-demand-missing', type: 'opportunity', title: 'In-demand skills to develop', description: `Asked for in your market but not on your CV: ${missing.slice(0, 5).join(', ')}.`, confidence: 0.65, impact: 'medium', category: 'market', actionable: true, data: { skills: missing } });
  }
  return out;
}

function talentInsights(talents: readonly HiddenTalent[]): Insight[] {
  return [...talents]
    .sort((x, y) => y.confidence_score - x.confidence_score)
    .slice(0, TOP_TALENTS)
    .map((t) => ({
      id: `talent-${fold(t.talent_name).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`,
      type: 'opportunity',
      title: `Make your ${t.talent_name} visible`,
      description: `Your experience shows ${t.talent_name.toLowerCase()} that your skills section does not name. ${t.development_recommendations[0] ?? ''}`.trim(),
      confidence: Math.round(t.confidence_score) / 100,
      impact: t.confidence_score >= 70 ? 'high' : 'medium',
      category: 'hidden-talent',
      actionable: true,
      data: { talent: t.talent_name, evidence: t.supporting_evidence.slice(0, 3) },
    }));
}

export function generateInsights(analysis: CvAnalysis, talents: readonly HiddenTalent[], referenceDate: string, demandedSkills?: readonly string[]): Insight[] {
  const all = [
    ...contactInsights(analysis),
    ...gapInsights(analysis, referenceDate),
    ...datedSkillsInsight(analysis, referenceDate),
    ...progressionInsight(analysis),
    ...demandInsights(analysis, demandedSkills),
    ...talentInsights(talents),
  ];
  const unique = all.filter((insight, i) => all.findIndex((o) => o.id === insight.id) === i);
  return unique
    .sort((a, b) => IMPACT_ORDER[a.impact] - IMPACT_ORDER[b.impact] || b.confidence - a.confidence || a.id.localeCompare(b.id))
    .slice(0, MAX_INSIGHTS);
}
