/**
 * The CV's language (en/de/fr/es/it/nl) from stop words, heading words and month names: each
 * language scores the words of its own that occur in the text; the highest score wins.
 */
import type { CvLanguage } from './types';
import { words } from './text';

const VOCAB: Record<Exclude<CvLanguage, 'unknown'>, readonly string[]> = {
  en: ['the', 'and', 'with', 'for', 'of', 'to', 'experience', 'education', 'skills', 'languages', 'present', 'summary', 'profile', 'university', 'built', 'led', 'team', 'january', 'march', 'june', 'july', 'october', 'december', 'native'],
  de: ['und', 'der', 'die', 'das', 'mit', 'fur', 'von', 'im', 'bei', 'auf', 'ein', 'eine', 'berufserfahrung', 'ausbildung', 'kenntnisse', 'sprachen', 'heute', 'seit', 'muttersprache', 'kompetenzen', 'verantwortung', 'marz', 'dezember', 'oktober', 'januar'],
  fr: ['et', 'les', 'des', 'du', 'pour', 'avec', 'une', 'au', 'aux', 'experience', 'formation', 'competences', 'langues', 'depuis', 'maternelle', 'professionnelle', 'janvier', 'fevrier', 'avril', 'juin', 'juillet', 'aout', 'decembre', 'sur'],
  es: ['y', 'los', 'las', 'del', 'con', 'para', 'una', 'el', 'experiencia', 'formacion', 'habilidades', 'idiomas', 'actualidad', 'nativo', 'gestion', 'enero', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'diciembre', 'por', 'en'],
  it: ['e', 'il', 'della', 'dei', 'per', 'con', 'gli', 'delle', 'di', 'nel', 'esperienza', 'istruzione', 'competenze', 'lingue', 'corso', 'madrelingua', 'gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'dicembre'],
  nl: ['het', 'van', 'een', 'voor', 'met', 'bij', 'naar', 'en', 'werkervaring', 'opleiding', 'vaardigheden', 'talen', 'heden', 'moedertaal', 'maart', 'mei', 'augustus', 'oktober', 'mrt', 'ervaring', 'zijn', 'ook', 'als'],
};

export function detectLanguage(text: string): CvLanguage {
  const counts = new Map<string, number>();
  for (const w of words(text)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: CvLanguage = 'unknown';
  let bestScore = 0;
  for (const [lang, vocab] of Object.entries(VOCAB) as [Exclude<CvLanguage, 'unknown'>, readonly string[]][]) {
    let score = 0;
    for (const w of new Set(vocab)) score += Math.min(counts.get(w) ?? 0, 8);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore >= 3 ? best : 'unknown';
}
