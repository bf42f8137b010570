import type { Lexicon } from './types';

const noMonths: readonly (readonly string[])[] = [[], [], [], [], [], [], [], [], [], [], [], []];

/**
 * Additions for the six languages whose headings, months and language names live in sections.ts,
 * dates.ts and languages.ts: document titles, personal-data labels and level words.
 */
function additions(code: string, fields: Partial<Lexicon>): Lexicon {
  return {
    code,
    headings: {},
    documentTitles: [],
    months: noMonths,
    present: [],
    since: [],
    degrees: [],
    languageNames: {},
    native: [],
    levels: [],
    nameLabels: { full: [], given: [], family: [] },
    ...fields,
  };
}

export const en = additions('en', {
  headings: {
    projects: ['grants', 'research grants', 'funding', 'research projects', 'selected projects', 'supervision', 'research interests'],
    publications: ['selected publications', 'conference papers', 'talks', 'presentations', 'patents', 'conferences', 'conference presentations', 'invited talks'],
  },
  seasons: ['summer', 'winter', 'spring', 'autumn', 'fall'],
  // 'europass': the Europass template prints its logo's word at the top of the label column
  documentTitles: ['curriculum vitae', 'resume', 'résumé', 'cv', 'curriculum', 'europass', 'european curriculum vitae format', 'europass curriculum vitae', 'curriculum vitae europass'],
  levels: ['fluent', 'conversational', 'basic', 'intermediate', 'advanced', 'elementary', 'proficient', 'working knowledge', 'professional working proficiency', 'limited working proficiency', 'full professional proficiency', 'good', 'very good', 'beginner'],
  nameLabels: { full: ['name', 'full name'], given: ['first name', 'given name', 'forename'], family: ['surname', 'last name', 'family name'] },
});
export const de = additions('de', {
  headings: { education: ['aus- und weiterbildung', 'schule und ausbildung'], projects: ['drittmittel', 'forschungsprojekte'], publications: ['vorträge', 'patente'] },
  seasons: ['sommer', 'winter', 'frühjahr', 'frühling', 'herbst'],
  documentTitles: ['lebenslauf', 'tabellarischer lebenslauf', 'curriculum vitae'],
  levels: ['fließend', 'verhandlungssicher', 'sehr gut', 'gut', 'grundkenntnisse', 'gute kenntnisse', 'sehr gute kenntnisse', 'konversationssicher', 'fortgeschritten', 'anfänger'],
  nameLabels: { full: ['name', 'vollständiger name'], given: ['vorname', 'vornamen'], family: ['nachname', 'familienname'] },
});
export const fr = additions('fr', {
  headings: { projects: ['projets de recherche', 'financements'], publications: ['communications', 'brevets'] },
  seasons: ['été', 'hiver', 'printemps', 'automne'],
  documentTitles: ['curriculum vitae', 'cv'],
  levels: ['courant', 'bilingue', 'intermédiaire', 'notions', 'scolaire', 'bon niveau', 'avancé', 'débutant', 'professionnel'],
  nameLabels: { full: ['nom complet', 'nom et prénom', 'nom prénom'], given: ['prénom', 'prénoms'], family: ['nom', 'nom de famille'] },
});
export const es = additions('es', {
  seasons: ['verano', 'invierno', 'primavera', 'otoño'],
  documentTitles: ['curriculum vitae', 'currículum vitae', 'currículum', 'hoja de vida', 'cv'],
  levels: ['fluido', 'avanzado', 'intermedio', 'básico', 'alto', 'medio', 'bajo', 'bilingüe'],
  nameLabels: { full: ['nombre y apellidos', 'nombre completo'], given: ['nombre'], family: ['apellidos', 'apellido'] },
});
export const it = additions('it', {
  seasons: ['estate', 'inverno', 'primavera', 'autunno'],
  // the 2004 European format prints its title in the label column, wrapped: "FORMATO EUROPEO / PER IL CURRICULUM / VITAE"
  documentTitles: ['curriculum vitae', 'curriculum', 'cv', 'formato europeo per il curriculum vitae', 'formato europeo', 'per il curriculum vitae', 'per il curriculum', 'vitae'],
  levels: ['fluente', 'ottimo', 'buono', 'discreto', 'scolastico', 'base', 'avanzato', 'intermedio', 'elementare'],
  nameLabels: { full: ['nome e cognome', 'nome completo'], given: ['nome'], family: ['cognome'] },
});
export const nl = additions('nl', {
  seasons: ['zomer', 'winter', 'lente', 'voorjaar', 'najaar', 'herfst'],
  documentTitles: ['curriculum vitae', 'cv'],
  levels: ['vloeiend', 'goed', 'zeer goed', 'redelijk', 'basis', 'basiskennis', 'uitstekend', 'gevorderd'],
  nameLabels: { full: ['naam', 'volledige naam'], given: ['voornaam', 'voornamen'], family: ['achternaam'] },
});
