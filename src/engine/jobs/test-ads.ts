/**
 * Six job ads written for the tests, one per core language, each with a record of a person who
 * fits it in part. Invented employers and people; realistic shapes (headings, bullets, labels).
 */
import type { JobRecord } from './types';

export const ADS = {
  de: `Senior Backend-Entwickler (m/w/d) Java
Nordlicht Logistik GmbH sucht Verstärkung für das Plattform-Team.
Standort: Hamburg
Hybrid: 2 Tage pro Woche im Homeoffice
Unbefristete Festanstellung in Vollzeit

Deine Aufgaben
- Du entwickelst Microservices mit Java und Spring Boot.
- Du betreibst unsere Services auf Kubernetes.

Das bringst du mit
- Abgeschlossenes Studium der Informatik oder eine vergleichbare Ausbildung
- Mindestens 5 Jahre Berufserfahrung in der Backend-Entwicklung
- Sehr gute Kenntnisse in Java, Spring Boot und PostgreSQL sind erforderlich
- Erfahrung mit Kafka ist von Vorteil
- Verhandlungssichere Deutschkenntnisse (C1) und gute Englischkenntnisse

Wir bieten
- 65.000 – 78.000 € brutto jährlich
- 30 Tage Urlaub und Weiterbildungsbudget
`,
  en: `Data Analyst
Harbour Analytics is hiring a Data Analyst to join our insights team.
Location: Dublin, Ireland (fully remote within the EU)
Contract: permanent, full-time

What you'll do
• Build dashboards in Power BI for our commercial teams.
• Write SQL queries against our data warehouse.

Requirements
• 3+ years of experience in data analysis
• Strong SQL and Excel skills are required
• Bachelor's degree in statistics, economics or a related field
• Fluent English (C1)

Nice to have
• Python for automation
• Experience with Tableau is a plus

Salary: €55,000 - €65,000 per year
`,
  fr: `Infirmier / Infirmière en soins intensifs H/F
Le Centre Hospitalier Saint-Roch recrute un infirmier pour son service de réanimation.
Lieu : Lyon
CDI à temps plein, poste sur site

Vos missions
- Soins aux patients en réanimation et surveillance des paramètres vitaux
- Administration des médicaments selon prescription

Profil recherché
- Diplôme d'État d'infirmier exigé
- Expérience de 2 ans minimum en soins intensifs
- Maîtrise des soins de plaies ; la connaissance de la ventilation mécanique est un plus
- Français courant, anglais souhaité

Rémunération : 2 300 € brut mensuel
`,
  es: `Técnico/a de Contabilidad
Grupo Ibérica Distribución busca un técnico de contabilidad para su sede central.
Ubicación: Madrid
Contrato indefinido, jornada completa, trabajo presencial

Funciones
- Contabilidad general y conciliaciones bancarias
- Preparación de cierres mensuales en SAP

Requisitos
- Grado en Administración y Dirección de Empresas o similar
- Al menos 3 años de experiencia en contabilidad
- Dominio de Excel imprescindible
- Inglés nivel B2

Se valorará
- Experiencia con Power BI
- Conocimientos de auditoría

Salario: 32.000 - 36.000 € brutos anuales
`,
  it: `Sviluppatore Front-end
Studio Aurora Digital cerca uno sviluppatore front-end per il team prodotto.
Sede di lavoro: Milano
Modalità ibrida, contratto a tempo indeterminato

Mansioni
- Sviluppo di interfacce web con React e TypeScript
- Collaborazione con il team UX

Requisiti
- Laurea in Informatica o titolo equivalente
- Almeno 2 anni di esperienza nello sviluppo front-end
- Ottima conoscenza di JavaScript, React e CSS richiesta
- Inglese fluente

Graditi
- Esperienza con Next.js
- Conoscenza di Figma

RAL: 38.000 - 45.000 € lordi annui
`,
  nl: `Online Marketeer
Groenhuis Retail zoekt een online marketeer voor het e-commerceteam.
Standplaats: Utrecht
Hybride werken, 32-40 uur per week, contract voor bepaalde tijd met uitzicht op vast

Wat ga je doen
- Je beheert campagnes in Google Ads en onze social media kanalen.
- Je analyseert resultaten met Google Analytics.

Wat vragen wij
- Hbo-opleiding in marketing of communicatie
- Minimaal 2 jaar werkervaring in online marketing
- Kennis van SEO en Google Analytics is vereist
- Uitstekende beheersing van Nederlands en Engels
- Ervaring met HubSpot is een pré

Wij bieden
- Salaris: € 3.400 - € 4.200 bruto per maand
`,
} as const;

function role(position: string, company: string, startDate: string, endDate: string | null, bullets: string[]) {
  return { position, company, startDate, endDate, current: endDate === null, description: bullets.join('\n') };
}

/** A person per ad; each fits it in part. */
export const RECORDS: Record<keyof typeof ADS, JobRecord & { personalInfo: { name: string } }> = {
  de: {
    personalInfo: { name: 'Jonas Berger', location: 'Bremen, Deutschland' },
    summary: 'Backend-Entwickler mit Schwerpunkt auf verteilten Systemen.',
    experience: [
      role('Backend-Entwickler', 'Weser Software AG', '2019-04', null, ['Entwicklung von REST-Services mit Java und Spring Boot', 'Migration der Datenbank auf PostgreSQL', 'Betrieb der Services mit Docker']),
      role('Junior Entwickler', 'Hanse IT', '2017-01', '2019-03', ['Wartung einer Java-Anwendung']),
    ],
    education: [{ institution: 'Universität Bremen', degree: 'B.Sc. Informatik', field: 'Informatik' }],
    skills: [
      { name: 'Java', evidence: ['Java, Spring Boot, SQL'] },
      { name: 'Spring Boot', evidence: ['Java, Spring Boot, SQL'] },
      { name: 'Docker', evidence: [] },
    ],
    languages: [
      { name: 'German', level: 'native' },
      { name: 'English', level: 'B2' },
    ],
  },
  en: {
    personalInfo: { name: 'Aoife Byrne', location: 'Cork, Ireland' },
    summary: 'Analyst who turns sales data into decisions.',
    experience: [
      role('Business Analyst', 'Shannon Retail', '2021-02', null, ['Built weekly sales dashboards in Tableau', 'Wrote SQL queries for the finance team', 'Automated reports with Python']),
    ],
    education: [{ institution: 'University College Cork', degree: 'BA Economics', field: 'Economics' }],
    skills: [
      { name: 'SQL', evidence: ['SQL, Excel, Tableau'] },
      { name: 'Excel', evidence: ['SQL, Excel, Tableau'] },
      { name: 'Tableau', evidence: ['SQL, Excel, Tableau'] },
    ],
    languages: [{ name: 'English', level: 'native' }, { name: 'Irish', level: 'B1' }],
  },
  fr: {
    personalInfo: { name: 'Camille Martin', location: 'Grenoble, France' },
    summary: null,
    experience: [
      role('Infirmière', 'CHU Grenoble Alpes', '2020-09', null, ['Soins de plaies et pansements complexes', 'Administration des médicaments en service de cardiologie']),
    ],
    education: [{ institution: 'IFSI Grenoble', degree: "Diplôme d'État d'infirmier", field: null }],
    skills: [{ name: 'Soins aux patients', evidence: ['Soins aux patients, soins de plaies'] }],
    languages: [{ name: 'French', level: 'native' }, { name: 'English', level: 'A2' }],
  },
  es: {
    personalInfo: { name: 'Lucía Fernández', location: 'Madrid, España' },
    summary: 'Técnica contable con experiencia en cierres y conciliaciones.',
    experience: [
      role('Administrativa contable', 'Transportes Castilla', '2018-05', null, ['Contabilidad general y conciliaciones bancarias', 'Cierres mensuales en SAP', 'Informes en Excel para dirección']),
    ],
    education: [{ institution: 'Universidad Complutense de Madrid', degree: 'Grado en Administración y Dirección de Empresas', field: null }],
    skills: [
      { name: 'Contabilidad', evidence: ['Contabilidad, SAP, Excel'] },
      { name: 'SAP', evidence: ['Contabilidad, SAP, Excel'] },
    ],
    languages: [{ name: 'Spanish', level: 'native' }, { name: 'English', level: 'B1' }],
  },
  it: {
    personalInfo: { name: 'Giulia Romano', location: 'Torino, Italia' },
    summary: null,
    experience: [
      role('Web Developer', 'Agenzia Sabauda', '2023-01', null, ['Sviluppo di siti con JavaScript e CSS', 'Prototipi in Figma con il team UX']),
    ],
    education: [{ institution: 'Politecnico di Torino', degree: 'Laurea triennale in Ingegneria Informatica', field: null }],
    skills: [{ name: 'JavaScript', evidence: ['JavaScript, CSS, HTML'] }, { name: 'CSS', evidence: ['JavaScript, CSS, HTML'] }],
    languages: [{ name: 'Italian', level: 'native' }, { name: 'English', level: 'C1' }],
  },
  nl: {
    personalInfo: { name: 'Sanne de Vries', location: 'Utrecht, Nederland' },
    summary: 'Online marketeer met oog voor data.',
    experience: [
      role('Marketing medewerker', 'Fietsplein BV', '2021-03', null, ['Campagnes in Google Ads opgezet en beheerd', 'SEO-verbeteringen voor de webshop', 'Maandelijkse rapportages in Google Analytics']),
    ],
    education: [{ institution: 'Hogeschool Utrecht', degree: 'Bachelor Communicatie (hbo)', field: null }],
    skills: [{ name: 'SEO', evidence: ['SEO, Google Ads, Google Analytics'] }, { name: 'Google Ads', evidence: ['SEO, Google Ads, Google Analytics'] }],
    languages: [{ name: 'Dutch', level: 'native' }, { name: 'English', level: 'C1' }],
  },
};
