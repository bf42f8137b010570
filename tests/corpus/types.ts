/** The corpus generator's vocabulary types: a locale (one language + country) and an occupation. */

export const LANGS = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pt',
  'pl',
  'sv',
  'da',
  'nb',
  'fi',
  'cs',
  'sk',
  'ro',
  'hu',
  'hr',
  'sl',
  'lt',
  'lv',
  'et',
] as const;
export type Lang = (typeof LANGS)[number];
/** A CV language plus `en-US` (US résumé conventions: Letter paper, "City, ST", "(312) 555-0123"). */
export type LocaleId = Lang | 'en-US';
/** Languages a persona may speak (CV languages plus a few neighbours). */
export type SpokenLang = Lang | 'ru' | 'uk' | 'ca';

export const SECTORS = [
  'health',
  'build',
  'hospitality',
  'logistics',
  'retail',
  'office',
  'industry',
  'public',
  'education',
  'agri',
  'aviation',
  'tech',
  'media',
] as const;
export type Sector = (typeof SECTORS)[number];

export const OCCUPATION_IDS = [
  'nurse',
  'electrician',
  'accountant',
  'chef',
  'teacher',
  'logistics-planner',
  'lawyer',
  'hr-manager',
  'pilot',
  'sales-rep',
  'civil-engineer',
  'pharmacist',
  'social-worker',
  'architect',
  'journalist',
  'mechanic',
  'hotel-manager',
  'police-officer',
  'translator',
  'data-analyst',
  'marketing-manager',
  'researcher',
  'software-engineer',
  'physiotherapist',
  'farmer',
  'buyer',
  'carpenter',
  'retail-manager',
  'customs-officer',
  'dental-assistant',
  'graphic-designer',
  'bank-advisor',
] as const;
export type OccupationId = (typeof OCCUPATION_IDS)[number];

export type DateStyle =
  'MM/YYYY' | 'MM.YYYY' | 'MM.YYYY.' | 'M/YYYY' | 'MM-YYYY' | 'YYYY-MM' | 'YYYY.MM' | 'MMMM YYYY' | 'MMM YYYY' | 'YYYY. MMMM' | 'YYYY';

export interface City {
  city: string;
  postcode: string;
  /** US state code or region, when CVs print one */
  region?: string;
}

export interface Locale {
  id: LocaleId;
  lang: Lang;
  /** the country's name as the CV writes it */
  country: string;
  firstNames: { f: string[]; m: string[] };
  /** a pair is [male form, female form] (Kowalski / Kowalska, Novák / Nováková) */
  lastNames: (string | [string, string])[];
  cities: City[];
  /** street i lies in city i (the list wraps when shorter) */
  streets: string[];
  /** address line pattern: {street} {no} {postcode} {city} */
  address: string;
  /** phone patterns, `#` = a random digit; fictional ranges where the country has them */
  phones: string[];
  legalForms: string[];
  /** employer name templates per sector: {last} (a surname), {city}, {legal} (a legal form) */
  employers: Record<Sector, string[]>;
  headings: {
    profile: string;
    experience: string;
    education: string;
    skills: string;
    languages: string;
    certificates: string;
    interests: string;
    contact: string;
    personal: string;
  };
  labels: { phone: string; email: string; address: string; born: string };
  /** word above the name on CVs of this country ("Lebenslauf", "Curriculum vitae"), if any */
  cvTitle?: string;
  /** CVs of this country often print a birth date */
  birthDate: boolean;
  months: string[];
  monthsShort: string[];
  dateStyles: DateStyle[];
  /** words for "until now" ("heute", "aujourd'hui", "d.d.") */
  present: string[];
  /** a current role written as "since X": {d} is the date ("seit {d}", "{d} alkaen") */
  since: string[];
  levels: { native: string[]; fluent: string[]; good: string[]; basic: string[] };
  languageNames: Partial<Record<SpokenLang, string>>;
  institutions: { university: string[]; vocational: string[]; school: string[] };
  /** per occupation: [title, senior title, degree] in this language */
  occ: Record<OccupationId, [string, string, string]>;
  /** achievement bullets: {n} a count, {p} a percentage, {m} months, {k} a money amount */
  bullets: string[];
  interests: string[];
  /** profile sentence: {title}, {years} */
  summaries: string[];
}

export type EducationKind = 'university' | 'vocational';

export interface Occupation {
  id: OccupationId;
  sector: Sector;
  education: EducationKind;
  /** "en|de|fr|es|it|nl" skill spellings (taxonomy names/aliases); an empty slot falls back to English */
  skills: string[];
  /** certificates and licences: printed under Certificates, never skills */
  certificates: string[];
  /** English achievement bullets for this job family */
  bullets: string[];
}
