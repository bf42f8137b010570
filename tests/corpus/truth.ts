/** The ground truth of a generated CV, in the shared `*.truth.json` format (see cv-samples/README.md). */
import { ENGLISH_LANGUAGE_NAMES } from './data/locales';
import type { Layout } from './layouts';
import { dots, languageLevel, locationText, type Cv, type Ym } from './persona';

export interface TruthFile {
  schemaVersion: 1;
  provenance: string;
  contact: { full_name: string; email: string; phone: string; location: string[] };
  experience: { title: string; company: string; start: string; end: string }[];
  education: { degree: string; institution: string }[];
  skills: string[];
  languages: { name: string; level: string }[];
}

const ym = (d: Ym, yearOnly: boolean): string => (yearOnly ? String(d.y) : `${d.y}-${String(d.m).padStart(2, '0')}`);

export function buildTruth(cv: Cv, layout: Layout, provenance: string): TruthFile {
  return {
    schemaVersion: 1,
    provenance,
    contact: { full_name: cv.name, email: cv.email, phone: cv.phone, location: [...new Set(locationText(cv).accepted)] },
    experience: cv.jobs.map((j) => ({
      title: j.title,
      company: j.company,
      start: ym(j.start, j.yearOnly),
      end: j.end === 'present' ? 'present' : ym(j.end, j.yearOnly),
    })),
    education: cv.education.map((e) => ({ degree: e.degree, institution: e.institution })),
    skills: [...cv.skills],
    languages: cv.languages.map((l, i) => ({
      name: ENGLISH_LANGUAGE_NAMES[l.code],
      level: layout.dotLevels ? `${dots(l)}/5` : languageLevel(cv, l, i),
    })),
  };
}
