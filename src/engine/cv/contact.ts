/**
 * Personal information from the top of the CV and its contact block: name, e-mail, phone,
 * location as written, links.
 */
import type { Line } from './read/types';
import type { PersonalInfo } from './types';
import { endsWithOneOf, hasRoleWord } from './roles';
import { headingKind, isDocumentTitle } from './sections';
import type { SectionKind } from './sections';
import { fold, stripLeadingSymbols, trimTrailing, words } from './text';
import { NAME_PARTICLES, pickName as pickScoredName } from './names';
import { findDateRange, removeRange } from './dates';
import { countDigits, findPhoneIn, isIdentifierBefore } from './phones';
import { findPlace } from './places';
import { FAMILY_NAME_LABELS, FULL_NAME_LABELS, GIVEN_NAME_LABELS, lexKey } from './lexicon/all';

// starts only where a run of address characters starts: tried inside a long run of letters without
// an "@", it rescanned the rest of the run from every letter (quadratic: 80 KB took 35 s)
const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const URL_RE =
  /(?<![a-z0-9.-])(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|de|fr|es|it|nl|eu|uk|co|be|at|ch|pl|dk|se|info|app|page|site|design|art|studio|xyz)(?:\/[^\s,;|·•)]*)?/giu;
const PHONE_RE = /(?:\+|00)?\(?\d[\d ()./\u00a0-]{5,}\d/gu;
const PHONE_SCAN_CHARS = 300;
const PHONE_SCAN_LINES = 40;

const FULL_DATE_RE = /(?<![\d+])\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:19|20)\d{2}(?!\d)/g;

const DATE_LIKE_RE = /^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{4}\s*[-–]\s*\d{4}$|^\d{1,2}\/\d{4}$/;

// Words that make a line a job title rather than a name or a place (folded word stems).
const TITLE_WORDS = [
  'engineer', 'developer', 'manager', 'designer', 'researcher', 'consultant', 'analyst', 'scientist', 'director',
  'officer', 'specialist', 'assistant', 'intern', 'lead', 'head', 'architect', 'accountant', 'partner', 'advisor',
  'adviseur', 'adviser', 'coordinator', 'administrator', 'technician', 'teacher', 'nurse', 'doctor', 'lawyer', 'recruiter',
  'geschaftsfuhrer', 'geschaeftsfuehrer', 'leiter', 'leiterin', 'managerin', 'entwickler', 'entwicklerin', 'berater',
  'beraterin', 'ingenieur', 'ingenieurin', 'referent', 'referentin', 'kaufmann', 'kauffrau', 'sachbearbeiter',
  'kinesitherapeute', 'masseur', 'infirmier', 'infirmiere', 'chef', 'responsable', 'ingeniero', 'ingeniera',
  'desarrollador', 'jefe', 'jefa', 'coordinador', 'coordinadora', 'responsabile', 'contabile', 'impiegato', 'impiegata',
  'sviluppatore', 'projectmanager', 'projectleider', 'medewerker', 'adviseur', 'ontwikkelaar', 'beleidsmedewerker',
  'ceo', 'cto', 'cfo', 'coo', 'vp', 'marketing', 'sales', 'hr', 'data', 'software', 'ux', 'ui', 'qa', 'product',
  'project', 'senior', 'junior', 'student', 'graduate', 'freelance', 'freelancer', 'physiotherapist', 'therapist',
];
const TITLE_SET = new Set(TITLE_WORDS);
// matched as word endings ("Softwareentwickler"): a word's few endings are looked up, not every title word tried
const LONG_TITLE_WORDS = new Set(TITLE_WORDS.filter((t) => t.length >= 6));
const LONGEST_TITLE_WORD = TITLE_WORDS.reduce((max, t) => Math.max(max, t.length), 0);


const LABEL_RE =
  /^(?:e-?mail|mail|tel(?:efon|efoon|éfono|efono|éphone)?|phone|mobile?|mobil|cell(?:ulare)?|handy|portable|móvil|movil|gsm|fax|adres(?:se|s)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|linkedin|github|web(?:site)?|site|portfolio|homepage|sito|página web|xing)(?![\p{L}])\s*[:.]?\s*/iu;
const LOCATION_LABEL_RE =
  /^(?:adres(?:se|s)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|lieu)\b/iu;
const PHONE_LABEL_RE = /(?<![\p{L}])(?:telèfon|mòbil|tel|phone|mobil|mobile|handy|gsm|cell|telefon|telefón|telefono|teléfono|telefone|telemóvel|puh|puhelin|tlf|tfn|mob|sími|farsími|τηλέφωνο|τηλ|κινητό|телефон|тел|мобилен|телефони|celular|telefoni|cel|numru tat-telefon|mowbajl)(?![\p{L}])/iu;
const NON_LOCATION_LABEL_RE =
  /^(?:geburtsdatum|date de naissance|fecha de nacimiento|data di nascita|data de nascimento|geboortedatum|date of birth|birth|nationalit|staatsangeh|nazionalit|nacionalidad|nacionalidade|nationaliteit|familienstand|permis|führerschein|patente|rijbewijs|driving|(?:sex|sexe|sexo|sesso|geschlecht|geslacht|gender|płeć|pohlaví|pohlavie|sexul|nem|spol|lytis|dzimums|sugu|kön|køn|kjønn|sukupuoli)(?![\p{L}]))/iu;

// the Europass "position applied for" label, in the CV languages (folded)
const APPLIED_FOR_RE =
  /^(?:position applied for|job applied for|desired position|desired job|se candideaza|post vizat|haettu tehtava|posizione ricoperta|occupazione desiderata|poste vise|emploi recherche|puesto solicitado|empleo deseado|gewunschte (?:position|beschaftigung)|angestrebte position|beoogde functie|gewenste functie|pretendowane stanowisko|stanowisko o ktore sie ubiegam|pozadovana pozice|pozadovane zamestnanie|megpalyazott munkakor|trazeno radno mjesto|zeleno delovno mesto|pageidaujamas darbas|velama darba vieta|soovitud ametikoht|onsket stilling|onsket job|sokt tjanst|onskad tjanst|posto pretendido|emprego pretendido)\b/u;

const COUNTRIES = new Set(
  [
    'uk', 'united kingdom', 'england', 'scotland', 'wales', 'ireland', 'germany', 'deutschland', 'france', 'spain', 'espana',
    'italy', 'italia', 'netherlands', 'nederland', 'the netherlands', 'belgium', 'belgique', 'belgie', 'austria', 'osterreich',
    'switzerland', 'schweiz', 'suisse', 'svizzera', 'poland', 'polska', 'denmark', 'danmark', 'sweden', 'sverige', 'norway',
    'norge', 'finland', 'portugal', 'luxembourg', 'czech republic', 'czechia', 'greece', 'hungary', 'romania', 'croatia',
    'slovakia', 'slovenia', 'bulgaria', 'estonia', 'latvia', 'lithuania', 'europe', 'nl', 'de', 'fr', 'es', 'it', 'usa',
  ].map((c) => c),
);

// contact labels and place labels of the other EU/EEA languages (see lexicon/)
const MORE_LABEL_RE =
  /^(?:adreça|telèfon|mòbil|correu electrònic|correu-e|població|e-?post(?:i)?|e-?pasts|el\.?\s?paštas|sähköposti|puh(?:elin)?|matkapuhelin|tlf|tfn|telefone|telemóvel|celular|telefón|tel\.?\s?č\.?|mob(?:il)?\.?|tālr\.?|adresa|adresă|adres|adresas|adrese|aadress|osoite|endereço|morada|cím|lakcím|naslov|bostadsort|bopæl|bosted|kotipaikka|paikkakunta|elukoht|dzīvesvieta|miejscowość|miejsce zamieszkania|bydliště|bydlisko|domicílio|localidade|cidade|localitate|domiciliu|prebivalište|mjesto|heimilisfang|búseta|sími|farsími|netfang|διεύθυνση|τηλέφωνο|τηλ|κινητό|адрес|адреса|телефон|тел|имейл|е-поща|telefoni|adresa e banimit|vendbanimi|indirizz)(?![\p{L}])\s*[:.]?\s*/iu;
const MORE_LOCATION_LABEL_RE =
  /^(?:adreça|població|adresa|adresă|adres|adresas|adrese|aadress|osoite|endereço|morada|cím|lakcím|naslov|bostadsort|bopæl|bosted|kotipaikka|paikkakunta|elukoht|dzīvesvieta|miejscowość|miejsce zamieszkania|bydliště|bydlisko|domicílio|localidade|cidade|localitate|domiciliu|prebivalište|mjesto|heimilisfang|búseta|διεύθυνση|διεύθυνση κατοικίας|адрес|адреса|adresa e banimit|vendbanimi|indirizz)(?![\p{L}])/iu;

// "41008 Sevilla", "43201 Reus (Tarragona)", "1010 Wien", "75011 Paris", "SE-722 17 Västerås", "00-950 Warszawa"
const POSTCODE_TOWN_RE = /^(?:[A-Z]{1,2}-)?\d{2,3}[ -]?\d{2,3}\s+\p{Lu}[\p{L}' -]{1,40}(?:\s*\([\p{L} ]{2,30}\))?$/u;

// the Europass editor's kinds of address and phone in the EU/EEA languages
const ADDRESS_KIND_RE =
  /(?<!\s)\s*\((?:abitazione|domicilio|residenza|home|casa|domicile|privat|privé|wohnort|zuhause|residence|résidence|lavoro|work|trabajo|travail|arbeit|thuis|werk|trabalho|domicílio|dom|praca|domowy|domů|domácí|práce|pracovní|domov|domáca|práca|acasă|acasa|serviciu|muncă|otthon|otthoni|munkahelyi|kuća|kućna|posao|doma|domači|služba|službeni|namų|namai|darbo|mājas|darba|kodu|töö|koti|työ|hem|arbete|hjem|arbejde|arbeid)\)\s*$/iu;

/** Remove labels ("Telefon:", "E-Mail:") and icons from a contact item. */
function cleanItem(text: string): string {
  return stripLeadingSymbols(text).replace(MORE_LABEL_RE, '').replace(LABEL_RE, '').trim();
}

/** Split a contact line into items: "Bristol, UK · 07700 900123 · oliver@…" → three items. */
export function contactItems(text: string): string[] {
  // a contact line set with icons, not separators ("Wiener Straße 112/4, 4020 Linz Tel.: 0664 … name@example.com"):
  // a phone label and an e-mail address start items of their own
  return text
    .replace(/\s(?=(?:Tel|Tél|Telefon|Phone|Mobil|Mobile|Handy|Tlf|Telemóvel|Cell)\.?\s?:)/gu, '\t')
    .replace(/\s(?=[^\s@]+@[^\s@]+\.\p{L}{2,}(?:\s|$))/gu, '\t')
    .split(/\t|\s[|·•∙◦▪●]\s|\s[–—]\s|\s-\s|\s{3,}|\s[|·•]|[|·•]\s/u)
    .map((s) => cleanItem(s))
    .filter((s) => s !== '');
}

export function findEmail(text: string): string | null {
  const m = EMAIL_RE.exec(text.replace(/^mailto:/i, ''));
  return m ? m[0].replace(/\.$/, '') : null;
}

const POSTCODE_LABEL_RE = /(?:^|[\s,(–-])(?:cep|plz|zip|zip code|c\.?\s?p\.?|code postal|post ?code|postal code|kod pocztowy|psč|irányítószám)\s*(?:[:.]\s*)?$/iu;

export function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = trimTrailing(m[0].trim(), /[\s./-]/);
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (DATE_LIKE_RE.test(raw)) continue;
    // "112/4, 4020": a house number and a post code; a phone number holds no comma
    if (raw.includes(',')) continue;
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(raw)) continue;
    // a postcode followed by a year or a date is not a phone number
    if (!raw.startsWith('+') && !raw.startsWith('00') && !raw.startsWith('0') && !/\d{2,4}[ ]\d{2,4}/.test(raw)) continue;
    if (/\d{1,2}[./]\d{1,2}[./]\d{4}/.test(raw)) continue;
    // "CEP 30710-580", "PLZ 8004": a post code after its label
    if (POSTCODE_LABEL_RE.test(text.slice(Math.max(0, (m.index ?? 0) - 16), m.index))) continue;
    return raw;
  }
  return null;
}

export function findLinks(text: string): string[] {
  const out: string[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'gu'), ' ');
  for (const m of withoutEmails.matchAll(URL_RE)) {
    const url = trimTrailing(m[0], /[.,;:]/);
    if (!/[a-z]/i.test(url) || /^\d/.test(url)) continue;
    if (!url.includes('/') && !/^(?:https?:|www\.)/i.test(url) && url.split('.').length < 2) continue;
    // "S.p.A." and "e.V." are not domains
    if (/^(?:[a-z]\.)+[a-z]?$/i.test(url)) continue;
    out.push(url);
  }
  return out;
}

function isTitleLike(text: string): boolean {
  return words(text).some((w) => TITLE_SET.has(w) || endsWithOneOf(w, LONG_TITLE_WORDS, LONGEST_TITLE_WORD));
}

/** A person's name: 2–5 capitalised words, letters only, no heading word, no job-title word. */
export function looksLikeName(text: string): boolean {
  const t = stripLeadingSymbols(text).trim();
  if (t.length < 4 || t.length > 60 || /[\d@/:|•·,]/.test(t)) return false;
  const tokens = t.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let capitalised = 0;
  for (const [k, tok] of tokens.entries()) {
    // a particle ends no name: a capitalised one last is a surname ("Jasmine Le", "Minh Do")
    if (NAME_PARTICLES.has(tok.toLowerCase()) && !(k === tokens.length - 1 && /^\p{Lu}/u.test(tok))) continue;
    if (!/^[\p{Lu}][\p{L}'’.-]*$/u.test(tok)) return false;
    capitalised++;
  }
  if (capitalised < 2) return false;
  if (headingKind({ text: t, heading: true, bold: true }) !== undefined) return false;
  return !isTitleLike(t);
}

function looksLikeLocation(item: string, name: string | null): boolean {
  const t = item.trim();
  if (t.length < 2 || t.length > 70) return false;
  if (EMAIL_RE.test(t) || findLinks(t).length > 0) return false;
  if (name && fold(t) === fold(name)) return false;
  const digits = t.replace(/\D/g, '');
  const groups = t.match(/\d+/g) ?? [];
  // "40126 Bologna", "Hafenstraße 12, 20457 Hamburg" carry a house number and a postcode; a phone
  // has more digit groups, or a long run of digits
  const phoneLike = groups.length > 2 || groups.some((g) => g.length > 5) || digits.length > 9;
  if (phoneLike || (digits.length > 0 && !/\p{L}{3,}/u.test(t))) return false;
  if (DATE_LIKE_RE.test(t) || findDateRange(t, false) !== null) return false;
  // "Kierownik magazynu · logistyka", "Automehāniķis · …": the job title under the name, in any language
  if (isTitleLike(t) || hasRoleWord(t)) return false;
  if (NON_LOCATION_LABEL_RE.test(t) || APPLIED_FOR_RE.test(fold(t))) return false;
  // "Jméno a příjmení", "Name": a name's label
  const labelKey = lexKey(t.replace(/:$/, ''));
  if (FULL_NAME_LABELS.has(labelKey) || GIVEN_NAME_LABELS.has(labelKey) || FAMILY_NAME_LABELS.has(labelKey)) return false;
  if (headingKind({ text: t, heading: true, bold: true }) !== undefined) return false;
  const parts = t.split(/,\s*/);
  const first = parts[0];
  if (!/^[\p{Lu}\d]/u.test(first)) return false;
  const ws = t.split(/\s+/);
  if (ws.length > 8) return false;
  if (parts.length === 1 && ws.length > 3) return false;
  return true;
}

function scoreLocation(item: string): number {
  let score = 0;
  const parts = item.split(/,\s*/);
  if (parts.length > 1 && COUNTRIES.has(fold(parts[parts.length - 1]).replace(/[^\p{L} ]/gu, '').trim())) score += 3;
  if (/\b\d{4,5}\b/.test(item) || /\b[A-Z]{1,2}\d{1,2}[A-Z]?\s?\d[A-Z]{2}\b/.test(item)) score += 2;
  if (item.split(/\s+/).length <= 2) score += 1;
  return score;
}

export interface ContactInput {
  /** lines before the first heading (name, title, contact line) */
  header: readonly Line[];
  /** lines of contact / personal-details sections */
  contact: readonly Line[];
  /** every line, for an e-mail or phone printed elsewhere (footer) */
  all: readonly Line[];
  /** ISO country codes the CV's language points to, most likely first (default regions for phone numbers) */
  regions?: readonly string[];
}

function pickName(input: ContactInput): { name: string; confidence: number } | null {
  // a PDF may read a sidebar first: the page's largest type joins the top lines wherever it is
  const sizes = input.all.filter((l) => l.page === 1 && l.fontSize !== undefined).map((l) => l.fontSize ?? 0).sort((a, b) => a - b);
  const median = sizes.length > 0 ? sizes[Math.floor(sizes.length / 2)] : 0;
  const big = sizes.length > 0 ? input.all.filter((l) => l.page === 1 && (l.fontSize ?? 0) >= median * 1.6) : [];
  // a layout table's cells are read one after the other: the first lines of each top cell may hold the name
  // (one pass: up to three lines from the start of each cell of a table's first row)
  const cellTops: Line[] = [];
  let inCell = 0;
  input.all.forEach((l, i) => {
    const prev = input.all[i - 1];
    const sameCell = prev?.table !== undefined && l.table !== undefined && prev.table.index === l.table.index && prev.table.cell === l.table.cell && prev.table.row === l.table.row;
    inCell = sameCell ? inCell + 1 : 0;
    if (l.table?.row === 0 && inCell < 3) cellTops.push(l);
  });
  const listed = linesOfListSections(input.all);
  const top = [...new Set([...input.header, ...input.all.slice(0, 12), ...big, ...cellTops])].filter((l) => !listed.has(l));
  const email = findEmail(input.all.map((l) => l.text).join('\n'));
  // "Dirección ⇥ Bilbao", "Adresse Leipzig": a contact label's row never holds the name
  const candidates = top.filter((l) => !startsWithContactLabel(l.text)).map(withoutLeadingTitle);
  const picked = pickScoredName(email ? candidates.map((l) => unfuseName(l, email)) : candidates, [...input.header, ...input.contact], looksLikeName);
  if (picked || !input.all.some((l) => l.ocr)) return picked;
  // a photo of a two-column CV, read by OCR column after column: the sidebar came first and the name
  // ("María del Carmen" / "Ruiz Ortega") stands further down, in no type size OCR could tell
  const seen = new Set(top);
  const at = new Map(input.all.map((l, i) => [l, i]));
  const rest = input.all.filter((l) => l.page === 1 && !listed.has(l) && !seen.has(l) && !l.heading && !startsWithContactLabel(l.text) && !hasRoleWord(l.text));
  // a name over two lines: given names over surnames
  const pairs = rest.flatMap((l, i) => {
    const next = rest[i + 1];
    const joined = next ? `${l.text.trim()} ${next.text.trim()}` : '';
    return next && at.get(next) === (at.get(l) ?? -2) + 1 && joined.split(/\s+/).length <= 5 && looksLikeName(joined) ? [{ ...l, text: joined }] : [];
  });
  return pickScoredName(pairs.length > 0 ? pairs : rest, [], looksLikeName);
}

/** Does the text open with a contact label word ("Teléfono", "Adresse:") followed by a value? */
function startsWithContactLabel(text: string): boolean {
  const t = stripLeadingSymbols(text).trim();
  const m = MORE_LABEL_RE.exec(t) ?? LABEL_RE.exec(t);
  // the label is a whole word ("Ortega Ruiz" does not open with "Ort"), and something follows it
  return m !== null && /[\s:.]$/u.test(m[0]) && m[0].length < t.length;
}

/** "europass ⇥ Rubén Sánchez Gil", "CURRICULUM VITAE Jane Doe": the name without the document title before it. */
// letters after a name ("…, BScN, RN", "…, MBA, CPA", "…, PhD"): degrees and licences, no part of it
// (and Central Europe's abbreviated degrees after a comma: "mag. iur.", "dipl. ing.", "Dipl.-Kfm.")
const CREDENTIAL_RE =
  /^(?:Hons|RN|BScN|BSN|MSN|NP|LPN|RPN|RGN|RMN|CNA|EMT|MBA|CPA|CFA|ACCA|FCCA|ACA|CIMA|CIPD|MCIPD|PMP|PhD|Ph\.\s?D\.?|MD|M\.D\.|DDS|DPT|PT|OT|RD|JD|Esq\.?|MSc|BSc|BA|MA|MEng|BEng|CEng|PE|LCSW|PGCE|FRCS|MRCP|MRCS|CPhT|RVN|RVT|LVT|CVT|RM|RSCN|RNMH|MRCVS|FRCVS|BVSc|BVMS|MCSP|LLB|LLM|MPhil|DPhil|EdD|BEd|MEd|PGDip|MAAT|FCA|ACMA|CTA|MCIPS|FCIPD|CMgr|MCMI|CEnv|IEng|MICE|MIStructE|RIBA|MRICS|FRICS|MBBS|MRCGP|DipHE|(?!(?:Jr|Sr)\.)(?:\p{L}{1,6}\.(?:\s|-)?){1,4})$/u;

function withoutCredentials(text: string): string {
  const parts = text.split(',').map((p) => p.trim());
  let end = parts.length;
  while (end > 1 && CREDENTIAL_RE.test(parts[end - 1])) end--;
  if (end < parts.length && end === 1) return parts[0];
  if (parts.length > 1) return text;
  // "Rhian Pritchard BA PGCE": without commas, as long as two words of the name stay
  const words = text.split(/\s+/);
  let last = words.length;
  while (last > 2 && CREDENTIAL_RE.test(words[last - 1].replace(/^\(|\)$/g, ''))) last--;
  return last < words.length ? words.slice(0, last).join(' ') : text;
}

function withoutLeadingTitle(line: Line): Line {
  const bare = withoutCredentials(line.text.trim());
  const words = bare.split(/\s+/);
  for (const n of [2, 1]) {
    if (words.length > n + 1 && isDocumentTitle(words.slice(0, n).join(' '))) return { ...line, text: words.slice(n).join(' ') };
  }
  return bare === line.text.trim() ? line : { ...line, text: bare };
}

const LIST_SECTIONS: ReadonlySet<SectionKind> = new Set(['skills', 'languages', 'interests', 'certifications']);

/**
 * The items of skills, languages, interests and certifications sections ("Copywriting", "Adobe Premiere
 * Pro"): a sidebar read first puts them among the top lines, but they are never the name. A table
 * cell or a page's other column starts afresh (the name may open it).
 */
function linesOfListSections(all: readonly Line[]): Set<Line> {
  const listed = new Set<Line>();
  let kind: SectionKind | undefined;
  let cell: string | undefined;
  for (const line of all) {
    const here = line.table ? `${line.table.index}:${line.table.row}:${line.table.cell}` : `${line.page}:${line.column}`;
    if (here !== cell) kind = undefined;
    cell = here;
    const heading = headingKind(line);
    if (heading) kind = heading;
    else if (kind && LIST_SECTIONS.has(kind)) listed.add(line);
  }
  return listed;
}

/**
 * A name set in spaced capitals can reach us without its word space ("RUBENVISSER": the PDF kept one
 * gap for the letter-spacing and the word alike). When the e-mail's local part spells the same letters
 * in parts ("ruben.visser@…"), the word breaks are put back where the parts meet; when it gives an
 * initial and the surname ("t.haugen@…"), the break goes before the surname.
 */
function unfuseName(line: Line, email: string): Line {
  const text = line.text.trim();
  if (!/^\p{Lu}{6,}$/u.test(text)) return line;
  const parts = email.split('@')[0].split(/[._-]+/).filter((p) => /^\p{L}+$/u.test(p));
  if (parts.length < 2) return line;
  if (fold(parts.join('')) !== fold(text)) {
    // "t.haugen@…" for "TUVAHAUGEN": the last part is the surname, the first the given name's initial
    const surname = fold(parts[parts.length - 1]);
    const given = fold(text).slice(0, text.length - surname.length);
    if (surname.length < 3 || given.length < 2 || !fold(text).endsWith(surname) || !given.startsWith(fold(parts[0]).slice(0, 1))) return line;
    return { ...line, text: `${text.slice(0, given.length)} ${text.slice(given.length)}` };
  }
  let at = 0;
  const words = parts.map((p) => {
    const word = text.slice(at, at + p.length);
    at += p.length;
    return word;
  });
  return { ...line, text: words.join(' ') };
}

// the rest of an address wrapped in a narrow column: a post code ("M14 5RT", "D06 F7X2"), or its
// second half and the town ("322 Porto" after "…, 4000-")
const ADDRESS_REST_RE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?[\dAC-FHKNPRTV-Y]{4}|\d{2,5}(?:\s+\p{Lu}[\p{L}.' -]{1,30})?)$/u;

/**
 * "24 Wilmslow Road, Manchester" over "M14 5RT": an address a sidebar wrapped is read as one line
 * when the next line is only the rest of it and the two together make a place.
 */
function joinWrappedAddress(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const next = lines[i + 1];
    const rest = next?.text.trim() ?? '';
    // (or the second half of a hyphenated town: "Str. Observatorului 97, Cluj-" over "Napoca")
    const townRest = /\p{L}-$/u.test(line.text.trim()) && /^\p{Lu}[\p{L}'’]+(?:[ -]\p{L}+)?$/u.test(rest);
    if (next && next.column === line.column && (ADDRESS_REST_RE.test(rest) || townRest) && !line.text.includes('@') && !line.text.includes('\t')) {
      const text = stripLeadingSymbols(line.text);
      const joined = /\p{L}-$|\d-$/u.test(text) ? `${text}${rest}` : `${text} ${rest}`;
      if (findPlace(joined)) {
        out.push({ ...line, text: joined });
        i++;
        continue;
      }
    }
    out.push(line);
  }
  return out;
}

// the places a person would move to are not where they live
const RELOCATION_RE = /^(?:willing to relocate|open to relocat|relocating to|available to relocate|desired locations?|preferred locations?)/iu;

/**
 * The lines under the name when it stands outside the header (a profile export reads its sidebar
 * first: "Imogen Castellano" over her headline and "Bristol, England, United Kingdom").
 */
function besideName(all: readonly Line[], name: string | null, block: ReadonlySet<Line>): Line[] {
  if (!name) return [];
  const at = all.findIndex((l) => l.page === 1 && l.text.trim() === name);
  if (at < 0 || block.has(all[at])) return [];
  return all.slice(at + 1, at + 4).filter((l) => l.column === all[at].column && !l.heading && !block.has(l));
}

export function extractContact(input: ContactInput): PersonalInfo {
  const picked = pickName(input);
  const name = picked?.name ?? null;
  const block = [...input.header, ...input.contact];
  const blockText = block.map((l) => l.text).join('\n');
  const allText = input.all.map((l) => l.text).join('\n');

  const email = findEmail(blockText) ?? findEmail(allText);

  const places = block.flatMap((l) => contactItems(l.text).map((item) => findPlace(item))).filter((p) => p !== null);
  const regions = [...places.flatMap((p) => (p.country ? [p.country] : [])), ...(input.regions ?? [])];
  let phone: string | null = null;
  let phoneConfidence = 0;
  const inBlock = new Set(block);
  const emails = new RegExp(EMAIL_RE.source, 'gu');
  let scanned = 0;
  for (const l of [...block, ...input.all]) {
    // libphonenumber is exact but costly (~30 µs a character on digit-heavy text): it sees the start
    // of lines that carry enough digits for a phone number, and only so many of them
    const head = l.text.slice(0, PHONE_SCAN_CHARS);
    // the digits of a date range ("03/2019 – 05/2021") or a full date ("14.03.1994") are never a
    // phone's: they do not make a line worth it
    const range = countDigits(head) >= 7 ? findDateRange(head, false) : null;
    // an address row ("Adresa ⇥ Hollého 1458/21, 017 01 Považská Bystrica") holds house numbers and a post code, no phone
    const addressRow = (LOCATION_LABEL_RE.test(head.trim()) || MORE_LOCATION_LABEL_RE.test(head.trim())) && !PHONE_LABEL_RE.test(head);
    const worthScanning = !addressRow && countDigits((range ? removeRange(head, range) : head).replace(FULL_DATE_RE, ' ')) >= 7 && scanned < PHONE_SCAN_LINES;
    if (worthScanning) scanned++;
    const found = worthScanning ? findPhoneIn(head.replace(emails, ' '), regions, !inBlock.has(l)) : null;
    if (found) {
      phone = found.phone;
      phoneConfidence = found.confidence;
      break;
    }
    for (const item of contactItems(l.text)) {
      if (EMAIL_RE.test(item)) continue;
      const p = findPhone(item);
      if (p && !isIdentifierBefore(l.text.slice(0, l.text.indexOf(p)))) {
        phone = p;
        phoneConfidence = 0.6;
        break;
      }
    }
    if (phone) break;
  }

  const links: string[] = [];
  for (const l of block) for (const u of findLinks(l.text)) if (!links.includes(u)) links.push(u);

  // location: a labelled item first ("Woonplaats | Amersfoort", "Adresse: …"), then the best unlabelled item
  let location: string | null = null;
  // a labelled location ("Adresse: …") is trusted; the unlabelled search below sets its own
  let locationConfidence = 0.85;
  const rows = groupTableRows(block);
  for (const [rowIndex, row] of rows.entries()) {
    const label = stripLeadingSymbols(row[0] ?? '');
    const labelRe = MORE_LOCATION_LABEL_RE.test(label) ? MORE_LOCATION_LABEL_RE : LOCATION_LABEL_RE;
    // a header band's row of labels over a row of values ("ADRESA ⇥ MOBITEL ⇥ DATUM ROĐENJA"): no value here
    const cells = row.length > 1 ? row : label.split('\t').map((c) => c.trim());
    const labelRow = cells.length > 2 && cells.slice(1).every((c) => c.length <= 30 && !/\d/.test(c) && c === c.toUpperCase());
    if (labelRe.test(label) && !labelRow) {
      // (a row of two label–value pairs, "Localidad ⇥ Palma ⇥ Fecha de nacimiento ⇥ 12/04/1991": its first value)
      const value =
        cells.length >= 4 && cells.length % 2 === 0
          ? cells[1]
          : row.length > 1
            ? row.slice(1).join(' ')
            : label.replace(labelRe, '').replace(/^\s*[:.\t]\s*/, '').replace(/\t/g, ' ');
      // "Indirizzo e-mail: …", "Adresse e-mail : …" name the mail, not the home
      if (value.trim() !== '' && !value.includes('@') && !/^\s*(?:e-?mail|mail|posta|pec|web)\b/iu.test(value)) {
        location = value.trim();
        // "Domicilio: C/ Sierra de Cazorla, 14" over "41008 Sevilla": the street's post code and town wrapped below
        const below = rows[rowIndex + 1];
        if (below?.length === 1 && !below[0].includes('\t') && POSTCODE_TOWN_RE.test(below[0].trim()) && !POSTCODE_TOWN_RE.test(location)) {
          location = `${location} ${below[0].trim()}`;
        }
        break;
      }
    }
  }
  if (!location) {
    let best: { item: string; score: number; order: number; confidence: number } | undefined;
    let order = 0;
    for (const l of joinWrappedAddress([...block, ...besideName(input.all, name, new Set(block))])) {
      if (name && l.text.trim() === name) continue;
      const labelled = /^(?:geburtsdatum|date of birth|nato|nata|né|née|geboren|fecha de nacimiento)/iu.test(l.text) || RELOCATION_RE.test(l.text);
      if (labelled) continue;
      // split once per line: splitting again for every item was quadratic in a line's items
      const items = contactItems(l.text);
      // a line that also carries an e-mail or a phone is the contact line
      const contactLine = EMAIL_RE.test(l.text) || (phone !== null && l.text.includes(phone));
      for (const item of items) {
        if (l.table && l.table.cell === 0 && rows.some((r) => r.length > 1 && r[0] === item)) continue;
        order++;
        const bonus = (items.length > 1 || input.contact.includes(l) ? 2 : 0) + (contactLine ? 2 : 0);
        const place = name && fold(item) === fold(name) ? null : findPlace(item);
        if (place) {
          const score = 4 + 4 * place.confidence + bonus;
          if (!best || score > best.score) best = { item: place.value, score, order, confidence: place.confidence };
          continue;
        }
        if (!looksLikeLocation(item, name)) continue;
        const score = scoreLocation(item) + bonus;
        if (!best || score > best.score) best = { item, score, order, confidence: Math.min(0.7, 0.2 + score / 12) };
      }
    }
    location = best && best.score >= 2 ? best.item : null;
    locationConfidence = location && best ? best.confidence : 0;
  }
  // "Via Santo Stefano 88, 40125 Bologna (Abitazione)": the Europass editor's kind of address is no part of it
  if (location) location = location.replace(ADDRESS_KIND_RE, '').trim() || location;
  // "Domači naslov: Mariborska cesta 55, 3000 Celje": a label no list knows, before a place
  const colon = location?.indexOf(': ') ?? -1;
  if (location && colon > 2 && colon <= 30 && !/\d/.test(location.slice(0, colon)) && findPlace(location.slice(colon + 2)) !== null) location = location.slice(colon + 2).trim();
  return {
    name,
    email,
    phone,
    location,
    links,
    confidence: { name: picked?.confidence ?? 0, phone: phone ? phoneConfidence : 0, location: locationConfidence },
  };
}

/** Lines of one table row grouped as [cell0, cell1, …]; lines outside tables are rows of one cell. */
function groupTableRows(lines: readonly Line[]): string[][] {
  // one entry per cell: a layout table's sidebar cell is one cell of many lines, not a label row
  const rows: string[][] = [];
  let rowKey = '';
  let cellKey = '';
  for (const l of lines) {
    if (l.table) {
      const r = `${l.table.index}:${l.table.row}`;
      const c = `${r}:${l.table.cell}`;
      const row = rows[rows.length - 1];
      if (r === rowKey && c === cellKey) row[row.length - 1] += ` ${l.text}`;
      else if (r === rowKey) row.push(l.text);
      else rows.push([l.text]);
      rowKey = r;
      cellKey = c;
    } else {
      rows.push([l.text]);
      rowKey = '';
      cellKey = '';
    }
  }
  return rows;
}
