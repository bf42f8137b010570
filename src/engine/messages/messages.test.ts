import { describe, expect, it } from 'vitest';
import type { CvAnalysis } from '../cv/types';
import { generateInsights } from '../insights/generate-insights';
import { scoreCvQuality } from '../insights/quality-score';
import { readErrorFor } from '../cv/read/read-errors';
import { en } from './en';
import { languageChipMessage, languageLevel } from './language-chip';
import { englishText, GENERATED_MESSAGES, renderGenerated } from './messages';
import type { GeneratedCatalogue } from './types';
import { GENERATED_LANGUAGES } from './types';

// Type level: a catalogue without every key is not a GeneratedCatalogue (tsc fails if this stops being an error).
// @ts-expect-error the catalogue lacks every key but one
const incomplete: GeneratedCatalogue = { 'quality.contact': () => 'Contact details' };

function cv(): CvAnalysis {
  return {
    personalInfo: { name: 'Giulia Conti', email: null, phone: null, location: 'Milano', links: [] },
    summary: null,
    experience: [
      { position: 'Junior Planner', company: 'A', location: null, startDate: '2015-01', endDate: '2018-03', current: false, description: 'Previsione della domanda per 1.200 referenze.' },
      { position: 'Demand Planning Manager', company: 'B', location: null, startDate: '2019-06', endDate: null, current: true, description: 'Riduzione delle scorte −18 %.' },
    ],
    education: [{ institution: 'Politecnico', degree: 'Laurea', field: null, startDate: null, endDate: '2014' }],
    skills: [],
    languages: [{ name: 'Italian', level: 'native' }, { name: 'English', level: 'intermediate' }],
    meta: { language: 'it', format: 'pdf', pages: 1, engineVersion: 'test', durationMs: 0, warnings: [] },
  };
}

describe('generated messages', () => {
  it('the type rejects an incomplete catalogue', () => {
    expect(Object.keys(incomplete)).toEqual(['quality.contact']);
  });

  it.each(GENERATED_LANGUAGES)('%s has exactly the keys of the English catalogue', (language) => {
    expect(Object.keys(GENERATED_MESSAGES[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it('every quality component and insight carries messages whose English sentence is the stored text', () => {
    const a = cv();
    const quality = scoreCvQuality(a, '2025-06');
    const insights = generateInsights(a, [], '2025-06');
    expect(insights.length).toBeGreaterThan(2);
    for (const c of quality.components) {
      expect(englishText(c.label_message)).toBe(c.label);
      expect(englishText(c.explanation_message)).toBe(c.explanation);
    }
    for (const i of insights) {
      expect(englishText(i.title_message)).toBe(i.title);
      expect(englishText(i.description_message)).toBe(i.description);
    }
  });

  it.each(GENERATED_LANGUAGES.filter((l) => l !== 'en'))('renders every component and insight in %s, none in English', (language) => {
    const a = cv();
    const quality = scoreCvQuality(a, '2025-06');
    const insights = generateInsights(a, [], '2025-06');
    for (const c of quality.components) {
      expect(renderGenerated(language, c.label_message, '')).not.toBe(c.label);
      expect(renderGenerated(language, c.explanation_message, '')).not.toBe(c.explanation);
    }
    for (const i of insights) {
      expect(renderGenerated(language, i.title_message, '')).not.toBe(i.title);
      expect(renderGenerated(language, i.description_message, '')).not.toBe(i.description);
    }
  });

  it('says the German quality components and the gap in German, with months in German', () => {
    const quality = scoreCvQuality(cv(), '2025-06');
    const contact = quality.components.find((c) => c.key === 'contact')!;
    expect(renderGenerated('de', contact.label_message, '')).toBe('Kontaktdaten');
    expect(renderGenerated('de', contact.explanation_message, '')).toBe('Es fehlt: E-Mail und Telefon.');
    const gap = generateInsights(cv(), [], '2025-06').find((i) => i.id.startsWith('gap-'))!;
    expect(renderGenerated('de', gap.description_message, '')).toContain('Zwischen April 2018 und Mai 2019');
    expect(renderGenerated('it', gap.title_message, '')).toBe('Spiega l’interruzione di 14 mesi');
  });

  it('translates language chips: names in the interface language, "intermediate" never as advanced', () => {
    const [italian, english] = cv().languages.map(languageChipMessage);
    expect(renderGenerated('en', italian, '')).toBe('Italian · native');
    expect(renderGenerated('de', italian, '')).toBe('Italienisch · Muttersprache');
    expect(renderGenerated('nl', italian, '')).toBe('Italiaans · moedertaal');
    expect(renderGenerated('de', english, '')).toBe('Englisch · mittlere Kenntnisse');
    expect(renderGenerated('fr', english, '')).toBe('Anglais · intermédiaire');
    expect(renderGenerated('it', english, '')).toBe('Inglese · intermedio');
    expect(renderGenerated('es', english, '')).toBe('Inglés · intermedio');
    expect(renderGenerated('nl', english, '')).toBe('Engels · gemiddeld');
    // a level as a Dutch CV wrote it, stored before message keys, reads in German
    expect(renderGenerated('de', languageChipMessage({ name: 'English', level: 'vloeiend' }), '')).toBe('Englisch · fließend');
    expect(languageLevel('C1')).toEqual({ kind: 'cefr', level: 'C1' });
    expect(languageLevel('4/5')).toEqual({ kind: 'rating', value: 4, of: 5 });
    expect(languageLevel('Verhandlungssicher')).toEqual({ kind: 'word', word: 'fluent' });
    expect(languageLevel('sehr gut')).toEqual({ kind: 'word', word: 'advanced' });
    expect(renderGenerated('de', languageChipMessage({ name: 'English', level: 'lingua franca' }), '')).toBe('Englisch · lingua franca');
  });

  it('gives failure reasons of the reader in every language, the English one unchanged', () => {
    const error = readErrorFor('PASSWORD_PROTECTED', { fileName: 'cv.pdf' }, 'pdf');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
    expect(renderGenerated('de', error.reason, '')).toBe('Dieses PDF ist passwortgeschützt. Entferne das Passwort und lade es erneut hoch.');
    expect(renderGenerated('nl', error.reason, '')).toMatch(/^Deze pdf is met een wachtwoord beveiligd/);
    const renamed = readErrorFor('UNSUPPORTED_TYPE', { fileName: 'cv.docx' });
    expect(renamed.message).toMatch(/^This file is named \.docx but is not a Word document\./);
    expect(renderGenerated('fr', renamed.reason, '')).toMatch(/^Ce fichier s’appelle \.docx mais n’est pas un document Word\./);
  });

  it('names a talent inside an insight in the sentence’s language, from its key; the stored name without one', () => {
    const title = { key: 'insight.talent.title', params: { talent: 'Budget Ownership', talent_key: 'budget-ownership' } };
    expect(renderGenerated('de', title, '')).toBe('Mach dein Talent sichtbar: Budgetverantwortung');
    expect(renderGenerated('en', title, '')).toBe('Make your Budget Ownership visible');
    expect(renderGenerated('it', { key: 'insight.talent.text', params: { talent: 'Negotiation', talent_key: 'negotiation' } }, '')).not.toMatch(/Negotiation/);
    // an insight stored before the key went along keeps the stored name
    expect(renderGenerated('de', { key: 'insight.talent.title', params: { talent: 'Negotiation' } }, '')).toBe('Mach dein Talent sichtbar: Negotiation');
  });

  it('keeps the stored text for keys it does not know or values of another shape', () => {
    expect(renderGenerated('de', { key: 'insight.fromTheFuture', params: {} }, 'stored')).toBe('stored');
    expect(renderGenerated('de', { key: 'insight.datedSkills.text', params: { skills: 5 } }, 'stored')).toBe('stored');
    expect(renderGenerated('de', null, 'stored')).toBe('stored');
  });
});
