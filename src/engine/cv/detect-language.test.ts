import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language';

describe('detectLanguage', () => {
  it.each([
    ['en', 'Experience: Led the team and built the reporting product with the data team for five years.'],
    ['de', 'Berufserfahrung: Verantwortung für das Budget und ein Team von drei Personen, seit 2020 bei der Firma.'],
    ['fr', 'Expérience professionnelle : modèles de tarification et de détection de fraude pour les clients, depuis mars 2020.'],
    ['es', 'Experiencia laboral: gestión de una cartera de proyectos con los equipos del cliente, para la empresa.'],
    ['it', 'Esperienza professionale: coordinamento della contabilità e dei bilanci per le aziende del gruppo, in corso.'],
    ['nl', 'Werkervaring: sparringpartner voor het management van een bank, met een team bij de afdeling HR.'],
  ])('%s', (lang, text) => {
    expect(detectLanguage(text)).toBe(lang);
  });
  it('says unknown for too little text', () => {
    expect(detectLanguage('Jane Doe')).toBe('unknown');
  });
});
