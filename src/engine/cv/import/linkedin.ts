/**
 * A LinkedIn data export (the ZIP from "Get a copy of your data") → an import draft. Files are found
 * by name in any folder, columns by their names; every file may be missing. The ZIP is read with the
 * bounded reader the DOCX path uses (ADR 008).
 */
import { englishLanguageName, normaliseLevel } from '../languages';
import { ReadFailure } from '../read/read-errors';
import { readZipEntries } from '../read/zip-archive';
import { csvRecords } from './csv';
import type { ImportDraft } from './build';
import { ImportFailure, importDate } from './build';

/** The files a LinkedIn export holds that the record is built from (lower-case base names). */
const FILES = {
  profile: 'profile.csv',
  positions: 'positions.csv',
  education: 'education.csv',
  skills: 'skills.csv',
  languages: 'languages.csv',
  certifications: 'certifications.csv',
  emails: 'email addresses.csv',
  phones: 'phonenumbers.csv',
} as const;

const baseName = (path: string): string => (path.split('/').pop() ?? path).toLowerCase();

/** "[PORTFOLIO:https://a.eu],[BLOG:https://b.eu]" or a plain list → URLs. */
function websites(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,[\]]+/)
    .map((t) => t.replace(/^[A-Z_]+:(?=https?:|www\.)/i, ''))
    .filter((t) => /^(?:https?:\/\/|www\.)\S/i.test(t));
}

function yes(raw: string | undefined): boolean {
  return /^(yes|true|1)$/i.test(raw?.trim() ?? '');
}

export async function linkedInDraft(bytes: Uint8Array): Promise<ImportDraft> {
  let entries;
  try {
    entries = await readZipEntries(bytes);
  } catch (error) {
    if (error instanceof ReadFailure && error.code === 'TOO_LARGE') throw error;
    throw new ImportFailure('DAMAGED_FILE', 'The file is not a readable ZIP archive. Download your LinkedIn data again and upload the ZIP as it is.');
  }
  const decoder = new TextDecoder('utf-8');
  const files = new Map<string, string>();
  for (const e of entries) {
    const name = baseName(e.name);
    if ((Object.values(FILES) as string[]).includes(name) && !files.has(name)) files.set(name, decoder.decode(e.data));
  }
  if (!files.has(FILES.profile) && !files.has(FILES.positions)) {
    throw new ImportFailure(
      'WRONG_FORMAT',
      'This ZIP is not a LinkedIn data export: it holds neither Profile.csv nor Positions.csv. Request your data on LinkedIn (Settings → Data privacy → Get a copy of your data) and upload that ZIP.',
    );
  }
  const read = (file: string, columns: readonly string[]) => csvRecords(files.get(file) ?? '', columns);

  const profile = read(FILES.profile, ['first name', 'last name'])[0] ?? {};
  const name = [profile['first name'], profile['last name']].filter(Boolean).join(' ');
  const emails = read(FILES.emails, ['email address']).filter((r) => r['email address']);
  emails.sort((a, b) => Number(yes(b.primary)) - Number(yes(a.primary)));
  const phones = read(FILES.phones, ['number']).filter((r) => r.number);
  const mobile = phones.find((p) => /mobile/i.test(p.type ?? '')) ?? phones[0];

  const experience = read(FILES.positions, ['company name', 'title']).map((r) => ({
    position: r.title ?? null,
    company: r['company name'] ?? null,
    location: r.location ?? null,
    startDate: importDate(r['started on']),
    endDate: importDate(r['finished on']),
    current: !r['finished on'],
    description: r.description ?? null,
  }));

  const education: ImportDraft['education'] = read(FILES.education, ['school name']).map((r) => ({
    institution: r['school name'] ?? null,
    degree: r['degree name'] ?? null,
    field: r['field of study'] ?? r.notes ?? null,
    startDate: importDate(r['start date']),
    endDate: importDate(r['end date']),
  }));
  // certifications are training the person completed: listed with their education
  for (const c of read(FILES.certifications, ['name', 'authority'])) {
    if (!c.name) continue;
    education.push({ institution: c.authority || null, degree: c.name, field: null, startDate: importDate(c['started on']), endDate: importDate(c['finished on']) });
  }

  const languages = read(FILES.languages, ['name', 'proficiency'])
    .filter((r) => r.name)
    .map((r) => ({ name: englishLanguageName(r.name) ?? r.name, level: r.proficiency ? normaliseLevel(r.proficiency) : null }));

  return {
    personalInfo: {
      name: name || null,
      email: emails[0]?.['email address'] ?? null,
      phone: mobile?.number ?? null,
      location: profile['geo location'] || profile['location'] || null,
      links: [...websites(profile.websites)],
    },
    summary: profile.summary ?? null,
    headline: profile.headline ?? null,
    experience,
    education,
    skills: read(FILES.skills, ['name']).map((r) => r.name ?? '').filter(Boolean),
    languages,
  };
}
