/**
 * Hidden talents: transferable talents that a CV's experience shows but its skills section does
 * not name. Pure and deterministic; every piece of evidence is a verbatim sentence of the CV.
 */
import type { CvAnalysis, SkillEntry } from '../cv/types';
import { fold } from '../cv/text';
import type { Relevance, TalentDefinition } from './catalogue';
import { TALENT_CATALOGUE } from './catalogue';
import type { Sentence } from './evidence';
import { cvSentences, isQuantified } from './evidence';

export interface HiddenTalent {
  talent_name: string;
  description: string;
  confidence_score: number;
  supporting_evidence: string[];
  industry_relevance: Record<string, Relevance>;
  development_recommendations: string[];
  status: 'discovered';
  validation_sources: ['cv'];
}

interface Match {
  sentence: Sentence;
  strong: boolean;
}

// The engine never claims certainty: 100 is reserved for a talent the person validated.
const MAX_CONFIDENCE = 95;
const MAX_EVIDENCE = 5;

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
    return talent.listedAs.names.some((n) => name.includes(n)) || (talent.listedAs.categories ?? []).includes(s.category);
  });
}

function findMatches(talent: TalentDefinition, sentences: readonly Sentence[]): Match[] {
  const matches: Match[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences) {
    if (seen.has(sentence.text)) continue;
    const folded = fold(sentence.text);
    if (!talent.triggers.some((re) => re.test(folded))) continue;
    seen.add(sentence.text);
    matches.push({ sentence, strong: talent.quantifiable && isQuantified(folded) });
  }
  return matches;
}

/** Strong evidence weighs more than ordinary; the same talent shown in several roles weighs more still. */
function confidenceOf(matches: readonly Match[]): number {
  const strong = matches.filter((m) => m.strong).length;
  const ordinary = matches.length - strong;
  const sources = new Set(matches.map((m) => m.sentence.source)).size;
  const score = 30 + 18 * Math.min(strong, 3) + 9 * Math.min(ordinary, 4) + 8 * Math.min(sources - 1, 3);
  return Math.min(MAX_CONFIDENCE, Math.round(score));
}

function isEnoughEvidence(matches: readonly Match[]): boolean {
  return matches.some((m) => m.strong) || matches.length >= 2;
}

export function discoverTalents(analysis: CvAnalysis): HiddenTalent[] {
  const sentences = cvSentences(analysis);
  const listed = listedSkills(analysis);
  const found: HiddenTalent[] = [];
  for (const talent of TALENT_CATALOGUE) {
    if (isAlreadyListed(talent, listed)) continue;
    const matches = findMatches(talent, sentences);
    if (!isEnoughEvidence(matches)) continue;
    // strongest evidence first, so the UI's first three lines are the most convincing
    const ordered = [...matches].sort((a, b) => Number(b.strong) - Number(a.strong));
    found.push({
      talent_name: talent.name,
      description: talent.description,
      confidence_score: confidenceOf(matches),
      supporting_evidence: ordered.slice(0, MAX_EVIDENCE).map((m) => m.sentence.text),
      industry_relevance: { ...talent.industry_relevance },
      development_recommendations: [...talent.development_recommendations],
      status: 'discovered',
      validation_sources: ['cv'],
    });
  }
  // stable sort keeps catalogue order for equal confidence: deterministic output
  return found.sort((a, b) => b.confidence_score - a.confidence_score);
}
