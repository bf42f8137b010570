import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

const jahre = (n: number) => (n === 1 ? '1 Jahr' : `${n} Jahre`);
const monate = (n: number) => (n === 1 ? '1 Monat' : `${n} Monate`);
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} bei ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `arbeitet als ${at}` : company && `arbeitet bei ${company}`,
      location && `ist in ${location} ansässig`,
      y !== null && `hat ${jahre(y)} Berufserfahrung`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'Die Person'} ${series(does, 'und')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `in ${location}`, y !== null && `${jahre(y)} Erfahrung`).join(', ');
    if (!name) return `Hallo! ${capitalise(rest)}.`;
    return rest ? `Hallo, ich bin ${name}: ${rest}.` : `Hallo, ich bin ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' – ');
  return present(name, at, location, y !== null && `${jahre(y)} Erfahrung`).join(' · ');
}

export const de: PerspectiveMessages = {
  names: {
    technical: 'Technisch',
    executive: 'Führungsebene',
    hr: 'HR/Recruiting',
    public: 'Öffentliches Portfolio',
    custom: 'Eigene Perspektive',
  },
  audiences: {
    technical: 'Tech Leads und Engineering-Manager',
    executive: 'Geschäftsführung und obere Führungsebene',
    hr: 'Recruiter und Personalabteilungen',
    public: 'Alle, die den Link haben',
  },
  generalAudience: 'Allgemeines Publikum',
  headings: {
    headline: 'Profil',
    summary: 'Zusammenfassung',
    skills: 'Kompetenzen',
    experience: 'Berufserfahrung',
    achievements: 'Erfolge',
    education: 'Ausbildung',
    languages: 'Sprachen',
    talents: 'Talente',
    leadership: 'Führung',
    contact: 'Kontakt',
  },
  lensHeadings: {
    technicalSkills: 'Technische Kompetenzen',
    technicalAchievements: 'Technische Erfolge',
    technicalExperience: 'Stationen und Projekte',
    executiveAchievements: 'Geschäftlicher Beitrag',
    executiveExperience: 'Karriereentwicklung',
    hrExperience: 'Vollständiger Lebenslauf',
    publicSkills: 'Wichtigste Kompetenzen',
    publicAchievements: 'Ausgewählte Erfolge',
  },
  tones: { formal: 'förmlich', neutral: 'neutral', friendly: 'freundlich', concise: 'knapp' },
  categories: {
    software: 'Software',
    data: 'Daten',
    'cloud-devops': 'Cloud und DevOps',
    security: 'Sicherheit',
    'design-creative': 'Design und Gestaltung',
    business: 'Betriebswirtschaft',
    'marketing-sales': 'Marketing und Vertrieb',
    'finance-accounting': 'Finanzen und Rechnungswesen',
    'legal-compliance': 'Recht und Compliance',
    healthcare: 'Gesundheitswesen',
    education: 'Bildung',
    engineering: 'Ingenieurwesen',
    'logistics-supply-chain': 'Logistik und Lieferkette',
    'hospitality-retail': 'Gastgewerbe und Handel',
    'hr-people': 'Personalwesen',
    'management-leadership': 'Management und Führung',
    'soft-skills': 'Soziale Kompetenzen',
    methodologies: 'Methoden',
    'tools-office': 'Werkzeuge und Office',
    'research-science': 'Forschung und Wissenschaft',
    other: 'Sonstiges',
  },
  proficiency: { beginner: 'Grundkenntnisse', intermediate: 'mittlere Kenntnisse', advanced: 'sehr gut', expert: 'Experte' },
  talentStatus: {
    discovered: 'entdeckt, noch nicht bestätigt',
    validated: 'bestätigt',
    developing: 'in Entwicklung',
    mastered: 'gemeistert',
  },
  contactLabels: { email: 'E-Mail', phone: 'Telefon', location: 'Wohnort', link: 'Link' },
  reasons: {
    'no-name-or-role': 'Profil und Lebenslauf nennen noch keinen Namen, keine Rolle und keinen Ort.',
    'no-summary': 'Weder Lebenslauf noch Profil enthalten bisher eine Zusammenfassung.',
    'no-public-summary':
      'Der Lebenslauf hat keine Zusammenfassung; das öffentliche Portfolio zeigt die Profilbeschreibung nicht, sie bleibt privat.',
    'no-skills': 'Die Analyse des Lebenslaufs hat keine Kompetenzen gefunden.',
    'no-experience': 'Die Analyse des Lebenslaufs hat keine Berufserfahrung gefunden.',
    'no-achievements': 'Keine Zeile der Berufserfahrung nennt ein messbares Ergebnis (Zahl, Prozentsatz oder Betrag).',
    'no-technical-achievements': 'Keine Zeile der Berufserfahrung nennt ein messbares Ergebnis technischer Arbeit.',
    'no-education': 'Die Analyse des Lebenslaufs hat keine Ausbildung gefunden.',
    'no-languages': 'Der Lebenslauf nennt keine Sprachen.',
    'no-talents': 'Bisher wurden keine Talente entdeckt.',
    'no-confirmed-talents':
      'Noch kein Talent ist bestätigt; hier erscheinen nur bestätigte, in Entwicklung befindliche oder gemeisterte Talente.',
    'no-leadership': 'Keine Zeile der Berufserfahrung zeigt das Führen, Leiten oder Betreuen von Menschen.',
    'no-contact': 'Profil und Lebenslauf enthalten keine Kontaktdaten.',
  },
  present: 'heute',
  nativeLevel: 'Muttersprache',
  levelNotStated: 'Niveau nicht angegeben',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `Die angegebenen Karriereziele sind: ${goals}.`
      : tone === 'friendly'
        ? `Darauf arbeite ich hin: ${goals}.`
        : tone === 'concise'
          ? `Ziele: ${goals}`
          : `Karriereziele: ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Derzeit beschäftigt als ${at}.` : `Derzeit beschäftigt bei ${company}.`;
    if (tone === 'friendly') return role ? `Zurzeit arbeite ich als ${at}.` : `Zurzeit arbeite ich bei ${company}.`;
    return tone === 'concise' ? `Aktuell: ${at}` : `Aktuelle Rolle: ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `Es ist keine aktuelle Stelle angegeben; die letzte Stelle dauerte bis ${since}.`
      : tone === 'friendly'
        ? `Meine letzte Stelle ging bis ${since}.`
        : tone === 'concise'
          ? `Letzte Stelle bis ${since}`
          : `Keine aktuelle Stelle; letzte Stelle bis ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `Von ${from} bis ${to} ist keine Stelle angegeben (${monate(n)}).`
      : tone === 'friendly'
        ? `Eine Pause von ${from} bis ${to} (${monate(n)}).`
        : tone === 'concise'
          ? `Lücke ${from} – ${to}`
          : `Lücke: ${from} – ${to} (${monate(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `Seit ${since} ist keine Stelle angegeben (${monate(n)}).`
      : tone === 'friendly'
        ? `Eine Pause seit ${since} (${monate(n)}).`
        : tone === 'concise'
          ? `Lücke seit ${since}`
          : `Lücke: seit ${since} (${monate(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} von ${total} gewählten Abschnitten haben Inhalt; nach Wichtigkeit gewichtet decken die Daten ${percent} dieser Ansicht ab.` +
    (missing ? ` Noch nichts für: ${missing}.` : ''),
  text: {
    audience: (audience) => `Zielgruppe: ${audience}`,
    tone: (tone) => `Tonfall: ${tone}`,
    coverage: (percent) => `Datenabdeckung: ${percent}`,
  },
};
