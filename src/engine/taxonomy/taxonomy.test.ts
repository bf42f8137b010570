import { describe, expect, it } from 'vitest';
import { SKILL_CATEGORIES } from './skill-schema';
import { findSkill, loadTaxonomy } from './taxonomy';

describe('loadTaxonomy', () => {
  it('holds at least 1,500 skills and at least 40 in every category', () => {
    const { skills } = loadTaxonomy();
    expect(skills.length).toBeGreaterThanOrEqual(1500);
    const counts = Object.fromEntries(SKILL_CATEGORIES.map((c) => [c, skills.filter((s) => s.category === c).length]));
    for (const category of SKILL_CATEGORIES) expect(counts[category], category).toBeGreaterThanOrEqual(40);
  });

  it('is built once', () => {
    expect(loadTaxonomy()).toBe(loadTaxonomy());
  });
});

describe('findSkill', () => {
  const idOf = (term: string) => findSkill(term)?.id;

  it('resolves aliases in all six languages to one skill', () => {
    for (const term of ['Bookkeeping', 'Buchhaltung', 'comptabilité', 'contabilidad', 'contabilità', 'boekhouding']) {
      expect(idOf(term), term).toBe('bookkeeping');
    }
    for (const term of [
      'Project management',
      'Projektmanagement',
      'gestion de projet',
      'gestión de proyectos',
      'gestione progetti',
      'projectmanagement',
    ]) {
      expect(idOf(term), term).toBe('project-management');
    }
    for (const term of ['Physiotherapy', 'Physiotherapie', 'kinésithérapie', 'fisioterapia', 'fysiotherapie']) {
      expect(idOf(term), term).toBe('physiotherapy');
    }
  });

  it('folds case, accents and punctuation', () => {
    for (const term of ['Node.js', 'NodeJS', 'node js', 'Node']) expect(findSkill(term)?.name, term).toBe('Node.js');
    expect(idOf('KINESITHERAPIE')).toBe('physiotherapy');
    expect(idOf('Social-Media-Marketing')).toBe(idOf('social media marketing'));
    expect(findSkill('C++')?.name).toBe('C++');
    expect(findSkill('C#')?.name).toBe('C#');
    expect(findSkill('.NET')?.name).toBe('.NET');
    expect(findSkill('CI/CD')?.name).toBe('CI/CD');
  });

  it('drops level annotations', () => {
    expect(findSkill('Excel (avanzado)')?.name).toBe('Excel');
    expect(findSkill('Python – expert')?.name).toBe('Python');
    expect(findSkill('SAP (Grundkenntnisse)')?.name).toBe('SAP');
    expect(findSkill('sehr gute Excel-Kenntnisse')?.name).toBe('Excel');
    expect(findSkill('SQL: advanced')?.name).toBe('SQL');
    expect(findSkill('Java, 5 years')?.name).toBe('Java');
    expect(findSkill('Apache Kafka')?.name).toBe('Kafka');
  });

  it('does not invent skills', () => {
    expect(findSkill('Lorem ipsum dolor')).toBeUndefined();
    expect(findSkill('')).toBeUndefined();
    expect(findSkill('English')).toBeUndefined();
  });
});
