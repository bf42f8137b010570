import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

const jaar = (n: number) => `${n} jaar`;
const maanden = (n: number) => (n === 1 ? '1 maand' : `${n} maanden`);
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} bij ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `werkt als ${at}` : company && `werkt bij ${company}`,
      location && `woont in ${location}`,
      y !== null && `heeft ${jaar(y)} werkervaring`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'Deze professional'} ${series(does, 'en')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `in ${location}`, y !== null && `${jaar(y)} ervaring`).join(', ');
    if (!name) return `Hoi! ${capitalise(rest)}.`;
    return rest ? `Hoi, ik ben ${name}: ${rest}.` : `Hoi, ik ben ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' – ');
  return present(name, at, location, y !== null && `${jaar(y)} ervaring`).join(' · ');
}

export const nl: PerspectiveMessages = {
  names: {
    technical: 'Technisch',
    executive: 'Directie',
    hr: 'HR/Recruitment',
    public: 'Openbaar portfolio',
    custom: 'Eigen perspectief',
  },
  audiences: {
    technical: 'Tech leads en engineering managers',
    executive: 'Directie en senior management',
    hr: 'Recruiters en HR-afdelingen',
    public: 'Iedereen met de link',
  },
  generalAudience: 'Algemeen publiek',
  headings: {
    headline: 'Profiel',
    summary: 'Samenvatting',
    skills: 'Vaardigheden',
    experience: 'Werkervaring',
    achievements: 'Resultaten',
    education: 'Opleiding',
    languages: 'Talen',
    talents: 'Talenten',
    leadership: 'Leiderschap',
    contact: 'Contact',
  },
  lensHeadings: {
    technicalSkills: 'Technische vaardigheden',
    technicalAchievements: 'Technische resultaten',
    technicalExperience: 'Functies en projecten',
    executiveAchievements: 'Zakelijke impact',
    executiveExperience: 'Loopbaanontwikkeling',
    hrExperience: 'Volledige tijdlijn',
    publicSkills: 'Belangrijkste vaardigheden',
    publicAchievements: 'Geselecteerde resultaten',
  },
  tones: { formal: 'formeel', neutral: 'neutraal', friendly: 'vriendelijk', concise: 'beknopt' },
  categories: {
    software: 'Software',
    data: 'Data',
    'cloud-devops': 'Cloud en DevOps',
    security: 'Beveiliging',
    'design-creative': 'Design en creatief',
    business: 'Bedrijfskunde',
    'marketing-sales': 'Marketing en sales',
    'finance-accounting': 'Financiën en boekhouding',
    'legal-compliance': 'Juridisch en compliance',
    healthcare: 'Zorg',
    education: 'Onderwijs',
    engineering: 'Techniek',
    'logistics-supply-chain': 'Logistiek en supply chain',
    'hospitality-retail': 'Horeca en retail',
    'hr-people': 'HR en personeel',
    'management-leadership': 'Management en leiderschap',
    'soft-skills': 'Soft skills',
    methodologies: 'Methoden',
    'tools-office': 'Tools en Office',
    'research-science': 'Onderzoek en wetenschap',
    other: 'Overig',
  },
  proficiency: { beginner: 'beginner', intermediate: 'gemiddeld', advanced: 'gevorderd', expert: 'expert' },
  talentStatus: {
    discovered: 'ontdekt, nog niet bevestigd',
    validated: 'bevestigd',
    developing: 'in ontwikkeling',
    mastered: 'beheerst',
  },
  contactLabels: { email: 'E-mail', phone: 'Telefoon', location: 'Woonplaats', link: 'Link' },
  reasons: {
    'no-name-or-role': 'Profiel en cv noemen nog geen naam, functie of woonplaats.',
    'no-summary': 'Het cv en het profiel hebben nog geen samenvatting.',
    'no-public-summary': 'Het cv heeft geen samenvatting; het openbare portfolio toont de profielbeschrijving niet, die blijft privé.',
    'no-skills': 'De analyse van het cv heeft geen vaardigheden gevonden.',
    'no-experience': 'De analyse van het cv heeft geen werkervaring gevonden.',
    'no-achievements': 'Geen enkele regel in de werkervaring noemt een meetbaar resultaat (een getal, percentage of bedrag).',
    'no-technical-achievements': 'Geen enkele regel in de werkervaring noemt een meetbaar resultaat van technisch werk.',
    'no-education': 'De analyse van het cv heeft geen opleiding gevonden.',
    'no-languages': 'Het cv noemt geen talen.',
    'no-talents': 'Er zijn nog geen talenten ontdekt.',
    'no-confirmed-talents':
      'Er is nog geen talent bevestigd; hier staan alleen bevestigde talenten, talenten in ontwikkeling en beheerste talenten.',
    'no-leadership': 'Geen enkele regel in de werkervaring laat zien dat mensen zijn aangestuurd, geleid of gecoacht.',
    'no-contact': 'Profiel en cv bevatten geen contactgegevens.',
  },
  present: 'heden',
  nativeLevel: 'moedertaal',
  levelNotStated: 'niveau niet vermeld',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `De opgegeven loopbaandoelen zijn: ${goals}.`
      : tone === 'friendly'
        ? `Hier werk ik naartoe: ${goals}.`
        : tone === 'concise'
          ? `Doelen: ${goals}`
          : `Loopbaandoelen: ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Momenteel werkzaam als ${at}.` : `Momenteel werkzaam bij ${company}.`;
    if (tone === 'friendly') return role ? `Op dit moment werk ik als ${at}.` : `Op dit moment werk ik bij ${company}.`;
    return tone === 'concise' ? `Nu: ${at}` : `Huidige functie: ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `Er is geen huidige functie vermeld; de laatste eindigde in ${since}.`
      : tone === 'friendly'
        ? `Mijn laatste functie eindigde in ${since}.`
        : tone === 'concise'
          ? `Laatste functie tot ${since}`
          : `Geen huidige functie; de laatste eindigde in ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `Van ${from} tot ${to} is geen functie vermeld (${maanden(n)}).`
      : tone === 'friendly'
        ? `Een pauze van ${from} tot ${to} (${maanden(n)}).`
        : tone === 'concise'
          ? `Onderbreking ${from} – ${to}`
          : `Onderbreking: ${from} – ${to} (${maanden(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `Sinds ${since} is geen functie vermeld (${maanden(n)}).`
      : tone === 'friendly'
        ? `Een pauze sinds ${since} (${maanden(n)}).`
        : tone === 'concise'
          ? `Onderbreking sinds ${since}`
          : `Onderbreking: sinds ${since} (${maanden(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} van de ${total} gekozen onderdelen hebben inhoud; gewogen naar belang dekken de gegevens ${percent} van deze weergave.` +
    (missing ? ` Nog niets voor: ${missing}.` : ''),
  text: {
    audience: (audience) => `Doelgroep: ${audience}`,
    tone: (tone) => `Toon: ${tone}`,
    coverage: (percent) => `Gegevensdekking: ${percent}`,
  },
};
