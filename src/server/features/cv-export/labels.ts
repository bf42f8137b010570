/** The CV document's words in the six interface languages (headings, contact labels, CEFR levels). */
export const exportLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type ExportLanguage = (typeof exportLanguages)[number];

export interface ExportLabels {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  contact: string;
  present: string;
  native: string;
  page: string;
  /** the tailored CV's first section: the person's own lines that fit the ad */
  highlights: string;
  cefr: Record<'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2', string>;
}

export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = {
  en: {
    summary: 'About me', experience: 'Work experience', education: 'Education and training', skills: 'Skills', languages: 'Language skills', contact: 'Contact',
    present: 'Present', native: 'Mother tongue', page: 'Page', highlights: 'Highlights for this role',
    cefr: { A1: 'Basic user', A2: 'Basic user', B1: 'Independent user', B2: 'Independent user', C1: 'Proficient user', C2: 'Proficient user' },
  },
  de: {
    summary: 'Über mich', experience: 'Berufserfahrung', education: 'Aus- und Weiterbildung', skills: 'Kompetenzen', languages: 'Sprachkenntnisse', contact: 'Kontakt',
    present: 'heute', native: 'Muttersprache', page: 'Seite', highlights: 'Schwerpunkte für diese Stelle',
    cefr: { A1: 'Elementare Sprachverwendung', A2: 'Elementare Sprachverwendung', B1: 'Selbständige Sprachverwendung', B2: 'Selbständige Sprachverwendung', C1: 'Kompetente Sprachverwendung', C2: 'Kompetente Sprachverwendung' },
  },
  fr: {
    summary: 'À propos de moi', experience: 'Expérience professionnelle', education: 'Éducation et formation', skills: 'Compétences', languages: 'Compétences linguistiques', contact: 'Contact',
    present: 'aujourd’hui', native: 'Langue maternelle', page: 'Page', highlights: 'Points forts pour ce poste',
    cefr: { A1: 'Utilisateur élémentaire', A2: 'Utilisateur élémentaire', B1: 'Utilisateur indépendant', B2: 'Utilisateur indépendant', C1: 'Utilisateur expérimenté', C2: 'Utilisateur expérimenté' },
  },
  es: {
    summary: 'Sobre mí', experience: 'Experiencia laboral', education: 'Educación y formación', skills: 'Competencias', languages: 'Competencias lingüísticas', contact: 'Contacto',
    present: 'actualidad', native: 'Lengua materna', page: 'Página', highlights: 'Puntos fuertes para este puesto',
    cefr: { A1: 'Usuario básico', A2: 'Usuario básico', B1: 'Usuario independiente', B2: 'Usuario independiente', C1: 'Usuario competente', C2: 'Usuario competente' },
  },
  it: {
    summary: 'Su di me', experience: 'Esperienza lavorativa', education: 'Istruzione e formazione', skills: 'Competenze', languages: 'Competenze linguistiche', contact: 'Contatti',
    present: 'oggi', native: 'Lingua madre', page: 'Pagina', highlights: 'Punti di forza per questo ruolo',
    cefr: { A1: 'Utente base', A2: 'Utente base', B1: 'Utente autonomo', B2: 'Utente autonomo', C1: 'Utente avanzato', C2: 'Utente avanzato' },
  },
  nl: {
    summary: 'Over mij', experience: 'Werkervaring', education: 'Onderwijs en opleiding', skills: 'Vaardigheden', languages: 'Taalvaardigheden', contact: 'Contact',
    present: 'heden', native: 'Moedertaal', page: 'Pagina', highlights: 'Sterke punten voor deze functie',
    cefr: { A1: 'Basisgebruiker', A2: 'Basisgebruiker', B1: 'Onafhankelijke gebruiker', B2: 'Onafhankelijke gebruiker', C1: 'Vaardige gebruiker', C2: 'Vaardige gebruiker' },
  },
};
