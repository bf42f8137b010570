import { describe, expect, it } from 'vitest';
import { escoOccupations } from '../taxonomy/esco-data';
import { coreEscoTitles } from './esco-occupations';
import {
  allOccupations,
  allOccupationsWithEsco,
  findOccupation,
  getOccupationById,
  loadAllTitleLanguages,
  loadEscoOccupations,
  loadOccupations,
  matchJobTitle,
  warmEsco,
} from './occupations';
import { buildTitleIndex } from './title-index';
import { computeSkillGap, rankMissingSkills } from './skill-gap';

const escoId = (enTitle: string) => {
  const esco = escoOccupations().find((o) => o.titles.en[0] === enTitle);
  if (!esco) throw new Error(`no ESCO occupation "${enTitle}"`);
  return allOccupationsWithEsco().find((o) => o.escoUri === esco.uri);
};

describe('occupations with ESCO', () => {
  // runs first: later tests add the 20 further languages to the index
  it('ships the title index the engine would build (re-derive after changing normalise.ts or title-index.ts)', async () => {
    await warmEsco();
    const catalogue = loadEscoOccupations();
    const built = buildTitleIndex(loadOccupations().occupations, coreEscoTitles(catalogue.byEscoRow));
    const shipped = catalogue.titles;
    expect(shipped.byKey.size).toBe(built.byKey.size);
    for (const [key, entry] of built.byKey) {
      const got = shipped.byKey.get(key);
      if (got?.occupation !== entry.occupation || got.term !== entry.term || got.curated !== entry.curated) expect.fail(`title key ${key}`);
    }
    expect([...shipped.vocabulary].sort()).toEqual([...built.vocabulary].sort());
    expect(shipped.maxTokens).toBe(built.maxTokens);
    expect([...shipped.singleTokenKeys].sort()).toEqual([...built.singleTokenKeys].sort());
  }, 60_000);

  it('keeps the curated occupations and adds every other ESCO occupation once', () => {
    const curated = allOccupations();
    expect(curated).toHaveLength(212);
    expect(curated.filter((o) => o.escoUri).length).toBeGreaterThanOrEqual(200);
    const all = allOccupationsWithEsco();
    const uris = all.map((o) => o.escoUri).filter(Boolean);
    // every ESCO occupation is in the catalogue once, as itself or as the curated occupation(s) that are it
    expect(new Set(uris).size).toBe(escoOccupations().length);
    expect(all.filter((o) => o.origin === 'esco').length + new Set(curated.map((o) => o.escoUri).filter(Boolean)).size).toBe(
      escoOccupations().length,
    );
    for (const o of all) expect(o.isco).toMatch(/^\d{4}$/);
  });

  // ESCO's own title in each core language for an occupation only ESCO has (ISCO-08 7223)
  const drill = () => escoOccupations().find((o) => o.titles.en[0] === 'drill press operator');
  for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl'] as const) {
    it(`recognises an ESCO title in ${lang}`, () => {
      const esco = drill();
      const title = esco?.titles[lang][0] ?? '';
      const [match] = matchJobTitle(title);
      expect(match?.occupation.escoUri, `${title} → ${match?.occupation.title}`).toBe(esco?.uri);
      expect(match?.occupation.isco).toBe('7223');
    });
  }

  it('gives curated titles priority over ESCO titles, feminine forms included', () => {
    expect(findOccupation('Buchhalterin')?.id).toBe('bookkeeper');
    expect(findOccupation('Manager')).toBeUndefined();
    expect(getOccupationById('bookkeeper')?.escoUri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/occupation\//);
  });

  it('recognises titles in the further ESCO languages once they are loaded', async () => {
    await loadAllTitleLanguages();
    const [match] = matchJobTitle('Programista aplikacji');
    expect(match?.occupation.escoUri ?? match?.occupation.id).toBeDefined();
  }, 30_000);
});

describe('skill gap against ESCO essential skills', () => {
  it('computes the share of essential ESCO skills held', () => {
    const occupation = escoId('welder');
    expect(occupation).toBeDefined();
    if (!occupation) return;
    const gap = computeSkillGap([], occupation);
    expect(gap.skillGapScore).toBe(0);
    expect(gap.missingSkills.filter((s) => s.essential)).toHaveLength(occupation.essential.length);
    const first = gap.missingSkills[0];
    const held = computeSkillGap([first.name], occupation);
    expect(held.heldSkills.map((s) => s.id)).toContain(first.id);
    expect(held.skillGapScore).toBe(Math.round((1 / occupation.essential.length) * 100) / 100);
  });

  it('ranks missing skills by how many target occupations need them', () => {
    const targets = escoOccupations()
      .filter((o) => o.isco === '7212')
      .slice(0, 3)
      .map((o) => allOccupationsWithEsco().find((c) => c.escoUri === o.uri))
      .filter((o) => o !== undefined);
    expect(targets.length).toBe(3);
    const ranked = rankMissingSkills([], targets);
    expect(ranked[0].essentialFor).toBeGreaterThanOrEqual(ranked[ranked.length - 1].essentialFor);
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1], ranked[i]];
      expect(a.essentialFor > b.essentialFor || (a.essentialFor === b.essentialFor && a.neededBy >= b.neededBy)).toBe(true);
    }
    const shared = ranked.find((s) => s.essentialFor === 3 || s.neededBy === 3);
    expect(shared?.occupationIds).toHaveLength(3);
  });
});
