/**
 * Fourteen CV layouts, modelled on how real CVs are laid out (templates from Word, Canva, Europass,
 * LaTeX moderncv, US résumé guides), not on what a parser would like to see.
 */
import type { Block, Doc, Inline } from './doc';
import {
  dots,
  formatDate,
  formatRange,
  formatYears,
  languageLevel,
  languageName,
  linkedin,
  locationText,
  type Cv,
  type Job,
  type PersonaOptions,
} from './persona';
import type { Rng } from './prng';

export const LAYOUT_IDS = [
  'single-column',
  'sidebar-left',
  'sidebar-right',
  'timeline',
  'dates-right',
  'employer-grouped',
  'employer-first',
  'table-dates-left',
  'table-dates-right',
  'europass',
  'header-band',
  'us-resume',
  'two-page',
  'design-icons',
] as const;
export type LayoutId = (typeof LAYOUT_IDS)[number];

export interface Layout {
  id: LayoutId;
  /** persona options the layout needs */
  persona?: Partial<PersonaOptions>;
  /** the levels this layout prints for languages, if not the words/CEFR codes (rating dots) */
  dotLevels?: boolean;
  build(cv: Cv, rng: Rng): Doc;
}

// ------------------------------------------------------------------ shared pieces

function nameBlocks(cv: Cv, rng: Rng, align: 'left' | 'center' = 'left'): Block[] {
  const out: Block[] = [];
  if (cv.locale.cvTitle && rng.chance(0.4)) out.push({ t: 'kicker', text: cv.locale.cvTitle.toUpperCase(), align });
  out.push({ t: 'name', text: rng.chance(0.2) ? cv.name.toUpperCase() : cv.name, align });
  out.push({ t: 'p', text: { text: cv.headline, italic: true }, align });
  return out;
}

/** The contact block's values as the CV prints them. */
function contactValues(cv: Cv): { label: string; value: string; icon: string }[] {
  const { labels } = cv.locale;
  const items = [
    { label: labels.address, value: locationText(cv).printed, icon: '⌂' },
    { label: labels.phone, value: cv.phone, icon: '✆' },
    { label: labels.email, value: cv.email, icon: '✉' },
  ];
  if (cv.birthDate) items.push({ label: labels.born, value: cv.birthDate, icon: '✱' });
  return items;
}

function contactLine(cv: Cv, sep = ' | '): string {
  return contactValues(cv)
    .filter((c) => c.icon !== '✱')
    .map((c) => c.value)
    .join(sep);
}

function contactStack(cv: Cv, withLabels: boolean): Block[] {
  return contactValues(cv).map(
    (c) => ({ t: 'p', text: withLabels ? [{ text: `${c.label}: `, bold: true }, { text: c.value }] : c.value }) as Block,
  );
}

function heading(cv: Cv, key: keyof Cv['locale']['headings'], style: 'rule' | 'caps' | 'spaced' | 'plain' = 'rule'): Block {
  const text = cv.locale.headings[key];
  return { t: 'heading', text: style === 'caps' || style === 'spaced' ? text.toUpperCase() : text, style };
}

function bullets(cv: Cv, job: Job): Block[] {
  return job.bullets.length ? [{ t: 'bullets', items: job.bullets, marker: cv.style.bullet }] : [];
}

function skillsBlocks(cv: Cv, rng: Rng): Block[] {
  const mode = rng.pick(['comma', 'bullets', 'dot-line', 'lines'] as const);
  if (mode === 'comma') return [{ t: 'p', text: cv.skills.join(', ') }];
  if (mode === 'dot-line') return [{ t: 'p', text: cv.skills.join(' · ') }];
  if (mode === 'bullets') return [{ t: 'bullets', items: cv.skills, marker: cv.style.bullet }];
  return cv.skills.map((s) => ({ t: 'p', text: s }) as Block);
}

function languageLines(cv: Cv, rng: Rng): Block[] {
  const sep = rng.pick([' – ', ': ', ' ', ' (']);
  return cv.languages.map((l, i) => {
    const level = languageLevel(cv, l, i);
    const name = languageName(cv, l.code);
    return { t: 'p', text: sep === ' (' ? `${name} (${level})` : `${name}${sep}${level}` } as Block;
  });
}

function languagesInline(cv: Cv): Block[] {
  return [{ t: 'p', text: cv.languages.map((l, i) => `${languageName(cv, l.code)} (${languageLevel(cv, l, i)})`).join(', ') }];
}

function certBlocks(cv: Cv): Block[] {
  if (!cv.certificates.length) return [];
  return [
    heading(cv, 'certificates'),
    { t: 'bullets', items: cv.certificates.map((c) => `${c.name} (${c.year})`), marker: cv.style.bullet },
  ];
}

function interestBlocks(cv: Cv, style: 'rule' | 'caps' | 'spaced' | 'plain' = 'rule'): Block[] {
  return [heading(cv, 'interests', style), { t: 'p', text: cv.interests.join(', ') }];
}

function educationSimple(cv: Cv, style: 'rule' | 'caps' | 'spaced' | 'plain' = 'rule'): Block[] {
  const out: Block[] = [heading(cv, 'education', style)];
  for (const e of cv.education) {
    out.push({ t: 'split', left: { text: e.degree, bold: true }, right: { text: formatYears(cv, e), muted: true } });
    out.push({ t: 'p', text: e.institution });
  }
  return out;
}

function profile(cv: Cv, style: 'rule' | 'caps' | 'spaced' | 'plain' = 'rule'): Block[] {
  return [heading(cv, 'profile', style), { t: 'p', text: cv.summary }];
}

function doc(cv: Cv, theme: Doc['theme'], blocks: Block[], extra: Partial<Doc> = {}): Doc {
  return { blocks, theme, page: cv.locale.id === 'en-US' ? 'Letter' : 'A4', lang: cv.locale.lang, title: cv.name, ...extra };
}

// ------------------------------------------------------------------ layouts

const singleColumn: Layout = {
  id: 'single-column',
  build(cv, rng) {
    const blocks: Block[] = [...nameBlocks(cv, rng), { t: 'p', text: contactLine(cv) }, ...profile(cv), heading(cv, 'experience')];
    for (const job of cv.jobs) {
      blocks.push({ t: 'p', text: { text: job.title, bold: true } });
      blocks.push({ t: 'p', text: `${job.company}, ${job.city}` });
      blocks.push({ t: 'p', text: { text: formatRange(cv, job), muted: true } });
      blocks.push(...bullets(cv, job));
    }
    blocks.push(
      ...educationSimple(cv),
      heading(cv, 'skills'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages'),
      ...languageLines(cv, rng),
      ...certBlocks(cv),
      ...interestBlocks(cv),
    );
    return doc(cv, 'classic', blocks);
  },
};

function mainExperience(cv: Cv, style: 'rule' | 'caps' | 'spaced' | 'plain'): Block[] {
  const out: Block[] = [heading(cv, 'experience', style)];
  for (const job of cv.jobs) {
    out.push({ t: 'p', text: { text: formatRange(cv, job), muted: true } });
    out.push({ t: 'p', text: { text: job.title, bold: true } });
    out.push({ t: 'p', text: `${job.company} · ${job.city}` });
    out.push(...bullets(cv, job));
  }
  return out;
}

function sidebar(cv: Cv, rng: Rng, style: 'caps' | 'spaced'): Block[] {
  return [
    heading(cv, 'contact', style),
    ...contactStack(cv, false),
    heading(cv, 'skills', style),
    ...(rng.chance(0.5)
      ? cv.skills.map((s) => ({ t: 'p', text: s }) as Block)
      : [{ t: 'bullets', items: cv.skills, marker: '•' } as Block]),
    heading(cv, 'languages', style),
    ...languageLines(cv, rng),
    ...interestBlocks(cv, style),
  ];
}

const sidebarLeft: Layout = {
  id: 'sidebar-left',
  build(cv, rng) {
    const main: Block[] = [
      ...nameBlocks(cv, rng),
      ...profile(cv, 'caps'),
      ...mainExperience(cv, 'caps'),
      ...educationSimple(cv, 'caps'),
      ...certBlocks(cv),
    ];
    return doc(cv, 'modern', [{ t: 'columns', left: sidebar(cv, rng, 'caps'), right: main, widths: [32, 68], side: 'left', shaded: true }]);
  },
};

const sidebarRight: Layout = {
  id: 'sidebar-right',
  build(cv, rng) {
    const main: Block[] = [...profile(cv), ...mainExperience(cv, 'rule'), ...educationSimple(cv), ...certBlocks(cv)];
    return doc(cv, 'modern', [
      ...nameBlocks(cv, rng),
      { t: 'columns', left: main, right: sidebar(cv, rng, 'caps'), widths: [66, 34], side: 'right', shaded: rng.chance(0.5) },
    ]);
  },
};

function dateCell(cv: Cv, job: Job): Block[] {
  // "09/2021 –" above "heute", as timeline templates break it
  const range = formatRange(cv, job);
  const sep = cv.style.rangeSep;
  const at = range.indexOf(sep);
  if (at > 0 && !cv.style.since)
    return [
      { t: 'p', text: range.slice(0, at + sep.length).trimEnd() },
      { t: 'p', text: range.slice(at + sep.length).trim() },
    ];
  return [{ t: 'p', text: range }];
}

const timeline: Layout = {
  id: 'timeline',
  build(cv, rng) {
    const rows: Block[][][] = cv.jobs.map((job) => [
      dateCell(cv, job),
      [
        { t: 'p', text: { text: job.title, bold: true } },
        { t: 'p', text: { text: `${job.company}, ${job.city}`, italic: true } },
        ...bullets(cv, job),
      ],
    ]);
    const edu: Block[][][] = cv.education.map((e) => [
      [{ t: 'p', text: formatYears(cv, e) }],
      [
        { t: 'p', text: { text: e.degree, bold: true } },
        { t: 'p', text: e.institution },
      ],
    ]);
    return doc(cv, 'timeline', [
      ...nameBlocks(cv, rng),
      { t: 'p', text: contactLine(cv, '  ·  ') },
      ...profile(cv, 'spaced'),
      heading(cv, 'experience', 'spaced'),
      { t: 'table', rows, widths: [22, 78] },
      heading(cv, 'education', 'spaced'),
      { t: 'table', rows: edu, widths: [22, 78] },
      heading(cv, 'skills', 'spaced'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages', 'spaced'),
      ...languagesInline(cv),
      ...certBlocks(cv),
    ]);
  },
};

const datesRight: Layout = {
  id: 'dates-right',
  build(cv, rng) {
    const blocks: Block[] = [
      ...nameBlocks(cv, rng),
      ...contactStack(cv, rng.chance(0.5)),
      ...profile(cv, 'caps'),
      heading(cv, 'experience', 'caps'),
    ];
    for (const job of cv.jobs) {
      blocks.push({ t: 'split', left: { text: job.title, bold: true }, right: formatRange(cv, job) });
      blocks.push({ t: 'p', text: { text: `${job.company}, ${job.city}`, italic: true } });
      blocks.push(...bullets(cv, job));
    }
    blocks.push(heading(cv, 'education', 'caps'));
    for (const e of cv.education) {
      blocks.push({ t: 'split', left: { text: e.degree, bold: true }, right: formatYears(cv, e) });
      blocks.push({ t: 'p', text: e.institution });
    }
    blocks.push(
      heading(cv, 'skills', 'caps'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages', 'caps'),
      ...languageLines(cv, rng),
      ...certBlocks(cv),
      ...interestBlocks(cv, 'caps'),
    );
    return doc(cv, 'classic', blocks);
  },
};

const employerGrouped: Layout = {
  id: 'employer-grouped',
  persona: { promotion: true },
  build(cv, rng) {
    const blocks: Block[] = [...nameBlocks(cv, rng), { t: 'p', text: contactLine(cv, ' · ') }, ...profile(cv), heading(cv, 'experience')];
    for (let i = 0; i < cv.jobs.length;) {
      const group = [cv.jobs[i]];
      while (i + group.length < cv.jobs.length && cv.jobs[i + group.length].company === cv.jobs[i].company)
        group.push(cv.jobs[i + group.length]);
      const oldest = group[group.length - 1];
      const span = `${formatDate(cv, oldest.start, true)}${cv.style.rangeSep}${group[0].end === 'present' ? cv.style.present : formatDate(cv, group[0].end, true)}`;
      blocks.push({ t: 'split', left: { text: `${group[0].company}, ${group[0].city}`, bold: true }, right: { text: span, muted: true } });
      for (const job of group) {
        blocks.push({ t: 'split', left: { text: job.title, italic: true }, right: formatRange(cv, job) });
        blocks.push(...bullets(cv, job));
      }
      i += group.length;
    }
    blocks.push(
      ...educationSimple(cv),
      heading(cv, 'skills'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages'),
      ...languageLines(cv, rng),
      ...certBlocks(cv),
    );
    return doc(cv, 'classic', blocks);
  },
};

const employerFirst: Layout = {
  id: 'employer-first',
  build(cv, rng) {
    const blocks: Block[] = [
      ...nameBlocks(cv, rng),
      { t: 'p', text: contactLine(cv, ' | ') },
      ...profile(cv, 'plain'),
      heading(cv, 'experience', 'plain'),
    ];
    for (const job of cv.jobs) {
      blocks.push({ t: 'p', text: [{ text: job.company, bold: true }, { text: ` — ${job.city}` }] });
      blocks.push({ t: 'p', text: [{ text: job.title, italic: true }, { text: `  |  ${formatRange(cv, job)}` }] });
      blocks.push(...bullets(cv, job));
    }
    blocks.push(heading(cv, 'education', 'plain'));
    for (const e of cv.education)
      blocks.push({ t: 'p', text: [{ text: e.institution, bold: true }, { text: ` — ${e.degree}, ${formatYears(cv, e)}` }] });
    blocks.push(
      heading(cv, 'skills', 'plain'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages', 'plain'),
      ...languagesInline(cv),
      ...certBlocks(cv),
    );
    return doc(cv, 'classic', blocks);
  },
};

function tableLayout(id: LayoutId, datesLeft: boolean): Layout {
  return {
    id,
    build(cv, rng) {
      const jobRow = (job: Job): Block[][] => {
        const body: Block[] = [
          { t: 'p', text: { text: job.title, bold: true } },
          { t: 'p', text: datesLeft ? `${job.company}, ${job.city}` : job.company },
          ...bullets(cv, job),
        ];
        const dates: Block[] = datesLeft
          ? [{ t: 'p', text: formatRange(cv, job) }]
          : [
              { t: 'p', text: formatRange(cv, job) },
              { t: 'p', text: { text: job.city, muted: true } },
            ];
        return datesLeft ? [dates, body] : [body, dates];
      };
      const eduRow = (e: Cv['education'][number]): Block[][] => {
        const body: Block[] = [
          { t: 'p', text: { text: e.degree, bold: true } },
          { t: 'p', text: e.institution },
        ];
        const years: Block[] = [{ t: 'p', text: formatYears(cv, e) }];
        return datesLeft ? [years, body] : [body, years];
      };
      const widths = datesLeft ? [25, 75] : [75, 25];
      const contact: Block[][][] = contactValues(cv).map((c) => [
        [{ t: 'p', text: { text: c.label, bold: true } }],
        [{ t: 'p', text: c.value }],
      ]);
      return doc(cv, 'classic', [
        ...nameBlocks(cv, rng),
        { t: 'table', rows: contact, widths: [25, 75] },
        ...profile(cv),
        heading(cv, 'experience'),
        { t: 'table', rows: cv.jobs.map(jobRow), widths, borders: true },
        heading(cv, 'education'),
        { t: 'table', rows: cv.education.map(eduRow), widths, borders: true },
        heading(cv, 'skills'),
        ...skillsBlocks(cv, rng),
        heading(cv, 'languages'),
        {
          t: 'table',
          rows: cv.languages.map((l, i) => [[{ t: 'p', text: languageName(cv, l.code) }], [{ t: 'p', text: languageLevel(cv, l, i) }]]),
          widths: [40, 60],
          borders: true,
        },
        ...certBlocks(cv),
      ]);
    },
  };
}

const europass: Layout = {
  id: 'europass',
  build(cv, rng) {
    const label = (text: string): Block[] => [{ t: 'p', text: { text, muted: true }, align: 'right' }];
    const section = (text: string): Block[] => [{ t: 'p', text: { text: text.toUpperCase(), bold: true }, align: 'right' }];
    const rows: Block[][][] = [];
    rows.push([[{ t: 'p', text: 'europass', align: 'right' }], [{ t: 'name', text: cv.name }]]);
    for (const c of contactValues(cv)) rows.push([label(c.label), [{ t: 'p', text: c.value }]]);
    rows.push([section(cv.locale.headings.experience), [{ t: 'spacer' }]]);
    for (const job of cv.jobs) {
      rows.push([
        label(formatRange(cv, job)),
        [{ t: 'p', text: { text: job.title, bold: true } }, { t: 'p', text: `${job.company}, ${job.city}` }, ...bullets(cv, job)],
      ]);
    }
    rows.push([section(cv.locale.headings.education), [{ t: 'spacer' }]]);
    for (const e of cv.education)
      rows.push([
        label(formatYears(cv, e)),
        [
          { t: 'p', text: { text: e.degree, bold: true } },
          { t: 'p', text: e.institution },
        ],
      ]);
    rows.push([section(cv.locale.headings.languages), languageLines(cv, rng)]);
    rows.push([section(cv.locale.headings.skills), skillsBlocks(cv, rng)]);
    if (cv.certificates.length)
      rows.push([
        section(cv.locale.headings.certificates),
        cv.certificates.map((c) => ({ t: 'p', text: `${c.name} (${c.year})` }) as Block),
      ]);
    return doc(cv, 'europass', [{ t: 'table', rows, widths: [30, 70], rightAlignFirst: true }]);
  },
};

const headerBand: Layout = {
  id: 'header-band',
  build(cv, rng) {
    const left: Block[] = [
      { t: 'name', text: cv.name },
      { t: 'p', text: cv.headline },
    ];
    const right: Block[] = contactStack(cv, false);
    const blocks: Block[] = [
      { t: 'table', rows: [[left, right]], widths: [55, 45], shadeFirst: true },
      ...profile(cv),
      heading(cv, 'experience'),
    ];
    const sep = rng.pick([' – ', ' | ', ' @ ', ', ']);
    for (const job of cv.jobs) {
      blocks.push({ t: 'p', text: [{ text: job.title, bold: true }, { text: `${sep}${job.company}` }] });
      blocks.push({ t: 'p', text: { text: `${formatRange(cv, job)} · ${job.city}`, muted: true } });
      blocks.push(...bullets(cv, job));
    }
    blocks.push(
      ...educationSimple(cv),
      heading(cv, 'skills'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages'),
      ...languageLines(cv, rng),
      ...certBlocks(cv),
      ...interestBlocks(cv),
    );
    return doc(cv, 'band', blocks);
  },
};

const usResume: Layout = {
  id: 'us-resume',
  persona: { localeId: 'en-US', compact: true },
  build(cv, rng) {
    cv.style.locationStyle = 'city';
    const blocks: Block[] = [
      { t: 'name', text: cv.name, align: 'center' },
      { t: 'p', text: `${locationText(cv).printed} | ${cv.phone} | ${cv.email} | ${linkedin(cv)}`, align: 'center' },
      heading(cv, 'profile', 'caps'),
      { t: 'p', text: cv.summary },
      heading(cv, 'experience', 'caps'),
    ];
    for (const job of cv.jobs) {
      blocks.push({ t: 'split', left: { text: job.company, bold: true }, right: `${job.city}, ${cv.city.region}` });
      blocks.push({ t: 'split', left: { text: job.title, italic: true }, right: formatRange(cv, job) });
      blocks.push(...bullets(cv, job));
    }
    blocks.push(heading(cv, 'education', 'caps'));
    for (const e of cv.education) {
      blocks.push({ t: 'split', left: { text: e.institution, bold: true }, right: `${e.city}, ${cv.city.region}` });
      blocks.push({ t: 'split', left: e.degree, right: String(e.end) });
    }
    blocks.push(heading(cv, 'skills', 'caps'), { t: 'p', text: [{ text: 'Skills: ', bold: true }, { text: cv.skills.join(', ') }] });
    if (cv.certificates.length)
      blocks.push({
        t: 'p',
        text: [{ text: 'Certifications: ', bold: true }, { text: cv.certificates.map((c) => `${c.name} (${c.year})`).join(', ') }],
      });
    blocks.push({
      t: 'p',
      text: [
        { text: 'Languages: ', bold: true },
        { text: cv.languages.map((l, i) => `${languageName(cv, l.code)} (${languageLevel(cv, l, i)})`).join(', ') },
      ],
    });
    return doc(cv, 'resume', blocks);
  },
};

const twoPage: Layout = {
  id: 'two-page',
  persona: { long: true },
  build(cv, rng) {
    const blocks: Block[] = [...nameBlocks(cv, rng), ...contactStack(cv, true), ...profile(cv), heading(cv, 'experience')];
    const breakAt = Math.min(1, cv.jobs.length - 1);
    cv.jobs.forEach((job, i) => {
      blocks.push({ t: 'split', left: { text: job.title, bold: true }, right: formatRange(cv, job) });
      blocks.push({ t: 'p', text: `${job.company}, ${job.city}` });
      if (i === breakAt && job.bullets.length > 1) {
        // the page ends inside this entry: the first bullets on page 1, the rest on page 2
        const half = Math.ceil(job.bullets.length / 2);
        blocks.push(
          { t: 'bullets', items: job.bullets.slice(0, half), marker: cv.style.bullet },
          { t: 'pagebreak' },
          { t: 'bullets', items: job.bullets.slice(half), marker: cv.style.bullet },
        );
      } else {
        blocks.push(...bullets(cv, job));
        if (i === breakAt) blocks.push({ t: 'pagebreak' });
      }
    });
    blocks.push(
      ...educationSimple(cv),
      heading(cv, 'skills'),
      ...skillsBlocks(cv, rng),
      heading(cv, 'languages'),
      ...languageLines(cv, rng),
      ...certBlocks(cv),
      ...interestBlocks(cv),
    );
    return doc(cv, 'classic', blocks, { footer: `${cv.name} · ${cv.email}` });
  },
};

const designIcons: Layout = {
  id: 'design-icons',
  dotLevels: true,
  build(cv, rng) {
    const side: Block[] = [
      { t: 'p', text: '◯', align: 'center' },
      heading(cv, 'contact', 'spaced'),
      ...contactValues(cv)
        .filter((c) => c.icon !== '✱')
        .map((c) => ({ t: 'p', text: `${c.icon}  ${c.value}` }) as Block),
      heading(cv, 'skills', 'spaced'),
      ...cv.skills.map((s) => ({ t: 'rating', label: s, value: rng.int(3, 5), max: 5 }) as Block),
      heading(cv, 'languages', 'spaced'),
      ...cv.languages.map((l) => ({ t: 'rating', label: languageName(cv, l.code), value: dots(l), max: 5 }) as Block),
    ];
    const main: Block[] = [
      { t: 'name', text: cv.name.toUpperCase() },
      { t: 'kicker', text: cv.headline.toUpperCase() },
      ...profile(cv, 'spaced'),
      heading(cv, 'experience', 'spaced'),
    ];
    for (const job of cv.jobs) {
      main.push({ t: 'p', text: [{ text: '■ ' }, { text: job.title, bold: true }] });
      main.push({ t: 'p', text: [{ text: job.company }, { text: `  ${formatRange(cv, job)}`, muted: true }] });
      main.push(...bullets(cv, job));
    }
    main.push(...educationSimple(cv, 'spaced'), ...certBlocks(cv));
    return doc(cv, 'design', [{ t: 'columns', left: side, right: main, widths: [34, 66], side: 'left', shaded: true }]);
  },
};

export const LAYOUTS: Record<LayoutId, Layout> = {
  'single-column': singleColumn,
  'sidebar-left': sidebarLeft,
  'sidebar-right': sidebarRight,
  timeline,
  'dates-right': datesRight,
  'employer-grouped': employerGrouped,
  'employer-first': employerFirst,
  'table-dates-left': tableLayout('table-dates-left', true),
  'table-dates-right': tableLayout('table-dates-right', false),
  europass,
  'header-band': headerBand,
  'us-resume': usResume,
  'two-page': twoPage,
  'design-icons': designIcons,
};

export function inlineText(i: Inline): string {
  return typeof i === 'string' ? i : Array.isArray(i) ? i.map((r) => r.text).join('') : i.text;
}
