/**
 * Phone numbers with libphonenumber-js (its "min" metadata: lengths and leading digits per
 * country), read with the CV's country hints as the default region, so that national numbers
 * ("(312) 555-0123", "040 555 0132") are found without a pattern per country. Identifiers that
 * look like numbers (licence, PIN, registration, ORCID, tax numbers) are not phones.
 */
import { findPhoneNumbersInText } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

export interface PhonePick {
  /** as printed */
  phone: string;
  /** 0–1 */
  confidence: number;
}

// a label right before the number that makes it an identifier, not a phone
const IDENTIFIER_BEFORE_RE =
  /(?:\bpin|licen[cs]e|lizenz|licencia|licenza|licentie|licencja|reg(?:istration|istrier\w*|istro|\.)?|registr\w*|\bnr\.?|\bno\.?|\bn[º°o]|number|nummer|numéro|número|numero|cress|crm|coren|oab|nmbi|orcid|\bid\b|iban|\bvat|ust-?id|steuer\w*|\bnip|pesel|regon|krs|\bssn|\bbsn|siret|siren|\brcs|matr\w*|\bdni|\bnie|\bcpf|\brg\b|\bcnh|passport|pass|ausweis|kvk|ico|ičo|dič|oib|emšo|personnummer|henkilötunnus|isikukood|asmens kodas|personas kods|cnp|birth|born|geburt\w*|geboren|naissance|né|née|nacimiento|nascita|nato|nata|geboorte\w*|urodzenia|narozen\w*|narodenia|syntymä\w*|født|född|născut\w*|nașterii|születés\w*|rođenja|rojstva|gimimo|dzimšanas|sünni\w*|\bcep|\bplz|\bzip(?: code)?|postal code|post ?code|code postal)\s*(?:[:#.]\s*)?$/iu;
const PHONE_LABEL_BEFORE_RE =
  /(?:tel|phone|mobile?|mobil|cell|handy|gsm|fax|puh|puhelin|telefon\w*|tlf|tfn|mob|móvil|movil|cellulare|celular|telemóvel|☎|✆|📞)[\s.:]*$/iu;
const PHONE_WORD_RE = /(?:tel|phone|mobil|handy|gsm|puh|tlf|celular|cell)\w*\.?\s*(?:(?:no|nr|n[º°o])\.?\s*)?(?:[:.]\s*)?$/iu;
// "2012 – 2015", "2012 — 2015", "10.2022 – 08.2025", "03/2019-05/2021": a date range, never a phone
const YEAR_RANGE_RE = /^(?:\d{1,2}[./-])?(?:19|20)\d{2}\.?\s*[-–—]\s*(?:\d{1,2}[./-])?(?:19|20)\d{2}\.?$/;
const DATE_RE =
  /^\d{1,2}\.?\s?[./-]?\s?\d{1,2}\s?[./-]\s?(?:19|20)\d{2}$|^\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}$|^(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}$/;

// a date that stands alone ("03/2019", "2019", "12.05.2020"): no digit right before or after it, even
// across one separator, so a group of a phone number ("0171-2019-20") is never taken for one
const STANDALONE_DATE_RE = /(?<!\d[\s./-]?)(?:\d{1,2}[./-]\s?){0,2}(?:19|20)\d{2}(?![\s./-]?\d)/g;

// a post code with a hyphen before its town ("4400-123 Vila Nova de Gaia") or after a US state ("OH
// 43215-1234") has as many digits as a local phone number
const POST_CODE_TOWN_RE = /^(?:\d{4}-\d{3}|\d{5}-\d{4})\s+\p{Lu}/u;
const STATE_ZIP_RE = /\b[A-Z]{2}\s\d{5}-\d{4}$/u;

/** Is the number at `start`…`end` of the text (maybe a part of it) a post code? */
function isPostCode(text: string, start: number, end: number): boolean {
  let from = start;
  while (from > 0 && /[\d-]/.test(text[from - 1])) from--;
  let to = end;
  while (to < text.length && /[\d-]/.test(text[to])) to++;
  return POST_CODE_TOWN_RE.test(text.slice(from)) || STATE_ZIP_RE.test(text.slice(Math.max(0, from - 4), to));
}

const FALLBACK_REGIONS: readonly CountryCode[] = ['US', 'GB', 'DE', 'FR'];

function isCountryCode(code: string): code is CountryCode {
  return /^[A-Z]{2}$/.test(code);
}

/** ASCII digits in the text (what libphonenumber's candidates are made of). */
export function countDigits(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/**
 * The first phone number in the text, or null. `regions`: default countries in order of
 * likelihood. `strict`: the text is not in the contact block, so a number needs a "+", a phone
 * label, or national formatting with a leading 0 or "(".
 */
export function findPhoneIn(text: string, regions: readonly string[], strict = false): PhonePick | null {
  // every number kept below has at least seven digits outside dates: a line with fewer has none to
  // find (libphonenumber costs tens of µs a character and region, and most such lines are dates)
  if (countDigits(text) < 7 || countDigits(text.replace(STANDALONE_DATE_RE, ' ')) < 7) return null;
  const tried = new Set<string>();
  for (const region of [...regions, ...FALLBACK_REGIONS]) {
    if (!isCountryCode(region) || tried.has(region)) continue;
    tried.add(region);
    let found: ReturnType<typeof findPhoneNumbersInText>;
    try {
      found = findPhoneNumbersInText(text, { defaultCountry: region });
    } catch {
      continue;
    }
    for (const f of found) {
      const raw = text.slice(f.startsAt, f.endsAt).trim();
      const digits = raw.replace(/\D/g, '');
      // "112/4, 4020" (a house number and a post code): a phone number holds no comma
      if (digits.length < 7 || YEAR_RANGE_RE.test(raw) || DATE_RE.test(raw) || raw.includes(',')) continue;
      const before = text.slice(Math.max(0, f.startsAt - 30), f.startsAt);
      const labelled = PHONE_LABEL_BEFORE_RE.test(before) || PHONE_WORD_RE.test(before);
      if (!labelled && IDENTIFIER_BEFORE_RE.test(before)) continue;
      if (!labelled && isPostCode(text, f.startsAt, f.endsAt)) continue;
      const international = /^(?:\+|00)/.test(raw);
      // an unformatted run of digits is an identifier more often than a phone
      if (!international && !labelled && !/[\s().-]/.test(raw)) continue;
      if (strict && !international && !labelled && !/^[0(]/.test(raw)) continue;
      const hinted = regions.includes(region) || international;
      return { phone: raw, confidence: labelled || international ? 0.95 : hinted ? 0.85 : 0.6 };
    }
  }
  return null;
}

/** Is the text right before a number an identifier label ("PIN", "Reg. No.") rather than a phone label? */
export function isIdentifierBefore(textBefore: string): boolean {
  const before = textBefore.slice(-30);
  return IDENTIFIER_BEFORE_RE.test(before) && !PHONE_WORD_RE.test(before);
}
