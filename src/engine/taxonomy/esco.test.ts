import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ESCO_COUNTS,
  ESCO_NOTICE,
  ESCO_VERSION,
  escoLanguages,
  escoOccupations,
  escoSkills,
  escoTransversalSkills,
  getEscoSkill,
  iscoGroupTitles,
  kairosSkillMapEntries,
  escoLanguageSkillIndices,
  escoSkillLabels,
  escoSkillUris,
  loadMoreTitleLanguages,
} from './esco-data';
import { buildSkillLabelMaps } from './esco-label-index';
import { findEscoSkill, isSpecificEscoLabel } from './esco-skills';
import { matchSkillsInText } from './match-skills-in-text';
import { termKey, termKeyAndCount, tokenCount } from './normalise';
import { getSkillById, loadTaxonomy, resolveSkill } from './taxonomy';

// The official v1.1.1 CSVs' row counts (see SOURCES.md beside the ESCO archives, and meta.json here); the derivation must keep them all.
const CSV = { skills: 13_896, knowledge: 3_059, skillCompetence: 10_831, occupations: 3_007, relations: 123_855, transversal: 96 };

describe('derived ESCO data', () => {
  it('cites the version and the notice', () => {
    expect(ESCO_VERSION).toBe('ESCO v1.1.1');
    expect(ESCO_NOTICE).toBe('This service uses the ESCO classification of the European Commission');
  });

  it('keeps every skill, occupation, relation and transversal skill of the CSVs', () => {
    const skills = escoSkills();
    expect(skills).toHaveLength(CSV.skills);
    expect(skills.filter((s) => s.type === 'knowledge')).toHaveLength(CSV.knowledge);
    expect(skills.filter((s) => s.type === 'skill/competence')).toHaveLength(CSV.skillCompetence);
    const occupations = escoOccupations();
    expect(occupations).toHaveLength(CSV.occupations);
    const relations = occupations.reduce((n, o) => n + o.essential.length + o.optional.length, 0);
    // 67 relations of one occupation v1.1.1's occupations file no longer lists are counted, not kept
    const dropped = Object.values(ESCO_COUNTS.relationsOfUnlistedOccupations as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(ESCO_COUNTS.relationsInCsv).toBe(CSV.relations);
    expect(relations + dropped).toBe(CSV.relations);
    expect(escoTransversalSkills()).toHaveLength(CSV.transversal);
  });

  it('has no duplicate URIs and only valid skill references', () => {
    const skillUris = escoSkills().map((s) => s.uri);
    expect(new Set(skillUris).size).toBe(skillUris.length);
    const occupationUris = escoOccupations().map((o) => o.uri);
    expect(new Set(occupationUris).size).toBe(occupationUris.length);
    for (const o of escoOccupations()) {
      expect(o.isco).toMatch(/^\d{4}$/);
      for (const row of [...o.essential, ...o.optional]) expect(escoSkills()[row]).toBeDefined();
    }
  });

  it('has English labels for every skill, French and Spanish for most, and occupation titles in six languages', () => {
    expect(escoSkills().every((s) => s.labels.en.length > 0)).toBe(true);
    expect(escoSkills().filter((s) => s.labels.fr.length > 0).length).toBeGreaterThan(13_000);
    expect(escoSkills().filter((s) => s.labels.es.length > 0).length).toBeGreaterThan(13_000);
    const developer = escoOccupations().find((o) => o.titles.en[0] === 'software developer');
    expect(developer?.isco).toBe('2512');
    expect(developer?.titles.de.join('|')).toMatch(/Softwareentwickler/);
    expect(iscoGroupTitles('2512')?.en).toBe('Software developers');
    expect(Object.keys(iscoGroupTitles('2512') ?? {}).length).toBeGreaterThanOrEqual(24);
  });

  it('keeps every derived file under 2 MB and the whole set small', () => {
    const dir = path.join(import.meta.dirname, 'esco');
    const sizes = fs.readdirSync(dir).map((f) => [f, fs.statSync(path.join(dir, f)).size] as const);
    for (const [f, size] of sizes) expect(size, f).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect(sizes.reduce((n, [, size]) => n + size, 0)).toBeLessThanOrEqual(8 * 1024 * 1024);
  });

  it('ships label indexes equal to the ones the engine would build (re-derive after changing normalise.ts)', () => {
    const built = buildSkillLabelMaps(escoSkills(), escoLanguageSkillIndices());
    const shipped = escoSkillLabels();
    expect(shipped.text.size).toBe(built.text.size);
    for (const [key, row] of built.text) if (shipped.text.get(key) !== row) expect.fail(`text ${key}`);
    const uris = escoSkillUris();
    expect(uris.size).toBe(built.item.size);
    for (const [key, row] of built.item) if (uris.row(key) !== row) expect.fail(`uri index ${key}`);
    expect(uris.row('no such skill label anywhere')).toBeUndefined();
    expect(escoSkills().every((s) => s.uuid === uris.uuid(s.index))).toBe(true);
  }, 30_000);

  it('loads the 20 further title languages on request', async () => {
    const more = await loadMoreTitleLanguages();
    expect(more).toHaveLength(CSV.occupations);
    const developer = escoOccupations().findIndex((o) => o.titles.en[0] === 'software developer');
    expect(more[developer].pl.length + more[developer].sv.length).toBeGreaterThan(0);
  }, 30_000);

  it('maps every Kairos skill to ESCO, as the ESCO skill itself, under a broader ESCO skill, or as standalone', () => {
    const taxonomy = loadTaxonomy();
    const entries = new Map(kairosSkillMapEntries());
    for (const skill of taxonomy.skills) {
      const value = entries.get(skill.id);
      expect(value, skill.id).toMatch(/^(=|>)[0-9a-f-]{36}$|^-$/);
      if (value === '-') expect(skill.escoUri ?? skill.escoBroaderUri).toBeUndefined();
      else expect(getEscoSkill((value ?? '').slice(1)), skill.id).toBeDefined();
    }
    expect(taxonomy.skills.filter((s) => s.escoUri).length).toBeGreaterThan(400);
    expect(findKairos('Kubernetes')?.escoBroaderUri).toBeDefined();
    expect(findKairos('Python')?.escoUri).toBe('http://data.europa.eu/esco/skill/ccd0a1d9-afda-43d9-b901-96344886e14d');
  });

  it('names language skills for spoken languages', () => {
    expect(escoLanguages().get('german')?.skill.labels.en[0]).toBe('German');
    expect(escoLanguages().get('english')?.skills.length).toBeGreaterThanOrEqual(4);
  });
});

function findKairos(name: string) {
  return loadTaxonomy().skills.find((s) => s.name === name);
}

describe('the one taxonomy', () => {
  it('resolves Kairos skills first and ESCO skills by their English, French and Spanish labels', () => {
    expect(resolveSkill('Projektmanagement')?.id).toBe('project-management');
    expect(resolveSkill('Projektmanagement')?.escoUri).toMatch(/^http:\/\/data\.europa\.eu\/esco\/skill\//);
    const welding = resolveSkill('welding techniques');
    expect(welding?.origin).toBe('esco');
    expect(welding?.id).toMatch(/^esco-[0-9a-f-]{36}$/);
    expect(resolveSkill('techniques de soudage')?.id).toBe(welding?.id);
    expect(getSkillById(welding?.id ?? '')?.name).toBe('welding techniques');
  });

  it('never resolves a spoken language as a skill', () => {
    expect(findEscoSkill('English')).toBeUndefined();
    expect(findEscoSkill('Deutsch')).toBeUndefined();
  });

  it('uses the same lookup key on the fast path as the general tokenizer', () => {
    for (const skill of escoSkills().slice(0, 3000)) {
      for (const label of [...skill.labels.en, ...skill.labels.fr, ...skill.labels.es]) {
        expect(termKeyAndCount(label)).toEqual({ key: termKey(label), tokens: tokenCount(label) });
      }
    }
  });

  it('lets only specific ESCO labels count in free text', () => {
    const competence = { type: 'skill/competence', reuse: 'cross-sector' } as const;
    expect(isSpecificEscoLabel(competence, 'manage staff')).toBe(false);
    expect(isSpecificEscoLabel({ type: 'knowledge', reuse: 'transversal' }, 'English')).toBe(false);
    expect(isSpecificEscoLabel({ type: 'knowledge', reuse: 'cross-sector' }, 'machine learning')).toBe(true);
    expect(isSpecificEscoLabel({ type: 'skill/competence', reuse: 'sector-specific' }, 'apply welding techniques')).toBe(true);
    const text = 'I managed staff, worked in teams and spoke English every day.';
    expect(matchSkillsInText(text, undefined, { esco: true })).toEqual([]);
  });
});

// One line per CV language; each names a skill whose ESCO URI the match must carry. English, French and
// Spanish spellings come from ESCO's own labels; German, Italian and Dutch from Kairos's aliases.
const LINES: [lang: string, line: string, expected: string][] = [
  ['en', 'Built anti-fraud models with machine learning and applied welding techniques on site.', 'machine learning'],
  ['en', 'Responsible for supply chain management across three plants.', 'supply chain management'],
  ['de', 'Verantwortlich für Projektmanagement und Budgetplanung.', 'project management'],
  ['fr', "Responsable de la gestion de la chaîne d'approvisionnement pour trois sites.", 'supply chain management'],
  ['es', 'Experiencia en gestión de proyectos y aprendizaje automático.', 'machine learning'],
  ['it', 'Responsabile della gestione progetti per clienti internazionali.', 'project management'],
  ['nl', 'Ervaring met projectmanagement en machine learning.', 'project management'],
];

describe('skill matching against ESCO in six languages', () => {
  for (const [lang, line, expected] of LINES) {
    it(`${lang}: ${line}`, () => {
      const mentions = matchSkillsInText(line, undefined, { esco: true });
      const uris = mentions.map((m) => m.skill.escoUri).filter(Boolean);
      const want = escoSkills().find((s) => s.labels.en[0] === expected)?.uri;
      expect(want).toBeDefined();
      expect(uris).toContain(want);
      for (const m of mentions) expect(line.slice(m.start, m.end)).toBe(m.text);
    });
  }

  it('finds ESCO-only skills by their specific labels', () => {
    const mentions = matchSkillsInText('Advised on pharmaceutical legislation and maritime law.', undefined, { esco: true });
    expect(mentions.map((m) => [m.text, m.skill.origin])).toEqual([
      ['pharmaceutical legislation', 'esco'],
      ['maritime law', 'esco'],
    ]);
  });

  it('leaves the curated matcher alone without the option', () => {
    const line = 'Daily work: welding techniques and supply chain management.';
    expect(matchSkillsInText(line).every((m) => m.skill.origin === 'kairos')).toBe(true);
  });
});
