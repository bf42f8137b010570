/**
 * Tailoring a CV to an ad without inventing: it only chooses, orders and quotes the person's own
 * lines. The result is the seam for a tailored CV export (see `Tailoring`).
 */
import { fold } from '../cv/text';
import { matchSkillsInText } from '../taxonomy/match-skills-in-text';
import { languageName } from './language-names';
import { recordLines, yearsOfExperience } from './match';
import { JOB_MESSAGES, messageLanguage } from './messages/messages';
import type { JobAd, JobMatch, JobRecord, MatchPerson, TailoredLine, Tailoring } from './types';

const MAX_LEAD_LINES = 6;
const MAX_LETTER_EVIDENCE = 4;

function leadLines(record: JobRecord, ad: JobAd): { lines: TailoredLine[]; order: number[] } {
  const weight = new Map(ad.skills.map((s) => [s.id, s.required ? 2 : 1]));
  const names = new Map(ad.skills.map((s) => [s.id, s.name]));
  const byExperience = new Map<number, number>();
  const scored: (TailoredLine & { score: number })[] = [];
  for (const line of recordLines(record)) {
    if (line.experienceIndex === null || line.kind !== 'bullet') continue;
    const ids = [...new Set(matchSkillsInText(line.text).map((m) => m.skill.id))].filter((id) => weight.has(id));
    if (ids.length === 0) continue;
    const score = ids.reduce((n, id) => n + (weight.get(id) ?? 0), 0);
    const e = record.experience[line.experienceIndex];
    byExperience.set(line.experienceIndex, (byExperience.get(line.experienceIndex) ?? 0) + score);
    scored.push({ line: line.text, position: e.position, company: e.company, experienceIndex: line.experienceIndex, skills: ids.map((id) => names.get(id) ?? id), score });
  }
  scored.sort((a, b) => b.score - a.score || a.experienceIndex - b.experienceIndex);
  const order = record.experience.map((_, i) => i).sort((a, b) => (byExperience.get(b) ?? 0) - (byExperience.get(a) ?? 0) || a - b);
  return { lines: scored.slice(0, MAX_LEAD_LINES).map(({ score: _score, ...rest }) => rest), order };
}

function recordText(record: JobRecord): string {
  return fold(
    [
      record.summary ?? '',
      ...record.experience.flatMap((e) => [e.position ?? '', e.company ?? '', e.description ?? '']),
      ...record.education.flatMap((e) => [e.degree ?? '', e.field ?? '']),
      ...record.skills.flatMap((s) => [s.name, ...s.evidence]),
    ].join('\n'),
  );
}

function containsTerm(haystack: string, term: string): boolean {
  const t = fold(term).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${t}(?![\\p{L}\\p{N}])`, 'u').test(haystack);
}

export function coverLetter(record: JobRecord & { personalInfo: { name?: string | null } }, ad: JobAd, match: JobMatch, person: MatchPerson): Tailoring['coverLetter'] {
  const language = messageLanguage(ad.language);
  const m = JOB_MESSAGES[language];
  const title = ad.title?.value ?? ad.occupation?.title ?? '';
  const parts: string[] = [m.greeting, '', m.opening(title, ad.employer?.value ?? null)];
  const evidence = match.skills.filter((s) => s.status === 'covered' && s.evidence).sort((a, b) => Number(b.required) - Number(a.required));
  const seen = new Set<string>();
  const items: string[] = [];
  for (const s of evidence) {
    if (seen.has(s.evidence!) || items.length >= MAX_LETTER_EVIDENCE) continue;
    seen.add(s.evidence!);
    items.push(m.evidenceItem(s.adText, m.quote(s.evidence!)));
  }
  if (items.length > 0) parts.push('', m.evidenceIntro, ...items);
  const years = Math.floor(yearsOfExperience(record, person.now));
  if (years >= 1 && match.experience) parts.push('', m.experience(years));
  const langs = match.languages.filter((l) => l.have).map((l) => `${languageName(l.name, language)} (${l.have === 'native' ? m.native : l.have})`);
  if (langs.length > 0) parts.push(m.languages(m.list(langs)));
  parts.push('', m.closing, '', m.signoff);
  if (record.personalInfo.name) parts.push(record.personalInfo.name);
  return { language, text: parts.join('\n') };
}

export function tailorForAd(record: JobRecord & { personalInfo: { name?: string | null } }, ad: JobAd, match: JobMatch, person: MatchPerson): Tailoring {
  const { lines, order } = leadLines(record, ad);
  const text = recordText(record);
  return {
    leadWith: lines,
    experienceOrder: order,
    addToSkillsList: match.skills.filter((s) => s.status === 'covered' && !s.inSkillsList && s.evidence).map((s) => ({ name: s.name, evidence: s.evidence! })),
    atsMissingTerms: ad.skills.filter((s) => !containsTerm(text, s.text)).map((s) => ({ term: s.text, required: s.required, coveredOtherwise: match.skills.some((c) => c.id === s.id && c.status !== 'missing') })),
    coverLetter: coverLetter(record, ad, match, person),
  };
}
