/**
 * Held-out coach questions, written apart from the tuning set (questions.ts) and never used to change the
 * coach: `npm run eval:coach` prints their figure beside the tuning set's, so the coach is judged on
 * wordings it was not fitted to.
 */
import type { EvalConversation } from './questions';

export const HELD_OUT_CONVERSATIONS: readonly EvalConversation[] = [
  { persona: 'de-software-developer', language: 'en', turns: ['is it worth learning kubernetes for my next job?'] },
  { persona: 'fr-nurse', language: 'en', turns: ['could I work as a nurse in Ireland?', 'and Belgium?'] },
  { persona: 'nl-project-manager', language: 'en', turns: ['what do I earn as a project manager in Denmark'] },
  { persona: 'es-teacher-turned-analyst', language: 'en', turns: ['what are my strongest skills?'] },
  { persona: 'it-supply-chain-planner', language: 'de', turns: ['Lohnt sich ein Umzug nach Zürich für mich?', 'und wie sieht es mit Österreich aus?'] },
  { persona: 'de-software-developer', language: 'de', turns: ['Was fehlt mir noch zum Teamleiter?'] },
  { persona: 'nl-project-manager', language: 'de', turns: ['wie kann ich meinen lebenslauf verbessern'] },
  { persona: 'fr-nurse', language: 'fr', turns: ['quelles compétences me manquent pour devenir cadre de santé ?'] },
  { persona: 'es-teacher-turned-analyst', language: 'fr', turns: ['est-ce que je peux travailler en France avec mon profil ?'] },
  { persona: 'de-software-developer', language: 'fr', turns: ['comment préparer un entretien technique ?'] },
  { persona: 'es-teacher-turned-analyst', language: 'es', turns: ['¿qué me falta para ser analista de datos senior?', '¿y cuánto tardaría?'] },
  { persona: 'it-supply-chain-planner', language: 'es', turns: ['¿me conviene mudarme a Madrid?'] },
  { persona: 'nl-project-manager', language: 'es', turns: ['¿cómo mejoro mi currículum?'] },
  { persona: 'it-supply-chain-planner', language: 'it', turns: ['quali certificazioni mi servono per crescere?'] },
  { persona: 'it-supply-chain-planner', language: 'it', turns: ['potrei lavorare in Germania con il mio tedesco?'] },
  { persona: 'fr-nurse', language: 'it', turns: ['come posso diventare coordinatrice infermieristica?'] },
  { persona: 'nl-project-manager', language: 'nl', turns: ['wat zijn mijn sterke punten?'] },
  { persona: 'nl-project-manager', language: 'nl', turns: ['moet ik naar Duitsland verhuizen voor mijn carrière?', 'en Zwitserland?'] },
  { persona: 'de-software-developer', language: 'nl', turns: ['hoe word ik software architect?'] },
];
