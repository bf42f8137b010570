import fs from 'node:fs';
import { readDocument } from './src/engine/cv/read/read-document';
import { splitSections } from './src/engine/cv/sections';
import { extractExperience } from './src/engine/cv/experience';
const r = await readDocument(new Uint8Array(fs.readFileSync(process.argv[2]!)), { fileName: process.argv[2] });
if (!r.ok) throw new Error('x');
const secs = splitSections(r.document.lines).filter((s) => s.kind === 'experience');
console.log(extractExperience(secs.map((s) => s.lines)).map((e) => [e.position, e.company]));
