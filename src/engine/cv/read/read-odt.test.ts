import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { planCorpus, renderItem } from '../../../../tests/corpus/generate';
import { readDocument } from './read-document';
import { sniffFormat } from './sniff-format';
import { odtContentToLines } from './read-odt';

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0"';

function content(body: string, styles = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS}><office:automatic-styles>${styles}</office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
}

async function odt(xml: string, mimetype = 'application/vnd.oasis.opendocument.text'): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('mimetype', mimetype, { compression: 'STORE' });
  zip.file('content.xml', xml);
  zip.file('META-INF/manifest.xml', '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>');
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

const BODY = [
  '<text:p text:style-name="PName">Zoë Łukasiewicz-Müller</text:p>',
  '<text:p>zoe@example.com<text:tab/>+49 30 1234567</text:p>',
  '<text:h text:outline-level="2">Berufserfahrung</text:h>',
  '<text:p><text:span text:style-name="Tb">Projektleiterin</text:span><text:tab/>seit 03/2021</text:p>',
  '<text:list><text:list-item><text:p>Budget &amp; Planung für <text:s text:c="2"/>12 Teams</text:p></text:list-item>',
  '<text:list-item><text:p>Erste Zeile<text:line-break/>Zweite Zeile</text:p></text:list-item></text:list>',
  '<table:table table:name="T1"><table:table-column/><table:table-row>',
  '<table:table-cell><text:p>2015 – 2019</text:p></table:table-cell>',
  '<table:table-cell><text:p>Universität Wien</text:p><text:p>M.Sc. Informatik</text:p></table:table-cell>',
  '</table:table-row></table:table>',
  '<office:annotation><text:p>a reviewer comment</text:p></office:annotation>',
  '<text:p text:style-name="Bold">SPRACHEN</text:p>',
].join('\n');
const STYLES = '<style:style style:name="Tb" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style><style:style style:name="Bold" style:family="paragraph"><style:text-properties fo:font-weight="700"/></style:style>';

describe('ODT reading', () => {
  it('paragraphs, headings, tabs, spaces, line breaks, lists, tables and entities', () => {
    const lines = odtContentToLines(content(BODY, STYLES));
    expect(lines.map((l) => l.text)).toEqual([
      'Zoë Łukasiewicz-Müller',
      'zoe@example.com\t+49 30 1234567',
      'Berufserfahrung',
      'Projektleiterin\tseit 03/2021',
      // a list item starts with a bullet, as a typed one would; its line break's second line does not
      '• Budget & Planung für 12 Teams',
      '• Erste Zeile',
      'Zweite Zeile',
      '2015 – 2019',
      'Universität Wien',
      'M.Sc. Informatik',
      'SPRACHEN',
    ]);
    expect(lines.find((l) => l.text === 'Berufserfahrung')?.heading).toBe(true);
    expect(lines.find((l) => l.text === 'SPRACHEN')).toMatchObject({ heading: true, bold: true });
    expect(lines.find((l) => l.text === '2015 – 2019')?.table).toEqual({ index: 0, row: 0, cell: 0 });
    expect(lines.find((l) => l.text === 'M.Sc. Informatik')?.table).toEqual({ index: 0, row: 0, cell: 1 });
    expect(lines.find((l) => l.text.startsWith('zoe@'))?.table).toBeUndefined();
  });

  it('is typed by content and read through readDocument, whatever its name', async () => {
    const bytes = await odt(content(BODY, STYLES));
    expect(await sniffFormat(bytes, { fileName: 'cv.zip' })).toEqual({ ok: true, format: 'odt' });
    const result = await readDocument(bytes, { fileName: 'lebenslauf' });
    expect(result.ok && result.document.format).toBe('odt');
  });

  it('the variants of an OpenDocument text (Writer/Web, a template, a master document) are ODT too', async () => {
    for (const kind of ['text-web', 'text-template', 'text-master']) {
      const bytes = await odt(content(BODY, STYLES), `application/vnd.oasis.opendocument.${kind}`);
      expect(await sniffFormat(bytes, { fileName: 'cv.odt' })).toEqual({ ok: true, format: 'odt' });
      const result = await readDocument(bytes, { fileName: 'cv.odt' });
      expect(result.ok && result.document.lines[0]?.text).toBe('Zoë Łukasiewicz-Müller');
    }
  });

  it('refuses a DTD (external entities, entity expansion) as a damaged file', async () => {
    const xxe = content(BODY).replace('<office:document-content', '<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><office:document-content');
    const result = await readDocument(await odt(xxe.replace('</office:text>', '<text:p>&xxe;</text:p></office:text>')), { fileName: 'cv.odt' });
    expect(result).toMatchObject({ ok: false, error: { code: 'CORRUPT_FILE' } });
  });

  it('other OpenDocument types (a spreadsheet) are not accepted', async () => {
    const sniffed = await sniffFormat(await odt(content(BODY), 'application/vnd.oasis.opendocument.spreadsheet'), { fileName: 'cv.ods' });
    expect(sniffed.ok).toBe(false);
  });

  it('reads the generated ODT corpus CVs with their name, e-mail and headings', async () => {
    for (const item of planCorpus(6, 11, ['odt'])) {
      const cv = await renderItem(item);
      const result = await readDocument(cv.bytes, { fileName: `${cv.base}.odt` });
      if (!result.ok) throw new Error(result.error.message);
      const texts = result.document.lines.map((l) => l.text);
      expect(texts.some((t) => t.includes(cv.truth.contact.email))).toBe(true);
      expect(result.document.lines.some((l) => l.heading)).toBe(true);
    }
  });

  it("reads the master page's header before the body and its footer after it", async () => {
    const zip = new JSZip();
    zip.file('mimetype', 'application/vnd.oasis.opendocument.text', { compression: 'STORE' });
    zip.file('content.xml', content('<text:p>Ingrid Solberg</text:p><text:h text:outline-level="2">Arbeidserfaring</text:h><text:p>fra 2020</text:p>'));
    zip.file(
      'styles.xml',
      `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${NS}><office:master-styles><style:master-page style:name="Standard"><style:header><text:p>Storgata 5, 7011 Trondheim</text:p><text:p>+47 555 10 200</text:p></style:header><style:footer><text:p>ingrid@example.com</text:p></style:footer></style:master-page></office:master-styles></office:document-styles>`,
    );
    const bytes = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const result = await readDocument(bytes, { fileName: 'cv.odt' });
    expect(result.ok && result.document.lines.map((l) => l.text)).toEqual(['Storgata 5, 7011 Trondheim', '+47 555 10 200', 'Ingrid Solberg', 'Arbeidserfaring', 'fra 2020', 'ingrid@example.com']);
  });
});
