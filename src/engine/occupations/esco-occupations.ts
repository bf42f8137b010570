/**
 * ESCO's 3,007 occupations inside the one catalogue. A curated Kairos occupation that ESCO names
 * keeps its id, data and skills and gains the ESCO URI and ESCO's titles; every other ESCO
 * occupation becomes `esco-<uuid>` with its ISCO-08 code, titles and essential and optional skills.
 */
import {
  ESCO_CORE_TITLE_LANGUAGES,
  ESCO_MORE_TITLE_LANGUAGES,
  escoMoreTitles,
  escoOccupations,
  getEscoOccupation,
  kairosOccupationEsco,
} from '../taxonomy/esco-data';
import type { EscoOccupation } from '../taxonomy/esco-data';
import { skillIdForEscoRow } from '../taxonomy/esco-skills';
import type { Occupation, OccupationSector, TitleLanguage } from './occupation-schema';
import { TITLE_LANGUAGES } from './occupation-schema';

export const ESCO_OCCUPATION_ID_PREFIX = 'esco-';

// ISCO-08 (sub-)major and minor groups on Kairos's sectors; longest prefix wins.
const SECTOR_BY_ISCO: readonly (readonly [string, OccupationSector])[] = [
  ['0', 'public-sector'],
  ['1', 'business-management'],
  ['13', 'manufacturing-trades'],
  ['133', 'software-it'],
  ['134', 'healthcare'],
  ['14', 'hospitality-food'],
  ['21', 'engineering'],
  ['211', 'science'],
  ['212', 'data'],
  ['213', 'science'],
  ['2161', 'construction'],
  ['216', 'creative-marketing'],
  ['22', 'healthcare'],
  ['23', 'education'],
  ['24', 'business-management'],
  ['241', 'finance-accounting'],
  ['2423', 'hr-people'],
  ['2424', 'hr-people'],
  ['243', 'creative-marketing'],
  ['2433', 'sales-customer-service'],
  ['2434', 'sales-customer-service'],
  ['25', 'software-it'],
  ['26', 'public-sector'],
  ['261', 'legal'],
  ['264', 'creative-marketing'],
  ['265', 'creative-marketing'],
  ['31', 'engineering'],
  ['32', 'healthcare'],
  ['33', 'business-management'],
  ['331', 'finance-accounting'],
  ['332', 'sales-customer-service'],
  ['3333', 'hr-people'],
  ['335', 'public-sector'],
  ['34', 'public-sector'],
  ['341', 'legal'],
  ['342', 'personal-services'],
  ['343', 'creative-marketing'],
  ['3434', 'hospitality-food'],
  ['35', 'software-it'],
  ['4', 'business-management'],
  ['42', 'sales-customer-service'],
  ['431', 'finance-accounting'],
  ['432', 'logistics-transport'],
  ['5', 'personal-services'],
  ['511', 'hospitality-food'],
  ['512', 'hospitality-food'],
  ['513', 'hospitality-food'],
  ['52', 'sales-customer-service'],
  ['53', 'healthcare'],
  ['54', 'public-sector'],
  ['6', 'agriculture'],
  ['7', 'manufacturing-trades'],
  ['71', 'construction'],
  ['83', 'logistics-transport'],
  ['8', 'manufacturing-trades'],
  ['9', 'personal-services'],
  ['92', 'agriculture'],
  ['93', 'construction'],
  ['933', 'logistics-transport'],
  ['94', 'hospitality-food'],
  ['95', 'sales-customer-service'],
];

export function sectorOfIsco(isco: string): OccupationSector {
  let best: OccupationSector = 'business-management';
  let length = 0;
  for (const [prefix, sector] of SECTOR_BY_ISCO) {
    if (isco.startsWith(prefix) && prefix.length > length) {
      best = sector;
      length = prefix.length;
    }
  }
  return best;
}

let skillIds: string[] | undefined;

/** The one taxonomy's id of each ESCO skill row: the Kairos id where Kairos curates it, else `esco-<uuid>`. */
function skillIdOfRow(row: number): string {
  skillIds ??= [];
  return (skillIds[row] ??= skillIdForEscoRow(row));
}

function fromEsco(esco: EscoOccupation): Occupation {
  const [title = esco.uuid] = esco.titles.en;
  const titles = Object.fromEntries(TITLE_LANGUAGES.map((l) => [l, esco.titles[l][0] ?? title])) as Record<TitleLanguage, string>;
  const essential = [...new Set(esco.essential.map(skillIdOfRow))];
  const optional = [...new Set(esco.optional.map(skillIdOfRow))].filter((id) => !essential.includes(id));
  return {
    id: ESCO_OCCUPATION_ID_PREFIX + esco.uuid,
    sector: sectorOfIsco(esco.isco),
    title,
    titles,
    isco: esco.isco,
    nace: null,
    essential,
    optional,
    aliases: [],
    shortageNames: [],
    escoUri: esco.uri,
    origin: 'esco',
  };
}

/** The curated occupations with the ESCO occupation each is, where the derivation found one. */
export function withEscoUris(curatedData: readonly Occupation[]): Occupation[] {
  return curatedData.map((o): Occupation => {
    const escoUri = kairosOccupationEsco(o.id);
    return escoUri ? { ...o, escoUri, origin: 'kairos' } : { ...o, origin: 'kairos' };
  });
}

export interface EscoCatalogue {
  /** ESCO occupations no curated one stands for */
  readonly escoOnly: readonly Occupation[];
  /** every ESCO occupation's catalogue entry, by ESCO row */
  readonly byEscoRow: readonly Occupation[];
}

/** ESCO's occupations beside the curated ones (which must carry their ESCO URIs already). */
export function mergeWithEsco(curated: readonly Occupation[]): EscoCatalogue {
  const claimed = new Map<number, Occupation>();
  for (const o of curated) {
    const esco = o.escoUri ? getEscoOccupation(o.escoUri) : undefined;
    if (esco && !claimed.has(esco.index)) claimed.set(esco.index, o);
  }
  const escoOnly: Occupation[] = [];
  const byEscoRow = escoOccupations().map((esco) => {
    const own = claimed.get(esco.index);
    if (own) return own;
    const o = fromEsco(esco);
    escoOnly.push(o);
    return o;
  });
  return { escoOnly, byEscoRow };
}

/** ESCO's titles in the six CV languages, as [occupation, title] pairs for the title index. */
export function* coreEscoTitles(byEscoRow: readonly Occupation[]): Generator<readonly [Occupation, string]> {
  const all = escoOccupations();
  for (const lang of ESCO_CORE_TITLE_LANGUAGES) {
    for (let row = 0; row < all.length; row++) for (const title of all[row].titles[lang]) yield [byEscoRow[row], title];
  }
}

/** ESCO's titles in the 20 further languages (after `loadMoreTitleLanguages`). */
export function* moreEscoTitles(byEscoRow: readonly Occupation[]): Generator<readonly [Occupation, string]> {
  for (let row = 0; row < byEscoRow.length; row++) {
    const more = escoMoreTitles(row);
    if (!more) return;
    for (const lang of ESCO_MORE_TITLE_LANGUAGES) for (const title of more[lang]) yield [byEscoRow[row], title];
  }
}
