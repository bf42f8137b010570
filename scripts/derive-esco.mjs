#!/usr/bin/env node
// npm run derive:esco -- [dir]
// Derives the engine's compact ESCO data (src/engine/taxonomy/esco/*.json) from the official ESCO CSV
// zips in ../shared/esco (or the folder given). Re-runnable: the output depends only on the zips and on
// the hand-written Kairos taxonomy and occupations, which it maps onto ESCO. Run with tsx (the npm
// script does) so the mapping uses the engine's own term normalisation.
//
// Output format: every file is JSON with a `rows` array of tab-separated strings, one row per line,
// so loading is one JSON.parse of flat strings. Within a field, "|" separates labels (no ESCO label
// contains one). Relations refer to skills by their row number in skills.json.br. The small files the
// CV analysis needs (meta, kairos-map, collections, skill-groups) are plain JSON the engine imports;
// the large ones are brotli-compressed (`*.json.br`, read from disk on first use) and none exceeds
// 2 MB. skill-labels.json.br holds the label indexes precomputed (first use is a parse, not a build).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import JSZip from 'jszip';
import { buildSkillLabelMaps, serialiseSkillLabels, serialiseSkillUris } from '../src/engine/taxonomy/esco-label-index.ts';
import { precomputeTitles } from '../src/engine/occupations/title-index.ts';
import { termKey } from '../src/engine/taxonomy/normalise.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2).filter((a) => a !== '--');
const sourceDir = path.resolve(args[0] ?? path.join(root, '../shared/esco'));
const outDir = path.join(root, 'src/engine/taxonomy/esco');

export const ESCO_VERSION = 'ESCO v1.1.1';
export const ESCO_NOTICE = 'This service uses the ESCO classification of the European Commission';
const SKILL_PREFIX = 'http://data.europa.eu/esco/skill/';
const OCCUPATION_PREFIX = 'http://data.europa.eu/esco/occupation/';
/** Occupation title languages besides English kept in the main file (the six CV languages). */
const CORE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl'];
const MORE_LANGUAGES = ['bg', 'cs', 'da', 'el', 'et', 'fi', 'ga', 'hr', 'hu', 'is', 'lt', 'lv', 'mt', 'no', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv'];

const ZIPS = {
  classification: 'esco-v1.1.1-classification-en-csv.zip',
  relations: 'esco-v1.1.1-relations-csv.zip',
  occupations26: 'esco-v1.0.8-occupations-isco-26-languages-csv.zip',
  skillsFrEs: 'esco-v1.0.x-skills-fr-es-csv.zip',
};

// ---- CSV (RFC 4180: quoted fields may hold commas, quotes and newlines) ----
export function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  const h = header.map((x) => x.replace(/^\uFEFF/, ''));
  return body.map((r) => Object.fromEntries(h.map((name, i) => [name, r[i] ?? ''])));
}

async function openZip(name) {
  const file = path.join(sourceDir, name);
  if (!fs.existsSync(file)) throw new Error(`ESCO archive not found: ${file} (pass the folder holding the ESCO zips)`);
  return JSZip.loadAsync(fs.readFileSync(file));
}

async function readCsv(zip, name) {
  const entry = zip.file(name);
  if (!entry) throw new Error(`${name} missing from the archive`);
  return parseCsv(await entry.async('string'));
}

const uuidOf = (uri, prefix) => (uri.startsWith(prefix) ? uri.slice(prefix.length) : null);
const clean = (label) => label.replace(/[\t|\r\n]+/g, ' ').replace(/\s+/g, ' ').trim();
/** Labels of a multi-line (official files) or " | "-separated (collections) field. */
const splitLabels = (field) => field.split(/\n| \| /).map(clean).filter((l) => l !== '');
const unique = (labels) => {
  const seen = new Set();
  return labels.filter((l) => {
    const k = l.toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

// German and a few other languages write both genders in one preferred label: "Koch/Köchin".
function genderParts(label) {
  if (!label.includes('/')) return [label];
  const parts = label.split('/').map((p) => p.trim());
  return parts.every((p) => p.length >= 5) ? parts : [label];
}

function labelsField(preferred, alts) {
  return unique([preferred, ...alts].map(clean).filter((l) => l !== '')).join('|');
}

const REUSE = { transversal: 't', 'cross-sector': 'c', 'sector-specific': 's', 'occupation-specific': 'o' };
const TYPE = { 'skill/competence': 's', knowledge: 'k' };

async function main() {
  const classification = await openZip(ZIPS.classification);
  const relations = await openZip(ZIPS.relations);
  const occupations26 = await openZip(ZIPS.occupations26);
  const skillsFrEs = await openZip(ZIPS.skillsFrEs);

  // ---- skills ----
  const skillsEn = await readCsv(classification, 'skills_en.csv');
  skillsEn.sort((a, b) => (a.conceptUri < b.conceptUri ? -1 : 1));
  const skillIndex = new Map(skillsEn.map((s, i) => [uuidOf(s.conceptUri, SKILL_PREFIX), i]));
  if (skillIndex.has(null)) throw new Error('a skill URI outside the ESCO skill namespace');
  const byLang = {};
  for (const lang of ['fr', 'es']) {
    byLang[lang] = new Map((await readCsv(skillsFrEs, `skills_${lang}.csv`)).map((s) => [uuidOf(s.conceptUri, SKILL_PREFIX), s]));
  }

  // skill groups: the direct broader group of each skill (through a broader skill when it has none)
  const groupsCsv = await readCsv(classification, 'skillGroups_en.csv');
  const groupByUri = new Map(groupsCsv.map((g) => [g.conceptUri, g]));
  const broader = await readCsv(relations, 'broaderRelationsSkillPillar.csv');
  const broaderOf = new Map();
  for (const r of broader) {
    const list = broaderOf.get(r.conceptUri) ?? [];
    list.push(r);
    broaderOf.set(r.conceptUri, list);
  }
  const groupOf = (uri, depth = 0) => {
    const list = broaderOf.get(uri) ?? [];
    const group = list.find((r) => r.broaderType === 'SkillGroup');
    if (group) return group.broaderUri;
    const parent = list.find((r) => r.broaderType === 'KnowledgeSkillCompetence');
    return parent && depth < 10 ? groupOf(parent.broaderUri, depth + 1) : null;
  };
  // the top-level pillar code (S1…S8, T1…T6, L, or a 2-digit ISCED-F field) decides the Kairos category
  const usedGroups = new Map();
  const groupRow = (uri) => {
    if (!uri) return '';
    if (!usedGroups.has(uri)) usedGroups.set(uri, usedGroups.size);
    return String(usedGroups.get(uri));
  };
  const skillRows = skillsEn.map((s) => {
    const uuid = uuidOf(s.conceptUri, SKILL_PREFIX);
    const fr = byLang.fr.get(uuid);
    const es = byLang.es.get(uuid);
    return [
      uuid,
      TYPE[s.skillType] ?? '',
      REUSE[s.reuseLevel] ?? '',
      groupRow(groupOf(s.conceptUri)),
      labelsField(s.preferredLabel, splitLabels(s.altLabels)),
      fr ? labelsField(fr.preferredLabel, splitLabels(fr.altLabels)) : '',
      es ? labelsField(es.preferredLabel, splitLabels(es.altLabels)) : '',
    ].join('\t');
  });
  const groupRows = [...usedGroups.keys()].map((uri) => {
    const g = groupByUri.get(uri);
    return [uri.replace(SKILL_PREFIX, '~'), g?.code ?? '', clean(g?.preferredLabel ?? '')].join('\t');
  });

  // ---- collections: transversal and language skills ----
  const transversal = await readCsv(classification, 'transversalSkillsCollection_en.csv');
  const transversalRows = transversal.map((t) => [skillIndex.get(uuidOf(t.conceptUri, SKILL_PREFIX)), clean(t.broaderConceptPT)].join('\t'));
  const languageCsv = await readCsv(classification, 'languageSkillsCollection_en.csv');
  // one row per language: the knowledge skill ("German") and its four skills, if ESCO names them
  const languageRows = languageCsv
    .filter((l) => l.skillType === 'knowledge' && skillIndex.has(uuidOf(l.conceptUri, SKILL_PREFIX)))
    .map((l) => {
      const children = languageCsv.filter((c) => c.broaderConceptUri.split(' | ').includes(l.conceptUri) && c.skillType !== 'knowledge');
      const uuid = uuidOf(l.conceptUri, SKILL_PREFIX);
      return [skillIndex.get(uuid), clean(l.preferredLabel), children.map((c) => skillIndex.get(uuidOf(c.conceptUri, SKILL_PREFIX))).join(' '), uuid].join('\t');
    })
    .sort();

  // ---- occupations ----
  const occEn = await readCsv(classification, 'occupations_en.csv');
  occEn.sort((a, b) => (a.conceptUri < b.conceptUri ? -1 : 1));
  const occIndex = new Map(occEn.map((o, i) => [o.conceptUri, i]));
  const titles = {};
  for (const lang of [...CORE_LANGUAGES.slice(1), ...MORE_LANGUAGES]) {
    const rows = await readCsv(occupations26, `occupations/occupations_${lang}.csv`);
    titles[lang] = new Map(rows.map((o) => [o.conceptUri, labelsField(genderParts(clean(o.preferredLabel))[0], [...genderParts(clean(o.preferredLabel)).slice(1), ...splitLabels(o.altLabels)])]));
  }
  const rel = await readCsv(relations, 'occupationSkillRelations.csv');
  const essential = occEn.map(() => []);
  const optional = occEn.map(() => []);
  let relationCount = 0;
  // v1.1.1's relations still name one occupation its classification file no longer lists
  // (therapeutic radiographer, 67 relations); they are counted and left out
  const dropped = new Map();
  for (const r of rel) {
    const o = occIndex.get(r.occupationUri);
    const s = skillIndex.get(uuidOf(r.skillUri, SKILL_PREFIX));
    if (s === undefined) throw new Error(`relation to an unknown skill: ${r.occupationUri} → ${r.skillUri}`);
    if (o === undefined) {
      dropped.set(r.occupationUri, (dropped.get(r.occupationUri) ?? 0) + 1);
      continue;
    }
    (r.relationType === 'essential' ? essential : optional)[o].push(s);
    relationCount++;
  }
  const ints = (list) => list.map((n) => n.toString(36)).join(' ');
  const occupationRows = occEn.map((o, i) =>
    [
      uuidOf(o.conceptUri, OCCUPATION_PREFIX),
      o.iscoGroup,
      o.code,
      labelsField(o.preferredLabel, splitLabels(o.altLabels)),
      ...CORE_LANGUAGES.slice(1).map((l) => titles[l].get(o.conceptUri) ?? ''),
      ints(essential[i]),
      ints(optional[i]),
    ].join('\t'),
  );
  const moreTitleRows = occEn.map((o) => MORE_LANGUAGES.map((l) => titles[l].get(o.conceptUri) ?? '').join('\t'));

  // ISCO-08 groups with their titles in every language that has them
  const iscoEn = await readCsv(classification, 'ISCOGroups_en.csv');
  const iscoTitles = {};
  for (const lang of [...CORE_LANGUAGES.slice(1), ...MORE_LANGUAGES]) {
    iscoTitles[lang] = new Map((await readCsv(occupations26, `ISCOGroups/ISCOGroups_${lang}.csv`)).map((g) => [g.code, clean(g.preferredLabel)]));
  }
  const iscoRows = iscoEn
    .sort((a, b) => (a.code < b.code ? -1 : 1))
    .map((g) => [g.code, clean(g.preferredLabel), ...[...CORE_LANGUAGES.slice(1), ...MORE_LANGUAGES].map((l) => iscoTitles[l].get(g.code) ?? '')].join('\t'));

  // ---- the Kairos taxonomy and occupations mapped onto ESCO ----
  const kairosSkills = readKairos('src/engine/taxonomy/data');
  const skillMap = mapKairosSkills(kairosSkills, skillsEn, byLang, skillIndex);
  const kairosOccupations = readKairos('src/engine/occupations/data');
  const occupationMap = mapKairosOccupations(kairosOccupations, occEn, titles);

  const meta = {
    version: ESCO_VERSION,
    notice: ESCO_NOTICE,
    uriPrefixes: { skill: SKILL_PREFIX, occupation: OCCUPATION_PREFIX },
    licence: 'European Commission, reuse under Commission Decision 2011/833/EU',
    sources: Object.values(ZIPS),
    counts: {
      skills: skillRows.length,
      knowledge: skillsEn.filter((s) => s.skillType === 'knowledge').length,
      skillCompetence: skillsEn.filter((s) => s.skillType === 'skill/competence').length,
      occupations: occupationRows.length,
      relations: relationCount,
      relationsInCsv: rel.length,
      relationsOfUnlistedOccupations: Object.fromEntries(dropped),
      essentialRelations: essential.reduce((n, l) => n + l.length, 0),
      optionalRelations: optional.reduce((n, l) => n + l.length, 0),
      transversal: transversalRows.length,
      languages: languageRows.length,
      iscoGroups: iscoRows.length,
      skillsWithFrench: skillsEn.filter((s) => byLang.fr.has(uuidOf(s.conceptUri, SKILL_PREFIX))).length,
      skillsWithSpanish: skillsEn.filter((s) => byLang.es.has(uuidOf(s.conceptUri, SKILL_PREFIX))).length,
      kairosSkillsExact: Object.values(skillMap).filter((v) => v.startsWith('=')).length,
      kairosSkillsBroader: Object.values(skillMap).filter((v) => v.startsWith('>')).length,
      kairosSkillsStandalone: Object.values(skillMap).filter((v) => v === '-').length,
      kairosOccupationsMapped: Object.values(occupationMap).filter((v) => v !== '').length,
    },
  };
  const header = (fields, extra = {}) => ({ version: ESCO_VERSION, notice: ESCO_NOTICE, ...extra, fields });
  fs.mkdirSync(outDir, { recursive: true });
  write('meta.json', meta);
  write('skills.json.br', { ...header(['uuid', 'type', 'reuse', 'group', 'en', 'fr', 'es'], { uriPrefix: SKILL_PREFIX }), rows: skillRows });
  const labelMaps = skillLabels(skillsEn, byLang, languageRows);
  write('skill-labels.json.br', { ...header(['normalised label keys, sorted; skill rows base 36']), ...serialiseSkillLabels(labelMaps) });
  writeBinary('skill-uris.bin.br', serialiseSkillUris(labelMaps.item, skillRows.map((row) => row.split('\t')[0])));
  write('skill-groups.json', { ...header(['uri', 'code', 'en']), rows: groupRows });
  write('occupations.json.br', {
    ...header(['uuid', 'isco', 'code', ...CORE_LANGUAGES, 'essential', 'optional'], { uriPrefix: OCCUPATION_PREFIX, relations: 'skill row numbers, base 36' }),
    rows: occupationRows,
  });
  write('occupation-title-keys.json.br', { ...header(['title keys in index order; ESCO occupation rows base 36; spellings; token vocabulary']), ...precomputeTitles(coreTitles(occupationRows)) });
  write('occupation-titles-more.json.br', { ...header(MORE_LANGUAGES), rows: moreTitleRows });
  write('isco-groups.json.br', { ...header(['code', ...CORE_LANGUAGES, ...MORE_LANGUAGES]), rows: iscoRows });
  write('collections.json', { ...header(['skill row', 'label']), transversal: transversalRows, languages: languageRows });
  write('kairos-map.json', {
    ...header(['kairos id → "=uuid" (the ESCO skill itself), ">uuid" (an extension under that broader ESCO skill) or "-" (standalone)']),
    skills: skillMap,
    occupations: occupationMap,
  });
  console.log(JSON.stringify(meta.counts, null, 2));
}

function readKairos(dir) {
  const full = path.join(root, dir);
  return fs
    .readdirSync(full)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(full, f), 'utf8')));
}

// Extensions ESCO does not name map to a broader ESCO skill: first through a related Kairos skill that
// is an ESCO skill, else through their category (ESCO preferred labels, checked to exist below). Legal,
// healthcare and soft-skill extensions have no broad ESCO skill that would say something true: standalone.
const CATEGORY_BROADER = {
  software: 'computer programming',
  data: 'data analytics',
  'cloud-devops': 'cloud technologies',
  security: 'cyber security',
  'design-creative': 'graphic design',
  business: 'business management principles',
  'marketing-sales': 'marketing principles',
  'finance-accounting': 'accounting',
  education: 'pedagogy',
  engineering: 'engineering principles',
  'logistics-supply-chain': 'supply chain management',
  'hospitality-retail': 'customer service',
  'hr-people': 'human resource management',
  'management-leadership': 'business management principles',
  methodologies: 'project management',
  'tools-office': 'office software',
  'research-science': 'scientific research methodology',
};

function mapKairosSkills(kairos, skillsEn, byLang, skillIndex) {
  // label key → [uuid, tier]: tier 0 English preferred, 1 French/Spanish preferred, 2 alternative labels
  const byKey = new Map();
  const add = (label, uuid, tier) => {
    const key = termKey(label);
    if (key === '') return;
    const list = byKey.get(key) ?? [];
    list.push({ uuid, tier });
    byKey.set(key, list);
  };
  const prefKey = new Map();
  for (const s of skillsEn) {
    const uuid = uuidOf(s.conceptUri, SKILL_PREFIX);
    add(s.preferredLabel, uuid, 0);
    prefKey.set(s.preferredLabel.toLowerCase(), uuid);
    for (const l of splitLabels(s.altLabels)) add(l, uuid, 2);
    for (const lang of ['fr', 'es']) {
      const t = byLang[lang].get(uuid);
      if (!t) continue;
      add(t.preferredLabel, uuid, 1);
      for (const l of splitLabels(t.altLabels)) add(l, uuid, 2);
    }
  }
  const bestFor = (terms) => {
    let best;
    terms.forEach((term, position) => {
      for (const hit of byKey.get(termKey(term)) ?? []) {
        // the name before aliases, then preferred before alternative labels
        const rank = position === 0 ? hit.tier : 3 + hit.tier;
        if (!best || rank < best.rank) best = { uuid: hit.uuid, rank };
      }
    });
    // an alias meeting only an alternative label ("Cloud" → some other concept) is too weak to claim identity
    return best && best.rank <= 4 ? best.uuid : undefined;
  };
  const exact = {};
  for (const k of kairos) {
    const uuid = bestFor([k.name, ...(k.aliases ?? [])]);
    if (uuid) exact[k.id] = uuid;
  }
  const categoryBroader = {};
  for (const [category, label] of Object.entries(CATEGORY_BROADER)) {
    const uuid = prefKey.get(label.toLowerCase());
    if (!uuid) throw new Error(`CATEGORY_BROADER: no ESCO skill with the preferred label "${label}"`);
    categoryBroader[category] = uuid;
  }
  const out = {};
  for (const k of [...kairos].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    if (exact[k.id]) out[k.id] = `=${exact[k.id]}`;
    else {
      const viaRelated = (k.related ?? []).map((r) => exact[r]).find(Boolean);
      // soft skills without an ESCO twin stay standalone: a category default would say nothing
      const viaCategory = k.category === 'soft-skills' ? undefined : categoryBroader[k.category];
      const broaderUuid = viaRelated ?? viaCategory;
      out[k.id] = broaderUuid && skillIndex.has(broaderUuid) ? `>${broaderUuid}` : '-';
    }
  }
  return out;
}

function mapKairosOccupations(kairos, occEn, titles) {
  const byKey = new Map();
  const add = (label, o, tier) => {
    const key = termKey(label);
    if (key === '') return;
    const list = byKey.get(key) ?? [];
    list.push({ o, tier });
    byKey.set(key, list);
  };
  for (const o of occEn) {
    add(o.preferredLabel, o, 0);
    for (const l of splitLabels(o.altLabels)) add(l, o, 1);
    for (const lang of CORE_LANGUAGES.slice(1)) for (const l of (titles[lang].get(o.conceptUri) ?? '').split('|')) add(l, o, 2);
  }
  const out = {};
  for (const k of [...kairos].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    let best;
    const terms = [k.title, ...Object.values(k.titles), ...(k.aliases ?? [])];
    terms.forEach((term, position) => {
      for (const hit of byKey.get(termKey(term)) ?? []) {
        // how close the spelling is: the English title as ESCO's English preferred title (0), the
        // title or a translation as any ESCO title (1), an alias (2); the same ISCO unit group breaks ties
        const closeness = position === 0 && hit.tier === 0 ? 0 : position <= 5 ? 1 : 2;
        const sameIsco = hit.o.iscoGroup === k.isco;
        // an alias alone names the same occupation only within the same ISCO unit group
        if (closeness === 2 && !sameIsco) continue;
        const rank = closeness * 4 + (sameIsco ? 0 : 2) + Math.min(hit.tier, 1);
        if (!best || rank < best.rank) best = { uuid: uuidOf(hit.o.conceptUri, OCCUPATION_PREFIX), rank };
      }
    });
    out[k.id] = best ? best.uuid : '';
  }
  return out;
}

// the label indexes the engine would otherwise build on first use (esco-label-index.ts holds the rules)
function skillLabels(skillsEn, byLang, languageRows) {
  const languageSkills = new Set(
    languageRows.flatMap((row) => {
      const [index, , children] = row.split('\t');
      return [Number(index), ...(children ? children.split(' ').map(Number) : [])];
    }),
  );
  const skills = skillsEn.map((s, index) => {
    const uuid = uuidOf(s.conceptUri, SKILL_PREFIX);
    const fields = (row) => (row ? labelsField(row.preferredLabel, splitLabels(row.altLabels)).split('|').filter(Boolean) : []);
    return {
      index,
      uuid,
      type: s.skillType || null,
      reuse: { transversal: 'transversal', 'cross-sector': 'cross-sector', 'sector-specific': 'sector-specific', 'occupation-specific': 'occupation-specific' }[s.reuseLevel] ?? null,
      labels: { en: fields(s), fr: fields(byLang.fr.get(uuid)), es: fields(byLang.es.get(uuid)) },
    };
  });
  return buildSkillLabelMaps(skills, languageSkills);
}

// ESCO's titles in the six CV languages as the engine's title index takes them: language by language, row by row
function* coreTitles(occupationRows) {
  const fields = occupationRows.map((row) => row.split('\t'));
  for (let lang = 0; lang < CORE_LANGUAGES.length; lang++) {
    for (let row = 0; row < fields.length; row++) {
      const field = fields[row][3 + lang];
      if (field) for (const title of field.split('|')) yield [row, title];
    }
  }
}

const brotli = (bytes) =>
  zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });

function writeBinary(name, bytes) {
  fs.writeFileSync(path.join(outDir, name), brotli(bytes));
}

function write(name, value) {
  const text = prettyRows(value);
  if (name.endsWith('.br')) {
    fs.writeFileSync(path.join(outDir, name), brotli(Buffer.from(text)));
    fs.rmSync(path.join(outDir, name.slice(0, -'.br'.length)), { force: true });
  } else fs.writeFileSync(path.join(outDir, name), text);
}

// one row per line: readable diffs without giving up plain JSON
function prettyRows(value) {
  const lines = ['{'];
  const entries = Object.entries(value);
  entries.forEach(([k, v], i) => {
    const comma = i < entries.length - 1 ? ',' : '';
    if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'string' && k !== 'fields' && k !== 'sources') {
      lines.push(`  ${JSON.stringify(k)}: [`);
      v.forEach((row, j) => lines.push(`    ${JSON.stringify(row)}${j < v.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else if (v && typeof v === 'object' && !Array.isArray(v) && (k === 'skills' || k === 'occupations')) {
      const pairs = Object.entries(v);
      lines.push(`  ${JSON.stringify(k)}: {`);
      pairs.forEach(([pk, pv], j) => lines.push(`    ${JSON.stringify(pk)}: ${JSON.stringify(pv)}${j < pairs.length - 1 ? ',' : ''}`));
      lines.push(`  }${comma}`);
    } else lines.push(`  ${JSON.stringify(k)}: ${JSON.stringify(v)}${comma}`);
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}

await main();
