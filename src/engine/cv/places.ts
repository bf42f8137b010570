/**
 * Places in a contact block: "City, ST" (US states), "City/UF" (Brazil), a post code with its
 * city in the European formats, a city of the gazetteer, "City, Country". Each match carries a
 * score (how sure the shape is) and the country it points to, a hint for reading phone numbers.
 */
import { cldrNameIndex } from './lexicon/cldr';
import { BR_STATES, CITIES, COUNTRY_NAMES, US_STATES } from './lexicon/places';
import { fold } from './text';

export interface Place {
  /** the place as printed: the whole item ("Hafenstraße 12, 20457 Hamburg", "Columbus, OH") */
  value: string;
  /** 0–1 */
  confidence: number;
  /** ISO 3166-1 alpha-2, when the shape or the gazetteer names one */
  country?: string;
}

const key = (s: string): string => fold(s).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

const CITY_INDEX = new Map<string, string>();
for (const [country, list] of Object.entries(CITIES)) for (const c of list.split('|')) if (!CITY_INDEX.has(key(c))) CITY_INDEX.set(key(c), country);
const COUNTRY_INDEX = new Map<string, string>();
for (const [country, list] of Object.entries(COUNTRY_NAMES)) for (const c of list.split('|')) COUNTRY_INDEX.set(key(c), country);
const US_NAME_INDEX = new Map(Object.entries(US_STATES).map(([code, name]) => [key(name), code]));

const CITY = String.raw`\p{Lu}[\p{L}'’.]*(?:[ -](?:\p{Lu}[\p{L}'’.]*|nad|am|an|de|la|le|sur|upon|im|del|di))*`;
// post codes: PL 00-000, PT 0000-000, LT-00000, LV-0000, L-0000 (a country letter before: D-, A-, F-), CZ/SK/SE/GR 000 00, NL 0000 AA, 4–6 digits elsewhere
const POSTCODE = String.raw`(?:[A-Z]{1,2}-)?(?:\d{2}-\d{3}|\d{4}-\d{3}|\d{3} \d{2}|\d{4} ?[A-Z]{2}|\d{4,6})`;
const POSTCODE_CITY_RE = new RegExp(String.raw`(?:^|[\s,])(${POSTCODE})\s+(${CITY})(?:\s*,\s*(\p{Lu}(?:[\p{L} .]*[\p{L}.])?))?\s*$`, 'u');
const STREET_SUFFIX_RE = /\s(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Ter|Terrace|Cir|Circle)\.?$/u;
const POSTCODE_ONLY_RE = new RegExp(String.raw`^${POSTCODE}$`, 'u');
// a region after a city: Polish voivodeship and district, Czech/Slovak region and district, Hungarian county,
// Estonian, Lithuanian and Latvian divisions, Swedish län, Norwegian fylke, cantons, Kreise, Croatian and Romanian counties
const REGION_WORD_RE =
  /^(?:woj\.|województwo|powiat|kraj|okres|okr\.|megye|maakond|apskr\.|apskritis|novads|län|fylke|kanton|canton|bezirk|landkreis|kreis|županija|judet|judeţul|județul|jud\.|provincia|prov\.|province|région|département)(?=\s|$)/iu;
const UK_POSTCODE_RE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
// an Irish Eircode after the town: "Dublin D06 F7X2", "Galway H91 E2K3"
const EIRCODE_END_RE = /(?<=\S)\s(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[\dAC-FHKNPRTV-Y]{4}$/;
const US_RE = new RegExp(String.raw`^(${CITY}),\s*([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$`, 'u');
const US_LONG_RE = new RegExp(String.raw`^(${CITY}),\s*(\p{Lu}[\p{L} ]+)$`, 'u');
// Canadian provinces with their postal code ("Toronto, ON M4C 1B5"), Australian states with theirs ("Parramatta NSW 2150")
const CA_PROVINCES = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
const CA_RE = new RegExp(String.raw`^(${CITY}),\s*([A-Z]{2})(?:\s+[A-Z]\d[A-Z] ?\d[A-Z]\d)?$`, 'u');
// without a comma the post code is needed: "Nestlé SA" is a company
const AU_RE = new RegExp(String.raw`^(${CITY})(?:,\s*(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)(?:\s+\d{4})?|\s+(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)\s+\d{4})$`, 'u');
const REGION_NAMES = new Map(
  [
    ['CA', 'Ontario|Quebec|Québec|British Columbia|Alberta|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland and Labrador|Prince Edward Island'],
    ['AU', 'New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Australian Capital Territory|Northern Territory'],
    ['NZ', "Northland|Auckland|Waikato|Bay of Plenty|Gisborne|Hawke's Bay|Taranaki|Manawatū-Whanganui|Manawatu-Whanganui|Wellington|Tasman|Nelson|Marlborough|West Coast|Canterbury|Otago|Southland"],
  ].flatMap(([country, names]) => names.split('|').map((n) => [key(n), country] as const)),
);
const BR_RE = new RegExp(String.raw`(?:^|,\s*)(${CITY})\s*[/–-]\s*([A-Z]{2})$`, 'u');
// "Campinas, SP": a Brazilian state's code after a comma (none of them is a US state's or a Canadian province's)
const BR_COMMA_RE = new RegExp(String.raw`^(${CITY}),\s*([A-Z]{2})$`, 'u');

/** The country an item names ("Poland", "Polska", "UK"), if any. */
export function countryOf(text: string): string | undefined {
  const k = key(text);
  return COUNTRY_INDEX.get(k) ?? cldrCountries().get(k);
}

// every country's name in every CV language, from the CLDR tables (ADR 032): "Reino Unido", "Vereinigtes Königreich"
const REGIONS = (
  'AT BE BG CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK RS AL MK ME BA UA MD TR ' +
  'US CA AU NZ BR MX AR IN CN JP MA DZ TN ZA NG PH'
).split(' ');
let cldrCountryIndex: Map<string, string> | undefined;

function cldrCountries(): Map<string, string> {
  cldrCountryIndex ??= cldrNameIndex('region', REGIONS, key, 4);
  return cldrCountryIndex;
}

/** Is the text a known city (any language form)? */
export function cityCountry(text: string): string | undefined {
  return CITY_INDEX.get(key(text));
}

/** A known city, also with its postal district after it ("Dublin 9", "Praha 1", "Paris 15e"). */
function knownCity(part: string): string | undefined {
  const district = /(?<!\s)\s\d{1,2}(?:e|er|ème)?$/u.exec(part);
  return cityCountry(part) ?? (district ? cityCountry(part.slice(0, district.index)) : undefined);
}

/** A place in one contact item, or null. */
export function findPlace(item: string): Place | null {
  const t = item.trim();
  if (t.length < 2 || t.length > 90 || /@/.test(t)) return null;
  // "Dieppe, New Brunswick E1A 5X9": a Canadian postal code after the province's name
  const caPostal = /\s[A-Z]\d[A-Z] ?\d[A-Z]\d$/.exec(t);
  if (caPostal) {
    const place = findPlace(t.slice(0, caPostal.index));
    if (place?.country === 'CA') return { ...place, value: t };
  }
  // "…, 4470-157 Maia (Portugal)", "Marbella (Málaga)": a country or province in brackets after the place
  const bracket = /\(([^()]+)\)$/u.exec(t);
  if (bracket && bracket.index > 0) {
    const place = findPlace(t.slice(0, bracket.index).trim());
    if (place) return { ...place, value: t, country: countryOf(bracket[1]) ?? place.country };
    // "4512, rue Fabre, Montréal (Québec)": a town with its province or state in brackets, as Québec writes it
    const region = REGION_NAMES.get(key(bracket[1])) ?? (US_NAME_INDEX.has(key(bracket[1])) ? 'US' : undefined);
    const town = t.slice(0, bracket.index).trim().split(',').pop()!.trim();
    if (region && /^\p{Lu}[\p{L}'’. -]{1,40}$/u.test(town) && town.split(/\s+/).length <= 3) return { value: t, confidence: 0.8, country: region };
  }
  const us = US_RE.exec(t);
  // "Berlin, DE" is Germany, not Delaware; "Dublin, OH" is Ohio
  if (us && US_STATES[us[2]] && cityCountry(us[1]) !== us[2]) return { value: t, confidence: 0.95, country: 'US' };
  // "1120 N. 3rd Street, Unit 408, Phoenix, AZ 85004": a street address before "City, ST ZIP" (or "City, PR A1A 1A1")
  const commas = t.split(',');
  if (commas.length >= 3 && /\d/.test(commas[0])) {
    const town = findPlace(commas.slice(-2).join(',').trim());
    if (town && (town.country === 'US' || town.country === 'CA')) return { ...town, value: t };
  }
  const usLong = US_LONG_RE.exec(t);
  if (usLong && US_NAME_INDEX.has(key(usLong[2]))) return { value: t, confidence: 0.9, country: 'US' };
  const ca = CA_RE.exec(t);
  if (ca && CA_PROVINCES.has(ca[2]) && !US_STATES[ca[2]]) return { value: t, confidence: 0.9, country: 'CA' };
  if (AU_RE.test(t)) return { value: t, confidence: 0.85, country: 'AU' };
  const region = usLong ? REGION_NAMES.get(key(usLong[2])) : undefined;
  if (region) return { value: t, confidence: 0.85, country: region };
  const brComma = BR_COMMA_RE.exec(t);
  const brTown = brComma ? cityCountry(brComma[1]) : undefined;
  if (brComma && BR_STATES.includes(brComma[2]) && !US_STATES[brComma[2]] && !CA_PROVINCES.has(brComma[2]) && (brTown === undefined || brTown === 'BR')) return { value: t, confidence: 0.8, country: 'BR' };
  const br = BR_RE.exec(t);
  // ("Permis C / CE" is a licence: a town's name has no word of one letter)
  if (br && BR_STATES.includes(br[2]) && !/(?:^|\s)\p{L}$/u.test(br[1])) return { value: t.slice(br.index).replace(/^,\s*/, ''), confidence: 0.85, country: 'BR' };
  const pc = POSTCODE_CITY_RE.exec(t);
  // "4120 SE Division St" is a US street (number, direction, name, suffix), not a Dutch post code and town
  if (pc && !/^\d{4,6}$/.test(t) && !STREET_SUFFIX_RE.test(pc[2])) {
    const tail = pc[3] ? countryOf(pc[3]) : undefined;
    if (!pc[3] || tail) {
      // the whole item as printed ("Hafenstraße 12, 20457 Hamburg"): street, post code and city
      const value = t;
      const country = tail ?? cityCountry(pc[2]);
      // a year followed by a word ("2019 Berlin") is not an address: post codes of 4 digits need a known city or a street before them
      if (/^(?:19|20)\d{2}$/.test(pc[1]) && !country) return null;
      return { value, confidence: country ? 0.9 : 0.75, country };
    }
  }
  const parts = t.split(',').map((part) => part.trim());
  const last = parts[parts.length - 1];
  // "Berlin, DE": a known city with its own ISO country code
  if (parts.length === 2 && /^[A-Z]{2}$/.test(last) && cityCountry(parts[0]) === last) return { value: t, confidence: 0.9, country: last };
  if (parts.length >= 2 && countryOf(last) && /^\p{Lu}/u.test(parts[0])) {
    return { value: t, confidence: cityCountry(parts[parts.length - 2]) ? 0.9 : 0.7, country: countryOf(last) };
  }
  // "12 Cois Cladaigh, Salthill, Galway": a street address ending in a known city
  if (parts.length >= 2 && knownCity(last) && /^\p{Lu}/u.test(last)) return { value: t, confidence: 0.75, country: knownCity(last) };
  // "Łódź, woj. łódzkie", "Jelgava, LV-3001": a known city with its region or its post code after it
  if (parts.length >= 2 && knownCity(parts[parts.length - 2]) && (REGION_WORD_RE.test(last) || POSTCODE_ONLY_RE.test(last))) {
    return { value: t, confidence: 0.85, country: knownCity(parts[parts.length - 2]) };
  }
  // "…, 400363 Cluj-Napoca, jud. Cluj": a post code and town with the region after them
  if (parts.length >= 2 && REGION_WORD_RE.test(last)) {
    const town = findPlace(parts.slice(0, -1).join(', '));
    if (town) return { ...town, value: t };
  }
  // "Ballincollig, Co. Cork": an Irish town with its county
  const county = /^(?:Co\.?|County)\s+(\p{Lu}\p{Ll}+)$/u.exec(last);
  if (parts.length >= 2 && county && /^\p{Lu}/u.test(parts[0])) return { value: t, confidence: 0.85, country: 'IE' };
  const city = knownCity(t);
  if (city) return { value: t, confidence: 0.8, country: city };
  const eircode = EIRCODE_END_RE.exec(t);
  if (eircode) {
    const town = t.slice(0, eircode.index).replace(/,\s*$/, '').split(',').pop()!.trim();
    if (knownCity(town) || /^Co\.? \p{Lu}/u.test(town)) return { value: t, confidence: 0.8, country: 'IE' };
  }
  if (UK_POSTCODE_RE.test(t) && /\p{L}{3,}/u.test(t.replace(UK_POSTCODE_RE, ''))) return { value: t, confidence: 0.7, country: 'GB' };
  // a town with the outward half of its post code ("Rotherham S60", "Leeds LS6")
  // (one word, and a code of three characters or more: "Support Engineer L3" is a title)
  if (/^\p{Lu}[\p{L}'’.-]{2,30}\s(?:[A-Z]{2}\d{1,2}|[A-Z]\d{2})[A-Z]?$/u.test(t)) return { value: t, confidence: 0.6, country: 'GB' };
  return null;
}
