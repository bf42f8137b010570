import type { JobMessages } from './types';

export const es: JobMessages = {
  quote: (line) => `«${line}»`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`),
  native: 'nativo',
  greeting: 'Estimado equipo de selección:',
  opening: (title, employer) => (employer ? `Les escribo para presentar mi candidatura al puesto de ${title} en ${employer}.` : `Les escribo para presentar mi candidatura al puesto de ${title}.`),
  evidenceIntro: 'Lo que piden y dónde lo muestra mi CV:',
  evidenceItem: (skill, line) => `• ${skill}: ${line}`,
  experience: (years) => `Aporto ${years} ${years === 1 ? 'año' : 'años'} de experiencia profesional.`,
  languages: (list) => `Idiomas: ${list}.`,
  closing: 'Me encantaría ampliar esta información en una entrevista.',
  signoff: 'Atentamente,',
  coach: {
    ready: (score, title) => `Encajas en un ${score}/100 con «${title}»: puedes postularte.`,
    close: (score, title) => `Encajas en un ${score}/100 con «${title}»: cerca — merece la pena cubrir algunas carencias o tratarlas en la carta.`,
    stretch: (score, title) => `Encajas en un ${score}/100 con «${title}»: por ahora es un salto grande.`,
    learnFirst: (list) => `Aprende primero: ${list}.`,
    nothingMissing: 'Tu CV muestra todos los requisitos imprescindibles del anuncio.',
    strengths: (list) => `Tu CV ya muestra ${list}.`,
  },
};
