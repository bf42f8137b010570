/**
 * Insights computed from one CV analysis and its hidden talents: what is missing, what looks odd to
 * a recruiter, and where the opportunities are. Deterministic ids let the UI and the database
 * recognise the same insight across re-analyses.
 */
import type { CvAnalysis } from '../cv/types';
import { fold } from '../cv/text';
import type { HiddenTalent } from '../talents/discover-talents';
import { englishText } from '../messages/messages';
import type { GeneratedMessage } from '../messages/types';
import { msg } from '../messages/types';
import { careerGaps, chronologicalTitles, datedSkills, seniorityOf } from './career';
import { formatMonth } from './months';

export type InsightType = 'trend' | 'opportunity' | 'recommendation' | 'optimization';
export type Impact = 'high' | 'medium' | 'low';

/** `title` and `description` are the English sentences of the two messages, kept for stored-text readers. */
export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  title_message: GeneratedMessage;
  description_message: GeneratedMessage;
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
/** The two sentences of an insight: messages for every language, English text beside them. */
function texts(title: GeneratedMessage, description: GeneratedMessage): Pick<Insight, 'title' | 'description' | 'title_message' | 'description_message'> {
  return { title: englishText(title), description: englishText(description), title_message: title, description_message: description };
}

const IMPACT_ORDER: Record<Impact, number> = { high: 0, medium: 1, low: 2 };

function contactInsights(a: CvAnalysis): Insight[] {
  const p = a.personalInfo;
  const fields: ['email' | 'phone' | 'location', boolean, Impact][] = [
    ['email', !!p.email, 'high'],
    ['phone', !!p.phone, 'medium'],
    ['location', !!p.location, 'low'],
  ];
  return fields
    .filter(([, present]) => !present)
    .map(([key, , impact]) => ({
      id: `missing-${key}`,
      type: 'recommendation',
      ...texts(msg('insight.missingContact.title', { field: key }), msg('insight.missingContact.text', { field: key })),
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
      ...texts(msg('insight.gap.title', { months: gap.months }), msg('insight.gap.text', { from, to })),
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
    ...texts(msg('insight.datedSkills.title', { years: DATED_YEARS }), msg('insight.datedSkills.text', { skills: skills.slice(0, 5), more: skills.length > 5 })),
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
    ...texts(msg('insight.progression.title'), msg('insight.progression.text', { from: titles[0] ?? '', to: titles[titles.length - 1] ?? '' })),
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
    out.push({ id: 'skills-in-demand', type: 'trend', ...texts(msg('insight.inDemand.title'), msg('insight.inDemand.text', { skills: matched })), confidence: 0.75, impact: 'high', category: 'market', actionable: true, data: { skills: matched } });
  }
  if (missing.length > 0) {
    out.push({ id: 'skills-in-demand-missing', type: 'opportunity', ...texts(msg('insight.inDemandMissing.title'), msg('insight.inDemandMissing.text', { skills: missing.slice(0, 5) })), confidence: 0.65, impact: 'medium', category: 'market', actionable: true, data: { skills: missing } });
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
      // the talent's key goes along, so the web renders its name in the interface's language
      ...texts(msg('insight.talent.title', { talent: t.talent_name, talent_key: t.talent_key }), msg('insight.talent.text', { talent: t.talent_name, talent_key: t.talent_key })),
      // the talent's first recommendation stays in the English text, as before keys; the talent card shows it in full
      description: `${englishText(msg('insight.talent.text', { talent: t.talent_name, talent_key: t.talent_key }))} ${t.development_recommendations[0] ?? ''}`.trim(),
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
