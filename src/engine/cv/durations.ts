/** A profile export's durations ("5 years 3 months", "(3 years 11 months)", "· 6 Jahre 2 Monate"): no dates, no title. */
const DURATION_UNITS = 'years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años?|meses|anni|anno|mesi|mese|jaar|maanden|maand|anos?|lat|lata|miesi[aą]c[ey]?|miesięcy|roky|rok|let|měsíc[eů]?|mesiac[eov]?|år|månader|måneder|vuotta|kuukautta|év|hónap|ani|luni|godin[ae]|mjesec[ai]?';
// (abbreviated with a dot: "6 lat 10 mies.", "3 yrs 2 mos.", "2 J. 3 Mon.")
const DURATION = `\\d{1,2}\\s+(?:(?:${DURATION_UNITS})(?![\\p{L}])|(?:mies|mon|mths?|m-cy|mc|mėn|mēn|kk|hó)\\.)`;
// between a duration's years and months: a space, a comma or a word ("3 años y 10 meses", "2 Jahre und 3 Monate")
const JOIN = '(?:,?\\s+(?:(?:and|y|und|et|e|en|i|a|og|och|ja|és|și)\\s+)?)';
// a line that is only a duration, or a duration in parentheses or after "·" at a line's end
export const DURATION_LINE_RE = new RegExp(`^[(·\\s]*${DURATION}(?:${JOIN}${DURATION})?[)\\s]*$`, 'iu');
// a duration in its own cell before the employer's ("(6 lat 10 mies.) ⇥ Bank Nadwiślański S.A.", a job portal's export)
export const DURATION_HEAD_RE = new RegExp(`^\\s*\\(\\s*${DURATION}(?:${JOIN}${DURATION})?\\s*\\)\\s*\\t`, 'iu');
export const DURATION_TAIL_RE = new RegExp(`(?<!\\s)\\s*(?:\\(\\s*${DURATION}(?:${JOIN}${DURATION})?\\s*\\)|·\\s*${DURATION}(?:${JOIN}${DURATION})?)\\s*$`, 'iu');
