/** Document model → a standalone HTML page (printed to PDF by Chromium). */
import type { Block, Doc, Inline, Run } from '../doc';
import { runs } from '../doc';

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function inline(i: Inline): string {
  return runs(i)
    .map((r: Run) => {
      let h = esc(r.text);
      if (r.bold) h = `<strong>${h}</strong>`;
      if (r.italic) h = `<em>${h}</em>`;
      if (r.muted) h = `<span class="muted">${h}</span>`;
      return h;
    })
    .join('');
}

function block(b: Block): string {
  switch (b.t) {
    case 'name':
      return `<h1 class="name" style="text-align:${b.align ?? 'left'}">${esc(b.text)}</h1>`;
    case 'kicker':
      return `<div class="kicker" style="text-align:${b.align ?? 'left'}">${esc(b.text)}</div>`;
    case 'heading':
      return `<h2 class="h-${b.style ?? 'rule'}">${esc(b.text)}</h2>`;
    case 'p':
      return `<p style="text-align:${b.align ?? 'left'}">${inline(b.text)}</p>`;
    case 'split':
      return `<div class="split"><span>${inline(b.left)}</span><span class="right">${inline(b.right)}</span></div>`;
    case 'bullets':
      return `<ul style="--marker:'${b.marker} '">${b.items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
    case 'table': {
      const cls = [b.borders ? 'bordered' : '', b.shadeFirst ? 'shade-first' : '', b.rightAlignFirst ? 'label-col' : ''].join(' ');
      const cols = b.widths.map((w) => `<col style="width:${w}%">`).join('');
      const rows = b.rows.map((r) => `<tr>${r.map((cell) => `<td>${cell.map(block).join('')}</td>`).join('')}</tr>`).join('');
      return `<table class="${cls}">${cols}${rows}</table>`;
    }
    case 'columns': {
      const l = `<div class="col ${b.side === 'left' ? 'side' : 'main'}${b.side === 'left' && b.shaded ? ' shaded' : ''}" style="width:${b.widths[0]}%">${b.left.map(block).join('')}</div>`;
      const r = `<div class="col ${b.side === 'right' ? 'side' : 'main'}${b.side === 'right' && b.shaded ? ' shaded' : ''}" style="width:${b.widths[1]}%">${b.right.map(block).join('')}</div>`;
      return `<div class="columns">${l}${r}</div>`;
    }
    case 'rating': {
      const d = Array.from({ length: b.max }, (_, i) => `<span class="dot${i < b.value ? ' on' : ''}"></span>`).join('');
      return `<div class="rating"><span>${esc(b.label)}</span><span class="dots">${d}</span></div>`;
    }
    case 'pagebreak':
      return '<div class="pagebreak"></div>';
    case 'spacer':
      return '<div class="spacer"></div>';
  }
}

const BASE = `
  @page { margin: 16mm 15mm 18mm 15mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 10pt/1.35 "Liberation Sans", "DejaVu Sans", Arial, sans-serif; color: #222; }
  h1.name { font-size: 22pt; margin: 0 0 2pt; font-weight: 700; }
  .kicker { font-size: 9pt; letter-spacing: 2pt; color: #666; margin-bottom: 3pt; }
  h2 { font-size: 11.5pt; margin: 12pt 0 5pt; }
  h2.h-rule { border-bottom: 1px solid #999; padding-bottom: 2pt; }
  h2.h-caps { text-transform: uppercase; letter-spacing: 0.5pt; color: #24527a; }
  h2.h-spaced { letter-spacing: 3pt; font-size: 10pt; color: #333; }
  p { margin: 1.5pt 0; }
  .muted { color: #666; }
  .split { display: flex; justify-content: space-between; gap: 12pt; margin-top: 5pt; }
  .split .right { white-space: nowrap; text-align: right; }
  ul { margin: 2pt 0 6pt 0; padding-left: 14pt; list-style: none; }
  ul li::before { content: var(--marker); margin-left: -10pt; }
  table { width: 100%; border-collapse: collapse; margin: 2pt 0 6pt; table-layout: fixed; }
  td { vertical-align: top; padding: 3pt 6pt 3pt 0; }
  table.bordered td { border: 1px solid #aaa; padding: 4pt 6pt; }
  table.shade-first td:first-child { background: #24527a; color: #fff; padding: 10pt; }
  table.label-col td:first-child { text-align: right; padding-right: 10pt; border-right: 1px solid #1f5aa6; color: #1f5aa6; }
  .columns { display: flex; gap: 0; min-height: 260mm; }
  .col { padding: 0 10pt; }
  .col.shaded { background: #eef2f6; padding-top: 8pt; }
  .rating { display: flex; justify-content: space-between; margin: 2pt 0; }
  .dot { display: inline-block; width: 7pt; height: 7pt; border-radius: 50%; border: 1px solid #c17a2c; margin-left: 2pt; }
  .dot.on { background: #c17a2c; }
  .pagebreak { break-after: page; }
  .spacer { height: 4pt; }
`;

const THEMES: Record<Doc['theme'], string> = {
  classic: `body { font-family: "Liberation Serif", "DejaVu Serif", Georgia, serif; }`,
  modern: `h1.name { color: #24527a; } .col.side { font-size: 9pt; }`,
  timeline: `table:not(.bordered) td:first-child { color: #555; border-right: 2px solid #9bb; }`,
  europass: `body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 9.5pt; } h1.name { font-size: 16pt; }`,
  band: `table.shade-first td { padding: 10pt; } table.shade-first td:last-child { background: #e8eef4; font-size: 9pt; } table.shade-first h1.name { color: #fff; }`,
  resume: `@page { margin: 12mm 14mm; } body { font-family: "Liberation Serif", Georgia, serif; font-size: 10.5pt; } h1.name { font-size: 20pt; } h2 { border-bottom: 1px solid #000; text-transform: uppercase; font-size: 11pt; }`,
  design: `@page { margin: 0; } body { font-size: 9.5pt; } .columns { min-height: 297mm; } .col { padding: 14mm 8mm; } .col.shaded { background: #2f3640; color: #eee; } .col.shaded h2 { color: #f0b35a; } h1.name { letter-spacing: 3pt; } .kicker { color: #c17a2c; }`,
};

export function toHtml(doc: Doc): string {
  return `<!doctype html><html lang="${doc.lang}"><head><meta charset="utf-8"><title>${esc(doc.title)}</title><style>${BASE}${THEMES[doc.theme]}</style></head><body>${doc.blocks.map(block).join('\n')}</body></html>`;
}
