import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`);
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} at ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `works as ${at}` : company && `works at ${company}`,
      location && `is based in ${location}`,
      y !== null && `has ${years(y)} of professional experience`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'This professional'} ${series(does, 'and')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `based in ${location}`, y !== null && `${years(y)} of experience`).join(', ');
    if (!name) return `Hi! ${capitalise(rest)}.`;
    return rest ? `Hi, I'm ${name}: ${rest}.` : `Hi, I'm ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' — ');
  return present(name, at, location, y !== null && `${years(y)} of experience`).join(' · ');
}

export const en: PerspectiveMessages = {
  names: { technical: 'Technical', executive: 'Executive', hr: 'HR/Recruiter', public: 'Public Portfolio', custom: 'Custom perspective' },
  audiences: {
    technical: 'Tech leads and engineering managers',
    executive: 'Executives and senior leadership',
    hr: 'Recruiters and HR departments',
    public: 'Anyone with the link',
  },
  generalAudience: 'General audience',
  headings: {
    headline: 'Profile',
    summary: 'Summary',
    skills: 'Skills',
    experience: 'Experience',
    achievements: 'Achievements',
    education: 'Education',
    languages: 'Languages',
    talents: 'Talents',
    leadership: 'Leadership',
    contact: 'Contact',
  },
  lensHeadings: {
    technicalSkills: 'Technical skills',
    technicalAchievements: 'Technical achievements',
    technicalExperience: 'Roles and projects',
    executiveAchievements: 'Business impact',
    executiveExperience: 'Career progression',
    hrExperience: 'Complete timeline',
    publicSkills: 'Top skills',
    publicAchievements: 'Selected achievements',
  },
  tones: { formal: 'formal', neutral: 'neutral', friendly: 'friendly', concise: 'concise' },
  categories: {
    software: 'Software',
    data: 'Data',
    'cloud-devops': 'Cloud & DevOps',
    security: 'Security',
    'design-creative': 'Design & creative',
    business: 'Business',
    'marketing-sales': 'Marketing & sales',
    'finance-accounting': 'Finance & accounting',
    'legal-compliance': 'Legal & compliance',
    healthcare: 'Healthcare',
    education: 'Education',
    engineering: 'Engineering',
    'logistics-supply-chain': 'Logistics & supply chain',
    'hospitality-retail': 'Hospitality & retail',
    'hr-people': 'HR & people',
    'management-leadership': 'Management & leadership',
    'soft-skills': 'Soft skills',
    methodologies: 'Methodologies',
    'tools-office': 'Tools & office',
    'research-science': 'Research & science',
    other: 'Other',
  },
  proficiency: { beginner: 'beginner', intermediate: 'intermediate', advanced: 'advanced', expert: 'expert' },
  talentStatus: { discovered: 'discovered, not yet confirmed', validated: 'validated', developing: 'in development', mastered: 'mastered' },
  contactLabels: { email: 'E-mail', phone: 'Phone', location: 'Location', link: 'Link' },
  reasons: {
    'no-name-or-role': 'No name, role or location in the profile or the CV yet.',
    'no-summary': 'Neither the CV nor the profile has a summary yet.',
    'no-public-summary': 'The CV has no summary; the public portfolio does not show the profile bio, which stays private.',
    'no-skills': 'The CV analysis found no skills.',
    'no-experience': 'The CV analysis found no work experience.',
    'no-achievements': 'No experience line states a measurable result (a number, a percentage or an amount).',
    'no-technical-achievements': 'No experience line states a measurable result of technical work.',
    'no-education': 'The CV analysis found no education.',
    'no-languages': 'The CV names no languages.',
    'no-talents': 'No talents have been discovered yet.',
    'no-confirmed-talents': 'No talent has been validated yet; only validated, developing or mastered talents are shown here.',
    'no-leadership': 'No experience line shows leading, managing or mentoring people.',
    'no-contact': 'No contact details in the profile or the CV.',
  },
  present: 'present',
  nativeLevel: 'native',
  levelNotStated: 'level not stated',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `The stated career goals are: ${goals}.`
      : tone === 'friendly'
        ? `What I'm working towards: ${goals}.`
        : tone === 'concise'
          ? `Goals: ${goals}`
          : `Career goals: ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Currently employed as ${at}.` : `Currently employed at ${company}.`;
    if (tone === 'friendly') return role ? `Right now I work as ${at}.` : `Right now I work at ${company}.`;
    return tone === 'concise' ? `Now: ${at}` : `Current role: ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `No current role is listed; the most recent one ended in ${since}.`
      : tone === 'friendly'
        ? `My most recent role ended in ${since}.`
        : tone === 'concise'
          ? `Last role ended ${since}`
          : `No current role; the last one ended in ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `No role is listed from ${from} to ${to} (${months(n)}).`
      : tone === 'friendly'
        ? `A break from ${from} to ${to} (${months(n)}).`
        : tone === 'concise'
          ? `Gap ${from} – ${to}`
          : `Gap: ${from} – ${to} (${months(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `No role is listed since ${since} (${months(n)}).`
      : tone === 'friendly'
        ? `A break since ${since} (${months(n)}).`
        : tone === 'concise'
          ? `Gap since ${since}`
          : `Gap: since ${since} (${months(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} of ${total} chosen sections have content; weighted by importance, the data covers ${percent} of this view.` +
    (missing ? ` Nothing yet for: ${missing}.` : ''),
  text: {
    audience: (audience) => `Audience: ${audience}`,
    tone: (tone) => `Tone: ${tone}`,
    coverage: (percent) => `Data coverage: ${percent}`,
  },
};
