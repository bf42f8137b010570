import JSZip from 'jszip';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { importCv } from '@/engine/cv/import/import-cv';
import { linkedInZip } from '@/engine/cv/import/test-fixtures';
import { europassXmlDraft } from '@/engine/cv/import/europass';
import { toEuropassXml } from '@/engine/cv/europass-xml';
import type { CvAnalysis } from '@/engine/cv/types';
import { renderDocx } from '../../platform/documents/render-docx';
import { renderPdf } from '../../platform/documents/render-pdf';
import { cvDocument } from './cv-document';

async function record(): Promise<CvAnalysis> {
  const result = await importCv('linkedin', await linkedInZip(), { referenceDate: '2026-11' });
  if (!result.ok) throw new Error(result.error.message);
  const r = result.analysis;
  r.experience[1].company = 'Ștefan Šťastný Žemaitė sp. z o.o.';
  return r;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('CV documents', { timeout: 120_000 }, () => {
  it('names the spoken languages in the document’s language', async () => {
    const r = await record();
    r.languages = [
      { name: 'Polish', level: 'native' },
      { name: 'English', level: 'C1' },
    ];
    const rows = (lang: 'de' | 'fr') =>
      cvDocument(r, lang).sections.flatMap((s) => s.blocks).flatMap((b) => (b.kind === 'rows' ? b.rows.map((row) => row[0]) : []));
    expect(rows('de')).toEqual(['Polnisch', 'Englisch']);
    expect(rows('fr')).toEqual(['Polonais', 'Anglais']);
  });

  it.each(['europass', 'modern'] as const)('the %s PDF keeps Polish, Romanian, Czech and Lithuanian letters (embedded font)', async (template) => {
    const pdf = await renderPdf(cvDocument(await record(), 'de'), template);
    const text = await pdfText(pdf);
    expect(text).toContain('Łukasz Wróbel');
    expect(text).toContain('Ștefan Šťastný Žemaitė');
    expect(text.toUpperCase()).toContain('BERUFSERFAHRUNG');
    expect(text).toContain('heute');
  });

  it.each(['europass', 'modern'] as const)('the %s DOCX opens and holds the name', async (template) => {
    const docx = await renderDocx(cvDocument(await record(), 'fr'), template);
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Łukasz Wróbel');
    expect(xml).toContain('EXPÉRIENCE PROFESSIONNELLE');
    expect(xml).toMatch(/w:pgSz w:w="11906" w:h="16838"/);
  });

  it('CEFR labels in the interface language', () => {
    const doc = cvDocument({ ...structuredClone(europassRecord()), languages: [{ name: 'English', level: 'C1' }, { name: 'Romanian', level: 'native' }] }, 'es');
    const rows = doc.sections.find((s) => s.heading === 'Competencias lingüísticas')?.blocks[0];
    expect(rows).toEqual({ kind: 'rows', rows: [['Inglés', 'C1 · Usuario competente'], ['Rumano', 'Lengua materna']] });
  });

  it('Europass XML export reads back through the Europass importer', async () => {
    const r = await record();
    const back = europassXmlDraft(toEuropassXml(r));
    expect(back.personalInfo.name).toBe('Łukasz Wróbel');
    expect(back.experience.map((e) => e.company)).toEqual(r.experience.map((e) => e.company));
    expect(back.experience[0].current).toBe(true);
  });
});

function europassRecord(): CvAnalysis {
  return {
    personalInfo: { name: 'Ana', email: null, phone: null, location: null, links: [] },
    summary: null,
    experience: [],
    education: [],
    skills: [],
    languages: [],
    meta: { language: 'en', format: 'europass', pages: 0, engineVersion: '1', durationMs: 0, warnings: [] },
  };
}
