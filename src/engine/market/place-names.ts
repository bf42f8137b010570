/**
 * Places as people write them: European cities and countries in their local form and in the six
 * interface languages (Milano/Milan/Mailand, München/Munich/Monaco di Baviera), and the regions people
 * name as goals (the Nordics, DACH, Benelux). Used by the company search and to read target countries
 * from a person's goals. Country names come from the ICU data every JavaScript runtime ships
 * (`Intl.DisplayNames`); city exonyms are listed here, because no standard table carries them.
 */
import { EUROPEAN_COUNTRIES } from './country-codes';
import { fold } from './match';

/** The languages people write goals and searches in (interface and CV languages). */
export const PLACE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;

/** Each country's own languages, for its local name (Sverige, Suomi, Polska). */
const LOCAL_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  AT: ['de'], BE: ['nl', 'fr', 'de'], BG: ['bg'], HR: ['hr'], CY: ['el', 'tr'], CZ: ['cs'], DK: ['da'], EE: ['et'], FI: ['fi', 'sv'],
  FR: ['fr'], DE: ['de'], GR: ['el'], HU: ['hu'], IE: ['ga', 'en'], IT: ['it'], LV: ['lv'], LT: ['lt'], LU: ['lb', 'fr', 'de'], MT: ['mt'],
  NL: ['nl'], PL: ['pl'], PT: ['pt'], RO: ['ro'], SK: ['sk'], SI: ['sl'], ES: ['es', 'ca', 'gl', 'eu'], SE: ['sv'], IS: ['is'], LI: ['de'],
  NO: ['nb', 'nn'], CH: ['de', 'fr', 'it', 'rm'], GB: ['en'],
};

/**
 * Cities with names that differ between languages (local form first), plus the English form where it
 * differs. Cities spelt alike everywhere (Paris, Madrid, Oslo) need no entry: their one name is found
 * as it is.
 */
const CITY_NAMES: readonly (readonly string[])[] = [
  ['Milano', 'Milan', 'Mailand', 'Milán', 'Milaan'],
  ['München', 'Munich', 'Múnich', 'Monaco di Baviera', 'Munchen', 'Muenchen'],
  ['Roma', 'Rome', 'Rom'],
  ['Torino', 'Turin', 'Turín'],
  ['Napoli', 'Naples', 'Neapel', 'Nápoles', 'Napels'],
  ['Firenze', 'Florence', 'Florenz', 'Florencia'],
  ['Venezia', 'Venice', 'Venedig', 'Venise', 'Venecia', 'Venetië'],
  ['Genova', 'Genoa', 'Genua', 'Gênes', 'Génova'],
  ['Wien', 'Vienna', 'Vienne', 'Viena', 'Wenen'],
  ['Köln', 'Cologne', 'Colonia', 'Keulen', 'Koeln'],
  ['Nürnberg', 'Nuremberg', 'Nuremberga', 'Norimberga', 'Neurenberg'],
  ['Hamburg', 'Hambourg', 'Hamburgo', 'Amburgo'],
  ['Berlin', 'Berlino', 'Berlín', 'Berlijn'],
  ['Frankfurt am Main', 'Frankfurt', 'Francfort', 'Fráncfort', 'Francoforte'],
  ['Stuttgart', 'Stoccarda'],
  ['Hannover', 'Hanover', 'Hanovre', 'Hannóver'],
  ['Lisboa', 'Lisbon', 'Lissabon', 'Lisbonne', 'Lisbona'],
  ['Porto', 'Oporto'],
  ['Praha', 'Prague', 'Prag', 'Praga'],
  ['Warszawa', 'Warsaw', 'Warschau', 'Varsovie', 'Varsovia', 'Varsavia'],
  ['Kraków', 'Cracow', 'Krakau', 'Cracovie', 'Cracovia'],
  ['Płock', 'Plock'],
  ['København', 'Copenhagen', 'Kopenhagen', 'Copenhague', 'Copenaghen'],
  ['Αθήνα', 'Athens', 'Athen', 'Athènes', 'Atenas', 'Atene', 'Athina'],
  ['Bruxelles', 'Brussel', 'Brussels', 'Brüssel', 'Bruselas'],
  ['Antwerpen', 'Antwerp', 'Anvers', 'Amberes', 'Anversa'],
  ['Leuven', 'Louvain', 'Löwen', 'Lovaina', 'Lovanio'],
  ['Den Haag', 'The Hague', 'La Haye', 'La Haya', "L'Aia", "'s-Gravenhage"],
  ['Genève', 'Geneva', 'Genf', 'Ginebra', 'Ginevra'],
  ['Zürich', 'Zurich', 'Zurigo', 'Zúrich'],
  ['Basel', 'Bâle', 'Basilea', 'Bazel'],
  ['Bern', 'Berne', 'Berna'],
  ['Luzern', 'Lucerne', 'Lucerna'],
  ['Göteborg', 'Gothenburg', 'Gotemburgo', 'Goteborg'],
  ['Stockholm', 'Estocolmo', 'Stoccolma'],
  ['Helsinki', 'Helsingfors'],
  ['Luxembourg', 'Luxemburg', 'Lussemburgo', 'Luxemburgo'],
  ['London', 'Londres', 'Londra', 'Londen'],
  ['Dublin', 'Dublino', 'Dublín', 'Baile Átha Cliath'],
  ['București', 'Bucharest', 'Bukarest', 'Bucarest'],
  ['Cluj-Napoca', 'Cluj Napoca', 'Klausenburg'],
  ['Ljubljana', 'Laibach', 'Lubiana', 'Liubliana'],
  ['A Coruña', 'La Coruña', 'Corunna'],
  ['València', 'Valencia', 'Valence'],
  ['Sevilla', 'Seville', 'Séville', 'Siviglia'],
  ['Barcelona', 'Barcelone'],
  ['Bilbao', 'Bilbo'],
  ['Marseille', 'Marseilles', 'Marsella', 'Marsiglia'],
  ['Lyon', 'Lyons', 'Lione'],
  ['Toulouse', 'Tolosa'],
  ['La Défense', 'La Defense'],
  ['Dunkerque', 'Dunkirk', 'Duinkerke'],
  ['Bordeaux', 'Burdeos'],
  ['Strasbourg', 'Straßburg', 'Strasburgo', 'Estrasburgo', 'Straatsburg'],
  ['Aarhus', 'Århus'],
  ['Trieste', 'Triest'],
  ['Bratislava', 'Pressburg'],
  ['Gdańsk', 'Danzig', 'Gdansk'],
  ['Wrocław', 'Breslau', 'Wroclaw'],
  ['Θεσσαλονίκη', 'Thessaloniki', 'Salonica', 'Thessalonique', 'Salónica'],
  ['Salzburg', 'Salzbourg', 'Salisburgo', 'Salzburgo'],
  ['Bologna', 'Bologne', 'Bolonia'],
  ['Padova', 'Padua', 'Padoue'],
  ['Mantova', 'Mantua'],
  ['Düsseldorf', 'Dusseldorf'],
  ['Vilnius', 'Wilna', 'Vilnia'],
  ['Rīga', 'Riga'],
  ['Tallinn', 'Reval'],
  ['София', 'Sofia', 'Sofía'],
  ['Valletta', 'La Valette', 'La Valeta'],
  ['Λευκωσία', 'Nicosia', 'Nikosia', 'Nicosie'],
];

/**
 * Regions people name as goals, with the countries they cover and their names in the six languages.
 * Kairos choice: the usual meanings (the Nordics include Iceland; DACH is Germany, Austria, Switzerland).
 */
export const REGIONS: Readonly<Record<string, { countries: readonly string[]; names: readonly string[] }>> = {
  nordics: {
    countries: ['DK', 'FI', 'IS', 'NO', 'SE'],
    names: ['Nordics', 'Nordic countries', 'Nordic', 'Norden', 'nordische Länder', 'Nordeuropa', 'pays nordiques', 'países nórdicos', 'paesi nordici', 'Noordse landen', 'Scandinavia', 'Scandinavian', 'Skandinavien', 'Scandinavie', 'Escandinavia', 'Scandinavië'],
  },
  dach: { countries: ['DE', 'AT', 'CH'], names: ['DACH', 'D-A-CH', 'German-speaking countries', 'deutschsprachige Länder', 'deutschsprachiger Raum'] },
  benelux: { countries: ['BE', 'NL', 'LU'], names: ['Benelux', 'Low Countries', 'Lage Landen'] },
  baltics: {
    countries: ['EE', 'LV', 'LT'],
    names: ['Baltics', 'Baltic states', 'Baltic countries', 'Baltikum', 'baltische Staaten', 'pays baltes', 'países bálticos', 'paesi baltici', 'Baltische staten'],
  },
  iberia: { countries: ['ES', 'PT'], names: ['Iberia', 'Iberian Peninsula', 'Iberische Halbinsel', 'péninsule ibérique', 'península ibérica', 'penisola iberica', 'Iberisch Schiereiland'] },
};

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

let countryNameIndex: ReadonlyMap<string, readonly string[]> | undefined;

/** Every name of each covered country: English, the six languages and its own languages. */
export function countryNames(): ReadonlyMap<string, readonly string[]> {
  if (countryNameIndex) return countryNameIndex;
  const index = new Map<string, string[]>();
  const cache = new Map<string, Intl.DisplayNames | null>();
  const namer = (l: string) => {
    if (!cache.has(l)) cache.set(l, displayNames(l));
    return cache.get(l) ?? null;
  };
  for (const [code, english] of Object.entries(EUROPEAN_COUNTRIES)) {
    const names = new Set<string>([english]);
    for (const l of [...PLACE_LANGUAGES, ...(LOCAL_LANGUAGES[code] ?? [])]) {
      const n = namer(l)?.of(code);
      if (n && n !== code) names.add(n);
    }
    if (code === 'GB') ['UK', 'Great Britain', 'England', 'Britain'].forEach((n) => names.add(n));
    if (code === 'NL') ['Holland', 'Holanda', 'Olanda'].forEach((n) => names.add(n));
    if (code === 'CZ') names.add('Czech Republic');
    index.set(code, [...names]);
  }
  countryNameIndex = index;
  return index;
}

let cityIndex: ReadonlyMap<string, readonly string[]> | undefined;

/** Every name of a city, found by any of its names (folded). */
export function cityNames(city: string): readonly string[] {
  if (!cityIndex) {
    const index = new Map<string, readonly string[]>();
    for (const names of CITY_NAMES) for (const n of names) index.set(searchFold(n), names);
    cityIndex = index;
  }
  return cityIndex.get(searchFold(city)) ?? [city];
}

const LETTERS: Readonly<Record<string, string>> = { ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd' };

/** Lower case without accents or punctuation, words separated by one space ("München-Ost" → "munchen ost"). */
export function searchFold(text: string): string {
  return fold(text)
    .replace(/[ßøæœłđıþð]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Folded text padded with spaces, so a word or phrase is found whole (" milan " not in " milano "). */
function padded(text: string): string {
  return ` ${searchFold(text)} `;
}

/**
 * The covered countries a person names in free text (goals, interests), by country or region name in
 * any of the six languages or the country's own; in the order they appear. Each comes with the words
 * that named it, so the page can say why the country is compared.
 */
export function countriesInText(texts: readonly string[]): { code: string; named: string }[] {
  const found: { code: string; named: string; at: number }[] = [];
  const all = texts.map(padded).join(' | ');
  const add = (code: string, named: string, at: number) => {
    const prev = found.find((f) => f.code === code);
    if (!prev) found.push({ code, named, at });
    else if (at < prev.at) Object.assign(prev, { named, at });
  };
  for (const [code, names] of countryNames()) {
    for (const n of names) {
      const at = all.indexOf(padded(n));
      if (at >= 0) add(code, n, at);
    }
  }
  for (const region of Object.values(REGIONS)) {
    for (const n of region.names) {
      const at = all.indexOf(padded(n));
      if (at >= 0) for (const code of region.countries) add(code, n, at);
    }
  }
  return found.sort((a, b) => a.at - b.at).map(({ code, named }) => ({ code, named }));
}

/** The covered country a place string ends with ("Milan, Italy", "München, Deutschland"), or null. */
export function countryOfPlace(place: string | null | undefined): string | null {
  if (!place) return null;
  const parts = place.split(/[,/]/).map((p) => p.trim()).filter(Boolean).reverse();
  for (const part of parts) {
    const [hit] = countriesInText([part]);
    if (hit) return hit.code;
  }
  return null;
}
