/**
 * Hidden talents (ADR 019): transferable talents that a CV's experience shows but its skills section
 * does not name. Pure and deterministic; every piece of evidence is a sentence of the CV as written.
 *
 * Confidence is calibrated from the evidence: how many independent lines show the talent (lines
 * from different roles count fully, more lines from the same role less), how recent the role of
 * each line is, and how strongly it is worded (ownership or a stated scale beats an action, an
 * action beats a mention). One line supports at most two talents, the two it shows most clearly.
 */
import type { CvAnalysis, SkillEntry } from '../cv/types';
import { fold } from '../cv/text';
import { ESCO_SKILL_PREFIX } from '../taxonomy/esco-data';
import type { CueStrength, Industry, Relevance, TalentDefinition, TalentId } from './catalogue';
import { TALENT_CATALOGUE } from './catalogue';
import type { Sentence } from './evidence';
import { cvSentences, isQuantified } from './evidence';
import { en } from './messages/en';
import type { TalentMessageParams } from './messages/types';

export type { TalentMessageParams } from './messages/types';

export interface HiddenTalent {
  /** English, for stored rows and readers that do not render messages */
  talent_name: string;
  description: string;
  confidence_score: number;
  supporting_evidence: string[];
  /** at most four industries where the talent matters most */
  industry_relevance: Record<string, Relevance>;
  development_recommendations: string[];
  status: 'discovered';
  validation_sources: ['cv'];
  /** the ESCO transversal skill (v1.1.1 URI) the talent corresponds to */
  esco_uri?: string;
  /** message key of the talent's texts (`messages/<lang>.ts`): the interface renders them in its language */
  talent_key: TalentId;
  /** what the evidence explanation says, as parameters of the message */
  message_params: TalentMessageParams;
  /** English evidence explanation */
  evidence_explanation: string;
}

export interface DiscoverOptions {
  /** 'YYYY-MM' (or a longer ISO date): "now" for recency; without it, the CV's latest date */
  referenceDate?: string;
}

interface Line {
  sentence: Sentence;
  folded: string;
  quantified: boolean;
  /** 1 for a current role, down to 0.45 for one that ended more than ten years ago */
  recency: number;
  /** the year the line's role ended (the reference year for a current role) */
  year: number | null;
}

interface Match {
  line: number;
  strength: CueStrength;
  /** the cue's own strength, before a figure in the line raised it */
  base: CueStrength;
  /** strength × recency, 0–1 */
  weight: number;
}

// The engine never claims certainty: 100 is reserved for a talent the person validated.
const MAX_CONFIDENCE = 92;
const MAX_EVIDENCE = 5;
const TALENTS_PER_LINE = 2;
/** a second, third… line from the same role adds this share of its weight */
const SAME_ROLE_FACTOR = 0.5;

/**
 * Skills the CV lists itself. When a CV has no skills section the engine collects skills from the
 * experience text; those must not hide a talent, or the text would hide its own evidence.
 */
function listedSkills(analysis: CvAnalysis): SkillEntry[] {
  const textLines = new Set<string>();
  for (const role of analysis.experience) for (const l of (role.description ?? '').split('\n')) textLines.add(l.trim());
  if (analysis.summary) textLines.add(analysis.summary.trim());
  return analysis.skills.filter((s) => s.evidence.length === 0 || !textLines.has((s.evidence[0] ?? '').trim()));
}

function isAlreadyListed(talent: TalentDefinition, skills: readonly SkillEntry[]): boolean {
  return skills.some((s) => {
    const name = fold(s.name);
    return talent.listedAs.some((n) => name.includes(n));
  });
}

/** 'YYYY-MM' or 'YYYY' → fractional year. */
function yearOf(date: string | null | undefined): number | null {
  const m = /^(\d{4})(?:-(\d{2}))?/.exec(date ?? '');
  if (!m) return null;
  return Number(m[1]) + (m[2] ? (Number(m[2]) - 1) / 12 : 0.5);
}

function referenceYear(analysis: CvAnalysis, referenceDate: string | undefined): number | null {
  const given = yearOf(referenceDate);
  if (given !== null) return given;
  const dates = analysis.experience.flatMap((r) => [yearOf(r.startDate), yearOf(r.endDate)]).filter((y): y is number => y !== null);
  return dates.length ? Math.max(...dates) : null;
}

/** How much a line from a role that ended `yearsAgo` years ago still says about the person now. */
function recencyWeight(yearsAgo: number): number {
  if (yearsAgo <= 1) return 1;
  if (yearsAgo <= 3) return 0.9;
  if (yearsAgo <= 6) return 0.75;
  if (yearsAgo <= 10) return 0.6;
  return 0.45;
}

function linesOf(analysis: CvAnalysis, reference: number | null): Line[] {
  const seen = new Set<string>();
  const lines: Line[] = [];
  for (const sentence of cvSentences(analysis)) {
    if (seen.has(sentence.text)) continue; // the same words twice are one piece of evidence
    seen.add(sentence.text);
    const folded = fold(sentence.text);
    let recency = 0.8;
    let year: number | null = null;
    if (sentence.role !== null) {
      const role = analysis.experience[sentence.role]!;
      const open = role.current || (role.endDate === null && role.startDate !== null);
      const end = open ? reference : yearOf(role.endDate);
      year = end === null ? null : Math.floor(end);
      recency = end === null || reference === null ? 0.7 : recencyWeight(Math.max(0, reference - end));
    }
    lines.push({ sentence, folded, quantified: isQuantified(folded), recency, year });
  }
  return lines;
}

/** The strength with which `line` shows `talent` (0 when it does not), and the cue's own strength. */
function strengthOf(talent: TalentDefinition, line: Line): { strength: number; base: number } {
  if (talent.exclude?.some((re) => re.test(line.folded))) return { strength: 0, base: 0 };
  let base = 0;
  for (const cue of talent.cues) if (cue.strength > base && cue.re.test(line.folded)) base = cue.strength;
  let strength = base;
  // a stated scale or result makes an action convincing for talents about outcomes and people
  if (talent.quantifiable && line.quantified && strength === 2) strength = 3;
  // a job title names a role; what the person did there says more
  if (line.sentence.title) strength = Math.min(strength, 2);
  return { strength, base };
}

/** Evidence mass: lines from different roles count fully, further lines from one role half. */
function evidenceMass(matches: readonly Match[], lines: readonly Line[]): number {
  const perSource = new Map<string, number>();
  let mass = 0;
  for (const m of [...matches].sort((a, b) => b.weight - a.weight)) {
    const source = lines[m.line]!.sentence.source;
    const before = perSource.get(source) ?? 0;
    mass += m.weight * (before === 0 ? 1 : SAME_ROLE_FACTOR);
    perSource.set(source, before + 1);
  }
  return mass;
}

/** Precision first: one strongly worded line, or two clear ones with enough weight together. */
function isEnoughEvidence(matches: readonly Match[], mass: number): boolean {
  const strong = matches.some((m) => m.strength === 3);
  const clear = matches.filter((m) => m.strength >= 2).length;
  return (strong && mass >= 0.55) || (clear >= 2 && mass >= 0.85);
}

/** 0 evidence → 30; the curve flattens towards 92 as independent, recent, strong lines add up. */
export function confidenceFromMass(mass: number): number {
  return Math.min(MAX_CONFIDENCE, Math.round(30 + 62 * (1 - Math.exp(-mass / 1.4))));
}

export function discoverTalents(analysis: CvAnalysis, options: DiscoverOptions = {}): HiddenTalent[] {
  const reference = referenceYear(analysis, options.referenceDate);
  const lines = linesOf(analysis, reference);
  const listed = listedSkills(analysis);
  const candidates = TALENT_CATALOGUE.filter((t) => !isAlreadyListed(t, listed));

  // every (talent, line) pair the cues find
  const all = candidates.map((talent) => {
    const matches: Match[] = [];
    lines.forEach((line, i) => {
      const { strength, base } = strengthOf(talent, line);
      if (strength > 0) matches.push({ line: i, strength: strength as CueStrength, base: base as CueStrength, weight: (strength / 3) * line.recency });
    });
    return { talent, matches, mass: evidenceMass(matches, lines) };
  });

  // each line supports the (at most) two talents it shows most clearly; ties go to the better-supported talent
  const byLine = new Map<number, { talent: number; match: Match }[]>();
  all.forEach((c, t) => c.matches.forEach((match) => byLine.set(match.line, [...(byLine.get(match.line) ?? []), { talent: t, match }])));
  const kept = new Set<string>();
  for (const [line, claimsOfLine] of byLine) {
    // a broad talent takes a line only when no specific talent reads it
    const specific = claimsOfLine.filter((c) => !all[c.talent]!.talent.generic);
    const claims = specific.length ? specific : claimsOfLine;
    claims
      .sort(
        (a, b) =>
          b.match.strength - a.match.strength ||
          b.match.base - a.match.base ||
          all[b.talent]!.mass - all[a.talent]!.mass ||
          a.talent - b.talent,
      )
      .slice(0, TALENTS_PER_LINE)
      .forEach((c) => kept.add(`${c.talent}:${line}`));
  }

  const found: HiddenTalent[] = [];
  all.forEach(({ talent, matches }, t) => {
    const own = matches.filter((m) => kept.has(`${t}:${m.line}`));
    const mass = evidenceMass(own, lines);
    if (!isEnoughEvidence(own, mass)) return;
    // strongest and most recent evidence first, so the UI's first lines are the most convincing
    const ordered = [...own].sort((a, b) => b.weight - a.weight || a.line - b.line);
    const years = own.map((m) => lines[m.line]!.year).filter((y): y is number => y !== null);
    const params: TalentMessageParams = {
      lines: own.length,
      roles: new Set(own.map((m) => lines[m.line]!.sentence.source)).size,
      latest_year: years.length ? Math.max(...years) : null,
      strong: own.filter((m) => m.strength === 3).length,
    };
    const text = en.talents[talent.id];
    found.push({
      talent_name: text.name,
      description: text.description,
      confidence_score: confidenceFromMass(mass),
      supporting_evidence: ordered.slice(0, MAX_EVIDENCE).map((m) => lines[m.line]!.sentence.text),
      industry_relevance: Object.fromEntries(Object.entries(talent.industries).filter((e): e is [Industry, 'high' | 'medium'] => e[1] !== undefined)),
      development_recommendations: [...text.path],
      status: 'discovered',
      validation_sources: ['cv'],
      ...(talent.escoTransversal ? { esco_uri: ESCO_SKILL_PREFIX + talent.escoTransversal } : {}),
      talent_key: talent.id,
      message_params: params,
      evidence_explanation: en.explanation(params),
    });
  });
  // stable sort keeps catalogue order for equal confidence: deterministic output
  return found.sort((a, b) => b.confidence_score - a.confidence_score);
}
