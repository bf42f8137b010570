import type { JobMessages } from './types';

export const nl: JobMessages = {
  quote: (line) => `‘${line}’`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`),
  native: 'moedertaal',
  greeting: 'Geachte heer/mevrouw,',
  opening: (title, employer) => (employer ? `Hierbij solliciteer ik naar de functie van ${title} bij ${employer}.` : `Hierbij solliciteer ik naar de functie van ${title}.`),
  evidenceIntro: 'Wat u vraagt, en waar mijn cv het laat zien:',
  evidenceItem: (skill, line) => `• ${skill}: ${line}`,
  experience: (years) => `Ik breng ${years} jaar werkervaring mee.`,
  languages: (list) => `Talen: ${list}.`,
  closing: 'Graag licht ik dit toe in een gesprek.',
  signoff: 'Met vriendelijke groet,',
  coach: {
    ready: (score, title) => `Je past voor ${score}/100 bij ‘${title}’: je kunt solliciteren.`,
    close: (score, title) => `Je past voor ${score}/100 bij ‘${title}’: dichtbij — een paar hiaten zijn het waard om te dichten of in je brief te benoemen.`,
    stretch: (score, title) => `Je past voor ${score}/100 bij ‘${title}’: voorlopig een grote stap.`,
    learnFirst: (list) => `Leer eerst: ${list}.`,
    nothingMissing: 'Je cv laat elke harde eis van de vacature zien.',
    strengths: (list) => `Je cv laat al ${list} zien.`,
  },
};
