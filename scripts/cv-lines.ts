/**
 * node --import tsx scripts/cv-lines.ts <file>
 * The reading layer's lines of one document (column, heading/bold, table cell, text): what every
 * later stage of the engine sees. For looking into a CV that reads badly. With --sections: the
 * sections the lines were split into, each with its kind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readDocument } from '../src/engine/cv/read/read-document';
import { splitSections } from '../src/engine/cv/sections';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: node --import tsx scripts/cv-lines.ts <file>');
  // scans and photos are read with Tesseract, as the app reads them
  const { tesseractOcr } = await import('../src/server/features/cvs/tesseract-ocr');
  const result = await readDocument(new Uint8Array(fs.readFileSync(file)), { fileName: path.basename(file) }, { ocr: tesseractOcr });
  if (!result.ok) {
    console.log(JSON.stringify(result.error));
    return;
  }
  if (process.argv.includes('--sections')) {
    for (const section of splitSections(result.document.lines)) {
      console.log(`== ${section.kind} ${JSON.stringify(section.title)}`);
      for (const l of section.lines) console.log(`   ${JSON.stringify(l.text)}`);
    }
    return;
  }
  for (const l of result.document.lines) {
    const cell = l.table ? `[${l.table.index}:${l.table.row}:${l.table.cell}]` : '';
    console.log(`p${l.page} ${l.column.padEnd(4)} ${l.heading ? 'H' : ' '}${l.bold ? 'B' : ' '} ${cell} ${JSON.stringify(l.text)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
