/**
 * ESCO v1.1.1 (the European Commission's skills and occupations classification) as the engine reads
 * it: the compact files `scripts/derive-esco.mjs` writes into `./esco/`. Only the small ones are
 * imported (the version, the Kairos map, the language and transversal collections: what a CV
 * analysis needs); the large ones (`*.json.br`) are read from disk on first use of an ESCO-wide
 * feature (esco-files.ts) or by the server's warm-up (`preloadEsco`), and kept for the process.
 */
import collectionsFile from './esco/collections.json' with { type: 'json' };
import kairosMapFile from './esco/kairos-map.json' with { type: 'json' };
import metaFile from './esco/meta.json' with { type: 'json' };
import groupsFile from './esco/skill-groups.json' with { type: 'json' };
import { readEscoBytes, readEscoFile, readEscoFileAsync } from './esco-files';
import { SkillUriIndex, SortedLabelIndex } from './esco-label-index';
import type { SkillLabelsFile } from './esco-label-index';

export const ESCO_VERSION: string = metaFile.version;
/** ESCO's terms ask for this notice wherever its data are shown or exported. */
export const ESCO_NOTICE: string = metaFile.notice;
export const ESCO_COUNTS: Readonly<Record<string, unknown>> = metaFile.counts;
export const ESCO_SKILL_PREFIX: string = metaFile.uriPrefixes.skill;
export const ESCO_OCCUPATION_PREFIX: string = metaFile.uriPrefixes.occupation;

// ---- the large files, read on first use ----

interface RowsFile {
  readonly rows: readonly string[];
}
export const ESCO_FILES = {
  skills: 'skills.json.br',
  skillLabels: 'skill-labels.json.br',
  skillUris: 'skill-uris.bin.br',
  occupations: 'occupations.json.br',
  titleKeys: 'occupation-title-keys.json.br',
  moreTitles: 'occupation-titles-more.json.br',
  isco: 'isco-groups.json.br',
} as const;
type EscoFileName = (typeof ESCO_FILES)[keyof typeof ESCO_FILES];
const files = new Map<EscoFileName, unknown>();
const loading = new Map<EscoFileName, Promise<unknown>>();

function file<T>(name: EscoFileName): T {
  if (!files.has(name)) files.set(name, readEscoFile<T>(name));
  return files.get(name) as T;
}

/** One of the large files, parsed (read now if the warm-up has not read it yet). */
export function escoFile<T>(name: EscoFileName): T {
  return file<T>(name);
}

/** Reads a file in the background (decompression off the main thread); sync users then find it parsed. */
export function preloadEscoFile(name: EscoFileName): Promise<unknown> {
  if (files.has(name)) return Promise.resolve(files.get(name));
  let promise = loading.get(name);
  if (!promise) {
    promise = readEscoFileAsync(name).then((value) => {
      if (!files.has(name)) files.set(name, value);
      return files.get(name);
    });
    loading.set(name, promise);
  }
  return promise;
}

export type EscoSkillType = 'skill/competence' | 'knowledge';
export type EscoReuseLevel = 'transversal' | 'cross-sector' | 'sector-specific' | 'occupation-specific';
export const ESCO_SKILL_LANGUAGES = ['en', 'fr', 'es'] as const;
export type EscoSkillLanguage = (typeof ESCO_SKILL_LANGUAGES)[number];
/** Occupation titles parsed with the main data: the six CV languages. */
export const ESCO_CORE_TITLE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'] as const;
export type EscoCoreTitleLanguage = (typeof ESCO_CORE_TITLE_LANGUAGES)[number];

export interface EscoSkill {
  /** row number, the integer the relations use */
  readonly index: number;
  readonly uri: string;
  readonly uuid: string;
  readonly type: EscoSkillType | null;
  readonly reuse: EscoReuseLevel | null;
  /** code of its skill group ("S4.8.1", "0613") and that group's English label */
  readonly groupCode: string | null;
  readonly groupLabel: string | null;
  /** preferred label first, then the alternative labels; empty when ESCO has none in that language */
  readonly labels: Readonly<Record<EscoSkillLanguage, readonly string[]>>;
}

export interface EscoOccupation {
  readonly index: number;
  readonly uri: string;
  readonly uuid: string;
  /** ISCO-08 unit group, 4 digits */
  readonly isco: string;
  /** ESCO's own code below the unit group ("2512.4") */
  readonly code: string;
  /** preferred title first (both genders where the language writes them), then alternatives */
  readonly titles: Readonly<Record<EscoCoreTitleLanguage, readonly string[]>>;
  /** skill row numbers */
  readonly essential: readonly number[];
  readonly optional: readonly number[];
}

const TYPES: Record<string, EscoSkillType> = { s: 'skill/competence', k: 'knowledge' };
const REUSE: Record<string, EscoReuseLevel> = { t: 'transversal', c: 'cross-sector', s: 'sector-specific', o: 'occupation-specific' };

const labels = (field: string | undefined): string[] => (field ? field.split('|') : []);
const ints = (field: string | undefined): number[] => (field ? field.split(' ').map((n) => parseInt(n, 36)) : []);

let skillsCache: EscoSkill[] | undefined;
let skillByUuid: Map<string, EscoSkill> | undefined;
let occupationsCache: EscoOccupation[] | undefined;
let occupationByUuid: Map<string, EscoOccupation> | undefined;

export function escoSkills(): readonly EscoSkill[] {
  if (!skillsCache) {
    const skillsFile = file<RowsFile>(ESCO_FILES.skills);
    const groups = groupsFile.rows.map((row) => {
      const [, code, label] = row.split('\t');
      return { code: code || null, label: label || null };
    });
    skillsCache = skillsFile.rows.map((row, index) => {
      const [uuid, type, reuse, group, en, fr, es] = row.split('\t');
      const g = group === '' ? undefined : groups[Number(group)];
      let split: Record<EscoSkillLanguage, readonly string[]> | undefined;
      return {
        index,
        uri: ESCO_SKILL_PREFIX + uuid,
        uuid,
        type: TYPES[type] ?? null,
        reuse: REUSE[reuse] ?? null,
        groupCode: g?.code ?? null,
        groupLabel: g?.label ?? null,
        // split on first use: most skills' labels are never read
        get labels() {
          return (split ??= { en: labels(en), fr: labels(fr), es: labels(es) });
        },
      };
    });
  }
  return skillsCache;
}

const uuidOf = (uriOrUuid: string, prefix: string) => (uriOrUuid.startsWith(prefix) ? uriOrUuid.slice(prefix.length) : uriOrUuid);

/** An ESCO skill by its URI or UUID. */
export function getEscoSkill(uriOrUuid: string): EscoSkill | undefined {
  skillByUuid ??= new Map(escoSkills().map((s) => [s.uuid, s]));
  return skillByUuid.get(uuidOf(uriOrUuid, ESCO_SKILL_PREFIX));
}

export function escoOccupations(): readonly EscoOccupation[] {
  occupationsCache ??= file<RowsFile>(ESCO_FILES.occupations).rows.map((row, index) => {
    const [uuid, isco, code, en, de, fr, es, it, nl, essential, optional] = row.split('\t');
    let titles: Record<EscoCoreTitleLanguage, readonly string[]> | undefined;
    let relations: { essential: number[]; optional: number[] } | undefined;
    return {
      index,
      uri: ESCO_OCCUPATION_PREFIX + uuid,
      uuid,
      isco,
      code,
      get titles() {
        return (titles ??= { en: labels(en), de: labels(de), fr: labels(fr), es: labels(es), it: labels(it), nl: labels(nl) });
      },
      get essential() {
        return (relations ??= { essential: ints(essential), optional: ints(optional) }).essential;
      },
      get optional() {
        return (relations ??= { essential: ints(essential), optional: ints(optional) }).optional;
      },
    };
  });
  return occupationsCache;
}

export function getEscoOccupation(uriOrUuid: string): EscoOccupation | undefined {
  occupationByUuid ??= new Map(escoOccupations().map((o) => [o.uuid, o]));
  return occupationByUuid.get(uuidOf(uriOrUuid, ESCO_OCCUPATION_PREFIX));
}

// ---- the 20 further title languages, loaded on request ----

export const ESCO_MORE_TITLE_LANGUAGES = [
  'bg',
  'cs',
  'da',
  'el',
  'et',
  'fi',
  'ga',
  'hr',
  'hu',
  'is',
  'lt',
  'lv',
  'mt',
  'no',
  'pl',
  'pt',
  'ro',
  'sk',
  'sl',
  'sv',
] as const;
export type EscoMoreTitleLanguage = (typeof ESCO_MORE_TITLE_LANGUAGES)[number];
type MoreTitles = readonly Readonly<Record<EscoMoreTitleLanguage, readonly string[]>>[];
let moreTitles: MoreTitles | undefined;
let moreTitlesLoading: Promise<MoreTitles> | undefined;

/**
 * Loads the occupation titles in the 20 languages beyond the six CV languages (about 8 MB of
 * text, so not at start-up). Resolves when `escoMoreTitles` answers; safe to call more than once.
 */
export function loadMoreTitleLanguages(): Promise<MoreTitles> {
  moreTitlesLoading ??= preloadEscoFile(ESCO_FILES.moreTitles).then((value) => {
    moreTitles = (value as RowsFile).rows.map((row) => {
      const fields = row.split('\t');
      return Object.fromEntries(ESCO_MORE_TITLE_LANGUAGES.map((lang, i) => [lang, labels(fields[i])])) as Record<
        EscoMoreTitleLanguage,
        string[]
      >;
    });
    return moreTitles;
  });
  return moreTitlesLoading;
}

/** The occupation's titles in the 20 further languages, or undefined until `loadMoreTitleLanguages` resolved. */
export function escoMoreTitles(occupationIndex: number): Readonly<Record<EscoMoreTitleLanguage, readonly string[]>> | undefined {
  return moreTitles?.[occupationIndex];
}

export function moreTitleLanguagesLoaded(): boolean {
  return moreTitles !== undefined;
}

// ---- ISCO-08 groups ----

const ISCO_LANGUAGES = [...ESCO_CORE_TITLE_LANGUAGES, ...ESCO_MORE_TITLE_LANGUAGES];
let iscoCache: Map<string, Readonly<Record<string, string>>> | undefined;

/** An ISCO-08 group's title in each of the 26 languages that have one ("2512" → { en: "Software developers", … }). */
export function iscoGroupTitles(code: string): Readonly<Record<string, string>> | undefined {
  iscoCache ??= new Map(
    file<RowsFile>(ESCO_FILES.isco).rows.map((row) => {
      const [c, ...titles] = row.split('\t');
      return [c, Object.fromEntries(ISCO_LANGUAGES.flatMap((lang, i) => (titles[i] ? [[lang, titles[i]]] : [])))];
    }),
  );
  return iscoCache.get(code);
}

// ---- collections ----

export interface EscoTransversalSkill {
  readonly skill: EscoSkill;
  /** the transversal group it belongs to ("taking a proactive approach") */
  readonly groupLabel: string;
}

export function escoTransversalSkills(): readonly EscoTransversalSkill[] {
  const skills = escoSkills();
  return collectionsFile.transversal.map((row) => {
    const [index, groupLabel] = row.split('\t');
    return { skill: skills[Number(index)], groupLabel };
  });
}

export interface EscoLanguage {
  /** the knowledge skill that names the language ("German") */
  readonly skill: EscoSkill;
  readonly name: string;
  /** its skills: understand spoken / written, speak, write */
  readonly skills: readonly EscoSkill[];
}

let languagesCache: Map<string, EscoLanguage> | undefined;

/** ESCO's language skills keyed by English name in lower case ("german"). */
export function escoLanguages(): ReadonlyMap<string, EscoLanguage> {
  if (!languagesCache) {
    const skills = escoSkills();
    languagesCache = new Map(
      collectionsFile.languages.map((row) => {
        const [index, name, children] = row.split('\t');
        const language: EscoLanguage = { skill: skills[Number(index)], name, skills: ints36(children).map((i) => skills[i]) };
        return [name.toLowerCase(), language];
      }),
    );
  }
  return languagesCache;
}

let languageUris: Map<string, string> | undefined;

/** The URI of ESCO's knowledge skill for a language by English name ("german"), without loading ESCO's skills. */
export function escoLanguageUri(name: string): string | undefined {
  languageUris ??= new Map(
    collectionsFile.languages.map((row) => {
      const [, language, , uuid] = row.split('\t');
      return [language.toLowerCase(), ESCO_SKILL_PREFIX + uuid];
    }),
  );
  return languageUris.get(name.toLowerCase());
}

// collections.json stores decimal row numbers
function ints36(field: string | undefined): number[] {
  return field ? field.split(' ').map(Number) : [];
}

/** Row numbers of every language skill: they describe spoken languages, not CV skills. */
export function escoLanguageSkillIndices(): ReadonlySet<number> {
  const out = new Set<number>();
  for (const l of escoLanguages().values()) {
    out.add(l.skill.index);
    for (const s of l.skills) out.add(s.index);
  }
  return out;
}

// ---- skill labels by normalised key (precomputed) ----

export interface EscoSkillLabels {
  /** the specific labels free text may match → skill row (a Map: free-text matching looks up every phrase) */
  readonly text: { get(key: string): number | undefined; readonly size: number };
}
let skillLabels: EscoSkillLabels | undefined;

export function escoSkillLabels(): EscoSkillLabels {
  if (!skillLabels) {
    const f = file<SkillLabelsFile>(ESCO_FILES.skillLabels);
    skillLabels = { text: new SortedLabelIndex(f.textKeys, f.textRows).toMap() };
  }
  return skillLabels;
}

let skillUris: SkillUriIndex | undefined;

/**
 * The whole-item label index as hashes with the skills' UUIDs (about 1.6 MB of typed arrays, no
 * parse): what the CV analysis reads to give an item ESCO names its URI.
 */
export function escoSkillUris(): SkillUriIndex {
  skillUris ??= new SkillUriIndex(readEscoBytes(ESCO_FILES.skillUris));
  return skillUris;
}

// ---- Kairos's own skills and occupations on ESCO ----

export interface KairosEscoLink {
  /** exact: the Kairos skill is this ESCO skill; broader: a Kairos extension under this ESCO skill */
  readonly relation: 'exact' | 'broader';
  readonly uri: string;
}

const kairosSkillMap = kairosMapFile.skills as Record<string, string>;
const kairosOccupationMap = kairosMapFile.occupations as Record<string, string>;

/** How a Kairos skill id sits on ESCO; undefined for a standalone extension (or an unknown id). */
export function kairosSkillEsco(id: string): KairosEscoLink | undefined {
  const value = kairosSkillMap[id];
  if (!value || value === '-') return undefined;
  return { relation: value.startsWith('=') ? 'exact' : 'broader', uri: ESCO_SKILL_PREFIX + value.slice(1) };
}

/** Every Kairos skill id the derived map knows, with its raw value ("=uuid", ">uuid", "-"). */
export function kairosSkillMapEntries(): readonly [string, string][] {
  return Object.entries(kairosSkillMap);
}

/** The ESCO occupation a curated Kairos occupation is, if the derivation found one. */
export function kairosOccupationEsco(id: string): string | undefined {
  const uuid = kairosOccupationMap[id];
  return uuid ? ESCO_OCCUPATION_PREFIX + uuid : undefined;
}
