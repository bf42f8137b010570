/**
 * The CV analysis contract: the object `analyzeCv` returns and `npm run cv:analyze` prints, stored
 * as a CV's `parsed_data`.
 */
import type { DocumentFormat, ReadError } from './read/types';

export const ENGINE_VERSION = '1.0.0';

/** The CV languages the engine tells apart (ISO 639-1, every EU/EEA language in Latin script); `unknown` when the text gives too little to decide. */
export const CV_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'da', 'nb', 'fi', 'cs', 'sk', 'ro', 'hu', 'hr', 'sl', 'lt', 'lv', 'et'] as const;
export type CvLanguage = (typeof CV_LANGUAGES)[number] | 'unknown';

/** 'YYYY-MM', or 'YYYY' when the CV gives only a year. */
export type CvDate = string;

export interface PersonalInfo {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  links: string[];
  /** how sure the engine is of each field, 0–1 (0 when the field is null) */
  confidence?: { name: number; phone: number; location: number };
}

export interface ExperienceEntry {
  position: string | null;
  company: string | null;
  location: string | null;
  startDate: CvDate | null;
  endDate: CvDate | null;
  current: boolean;
  description: string | null;
  /** how sure the engine is that this is one position with these title, employer and dates, 0–1 */
  confidence?: number;
}

export interface EducationEntry {
  institution: string | null;
  degree: string | null;
  field: string | null;
  startDate: CvDate | null;
  endDate: CvDate | null;
}

export type Proficiency = 'beginner' | 'intermediate' | 'advanced' | 'expert';

export interface SkillEntry {
  /** as written in the CV, level annotation dropped */
  name: string;
  /** taxonomy category id, or 'other' when the taxonomy does not know the skill */
  category: string;
  proficiency: Proficiency;
  /** CV lines that show the skill, verbatim */
  evidence: string[];
  /** the ESCO skill it is (ESCO v1.1.1 URI), when the taxonomy knows one */
  esco_uri?: string;
  /** a Kairos extension ESCO does not name (Kubernetes, Power BI): the broader ESCO skill it belongs to */
  esco_broader_uri?: string;
}

export interface LanguageEntry {
  /** English name ("German", not "Deutsch") */
  name: string;
  /** CEFR, "native", "4/5" for stars/dots, or the level as written; null when none is given */
  level: string | null;
  /** ESCO's language skill for it ("German"), when ESCO has one */
  esco_uri?: string;
}

export interface CvMeta {
  language: CvLanguage;
  /** the file format read, or the record imported ('linkedin', 'json_resume', 'europass': import/build.ts) */
  format: DocumentFormat | 'linkedin' | 'json_resume' | 'europass';
  pages: number;
  engineVersion: string;
  /** filled by the caller, who owns the clock; 0 from the engine itself */
  durationMs: number;
  warnings: string[];
}

export interface CvAnalysis {
  personalInfo: PersonalInfo;
  summary: string | null;
  experience: ExperienceEntry[];
  education: EducationEntry[];
  skills: SkillEntry[];
  languages: LanguageEntry[];
  meta: CvMeta;
}

export type AnalyzeError = ReadError | { code: 'ANALYSIS_FAILED'; message: string };

export type AnalyzeResult = { ok: true; analysis: CvAnalysis } | { ok: false; error: AnalyzeError };
