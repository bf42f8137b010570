import type { Tone } from '../types';
import { capitalise, present, series } from './compose';
import type { HeadlineParts, PerspectiveMessages } from './types';

// French typography: a no-break space before ":" and a narrow one before ";", "?" and "!".
const COLON = '\u00a0:';
const ans = (n: number) => (n === 1 ? '1\u00a0an' : `${n}\u00a0ans`);
const mois = (n: number) => `${n}\u00a0mois`;
const roleAt = (role: string | null, company: string | null) => (role && company ? `${role} chez ${company}` : (role ?? company ?? ''));

function headline({ name, role, company, location, years: y }: HeadlineParts, tone: Tone): string {
  const at = roleAt(role, company);
  if (tone === 'formal') {
    const does = present(
      role ? `travaille en tant que ${at}` : company && `travaille chez ${company}`,
      location && `réside à ${location}`,
      y !== null && `compte ${ans(y)} d'expérience professionnelle`,
    );
    if (does.length === 0) return `${name ?? ''}.`;
    return `${name ?? 'Cette personne'} ${series(does, 'et')}.`;
  }
  if (tone === 'friendly') {
    const rest = present(at, location && `à ${location}`, y !== null && `${ans(y)} d'expérience`).join(', ');
    if (!name) return `Bonjour\u202f! ${capitalise(rest)}.`;
    return rest ? `Bonjour, je suis ${name}${COLON} ${rest}.` : `Bonjour, je suis ${name}.`;
  }
  const concise = tone === 'concise' ? present(name, at) : [];
  if (concise.length > 0) return concise.join(' – ');
  return present(name, at, location, y !== null && `${ans(y)} d'expérience`).join(' · ');
}

export const fr: PerspectiveMessages = {
  names: {
    technical: 'Technique',
    executive: 'Direction',
    hr: 'RH/Recrutement',
    public: 'Portfolio public',
    custom: 'Perspective personnalisée',
  },
  audiences: {
    technical: 'Responsables techniques et managers en ingénierie',
    executive: 'Dirigeants et direction générale',
    hr: 'Recruteurs et services RH',
    public: 'Toute personne disposant du lien',
  },
  generalAudience: 'Public général',
  headings: {
    headline: 'Profil',
    summary: 'Résumé',
    skills: 'Compétences',
    experience: 'Expérience',
    achievements: 'Réalisations',
    education: 'Formation',
    languages: 'Langues',
    talents: 'Talents',
    leadership: 'Leadership',
    contact: 'Contact',
  },
  lensHeadings: {
    technicalSkills: 'Compétences techniques',
    technicalAchievements: 'Réalisations techniques',
    technicalExperience: 'Postes et projets',
    executiveAchievements: 'Impact sur l’activité',
    executiveExperience: 'Évolution de carrière',
    hrExperience: 'Parcours complet',
    publicSkills: 'Compétences principales',
    publicAchievements: 'Réalisations choisies',
  },
  tones: { formal: 'soutenu', neutral: 'neutre', friendly: 'chaleureux', concise: 'concis' },
  categories: {
    software: 'Logiciel',
    data: 'Données',
    'cloud-devops': 'Cloud et DevOps',
    security: 'Sécurité',
    'design-creative': 'Design et création',
    business: 'Gestion d’entreprise',
    'marketing-sales': 'Marketing et vente',
    'finance-accounting': 'Finance et comptabilité',
    'legal-compliance': 'Juridique et conformité',
    healthcare: 'Santé',
    education: 'Enseignement',
    engineering: 'Ingénierie',
    'logistics-supply-chain': 'Logistique et chaîne d’approvisionnement',
    'hospitality-retail': 'Hôtellerie et commerce',
    'hr-people': 'Ressources humaines',
    'management-leadership': 'Management et leadership',
    'soft-skills': 'Savoir-être',
    methodologies: 'Méthodologies',
    'tools-office': 'Outils et bureautique',
    'research-science': 'Recherche et sciences',
    other: 'Autres',
  },
  proficiency: { beginner: 'débutant', intermediate: 'intermédiaire', advanced: 'avancé', expert: 'expert' },
  talentStatus: { discovered: 'découvert, pas encore confirmé', validated: 'validé', developing: 'en développement', mastered: 'maîtrisé' },
  contactLabels: { email: 'E-mail', phone: 'Téléphone', location: 'Lieu', link: 'Lien' },
  reasons: {
    'no-name-or-role': 'Ni le profil ni le CV n’indiquent encore de nom, de poste ou de lieu.',
    'no-summary': 'Ni le CV ni le profil ne contiennent encore de résumé.',
    'no-public-summary': 'Le CV n’a pas de résumé\u202f; le portfolio public ne montre pas la présentation du profil, qui reste privée.',
    'no-skills': 'L’analyse du CV n’a trouvé aucune compétence.',
    'no-experience': 'L’analyse du CV n’a trouvé aucune expérience professionnelle.',
    'no-achievements': 'Aucune ligne de l’expérience n’indique un résultat mesurable (nombre, pourcentage ou montant).',
    'no-technical-achievements': 'Aucune ligne de l’expérience n’indique un résultat mesurable d’un travail technique.',
    'no-education': 'L’analyse du CV n’a trouvé aucune formation.',
    'no-languages': 'Le CV ne mentionne aucune langue.',
    'no-talents': 'Aucun talent n’a encore été découvert.',
    'no-confirmed-talents':
      'Aucun talent n’est encore validé\u202f; seuls les talents validés, en développement ou maîtrisés apparaissent ici.',
    'no-leadership': 'Aucune ligne de l’expérience ne montre la direction, le management ou l’accompagnement de personnes.',
    'no-contact': 'Ni le profil ni le CV ne contiennent de coordonnées.',
  },
  present: 'aujourd’hui',
  nativeLevel: 'langue maternelle',
  levelNotStated: 'niveau non précisé',

  headline,
  goals: (goals, tone) =>
    tone === 'formal'
      ? `Les objectifs de carrière indiqués sont les suivants${COLON} ${goals}.`
      : tone === 'friendly'
        ? `Ce vers quoi je travaille${COLON} ${goals}.`
        : tone === 'concise'
          ? `Objectifs${COLON} ${goals}`
          : `Objectifs de carrière${COLON} ${goals}`,
  currentRole: (role, company, tone) => {
    const at = roleAt(role, company);
    if (tone === 'formal') return role ? `Occupe actuellement le poste de ${at}.` : `Travaille actuellement chez ${company}.`;
    if (tone === 'friendly') return role ? `En ce moment, je travaille en tant que ${at}.` : `En ce moment, je travaille chez ${company}.`;
    return tone === 'concise' ? `Actuellement${COLON} ${at}` : `Poste actuel${COLON} ${at}`;
  },
  noCurrentRole: (since, tone) =>
    tone === 'formal'
      ? `Aucun poste actuel n’est indiqué\u202f; le plus récent s’est terminé en ${since}.`
      : tone === 'friendly'
        ? `Mon dernier poste s’est terminé en ${since}.`
        : tone === 'concise'
          ? `Dernier poste jusqu’en ${since}`
          : `Pas de poste actuel\u202f; le dernier s’est terminé en ${since}`,
  gap: (from, to, n, tone) =>
    tone === 'formal'
      ? `Aucun poste n’est indiqué de ${from} à ${to} (${mois(n)}).`
      : tone === 'friendly'
        ? `Une pause de ${from} à ${to} (${mois(n)}).`
        : tone === 'concise'
          ? `Interruption ${from} – ${to}`
          : `Interruption${COLON} ${from} – ${to} (${mois(n)})`,
  ongoingBreak: (since, n, tone) =>
    tone === 'formal'
      ? `Aucun poste n’est indiqué depuis ${since} (${mois(n)}).`
      : tone === 'friendly'
        ? `Une pause depuis ${since} (${mois(n)}).`
        : tone === 'concise'
          ? `Interruption depuis ${since}`
          : `Interruption${COLON} depuis ${since} (${mois(n)})`,
  confidence: (filled, total, percent, missing) =>
    `${filled} des ${total} sections choisies ont du contenu\u202f; pondérées selon leur importance, les données couvrent ${percent} de cette vue.` +
    (missing ? ` Rien encore pour${COLON} ${missing}.` : ''),
  text: {
    audience: (audience) => `Public${COLON} ${audience}`,
    tone: (tone) => `Ton${COLON} ${tone}`,
    coverage: (percent) => `Couverture des données${COLON} ${percent}`,
  },
};
