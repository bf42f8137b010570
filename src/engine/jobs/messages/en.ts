import type { JobMessages } from './types';

export const en: JobMessages = {
  quote: (line) => `“${line}”`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`),
  native: 'native',
  greeting: 'Dear Hiring Team,',
  opening: (title, employer) => (employer ? `I am applying for the position of ${title} at ${employer}.` : `I am applying for the position of ${title}.`),
  evidenceIntro: 'What you ask for, and where my CV shows it:',
  evidenceItem: (skill, line) => `• ${skill}: ${line}`,
  experience: (years) => `I bring ${years} ${years === 1 ? 'year' : 'years'} of professional experience.`,
  languages: (list) => `Languages: ${list}.`,
  closing: 'I would be glad to tell you more in an interview.',
  signoff: 'Kind regards,',
  coach: {
    ready: (score, title) => `You match ${score}/100 for “${title}”: you are ready to apply.`,
    close: (score, title) => `You match ${score}/100 for “${title}”: close — a few gaps are worth closing or addressing in your letter.`,
    stretch: (score, title) => `You match ${score}/100 for “${title}”: a stretch for now.`,
    learnFirst: (list) => `Learn first: ${list}.`,
    nothingMissing: 'Your CV shows every must-have of the ad.',
    strengths: (list) => `Your CV already shows ${list}.`,
  },
};
