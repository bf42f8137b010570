/**
 * The public portfolio's last guard: outside its contact section no item may carry an e-mail address
 * or one of the person's phone numbers, even when a CV line happens to contain one. Items are dropped,
 * never edited, so what remains is still the person's own words.
 */
import type { PerspectiveData, RenderedItem } from './types';

// starts only where a run of address characters starts; from every character of a long run it was quadratic
const EMAIL_RE = /(?<![^\s@<>()])[^\s@<>()]+@[^\s@<>()]+\.\p{L}{2,}/u;
// an international number ("+41 79 123 45 67") even when it is not the person's own
const INTERNATIONAL_PHONE_RE = /\+\d[\d\s().\/-]{6,}\d/;
const DIGIT_RUN_RE = /\+?\d[\d\s().\/-]*\d/g;
// national and international forms of one number share their last digits
const PHONE_TAIL = 7;

const digits = (text: string) => text.replace(/\D/g, '');

function knownPhoneTails(data: PerspectiveData): string[] {
  return [data.profile.phone, data.analysis?.personalInfo.phone]
    .map((p) => digits(p ?? ''))
    .filter((d) => d.length >= PHONE_TAIL)
    .map((d) => d.slice(-PHONE_TAIL));
}

export function privacyGuard(data: PerspectiveData): (text: string) => boolean {
  const tails = knownPhoneTails(data);
  const emails = [data.profile.email, data.analysis?.personalInfo.email].filter((e): e is string => !!e && e.trim() !== '');
  return (text) => {
    if (EMAIL_RE.test(text) || INTERNATIONAL_PHONE_RE.test(text)) return true;
    if (emails.some((e) => text.toLowerCase().includes(e.trim().toLowerCase()))) return true;
    const runs = (text.match(DIGIT_RUN_RE) ?? []).map(digits).filter((d) => d.length >= PHONE_TAIL);
    return runs.some((run) => tails.some((tail) => run.endsWith(tail)));
  };
}

/** Items without contact data: leaking evidence lines are dropped, leaking items too. */
export function withoutContactData(items: readonly RenderedItem[], leaks: (text: string) => boolean): RenderedItem[] {
  return items.flatMap((i) => {
    if (leaks(i.text) || (i.detail !== undefined && leaks(i.detail))) return [];
    if (!i.evidence) return [i];
    const evidence = i.evidence.filter((e) => !leaks(e));
    const out: RenderedItem = { text: i.text };
    if (i.detail !== undefined) out.detail = i.detail;
    if (evidence.length > 0) out.evidence = evidence;
    return [out];
  });
}
