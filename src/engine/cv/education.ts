/**
 * Education: institution (without its city), degree, field and dates. Institutions are recognised
 * by their vocabulary (University, Hochschule, École, Universidad, Università, Hogeschool, …),
 * degrees by theirs (Bachelor, Master, Licence, Laurea, Diplom, Grado, MBA, PhD, …).
 */
import { resolveFieldLabels } from './field-labels';
import { groupEntries } from './entries';
import { findDateRange, removeRange } from './dates';
import { DEGREE_WORDS as LEXICON_DEGREES } from './lexicon/all';
import { splitCompanyCity } from './experience';
import type { Line } from './read/types';
import type { EducationEntry } from './types';
import { fold, memoize, trimSeparators, words } from './text';

const INSTITUTION_PREFIXES = [
  'universit', 'univ', 'hochschul', 'fachhochschul', 'hogeschool', 'school', 'schule', 'college', 'academ', 'akadem',
  'accadem', 'institu', 'istitut', 'lycee', 'liceo', 'ecole', 'escuela', 'escola', 'politecnic', 'polytechn', 'gymnasium',
  'conservato', 'faculte', 'facultad', 'facolta', 'faculteit', 'rwth', 'eth', 'epfl', 'kolleg', 'seminar', 'campus',
  'iut', 'iae', 'ifmk', 'insa', 'essec', 'hec', 'bocconi', 'tu', 'uni', 'lyceum', 'atheneum', 'athenee', 'colegio',
  'scuola', 'ateneo', 'roc', 'berufsschule', 'berufskolleg',
  // the other EU/EEA languages (folded)
  'universid', 'uniwersyt', 'univerzit', 'universitet', 'univerza', 'sveucilist', 'veleucilist', 'egyetem', 'foiskola', 'yliopist',
  'korkeakoul', 'ammattikorkeakoul', 'lukio', 'opisto', 'hogskol', 'hojskole', 'gimnazj', 'gimnazij', 'gimnazium', 'gymnazium',
  'liceum', 'politechni', 'politehnic', 'akademi', 'akademia', 'szkol', 'skola', 'skole', 'vysok', 'fakult', 'kolegij', 'kolegija',
  'koledz', 'ulikool', 'gumnaasium', 'kolledz', 'vidusskol', 'mokykl', 'colegiul', 'liceul', 'scoala', 'facultat', 'pontificia',
  'pontificia', 'faculdade', 'instytut', 'ustav', 'teknisk', 'handelshogskol', 'handelsskol', 'yrkeshogskol', 'folkhogskol',
  'tehnikum', 'polutehnikum', 'technikum', 'kutsekool', 'ametikool', 'gymnasi', 'ucilist', 'izobrazevaln', 'sola', 'stredni',
  // abbreviations of school types: Spanish and Italian secondary and vocational institutes, the French apprentices'
  // training centre, Austrian higher technical, commercial and secondary schools
  'ies', 'cifp', 'cfp', 'cfa', 'htl', 'htl1', 'htl2', 'hak', 'bhak', 'hlw', 'bhs', 'ahs', 'brg', 'borg', 'hbla', 'hblfa',
  // Dutch secondary schools ("Scholengemeenschap De Waalborcht", "Stedelijk Lyceum")
  'scholengemeenschap', 'sg', 'csg', 'rsg',
  // training centres ("Szakképzési Centrum", "Centro de Formação Profissional", "Centre de formation", "izobraževalni center")
  'centrum', 'centro', 'centre', 'center', 'kozpont', 'bildungszentrum', 'schulhaus',
];
// compounds end with the institution word: "Flyskole", "Berufsfachschule", "Handelshögskolan"
const INSTITUTION_SUFFIXES = [
  'skole', 'skola', 'skolan', 'schule', 'school', 'koulu', 'opisto', 'lukio', 'lyseo', 'kool', 'akademie', 'akademia', 'hogeschool', 'universitet',
  'universitetet', 'bildungszentrum', 'schulungszentrum', 'hariduskeskus', 'instituut', 'institut', 'institute', 'hogeschool', 'tehnikum', 'tehnikums', 'technikumas', 'egyetem', 'foiskola', 'yliopisto', 'universiteit', 'universitat', 'gymnasium',
];
// words an institution prefix starts but that name a course, not a school ("Szkolenie ATPL": training)
const NOT_INSTITUTION_PREFIXES = ['szkolen', 'escolar'];
// compounds end with the word for a training or an exam: "Tullutbildning", "Automekanikeruddannelsen",
// "Ylioppilastutkinto", "El- och energiprogrammet", "Berufsausbildung", "Verpleegkundeopleiding"
const DEGREE_SUFFIXES = [
  'utbildning', 'utbildningen', 'uddannelse', 'uddannelsen', 'utdanning', 'utdanningen', 'ausbildung', 'programmet', 'tutkinto', 'examen',
  'eksamen', 'opleiding', 'koulutus', 'vizsga', 'atestatas', 'szkolenie',
];
const LEXICON_DEGREE_WORDS = new Set(LEXICON_DEGREES.filter((d) => !d.includes(' ')));
const LEXICON_DEGREE_PHRASES = LEXICON_DEGREES.filter((d) => d.includes(' '));
const DEGREE_WORDS = new Set([
  'bachelor', 'master', 'bsc', 'msc', 'ba', 'ma', 'mba', 'emba', 'phd', 'doctorate', 'dr', 'diplom', 'dipl', 'diplome',
  'diploma', 'licence', 'licenciatura', 'licenciado', 'laurea', 'grado', 'maestria', 'master', 'magister', 'abitur',
  'baccalaureat', 'bac', 'hbo', 'mbo', 'wo', 'vwo', 'havo', 'certificate', 'certificat', 'zertifikat', 'ausbildung',
  'formation', 'classe', 'prepa', 'dut', 'bts', 'meng', 'beng', 'llb', 'llm', 'doctorat', 'dottorato', 'doctorado',
  'diplomado', 'tecnico', 'technicien', 'techniker', 'meister', 'staatsexamen', 'promotion', 'propedeuse', 'post',
  'mphil', 'ms', 'bs', 'bcom', 'ingenieur', 'ingeniero', 'executive', 'associate', 'hnd', 'gcse', 'certificado',
  'titulo', 'diplomatura', 'ciclo', 'maturita', 'matura', 'postgraduate', 'postgrado', 'specializzazione',
  // Spanish school-leaving certificates ("Graduado Escolar (EGB)", "Graduado en ESO", "BUP y COU")
  'graduado', 'graduada', 'egb', 'eso', 'bup', 'cou',
]);

// a word is tried against every prefix and suffix: remembered per analysis
const isInstitutionWord = memoize(
  (w: string): boolean =>
    (INSTITUTION_PREFIXES.some((p) => (p.length <= 4 ? w === p : w.startsWith(p))) && !NOT_INSTITUTION_PREFIXES.some((p) => w.startsWith(p))) ||
    INSTITUTION_SUFFIXES.some((x) => w.length > x.length + 2 && w.endsWith(x)),
);

function hasInstitutionWord(text: string): boolean {
  return words(text).some(isInstitutionWord);
}

const isDegreeWord = memoize(
  (w: string): boolean => DEGREE_WORDS.has(w) || LEXICON_DEGREE_WORDS.has(w) || DEGREE_SUFFIXES.some((x) => w === x || (w.length > x.length + 2 && w.endsWith(x))),
);

function hasDegreeWord(text: string): boolean {
  const ws = words(text);
  const joined = ` ${ws.join(' ')} `;
  return ws.some(isDegreeWord) || LEXICON_DEGREE_PHRASES.some((p) => joined.includes(` ${p} `)) || /\b(?:[BM]\.?\s?(?:A|Sc|Eng|Ed)\.|Dipl\.|Dr\.)/u.test(text);
}

// (?<!\s): a separator is tried only from the start of a space run, so a long run is scanned once, not from every space
const PART_SEP_RE = /\t+|(?<!\s)\s+[–—|·•]\s+|(?<!\s)\s+-\s+|,\s+|(?<!\s)\s*\(|\)\s*/u;

function parts(text: string): string[] {
  return text
    .split(PART_SEP_RE)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '' && /\p{L}{2,}/u.test(p));
}

// a placement or internship opening a line (folded): Praktik/Praktikum, internship, placement, stage, tirocinio, prácticas, praktyka, harjoittelu, stáž
const PLACEMENT_RE = /^(?:praktik\p{L}*|internship|placement|clinical placement|stage|tirocinio|practicas|praktyka|praktyki|harjoittelu|staz|praksa|praksis)\s/u;

/** The institution part of a line: the part carrying an institution word, with its neighbours that belong to it. */
function institutionPart(text: string): string | null {
  // keep "Università di Esempio e Altrove" and "ABC - Example School of Management" whole where possible
  const major = text
    .split(/\t+|(?<!\s)\s+[—|·•]\s+|,\s+|(?<!\s)\s*\(|\)\s*|(?<!\s)\s+–\s+(?=\p{Ll})/u)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '');
  // "— including a 36-week internship at University Hospital Galway": a phrase in lower case is a note, not the school
  // "Praktik i psykiatrien og på Odense Universitetshospital": a placement during the course names where it was, not the school
  const note = (p: string): boolean => (/^\p{Ll}/u.test(p) && p.split(/\s+/).length > 5) || PLACEMENT_RE.test(fold(p));
  const hit = major.find((p) => hasInstitutionWord(p) && !hasDegreeWord(p) && !note(p));
  if (hit) return hit;
  const small = parts(text).find((p) => hasInstitutionWord(p) && !hasDegreeWord(p) && !note(p));
  if (small) return small;
  // a name that opens with its institution word may carry a degree word too: "Istituto Tecnico
  // Commerciale …", "Escola Superior de Enfermagem …"
  return major.find((p) => SCHOOL_NOUNS.has(words(p)[0] ?? '') && words(p).length >= 3 && !note(p)) ?? null;
}

// nouns that name a school when they open a name (folded), whatever degree words follow them
const SCHOOL_NOUNS = new Set([
  'istituto', 'instituto', 'institut', 'institute', 'institutul', 'universita', 'universidad', 'universidade', 'universitat', 'university',
  'universite', 'uniwersytet', 'univerzita', 'univerza', 'sveuciliste', 'egyetem', 'escola', 'escuela', 'ecole', 'scuola', 'school', 'liceo',
  'lycee', 'gymnasium', 'gimnazija', 'gimnazjum', 'hochschule', 'fachhochschule', 'akademie', 'academy', 'accademia', 'akademia', 'college',
  'colegio', 'szkola', 'skola', 'politecnico', 'politechnika', 'technikum', 'hogskola', 'hojskole', 'korkeakoulu', 'ammattikorkeakoulu',
  // training centres: "Centre de formation professionnelle …", "Centro de Formación Profesional …"
  'centre', 'centro', 'centrum', 'center', 'instytut',
]);

// "MSc in Physics", "Licenciatura en Derecho", "BSc – Physics": degree and field around the first joiner.
// Searched from the start of a space run ((?<!\s)) instead of /^(.*?)\s+in\s+(.+)$/, whose lazy
// head and the spaces on either side traded characters (quadratic backtracking).
const FIELD_JOINER_RE = /(?<!\s)\s+(?:in|en|em|di|de|in der|im)\s+/u;
const FIELD_DASH_RE = /(?<!\s)\s+[–—-]\s+/u;

/** The text before and after the first match, both non-empty (the text is trimmed). */
function splitAtFirst(text: string, separator: RegExp): [string, string] | null {
  const m = separator.exec(text);
  if (!m || m.index === 0 || m.index + m[0].length >= text.length) return null;
  return [text.slice(0, m.index), text.slice(m.index + m[0].length)];
}

function degreeAndField(degreeText: string): { degree: string; field: string | null } {
  const t = trimSeparators(degreeText);
  const m = splitAtFirst(t, FIELD_JOINER_RE);
  if (m && hasDegreeWord(m[0])) return { degree: t, field: m[1] };
  const dash = splitAtFirst(t, FIELD_DASH_RE);
  if (dash && hasDegreeWord(dash[0])) return { degree: t, field: dash[1] };
  return { degree: t, field: null };
}

function toEntry(
  texts: string[],
  range: { start: string | null; end: string | null; current: boolean } | null,
  extra: string[] = [],
  /** where the section's other entries print the institution, when no word here says which line it is */
  likely: string | null = null,
): EducationEntry | null {
  let lines = texts.map((t) => t.trim()).filter((t) => t !== '' && /\p{L}{2,}/u.test(t));
  // the institution may open the first description line ("Example University of Technology — thesis: …")
  const extraInst = extra.find((t) => institutionPart(t) !== null);
  if (!lines.some((l) => institutionPart(l) !== null) && extraInst) lines = [...lines, extraInst];
  if (lines.length === 0) return null;
  let institution: string | null = null;
  let degreeLine: string | null = null;
  // the line the section's other entries print the institution on wins when it has an institution word,
  // over a school type named elsewhere ("Prodavač (srednja strukovna škola)")
  // without one, of two lines naming a school the one that is a school's name as a whole wins over a
  // school type inside a degree ("Tesar (srednja poklicna šola)" / "Srednja gradbena šola Celje")
  // (a town after the name's comma is no part of it: "Zespół Szkół Zawodowych nr 2, Wejherowo")
  const wholeSchools = lines.filter((l) => institutionPart(l) === trimSeparators(l) || institutionPart(l) === trimSeparators(splitCompanyCity(l).company));
  const namingSchools = lines.filter((l) => institutionPart(l) !== null);
  const likelyLine =
    likely !== null && lines.includes(likely.trim()) ? likely.trim() : namingSchools.length >= 2 && wholeSchools.length === 1 ? wholeSchools[0] : null;
  if (likelyLine !== null) institution = institutionPart(likelyLine);
  for (const line of lines) {
    const inst: string | null = institution ? (line === likelyLine ? institution : null) : institutionPart(line);
    if (inst) {
      institution = inst;
      const rest = trimSeparators(line.replace(inst, '\t'));
      const restParts = parts(rest);
      if (!degreeLine && restParts.length > 0 && hasDegreeWord(restParts[0])) degreeLine = restParts[0];
    } else if (!degreeLine && hasDegreeWord(line)) {
      const majorParts = line.split(/\t+|(?<!\s)\s+[—|·•]\s+|(?<!\s)\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== '');
      degreeLine = majorParts[0] ?? null;
    }
  }
  if (institution !== null && likelyLine !== null && !degreeLine) degreeLine = lines.find((l) => l !== likelyLine) ?? null;
  if (!institution && likely !== null && lines.includes(likely.trim()) && !hasDegreeWord(likely)) {
    institution = splitCompanyCity(parts(likely)[0] ?? likely).company;
    degreeLine ??= lines.find((l) => l !== likely.trim()) ?? null;
  }
  if (!institution) {
    // no institution word: the line that is not the degree ("IFXX de Lyon"), or the part after the degree
    const other = lines.find((l) => !hasDegreeWord(l));
    // "Professionele bachelor …, afstudeerrichting … | HOGENT | Gent | 09/2010 – 06/2013": the fields a pipe apart
    const piped = lines[0].includes(' | ') ? lines[0].split(/ \| /u).map((p) => trimSeparators(p)).filter((p) => p !== '') : [];
    if (other) institution = splitCompanyCity(parts(other)[0] ?? other).company;
    else if (piped.length > 1) institution = piped[1];
    else {
      const ps = lines[0].split(/\t+|(?<!\s)\s+[–—|·•]\s+|(?<!\s)\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== '');
      if (ps.length > 1) institution = ps[1];
    }
  }
  degreeLine ??= lines.find((l) => l !== institution && !hasInstitutionWord(l)) ?? null;
  if (!institution && !degreeLine) return null;
  const df = degreeLine ? degreeAndField(degreeLine) : { degree: null, field: null };
  return {
    institution: institution ? trimSeparators(institution) : null,
    degree: df.degree,
    field: df.field,
    startDate: range?.start ?? null,
    endDate: range ? (range.current ? null : range.end) : null,
  };
}

/** "Barn- och fritidsprogrammet, Bolandgymnasiet," over "Uppsala": a line ending in a comma goes on. */
function joinTrailingComma(lines: readonly Line[]): readonly Line[] {
  if (!lines.some((l) => l.text.trimEnd().endsWith(','))) return lines;
  const out: Line[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    const t = line.text.trim();
    if (prev !== undefined && prev.text.trimEnd().endsWith(',') && !line.text.includes('\t') && t.split(/\s+/).length <= 3 && !/\d/.test(t)) {
      out[out.length - 1] = { ...prev, text: `${prev.text.trimEnd()} ${t}` };
    } else out.push(line);
  }
  return out;
}

// "Voraussichtlicher Abschluss 2027", "Expected graduation: June 2027", "fin prévue 2026" (folded)
const EXPECTED_RE =
  /(?<![\p{L}])(?:expected|anticipated|estimated|voraussichtlich\p{L}*|prevue?s?|previst[oa]|verwacht\p{L}*|planowan\p{L}*|przewidywan\p{L}*|predpoklad\p{L}*|berakna\p{L}*|forventet|odotettu|varhato|prevazut\p{L}*)(?![\p{L}])/u;

/**
 * A line that only says when the degree is expected ("Voraussichtlicher Abschluss 2027") under an entry
 * whose own line has its dates ("seit 09/2024 ⇥ Dipl. Pflegefachfrau HF, …") is a note of that entry,
 * not an entry of its own. Without dates above, it is the entry's date ("B.S. Nursing" / "Expected May 2027").
 */
function withoutExpectedNotes(lines: readonly Line[]): readonly Line[] {
  return lines.filter((line, i) => {
    const range = findDateRange(line.text, true);
    if (!range) return true;
    const rest = trimSeparators(removeRange(line.text, range).replace(/[\t:]+/g, ' '));
    if (!EXPECTED_RE.test(fold(rest)) || rest.split(/\s+/).length > 4) return true;
    return !lines.slice(Math.max(0, i - 3), i).some((l) => findDateRange(l.text, true) !== null);
  });
}

export function extractEducation(sections: readonly (readonly Line[])[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  for (const section of sections) {
    const lines = withoutExpectedNotes(joinTrailingComma(resolveFieldLabels(section, true)));
    const groups = groupEntries(lines, true);
    if (groups.length > 0) {
      // "Degree ⇥ dates" over "School": when the entries an institution word settles agree on which
      // line holds the institution, the others ("Brandos atestatas" / "Vilniaus licėjus") follow them
      // an entry where both lines carry an institution word ("Vocational school ⇥ dates" / "School of …") settles nothing
      // (or the line above the dates: "The Ohio State University ⇥ Columbus, OH" over "Bachelor of Science … ⇥ 2021 – 2025",
      // then "Columbus State Community College" over "College Credit Plus (dual enrollment) ⇥ 2019 – 2021")
      const places = groups.map((g) => {
        const above = g.before[g.before.length - 1];
        const flags = {
          before: g.before.length === 1 && institutionPart(above.text) !== null,
          anchor: institutionPart(g.anchorRest) !== null,
          after: g.after[0] !== undefined && institutionPart(g.after[0].text) !== null,
        };
        const set = (Object.keys(flags) as (keyof typeof flags)[]).filter((k) => flags[k]);
        return set.length === 1 ? set[0] : null;
      });
      const known = places.filter((p) => p !== null);
      const pattern = known.length > 0 && known.every((p) => p === known[0]) ? known[0] : null;
      for (const g of groups) {
        const texts = [...g.before.map((l) => l.text), g.anchorRest, ...g.after.map((l) => l.text)];
        const likely =
          pattern === 'after' ? (g.after[0]?.text ?? null) : pattern === 'anchor' ? g.anchorRest : pattern === 'before' && g.before.length === 1 ? g.before[0].text : null;
        // a thesis line or grade after the institution is not a new entry; with no heading line after
        // the dates (a degree line too long for one), the school may stand on the second line
        const extra = g.body.slice(0, g.after.length === 0 && g.before.length === 0 ? 2 : 1).map((l) => l.text);
        const entry = toEntry(texts, g.range, extra, likely);
        if (entry) out.push(entry);
      }
      continue;
    }
    // no dates at all: one entry per line that names an institution
    for (const l of lines) {
      if (!hasInstitutionWord(l.text)) continue;
      const entry = toEntry([l.text], null);
      if (entry) out.push(entry);
    }
  }
  return out.filter((e) => fold(e.institution ?? e.degree ?? '') !== '');
}
