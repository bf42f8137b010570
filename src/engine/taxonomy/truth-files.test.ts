import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSkill } from './taxonomy';
import { cvSamplesDir } from '../../../tests/support/cv-samples';

// The development CVs are shared by the whole team; their truth files list skills as the CVs spell them.
const SAMPLES = cvSamplesDir ?? '';

describe('recognition of the skills in the development truth files', () => {
  it('recognises at least 85% of them', () => {
    expect(cvSamplesDir, 'CV samples not found: set CV_SAMPLES_DIR').toBeTruthy();
    const files = readdirSync(SAMPLES).filter((f) => f.endsWith('.truth.json'));
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
    console.log(`truth-file skills recognised: ${total - misses.length}/${total} (${(rate * 100).toFixed(1)}%)`, misses);
    expect(total).toBeGreaterThan(0);
    expect(rate).toBeGreaterThanOrEqual(0.85);
  });
});
