import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cvSamplesDir, samplePath } from '../../../tests/support/cv-samples';
import { DEVELOPED_ON } from '../../../tests/support/developed-on';
import { analyzeCv } from './analyze-cv';

interface Truth {
  contact: { full_name: string; email: string };
  experience: { title: string; company: string }[];
}


const samples = cvSamplesDir ? DEVELOPED_ON.filter((f) => fs.existsSync(samplePath(f)) && fs.existsSync(samplePath(f.replace(/\.[^.]+$/, '.truth.json')))) : [];

describe.skipIf(!cvSamplesDir)('analyzeCv on the shared samples', () => {
  it('finds the samples', () => {
    expect(samples).toHaveLength(DEVELOPED_ON.length);
  });

  it.each(samples)('%s: name, e-mail and number of positions', async (file) => {
    const truth = JSON.parse(fs.readFileSync(samplePath(file.replace(/\.[^.]+$/, '.truth.json')), 'utf8')) as Truth;
    const result = await analyzeCv(new Uint8Array(fs.readFileSync(samplePath(file))), { fileName: path.basename(file) });
    if (!result.ok) throw new Error(`${file}: ${result.error.code} ${result.error.message}`);
    const { personalInfo, experience, meta } = result.analysis;
    expect(personalInfo.name?.toLowerCase()).toBe(truth.contact.full_name.toLowerCase());
    expect(personalInfo.email).toBe(truth.contact.email);
    expect(experience).toHaveLength(truth.experience.length);
    expect(meta.language).toBe(file.slice(0, 2));
    expect(meta.durationMs).toBe(0);
  });

  it('every file in bad/ is a clean error', async () => {
    const bad = path.join(cvSamplesDir ?? '', 'bad');
    for (const file of fs.readdirSync(bad)) {
      const result = await analyzeCv(new Uint8Array(fs.readFileSync(path.join(bad, file))), { fileName: file });
      expect(result.ok, file).toBe(false);
      if (!result.ok) expect(result.error.message.length, file).toBeGreaterThan(20);
    }
  });
});
