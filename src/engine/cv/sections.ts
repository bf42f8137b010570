/**
 * Section headings in English, German, French, Spanish, Italian and Dutch → section kinds, and the
 * split of a document's lines into sections.
 */
import { findDateRange } from './dates';
import { DOCUMENT_TITLES, lexiconHeadings } from './lexicon/all';
import { mergeLabelRows } from './field-labels';
import { isLevelWord, isSpokenLanguage, normaliseLevel, parseLanguageItem } from './languages';
import type { Line } from './read/types';
import { isAllCaps } from './read/headings';
import { collapseLetterSpacing, fold, memoize, splitTopLevel, stripLeadingSymbols } from './text';

export type SectionKind =
  | 'header'
  | 'contact'
  | 'summary'
  | 'experience'
  | 'volunteering'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certifications'
  | 'interests'
  | 'projects'
  | 'publications'
  | 'awards'
  | 'references'
  | 'other';

/** Heading vocabulary, folded (lower case, no accents). */
const HEADINGS: Record<Exclude<SectionKind, 'header' | 'other'>, readonly string[]> = {
  contact: [
    'contact', 'contact details', 'contact information', 'personal details', 'personal information', 'personal data',
    'kontakt', 'kontaktdaten', 'personliche daten', 'persoenliche daten', 'personliche angaben', 'zur person',
    'coordonnees', 'contact', 'informations personnelles', 'donnees personnelles', 'etat civil',
    'contacto', 'datos personales', 'datos de contacto', 'informacion personal',
    'contatti', 'contatto', 'dati personali', 'informazioni personali',
    'contactgegevens', 'persoonlijke gegevens', 'personalia', 'gegevens',
  ],
  summary: [
    'summary', 'professional summary', 'profile', 'professional profile', 'personal profile', 'personal statement',
    'about me', 'about', 'objective', 'career objective', 'executive summary', 'career summary',
    'profil', 'kurzprofil', 'uber mich', 'zusammenfassung', 'berufsprofil', 'persönliches profil', 'personliches profil',
    'profil professionnel', 'resume', 'a propos', 'a propos de moi', 'objectif', 'synthese',
    'perfil', 'perfil profesional', 'resumen', 'resumen profesional', 'sobre mi', 'objetivo',
    'profilo', 'profilo professionale', 'sommario', 'chi sono', 'obiettivo', 'presentazione',
    'profiel', 'samenvatting', 'over mij', 'persoonlijk profiel', 'doelstelling',
  ],
  experience: [
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career', 'career history', 'professional background', 'relevant experience', 'experience and employment',
    // service in the forces is employment (a veteran's résumé lists its posts and ranks there)
    'military service', 'military experience', 'military history', 'military', 'wehrdienst', 'service militaire', 'servizio militare',
    'servicio militar', 'militaire dienst', 'dienstplicht',
    'berufserfahrung', 'berufliche laufbahn', 'beruflicher werdegang', 'berufliche stationen', 'berufliche erfahrung',
    'werdegang', 'praxiserfahrung', 'berufspraxis', 'beruflicher hintergrund', 'erfahrung',
    'experience professionnelle', 'experiences professionnelles', 'experiences', 'parcours professionnel', 'parcours',
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional', 'historial laboral',
    'esperienza', 'esperienze', 'esperienza professionale', 'esperienze professionali', 'esperienza lavorativa',
    'esperienze lavorative', 'werkervaring', 'ervaring', 'loopbaan', 'arbeidsverleden', 'professionele ervaring',
    'beroepservaring',
    // an academic CV's posts
    'academic positions', 'academic appointments', 'appointments', 'academic employment', 'professional appointments', 'positions held',
    'research positions', 'employment and appointments', 'akademischer werdegang und positionen', 'postes occupes',
    'leadership experience',
  ],
  volunteering: [
    'volunteering', 'volunteer experience', 'volunteer work', 'voluntary work', 'board memberships', 'board positions',
    'mandates', 'positions of responsibility', 'ehrenamt', 'ehrenamtliches engagement', 'ehrenamtliche tatigkeiten',
    'mandate', 'engagement', 'soziales engagement', 'benevolat', 'engagements', 'engagement associatif', 'mandats',
    'voluntariado', 'voluntariados', 'volontariato', 'vrijwilligerswerk', 'nevenfuncties', 'nevenactiviteiten',
    'board and advisory', 'board and advisory roles', 'board memberships', 'board positions', 'board roles', 'advisory boards',
    'board service', 'non executive directorships', 'aufsichtsratsmandate', 'mandats d administrateur',
  ],
  education: [
    'education', 'academic background', 'qualifications', 'education and training', 'academic qualifications',
    'apprenticeship', 'apprenticeships', 'apprenticeship and education',
    'training', 'education & training', 'ausbildung', 'bildung', 'bildungsweg', 'studium', 'schulbildung',
    'akademischer werdegang', 'ausbildung und studium', 'schul und berufsausbildung', 'hochschulbildung',
    'formation', 'formations', 'etudes', 'parcours academique', 'diplomes', 'formation et diplomes', 'diplomes et formations',
    'formacion', 'formacion academica', 'estudios', 'educacion', 'titulacion',
    'istruzione', 'istruzione e formazione', 'formazione', 'studi', 'titoli di studio', 'percorso formativo',
    'opleiding', 'opleidingen', 'onderwijs', 'scholing', 'opleiding en cursussen', 'opleidingen en cursussen',
  ],
  skills: [
    'skills', 'key skills', 'top skills', 'core skills', 'technical skills', 'competencies', 'core competencies', 'competences',
    'expertise', 'areas of expertise', 'tools', 'technologies', 'tech stack', 'skills and tools', 'skills & tools',
    'hard skills', 'soft skills', 'it skills', 'computer skills', 'skills and competencies', 'key competencies',
    'computer skills and competences', 'technical skills and competences', 'digital competences',
    'kenntnisse', 'fahigkeiten', 'kompetenzen', 'fachkenntnisse', 'it kenntnisse', 'edv kenntnisse', 'methoden',
    'fachkompetenzen', 'kernkompetenzen', 'schwerpunkte', 'fahigkeiten und kenntnisse', 'kenntnisse und fahigkeiten',
    'competences techniques', 'competences cles', 'savoir faire', 'outils', 'domaines', 'domaines de competence',
    'competences informatiques', 'informatique', 'habilidades', 'competencias', 'conocimientos', 'aptitudes',
    'herramientas', 'habilidades tecnicas', 'competencias tecnicas', 'conocimientos informaticos',
    'competenze', 'competenze tecniche', 'capacita', 'conoscenze', 'strumenti', 'competenze informatiche',
    'capacita e competenze', 'competenze professionali', 'vaardigheden', 'competenties', 'kennis', 'software',
    'kennis en vaardigheden', 'expertise en vaardigheden', 'ict vaardigheden', 'digital skills', 'digitale kompetenzen',
    'competences numeriques', 'informatica', 'competencias digitales', 'ofimatica', 'competenze digitali', 'digitale vaardigheden',
    // the 2004 European CV format's label rows ("Capacità e competenze tecniche ⇥ Operazioni di cassa; …")
    'capacita e competenze tecniche', 'capacita e competenze informatiche', 'capacita e competenze relazionali',
    'capacita e competenze organizzative', 'capacita e competenze artistiche', 'altre capacita e competenze',
    'social skills and competences', 'organisational skills and competences', 'organizational skills and competences',
    'artistic skills and competences', 'other skills and competences', 'technische fahigkeiten und kompetenzen',
    'soziale fahigkeiten und kompetenzen', 'organisatorische fahigkeiten und kompetenzen', 'ikt kenntnisse und kompetenzen',
    'aptitudes et competences techniques', 'aptitudes et competences sociales', 'aptitudes et competences organisationnelles',
    'aptitudes et competences informatiques', 'capacidades y aptitudes tecnicas', 'capacidades y aptitudes sociales',
    'capacidades y aptitudes organizativas', 'capacidades y aptitudes informaticas', 'technische vaardigheden en competenties',
    'sociale vaardigheden en competenties', 'organisatorische vaardigheden en competenties', 'computervaardigheden en competenties',
    'aptidoes e competencias tecnicas', 'aptidoes e competencias sociais', 'aptidoes e competencias organizacionais',
    'aptidoes e competencias informaticas',
    'methods', 'methods and software', 'methods and tools', 'tools and methods', 'software and methods', 'research methods',
    'research skills', 'technical and research skills', 'research and technical skills', 'laboratory skills', 'technical and laboratory skills',
  ],
  languages: [
    'languages', 'language skills', 'language', 'spoken languages', 'sprachen', 'sprachkenntnisse', 'fremdsprachen',
    'langues', 'competences linguistiques', 'idiomas', 'lenguas', 'lingue', 'conoscenze linguistiche',
    'competenze linguistiche', 'talen', 'talenkennis', 'taalvaardigheid',
  ],
  certifications: [
    'certifications', 'certificates', 'certification', 'licenses', 'licences', 'courses', 'further training',
    'cards', 'tickets', 'tickets and licences', 'tickets and licenses', 'licenses and certifications', 'licences and certifications',
    'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen', 'kurse',
    'certifications et formations', 'certificats', 'certificaciones', 'cursos', 'certificados',
    'certificazioni', 'corsi', 'certificaten', 'certificeringen', 'cursussen', 'trainingen',
    // training beside the degrees, whose first word alone would read as education
    'formacion complementaria', 'formacion adicional', 'otra formacion', 'cursos de formacion', 'cursos y certificaciones',
    'formation complementaire', 'formations complementaires', 'autres formations', 'formation continue',
    'formazione complementare', 'corsi di formazione', 'corsi e certificazioni', 'altra formazione',
    'aanvullende opleidingen', 'aanvullende cursussen', 'overige opleidingen', 'additional training', 'professional development',
    'continuing education', 'zusatzqualifikationen', 'fort und weiterbildung', 'fort und weiterbildungen', 'weitere qualifikationen',
  ],
  interests: [
    'interests', 'hobbies', 'hobbies and interests', 'interessen', 'hobbys', 'freizeit', 'centres d interet',
    'loisirs', 'interets', 'intereses', 'aficiones', 'interessi', 'hobby', 'tempo libero', 'hobby s', 'interesses',
  ],
  projects: [
    'projects', 'projekte', 'projets', 'proyectos', 'progetti', 'projecten', 'side projects', 'key projects',
    // a US résumé's student and community roles: dated, yet no jobs ("Leadership Experience" keeps its experience)
    'leadership', 'leadership activities', 'leadership and activities', 'activities', 'activities and leadership', 'extracurricular activities',
    'campus involvement', 'community involvement', 'student activities', 'activities and honors', 'activities and interests',
  ],
  publications: ['publications', 'publikationen', 'veroffentlichungen', 'publicaciones', 'pubblicazioni', 'publicaties'],
  awards: [
    'awards', 'honours', 'honors', 'auszeichnungen', 'distinctions', 'prix', 'premios', 'premi', 'prijzen',
    // an academic CV's grants: dated lines, neither degrees nor jobs
    'grants', 'funding', 'research funding', 'grants and funding', 'grants and awards', 'awards and grants', 'fellowships and grants',
    'grants and fellowships', 'drittmittel', 'forschungsforderung', 'financements', 'financements obtenus', 'financiacion', 'finanziamenti',
  ],
  references: [
    'references', 'referees', 'referenzen', 'references professionnelles', 'referencias', 'referenze', 'referenties',
    // sections of miscellany (availability, driving licence, the data-protection consent): read as nothing, like references
    'additional information', 'other information', 'sonstiges', 'weitere angaben', 'informations complementaires', 'otros datos',
    'otros datos de interes', 'datos de interes', 'informacion adicional', 'altre informazioni', 'ulteriori informazioni',
    'informazioni aggiuntive', 'overige informatie', 'aanvullende informatie', 'outras informacoes', 'informacoes adicionais',
    // an academic CV's teaching, supervision and service: dated lines that are neither jobs nor degrees
    // ("Teaching" and "Service" alone stay unknown: "Teaching Experience" lists jobs, "Service og feilsøking" is a skill)
    'courses taught', 'teaching activities', 'research supervision', 'student supervision',
    'professional service', 'academic service', 'editorial activities', 'peer review', 'memberships',
    'professional memberships',
  ],
};

const HEADING_INDEX = new Map<string, SectionKind>();
for (const [kind, phrases] of Object.entries(HEADINGS) as [SectionKind, readonly string[]][]) {
  for (const p of phrases) if (!HEADING_INDEX.has(p)) HEADING_INDEX.set(p, kind);
}
// the other fifteen EU/EEA languages (and additions) come from the per-language lexicons
for (const [kind, key] of lexiconHeadings()) if (!HEADING_INDEX.has(key)) HEADING_INDEX.set(key, kind);
// letter-spaced headings whose word spaces the reader dropped: "CLINICALEXPERIENCE", "PERSÖNLICHEDATEN"
const SQUASHED_INDEX = new Map<string, SectionKind>();
for (const [key, kind] of HEADING_INDEX) if (key.includes(' ') && !SQUASHED_INDEX.has(key.replace(/ /g, ''))) SQUASHED_INDEX.set(key.replace(/ /g, ''), kind);
// longest first, so "workexperience" wins over "experience"
const SQUASHED_LOOKUP: [string, SectionKind][] = [...HEADING_INDEX].map(([k, kind]): [string, SectionKind] => [k.replace(/ /g, ''), kind]).sort((a, b) => b[0].length - a[0].length);

/**
 * "Berufserfahrung / Professional Experience", "Expérience professionnelle · Berufserfahrung · Beruffserfarung":
 * every part of a bilingual heading names the same kind; of three, one may be in a language no lexicon has.
 */
function bilingualKind(raw: string): SectionKind | undefined {
  const parts = raw.split(/(?<!\s)\s+[/|·•]\s+/u);
  if (parts.length < 2 || parts.length > 3) return undefined;
  const kinds = parts.map((p) => HEADING_INDEX.get(headingKey(p)));
  const known = kinds.filter((k) => k !== undefined);
  if (known.length < 2 || known.length < parts.length - 1) return undefined;
  return known.every((k) => k === known[0]) ? known[0] : undefined;
}

/** Is the line a document title ("Curriculum Vitae", "Lebenslauf", "ŽIVOTOPIS") rather than a heading or a name? */
export function isDocumentTitle(text: string): boolean {
  const key = headingKey(text.replace(/:$/, ''));
  if (DOCUMENT_TITLES.has(key)) return true;
  // "Curriculum Vitae – Anna Nowak" keeps its name; "CV Anna Nowak" too: only the title itself counts
  return false;
}

/** The heading text reduced to a lookup key: icons, letter-spacing, punctuation and case removed. */
export const headingKey = memoize((text: string): string => {
  const t = collapseLetterSpacing(stripLeadingSymbols(text.replace(/\t/g, ' ')));
  return fold(t)
    .replace(/[&+]/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
});

function lookupKey(key: string): SectionKind | undefined {
  const direct = HEADING_INDEX.get(key) ?? HEADING_INDEX.get(key.replace(/ and /g, ' & ')) ?? HEADING_INDEX.get(key.replace(/ and /g, ' '));
  if (direct) return direct;
  // "Experience professionnelle et stages", "Skills & Tools", "Sprachen und Interessen": the first phrase decides
  const ws = key.split(' ');
  for (let n = Math.min(4, ws.length - 1); n >= 1; n--) {
    const head = HEADING_INDEX.get(ws.slice(0, n).join(' '));
    // (a heading word before a preposition names a qualification: "Certificate in HVAC Technology", "Diploma of Nursing")
    if (head && !QUALIFYING_PREPOSITIONS.has(ws[n])) return head;
  }
  // "Clinical Experience", "Relevant Work Experience": a qualifier before a known heading; a job
  // title ("Coordinadora de Proyectos", "Teacher of Languages") joins its words with a preposition
  if (ws.length > 3 || ws.some((w) => CONNECTIVES.has(w))) return undefined;
  for (let n = Math.min(3, ws.length - 1); n >= 1; n--) {
    const tail = HEADING_INDEX.get(ws.slice(-n).join(' '));
    if (tail && SUFFIX_KINDS.has(tail)) return tail;
  }
  return undefined;
}

const QUALIFYING_PREPOSITIONS = new Set(['in', 'of', 'for', 'im', 'fur', 'at']);

// kinds whose heading word may come last after a qualifier (not "… Profile", "… Data": too loose)
const SUFFIX_KINDS: ReadonlySet<SectionKind> = new Set(['experience', 'education', 'skills', 'languages', 'projects']);
const CONNECTIVES = new Set([
  'de', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'en', 'in', 'im', 'of', 'for', 'fur', 'pour', 'per', 'para', 'voor', 'van', 'von',
  'and', 'und', 'et', 'y', 'e', 'i', 'a', 'w', 'z', 'na', 'pro', 'za', 'og', 'och', 'ja', 'es', 'si', 'the', 'la', 'le', 'el', 'il',
]);

/** A squashed letter-spaced heading: a known heading, or a qualifier glued before one ("CLINICALEXPERIENCE"). */
function squashedKind(key: string): SectionKind | undefined {
  const whole = SQUASHED_INDEX.get(key) ?? HEADING_INDEX.get(key);
  if (whole) return whole;
  // the first phrase decides ("CERTIFICATIONS&TRAINING"), as for spaced headings; else a qualifier before a heading
  for (const [k, kind] of SQUASHED_LOOKUP) if (k.length >= 6 && key.length > k.length && key.startsWith(k)) return kind;
  for (const [k, kind] of SQUASHED_LOOKUP) if (k.length >= 6 && key.length > k.length && key.endsWith(k) && SUFFIX_KINDS.has(kind)) return kind;
  return undefined;
}

const WEAK_HEADINGS = new Set(['informatica', 'informatique', 'software']);
const ENTRY_SECTIONS: ReadonlySet<SectionKind> = new Set(['experience', 'education', 'volunteering']);
const HEADING_JOINERS = new Set(['and', 'en', 'und', 'et', 'y', 'e', 'i', 'og', 'och', 'ja', 'a', 'es', 'si', 'ir', 'un', 'in']);

/** The section kind a line announces, if it is a heading in the vocabulary. */
export function headingKind(line: Pick<Line, 'text' | 'heading' | 'bold' | 'table'>): SectionKind | undefined {
  // the answer depends on the text and three flags: remembered under both
  return headingKindOf(`${line.heading ? 'h' : '-'}${line.bold === true ? 'b' : '-'}${line.table ? 't' : '-'}${line.text}`);
}

const headingKindOf = memoize((flagged: string): SectionKind | undefined => {
  const line = { heading: flagged[0] === 'h', bold: flagged[1] === 'b', table: flagged[2] === 't' };
  const raw = flagged.slice(3).trim();
  if (raw.length > 100 || /[@\d]{2}/.test(raw) || /[.!?]$/.test(raw)) return undefined;
  // a heading in three languages is longer than one in one
  if (raw.length > 60) return bilingualKind(raw.replace(/:$/, ''));
  const key = headingKey(raw.replace(/:$/, ''));
  if (key === '') return undefined;
  const nWords = key.split(' ').length;
  if (nWords > 6) return undefined;
  const letters = raw.replace(/[^\p{L}]/gu, '');
  const looksLikeHeading = line.heading || line.bold === true || raw.endsWith(':') || (letters.length > 2 && letters === letters.toUpperCase());
  const exact = HEADING_INDEX.get(key) ?? HEADING_INDEX.get(key.replace(/ and /g, ' '));
  // a field of study as well as a heading ("Informatica" under a degree): a heading only when set as one
  if (exact && WEAK_HEADINGS.has(key) && !looksLikeHeading) return undefined;
  if (exact && (looksLikeHeading || (!line.table && nWords <= 3))) return exact;
  // a German ellipsis names its kind in the last word ("EDV- und Fachkenntnisse", "Sprach- und IT-Kenntnisse")
  const ellipsis = exact ? null : /^\p{L}+-\s+(?:und|u\.|oder|sowie|&)\s+(\S.*)$/iu.exec(raw);
  if (ellipsis) return headingKindOf(`${flagged.slice(0, 3)}${ellipsis[1]}`);
  // two headings joined on a plain line ("Cursussen en certificaten", "Ďalšie vzdelávanie a certifikáty"): the first decides
  if (!exact && (!line.table || looksLikeHeading) && nWords >= 3) {
    const ws = key.split(' ');
    for (let k = 1; k < ws.length - 1; k++) {
      if (!HEADING_JOINERS.has(ws[k])) continue;
      const first = HEADING_INDEX.get(ws.slice(0, k).join(' '));
      // (the second maybe with a word before it: "Počítačové zručnosti a ďalšie schopnosti")
      if (first && (HEADING_INDEX.has(ws.slice(k + 1).join(' ')) || (ws.length - k <= 3 && HEADING_INDEX.has(ws[ws.length - 1])))) return first;
    }
  }
  const bilingual = bilingualKind(raw.replace(/:$/, ''));
  if (bilingual) return bilingual;
  if (!exact && !/\s/.test(raw) && key.length >= 8 && letters === letters.toUpperCase() && (line.heading || line.bold === true)) {
    const squashed = squashedKind(key.replace(/ /g, ''));
    if (squashed) return squashed;
  }
  if (!looksLikeHeading || nWords > 5) return undefined;
  // a German compound on a skills word ("Methodenkompetenz", "Softwarekenntnisse", "Führungsfähigkeiten")
  if (nWords === 1 && /^\p{L}{4,}(?:kenntnisse|kompetenz(?:en)?|fahigkeiten|fertigkeiten)$/u.test(key) && !HEADING_INDEX.has(key)) return 'skills';
  return lookupKey(key);
});

/** "Skills: Python, SQL" → the kind and the content after the colon. */
export function inlineHeading(text: string): { kind: SectionKind; rest: string } | undefined {
  // no \s* before the rest: both would take the spaces (quadratic); the text is trimmed, so the rest ends in a non-space
  // or a label cell before a TAB ("Sprachen ⇥ Deutsch (Muttersprache), Englisch (gut)", a table row)
  const m = /^([^:\t]{3,60})[:\t](.*\S)$/u.exec(text.trim());
  if (!m) return undefined;
  const key = headingKey(m[1]);
  const kind = HEADING_INDEX.get(key);
  if (!kind || !['skills', 'languages', 'summary', 'interests', 'certifications'].includes(kind)) return undefined;
  return { kind, rest: m[2].trim() };
}

/**
 * "IDIOMAS Español – nativo", "HABILIDADES Inventory Management": a section name in capitals that
 * shares its line with the section's first item, as a label column does once its gap is lost (plain
 * text). The capital words must be a known heading, and what follows must not be in capitals.
 */
export function capitalHeadingPrefix(text: string): { kind: SectionKind; title: string; rest: string } | undefined {
  const words = text.trim().split(/\s+/);
  let caps = 0;
  while (caps < Math.min(4, words.length - 1) && /^\p{Lu}[\p{Lu}&/-]+$/u.test(words[caps])) caps++;
  if (caps === 0 || !/\p{Ll}/u.test(words[caps])) return undefined;
  for (let n = caps; n >= 1; n--) {
    const title = words.slice(0, n).join(' ');
    const kind = HEADING_INDEX.get(headingKey(title));
    // the rest as printed: its TABs still part the cells ("KOMPETENSER Utomhuspedagogik ⇥ Pedagogisk dokumentation")
    if (kind && title.length >= 4) return { kind, title, rest: text.trim().replace(/^\S+(?:\s+\S+){0,3}/u, (head) => head.split(/\s+/).slice(n).join(' ')).trim() };
  }
  return undefined;
}

/**
 * "ARBETSLIVSERFARENHET ⇥ 2018 – nu ⇥ Förskollärare, …": a label column's heading in capitals in the
 * first cell of the section's first line. The cell must be a heading exactly, not a title that starts
 * like one ("TRAINING COORDINATOR ⇥ 2019 – 2021").
 */
function labelCellHeading(text: string): { kind: SectionKind; title: string; rest: string } | undefined {
  const tab = text.indexOf('\t');
  if (tab <= 0 || tab > 60) return undefined;
  const cell = text.slice(0, tab).trim();
  const rest = text.slice(tab + 1).trim();
  const letters = cell.replace(/[^\p{L}]/gu, '');
  if (rest === '' || letters.length < 3) return undefined;
  const key = headingKey(cell);
  // in capitals, or a label of four words or more that is a heading as a whole ("Capacità e competenze tecniche")
  if (letters !== letters.toUpperCase() && key.split(' ').length < 4) return undefined;
  // (a label in capitals may name its kind as a heading set apart does: "TYÖHÖN LIITTYVÄT TAIDOT")
  // (its last word a heading's: "TRAINING COORDINATOR ⇥ 2019 – 2021" is a title)
  const lastWord = key.split(' ').pop() ?? '';
  const caps = letters === letters.toUpperCase();
  const kind = HEADING_INDEX.get(key) ?? (caps && HEADING_INDEX.has(lastWord) ? headingKind({ text: cell, heading: true, bold: true }) : undefined);
  if (kind) return { kind, title: cell, rest };
  // the Europass label "COMPETENȚE DE COMUNICARE ⇥ bune competențe …": a skills or languages word first, the
  // whole label the title (not an entry's kind: "TRAINING COORDINATOR ⇥ 2019 – 2021" is a title)
  const first = caps && findDateRange(rest, false) === null ? HEADING_INDEX.get(key.split(' ')[0]) : undefined;
  return first === 'skills' || first === 'languages' ? { kind: first, title: cell, rest } : undefined;
}

export interface Section {
  kind: SectionKind;
  /** the heading as printed ('' for the header block before the first heading) */
  title: string;
  lines: Line[];
}

const headingCell = (text: string): boolean => text.length <= 40 && headingKind({ text, heading: true, bold: true }) !== undefined;

/**
 * "VJEŠTINE ⇥ JEZICI" over "Opera PMS ⇥ hrvatski – materinski": two or three sections side by side, a
 * heading per column on one row. The cells below go to their column's section, column by column; a
 * cell that is itself a heading opens the next section of its column ("Vođenje tima ⇥ OSTALO"). A line
 * of one short cell continues the first column; a heading or a paragraph across the page ends the grid.
 */
function splitHeadingColumns(lines: readonly Line[]): readonly Line[] {
  if (!lines.some((l) => l.text.includes('\t'))) return lines;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const cells = line.text.split('\t').map((c) => c.trim());
    if (line.table || cells.length < 2 || cells.length > 3 || !cells.every(headingCell)) {
      out.push(line);
      continue;
    }
    const columns: Line[][] = cells.map((text) => [{ ...line, text, heading: true }]);
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j];
      if (l.page !== line.page || l.column !== line.column || l.table) break;
      const parts = l.text.split('\t').map((c) => c.trim()).filter((c) => c !== '');
      if (parts.length === 0 || parts.length > cells.length) break;
      if (parts.length === 1) {
        if (l.heading || parts[0].length > 60) break;
        columns[0].push({ ...l, text: parts[0] });
        continue;
      }
      parts.forEach((text, k) => columns[k].push({ ...l, text, heading: headingCell(text) && text === text.toUpperCase() }));
    }
    out.push(...columns.flat());
    i = j - 1;
  }
  return out;
}

const CONTACT_DATA_RE = /@|(?:\+?\d[\d ().-]{7,}\d)/;

/** The line opens another column (main → side or back) and the lines up to the next heading hold an e-mail or a phone. */
function opensColumnWithContact(lines: readonly Line[], kinds: readonly (SectionKind | undefined)[], i: number): boolean {
  const line = lines[i];
  const previous = lines[i - 1];
  if (!previous || line.column === 'full' || previous.column === 'full' || line.column === previous.column || line.page !== previous.page) return false;
  for (let j = i; j < lines.length && j < i + 8 && kinds[j] === undefined && lines[j].column === line.column; j++) {
    if (CONTACT_DATA_RE.test(lines[j].text) && findDateRange(lines[j].text, false) === null) return true;
  }
  return false;
}

/**
 * Split the document into sections. Lines before the first heading form the `header` section (name,
 * title, contact data). An unknown heading starts an `other` section only when it looks exactly like
 * the known headings of the document (same size and weight), so a job title flagged as a heading by
 * the reader never ends the experience section.
 */
export function splitSections(read: readonly Line[]): Section[] {
  // a table row [label | value] whose label opens a section or names the mother tongue ("Limbi
  // străine cunoscute | engleză (B2)", "Limba maternă | română") reads as "label ⇥ value"
  const lines = splitHeadingColumns(mergeLabelRows(read, (merged) => inlineHeading(merged) !== undefined || motherTongue(merged) !== undefined));
  const sections: Section[] = [{ kind: 'header', title: '', lines: [] }];
  const knownStyles: { fontSize?: number; bold?: boolean }[] = [];
  // a heading word that opens a multi-line table cell (a sidebar or column laid out as a table) heads
  // what follows it in the cell, as it would outside a table
  const sameCell = (a: Line, b: Line | undefined): boolean =>
    b?.table !== undefined && a.table !== undefined && b.table.index === a.table.index && b.table.row === a.table.row && b.table.cell === a.table.cell;
  // a label cell alone in its row ("Esperienza professionale" in the Europass editor's label column) heads it too
  const rowKey = (l: Line): string => `${l.table?.index}:${l.table?.row}`;
  const rowsWithContent = new Set(lines.filter((l) => l.table && l.table.cell > 0).map(rowKey));
  const aloneInRow = (l: Line): boolean => l.table !== undefined && l.table.cell === 0 && !rowsWithContent.has(rowKey(l));
  // and so does a label cell of one line beside a cell of several ("Competenze comunicative | ▪ … ▪ …"), set as one
  // (not an entry section's: "Klinická prax | …" under "Odborné zručnosti" labels skills)
  const labelCellKind = (l: Line): SectionKind | undefined => {
    const kind = headingKind({ ...l, table: undefined, bold: true });
    return kind !== undefined && !ENTRY_SECTIONS.has(kind) ? kind : undefined;
  };
  const nextCellOfRow = (a: Line, b: Line | undefined): boolean =>
    b?.table !== undefined && a.table !== undefined && b.table.index === a.table.index && b.table.row === a.table.row && b.table.cell === 1;
  const labelOfCell = (l: Line, i: number): boolean =>
    l.table !== undefined && l.table.cell === 0 && (i === 0 || !sameCell(lines[i - 1], l)) && nextCellOfRow(l, lines[i + 1]) && nextCellOfRow(l, lines[i + 2]);
  const kinds = lines.map((l, i) =>
    headingKind(l) ??
    (l.table && (sameCell(l, lines[i + 1]) || aloneInRow(l)) ? headingKind({ ...l, table: undefined }) : undefined) ??
    (labelOfCell(l, i) ? labelCellKind(l) : undefined),
  );
  // a heading wrapped onto a second line ("EXPERIENCIA" / "PROFESIONAL" in a narrow label column): the
  // second line, set the same way, continues the title when the two together are a heading
  const continued = new Set<number>();
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    if (!next || !l.heading || !next.heading || kinds[i + 1] !== undefined || continued.has(i)) return;
    if (next.fontSize !== l.fontSize || next.bold !== l.bold || next.page !== l.page || /\d/.test(next.text) || next.text.split(/\s+/).length > 3) return;
    const joinedText = `${l.text.trim()} ${next.text.trim()}`;
    const joined = headingKind({ ...l, text: joinedText });
    if (joined === undefined || (kinds[i] !== undefined && joined !== kinds[i])) return;
    // a whole heading over an entry's title set like one ("DARBA PIEREDZE" / "Vecākais automehāniķis"): the
    // second line continues it only when the two make one known heading, not a heading and more words
    if (kinds[i] !== undefined && !HEADING_INDEX.has(headingKey(joinedText))) return;
    kinds[i] = joined;
    continued.add(i + 1);
  });
  lines.forEach((l, i) => {
    if (kinds[i]) knownStyles.push({ fontSize: l.fontSize, bold: l.bold });
  });
  const knownCaps = lines.some((l, i) => kinds[i] !== undefined) && lines.every((l, i) => kinds[i] === undefined || isAllCaps(l.text));
  const looksLikeKnownHeading = (l: Line): boolean =>
    l.heading &&
    l.fontSize !== undefined &&
    knownStyles.length >= 2 &&
    knownStyles.every((s) => s.fontSize !== undefined && Math.abs(s.fontSize - (l.fontSize ?? 0)) < 0.3 && s.bold === l.bold) &&
    !/\d/.test(l.text) &&
    l.text.split(/\s+/).length <= 4;

  let current = sections[0];
  lines.forEach((line, i) => {
    // a title the CV opens with ("Résumé", "CURRICULUM VITAE") stays in the header: it starts no section
    if (current === sections[0] && current.lines.length === 0 && isDocumentTitle(line.text)) {
      current.lines.push(line);
      return;
    }
    if (continued.has(i)) {
      current.title = `${current.title.trim()} ${line.text.trim()}`;
      return;
    }
    const kind = kinds[i];
    if (kind) {
      // "DIGITAL SKILLS ⇥ SELF-ASSESSMENT": a label whose row goes on with content keeps the content
      const cell = line.text.includes('\t') ? labelCellHeading(line.text) : undefined;
      if (cell?.kind === kind) {
        current = { kind, title: cell.title, lines: [{ ...line, text: cell.rest }] };
        sections.push(current);
        return;
      }
      current = { kind, title: line.text, lines: [] };
      sections.push(current);
      return;
    }
    // an entry's title set like a heading right below its dates ("01/03/2019 – ATTUALE Torino, Italia" over
    // "FARMACISTA COLLABORATRICE", the Europass editor) belongs to the entry
    const belowDates = ENTRY_SECTIONS.has(current.kind) && i > 0 && findDateRange(lines[i - 1].text, false) !== null;
    // …and so does one in lower case, above its employer and dates, under headings in capitals ("Executiva de Contas
    // Sênior" / "Vértice Ltda." / "03/2021 – Atual" under "EXPERIÊNCIA")
    const aboveDates =
      ENTRY_SECTIONS.has(current.kind) &&
      knownCaps &&
      !isAllCaps(line.text) &&
      [lines[i + 1], lines[i + 2]].some((l, k) => l !== undefined && kinds[i + 1 + k] === undefined && findDateRange(l.text, false) !== null && (k === 0 || !lines[i + 1].heading));
    if (current.kind !== 'header' && looksLikeKnownHeading(line) && !belowDates && !aboveDates) {
      current = { kind: 'other', title: line.text, lines: [] };
      sections.push(current);
      return;
    }
    const prefixed = line.heading ? undefined : (labelCellHeading(line.text) ?? capitalHeadingPrefix(line.text));
    if (prefixed) {
      current = { kind: prefixed.kind, title: prefixed.title, lines: [{ ...line, text: prefixed.rest }] };
      sections.push(current);
      return;
    }
    // a sidebar read after the main column opens with the contact block, under no heading ("1720 Spruce
    // Street" / "215.555.0163" after the last main section): it starts a contact section of its own
    if (current.kind !== 'header' && current.kind !== 'contact' && opensColumnWithContact(lines, kinds, i)) {
      current = { kind: 'contact', title: '', lines: [line] };
      sections.push(current);
      return;
    }
    const inline = inlineHeading(line.text) ?? motherTongue(line.text);
    // inside a skills section "Tools: Jira" is a sub-label; "Languages: English (native), Dutch (B2)" and
    // "Certifications: …" start their own sections (but "Languages: Java, Go" stays a skills line)
    if (inline && (current.kind !== 'skills' || opensOwnSection(inline))) {
      current = { kind: inline.kind, title: line.text, lines: [{ ...line, text: inline.rest }] };
      sections.push(current);
      return;
    }
    current.lines.push(line);
  });
  return sections.filter((s) => s.kind === 'header' || s.lines.length > 0 || s.title !== '');
}

/**
 * "Limba maternă: română", "Mother tongue(s) ⇥ Romanian" (Europass): the label is a level, so the
 * whole line is the language's, in a languages section.
 */
function motherTongue(text: string): { kind: SectionKind; rest: string; native: true } | undefined {
  const m = /^([^:\t]{3,40})[:\t]\s*(\S.*)$/u.exec(text.trim());
  if (!m || !isLevelWord(m[1]) || normaliseLevel(m[1]) !== 'native' || !parseLanguageItem(m[2])) return undefined;
  return { kind: 'languages', rest: text.trim(), native: true };
}

function opensOwnSection(inline: { kind: SectionKind; rest: string; native?: true }): boolean {
  if (inline.kind === 'certifications' || inline.kind === 'interests' || inline.native) return true;
  if (inline.kind !== 'languages') return false;
  // a comma inside a level's parentheses ("Vietnamese (fluent – speaking, reading and writing)") parts no items
  const items = splitTopLevel(inline.rest, /[,;]/u).filter((t) => t.trim() !== '');
  return items.length > 0 && items.filter((t) => isSpokenLanguage(t)).length >= items.length / 2;
}

/** All lines of the sections of the given kinds, in document order. */
export function linesOf(sections: readonly Section[], ...kinds: SectionKind[]): Line[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}
