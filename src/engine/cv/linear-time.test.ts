/**
 * Every text function of the CV engine against 1 MB of hostile text: long runs of letters, digits,
 * dots, dashes, '@', spaces, "a.a.a.", unclosed brackets, … A pattern that backtracks
 * super-linearly takes minutes on these (the e-mail pattern took 35 s on 80 KB); a linear one
 * takes milliseconds. The bound is generous on purpose: it only catches the super-linear ones.
 */
import { describe, expect, it } from 'vitest';
import { stripLevelAnnotation, stripVendorPrefix } from '../taxonomy/level-annotations';
import { matchSkillsInText } from '../taxonomy/match-skills-in-text';
import { skillsInProse } from '../taxonomy/prose-skills';
import { findSkill } from '../taxonomy/taxonomy';
import { analyzeDocument } from './analyze-cv';
import { contactItems, findEmail, findLinks, findPhone, looksLikeName } from './contact';
import { findDateRange, hasYear } from './dates';
import { detectLanguage } from './detect-language';
import { isCareerBreak } from './entries';
import { splitCompanyCity } from './experience';
import { englishLanguageName, isSpokenLanguage, normaliseLevel, parseLanguageItem } from './languages';
import { docxBodyToLines } from './read/read-docx';
import { collapseLetterSpacing as collapseHeading, isAllCaps, isHeadingShaped, isUnderline } from './read/headings';
import { joinWrapped } from './read/pdf-layout';
import { plainTextLines, splitPlainText } from './read/plain-lines';
import { readTxt } from './read/read-txt';
import type { Line, ReadDocument } from './read/types';
import { hasRoleWord, looksLikeJobTitle, looksLikeOrganisation } from './roles';
import { headingKey, inlineHeading } from './sections';
import { splitSkillItems } from './skills';
import {
  collapseLetterSpacing,
  fold,
  isBullet,
  replaceParenthesized,
  splitTopLevel,
  stripBullet,
  stripLeadingSymbols,
  trimSeparators,
  words,
} from './text';

const SIZE = 1_000_000;
// A super-linear pattern takes minutes on 1 MB; linear code takes well under a second, up to 2–3 s
// on a busy two-core machine. 5 s tells the two apart without flaking.
const BOUND_MS = 5_000;

const fill = (unit: string, suffix = '!'): string => unit.repeat(Math.ceil(SIZE / unit.length)).slice(0, SIZE - suffix.length) + suffix;

/** Each ends in a character that makes a match fail late: the worst case for backtracking. */
const ATTACKS: Record<string, string> = {
  letters: fill('a'),
  digits: fill('1'),
  dots: fill('.'),
  dashes: fill('-'),
  ats: fill('@'),
  spaces: fill(' ', 'x'),
  'a.a.a.': fill('a.'),
  'a@a@': fill('a@'),
  'digits and spaces': fill('1 ', 'x'),
  'open brackets': fill('[( '),
  dates: fill('Jan 2020 - '),
  'capital words': fill('Ab '),
  'e-mail-like': fill('a.b-c_d+e'),
};

const line = (text: string): Line => ({ text, page: 1, column: 'full', heading: false });

const FUNCTIONS: Record<string, (s: string) => unknown> = {
  contactItems,
  findEmail,
  findPhone,
  findLinks,
  looksLikeName,
  findDateRange: (s) => findDateRange(s),
  hasYear,
  detectLanguage,
  isCareerBreak,
  splitCompanyCity,
  englishLanguageName,
  normaliseLevel,
  parseLanguageItem,
  isSpokenLanguage,
  docxBodyToLines: (s) => docxBodyToLines(`<w:body><w:p><w:r><w:t>${s}</w:t></w:r></w:p></w:body>`),
  collapseHeading,
  isAllCaps,
  isHeadingShaped,
  isUnderline,
  joinWrapped: (s) => joinWrapped(s, s),
  splitPlainText,
  plainTextLines: (s) => plainTextLines(s, { titleLines: true }),
  hasRoleWord,
  looksLikeJobTitle,
  looksLikeOrganisation,
  headingKey,
  inlineHeading,
  splitSkillItems,
  fold,
  words,
  isBullet,
  stripBullet,
  stripLeadingSymbols,
  collapseLetterSpacing,
  trimSeparators,
  splitTopLevel: (s) => splitTopLevel(s, /[,;]/),
  replaceParenthesized: (s) => replaceParenthesized(s, ' ', true),
  stripLevelAnnotation,
  stripVendorPrefix,
  findSkill,
  matchSkillsInText,
  skillsInProse,
  // the whole analysis on a TXT upload of the text (read and bounded as an upload is) …
  'analyzeDocument(readTxt)': (s) => analyzeDocument(readTxt(new TextEncoder().encode(s))),
  // … and on a document whose one line is the whole megabyte (no reader's bounds in between)
  'analyzeDocument(one line)': (s) => analyzeDocument({ format: 'txt', pages: 1, lines: [line(s)], warnings: [] } satisfies ReadDocument),
};

function elapsed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

describe('CV text functions stay linear on 1 MB of hostile text', () => {
  for (const [name, fn] of Object.entries(FUNCTIONS)) {
    it(
      name,
      () => {
        const slow = Object.entries(ATTACKS)
          .map(([attack, text]) => ({ attack, ms: Math.round(elapsed(() => fn(text))) }))
          .filter((r) => r.ms > BOUND_MS);
        expect(slow).toEqual([]);
      },
      120_000,
    );
  }
});
