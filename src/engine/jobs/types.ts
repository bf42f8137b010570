/**
 * The job-ad contract: what `readJobAd` returns and `npm run job:analyze` prints, what `matchJobAd`
 * and `tailorForAd` answer. Every item keeps the ad's sentence it came from (`source`), so a person
 * can see why the engine read it that way.
 */
import type { CvLanguage, EducationEntry, ExperienceEntry, LanguageEntry, SkillEntry } from '../cv/types';

export const JOB_ENGINE_VERSION = '1.0.0';

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type Cefr = (typeof CEFR_LEVELS)[number];

/** Lowest to highest; an ad's "Bachelor or Master" asks for the lowest it names. */
export const EDUCATION_LEVELS = ['secondary', 'vocational', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export type Workplace = 'remote' | 'hybrid' | 'on-site';
export type ContractType = 'permanent' | 'fixed-term' | 'freelance' | 'internship' | 'apprenticeship';
export type Hours = 'full-time' | 'part-time';
export type SalaryPeriod = 'year' | 'month' | 'hour';

export interface Sourced<T> {
  value: T;
  /** the ad's sentence (or line) it was read from, verbatim */
  source: string;
}

export interface AdSkill {
  /** taxonomy id (a Kairos id or esco-<uuid>) */
  id: string;
  /** the taxonomy's name */
  name: string;
  /** as written in the ad */
  text: string;
  /** a must-have; false for a nice-to-have */
  required: boolean;
  source: string;
  esco_uri?: string;
}

export interface AdLanguageRequirement {
  /** English name ("German") */
  name: string;
  /** the CEFR level the ad asks for (words like "fluent" read as their usual level), null when none */
  level: Cefr | null;
  required: boolean;
  source: string;
}

export interface AdSalary {
  min: number | null;
  max: number | null;
  /** ISO 4217 */
  currency: string;
  period: SalaryPeriod | null;
  source: string;
}

export interface JobAd {
  title: Sourced<string> | null;
  occupation: { id: string; title: string; esco_uri?: string; source: string } | null;
  employer: Sourced<string> | null;
  place: { value: string; country?: string; source: string } | null;
  workplace: Sourced<Workplace> | null;
  contract: Sourced<ContractType> | null;
  hours: Sourced<Hours> | null;
  skills: AdSkill[];
  languages: AdLanguageRequirement[];
  experienceYears: { min: number; source: string } | null;
  education: { level: EducationLevel; source: string } | null;
  salary: AdSalary | null;
  /** the ad's own language; 'unknown' when the text gives too little to decide */
  language: CvLanguage;
  meta: { engineVersion: string; sentences: number; warnings: string[] };
}

/** The parts of a person's (corrected) CV record the match reads: the stored analysis fits it. */
export interface JobRecord {
  personalInfo: { location: string | null };
  summary: string | null;
  experience: Pick<ExperienceEntry, 'position' | 'company' | 'startDate' | 'endDate' | 'current' | 'description'>[];
  education: Pick<EducationEntry, 'institution' | 'degree' | 'field'>[];
  skills: Pick<SkillEntry, 'name' | 'evidence' | 'esco_uri'>[];
  languages: Pick<LanguageEntry, 'name' | 'level'>[];
}

export type Relocation = 'no' | 'within-country' | 'anywhere';

export interface MatchPerson {
  /** where the person lives; the record's location when not given */
  location?: string | null;
  /** how far the person would move; null when not said */
  relocation: Relocation | null;
  /** 'YYYY-MM' the caller considers now: current roles count up to it */
  now: string;
}

export type MatchPartKind = 'must' | 'nice' | 'languages' | 'experience' | 'education' | 'location';

export interface MatchPart {
  kind: MatchPartKind;
  /** its share of the score when the ad states it */
  weight: number;
  /** 0–1 */
  earned: number;
  /** false when the ad (or the record) says nothing to compare: the part does not count */
  counted: boolean;
}

export interface SkillCoverage {
  id: string;
  name: string;
  /** as the ad wrote it */
  adText: string;
  required: boolean;
  status: 'covered' | 'related' | 'missing';
  /** the CV line that shows it, verbatim (null when missing) */
  evidence: string | null;
  /** the CV's skills list names it (false: only its bullets or summary show it) */
  inSkillsList: boolean;
  /** for 'related': the person's skill that is close to it */
  via?: string;
  source: string;
}

export interface LanguageCoverage {
  name: string;
  need: Cefr | null;
  /** the CV's level as written ("C1", "native", "fluent"), null when the CV does not name the language */
  have: string | null;
  status: 'met' | 'below' | 'level-unknown' | 'missing';
  required: boolean;
  source: string;
}

export interface JobMatch {
  /** 0–100 */
  score: number;
  parts: MatchPart[];
  skills: SkillCoverage[];
  languages: LanguageCoverage[];
  experience: { need: number; have: number; status: 'met' | 'below'; source: string } | null;
  education: { need: EducationLevel; have: EducationLevel | null; status: 'met' | 'below' | 'missing'; evidence: string | null; source: string } | null;
  location: {
    status: 'remote' | 'same-city' | 'same-country' | 'relocation' | 'too-far' | 'unknown';
    ad: string | null;
    person: string | null;
    relocation: Relocation | null;
  };
  /** must-haves the record does not show: the suggestions a person can turn into tasks */
  missingMustHaves: { id: string; name: string; adText: string }[];
}

export interface TailoredLine {
  /** the CV's line, verbatim */
  line: string;
  position: string | null;
  company: string | null;
  /** index into the record's experience */
  experienceIndex: number;
  /** the ad's skills this line shows */
  skills: string[];
}

/**
 * Tailoring that never invents: every line is the person's own. This object is the seam for a
 * tailored CV export: a renderer orders the experience by `experienceOrder` and highlights
 * `leadWith`'s lines, and may add `addToSkillsList` to the skills list (each shown by its evidence).
 */
export interface Tailoring {
  leadWith: TailoredLine[];
  /** the record's experience indices, most relevant to the ad first */
  experienceOrder: number[];
  /** skills the CV's bullets show but its skills list does not name */
  addToSkillsList: { name: string; evidence: string }[];
  /** the applicant-tracking view: the ad's words that the CV's text does not contain literally */
  atsMissingTerms: { term: string; required: boolean; coveredOtherwise: boolean }[];
  coverLetter: { language: MessageLanguage; text: string };
}

export const MESSAGE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** What the coach needs to answer "am I ready for this one?" and "what should I learn first?". */
export interface CoachMatchSummary {
  score: number;
  verdict: 'ready' | 'close' | 'stretch';
  learnFirst: string[];
  strengths: string[];
  /** one paragraph in the asked language */
  text: string;
}
