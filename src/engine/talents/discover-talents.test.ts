import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cvSamplesDir, samplePath } from '../../../tests/support/cv-samples';
import { analyzeCv } from '../cv/analyze-cv';
import type { CvAnalysis, ExperienceEntry, SkillEntry } from '../cv/types';
import { escoTransversalSkills } from '../taxonomy/esco-data';
import type { TalentId } from './catalogue';
import { TALENT_CATALOGUE, TALENT_IDS } from './catalogue';
import { discoverTalents } from './discover-talents';
import { logicalLines } from './evidence';

const NOW = '2025-06';

function role(position: string, description: string, startDate = '2021-01', endDate: string | null = null): ExperienceEntry {
  return { position, company: 'Acme', location: null, startDate, endDate, current: endDate === null, description };
}

function cv(experience: ExperienceEntry[], skills: SkillEntry[] = [], language: CvAnalysis['meta']['language'] = 'en'): CvAnalysis {
  return {
    personalInfo: { name: 'Test Person', email: 't@example.com', phone: '+49 1', location: 'Berlin', links: [] },
    summary: null,
    experience,
    education: [],
    skills,
    languages: [],
    meta: { language, format: 'txt', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  };
}

function skill(name: string, category = 'soft-skills'): SkillEntry {
  return { name, category, proficiency: 'intermediate', evidence: [`Skills: ${name}`] };
}

const discover = (a: CvAnalysis) => discoverTalents(a, { referenceDate: NOW });
const keys = (a: CvAnalysis) => discover(a).map((t) => t.talent_key).sort();
const talent = (a: CvAnalysis, key: TalentId) => discover(a).find((t) => t.talent_key === key);
/** one current role whose description is the given lines */
const lines = (...text: string[]) => cv([role('Specialist', text.join('\n'))]);

function inputText(a: CvAnalysis): string {
  return [a.summary ?? '', ...a.experience.flatMap((e) => [e.position ?? '', e.description ?? ''])].join('\n').replace(/\s+/g, ' ');
}

/**
 * The same kinds of lines in the six languages. Each case must yield the same talents in every
 * language, and the named talent among them.
 */
const SAME_IN_SIX: { talent: TalentId; lines: Record<'en' | 'de' | 'fr' | 'es' | 'it' | 'nl', string[]> }[] = [
  {
    talent: 'team-leadership',
    lines: {
      en: ['Led a team of 12 engineers across two sites.'],
      de: ['Führung eines Teams von 12 Mitarbeitenden an zwei Standorten.'],
      fr: ['Management d’une équipe de 12 personnes sur deux sites.'],
      es: ['Dirección de un equipo de 12 personas en dos sedes.'],
      it: ['Gestione di un team di 12 persone su due sedi.'],
      nl: ['Leiding aan een team van 12 medewerkers op twee locaties.'],
    },
  },
  {
    talent: 'budget-ownership',
    lines: {
      en: ['Owned the marketing budget (€800k).'],
      de: ['Verantwortung für das Online-Marketing-Budget (800 T€).'],
      fr: ['Pilotage du budget marketing (800 k€).'],
      es: ['Gestión del presupuesto de marketing (800.000 €).'],
      it: ['Gestione del budget marketing (800.000 €).'],
      nl: ['Beheer van het marketingbudget (€ 800.000).'],
    },
  },
  {
    talent: 'negotiation',
    lines: {
      en: ['Negotiated annual supplier contracts worth €2m.'],
      de: ['Verhandlung der jährlichen Lieferantenverträge über 2 Mio. €.'],
      fr: ['Négociation des contrats fournisseurs annuels de 2 M€.'],
      es: ['Negociación de los contratos anuales con proveedores por 2 M€.'],
      it: ['Negoziazione dei contratti annuali con i fornitori per 2 milioni di euro.'],
      nl: ['Onderhandelde de jaarcontracten met leveranciers van € 2 mln.'],
    },
  },
  {
    talent: 'people-development',
    lines: {
      en: ['Mentored four junior analysts through their first year.'],
      de: ['Einarbeitung und Betreuung von vier Junior-Analysten im ersten Jahr.'],
      fr: ['Encadrement de quatre analystes juniors pendant leur première année.'],
      es: ['Mentoría de cuatro analistas junior durante su primer año.'],
      it: ['Affiancamento di quattro analisti junior nel primo anno.'],
      nl: ['Begeleiding van vier junior analisten in hun eerste jaar.'],
    },
  },
  {
    talent: 'training-facilitation',
    lines: {
      en: ['Delivered monthly training sessions for 40 new staff.'],
      de: ['Schulungen für 40 neue Mitarbeitende durchgeführt.'],
      fr: ['Animation de formations mensuelles pour 40 nouveaux salariés.'],
      es: ['Impartí formación mensual a 40 nuevos empleados.'],
      it: ['Docenza in corsi mensili per 40 nuovi dipendenti.'],
      nl: ['Gaf maandelijkse trainingen aan 40 nieuwe medewerkers.'],
    },
  },
  {
    talent: 'analytical-thinking',
    lines: {
      en: ['Analysed sales data from 1,200 stores.', 'Built statistical models of customer behaviour.'],
      de: ['Verkaufsdaten von 1.200 Filialen analysiert.', 'Statistische Modelle zum Kundenverhalten entwickelt.'],
      fr: ['Analyse des données de vente de 1 200 magasins.', 'Construction de modèles statistiques du comportement client.'],
      es: ['Análisis de los datos de venta de 1.200 tiendas.', 'Modelos estadísticos del comportamiento de los clientes.'],
      it: ['Analisi dei dati di vendita di 1.200 negozi.', 'Modelli statistici sul comportamento dei clienti.'],
      nl: ['Analyse van verkoopdata van 1.200 winkels.', 'Statistische modellen van klantgedrag gebouwd.'],
    },
  },
  {
    talent: 'building-from-scratch',
    lines: {
      en: ['Built the internal audit function from scratch.'],
      de: ['Aufbau der Innenrevision von Grund auf.'],
      fr: ['Création du service d’audit interne à partir de zéro.'],
      es: ['Creación del departamento de auditoría interna desde cero.'],
      it: ['Creazione da zero della funzione di audit interno.'],
      nl: ['Opbouw van de interne auditfunctie vanaf nul.'],
    },
  },
  {
    talent: 'quantified-improvement',
    lines: {
      en: ['Improved on-time delivery from 82% to 96%.'],
      de: ['Liefertreue von 82 % auf 96 % verbessert.'],
      fr: ['Taux de livraison à l’heure amélioré de 82 % à 96 %.'],
      es: ['Mejora de la puntualidad de entregas del 82 % al 96 %.'],
      it: ['Puntualità delle consegne migliorata dall’82% al 96%.'],
      nl: ['Leverbetrouwbaarheid verbeterd van 82% naar 96%.'],
    },
  },
  {
    talent: 'customer-orientation',
    lines: {
      en: ['Ran customer service for 3,000 clients a month.'],
      de: ['Kundenservice für 3.000 Kunden im Monat.'],
      fr: ['Service client pour 3 000 clients par mois.'],
      es: ['Atención al cliente para 3.000 clientes al mes.'],
      it: ['Assistenza clienti per 3.000 clienti al mese.'],
      nl: ['Klantenservice voor 3.000 klanten per maand.'],
    },
  },
  {
    talent: 'cross-team-coordination',
    lines: {
      en: ['Coordinated releases with the sales, support and engineering teams.', 'Worked closely with procurement on the quarterly plan.'],
      de: ['Koordination der Releases mit Vertrieb, Support und Entwicklung.', 'Enge Abstimmung mit dem Einkauf zum Quartalsplan.'],
      fr: ['Coordination avec les équipes commerciales, support et développement.', 'Collaboration avec les achats sur le plan trimestriel.'],
      es: ['Coordinación con los equipos de ventas, soporte y desarrollo.', 'Colaboración con compras en el plan trimestral.'],
      it: ['Coordinamento con i team vendite, assistenza e sviluppo.', 'Collaborazione con gli acquisti sul piano trimestrale.'],
      nl: ['Afstemming met verkoop, support en ontwikkeling over releases.', 'Samenwerking met inkoop over het kwartaalplan.'],
    },
  },
  {
    talent: 'crisis-handling',
    lines: {
      en: ['Led the crisis response during a three-day data-centre outage.'],
      de: ['Leitete den Krisenstab während eines dreitägigen Rechenzentrumsausfalls.'],
      fr: ['Pilotage de la cellule de crise lors d’une panne de trois jours.'],
      es: ['Gestión de la crisis durante una caída del centro de datos de tres días.'],
      it: ['Gestione della crisi durante un blackout del data center di tre giorni.'],
      nl: ['Leidde het crisisteam tijdens een storing van drie dagen.'],
    },
  },
  {
    talent: 'ownership-accountability',
    lines: {
      en: ['End-to-end responsibility for infrastructure projects up to €15m.'],
      de: ['Gesamtverantwortung für Infrastrukturvorhaben bis 15 Mio. €.'],
      fr: ['Responsabilité totale des chantiers d’infrastructure jusqu’à 15 M€.'],
      es: ['Responsabilidad total de obras de infraestructura de hasta 15 M€.'],
      it: ['Piena responsabilità di opere infrastrutturali fino a 15 milioni di euro.'],
      nl: ['Eindverantwoordelijk voor infrastructuurwerken tot € 15 mln.'],
    },
  },
  {
    talent: 'cost-optimisation',
    lines: {
      en: ['Cut transport costs by 11% through route planning.'],
      de: ['Transportkosten durch Tourenoptimierung um 11 % gesenkt.'],
      fr: ['Réduction des coûts de transport de 11 % grâce à l’optimisation des tournées.'],
      es: ['Reducción de costes de transporte del 11 % optimizando las rutas.'],
      it: ['Riduzione dei costi di trasporto dell’11% ottimizzando i giri.'],
      nl: ['Transportkosten met 11% verlaagd door betere routes.'],
    },
  },
];

describe('discoverTalents: the same kinds of lines in six languages yield the same talents', () => {
  it.each(SAME_IN_SIX)('$talent', ({ talent: key, lines: byLanguage }) => {
    const found = Object.fromEntries(Object.entries(byLanguage).map(([language, text]) => [language, keys(cv([role('Specialist', text.join('\n'))], [], language as 'en'))]));
    for (const language of Object.keys(byLanguage)) expect(found[language], language).toContain(key);
    for (const language of Object.keys(byLanguage)) expect(found[language], language).toEqual(found.en);
  });
});

describe('discoverTalents: precision (lines that must not yield a talent)', () => {
  it.each([
    ['crisis-handling', 'Weekly safety briefings on emergency procedures for the cabin crew.'],
    ['crisis-handling', 'Wöchentliche Sicherheitsunterweisungen zu Notfällen und Krisen für das Team.'],
    ['crisis-handling', 'Teach simulation sessions in crisis recognition for students.'],
    ['team-leadership', 'Member of a team of 12 developers.'],
    ['team-leadership', 'Mitglied im Team von 8 Entwicklern.'],
    ['team-leadership', 'Lid van een team van 8 adviseurs.'],
    ['team-leadership', 'Sparringpartner voor het management van drie directies (650 medewerkers).'],
    ['training-facilitation', 'Attended workshops and trainings on agile methods.'],
    ['negotiation', 'Attended a negotiation training.'],
    ['relationship-building', 'Bookkeeping for 40 clients.'],
  ] as [TalentId, string][])('%s is not read from "%s"', (key, line) => {
    expect(talent(lines(line), key)).toBeUndefined();
  });

  it('an emergency-department job title is not crisis handling', () => {
    const a = cv([role('Registered Nurse – Emergency Department', 'Triage and resuscitation in the emergency department.\nAdult and paediatric emergency care.')]);
    expect(talent(a, 'crisis-handling')).toBeUndefined();
  });

  it('one ordinary mention is never enough', () => {
    expect(discover(lines('Prepared the monthly reporting.'))).toEqual([]);
    expect(discover(lines('Helped with the department budget.'))).toEqual([]);
    expect(discover(lines('Used Excel and Outlook daily.'))).toEqual([]);
  });

  it('does not report a talent the skills section already lists', () => {
    const roles = [role('Software Engineer', 'Mentored four juniors through their first year.')];
    expect(talent(cv(roles), 'people-development')).toBeDefined();
    expect(talent(cv(roles, [skill('Mentoring')]), 'people-development')).toBeUndefined();
  });

  it('ignores skills that the engine only collected from the experience text itself', () => {
    const line = 'Mentored four juniors in Power BI for the sales team.';
    const fromText: SkillEntry = { name: 'Mentoring', category: 'soft-skills', proficiency: 'intermediate', evidence: [line] };
    expect(talent(cv([role('Analyst', line)], [fromText]), 'people-development')).toBeDefined();
  });

  it('one evidence line supports at most two talents', () => {
    const line = 'Responsible for a €2m budget and a team of 12; negotiated supplier contracts and cut costs by 10%.';
    const found = discover(lines(line));
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((t) => t.supporting_evidence.includes(line)).length).toBeLessThanOrEqual(2);
  });
});

describe('discoverTalents: calibrated confidence', () => {
  const strongLine = 'Negotiated supplier contracts worth €2m.';

  it('more independent lines give more confidence', () => {
    const one = talent(cv([role('Buyer', strongLine)]), 'negotiation')!;
    const two = talent(cv([role('Buyer', strongLine), role('Junior Buyer', 'Renegotiated 14 office leases, saving €300k.', '2018-01', '2020-12')]), 'negotiation')!;
    expect(two.confidence_score).toBeGreaterThan(one.confidence_score);
    expect(two.message_params).toMatchObject({ lines: 2, roles: 2 });
  });

  it('a second line from the same role counts less than one from another role', () => {
    const sameRole = talent(cv([role('Buyer', `${strongLine}\nRenegotiated 14 office leases, saving €300k.`)]), 'negotiation')!;
    const otherRole = talent(cv([role('Buyer', strongLine), role('Buyer', 'Renegotiated 14 office leases, saving €300k.', '2024-01', '2024-12')]), 'negotiation')!;
    expect(otherRole.confidence_score).toBeGreaterThan(sameRole.confidence_score);
  });

  it('recent evidence gives more confidence than old evidence', () => {
    const recent = talent(cv([role('Buyer', strongLine, '2022-01', null)]), 'negotiation')!;
    const old = talent(cv([role('Buyer', strongLine, '2012-01', '2017-12')]), 'negotiation')!;
    expect(recent.confidence_score).toBeGreaterThan(old.confidence_score);
    expect(recent.message_params.latest_year).toBe(2025);
    expect(old.message_params.latest_year).toBe(2017);
  });

  it('stronger wording gives more confidence', () => {
    const plain = talent(lines('Negotiated supplier contracts.', 'Renegotiated office leases.'), 'negotiation')!;
    const strong = talent(lines(strongLine, 'Renegotiated 14 office leases, saving €300k.'), 'negotiation')!;
    expect(strong.confidence_score).toBeGreaterThan(plain.confidence_score);
    expect(strong.message_params.strong).toBe(2);
    expect(plain.message_params.strong).toBe(0);
  });

  it('varies between talents, stays below 100, and is sorted', () => {
    const a = cv([
      role('Store Manager', 'Led a team of 35 across two stores.\nCut food costs by 12% through new suppliers.\nNegotiated supplier contracts.', '2021-01', null),
      role('Assistant Manager', 'Supervised 10 staff on the night shift.\nTrained new staff and coached two supervisors.', '2015-01', '2020-12'),
    ]);
    const scores = discover(a).map((t) => t.confidence_score);
    expect(new Set(scores).size).toBeGreaterThan(1);
    for (const s of scores) expect(s).toBeLessThan(100);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it('is deterministic and finds nothing in an empty CV', () => {
    const a = lines('Mentored four juniors. Reduced costs by 20%.');
    expect(discover(a)).toEqual(discover(a));
    expect(discover(cv([]))).toEqual([]);
  });
});

describe('discoverTalents: output', () => {
  it('gives the key, its parameters, the English texts and the ESCO transversal skill', () => {
    const t = talent(lines('Led a team of 12 engineers across two sites.'), 'team-leadership')!;
    expect(t).toMatchObject({ talent_name: 'Team Leadership', status: 'discovered', validation_sources: ['cv'] });
    expect(t.esco_uri).toBe('http://data.europa.eu/esco/skill/75d8e5d9-bef3-418b-9011-01bff9f27207');
    expect(t.message_params).toEqual({ lines: 1, roles: 1, latest_year: 2025, strong: 1 });
    expect(t.evidence_explanation).toBe('Found in one line of your CV, most recently in 2025; one states ownership or a figure.');
    expect(t.development_recommendations).toHaveLength(2);
  });

  it('joins a sentence that the layout broke over two lines', () => {
    expect(logicalLines('Verantwortung für das Online-Marketing-Budget (800 T€) und ein\nTeam von drei Personen\nRelaunch der Marke')).toEqual([
      'Verantwortung für das Online-Marketing-Budget (800 T€) und ein Team von drei Personen',
      'Relaunch der Marke',
    ]);
    const a = cv([role('Marketing Managerin', 'Verantwortung für das Online-Marketing-Budget (800 T€) und ein\nTeam von drei Personen')], [], 'de');
    expect(keys(a)).toEqual(expect.arrayContaining(['budget-ownership', 'team-leadership']));
  });

  it('every evidence string is the CV’s own words', () => {
    const a = cv([
      role('Restaurant Manager', '- Led a team of 35; turnover 1.8m GBP. Cut food costs by 12%.\n- Trained new staff and coached two supervisors.', '2015-01', '2019-12'),
      role('Projektleiterin', 'Einführung eines neuen Kassensystems in 12 Filialen; Schulungen für 80 Mitarbeitende.', '2020-01', null),
    ]);
    const text = inputText(a);
    const talents = discover(a);
    expect(talents.length).toBeGreaterThan(2);
    for (const t of talents) for (const e of t.supporting_evidence) expect(text).toContain(e);
  });
});

describe('the talent catalogue', () => {
  it('has at least 40 talents, each with at most four industries', () => {
    expect(TALENT_IDS.length).toBeGreaterThanOrEqual(40);
    for (const t of TALENT_CATALOGUE) expect(Object.keys(t.industries).length, t.id).toBeLessThanOrEqual(4);
  });

  it('aligns every talent with one of ESCO’s transversal skills', () => {
    const transversal = new Set(escoTransversalSkills().map((t) => t.skill.uuid));
    for (const t of TALENT_CATALOGUE) expect(transversal.has(t.escoTransversal ?? ''), t.id).toBe(true);
  });

  it('has cues of every strength a talent needs and no cue that matches empty text', () => {
    for (const t of TALENT_CATALOGUE) {
      expect(t.cues.some((c) => c.strength >= 2), t.id).toBe(true);
      for (const c of t.cues) expect(c.re.test(''), `${t.id} ${c.re.source.slice(0, 40)}`).toBe(false);
    }
  });
});

describe.skipIf(!cvSamplesDir)('discoverTalents on real samples', () => {
  it.each(['en-hospitality-to-ux.txt', 'it-contabile.docx', 'de-marketing-sidebar.pdf', 'nl-projectmanager-table.docx'])('%s: evidence occurs in the document', async (file) => {
    const result = await analyzeCv(new Uint8Array(fs.readFileSync(samplePath(file))), { fileName: path.basename(file) });
    if (!result.ok) throw new Error(result.error.message);
    const talents = discover(result.analysis);
    expect(talents.length).toBeGreaterThan(0);
    const text = inputText(result.analysis);
    for (const t of talents) for (const e of t.supporting_evidence) expect(text).toContain(e);
  });
});
