/**
 * The company search: one folded text per company holding its name, its city and country in local
 * and English forms (Milano and Milan, München and Munich, Italia and Italy) and words for its
 * industry in the six interface languages (bank, Versicherung, assurance, seguros, assicurazioni,
 * verzekering). A query is folded the same way and every word of it must occur.
 */
import { cityNames, countryNames, searchFold } from './place-names';
import { toCountryCode } from './country-codes';

/**
 * Words for the NACE Rev. 2 sections in en, de, fr, es, it and nl: the section's name and the everyday
 * words people search by. A company gets the words of its section only (its industry), never of
 * another.
 */
export const INDUSTRY_WORDS: Readonly<Record<string, readonly string[]>> = {
  A: ['agriculture', 'farming', 'forestry', 'fishing', 'Landwirtschaft', 'Forstwirtschaft', 'Fischerei', 'agriculture', 'sylviculture', 'pêche', 'agricultura', 'silvicultura', 'pesca', 'agricoltura', 'silvicoltura', 'landbouw', 'bosbouw', 'visserij'],
  B: ['mining', 'quarrying', 'oil', 'gas', 'Bergbau', 'Erdöl', 'Erdgas', 'industrie extractive', 'mines', 'pétrole', 'minería', 'petróleo', 'estrazione', 'miniere', 'petrolio', 'mijnbouw', 'delfstoffen', 'olie', 'aardgas'],
  C: ['manufacturing', 'industry', 'factory', 'Herstellung', 'verarbeitendes Gewerbe', 'Industrie', 'Produktion', 'industrie manufacturière', 'fabrication', 'industria manufacturera', 'fabricación', 'industria', 'manifattura', 'produzione', 'industrie', 'productie', 'fabricage'],
  D: ['energy', 'electricity', 'utilities', 'power', 'Energie', 'Energieversorgung', 'Strom', 'énergie', 'électricité', 'energía', 'electricidad', 'energia', 'elettricità', 'energie', 'elektriciteit', 'stroom'],
  E: ['water supply', 'waste', 'recycling', 'Wasserversorgung', 'Abfall', 'eau', 'déchets', 'recyclage', 'agua', 'residuos', 'reciclaje', 'acqua', 'rifiuti', 'riciclo', 'water', 'afval', 'recycling'],
  F: ['construction', 'building', 'Bau', 'Baugewerbe', 'Bauwesen', 'construction', 'bâtiment', 'construcción', 'costruzioni', 'edilizia', 'bouw', 'bouwnijverheid'],
  G: ['retail', 'wholesale', 'trade', 'shop', 'Handel', 'Einzelhandel', 'Großhandel', 'commerce', 'commerce de détail', 'comercio', 'venta al por menor', 'commercio', 'vendita al dettaglio', 'handel', 'detailhandel', 'groothandel'],
  H: ['transport', 'transportation', 'logistics', 'shipping', 'airline', 'Verkehr', 'Transport', 'Logistik', 'Lagerei', 'Fluggesellschaft', 'transports', 'logistique', 'compagnie aérienne', 'transporte', 'logística', 'aerolínea', 'trasporti', 'logistica', 'compagnia aerea', 'vervoer', 'logistiek', 'luchtvaartmaatschappij'],
  I: ['hospitality', 'hotel', 'restaurant', 'tourism', 'Gastgewerbe', 'Gastronomie', 'hébergement', 'restauration', 'hostelería', 'hotelería', 'ospitalità', 'ristorazione', 'horeca'],
  J: ['information', 'communication', 'telecommunications', 'telecom', 'software', 'IT', 'media', 'publishing', 'Information und Kommunikation', 'Telekommunikation', 'Informatik', 'Verlag', 'télécommunications', 'informatique', 'édition', 'telecomunicaciones', 'informática', 'telecomunicazioni', 'informatica', 'editoria', 'telecommunicatie', 'informatica', 'uitgeverij'],
  K: ['finance', 'financial', 'banking', 'bank', 'insurance', 'insurer', 'Finanzen', 'Finanzdienstleistungen', 'Bank', 'Versicherung', 'Versicherer', 'finance', 'banque', 'assurance', 'assureur', 'finanzas', 'banca', 'banco', 'seguros', 'aseguradora', 'finanza', 'assicurazioni', 'assicurazione', 'financiën', 'bankwezen', 'verzekering', 'verzekeraar'],
  L: ['real estate', 'property', 'Immobilien', 'immobilier', 'inmobiliario', 'bienes raíces', 'immobiliare', 'vastgoed', 'onroerend goed'],
  M: ['professional services', 'consulting', 'research', 'engineering', 'legal', 'accounting', 'Beratung', 'Forschung', 'Ingenieurwesen', 'freiberufliche Dienstleistungen', 'conseil', 'recherche', 'ingénierie', 'consultoría', 'investigación', 'ingeniería', 'consulenza', 'ricerca', 'ingegneria', 'advies', 'onderzoek', 'ingenieursdiensten'],
  N: ['administrative services', 'support services', 'staffing', 'rental', 'security services', 'Verwaltungsdienstleistungen', 'Personaldienstleistungen', 'Vermietung', 'services administratifs', 'intérim', 'location', 'servicios administrativos', 'alquiler', 'servizi amministrativi', 'noleggio', 'administratieve diensten', 'uitzendbureau', 'verhuur'],
  O: ['public administration', 'government', 'defence', 'öffentliche Verwaltung', 'Verteidigung', 'administration publique', 'défense', 'administración pública', 'defensa', 'pubblica amministrazione', 'difesa', 'openbaar bestuur', 'overheid', 'defensie'],
  P: ['education', 'school', 'university', 'Bildung', 'Erziehung', 'Unterricht', 'Hochschule', 'enseignement', 'éducation', 'educación', 'enseñanza', 'istruzione', 'formazione', 'onderwijs'],
  Q: ['health', 'healthcare', 'hospital', 'social work', 'Gesundheit', 'Gesundheitswesen', 'Krankenhaus', 'santé', 'hôpital', 'salud', 'sanidad', 'hospital', 'sanità', 'salute', 'ospedale', 'gezondheidszorg', 'zorg', 'ziekenhuis'],
  R: ['arts', 'entertainment', 'recreation', 'gaming', 'Kunst', 'Unterhaltung', 'Erholung', 'arts', 'spectacles', 'loisirs', 'artes', 'entretenimiento', 'recreación', 'arte', 'intrattenimento', 'divertimento', 'kunst', 'amusement', 'recreatie'],
  S: ['other services', 'sonstige Dienstleistungen', 'autres services', 'otros servicios', 'altri servizi', 'overige diensten'],
};

/** NACE section names as Eurostat writes them in English, for companies stored with a label only. */
const SECTION_LABELS: Readonly<Record<string, string>> = {
  'agriculture, forestry and fishing': 'A',
  'mining and quarrying': 'B',
  manufacturing: 'C',
  'electricity, gas, steam and air conditioning supply': 'D',
  'water supply; sewerage, waste management and remediation activities': 'E',
  construction: 'F',
  'wholesale and retail trade; repair of motor vehicles and motorcycles': 'G',
  'wholesale and retail trade': 'G',
  'transportation and storage': 'H',
  'accommodation and food service activities': 'I',
  'information and communication': 'J',
  'financial and insurance activities': 'K',
  'real estate activities': 'L',
  'professional, scientific and technical activities': 'M',
  'administrative and support service activities': 'N',
  'public administration and defence; compulsory social security': 'O',
  education: 'P',
  'human health and social work activities': 'Q',
  'arts, entertainment and recreation': 'R',
  'other service activities': 'S',
};

/** The NACE section of an industry written as its section label (or the letter itself), else null. */
export function naceSectionOf(industry: string): string | null {
  const t = industry.trim();
  if (/^[A-U]$/.test(t)) return t;
  return SECTION_LABELS[t.toLowerCase()] ?? null;
}

export interface SearchableCompany {
  name: string;
  industry: string;
  /** "City, Country" */
  location: string;
  regions: readonly string[];
  /** the NACE section when the source gives it */
  naceSection?: string | null;
}

/** The one folded text the company search reads. */
export function companySearchText(c: SearchableCompany): string {
  const words = new Set<string>([c.name, c.industry]);
  const places = [...c.location.split(',').map((p) => p.trim()), ...c.regions].filter(Boolean);
  const names = countryNames();
  for (const place of places) {
    for (const n of cityNames(place)) words.add(n);
    const code = toCountryCode(place) ?? [...names].find(([, ns]) => ns.some((n) => searchFold(n) === searchFold(place)))?.[0];
    if (code) for (const n of names.get(code) ?? []) words.add(n);
  }
  const section = c.naceSection ?? naceSectionOf(c.industry);
  if (section) for (const w of INDUSTRY_WORDS[section] ?? []) words.add(w);
  return ` ${[...new Set([...words].map(searchFold))].join(' | ')} `;
}

/** The query's words, folded; a company matches when its text contains every one at a word start. */
export function searchTerms(query: string): string[] {
  return searchFold(query).split(' ').filter(Boolean).slice(0, 8);
}

/** In-memory check with the same rule the database query applies (tests, small lists). */
export function matchesSearch(searchText: string, query: string): boolean {
  return searchTerms(query).every((w) => searchText.includes(` ${w}`));
}
