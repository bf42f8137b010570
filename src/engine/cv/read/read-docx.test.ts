// The DOCX reader walks WordprocessingML itself (no HTML conversion): what Word puts around the
// text — tab stops, deleted text, field codes, the two halves of a text box — must not reach the lines.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { docxBodyToLines, headingStyles, readDocx } from './read-docx';

const body = (inner: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="w" xmlns:mc="mc"><w:body>${inner}<w:sectPr/></w:body></w:document>`;
const p = (inner: string, props = '') => `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${inner}</w:p>`;
const r = (text: string, props = '') => `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;

describe('docxBodyToLines', () => {
  it('reads paragraphs, tabs and line breaks, and never tab stops', () => {
    const lines = docxBodyToLines(
      body(
        p(`${r('Project Manager')}<w:r><w:tab/></w:r>${r('2019 – 2024')}`, '<w:tabs><w:tab w:val="right" w:pos="9000"/></w:tabs>') +
          p(`${r('Line one')}<w:r><w:br/></w:r>${r('Line two')}`),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual(['Project Manager\t2019 – 2024', 'Line one', 'Line two']);
  });

  it('a paragraph in Word numbering (bullets) starts with a bullet; numId 0, a typed bullet and a numbered heading do not get one', () => {
    const list = '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>';
    const lines = docxBodyToLines(
      body(
        p(r('Trained 40 new colleagues'), `<w:pStyle w:val="ListParagraph"/>${list}`) +
          p(r('Not a list item'), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="0"/></w:numPr>') +
          p(r('• Typed bullet'), list) +
          p(r('Experience'), `<w:pStyle w:val="Heading1"/>${list}`),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual(['• Trained 40 new colleagues', 'Not a list item', '• Typed bullet', 'Experience']);
  });

  it('marks a paragraph bold only when all its text is in bold runs; w:val="0" is not bold', () => {
    const lines = docxBodyToLines(body(p(r('Experience', '<w:b/>')) + p(r('Body', '<w:b w:val="0"/>')) + p(`${r('Half', '<w:b/>')}${r(' plain')}`)));
    expect(lines.map((l) => [l.text, l.bold === true])).toEqual([
      ['Experience', true],
      ['Body', false],
      ['Half plain', false],
    ]);
  });

  it('takes headings from Word’s heading and Title styles, by name from styles.xml', () => {
    const styles = headingStyles(
      '<w:styles><w:style w:type="paragraph" w:styleId="berschrift1"><w:name w:val="heading 1"/></w:style><w:style w:type="paragraph" w:styleId="Titel"><w:name w:val="Title"/></w:style><w:style w:type="paragraph" w:styleId="CVSection"><w:name w:val="CV Section"/></w:style></w:styles>',
    );
    const lines = docxBodyToLines(
      body(p(r('Anna Kowalska'), '<w:pStyle w:val="Titel"/>') + p(r('Berufserfahrung'), '<w:pStyle w:val="berschrift1"/>') + p(r('Some text in a sentence.'), '<w:pStyle w:val="CVSection"/>')),
      styles,
    );
    expect(lines.map((l) => [l.text, l.heading])).toEqual([
      ['Anna Kowalska', true],
      ['Berufserfahrung', true],
      ['Some text in a sentence.', false],
    ]);
  });

  it('skips deleted text and field instructions, keeps inserted text and field results', () => {
    const lines = docxBodyToLines(
      body(
        p(
          `${r('Kept ')}<w:del><w:r><w:delText>gone </w:delText></w:r></w:del><w:ins>${r('added ')}</w:ins>` +
            `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> HYPERLINK "x" </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>${r('link')}<w:r><w:fldChar w:fldCharType="end"/></w:r>`,
        ),
      ),
    );
    expect(lines.map((l) => l.text)).toEqual(['Kept added link']);
  });

  it('reads a text box once: the legacy fallback of a choice, not both halves', () => {
    const box = (text: string) => `<w:txbxContent>${p(r(text))}</w:txbxContent>`;
    const lines = docxBodyToLines(
      body(p(`<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>${box('Sidebar')}</w:drawing></mc:Choice><mc:Fallback><w:pict>${box('Sidebar')}</w:pict></mc:Fallback></mc:AlternateContent></w:r>`) + p(r('Body'))),
    );
    expect(lines.map((l) => l.text)).toEqual(['Sidebar', 'Body']);
  });

  it('gives table cells their row and column, and decodes entities', () => {
    const cell = (text: string) => `<w:tc><w:tcPr/>${p(r(text))}</w:tc>`;
    const lines = docxBodyToLines(body(`<w:tbl><w:tr>${cell('2019 – 2024')}${cell('Sales &amp; Marketing')}</w:tr><w:tr>${cell('2015')}${cell('A &lt;b&gt;')}</w:tr></w:tbl>`));
    expect(lines.map((l) => [l.text, l.table?.row, l.table?.cell])).toEqual([
      ['2019 – 2024', 0, 0],
      ['Sales & Marketing', 0, 1],
      ['2015', 1, 0],
      ['A <b>', 1, 1],
    ]);
  });

  it('refuses a document that declares a DTD', () => {
    expect(() => docxBodyToLines('<!DOCTYPE x [<!ENTITY a "b">]><w:document><w:body/></w:document>')).toThrow(/DTD/);
  });
});

describe('readDocx', () => {
  it("reads the first page's header before the body: a contact block may sit there", async () => {
    const zip = new JSZip();
    zip.file('_rels/.rels', '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
    zip.file(
      'word/document.xml',
      `<w:document xmlns:w="w" xmlns:r="r"><w:body>${p(r('SHANICE ADEBAYO-CLARKE'))}${p(r('Senior Care Assistant'))}<w:sectPr><w:headerReference w:type="default" r:id="rId9"/></w:sectPr></w:body></w:document>`,
    );
    zip.file('word/_rels/document.xml.rels', '<Relationships><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/></Relationships>');
    zip.file('word/header1.xml', `<w:hdr xmlns:w="w">${p(r('14 Laird Street, Birkenhead | 07700 900237 | shanice@example.com'))}</w:hdr>`);
    const doc = await readDocx(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(doc.lines.map((l) => l.text)).toEqual(['14 Laird Street, Birkenhead | 07700 900237 | shanice@example.com', 'SHANICE ADEBAYO-CLARKE', 'Senior Care Assistant']);
  });

  it("keeps the header's name when the body repeats it only at its end, under the signature", async () => {
    const duties = Array.from({ length: 14 }, (_, i) => `Aufgabe ${i + 1}`);
    const zip = new JSZip();
    zip.file('_rels/.rels', '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
    zip.file(
      'word/document.xml',
      `<w:document xmlns:w="w" xmlns:r="r"><w:body>${p(r('Lebenslauf'))}${duties.map((d) => p(r(d))).join('')}${p(r('Kassel, 3. März 2025'))}${p(r('Jonas Weber'))}<w:sectPr><w:headerReference w:type="default" r:id="rId9"/></w:sectPr></w:body></w:document>`,
    );
    zip.file('word/_rels/document.xml.rels', '<Relationships><Relationship Id="rId9" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/header" Target="header1.xml"/></Relationships>');
    zip.file('word/header1.xml', `<w:hdr xmlns:w="w">${p(r('Jonas Weber'))}${p(r('0561 5550 1234 · jonas.weber@example.com'))}</w:hdr>`);
    const doc = await readDocx(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
    expect(doc.lines.map((l) => l.text)).toEqual(['Jonas Weber', '0561 5550 1234 · jonas.weber@example.com', 'Lebenslauf', ...duties, 'Kassel, 3. März 2025', 'Jonas Weber']);
  });
});
