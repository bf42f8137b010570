import type { JobMessages } from './types';

export const it: JobMessages = {
  quote: (line) => `«${line}»`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`),
  native: 'madrelingua',
  greeting: 'Gentile team di selezione,',
  opening: (title, employer) => (employer ? `vi scrivo per candidarmi alla posizione di ${title} presso ${employer}.` : `vi scrivo per candidarmi alla posizione di ${title}.`),
  evidenceIntro: 'Ciò che chiedete e dove lo mostra il mio CV:',
  evidenceItem: (skill, line) => `• ${skill}: ${line}`,
  experience: (years) => `Porto ${years} ${years === 1 ? 'anno' : 'anni'} di esperienza professionale.`,
  languages: (list) => `Lingue: ${list}.`,
  closing: 'Sarei lieto/a di approfondire in un colloquio.',
  signoff: 'Cordiali saluti,',
  coach: {
    ready: (score, title) => `Corrispondi per ${score}/100 a «${title}»: sei pronto/a a candidarti.`,
    close: (score, title) => `Corrispondi per ${score}/100 a «${title}»: ci sei quasi — vale la pena colmare alcune lacune o parlarne nella lettera.`,
    stretch: (score, title) => `Corrispondi per ${score}/100 a «${title}»: per ora è un passo lungo.`,
    learnFirst: (list) => `Da imparare prima: ${list}.`,
    nothingMissing: 'Il tuo CV mostra ogni requisito indispensabile dell’annuncio.',
    strengths: (list) => `Il tuo CV mostra già ${list}.`,
  },
};
