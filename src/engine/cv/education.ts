/**
 * Education: institution (without its city), degree, field and dates. Institutions are recognised
 * by their vocabulary (University, Hochschule, École, Universidad, Università, Hogeschool, …),
 * degrees by theirs (Bachelor, Master, Licence, Laurea, Diplom, Grado, MBA, PhD, …).
 */
import { groupEntries } from './entries';
import { splitCompanyCity } from './experience';
import type { Line } from './read/types';
import type { EducationEntry } from './types';
import { fold, trimSeparators, words } from './text';

const INSTITUTION_PREFIXES = [
  'universit', 'univ', 'hochschul', 'fachhochschul', 'hogeschool', 'school', 'schule', 'college', 'academ', 'akadem',
  'accadem', 'institu', 'istitut', 'lycee', 'liceo', 'ecole', 'escuela', 'escola', 'politecnic', 'polytechn', 'gymnasium',
  'conservato', 'faculte', 'facultad', 'facolta', 'faculteit', 'rwth', 'eth', 'epfl', 'kolleg', 'seminar', 'campus',
  'iut', 'iae', 'ifmk', 'insa', 'essec', 'hec', 'bocconi', 'tu', 'uni', 'lyceum', 'atheneum', 'athenee', 'colegio',
  'scuola', 'ateneo', 'roc', 'berufsschule', 'berufskolleg',
];
const DEGREE_WORDS = new Set([
  'bachelor', 'master', 'bsc', 'msc', 'ba', 'ma', 'mba', 'emba', 'phd', 'doctorate', 'dr', 'diplom', 'dipl', 'diplome',
  'diploma', 'licence', 'licenciatura', 'licenciado', 'laurea', 'grado', 'maestria', 'master', 'magister', 'abitur',
  'baccalaureat', 'bac', 'hbo', 'mbo', 'wo', 'vwo', 'havo', 'certificate', 'certificat', 'zertifikat', 'ausbildung',
  'formation', 'classe', 'prepa', 'dut', 'bts', 'meng', 'beng', 'llb', 'llm', 'doctorat', 'dottorato', 'doctorado',
  'diplomado', 'tecnico', 'technicien', 'techniker', 'meister', 'staatsexamen', 'promotion', 'propedeuse', 'post',
  'mphil', 'ms', 'bs', 'bcom', 'ingenieur', 'ingeniero', 'executive', 'associate', 'hnd', 'gcse', 'certificado',
  'titulo', 'diplomatura', 'ciclo', 'maturita', 'matura', 'postgraduate', 'postgrado', 'specializzazione',
]);

function hasInstitutionWord(text: string): boolean {
  return words(text).some((w) => INSTITUTION_PREFIXES.some((p) => (p.length <= 4 ? w === p : w.startsWith(p))));
}

function hasDegreeWord(text: string): boolean {
  const ws = words(text);
  return ws.some((w) => DEGREE_WORDS.has(w)) || /\b(?:[BM]\.?\s?(?:A|Sc|Eng|Ed)\.|Dipl\.|Dr\.)/u.test(text);
}

const PART_SEP_RE = /\t+|\s+[–—|·•]\s+|\s+-\s+|,\s+|\s*\(|\)\s*/u;

function parts(text: string): string[] {
  return text
    .split(PART_SEP_RE)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '' && /\p{L}{2,}/u.test(p));
}

/** The institution part of a line: the part carrying an institution word, with its neighbours that belong to it. */
function institutionPart(text: string): string | null {
  // keep "Università di Esempio e Altrove" and "ABC - Example School of Management" whole where possible
  const major = text
    .split(/\t+|\s+[—|·•]\s+|,\s+|\s*\(|\)\s*|\s+–\s+(?=\p{Ll})/u)
    .map((p) => trimSeparators(p))
    .filter((p) => p !== '');
  const hit = major.find((p) => hasInstitutionWord(p) && !hasDegreeWord(p));
  if (hit) return hit;
  const small = parts(text).find((p) => hasInstitutionWord(p) && !hasDegreeWord(p));
  return small ?? null;
}

function degreeAndField(degreeText: string): { degree: string; field: string | null } {
  const t = trimSeparators(degreeText);
  const m = /^(.*?)\s+(?:in|en|em|di|de|in der|im)\s+(.+)$/u.exec(t);
  if (m && hasDegreeWord(m[1])) return { degree: t, field: m[2] };
  const dash = /^(.+?)\s+[–—-]\s+(.+)$/u.exec(t);
  if (dash && hasDegreeWord(dash[1])) return { degree: t, field: dash[2] };
  return { degree: t, field: null };
}

function toEntry(
  texts: string[],
  range: { start: string | null; end: string | null; current: boolean } | null,
  extra: string[] = [],
): EducationEntry | null {
  let lines = texts.map((t) => t.trim()).filter((t) => t !== '' && /\p{L}{2,}/u.test(t));
  // the institution may open the first description line ("Example University of Technology — thesis: …")
  const extraInst = extra.find((t) => institutionPart(t) !== null);
  if (!lines.some((l) => institutionPart(l) !== null) && extraInst) lines = [...lines, extraInst];
  if (lines.length === 0) return null;
  let institution: string | null = null;
  let degreeLine: string | null = null;
  for (const line of lines) {
    const inst: string | null = institution ? null : institutionPart(line);
    if (inst) {
      institution = inst;
      const rest = trimSeparators(line.replace(inst, '\t'));
      const restParts = parts(rest);
      if (!degreeLine && restParts.length > 0 && hasDegreeWord(restParts[0])) degreeLine = restParts[0];
    } else if (!degreeLine && hasDegreeWord(line)) {
      const majorParts = line.split(/\t+|\s+[—|·•]\s+|\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== '');
      degreeLine = majorParts[0] ?? null;
    }
  }
  if (!institution) {
    // no institution word: the line that is not the degree ("IFXX de Lyon"), or the part after the degree
    const other = lines.find((l) => !hasDegreeWord(l));
    if (other) institution = splitCompanyCity(parts(other)[0] ?? other).company;
    else {
      const ps = lines[0].split(/\t+|\s+[–—|·•]\s+|\s+-\s+|,\s+/u).map((p) => trimSeparators(p)).filter((p) => p !== '');
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

export function extractEducation(sections: readonly (readonly Line[])[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  for (const lines of sections) {
    const groups = groupEntries(lines, true);
    if (groups.length > 0) {
      for (const g of groups) {
        const texts = [...g.before.map((l) => l.text), g.anchorRest, ...g.after.map((l) => l.text)];
        // a thesis line or grade after the institution is not a new entry
        const entry = toEntry(texts, g.range, g.body.slice(0, 1).map((l) => l.text));
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
