/** A profile export's durations ("5 years 3 months", "(3 years 11 months)", "· 6 Jahre 2 Monate"): no dates, no title. */
const DURATION_UNITS = 'years?|yrs?|months?|mos?|jahre?n?|monate?n?|ans?|mois|años?|meses|anni|anno|mesi|mese|jaar|maanden|maand|anos?|lat|lata|miesi[aą]c[ey]?|miesięcy|roky|rok|let|měsíc[eů]?|mesiac[eov]?|år|månader|måneder|vuotta|kuukautta|év|hónap|ani|luni|godin[ae]|mjesec[ai]?';
// (abbreviated with a dot: "6 lat 10 mies.", "3 yrs 2 mos.", "2 J. 3 Mon.")
const DURATION = `\\d{1,2}\\s+(?:(?:${DURATION_UNITS})(?![\\p{L}])|(?:mies|mon|mths?|m-cy|mc|mėn|mēn|kk|hó)\\.)`;
// a line that is only a duration, or a duration in parentheses or after "·" at a line's end
export const DURATION_LINE_RE = new RegExp(`^[(·\\s]*${DURATION}(?:\\s+${DURATION})?[)\\s]*$`, 'iu');
// a duration in its own cell before the employer's ("(6 lat 10 mies.) ⇥ Bank Nadwiślański S.A.", a job portal's export)
export const DURATION_HEAD_RE = new RegExp(`^\\s*\\(\\s*${DURATION}(?:\\s+${DURATION})?\\s*\\)\\s*\\t`, 'iu');
export const DURATION_TAIL_RE = new RegExp(`(?<!\\s)\\s*(?:\\(\\s*${DURATION}(?:\\s+${DURATION})?\\s*\\)|·\\s*${DURATION}(?:\\s+${DURATION})?)\\s*$`, 'iu');
