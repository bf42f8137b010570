/**
 * One renderer per section. Each takes the render context and returns the section's items, or the
 * reason it has none. Item text is data as written (CV lines, names, roles) or a framing phrase from
 * the language table around such data; the lens (the perspective's kind) picks and orders, the tone
 * sets how many items and how much evidence.
 */
import type { CvAnalysis } from '../cv/types';
import type { Timeline } from './facts';
import {
  achievementSentences,
  leadershipSentences,
  rankedSkills,
  roleLabel,
  roleSentences,
  skillEvidence,
  skillsByCategory,
  technicalMatcher,
} from './facts';
import type { Formatter } from './format';
import type { PerspectiveMessages } from './messages/types';
import type { EmptyReason, PerspectiveData, PerspectiveKind, RenderedItem, SectionKey, TalentStatus, Tone } from './types';

export interface RenderContext {
  lens: PerspectiveKind;
  tone: Tone;
  m: PerspectiveMessages;
  f: Formatter;
  data: PerspectiveData;
  /** the timeline of the CV, or null without one */
  timeline: Timeline | null;
}

export type SectionResult = { items: RenderedItem[]; reason?: undefined } | { items: []; reason: EmptyReason };

// How many items a section shows and how many evidence lines an item carries, by tone.
const ITEM_LIMIT: Readonly<Record<Tone, number>> = { formal: 8, neutral: 6, friendly: 5, concise: 3 };
const EVIDENCE_LIMIT: Readonly<Record<Tone, number>> = { formal: 3, neutral: 3, friendly: 2, concise: 1 };
// A summary longer than this is cut to its first sentence in the concise tone.
const CONCISE_SUMMARY_CHARS = 200;

const clean = (text: string | null | undefined): string | null => (text && text.trim() !== '' ? text.trim() : null);

function result(items: RenderedItem[], reason: EmptyReason): SectionResult {
  return items.length > 0 ? { items } : { items: [], reason };
}

/** An item without empty optional fields, so output compares and serialises cleanly. */
function item(text: string, detail?: string | null, evidence?: readonly string[]): RenderedItem {
  const out: RenderedItem = { text };
  if (detail) out.detail = detail;
  if (evidence && evidence.length > 0) out.evidence = [...evidence];
  return out;
}

function limit<T>(ctx: RenderContext, list: readonly T[], factor = 1): T[] {
  return list.slice(0, ITEM_LIMIT[ctx.tone] * factor);
}

function evidence(ctx: RenderContext, lines: readonly string[]): string[] {
  return lines.slice(0, EVIDENCE_LIMIT[ctx.tone]);
}

/**
 * The role the headline names, from one source: the profile's role and company when the person set
 * either, else the CV's current position. Mixing them (an onboarding role with the CV's employer)
 * would state a job that is in neither.
 */
function headlineRole(ctx: RenderContext): { role: string | null; company: string | null } {
  const { profile, analysis } = ctx.data;
  const own = { role: clean(profile.currentRole), company: clean(profile.company) };
  if (own.role || own.company) return own;
  const cvCurrent = ctx.timeline?.current != null ? analysis?.experience[ctx.timeline.current] : undefined;
  return { role: clean(cvCurrent?.position), company: clean(cvCurrent?.company) };
}

function headline(ctx: RenderContext): SectionResult {
  const { profile, analysis } = ctx.data;
  const { role, company } = headlineRole(ctx);
  // the public view takes the place from the profile only: a CV may carry a full street address
  const location = clean(profile.location) ?? (ctx.lens === 'public' ? null : clean(analysis?.personalInfo.location));
  const years = profile.yearsOfExperience ?? (ctx.timeline?.years ? ctx.timeline.years : null);
  const parts = { name: clean(profile.fullName) ?? clean(analysis?.personalInfo.name), role, company, location, years };
  if (!parts.name && !role && !company && !location) return { items: [], reason: 'no-name-or-role' };
  return { items: [item(ctx.m.headline(parts, ctx.tone))] };
}

/** The first sentence of a long text, for the concise tone; the text itself when it has one sentence. */
function firstSentence(text: string): string {
  if (text.length <= CONCISE_SUMMARY_CHARS) return text;
  const m = /^.+?[.!?](?=\s+[\p{Lu}\d])/u.exec(text);
  return m ? m[0] : text;
}

function summary(ctx: RenderContext): SectionResult {
  const { profile, analysis } = ctx.data;
  const texts: string[] = [];
  const cv = clean(analysis?.summary);
  if (cv) texts.push(cv);
  // the bio holds what onboarding calls "challenges": private unless the person puts it in their CV
  const bio = ctx.lens === 'public' ? null : clean(profile.bio);
  if (bio && bio !== cv) texts.push(bio);
  const items = ctx.tone === 'concise' ? texts.slice(0, 1).map((t) => item(firstSentence(t))) : texts.map((t) => item(t));
  if (ctx.lens === 'hr' || ctx.lens === 'custom') {
    const goals = profile.careerGoals.map((g) => g.trim()).filter((g) => g !== '');
    if (goals.length > 0) items.push(item(ctx.m.goals(ctx.f.list(ctx.tone === 'concise' ? goals.slice(0, 2) : goals), ctx.tone)));
  }
  if (ctx.lens === 'hr') {
    const availability = availabilityLine(ctx);
    if (availability) items.push(item(availability));
  }
  return result(items, ctx.lens === 'public' && clean(profile.bio) ? 'no-public-summary' : 'no-summary');
}

/** Where the person stands now: their current role, or when the last one ended. */
function availabilityLine(ctx: RenderContext): string | null {
  const { role, company } = headlineRole(ctx);
  if (role || company) return ctx.m.currentRole(role, company, ctx.tone);
  const last = ctx.timeline?.lastEnd;
  return last != null ? ctx.m.noCurrentRole(ctx.f.month(last), ctx.tone) : null;
}

function categoryName(m: PerspectiveMessages, category: string): string {
  return Object.hasOwn(m.categories, category) ? m.categories[category as keyof PerspectiveMessages['categories']] : m.categories.other;
}

function skills(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const { m } = ctx;
  if (ctx.lens === 'technical') {
    const items = limit(ctx, skillsByCategory(analysis), 2).map((s) =>
      item(s.name, `${categoryName(m, s.category)} · ${m.proficiency[s.proficiency]}`, evidence(ctx, skillEvidence(s, analysis))),
    );
    return result(items, 'no-skills');
  }
  const withEvidence = ctx.lens === 'custom' && ctx.tone !== 'concise';
  const items = limit(ctx, rankedSkills(analysis)).map((s) =>
    item(s.name, m.proficiency[s.proficiency], withEvidence ? evidence(ctx, skillEvidence(s, analysis)) : undefined),
  );
  return result(items, 'no-skills');
}

function experience(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const roles = analysis.experience;
  const sentences = roleSentences(analysis);
  const isTechnical = technicalMatcher(analysis.skills);
  const lines = (role: number) => {
    const own = sentences.filter((s) => s.role === role).map((s) => s.text);
    // the technical view reads a role as its projects: technical lines first
    if (ctx.lens === 'technical') return [...own.filter(isTechnical), ...own.filter((t) => !isTechnical(t))];
    return own;
  };
  const roleItem = (index: number): RenderedItem => {
    const r = roles[index];
    const title = [clean(r.position), clean(r.company)].filter((p): p is string => !!p).join(' — ') || ctx.m.headings.experience;
    const dates = ctx.f.range(r.startDate, r.endDate, r.current, ctx.m.present);
    const detail = [dates, ctx.lens === 'public' ? null : clean(r.location)].filter((p): p is string => !!p).join(' · ');
    // progression for executives: titles and dates, no detail lines
    return item(title, detail, ctx.lens === 'executive' ? undefined : evidence(ctx, lines(index)));
  };
  if (roles.length === 0) return { items: [], reason: 'no-experience' };
  if (ctx.lens === 'hr') {
    // the complete timeline: every role, and the gaps between them stated with their dates
    const items = (ctx.timeline?.entries ?? roles.map((_, role) => ({ kind: 'role' as const, role }))).map((e) =>
      e.kind === 'role' ? roleItem(e.role) : item(ctx.m.gap(ctx.f.month(e.from), ctx.f.month(e.to), e.months, ctx.tone)),
    );
    const open = ctx.timeline?.ongoingBreak;
    if (open) items.unshift(item(ctx.m.ongoingBreak(ctx.f.month(open.since), open.months, ctx.tone)));
    return { items };
  }
  const order = ctx.timeline?.entries.flatMap((e) => (e.kind === 'role' ? [e.role] : [])) ?? roles.map((_, i) => i);
  return { items: limit(ctx, order).map(roleItem) };
}

function achievements(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const isTechnical = technicalMatcher(analysis.skills);
  const list = achievementSentences(analysis, ctx.lens === 'technical' ? (s) => isTechnical(s.text) : undefined);
  const items = limit(ctx, list).map((s) => item(s.text, roleLabel(analysis.experience[s.role])));
  return result(items, ctx.lens === 'technical' ? 'no-technical-achievements' : 'no-achievements');
}

function leadership(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const items = limit(ctx, leadershipSentences(analysis)).map((s) => item(s.text, roleLabel(analysis.experience[s.role])));
  return result(items, 'no-leadership');
}

function education(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const items = limit(ctx, analysis.education).flatMap((e) => {
    const title = [clean(e.degree), clean(e.field)].filter((p): p is string => !!p).join(', ');
    const institution = clean(e.institution);
    const text = title || institution;
    if (!text) return [];
    const dates = ctx.f.range(e.startDate, e.endDate, false, ctx.m.present);
    return [item(text, [title ? institution : null, dates].filter((p): p is string => !!p).join(' · '))];
  });
  return result(items, 'no-education');
}

function languages(ctx: RenderContext, analysis: CvAnalysis): SectionResult {
  const items = analysis.languages.map((l) =>
    item(ctx.f.languageName(l.name), l.level === 'native' ? ctx.m.nativeLevel : (clean(l.level) ?? ctx.m.levelNotStated)),
  );
  return result(items, 'no-languages');
}

// Talents a person confirmed (or is working on) come before the engine's own findings.
const STATUS_RANK: Readonly<Record<TalentStatus, number>> = { mastered: 3, validated: 2, developing: 1, discovered: 0 };
// the open web sees what the person stands behind: not a talent still "in development · 48%"
const PUBLIC_TALENTS: ReadonlySet<TalentStatus> = new Set(['validated', 'mastered']);

function talents(ctx: RenderContext): SectionResult {
  const all = ctx.data.talents;
  if (all.length === 0) return { items: [], reason: 'no-talents' };
  // the public view shows only validated and mastered talents; the other views label the rest
  const shown = all
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => ctx.lens !== 'public' || PUBLIC_TALENTS.has(t.status))
    .sort((a, b) => STATUS_RANK[b.t.status] - STATUS_RANK[a.t.status] || b.t.confidence_score - a.t.confidence_score || a.i - b.i)
    .map(({ t }) => t);
  const items = limit(ctx, shown).map((t) =>
    item(t.talent_name, `${ctx.m.talentStatus[t.status]} · ${ctx.f.percent(t.confidence_score)}`, evidence(ctx, t.supporting_evidence)),
  );
  return result(items, 'no-confirmed-talents');
}

function contact(ctx: RenderContext): SectionResult {
  const { profile, analysis } = ctx.data;
  const { m } = ctx;
  // the public view shows only what the person put in their profile; private views fall back to the CV
  const cv = ctx.lens === 'public' ? null : analysis?.personalInfo;
  const email = clean(profile.email) ?? clean(cv?.email);
  const phone = clean(profile.phone) ?? clean(cv?.phone);
  const location = clean(profile.location) ?? clean(cv?.location);
  const items: RenderedItem[] = [];
  if (email) items.push(item(email, m.contactLabels.email));
  if (phone) items.push(item(phone, m.contactLabels.phone));
  if (location) items.push(item(location, m.contactLabels.location));
  for (const link of cv?.links ?? []) if (clean(link)) items.push(item(link.trim(), m.contactLabels.link));
  return result(items, 'no-contact');
}

/** The plain reason a section is empty, for a section the public guard emptied. */
export const EMPTY_REASON: Readonly<Record<SectionKey, EmptyReason>> = {
  headline: 'no-name-or-role',
  summary: 'no-summary',
  skills: 'no-skills',
  experience: 'no-experience',
  achievements: 'no-achievements',
  education: 'no-education',
  languages: 'no-languages',
  talents: 'no-talents',
  leadership: 'no-leadership',
  contact: 'no-contact',
};

/** A section that reads the CV: without one it is empty for the reason the section would give. */
function fromCv(render: (ctx: RenderContext, analysis: CvAnalysis) => SectionResult, reason: (ctx: RenderContext) => EmptyReason) {
  return (ctx: RenderContext): SectionResult => (ctx.data.analysis ? render(ctx, ctx.data.analysis) : { items: [], reason: reason(ctx) });
}

const RENDERERS: Readonly<Record<SectionKey, (ctx: RenderContext) => SectionResult>> = {
  headline,
  summary,
  skills: fromCv(skills, () => EMPTY_REASON.skills),
  experience: fromCv(experience, () => EMPTY_REASON.experience),
  achievements: fromCv(achievements, (ctx) => (ctx.lens === 'technical' ? 'no-technical-achievements' : 'no-achievements')),
  education: fromCv(education, () => EMPTY_REASON.education),
  languages: fromCv(languages, () => EMPTY_REASON.languages),
  talents,
  leadership: fromCv(leadership, () => EMPTY_REASON.leadership),
  contact,
};

export function renderSection(key: SectionKey, ctx: RenderContext): SectionResult {
  return RENDERERS[key](ctx);
}
