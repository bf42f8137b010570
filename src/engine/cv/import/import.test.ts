import { describe, expect, it } from 'vitest';
import { toJsonResume } from '../json-resume';
import { importDate } from './build';
import { parseCsv, csvRecords } from './csv';
import { importCv } from './import-cv';
import { EUROPASS_CANDIDATE_XML, EUROPASS_V3_XML, europassPdf, foreignZip, linkedInZip } from './test-fixtures';
import { XmlError, parseXml } from './xml';

const ref = { referenceDate: '2026-11' };
const enc = (s: string) => new TextEncoder().encode(s);

async function imported(kind: Parameters<typeof importCv>[0], bytes: Uint8Array) {
  const result = await importCv(kind, bytes, ref);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.analysis;
}

describe('import dates', () => {
  it.each([
    ['Jan 2020', '2020-01'],
    ['January 2020', '2020-01'],
    ['2020', '2020'],
    ['2020-03-15', '2020-03'],
    ['03/2019', '2019-03'],
    ['15 Jan 2020', '2020-01'],
    ['janv. 2021', '2021-01'],
    ['Okt 2018', '2018-10'],
    ['', null],
    ['soon', null],
  ])('%s → %s', (raw, iso) => expect(importDate(raw)).toBe(iso));
});

describe('CSV', () => {
  it('reads quotes, doubled quotes, commas and line breaks inside fields, and a byte-order mark', () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""","line 1\nline 2"\r\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', 'line 1\nline 2'],
    ]);
  });
  it('finds the header below notes by its column names', () => {
    expect(csvRecords('Notes:\n"some text"\n\nFirst Name,Last Name\nAna,Pop\n', ['first name'])).toEqual([{ 'first name': 'Ana', 'last name': 'Pop' }]);
  });
});

describe('LinkedIn data export', () => {
  it('becomes a record: contact, positions with LinkedIn dates, education, certifications, skills, languages', async () => {
    const a = await imported('linkedin', await linkedInZip());
    expect(a.personalInfo).toMatchObject({ name: 'Łukasz Wróbel', email: 'lukasz@example.org', phone: '+48 601 234 567', location: 'Kraków, Małopolskie, Poland' });
    expect(a.personalInfo.links).toContain('https://wrobel.dev');
    expect(a.experience[0]).toMatchObject({ position: 'Senior Data Engineer', company: 'Nordlicht Analytics', startDate: '2021-03', current: true, endDate: null });
    expect(a.experience[0].description).toContain('\n');
    expect(a.experience[1]).toMatchObject({ startDate: '2017-01', endDate: '2021-02', current: false });
    expect(a.experience[2]).toMatchObject({ startDate: '2015', endDate: '2016' });
    expect(a.education.map((e) => e.degree)).toEqual(['Master of Science', 'Google Cloud Professional Data Engineer']);
    expect(a.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Python', 'SQL', 'Apache Airflow']));
    expect(a.skills.find((s) => s.name === 'Python')?.esco_uri ?? a.skills.find((s) => s.name === 'Python')?.esco_broader_uri).toBeTruthy();
    expect(a.languages).toEqual([
      expect.objectContaining({ name: 'Polish', level: 'native' }),
      expect.objectContaining({ name: 'English', level: 'Full professional proficiency' }),
    ]);
    expect(a.meta).toMatchObject({ format: 'linkedin', language: 'en' });
  });

  it('tolerates missing files (a basic export without skills, languages, phones)', async () => {
    const a = await imported('linkedin', await linkedInZip({ omit: ['Skills.csv', 'Languages.csv', 'PhoneNumbers.csv', 'Certifications.csv', 'Education.csv'] }));
    expect(a.personalInfo.name).toBe('Łukasz Wróbel');
    expect(a.personalInfo.phone).toBeNull();
    expect(a.languages).toEqual([]);
    expect(a.experience).toHaveLength(3);
  });

  it('refuses a foreign ZIP, a damaged ZIP and a file that is no ZIP, each with its own reason', async () => {
    expect(await importCv('linkedin', await foreignZip())).toMatchObject({ ok: false, error: { code: 'WRONG_FORMAT' } });
    const zip = await linkedInZip();
    expect(await importCv('linkedin', zip.slice(0, zip.length - 40))).toMatchObject({ ok: false, error: { code: 'DAMAGED_FILE' } });
    expect(await importCv('linkedin', enc('{"basics":{}}'))).toMatchObject({ ok: false, error: { code: 'WRONG_FORMAT' } });
  });
});

describe('JSON Resume', () => {
  it('reads back what Kairos writes (a round trip keeps name, positions, education and languages)', async () => {
    const original = await imported('linkedin', await linkedInZip());
    const again = await imported('json_resume', enc(JSON.stringify(toJsonResume(original))));
    expect(again.personalInfo.name).toBe(original.personalInfo.name);
    expect(again.experience.map((e) => [e.position, e.company, e.startDate, e.endDate, e.current])).toEqual(
      original.experience.map((e) => [e.position, e.company, e.startDate, e.endDate, e.current]),
    );
    expect(again.languages.map((l) => l.name)).toEqual(['Polish', 'English']);
    // the category keyword Kairos writes is not read back as a skill
    expect(again.skills.map((s) => s.name)).not.toContain('software');
    expect(again.meta.format).toBe('json_resume');
  });

  it('reads highlights, certificates and a structured location', async () => {
    const a = await imported(
      'json_resume',
      enc(
        JSON.stringify({
          basics: { name: 'Aistė Žemaitė', email: 'a@example.lt', location: { city: 'Vilnius', countryCode: 'LT' }, profiles: [{ network: 'GitHub', url: 'https://github.com/aiste' }] },
          work: [{ name: 'Baltic Retail', position: 'Store Manager', startDate: '2019-05', highlights: ['Raised sales by 12%'] }],
          certificates: [{ name: 'Food Safety', issuer: 'VMVT', date: '2020-01-10' }],
          skills: [{ name: 'Merchandising', level: 'Advanced', keywords: ['Visual merchandising'] }],
          languages: [{ language: 'Lithuanian', fluency: 'Native speaker' }],
        }),
      ),
    );
    expect(a.personalInfo).toMatchObject({ name: 'Aistė Žemaitė', location: 'Vilnius, LT', links: ['https://github.com/aiste'] });
    expect(a.experience[0]).toMatchObject({ current: true, description: '• Raised sales by 12%' });
    expect(a.education[0]).toMatchObject({ degree: 'Food Safety', institution: 'VMVT', endDate: '2020-01' });
    expect(a.languages[0]).toMatchObject({ name: 'Lithuanian', level: 'native' });
  });

  it('refuses broken JSON and JSON that is not a résumé', async () => {
    expect(await importCv('json_resume', enc('{"basics": {"name": "A"'))).toMatchObject({ ok: false, error: { code: 'DAMAGED_FILE' } });
    expect(await importCv('json_resume', enc('{"name":"kairos","version":"1.0.0"}'))).toMatchObject({ ok: false, error: { code: 'WRONG_FORMAT' } });
    expect(await importCv('json_resume', enc('{"basics": {}}'))).toMatchObject({ ok: false, error: { code: 'EMPTY_RECORD' } });
  });
});

describe('Europass', () => {
  it('reads the Europass CV XML (v3): names with Romanian letters, current position, rich text, CEFR levels', async () => {
    const a = await imported('europass', enc(EUROPASS_V3_XML));
    expect(a.personalInfo).toMatchObject({ name: 'Ștefan Țurcanu', email: 'stefan@example.ro', phone: '+40 721 000 111', location: 'Cluj-Napoca, Romania' });
    expect(a.experience[0]).toMatchObject({ position: 'Project Manager', company: 'Carpați Systems SRL', startDate: '2019-04', current: true });
    expect(a.experience[0].description).toBe('Led a team of 8 engineers & delivered 3 releases a year.\n• Agile planning with Jira');
    expect(a.experience[1]).toMatchObject({ startDate: '2014-09', endDate: '2019-03', current: false });
    expect(a.education[0]).toMatchObject({ degree: 'Bachelor of Engineering', field: 'Computer Science', startDate: '2010', endDate: '2014' });
    expect(a.languages).toEqual([expect.objectContaining({ name: 'Romanian', level: 'native' }), expect.objectContaining({ name: 'English', level: 'C1' })]);
    expect(a.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['Java', 'Jira']));
  });

  it('reads the current editor’s XML (Candidate)', async () => {
    const a = await imported('europass', enc(EUROPASS_CANDIDATE_XML));
    expect(a.personalInfo).toMatchObject({ name: 'Jana Šťastná', email: 'jana@example.cz', phone: '+420 601 222 333', location: 'Brno, cz' });
    expect(a.experience[0]).toMatchObject({ position: 'Logistics Coordinator', company: 'Morava Logistics a.s.', startDate: '2018-02', current: true, location: 'Brno' });
    expect(a.education[0]).toMatchObject({ institution: 'Masarykova univerzita', degree: 'Ing.', startDate: '2012-09', endDate: '2017-06' });
    expect(a.languages).toEqual([expect.objectContaining({ name: 'Czech', level: 'native' }), expect.objectContaining({ name: 'English', level: 'B2' })]);
  });

  it('uses the XML embedded in a Europass PDF, and says so when a PDF carries none', async () => {
    const a = await imported('europass', await europassPdf());
    expect(a.personalInfo.name).toBe('Ștefan Țurcanu');
    expect(await importCv('europass', await europassPdf(null))).toMatchObject({ ok: false, error: { code: 'WRONG_FORMAT' } });
  });

  it('refuses damaged XML, XML that is not Europass, and a DOCTYPE (no entity expansion)', async () => {
    expect(await importCv('europass', enc('<SkillsPassport><LearnerInfo></SkillsPassport>'))).toMatchObject({ ok: false, error: { code: 'DAMAGED_FILE' } });
    expect(await importCv('europass', enc('<?xml version="1.0"?><rss><channel/></rss>'))).toMatchObject({ ok: false, error: { code: 'WRONG_FORMAT' } });
    expect(await importCv('europass', enc('<!DOCTYPE x [<!ENTITY a "aaaa">]><SkillsPassport/>'))).toMatchObject({ ok: false, error: { code: 'DAMAGED_FILE' } });
  });
});

describe('XML reader', () => {
  it('drops namespace prefixes, decodes entities and CDATA', () => {
    const root = parseXml('<a:r xmlns:a="x"><a:b k="1 &amp; 2">x &lt; y<![CDATA[ <z> ]]></a:b></a:r>');
    expect(root.name).toBe('r');
    expect(root.children[0]).toMatchObject({ name: 'b', attributes: { k: '1 & 2' }, text: 'x < y <z> ' });
  });
  it('throws on unclosed elements', () => expect(() => parseXml('<a><b></a>')).toThrow(XmlError));
});
