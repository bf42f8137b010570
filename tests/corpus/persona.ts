/**
 * Builds one CV's content (a persona with a career) from a locale and an occupation. Everything a
 * layout prints comes from here, so the ground truth is known by construction.
 */
import { ENGLISH_LANGUAGE_NAMES, LOCALES } from './data/locales';
import { OCCUPATIONS } from './data/occupations';
import type { Rng } from './prng';
import type { City, DateStyle, Lang, Locale, LocaleId, Occupation, Sector, SpokenLang } from './types';

/** The corpus is anchored to a fixed month, not to today, so a seed always gives the same files. */
export const REFERENCE = { y: 2025, m: 10 } as const;

export interface Ym {
  y: number;
  m: number;
}

export interface Job {
  title: string;
  company: string;
  city: string;
  start: Ym;
  end: Ym | 'present';
  /** printed with years only */
  yearOnly: boolean;
  bullets: string[];
}

export interface Education {
  degree: string;
  institution: string;
  city: string;
  start: number;
  end: number;
}

export type Cefr = 'native' | 'C2' | 'C1' | 'B2' | 'B1' | 'A2';

export interface SpokenLanguage {
  code: SpokenLang;
  cefr: Cefr;
}

export type LevelStyle = 'cefr' | 'word' | 'word-cefr';
export type LocationStyle = 'address' | 'city' | 'city-country';

export interface Cv {
  locale: Locale;
  occupation: Occupation;
  gender: 'f' | 'm';
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  city: City;
  address: string;
  birthDate: string | null;
  headline: string;
  summary: string;
  jobs: Job[];
  education: Education[];
  skills: string[];
  certificates: { name: string; year: number }[];
  languages: SpokenLanguage[];
  interests: string[];
  style: {
    dateStyle: DateStyle;
    rangeSep: string;
    present: string;
    /** a current role printed as "seit 04/2021" rather than "04/2021 – heute" */
    since: string | null;
    levelStyle: LevelStyle;
    locationStyle: LocationStyle;
    bullet: string;
  };
}

const SKILL_LANGS: Lang[] = ['en', 'de', 'fr', 'es', 'it', 'nl'];

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[øØ]/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[łŁ]/g, 'l')
    .replace(/[đĐ]/g, 'd')
    .replace(/ı/g, 'i')
    .toLowerCase();
}

function fillDigits(rng: Rng, pattern: string): string {
  return pattern.replace(/#/g, () => String(rng.int(0, 9)));
}

export function skillName(spec: string, lang: Lang): string {
  const parts = spec.split('|');
  const at = SKILL_LANGS.indexOf(lang);
  return (at > 0 && parts[at]) || parts[0];
}

function fillTemplate(rng: Rng, template: string, locale: Locale, surname: () => string): string {
  return template
    .replace(/\{last\}/g, surname)
    .replace(/\{city\}/g, () => rng.pick(locale.cities).city)
    .replace(/\{legal\}/g, () => rng.pick(locale.legalForms))
    .replace(/\s+/g, ' ')
    .trim();
}

function fillBullet(rng: Rng, template: string, currency: string): string {
  return template
    .replace(/\{n\}/g, () => String(rng.pick([3, 4, 6, 8, 12, 15, 25, 40, 120])))
    .replace(/\{p\}/g, () => String(rng.int(8, 35)))
    .replace(/\{m\}/g, () => String(rng.pick([6, 9, 12, 18])))
    .replace(/\{k\}/g, () => `${rng.pick(['250k', '1.2 M', '480k', '2.5 M'])} ${currency}`);
}

const CURRENCY: Partial<Record<LocaleId, string>> = {
  en: 'GBP',
  'en-US': 'USD',
  pl: 'PLN',
  sv: 'SEK',
  da: 'DKK',
  nb: 'NOK',
  cs: 'CZK',
  ro: 'RON',
  hu: 'HUF',
};

function surnameFor(entry: string | [string, string], gender: 'f' | 'm'): string {
  return typeof entry === 'string' ? entry : gender === 'f' ? entry[1] : entry[0];
}

function addMonths(d: Ym, n: number): Ym {
  const t = d.y * 12 + (d.m - 1) + n;
  return { y: Math.floor(t / 12), m: (t % 12) + 1 };
}

function monthsBetween(a: Ym, b: Ym): number {
  return (b.y - a.y) * 12 + (b.m - a.m);
}

const LEVEL_POOL: Cefr[] = ['C2', 'C1', 'C1', 'B2', 'B2', 'B1', 'A2'];

export interface PersonaOptions {
  localeId: LocaleId;
  occupationId?: Occupation['id'];
  /** the layout needs two consecutive roles at one employer */
  promotion?: boolean;
  /** fewer jobs and bullets (one-page layouts) */
  compact?: boolean;
  /** more jobs and bullets (two-page layouts) */
  long?: boolean;
}

export function buildPersona(rng: Rng, options: PersonaOptions): Cv {
  const locale = LOCALES[options.localeId];
  const occupation = options.occupationId ? OCCUPATIONS.find((o) => o.id === options.occupationId)! : rng.pick(OCCUPATIONS);
  const gender = rng.chance(0.5) ? 'f' : 'm';
  const firstName = rng.pick(locale.firstNames[gender]);
  const lastName = surnameFor(rng.pick(locale.lastNames), gender);
  const name = `${firstName} ${lastName}`;
  const emailLast = fold(lastName.split(' ')[0] === lastName ? lastName : lastName.split(' ')[0]).replace(/[^a-z]/g, '');
  const emailFirst = fold(firstName.split(' ')[0]).replace(/[^a-z]/g, '');
  const email = rng.pick([
    `${emailFirst}.${emailLast}@example.com`,
    `${emailFirst}${emailLast}@example.com`,
    `${emailFirst[0]}.${emailLast}@example.com`,
  ]);
  const phone = fillDigits(rng, rng.pick(locale.phones));
  const cityIndex = rng.int(0, locale.cities.length - 1);
  const city = locale.cities[cityIndex];
  const address = locale.address
    .replace('{street}', locale.streets[cityIndex % locale.streets.length])
    .replace('{no}', String(rng.int(2, 148)))
    .replace('{postcode}', city.postcode)
    .replace('{city}', city.city)
    .replace('{region}', city.region ?? '');
  const birthYear = REFERENCE.y - rng.int(27, 55);
  const birthDate =
    locale.birthDate && rng.chance(0.6)
      ? `${String(rng.int(1, 28)).padStart(2, '0')}.${String(rng.int(1, 12)).padStart(2, '0')}.${birthYear}`
      : null;

  const otherSurname = (): string => {
    const s = surnameFor(rng.pick(locale.lastNames), 'm');
    return s.charAt(0).toUpperCase() + s.slice(1);
  };
  const [title, seniorTitle, degree] = locale.occ[occupation.id];
  const currency = CURRENCY[locale.id] ?? 'EUR';
  const bulletPool = locale.lang === 'en' ? [...occupation.bullets, ...locale.bullets] : locale.bullets;

  // career, newest first
  const jobCount = options.compact ? rng.int(2, 3) : options.long ? rng.int(4, 5) : rng.int(2, 4);
  const current = rng.chance(0.75);
  let end: Ym | 'present' = current ? 'present' : addMonths(REFERENCE, -rng.int(1, 10));
  const jobs: Job[] = [];
  const companyFor = (sector: Sector): string => fillTemplate(rng, rng.pick(locale.employers[sector]), locale, otherSurname);
  for (let i = 0; i < jobCount; i++) {
    const endYm: Ym = end === 'present' ? REFERENCE : end;
    const start = addMonths(endYm, -rng.int(14, 62));
    const company = companyFor(occupation.sector);
    jobs.push({
      title: i === 0 && jobCount > 1 ? seniorTitle : title,
      company,
      // an employer named after a city ("Klinikum Augsburg", "Comune di Bologna") is in that city
      city: locale.cities.find((c) => company.includes(c.city))?.city ?? rng.pick(locale.cities).city,
      start,
      end,
      yearOnly: false,
      bullets: rng
        .sample(bulletPool, options.compact ? rng.int(2, 3) : options.long ? rng.int(3, 4) : rng.int(2, 4))
        .map((b) => fillBullet(rng, b, currency)),
    });
    end = addMonths(start, -rng.int(1, 4));
  }
  // a promotion: the two newest roles at one employer, back to back
  if (jobs.length > 1 && (options.promotion || rng.chance(0.25))) {
    jobs[1].company = jobs[0].company;
    jobs[1].city = jobs[0].city;
    jobs[1].end = addMonths(jobs[0].start, -1);
  }
  // an old job given in years only, as many CVs do
  if (jobs.length >= 3 && rng.chance(0.3)) jobs[jobs.length - 1].yearOnly = true;

  const careerStart = jobs[jobs.length - 1].start;
  const years = Math.max(2, Math.round(monthsBetween(careerStart, REFERENCE) / 12));
  const kind = occupation.education;
  const eduEnd = careerStart.y - (rng.chance(0.6) ? 0 : 1);
  const education: Education[] = [
    {
      degree,
      institution: rng.pick(locale.institutions[kind]),
      city: rng.pick(locale.cities).city,
      start: eduEnd - (kind === 'university' ? rng.int(3, 5) : rng.int(2, 3)),
      end: eduEnd,
    },
  ];
  if (!options.compact && rng.chance(0.5)) {
    const schoolEnd = education[0].start - (kind === 'university' ? 0 : 1);
    education.push({
      degree: schoolLeaving(locale),
      institution: rng.pick(locale.institutions.school),
      city: rng.pick(locale.cities).city,
      start: schoolEnd - 4,
      end: schoolEnd,
    });
  }

  const skills = rng
    .sample(occupation.skills, Math.min(occupation.skills.length, rng.int(5, 8)))
    .map((s) => skillName(s, locale.lang))
    .map((s) => s.charAt(0).toUpperCase() + s.slice(1));
  const certificates = rng
    .sample(occupation.certificates, rng.int(0, 2))
    .map((c) => ({ name: c, year: rng.int(careerStart.y + 1, REFERENCE.y) }));

  const languages: SpokenLanguage[] = [{ code: locale.lang, cefr: 'native' }];
  if (locale.lang !== 'en') languages.push({ code: 'en', cefr: rng.pick(LEVEL_POOL.slice(0, 5)) });
  const others = (Object.keys(locale.languageNames) as SpokenLang[]).filter((c) => c !== locale.lang && c !== 'en');
  for (const code of rng.sample(others, rng.int(0, 2))) languages.push({ code, cefr: rng.pick(LEVEL_POOL) });

  const summary = rng.pick(locale.summaries).replace('{title}', title).replace('{years}', String(years));
  const dateStyle = rng.pick(locale.dateStyles);
  return {
    locale,
    occupation,
    gender,
    firstName,
    lastName,
    name,
    email,
    phone,
    city,
    address,
    birthDate,
    headline: jobs[0].title,
    summary: summary.charAt(0).toUpperCase() + summary.slice(1),
    jobs,
    education,
    skills,
    certificates,
    languages,
    interests: rng.sample(locale.interests, rng.int(2, 3)),
    style: {
      dateStyle,
      rangeSep: rng.pick([' – ', ' - ', '–', ' — ']),
      present: rng.pick(locale.present),
      since: current && rng.chance(0.3) ? rng.pick(locale.since) : null,
      levelStyle: rng.pick(['cefr', 'word', 'word-cefr'] as const),
      locationStyle: rng.pick(['address', 'address', 'city', 'city-country'] as const),
      bullet: rng.pick(['•', '•', '–', '▪']),
    },
  };
}

function schoolLeaving(locale: Locale): string {
  const byLang: Partial<Record<Lang, string>> = {
    en: 'A-levels',
    de: 'Abitur',
    fr: 'Baccalauréat général',
    es: 'Bachillerato',
    it: 'Diploma di maturità',
    nl: 'VWO-diploma',
    pt: 'Ensino secundário',
    pl: 'Matura',
    sv: 'Högskoleförberedande examen',
    da: 'Studentereksamen',
    nb: 'Studiekompetanse',
    fi: 'Ylioppilastutkinto',
    cs: 'Maturita',
    sk: 'Maturita',
    ro: 'Diplomă de bacalaureat',
    hu: 'Érettségi',
    hr: 'Državna matura',
    sl: 'Splošna matura',
    lt: 'Brandos atestatas',
    lv: 'Atestāts par vispārējo vidējo izglītību',
    et: 'Gümnaasiumi lõputunnistus',
  };
  return locale.id === 'en-US' ? 'High School Diploma' : (byLang[locale.lang] ?? 'Secondary school');
}

// ------------------------------------------------------------------ formatting shared by layouts

export function formatDate(cv: Cv, d: Ym, yearOnly = false): string {
  const { locale } = cv;
  const mm = String(d.m).padStart(2, '0');
  if (yearOnly) return String(d.y);
  switch (cv.style.dateStyle) {
    case 'MM/YYYY':
      return `${mm}/${d.y}`;
    case 'MM.YYYY':
      return `${mm}.${d.y}`;
    case 'MM.YYYY.':
      return `${mm}.${d.y}.`;
    case 'M/YYYY':
      return `${d.m}/${d.y}`;
    case 'MM-YYYY':
      return `${mm}-${d.y}`;
    case 'YYYY-MM':
      return `${d.y}-${mm}`;
    case 'YYYY.MM':
      return `${d.y}.${mm}.`;
    case 'MMMM YYYY':
      return `${locale.months[d.m - 1]} ${d.y}`;
    case 'MMM YYYY':
      return `${locale.monthsShort[d.m - 1]} ${d.y}`;
    case 'YYYY. MMMM':
      return `${d.y}. ${locale.months[d.m - 1]}`;
    case 'YYYY':
      return String(d.y);
  }
}

export function formatRange(cv: Cv, job: Job): string {
  const start = formatDate(cv, job.start, job.yearOnly);
  if (job.end === 'present') {
    if (cv.style.since) return cv.style.since.replace('{d}', start);
    return `${start}${cv.style.rangeSep}${cv.style.present}`;
  }
  return `${start}${cv.style.rangeSep}${formatDate(cv, job.end, job.yearOnly)}`;
}

export function formatYears(cv: Cv, e: Education): string {
  return `${e.start}${cv.style.rangeSep}${e.end}`;
}

const LEVEL_WORD: Record<Cefr, keyof Locale['levels']> = {
  native: 'native',
  C2: 'fluent',
  C1: 'fluent',
  B2: 'good',
  B1: 'good',
  A2: 'basic',
};

export function languageName(cv: Cv, code: SpokenLang): string {
  const n = cv.locale.languageNames[code] ?? ENGLISH_LANGUAGE_NAMES[code];
  return n;
}

/** The level as printed for one language (what the truth's `level` holds). */
export function languageLevel(cv: Cv, l: SpokenLanguage, index: number): string {
  const word = cv.locale.levels[LEVEL_WORD[l.cefr]][index % cv.locale.levels[LEVEL_WORD[l.cefr]].length];
  if (l.cefr === 'native') return word;
  switch (cv.style.levelStyle) {
    case 'cefr':
      return l.cefr;
    case 'word':
      return word;
    case 'word-cefr':
      return `${word} (${l.cefr})`;
  }
}

export function dots(l: SpokenLanguage): number {
  return { native: 5, C2: 5, C1: 4, B2: 4, B1: 3, A2: 2 }[l.cefr];
}

/** The location as the contact block prints it, and the forms a reader could give. */
export function locationText(cv: Cv, style: LocationStyle = cv.style.locationStyle): { printed: string; accepted: string[] } {
  const { city } = cv;
  if (cv.locale.id === 'en-US') {
    const short = `${city.city}, ${city.region}`;
    if (style === 'address') return { printed: cv.address, accepted: [cv.address, `${short} ${city.postcode}`, short, city.city] };
    return { printed: short, accepted: [short, city.city] };
  }
  if (style === 'address') {
    // the comma-separated part that holds the city ("10115 Berlin", "Bristol BS7 8QH") is a fair answer too
    const parts = cv.address
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p.includes(city.city) && p !== city.city);
    return { printed: cv.address, accepted: [cv.address, ...parts, city.city] };
  }
  if (style === 'city-country') {
    const printed = `${city.city}, ${cv.locale.country}`;
    return { printed, accepted: [printed, city.city] };
  }
  return { printed: city.city, accepted: [city.city] };
}

export function linkedin(cv: Cv): string {
  return `linkedin.com/in/${fold(cv.firstName).replace(/[^a-z]/g, '')}-${fold(cv.lastName).replace(/[^a-z]/g, '')}`;
}
