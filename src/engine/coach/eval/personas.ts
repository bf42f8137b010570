/**
 * Five invented people (no real person) for `npm run eval:coach`: each is the record the coach engine
 * takes — a CV analysis as the reader returns it, talents with their evidence lines, profile fields —
 * and market facts built by the real market engine from the test countries.
 */
import type { CvAnalysis, ExperienceEntry, SkillEntry } from '../../cv/types';
import { crossBorderComparison } from '../../market/cross-border';
import { marketPersonFromCv } from '../../market/person';
import { CULTURE } from '../../market/test-culture';
import { COUNTRIES, SHORTAGES } from '../test-fixtures';
import type { CoachMarket, CoachPerson, CoachTalent } from '../types';

export interface EvalPersona {
  id: string;
  /** home country code */
  country: string;
  person: CoachPerson;
  market: CoachMarket;
}

function job(position: string, company: string, location: string, startDate: string, endDate: string | null, lines: string[]): ExperienceEntry {
  return { position, company, location, startDate, endDate, current: endDate === null, description: lines.join('\n') };
}

function skill(name: string, category: string, proficiency: SkillEntry['proficiency'], evidence: string[]): SkillEntry {
  return { name, category, proficiency, evidence };
}

function talent(talent_name: string, confidence_score: number, evidence: string): CoachTalent {
  return { talent_name, confidence_score, status: 'discovered', supporting_evidence: [evidence] };
}

function analysis(a: Omit<CvAnalysis, 'meta'>, language: CvAnalysis['meta']['language']): CvAnalysis {
  return { ...a, meta: { language, format: 'pdf', pages: 2, engineVersion: 'eval', durationMs: 0, warnings: [] } };
}

function persona(
  id: string,
  country: string,
  cv: CvAnalysis,
  talents: CoachTalent[],
  occupations: { title: string; score: number }[],
  skillGap: CoachMarket['skillGap'],
  profile: Partial<CoachPerson>,
): EvalPersona {
  const marketPerson = marketPersonFromCv(cv, { occupations: [occupations[0]!.title], country });
  return {
    id,
    country,
    person: { name: cv.personalInfo.name, analysis: cv, talents, careerRole: 'professional', ...profile },
    market: {
      comparison: crossBorderComparison(marketPerson, COUNTRIES, SHORTAGES, CULTURE, { extraCountries: ['ES', 'SE'] }),
      occupations,
      skillGap,
      skillTrends: [
        { skill: 'AI and big data', trend: 'growing', scope: 'global', period: '2025 (outlook 2025-2030)', source: 'WEF Future of Jobs 2025' },
        { skill: 'Analytical thinking', trend: 'growing', scope: 'global', period: '2025 (outlook 2025-2030)', source: 'WEF Future of Jobs 2025' },
      ],
    },
  };
}

const planner = persona(
  'it-supply-chain-planner',
  'IT',
  analysis(
    {
      personalInfo: { name: 'Giulia Ferraris', email: 'giulia.ferraris@example.com', phone: null, location: 'Milano, Italia', links: [] },
      summary: 'Supply chain planner con otto anni di esperienza nella pianificazione della domanda.',
      experience: [
        job('Supply Chain Planner', 'Lombarda Componenti S.p.A.', 'Milano', '2019-03', null, [
          'Previsione della domanda per 1.200 referenze con SAP APO.',
          'Riduzione delle scorte −18 % (2,3 milioni di euro) in due anni.',
          'Coordinamento S&OP mensile con vendite, produzione e acquisti.',
        ]),
        job('Analista logistica', 'Trasporti Padani S.r.l.', 'Bergamo', '2016-09', '2019-02', [
          'Analisi dei livelli di servizio per 40 clienti della grande distribuzione.',
          'Gestione di un team di 3 addetti al magazzino.',
        ]),
      ],
      education: [{ institution: 'Politecnico di Milano', degree: 'Laurea magistrale', field: 'Ingegneria gestionale', startDate: '2014', endDate: '2016' }],
      skills: [
        skill('Demand forecasting', 'supply-chain', 'advanced', ['Previsione della domanda per 1.200 referenze con SAP APO.']),
        skill('Inventory management', 'supply-chain', 'advanced', ['Riduzione delle scorte −18 % (2,3 milioni di euro) in due anni.']),
        skill('SAP', 'erp', 'advanced', ['Previsione della domanda per 1.200 referenze con SAP APO.']),
        skill('Excel', 'office', 'expert', ['Competenze: Excel']),
        skill('S&OP', 'supply-chain', 'intermediate', ['Coordinamento S&OP mensile con vendite, produzione e acquisti.']),
      ],
      languages: [
        { name: 'Italian', level: 'native' },
        { name: 'English', level: 'C1' },
        { name: 'German', level: 'A2' },
      ],
    },
    'it',
  ),
  [
    talent('Process Improvement', 74, 'Riduzione delle scorte −18 % (2,3 milioni di euro) in due anni.'),
    talent('Cross-functional Coordination', 66, 'Coordinamento S&OP mensile con vendite, produzione e acquisti.'),
    talent('Team Leadership', 52, 'Gestione di un team di 3 addetti al magazzino.'),
  ],
  [
    { title: 'supply chain manager', score: 0.72 },
    { title: 'logistics analyst', score: 0.55 },
  ],
  {
    occupation: 'supply chain manager',
    skillGapScore: 0.55,
    missingSkills: [
      { name: 'budget management', essential: true },
      { name: 'supplier negotiation', essential: true },
      { name: 'lean manufacturing', essential: false },
    ],
  },
  { goals: ['Head of Supply Chain Planning entro due anni'], yearsOfExperience: 8, currentRole: 'Supply Chain Planner', location: 'Milano, Italia' },
);

const developer = persona(
  'de-software-developer',
  'DE',
  analysis(
    {
      personalInfo: { name: 'Jonas Reuter', email: 'jonas.reuter@example.com', phone: null, location: 'München, Deutschland', links: [] },
      summary: 'Softwareentwickler mit Schwerpunkt auf Backend-Systemen in Java und Kotlin.',
      experience: [
        job('Softwareentwickler', 'Isarwerk Digital GmbH', 'München', '2020-01', null, [
          'Entwicklung von Microservices in Java und Kotlin für 300.000 Nutzer.',
          'Antwortzeiten der Zahlungs-API um 35 % gesenkt.',
          'Einarbeitung von 4 Werkstudenten in Code-Reviews und Tests.',
        ]),
        job('Junior-Entwickler', 'Allgäu Software AG', 'Kempten', '2017-08', '2019-12', [
          'Pflege einer Buchungsplattform mit Spring Boot und PostgreSQL.',
          'Einführung automatisierter Tests: Fehlerquote um 20 % reduziert.',
        ]),
      ],
      education: [{ institution: 'Hochschule München', degree: 'B.Sc.', field: 'Informatik', startDate: '2013', endDate: '2017' }],
      skills: [
        skill('Java', 'programming', 'expert', ['Entwicklung von Microservices in Java und Kotlin für 300.000 Nutzer.']),
        skill('Kotlin', 'programming', 'advanced', ['Entwicklung von Microservices in Java und Kotlin für 300.000 Nutzer.']),
        skill('PostgreSQL', 'databases', 'advanced', ['Pflege einer Buchungsplattform mit Spring Boot und PostgreSQL.']),
        skill('Spring Boot', 'frameworks', 'advanced', ['Pflege einer Buchungsplattform mit Spring Boot und PostgreSQL.']),
        skill('Docker', 'devops', 'intermediate', ['Kenntnisse: Docker']),
      ],
      languages: [
        { name: 'German', level: 'native' },
        { name: 'English', level: 'B2' },
      ],
    },
    'de',
  ),
  [
    talent('Mentoring', 63, 'Einarbeitung von 4 Werkstudenten in Code-Reviews und Tests.'),
    talent('Process Improvement', 70, 'Antwortzeiten der Zahlungs-API um 35 % gesenkt.'),
  ],
  [
    { title: 'software developer', score: 0.81 },
    { title: 'ICT application developer', score: 0.5 },
  ],
  {
    occupation: 'software architect',
    skillGapScore: 0.6,
    missingSkills: [
      { name: 'Kubernetes', essential: true },
      { name: 'cloud technologies', essential: true },
      { name: 'Terraform', essential: false },
    ],
  },
  { goals: ['Softwarearchitekt werden'], yearsOfExperience: 8, currentRole: 'Softwareentwickler', location: 'München' },
);

const nurse = persona(
  'fr-nurse',
  'FR',
  analysis(
    {
      personalInfo: { name: 'Camille Lefèvre', email: 'camille.lefevre@example.com', phone: null, location: 'Lyon, France', links: [] },
      summary: 'Infirmière diplômée d’État, dix ans en soins intensifs et en chirurgie.',
      experience: [
        job('Infirmière en soins intensifs', 'Clinique du Parc Lyonnais', 'Lyon', '2018-04', null, [
          'Prise en charge de 6 patients par poste en réanimation.',
          'Formation de 12 nouvelles infirmières aux protocoles de sécurité.',
          'Mise en place d’une check-list qui a réduit les erreurs de médication de 30 %.',
        ]),
        job('Infirmière', 'Centre hospitalier de Villefranche', 'Villefranche-sur-Saône', '2015-09', '2018-03', [
          'Soins post-opératoires en chirurgie orthopédique.',
        ]),
      ],
      education: [{ institution: 'IFSI Lyon', degree: 'Diplôme d’État d’infirmier', field: 'Soins infirmiers', startDate: '2012', endDate: '2015' }],
      skills: [
        skill('Intensive care', 'healthcare', 'expert', ['Prise en charge de 6 patients par poste en réanimation.']),
        skill('Patient safety', 'healthcare', 'advanced', ['Mise en place d’une check-list qui a réduit les erreurs de médication de 30 %.']),
        skill('Staff training', 'management', 'advanced', ['Formation de 12 nouvelles infirmières aux protocoles de sécurité.']),
      ],
      languages: [
        { name: 'French', level: 'native' },
        { name: 'English', level: 'B1' },
        { name: 'Spanish', level: 'A2' },
      ],
    },
    'fr',
  ),
  [
    talent('Training Others', 71, 'Formation de 12 nouvelles infirmières aux protocoles de sécurité.'),
    talent('Process Improvement', 62, 'Mise en place d’une check-list qui a réduit les erreurs de médication de 30 %.'),
  ],
  [
    { title: 'specialist nurse', score: 0.77 },
    { title: 'nurse responsible for general care', score: 0.7 },
  ],
  {
    occupation: 'nursing manager',
    skillGapScore: 0.5,
    missingSkills: [
      { name: 'budget management', essential: true },
      { name: 'staff scheduling', essential: true },
      { name: 'health care legislation', essential: false },
    ],
  },
  { goals: ['Devenir cadre de santé'], yearsOfExperience: 10, currentRole: 'Infirmière', location: 'Lyon' },
);

const analyst = persona(
  'es-teacher-turned-analyst',
  'ES',
  analysis(
    {
      personalInfo: { name: 'Lucía Navarro', email: 'lucia.navarro@example.com', phone: null, location: 'Madrid, España', links: [] },
      summary: 'Profesora de matemáticas reconvertida en analista de datos.',
      experience: [
        job('Analista de datos junior', 'Datos Claros S.L.', 'Madrid', '2023-02', null, [
          'Cuadros de mando en Power BI para 15 centros educativos.',
          'Limpieza y análisis de datos con Python y SQL.',
        ]),
        job('Profesora de matemáticas', 'IES Miguel Hernández', 'Alcalá de Henares', '2014-09', '2022-06', [
          'Clases de matemáticas para 120 alumnos al año.',
          'Aumento del aprobado en 2.º de Bachillerato del 68 % al 85 %.',
        ]),
      ],
      education: [{ institution: 'Universidad Complutense de Madrid', degree: 'Licenciatura', field: 'Matemáticas', startDate: '2008', endDate: '2013' }],
      skills: [
        skill('Python', 'programming', 'intermediate', ['Limpieza y análisis de datos con Python y SQL.']),
        skill('SQL', 'databases', 'intermediate', ['Limpieza y análisis de datos con Python y SQL.']),
        skill('Power BI', 'analytics', 'advanced', ['Cuadros de mando en Power BI para 15 centros educativos.']),
        skill('Teaching', 'education', 'expert', ['Clases de matemáticas para 120 alumnos al año.']),
      ],
      languages: [
        { name: 'Spanish', level: 'native' },
        { name: 'English', level: 'B2' },
        { name: 'French', level: 'A2' },
      ],
    },
    'es',
  ),
  [
    talent('Teaching and Explaining', 78, 'Clases de matemáticas para 120 alumnos al año.'),
    talent('Analytical Thinking', 60, 'Cuadros de mando en Power BI para 15 centros educativos.'),
  ],
  [
    { title: 'data analyst', score: 0.66 },
    { title: 'secondary school teacher', score: 0.62 },
  ],
  {
    occupation: 'data analyst',
    skillGapScore: 0.58,
    missingSkills: [
      { name: 'statistics', essential: true },
      { name: 'data mining', essential: true },
      { name: 'machine learning', essential: false },
    ],
  },
  { goals: ['Trabajar como analista de datos senior'], yearsOfExperience: 11, currentRole: 'Analista de datos', location: 'Madrid' },
);

const projectManager = persona(
  'nl-project-manager',
  'NL',
  analysis(
    {
      personalInfo: { name: 'Sanne Verbeek', email: 'sanne.verbeek@example.com', phone: null, location: 'Utrecht, Nederland', links: [] },
      summary: 'Projectmanager in de bouw en infrastructuur.',
      experience: [
        job('Projectmanager', 'Vechtdal Infra B.V.', 'Utrecht', '2018-05', null, [
          'Eindverantwoordelijk voor UAV-GC-projecten tot € 15 mln.',
          'Leiding aan een projectteam van 9 mensen.',
          'Faalkosten met 12 % verlaagd door wekelijkse risicosessies.',
        ]),
        job('Werkvoorbereider', 'Bouwbedrijf Amstelland', 'Amsterdam', '2014-02', '2018-04', [
          'Planning en inkoop voor 25 woningbouwprojecten.',
        ]),
      ],
      education: [{ institution: 'Hogeschool Utrecht', degree: 'Bachelor', field: 'Civiele Techniek', startDate: '2010', endDate: '2014' }],
      skills: [
        skill('Project management', 'management', 'expert', ['Eindverantwoordelijk voor UAV-GC-projecten tot € 15 mln.']),
        skill('Risk management', 'management', 'advanced', ['Faalkosten met 12 % verlaagd door wekelijkse risicosessies.']),
        skill('Prince2', 'management', 'intermediate', ['Certificaten: Prince2 Foundation']),
        skill('MS Project', 'office', 'advanced', ['Vaardigheden: MS Project']),
      ],
      languages: [
        { name: 'Dutch', level: 'native' },
        { name: 'English', level: 'C1' },
        { name: 'German', level: 'B1' },
      ],
    },
    'nl',
  ),
  [
    talent('Budget Ownership', 76, 'Eindverantwoordelijk voor UAV-GC-projecten tot € 15 mln.'),
    talent('Team Leadership', 72, 'Leiding aan een projectteam van 9 mensen.'),
  ],
  [
    { title: 'project manager', score: 0.8 },
    { title: 'construction manager', score: 0.6 },
  ],
  {
    occupation: 'programme manager',
    skillGapScore: 0.62,
    missingSkills: [
      { name: 'portfolio management', essential: true },
      { name: 'stakeholder management', essential: true },
      { name: 'agile project management', essential: false },
    ],
  },
  { goals: ['Programmamanager worden'], yearsOfExperience: 12, currentRole: 'Projectmanager', location: 'Utrecht' },
);

export const PERSONAS: readonly EvalPersona[] = [planner, developer, nurse, analyst, projectManager];
