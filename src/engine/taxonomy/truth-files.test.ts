import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSkill } from './taxonomy';
import { cvSamplesDir } from '../../../tests/support/cv-samples';
import { DEVELOPED_ON } from '../../../tests/support/developed-on';

// The development CVs are shared by the whole team; their truth files list skills as the CVs spell them.
const SAMPLES = cvSamplesDir;

describe('recognition of the skills in the development truth files', () => {
  it('recognises at least 85% of them', () => {
    const developed = new Set(DEVELOPED_ON.map((f) => f.replace(/\.[^.]+$/, '.truth.json')));
    const files = readdirSync(SAMPLES).filter((f) => developed.has(f));
    const misses: string[] = [];
    let total = 0;
    for (const file of files) {
      const truth = JSON.parse(readFileSync(join(SAMPLES, file), 'utf8')) as { skills?: string[] };
      for (const skill of truth.skills ?? []) {
        total++;
        if (!findSkill(skill)) misses.push(`${file}: ${skill}`);
      }
    }
    const rate = (total - misses.length) / total;
    expect(total).toBeGreaterThan(0);
    expect(rate, `recognised ${total - misses.length}/${total}; missed: ${misses.join('; ')}`).toBeGreaterThanOrEqual(0.85);
  });
});
