import { describe, expect, it } from 'vitest';
import { skillsShownInCv } from '../occupations/person-skills';
import { computeSkillGap } from '../occupations/skill-gap';
import type { Occupation } from '../occupations/occupation-schema';
import { skillsInProse, stem } from './prose-skills';

const ids = (text: string) => skillsInProse(text).map((m) => m.skill.id);

describe('skills named in prose', () => {
  // the same two skills written as people write them in the six core languages
  const lines: Record<string, string> = {
    en: 'Ran the demand forecasting for 900 items and cut stock through inventory optimisation.',
    de: 'Verantwortlich für die Bedarfsprognose und die Bestandsoptimierung an zwei Standorten.',
    fr: 'Prévision de la demande pour 900 articles ; optimisation des stocks (−12 %).',
    es: 'Previsión de la demanda de 900 referencias y optimización de inventario.',
    it: 'Previsioni della domanda per 900 articoli e ottimizzazione delle scorte.',
    nl: 'Verantwoordelijk voor vraagvoorspelling en voorraadoptimalisatie in twee magazijnen.',
  };
  for (const [language, line] of Object.entries(lines)) {
    it(`finds demand planning and inventory management in ${language}`, () => {
      expect(ids(line)).toEqual(['demand-planning', 'inventory-management']);
    });
  }

  it('tolerates inflection and the function words between the words of a skill', () => {
    expect(ids('Gestione scorte e magazzini')).toContain('inventory-management');
    expect(ids('gestión del inventario')).toContain('inventory-management');
    expect(stem('previsioni')).toBe(stem('previsione'));
    expect(stem('prognosen')).toBe(stem('prognose'));
  });

  it('reads a German or Dutch compound that ends in a skill', () => {
    expect(ids('Zuständig für Lagerbestandsoptimierung')).toEqual(['inventory-management']);
  });

  it('keeps the words it matched as written', () => {
    expect(skillsInProse('Led demand forecasting for Europe').map((m) => m.text)).toEqual(['demand forecasting']);
  });

  it('never joins words across punctuation, and leaves short or ambiguous words alone', () => {
    expect(ids('Demand, forecasting')).not.toContain('demand-planning');
    expect(ids('We go to the office on Mondays and sell the results.')).toEqual([]);
    expect(ids('Ich habe Prognosen erstellt.')).toEqual([]);
  });
});

describe('the skills a CV shows', () => {
  const occupation: Occupation = {
    id: 'test-planner',
    title: 'Supply chain planner',
    isco: '2141',
    essential: ['demand-planning', 'inventory-management'],
    optional: [],
  } as unknown as Occupation;

  it('counts a skill written in an experience line as held, so the gap never asks to learn it', () => {
    const analysis = {
      summary: null,
      skills: [{ name: 'SAP' }],
      experience: [{ position: 'Pianificatrice', description: 'Previsione della domanda per 1.200 referenze; ottimizzazione delle scorte −18 %.' }],
    } as unknown as Parameters<typeof skillsShownInCv>[0];
    const gap = computeSkillGap(skillsShownInCv(analysis), occupation);
    expect(gap.missingSkills.map((s) => s.id)).toEqual([]);
    expect(gap.skillGapScore).toBe(1);
    const listOnly = computeSkillGap(analysis.skills, occupation);
    expect(listOnly.missingSkills.map((s) => s.id)).toEqual(['demand-planning', 'inventory-management']);
  });
});
