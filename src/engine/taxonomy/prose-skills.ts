/**
 * Skills named in prose — an experience line, a summary — in any of the six core languages, tolerant
 * of inflection and word order around function words: "Previsioni della domanda" meets "previsione
 * della domanda", "Prognosen" meets "Prognose", "gestione scorte" meets "gestione delle scorte", and a
 * German or Dutch compound ends in a skill ("Lagerbestandsführung" holds "Bestandsführung").
 *
 * It answers "does the CV show this skill?" for the skill gap, the market and the coach; the skills list
 * of the analysis stays what the CV lists (`extractSkills`), whose precision the scorer measures.
 */
import { stripAccents } from './normalise';
import type { Skill } from './skill-schema';
import type { SkillIndex } from './skill-index';
import { loadTaxonomy } from './taxonomy';

export interface ProseSkill {
  readonly skill: Skill;
  /** the words of the text that named it, as written */
  readonly text: string;
}

// Articles, prepositions and conjunctions of the six languages that sit inside skill names and may
// come and go without changing the skill ("gestión de inventario" / "gestión del inventario").
const FUNCTION_WORDS = new Set(
  (
    'a an the of and for in on to with ' +
    'der die das des dem den und fur von im in am zur zum mit ' +
    'de du des la le les l d et en au aux pour par ' +
    'del el los las y e para por con ' +
    'di della delle dello degli dei del il lo gli le la e ed per con da nel nella ' +
    'het een van en voor met op'
  ).split(' '),
);

// Inflection endings of the six languages, longest first; a stem keeps at least four letters so that
// short words ("data", "Lean") are not folded onto others.
const ENDINGS = ['ungen', 'ions', 'ies', 'en', 'er', 'es', 'e', 's', 'i', 'a', 'o'];
const MIN_STEM = 4;
// A compound's head is a skill only when the head alone is long enough to be specific.
const MIN_COMPOUND_HEAD = 9;

export function stem(word: string): string {
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= MIN_STEM && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
}

function words(text: string): { key: string; start: number; end: number }[] {
  const out: { key: string; start: number; end: number }[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}\p{M}]+(?:\+\+|\+|#)?/gu)) {
    const key = stripAccents(m[0]).toLowerCase();
    if (key !== '') out.push({ key, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

interface ProseIndex {
  /** the stems of a spelling's content words, joined by a space → the skill */
  readonly byStems: ReadonlyMap<string, Skill>;
  /** single-word spellings long enough to be a compound's head, stemmed */
  readonly heads: readonly (readonly [string, Skill])[];
  readonly maxWords: number;
}

const cache = new WeakMap<SkillIndex, ProseIndex>();

function proseIndex(index: SkillIndex): ProseIndex {
  const cached = cache.get(index);
  if (cached) return cached;
  const byStems = new Map<string, Skill>();
  const heads: [string, Skill][] = [];
  let maxWords = 1;
  for (const skill of index.skills) {
    for (const term of [skill.name, ...skill.aliases]) {
      // spellings that need context or letter case ("Go", "R", "Sales") stay with the list matcher
      if (skill.ambiguous.includes(term) || skill.matchCase.includes(term)) continue;
      const content = words(term)
        .map((w) => w.key)
        .filter((w) => !FUNCTION_WORDS.has(w));
      if (content.length === 0) continue;
      const key = content.map(stem).join(' ');
      // one word of five letters or fewer is too easily another word in another language
      if (content.length === 1 && content[0]!.length <= 5) continue;
      if (!byStems.has(key)) byStems.set(key, skill);
      if (content.length === 1 && content[0]!.length >= MIN_COMPOUND_HEAD) heads.push([stem(content[0]!), skill]);
      maxWords = Math.max(maxWords, content.length);
    }
  }
  const built = { byStems, heads, maxWords };
  cache.set(index, built);
  return built;
}

/**
 * The skills a piece of prose names, in order of appearance, longest spelling first. A phrase never
 * runs across punctuation (a comma, a full stop, a bullet): "Excel, Planung" is two phrases.
 */
export function skillsInProse(text: string, index: SkillIndex = loadTaxonomy()): ProseSkill[] {
  const { byStems, heads, maxWords } = proseIndex(index);
  const found: ProseSkill[] = [];
  for (const phrase of text.split(/[,;:.!?()[\]{}•·▪●■◦|/\n\r–—]+/u)) {
    const all = words(phrase);
    const content = all.filter((w) => !FUNCTION_WORDS.has(w.key));
    const stems = content.map((w) => stem(w.key));
    let i = 0;
    while (i < content.length) {
      let hit: { skill: Skill; last: number } | undefined;
      for (let n = Math.min(maxWords, content.length - i); n >= 1 && !hit; n--) {
        const skill = byStems.get(stems.slice(i, i + n).join(' '));
        if (skill) hit = { skill, last: i + n - 1 };
      }
      if (!hit && content[i]!.key.length > MIN_COMPOUND_HEAD) {
        const word = stems[i]!;
        const head = heads.find(([h]) => word.length > h.length && word.endsWith(h));
        if (head) hit = { skill: head[1], last: i };
      }
      if (hit) {
        found.push({ skill: hit.skill, text: phrase.slice(content[i]!.start, content[hit.last]!.end) });
        i = hit.last + 1;
      } else i++;
    }
  }
  return found;
}
