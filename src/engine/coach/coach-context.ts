/**
 * A compact plain-text summary of what the coach may rest an answer on, for an external language
 * model's prompt: the question, the detected kind, the person's skills, roles, talents and career
 * facts, and the market figures with their sources. It leaves out what a model does not need (name,
 * contact data, employers, the CV's sentences) and always says when a figure is missing.
 */
import type { CrossBorderItem, FitComponent } from '../market/cross-border';
import { coachContext } from './context';
import type { CoachContext } from './draft';
import { shortSource } from './format';
import type { CoachInput } from './types';

const MAX_SKILLS = 15;
const MAX_ROLES = 6;
const MAX_COUNTRIES = 6;

const pct = (v: number) => `${Math.round(v * 100)}%`;

function personLines(c: CoachContext): string[] {
  const { facts } = c;
  const lines: string[] = [];
  if (facts.careerRole) lines.push(`Career role: ${facts.careerRole.replace('_', ' ')}`);
  if (facts.years) lines.push(`Experience: ${facts.years.value} years (${facts.years.from === 'profile' ? 'profile' : 'from CV dates'})`);
  if (facts.currentRole)
    lines.push(`Current role: ${facts.currentRole.value} (${facts.currentRole.from === 'profile' ? 'profile' : 'CV'})`);
  if (!facts.hasCv) lines.push("CV: none uploaded; answers cannot use the person's experience");
  if (facts.roles.length > 0) {
    const roles = facts.roles.slice(0, MAX_ROLES).map((r) => `${r.title} (${r.start ?? '?'}–${r.current ? 'now' : (r.end ?? '?')})`);
    lines.push(`Roles, newest first: ${roles.join('; ')}`);
  }
  const analysis = c.input.person.analysis;
  if (analysis && analysis.skills.length > 0) {
    lines.push(
      `Skills: ${analysis.skills
        .slice(0, MAX_SKILLS)
        .map((s) => `${s.name} (${s.proficiency})`)
        .join(', ')}`,
    );
  }
  if (facts.languages.length > 0)
    lines.push(`Languages: ${facts.languages.map((l) => `${l.name} ${l.level ?? '(level not stated)'}`).join(', ')}`);
  if (facts.talents.length > 0) {
    lines.push(
      `Talents: ${facts.talents
        .slice(0, 5)
        .map((t) => `${t.talent_name} (${Math.round(t.confidence_score)}%, ${t.status})`)
        .join(', ')}`,
    );
  }
  if (facts.goals.length > 0) lines.push(`Goals: ${facts.goals.join('; ')}`);
  if (facts.gaps.length > 0)
    lines.push(`Gaps between roles: ${facts.gaps.map((g) => `${g.from} to ${g.to} (${g.months} months)`).join('; ')}`);
  if (facts.ongoingBreak)
    lines.push(`No current role: last worked ${facts.ongoingBreak.lastWorked} (${facts.ongoingBreak.months} months ago)`);
  if (facts.progression?.rising) lines.push(`Progression: ${facts.progression.first} → ${facts.progression.last}`);
  if (facts.quality) {
    const results = `${facts.quantified.length} of ${facts.quantified.length + facts.unquantified.length} lines state a measurable result`;
    const contact = facts.missingContact.length > 0 ? `; missing contact data: ${facts.missingContact.join(', ')}` : '';
    lines.push(`CV quality score: ${facts.quality.score}/100; summary ${facts.hasSummary ? 'present' : 'missing'}; ${results}${contact}`);
  }
  if (facts.datedSkills.length > 0) lines.push(`Skills shown only in roles that ended over 5 years ago: ${facts.datedSkills.join(', ')}`);
  return lines;
}

function component(name: string, comp: FitComponent<unknown>, detail: string | null): string {
  return comp.score === null
    ? `${name}: no data (${comp.reason ?? 'no-data'})`
    : `${name}: ${pct(comp.score)}${detail ? ` (${detail})` : ''}`;
}

function countryLine(item: CrossBorderItem): string {
  const { vacancy, shortage, language, culture } = item.components;
  const rate = vacancy.detail.rate;
  const matches = shortage.detail.matches.map((m) => `${m.record.occupation}, ${m.record.publisher} ${m.record.period}`);
  const official = language.detail.official;
  const english = language.detail.english;
  const lang = [
    official ? `${official.language} ${official.level ?? '(level not stated)'}` : 'no official language listed',
    ...(english?.band
      ? [`English ${english.level ?? '(level not stated)'}, proficiency band ${english.band.value} (${english.band.period})`]
      : []),
  ].join('; ');
  const wage = item.indicators.minimumWage;
  const parts = [
    item.fit === null ? 'fit: no data' : `fit ${pct(item.fit)} over ${pct(item.coverage)} of the weighting`,
    component('vacancy', vacancy, rate ? `${rate.value}% ${rate.period}, ${shortSource(rate.source)}` : null),
    component('shortage', shortage, matches.length > 0 ? matches.join('; ') : 'not on the national list'),
    component('language', language, lang),
    component('culture', culture, culture.detail.similarity ? `Hofstede ${culture.detail.similarity.period}` : null),
    wage ? `minimum wage EUR ${wage.value}/month (${wage.period}, ${shortSource(wage.source)})` : 'minimum wage: no figure',
  ];
  return `${item.country} ${item.name ?? ''}: ${parts.join('; ')}`.replace(/ {2,}/g, ' ');
}

function marketLines(c: CoachContext): string[] {
  const { market } = c;
  const lines: string[] = [];
  if (market.occupations.length > 0)
    lines.push(
      `Closest occupations: ${market.occupations
        .slice(0, 5)
        .map((o) => `${o.title} (${pct(o.score)})`)
        .join(', ')}`,
    );
  const gap = market.skillGap;
  if (gap) {
    const missing = gap.missingSkills.filter((s) => s.essential).map((s) => s.name);
    lines.push(
      `Skill gap for ${gap.occupation}: ${pct(gap.skillGapScore)} of essential skills held; missing essential: ${missing.length > 0 ? missing.join(', ') : 'none'}`,
    );
  }
  const trends = [
    ...market.growingHeld.map(
      (t) => `${t.trend.skill} growing (${t.trend.scope}, ${shortSource(t.trend.source)} ${t.trend.period}; the person has ${t.skill})`,
    ),
    ...market.decliningHeld.map(
      (t) => `${t.trend.skill} declining (${t.trend.scope}, ${shortSource(t.trend.source)} ${t.trend.period}; the person has ${t.skill})`,
    ),
    ...market.growingMissing.slice(0, 3).map((t) => `${t.skill} growing (${t.scope}, ${shortSource(t.source)} ${t.period}; not on the CV)`),
  ];
  if (trends.length > 0) lines.push(`Skill trends: ${trends.join('; ')}`);
  const named = c.question.countries.map((code) => market.itemFor(code)).filter((i): i is CrossBorderItem => i !== null);
  const items = [...named, ...market.comparison.filter((i) => !named.includes(i))].slice(0, MAX_COUNTRIES);
  if (items.length > 0) lines.push('Country comparison:', ...items.map((i) => `  ${countryLine(i)}`));
  const notCompared = c.question.countries.filter((code) => !market.itemFor(code));
  if (notCompared.length > 0) lines.push(`No comparison data for: ${notCompared.join(', ')}`);
  if (lines.length === 0) lines.push('No market data available.');
  lines.push('No salary data per role are available.');
  return lines;
}

export function buildCoachContext(input: CoachInput): string {
  const c = coachContext(input);
  return [
    `Question: ${input.query.trim()}`,
    `Detected kind: ${c.question.kind}`,
    `Answer language: ${input.language}`,
    `Date: ${c.now.day}`,
    'Person:',
    ...personLines(c).map((l) => `- ${l}`),
    'Market:',
    ...marketLines(c).map((l) => (l.startsWith('  ') ? l : `- ${l}`)),
    'Rules: use only these facts; say so when a figure is missing; never estimate salaries or invent facts about the person or the market.',
  ].join('\n');
}
