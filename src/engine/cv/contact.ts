/**
 * Personal information from the top of the CV and its contact block: name, e-mail, phone,
 * location as written, links.
 */
import type { Line } from './read/types';
import type { PersonalInfo } from './types';
import { headingKind } from './sections';
import { fold, stripLeadingSymbols, words } from './text';

const EMAIL_RE = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const URL_RE =
  /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|me|de|fr|es|it|nl|eu|uk|co|be|at|ch|pl|dk|se|info|app|page|site|design|art|studio|xyz)(?:\/[^\s,;|·•)]*)?/giu;
const PHONE_RE = /(?:\+|00)?\(?\d[\d ()./\u00a0-]{5,}\d/gu;
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

const NAME_PARTICLES = new Set(['van', 'der', 'den', 'de', 'von', 'zu', 'di', 'da', 'del', 'della', 'la', 'le', 'du', 'dos', 'das', 'y', 'ten', 'ter', "d'", 'al', 'el', 'bin']);

const LABEL_RE =
  /^(?:e-?mail|mail|tel(?:efon|efoon|éfono|efono|éphone)?|phone|mobile?|mobil|cell(?:ulare)?|handy|portable|móvil|movil|gsm|fax|adres(?:se)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|linkedin|github|web(?:site)?|site|portfolio|homepage|sito|página web|xing)\s*[:.]?\s*/iu;
const LOCATION_LABEL_RE =
  /^(?:adres(?:se)?|address|dirección|direccion|indirizzo|wohnort|woonplaats|residenza|domicile|domicilio|ville|city|location|ort|standort|localidad|località|plaats|lieu)\b/iu;
const NON_LOCATION_LABEL_RE =
  /^(?:geburtsdatum|date de naissance|fecha de nacimiento|data di nascita|geboortedatum|date of birth|birth|nationalit|staatsangeh|nazionalit|nacionalidad|nationaliteit|familienstand|permis|führerschein|patente|rijbewijs|driving)/iu;

const COUNTRIES = new Set(
  [
    'uk', 'united kingdom', 'england', 'scotland', 'wales', 'ireland', 'germany', 'deutschland', 'france', 'spain', 'espana',
    'italy', 'italia', 'netherlands', 'nederland', 'the netherlands', 'belgium', 'belgique', 'belgie', 'austria', 'osterreich',
    'switzerland', 'schweiz', 'suisse', 'svizzera', 'poland', 'polska', 'denmark', 'danmark', 'sweden', 'sverige', 'norway',
    'norge', 'finland', 'portugal', 'luxembourg', 'czech republic', 'czechia', 'greece', 'hungary', 'romania', 'croatia',
    'slovakia', 'slovenia', 'bulgaria', 'estonia', 'latvia', 'lithuania', 'europe', 'nl', 'de', 'fr', 'es', 'it', 'usa',
  ].map((c) => c),
);

/** Remove labels ("Telefon:", "E-Mail:") and icons from a contact item. */
function cleanItem(text: string): string {
  return stripLeadingSymbols(text).replace(LABEL_RE, '').trim();
}

/** Split a contact line into items: "Bristol, UK · 07700 900123 · oliver@…" → three items. */
export function contactItems(text: string): string[] {
  return text
    .split(/\t|\s[|·•∙◦▪●]\s|\s[–—]\s|\s-\s|\s{3,}|\s[|·•]|[|·•]\s/u)
    .map((s) => cleanItem(s))
    .filter((s) => s !== '');
}

export function findEmail(text: string): string | null {
  const m = EMAIL_RE.exec(text.replace(/^mailto:/i, ''));
  return m ? m[0].replace(/\.$/, '') : null;
}

export function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = m[0].trim().replace(/[\s./-]+$/, '');
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (DATE_LIKE_RE.test(raw)) continue;
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(raw)) continue;
    // a postcode followed by a year or a date is not a phone number
    if (!raw.startsWith('+') && !raw.startsWith('00') && !raw.startsWith('0') && !/\d{2,4}[ ]\d{2,4}/.test(raw)) continue;
    if (/\d{1,2}[./]\d{1,2}[./]\d{4}/.test(raw)) continue;
    return raw;
  }
  return null;
}

export function findLinks(text: string): string[] {
  const out: string[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL_RE.source, 'gu'), ' ');
  for (const m of withoutEmails.matchAll(URL_RE)) {
    const url = m[0].replace(/[.,;:]+$/, '');
    if (!/[a-z]/i.test(url) || /^\d/.test(url)) continue;
    if (!url.includes('/') && !/^(?:https?:|www\.)/i.test(url) && url.split('.').length < 2) continue;
    // "S.p.A." and "e.V." are not domains
    if (/^(?:[a-z]\.)+[a-z]?$/i.test(url)) continue;
    out.push(url);
  }
  return out;
}

function isTitleLike(text: string): boolean {
  return words(text).some((w) => TITLE_SET.has(w) || [...TITLE_SET].some((t) => t.length >= 6 && w.endsWith(t)));
}

/** A person's name: 2–5 capitalised words, letters only, no heading word, no job-title word. */
export function looksLikeName(text: string): boolean {
  const t = stripLeadingSymbols(text).trim();
  if (t.length < 4 || t.length > 60 || /[\d@/:|•·,]/.test(t)) return false;
  const tokens = t.split(/\s+/);
  if (tokens.length < 2 || tokens.length > 5) return false;
  let capitalised = 0;
  for (const tok of tokens) {
    if (NAME_PARTICLES.has(tok.toLowerCase())) continue;
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
  if (DATE_LIKE_RE.test(t)) return false;
  if (isTitleLike(t)) return false;
  if (NON_LOCATION_LABEL_RE.test(t)) return false;
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
}

function pickName(input: ContactInput): string | null {
  const top = [...input.header, ...input.all.slice(0, 12)];
  const candidates = top.filter((l) => l.page === 1 && looksLikeName(l.text.split('\t')[0]));
  if (candidates.length === 0) return null;
  // on a PDF the biggest type wins; elsewhere the first name-like line
  const sized = candidates.filter((l) => l.fontSize !== undefined);
  const best = sized.length > 0 ? sized.reduce((a, b) => ((b.fontSize ?? 0) > (a.fontSize ?? 0) ? b : a)) : candidates[0];
  return stripLeadingSymbols(best.text.split('\t')[0]).trim();
}

export function extractContact(input: ContactInput): PersonalInfo {
  const name = pickName(input);
  const block = [...input.header, ...input.contact];
  const blockText = block.map((l) => l.text).join('\n');
  const allText = input.all.map((l) => l.text).join('\n');

  const email = findEmail(blockText) ?? findEmail(allText);

  let phone: string | null = null;
  for (const l of [...block, ...input.all]) {
    for (const item of contactItems(l.text)) {
      if (EMAIL_RE.test(item)) continue;
      const p = findPhone(item);
      if (p) {
        phone = p;
        break;
      }
    }
    if (phone) break;
  }

  const links: string[] = [];
  for (const l of block) for (const u of findLinks(l.text)) if (!links.includes(u)) links.push(u);

  // location: a labelled item first ("Woonplaats | Amersfoort", "Adresse: …"), then the best unlabelled item
  let location: string | null = null;
  const rows = groupTableRows(block);
  for (const row of rows) {
    const label = stripLeadingSymbols(row[0] ?? '');
    if (LOCATION_LABEL_RE.test(label)) {
      const value = row.length > 1 ? row.slice(1).join(' ') : label.replace(LOCATION_LABEL_RE, '').replace(/^\s*[:.]\s*/, '');
      if (value.trim() !== '') {
        location = value.trim();
        break;
      }
    }
  }
  if (!location) {
    let best: { item: string; score: number; order: number } | undefined;
    let order = 0;
    for (const l of block) {
      if (name && l.text.trim() === name) continue;
      const labelled = /^(?:geburtsdatum|date of birth|nato|nata|né|née|geboren|fecha de nacimiento)/iu.test(l.text);
      if (labelled) continue;
      for (const item of contactItems(l.text)) {
        if (l.table && l.table.cell === 0 && rows.some((r) => r.length > 1 && r[0] === item)) continue;
        order++;
        if (!looksLikeLocation(item, name)) continue;
        const score = scoreLocation(item) + (contactItems(l.text).length > 1 || input.contact.includes(l) ? 2 : 0);
        if (!best || score > best.score) best = { item, score, order };
      }
    }
    location = best && best.score >= 2 ? best.item : null;
  }
  return { name, email, phone, location, links };
}

/** Lines of one table row grouped as [cell0, cell1, …]; lines outside tables are rows of one cell. */
function groupTableRows(lines: readonly Line[]): string[][] {
  const rows: string[][] = [];
  let key = '';
  for (const l of lines) {
    if (l.table) {
      const k = `${l.table.index}:${l.table.row}`;
      if (k === key) rows[rows.length - 1].push(l.text);
      else rows.push([l.text]);
      key = k;
    } else {
      rows.push([l.text]);
      key = '';
    }
  }
  return rows;
}
