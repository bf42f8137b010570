import type { JobMessages } from './types';

export const de: JobMessages = {
  quote: (line) => `„${line}“`,
  list: (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`),
  native: 'Muttersprache',
  greeting: 'Sehr geehrte Damen und Herren,',
  opening: (title, employer) => (employer ? `hiermit bewerbe ich mich um die Stelle als ${title} bei ${employer}.` : `hiermit bewerbe ich mich um die Stelle als ${title}.`),
  evidenceIntro: 'Was Sie suchen und wo mein Lebenslauf es zeigt:',
  evidenceItem: (skill, line) => `• ${skill}: ${line}`,
  experience: (years) => `Ich bringe ${years} ${years === 1 ? 'Jahr' : 'Jahre'} Berufserfahrung mit.`,
  languages: (list) => `Sprachen: ${list}.`,
  closing: 'Über eine Einladung zu einem persönlichen Gespräch freue ich mich.',
  signoff: 'Mit freundlichen Grüßen',
  coach: {
    ready: (score, title) => `Sie passen zu ${score}/100 auf „${title}“: Sie können sich bewerben.`,
    close: (score, title) => `Sie passen zu ${score}/100 auf „${title}“: knapp — einige Lücken lohnt es zu schließen oder im Anschreiben anzusprechen.`,
    stretch: (score, title) => `Sie passen zu ${score}/100 auf „${title}“: derzeit noch ein großer Schritt.`,
    learnFirst: (list) => `Zuerst lernen: ${list}.`,
    nothingMissing: 'Ihr Lebenslauf zeigt jede Muss-Anforderung der Anzeige.',
    strengths: (list) => `Ihr Lebenslauf zeigt bereits ${list}.`,
  },
};
