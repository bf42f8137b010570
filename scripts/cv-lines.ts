/**
 * node --import tsx scripts/cv-lines.ts <file>
 * The reading layer's lines of one document (column, heading/bold, table cell, text): what every
 * later stage of the engine sees. For looking into a CV that reads badly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readDocument } from '../src/engine/cv/read/read-document';

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((a) => a !== '--');
  if (!file) throw new Error('usage: node --import tsx scripts/cv-lines.ts <file>');
  const result = await readDocument(new Uint8Array(fs.readFileSync(file)), { fileName: path.basename(file) });
  if (!result.ok) {
    console.log(JSON.stringify(result.error));
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
