/**
 * A page's running footer or header numbers the pages ("Hannah Whitcombe – CV – Page 1 of 2", "Seite 2 von 3",
 * "2/3"): read in page order it lands between an employer and its role at a page break. A line that numbers its
 * page is furniture, never content, whatever else it repeats (the name, the e-mail).
 */
import type { Line } from './read/types';

const PAGE_WORDS = 'page|pages|seite|página|pagina|pág\\.?|strana|strona|sivu|side|sida|oldal|lapas|puslapis|lehekülg|stranica|stran';
const OF_WORDS = 'of|von|de|di|van|z|ze|af|av|iš|no|sur|kohta|od|/|-';
const PAGE_NUMBER_RE = new RegExp(`(?:^|[\\s–—|·-])(?:${PAGE_WORDS})\\s*\\d{1,2}(?:\\s*(?:${OF_WORDS})\\s*\\d{1,2})?\\s*$`, 'iu');
const FRACTION_ONLY_RE = /^\s*\d{1,2}\s*\/\s*\d{1,2}\s*$/;

export function withoutPageFurniture(lines: readonly Line[]): readonly Line[] {
  // a one-page document has no running footer to speak of; its "1/1" is harmless either way
  if (!lines.some((l) => l.page > 1)) return lines;
  const kept = lines.filter((l) => !PAGE_NUMBER_RE.test(l.text) && !FRACTION_ONLY_RE.test(l.text));
  return kept.length === lines.length ? lines : kept;
}
