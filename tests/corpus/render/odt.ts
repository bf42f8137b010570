/** Document model → ODT (OpenDocument Text), written directly as an ODF zip with jszip. */
import JSZip from 'jszip';
import type { Block, Doc, Inline } from '../doc';
import { runs } from '../doc';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Text with ODF whitespace rules: runs of spaces as <text:s/>, tabs as <text:tab/>. */
function textXml(s: string): string {
  return esc(s)
    .replace(/\t/g, '<text:tab/>')
    .replace(/ {2,}/g, (m) => ` <text:s text:c="${m.length - 1}"/>`);
}

function spans(i: Inline): string {
  return runs(i)
    .map((r) => {
      const style = r.bold && r.italic ? 'Tbi' : r.bold ? 'Tb' : r.italic ? 'Ti' : r.muted ? 'Tm' : '';
      return style ? `<text:span text:style-name="${style}">${textXml(r.text)}</text:span>` : textXml(r.text);
    })
    .join('');
}

class Writer {
  private tables = 0;
  readonly autoStyles: string[] = [];

  blocks(list: Block[], inverse = false): string {
    return list.map((b) => this.block(b, inverse)).join('');
  }

  private block(b: Block, inverse: boolean): string {
    const p = (style: string, body: string): string => `<text:p text:style-name="${inverse ? `${style}Inv` : style}">${body}</text:p>`;
    switch (b.t) {
      case 'name':
        return p(b.align === 'center' ? 'PNameC' : 'PName', textXml(b.text));
      case 'kicker':
        return p(b.align === 'center' ? 'PKickerC' : 'PKicker', textXml(b.text));
      case 'heading':
        return `<text:h text:style-name="Heading_20_2" text:outline-level="2">${textXml(b.text)}</text:h>`;
      case 'p':
        return p(b.align === 'center' ? 'PCenter' : b.align === 'right' ? 'PRight' : 'PBody', spans(b.text));
      case 'split':
        return p('PSplit', `${spans(b.left)}<text:tab/>${spans(b.right)}`);
      case 'bullets':
        return `<text:list text:style-name="LBullet">${b.items.map((i) => `<text:list-item><text:p text:style-name="PBody">${textXml(i)}</text:p></text:list-item>`).join('')}</text:list>`;
      case 'table':
        return this.table(b.rows, b.widths, { borders: b.borders, shadeFirst: b.shadeFirst, rightFirst: b.rightAlignFirst });
      case 'columns':
        return this.table([[b.left, b.right]], b.widths, { shadeIndex: b.shaded ? (b.side === 'left' ? 0 : 1) : undefined, light: true });
      case 'rating':
        return p('PSplit', `${textXml(b.label)}<text:tab/>${'●'.repeat(b.value)}${'○'.repeat(b.max - b.value)}`);
      case 'pagebreak':
        return '<text:p text:style-name="PBreak"/>';
      case 'spacer':
        return '<text:p text:style-name="PBody"/>';
    }
  }

  private table(
    rows: Block[][][],
    widths: number[],
    o: { borders?: boolean; shadeFirst?: boolean; rightFirst?: boolean; shadeIndex?: number; light?: boolean },
  ): string {
    const n = ++this.tables;
    const total = 17;
    this.autoStyles.push(
      `<style:style style:name="Tab${n}" style:family="table"><style:table-properties style:width="${total}cm" table:align="margins"/></style:style>`,
    );
    widths.forEach((w, i) =>
      this.autoStyles.push(
        `<style:style style:name="Tab${n}.C${i}" style:family="table-column"><style:table-column-properties style:column-width="${((w / 100) * total).toFixed(2)}cm"/></style:style>`,
      ),
    );
    const shadeAt = o.shadeFirst ? 0 : o.shadeIndex;
    widths.forEach((_, i) => {
      const bg = shadeAt === i ? (o.shadeFirst ? '#24527a' : '#eef2f6') : 'transparent';
      this.autoStyles.push(
        `<style:style style:name="Tab${n}.Cell${i}" style:family="table-cell"><style:table-cell-properties fo:padding="0.12cm" fo:background-color="${bg}" fo:border="${o.borders ? '0.5pt solid #999999' : 'none'}"/></style:style>`,
      );
    });
    const cols = widths.map((_, i) => `<table:table-column table:style-name="Tab${n}.C${i}"/>`).join('');
    const body = rows
      .map(
        (r) =>
          `<table:table-row>${r
            .map((cell, i) => {
              let inner = this.blocks(cell, Boolean(o.shadeFirst && i === 0));
              if (o.rightFirst && i === 0) inner = inner.replace(/text:style-name="PBody"/g, 'text:style-name="PRight"');
              return `<table:table-cell table:style-name="Tab${n}.Cell${i}" office:value-type="string">${inner || '<text:p/>'}</table:table-cell>`;
            })
            .join('')}</table:table-row>`,
      )
      .join('');
    return `<table:table table:name="Table${n}" table:style-name="Tab${n}">${cols}${body}</table:table>`;
  }
}

const NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"';

function paragraphStyles(): string {
  const ps = (name: string, props: string, text = '', inner = ''): string[] => {
    const pp = inner
      ? `<style:paragraph-properties ${props}>${inner}</style:paragraph-properties>`
      : `<style:paragraph-properties ${props}/>`;
    return [
      `<style:style style:name="${name}" style:family="paragraph" style:parent-style-name="Standard">${pp}<style:text-properties ${text}/></style:style>`,
      `<style:style style:name="${name}Inv" style:family="paragraph" style:parent-style-name="Standard">${pp}<style:text-properties ${text.replace(/fo:color="[^"]*"/, '')} fo:color="#ffffff"/></style:style>`,
    ];
  };
  return [
    ...ps('PBody', 'fo:margin-top="0.03cm" fo:margin-bottom="0.03cm"'),
    ...ps('PCenter', 'fo:text-align="center"'),
    ...ps('PRight', 'fo:text-align="end"'),
    ...ps('PName', 'fo:margin-bottom="0.1cm"', 'fo:font-size="20pt" fo:font-weight="bold"'),
    ...ps('PNameC', 'fo:text-align="center" fo:margin-bottom="0.1cm"', 'fo:font-size="20pt" fo:font-weight="bold"'),
    ...ps('PKicker', '', 'fo:font-size="9pt" fo:letter-spacing="0.05cm" fo:color="#777777"'),
    ...ps('PKickerC', 'fo:text-align="center"', 'fo:font-size="9pt" fo:letter-spacing="0.05cm" fo:color="#777777"'),
    ...ps(
      'PSplit',
      'fo:margin-top="0.15cm"',
      '',
      '<style:tab-stops><style:tab-stop style:position="17cm" style:type="right"/></style:tab-stops>',
    ),
    `<style:style style:name="PBreak" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:break-before="page"/></style:style>`,
    `<style:style style:name="Tb" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style>`,
    `<style:style style:name="Ti" style:family="text"><style:text-properties fo:font-style="italic"/></style:style>`,
    `<style:style style:name="Tbi" style:family="text"><style:text-properties fo:font-weight="bold" fo:font-style="italic"/></style:style>`,
    `<style:style style:name="Tm" style:family="text"><style:text-properties fo:color="#666666"/></style:style>`,
    `<text:list-style style:name="LBullet"><text:list-level-style-bullet text:level="1" text:bullet-char="•"><style:list-level-properties text:list-level-position-and-space-mode="label-alignment"><style:list-level-label-alignment text:label-followed-by="listtab" text:list-tab-stop-position="0.6cm" fo:text-indent="-0.4cm" fo:margin-left="0.6cm"/></style:list-level-properties></text:list-level-style-bullet></text:list-style>`,
  ].join('');
}

export async function toOdt(doc: Doc): Promise<Uint8Array> {
  const w = new Writer();
  const body = w.blocks(doc.blocks);
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${NS} office:version="1.3"><office:automatic-styles>${paragraphStyles()}${w.autoStyles.join('')}</office:automatic-styles><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const [pw, ph] = doc.page === 'Letter' ? ['21.59cm', '27.94cm'] : ['21cm', '29.7cm'];
  const footer = doc.footer ? `<style:footer><text:p text:style-name="Footer">${textXml(doc.footer)}</text:p></style:footer>` : '';
  const styles = `<?xml version="1.0" encoding="UTF-8"?><office:document-styles ${NS} office:version="1.3"><office:styles><style:default-style style:family="paragraph"><style:text-properties fo:font-size="10pt" style:font-name="Liberation Sans" fo:language="${doc.lang}"/></style:default-style><style:style style:name="Standard" style:family="paragraph" style:class="text"/><style:style style:name="Heading_20_2" style:display-name="Heading 2" style:family="paragraph" style:parent-style-name="Standard" style:default-outline-level="2" style:class="text"><style:paragraph-properties fo:margin-top="0.4cm" fo:margin-bottom="0.15cm"/><style:text-properties fo:font-size="12pt" fo:font-weight="bold" fo:color="#24527a"/></style:style><style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard" style:class="extra"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style></office:styles><office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="${pw}" fo:page-height="${ph}" fo:margin-top="1.5cm" fo:margin-bottom="1.5cm" fo:margin-left="2cm" fo:margin-right="2cm"/></style:page-layout></office:automatic-styles><office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">${footer}</style:master-page></office:master-styles></office:document-styles>`;
  const meta = `<?xml version="1.0" encoding="UTF-8"?><office:document-meta ${NS} office:version="1.3"><office:meta><dc:title>${esc(doc.title)}</dc:title><meta:generator>Kairos corpus generator</meta:generator></office:meta></office:document-meta>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3"><manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="application/vnd.oasis.opendocument.text"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/><manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/></manifest:manifest>`;
  const zip = new JSZip();
  zip.file('mimetype', 'application/vnd.oasis.opendocument.text', { compression: 'STORE' });
  zip.file('content.xml', content);
  zip.file('styles.xml', styles);
  zip.file('meta.xml', meta);
  zip.file('META-INF/manifest.xml', manifest);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', mimeType: 'application/vnd.oasis.opendocument.text' });
}
