import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

const anni = (n: number) => (n === 1 ? '1 anno' : `${n} anni`);
const mesi = (n: number) => (n === 1 ? '1 mese' : `${n} mesi`);
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} presso ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `lavora come ${at}` : company && `lavora presso ${company}`,
      location && `ha sede a ${location}`,
      y !== null && `ha ${anni(y)} di esperienza professionale`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'La persona'} ${series(does, 'e')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `a ${location}`, y !== null && `${anni(y)} di esperienza`).join(', ');
    if (!name) return `Ciao! ${capitalise(rest)}.`;
    return rest ? `Ciao, sono ${name}: ${rest}.` : `Ciao, sono ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' – ');
  return present(name, at, location, y !== null && `${anni(y)} di esperienza`).join(' · ');
}

export const it: PerspectiveMessages = {
  names: {
    technical: 'Tecnica',
    executive: 'Direzione',
    hr: 'HR/Recruiting',
    public: 'Portfolio pubblico',
    custom: 'Prospettiva personalizzata',
  },
  audiences: {
    technical: 'Tech lead ed engineering manager',
    executive: 'Direzione e top management',
    hr: 'Recruiter e uffici del personale',
    public: 'Chiunque abbia il link',
  },
  generalAudience: 'Pubblico generale',
  headings: {
    headline: 'Profilo',
    summary: 'Sintesi',
    skills: 'Competenze',
    experience: 'Esperienza',
    achievements: 'Risultati',
    education: 'Formazione',
    languages: 'Lingue',
    talents: 'Talenti',
    leadership: 'Leadership',
    contact: 'Contatti',
  },
  lensHeadings: {
    technicalSkills: 'Competenze tecniche',
    technicalAchievements: 'Risultati tecnici',
    technicalExperience: 'Ruoli e progetti',
    executiveAchievements: 'Impatto sul business',
    executiveExperience: 'Percorso di carriera',
    hrExperience: 'Percorso completo',
    publicSkills: 'Competenze principali',
    publicAchievements: 'Risultati scelti',
  },
  tones: { formal: 'formale', neutral: 'neutro', friendly: 'cordiale', concise: 'conciso' },
  categories: {
    software: 'Software',
    data: 'Dati',
    'cloud-devops': 'Cloud e DevOps',
    security: 'Sicurezza',
    'design-creative': 'Design e creatività',
    business: 'Business',
    'marketing-sales': 'Marketing e vendite',
    'finance-accounting': 'Finanza e contabilità',
    'legal-compliance': 'Legale e compliance',
    healthcare: 'Sanità',
    education: 'Istruzione',
    engineering: 'Ingegneria',
    'logistics-supply-chain': 'Logistica e supply chain',
    'hospitality-retail': 'Ospitalità e retail',
    'hr-people': 'Risorse umane',
    'management-leadership': 'Management e leadership',
    'soft-skills': 'Soft skill',
    methodologies: 'Metodologie',
    'tools-office': 'Strumenti e Office',
    'research-science': 'Ricerca e scienza',
    other: 'Altro',
  },
  proficiency: { beginner: 'base', intermediate: 'intermedio', advanced: 'avanzato', expert: 'esperto' },
  talentStatus: {
    discovered: 'scoperto, non ancora confermato',
    validated: 'confermato',
    developing: 'in sviluppo',
    mastered: 'padroneggiato',
  },
  contactLabels: { email: 'E-mail', phone: 'Telefono', location: 'Località', link: 'Link' },
  reasons: {
    'no-name-or-role': 'Il profilo e il CV non indicano ancora né un nome, né un ruolo, né una località.',
    'no-summary': 'Né il CV né il profilo hanno ancora una sintesi.',
    'no-public-summary': 'Il CV non ha una sintesi; il portfolio pubblico non mostra la bio del profilo, che resta privata.',
    'no-skills': 'L’analisi del CV non ha trovato competenze.',
    'no-experience': 'L’analisi del CV non ha trovato esperienze lavorative.',
    'no-achievements': 'Nessuna riga dell’esperienza riporta un risultato misurabile (un numero, una percentuale o un importo).',
    'no-technical-achievements': 'Nessuna riga dell’esperienza riporta un risultato misurabile di lavoro tecnico.',
    'no-education': 'L’analisi del CV non ha trovato alcuna formazione.',
    'no-languages': 'Il CV non indica lingue.',
    'no-talents': 'Non è stato ancora scoperto alcun talento.',
    'no-confirmed-talents':
      'Nessun talento è stato ancora confermato; qui compaiono solo i talenti confermati, in sviluppo o padroneggiati.',
    'no-leadership': 'Nessuna riga dell’esperienza mostra la guida, la gestione o il mentoring di persone.',
    'no-contact': 'Il profilo e il CV non contengono dati di contatto.',
  },
  present: 'oggi',
  nativeLevel: 'madrelingua',
  levelNotStated: 'livello non indicato',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `Gli obiettivi di carriera indicati sono: ${goals}.`
      : tone === 'friendly'
        ? `Il mio obiettivo: ${goals}.`
        : tone === 'concise'
          ? `Obiettivi: ${goals}`
          : `Obiettivi di carriera: ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Attualmente lavora come ${at}.` : `Attualmente lavora presso ${company}.`;
    if (tone === 'friendly') return role ? `Al momento lavoro come ${at}.` : `Al momento lavoro presso ${company}.`;
    return tone === 'concise' ? `Ora: ${at}` : `Ruolo attuale: ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `Non è indicato un ruolo attuale; l’ultimo si è concluso nel ${since}.`
      : tone === 'friendly'
        ? `Il mio ultimo ruolo si è concluso nel ${since}.`
        : tone === 'concise'
          ? `Ultimo ruolo fino a ${since}`
          : `Nessun ruolo attuale; l’ultimo si è concluso nel ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `Da ${from} a ${to} non è indicato alcun ruolo (${mesi(n)}).`
      : tone === 'friendly'
        ? `Una pausa da ${from} a ${to} (${mesi(n)}).`
        : tone === 'concise'
          ? `Interruzione ${from} – ${to}`
          : `Interruzione: ${from} – ${to} (${mesi(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `Da ${since} non è indicato alcun ruolo (${mesi(n)}).`
      : tone === 'friendly'
        ? `Una pausa da ${since} (${mesi(n)}).`
        : tone === 'concise'
          ? `Interruzione da ${since}`
          : `Interruzione: da ${since} (${mesi(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} sezioni scelte su ${total} hanno contenuto; ponderati per importanza, i dati coprono il ${percent} di questa vista.` +
    (missing ? ` Ancora nulla per: ${missing}.` : ''),
  text: {
    audience: (audience) => `Pubblico: ${audience}`,
    tone: (tone) => `Tono: ${tone}`,
    coverage: (percent) => `Copertura dei dati: ${percent}`,
  },
};
