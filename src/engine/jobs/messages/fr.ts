import type { JobMessages } from './types';

export const fr: JobMessages = {
  quote: (line) => `« ${line} »`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`),
  native: 'langue maternelle',
  greeting: 'Madame, Monsieur,',
  opening: (title, employer) => (employer ? `Je vous adresse ma candidature au poste de ${title} chez ${employer}.` : `Je vous adresse ma candidature au poste de ${title}.`),
  evidenceIntro: 'Ce que vous demandez, et où mon CV le montre :',
  evidenceItem: (skill, line) => `• ${skill} : ${line}`,
  experience: (years) => `J’apporte ${years} ${years < 2 ? 'an' : 'ans'} d’expérience professionnelle.`,
  languages: (list) => `Langues : ${list}.`,
  closing: 'Je serais heureux·se de vous en dire plus lors d’un entretien.',
  signoff: 'Veuillez agréer, Madame, Monsieur, mes salutations distinguées.',
  coach: {
    ready: (score, title) => `Vous correspondez à ${score}/100 pour « ${title} » : vous pouvez postuler.`,
    close: (score, title) => `Vous correspondez à ${score}/100 pour « ${title} » : c’est proche — quelques lacunes méritent d’être comblées ou abordées dans la lettre.`,
    stretch: (score, title) => `Vous correspondez à ${score}/100 pour « ${title} » : c’est encore un grand pas.`,
    learnFirst: (list) => `À apprendre d’abord : ${list}.`,
    nothingMissing: 'Votre CV montre chaque exigence de l’annonce.',
    strengths: (list) => `Votre CV montre déjà ${list}.`,
  },
};
