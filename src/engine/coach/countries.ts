/**
 * The covered European countries as people name them in English, German, French, Spanish, Italian and Dutch: for
 * finding the country a question is about, and for naming it in the person's language. The first name
 * of each language is the one the coach writes; the others are only recognised.
 */
import { fold } from '../cv/text';
import type { CountryRef } from './messages/types';
import type { CoachLanguage } from './types';

type Names = Readonly<Record<CoachLanguage, readonly string[]>>;

export const COUNTRY_NAMES: Readonly<Record<string, Names>> = {
  AT: { en: ['Austria'], de: ['Österreich', 'Oesterreich'], fr: ['Autriche'], es: ['Austria'], it: ['Austria'], nl: ['Oostenrijk'] },
  BE: { en: ['Belgium'], de: ['Belgien'], fr: ['Belgique'], es: ['Bélgica'], it: ['Belgio'], nl: ['België', 'Belgie'] },
  BG: { en: ['Bulgaria'], de: ['Bulgarien'], fr: ['Bulgarie'], es: ['Bulgaria'], it: ['Bulgaria'], nl: ['Bulgarije'] },
  HR: { en: ['Croatia'], de: ['Kroatien'], fr: ['Croatie'], es: ['Croacia'], it: ['Croazia'], nl: ['Kroatië', 'Kroatie'] },
  CY: { en: ['Cyprus'], de: ['Zypern'], fr: ['Chypre'], es: ['Chipre'], it: ['Cipro'], nl: ['Cyprus'] },
  CZ: {
    en: ['Czechia', 'Czech Republic'],
    de: ['Tschechien', 'Tschechische Republik'],
    fr: ['Tchéquie', 'République tchèque'],
    es: ['Chequia', 'República Checa'],
    it: ['Cechia', 'Repubblica Ceca'],
    nl: ['Tsjechië', 'Tsjechie'],
  },
  DK: { en: ['Denmark'], de: ['Dänemark', 'Daenemark'], fr: ['Danemark'], es: ['Dinamarca'], it: ['Danimarca'], nl: ['Denemarken'] },
  EE: { en: ['Estonia'], de: ['Estland'], fr: ['Estonie'], es: ['Estonia'], it: ['Estonia'], nl: ['Estland'] },
  FI: { en: ['Finland'], de: ['Finnland'], fr: ['Finlande'], es: ['Finlandia'], it: ['Finlandia'], nl: ['Finland'] },
  FR: { en: ['France'], de: ['Frankreich'], fr: ['France'], es: ['Francia'], it: ['Francia'], nl: ['Frankrijk'] },
  DE: { en: ['Germany'], de: ['Deutschland'], fr: ['Allemagne'], es: ['Alemania'], it: ['Germania'], nl: ['Duitsland'] },
  GR: { en: ['Greece'], de: ['Griechenland'], fr: ['Grèce'], es: ['Grecia'], it: ['Grecia'], nl: ['Griekenland'] },
  HU: { en: ['Hungary'], de: ['Ungarn'], fr: ['Hongrie'], es: ['Hungría'], it: ['Ungheria'], nl: ['Hongarije'] },
  IE: { en: ['Ireland'], de: ['Irland'], fr: ['Irlande'], es: ['Irlanda'], it: ['Irlanda'], nl: ['Ierland'] },
  IT: { en: ['Italy'], de: ['Italien'], fr: ['Italie'], es: ['Italia'], it: ['Italia'], nl: ['Italië', 'Italie'] },
  LV: { en: ['Latvia'], de: ['Lettland'], fr: ['Lettonie'], es: ['Letonia'], it: ['Lettonia'], nl: ['Letland'] },
  LT: { en: ['Lithuania'], de: ['Litauen'], fr: ['Lituanie'], es: ['Lituania'], it: ['Lituania'], nl: ['Litouwen'] },
  LU: { en: ['Luxembourg'], de: ['Luxemburg'], fr: ['Luxembourg'], es: ['Luxemburgo'], it: ['Lussemburgo'], nl: ['Luxemburg'] },
  MT: { en: ['Malta'], de: ['Malta'], fr: ['Malte'], es: ['Malta'], it: ['Malta'], nl: ['Malta'] },
  NL: { en: ['Netherlands', 'Holland'], de: ['Niederlande', 'Holland'], fr: ['Pays-Bas', 'Hollande'], es: ['Países Bajos', 'Holanda'], it: ['Paesi Bassi', 'Olanda'], nl: ['Nederland'] },
  PL: { en: ['Poland'], de: ['Polen'], fr: ['Pologne'], es: ['Polonia'], it: ['Polonia'], nl: ['Polen'] },
  PT: { en: ['Portugal'], de: ['Portugal'], fr: ['Portugal'], es: ['Portugal'], it: ['Portogallo'], nl: ['Portugal'] },
  RO: { en: ['Romania'], de: ['Rumänien', 'Rumaenien'], fr: ['Roumanie'], es: ['Rumanía', 'Rumania'], it: ['Romania'], nl: ['Roemenië', 'Roemenie'] },
  SK: { en: ['Slovakia'], de: ['Slowakei'], fr: ['Slovaquie'], es: ['Eslovaquia'], it: ['Slovacchia'], nl: ['Slowakije'] },
  SI: { en: ['Slovenia'], de: ['Slowenien'], fr: ['Slovénie'], es: ['Eslovenia'], it: ['Slovenia'], nl: ['Slovenië', 'Slovenie'] },
  ES: { en: ['Spain'], de: ['Spanien'], fr: ['Espagne'], es: ['España'], it: ['Spagna'], nl: ['Spanje'] },
  SE: { en: ['Sweden'], de: ['Schweden'], fr: ['Suède'], es: ['Suecia'], it: ['Svezia'], nl: ['Zweden'] },
  IS: { en: ['Iceland'], de: ['Island'], fr: ['Islande'], es: ['Islandia'], it: ['Islanda'], nl: ['IJsland'] },
  LI: { en: ['Liechtenstein'], de: ['Liechtenstein'], fr: ['Liechtenstein'], es: ['Liechtenstein'], it: ['Liechtenstein'], nl: ['Liechtenstein'] },
  NO: { en: ['Norway'], de: ['Norwegen'], fr: ['Norvège'], es: ['Noruega'], it: ['Norvegia'], nl: ['Noorwegen'] },
  CH: { en: ['Switzerland'], de: ['Schweiz'], fr: ['Suisse'], es: ['Suiza'], it: ['Svizzera'], nl: ['Zwitserland'] },
  GB: {
    en: ['United Kingdom', 'UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales'],
    de: ['Vereinigtes Königreich', 'Vereinigte Königreich', 'Großbritannien', 'England', 'Schottland'],
    fr: ['Royaume-Uni', 'Grande-Bretagne', 'Angleterre', 'Écosse'],
    es: ['Reino Unido', 'Gran Bretaña', 'Inglaterra', 'Escocia'],
    it: ['Regno Unito', 'Gran Bretagna', 'Inghilterra', 'Scozia'],
    nl: ['Verenigd Koninkrijk', 'Groot-Brittannië', 'Engeland', 'Schotland'],
  },
};

// Names that are also everyday words in another of the four languages ("island"): recognised only
// when written with a capital letter.
const CASE_SENSITIVE = new Set(['Island']);

interface Pattern {
  code: string;
  re: RegExp;
  caseSensitive: boolean;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Longer names first, so "Niederlande" is not read as a shorter name inside it.
const PATTERNS: readonly Pattern[] = Object.entries(COUNTRY_NAMES)
  .flatMap(([code, names]) =>
    [...new Set(Object.values(names).flat())].map((name) => {
      const caseSensitive = CASE_SENSITIVE.has(name);
      const text = caseSensitive ? stripAccents(name) : fold(name);
      return {
        code,
        re: new RegExp(`(?<![\\p{L}\\p{N}])${escape(text).replace(/[ -]/g, '[ -]')}(?![\\p{L}\\p{N}])`, 'u'),
        caseSensitive,
        length: text.length,
      };
    }),
  )
  .sort((a, b) => b.length - a.length || a.code.localeCompare(b.code))
  .map(({ code, re, caseSensitive }) => ({ code, re, caseSensitive }));

function stripAccents(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '');
}

interface Found {
  code: string;
  at: number;
}

function findCountries(text: string): Found[] {
  const folded = fold(text);
  const plain = stripAccents(text);
  const found: Found[] = [];
  for (const p of PATTERNS) {
    const m = p.re.exec(p.caseSensitive ? plain : folded);
    if (m && !found.some((f) => f.code === p.code)) found.push({ code: p.code, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at || a.code.localeCompare(b.code));
}

/** Every covered country a text names, in the order they appear; codes, without repeats. */
export function detectCountries(text: string): string[] {
  return findCountries(text).map((f) => f.code);
}

// "from Spain", "aus Spanien", "depuis l'Espagne", "desde España": where someone comes from, not goes to.
// (The French and Spanish "de" is left out: it is far more often "of".)
const ORIGIN_RE = /\b(from|aus|depuis|desde)\s+(the |der |dem |la |le |les |l'|el |los )?$/;

/** The countries a text names that are not introduced as an origin ("from Spain"), in order. */
export function detectDestinations(text: string): string[] {
  const folded = fold(text);
  return findCountries(text)
    .filter((f) => !ORIGIN_RE.test(folded.slice(Math.max(0, f.at - 16), f.at)))
    .map((f) => f.code);
}

/** The first covered country a text names, or null. */
export function detectCountry(text: string | null | undefined): string | null {
  return text ? (detectCountries(text)[0] ?? null) : null;
}

// The name with the article it takes in running text after "for" / "für" / "pour" / "para"; a
// country missing here takes none. French needs one almost everywhere, with elision before a vowel.
const WITH_ARTICLE: Readonly<Record<CoachLanguage, Readonly<Record<string, string>>>> = {
  en: { NL: 'the Netherlands', GB: 'the United Kingdom' },
  de: { NL: 'die Niederlande', CH: 'die Schweiz', SK: 'die Slowakei', GB: 'das Vereinigte Königreich' },
  fr: {
    AT: "l'Autriche",
    BE: 'la Belgique',
    BG: 'la Bulgarie',
    HR: 'la Croatie',
    CZ: 'la Tchéquie',
    DK: 'le Danemark',
    EE: "l'Estonie",
    FI: 'la Finlande',
    FR: 'la France',
    DE: "l'Allemagne",
    GR: 'la Grèce',
    HU: 'la Hongrie',
    IE: "l'Irlande",
    IT: "l'Italie",
    LV: 'la Lettonie',
    LT: 'la Lituanie',
    LU: 'le Luxembourg',
    NL: 'les Pays-Bas',
    PL: 'la Pologne',
    PT: 'le Portugal',
    RO: 'la Roumanie',
    SK: 'la Slovaquie',
    SI: 'la Slovénie',
    ES: "l'Espagne",
    SE: 'la Suède',
    IS: "l'Islande",
    LI: 'le Liechtenstein',
    NO: 'la Norvège',
    CH: 'la Suisse',
    GB: 'le Royaume-Uni',
  },
  es: { NL: 'los Países Bajos', GB: 'el Reino Unido' },
  it: {
    AT: "l'Austria",
    BE: 'il Belgio',
    BG: 'la Bulgaria',
    HR: 'la Croazia',
    CY: 'Cipro',
    CZ: 'la Cechia',
    DK: 'la Danimarca',
    EE: "l'Estonia",
    FI: 'la Finlandia',
    FR: 'la Francia',
    DE: 'la Germania',
    GR: 'la Grecia',
    HU: "l'Ungheria",
    IE: "l'Irlanda",
    IT: "l'Italia",
    LV: 'la Lettonia',
    LT: 'la Lituania',
    LU: 'il Lussemburgo',
    MT: 'Malta',
    NL: 'i Paesi Bassi',
    PL: 'la Polonia',
    PT: 'il Portogallo',
    RO: 'la Romania',
    SK: 'la Slovacchia',
    SI: 'la Slovenia',
    ES: 'la Spagna',
    SE: 'la Svezia',
    IS: "l'Islanda",
    LI: 'il Liechtenstein',
    NO: 'la Norvegia',
    CH: 'la Svizzera',
    GB: 'il Regno Unito',
  },
  nl: { GB: 'het Verenigd Koninkrijk' },
};

/** The country's name in the person's language, for labels; the code itself when not covered. */
export function countryName(code: string, language: CoachLanguage): string {
  return COUNTRY_NAMES[code]?.[language][0] ?? code;
}

/** The name as it reads after a preposition in running text ("for the Netherlands", "pour l'Allemagne"). */
export function countryInText(code: string, language: CoachLanguage): string {
  return WITH_ARTICLE[language][code] ?? countryName(code, language);
}

// The name after "to" / "nach" / "en" / "a" (moving there); the rest follow each language's default.
const TO_COUNTRY: Readonly<Record<CoachLanguage, Readonly<Record<string, string>>>> = {
  en: {},
  de: { NL: 'in die Niederlande', CH: 'in die Schweiz', SK: 'in die Slowakei', GB: 'ins Vereinigte Königreich' },
  fr: {
    DK: 'au Danemark',
    LU: 'au Luxembourg',
    PT: 'au Portugal',
    LI: 'au Liechtenstein',
    GB: 'au Royaume-Uni',
    NL: 'aux Pays-Bas',
    CY: 'à Chypre',
    MT: 'à Malte',
  },
  es: { GB: 'al Reino Unido' },
  it: {
    BE: 'in Belgio',
    CY: 'a Cipro',
    MT: 'a Malta',
    NL: 'nei Paesi Bassi',
    LU: 'in Lussemburgo',
    PT: 'in Portogallo',
    LI: 'in Liechtenstein',
    GB: 'nel Regno Unito',
  },
  nl: {},
};

/** The name after a verb of moving: "to the Netherlands", "nach Spanien", "aux Pays-Bas", "a Alemania". */
export function countryTo(code: string, language: CoachLanguage): string {
  const special = TO_COUNTRY[language][code];
  if (special) return special;
  const name = countryName(code, language);
  switch (language) {
    case 'en':
      return `to ${countryInText(code, language)}`;
    case 'de':
      return `nach ${name}`;
    case 'fr':
      return `en ${name}`;
    case 'es':
      return `a ${countryInText(code, language)}`;
    case 'it':
      return `in ${name}`;
    case 'nl':
      return `naar ${countryInText(code, language)}`;
  }
}

// The name after "in" (being there): German needs the dative, French uses the same forms as "to".
const IN_COUNTRY: Readonly<Record<'de', Readonly<Record<string, string>>>> = {
  de: { NL: 'in den Niederlanden', CH: 'in der Schweiz', SK: 'in der Slowakei', GB: 'im Vereinigten Königreich' },
};

/** The name after "in": "in the Netherlands", "in der Schweiz", "aux Pays-Bas", "en los Países Bajos". */
export function countryIn(code: string, language: CoachLanguage): string {
  switch (language) {
    case 'en':
      return `in ${countryInText(code, language)}`;
    case 'de':
      return IN_COUNTRY.de[code] ?? `in ${countryName(code, language)}`;
    case 'fr':
      return countryTo(code, language);
    case 'es':
      return `en ${countryInText(code, language)}`;
    case 'it':
      return countryTo(code, language);
    case 'nl':
      return `in ${countryInText(code, language)}`;
  }
}

export function countryRef(code: string, language: CoachLanguage): CountryRef {
  return {
    name: countryName(code, language),
    inText: countryInText(code, language),
    to: countryTo(code, language),
    in: countryIn(code, language),
  };
}
