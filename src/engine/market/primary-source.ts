/**
 * The primary source of a figure as a person should see it: publisher, dataset code and qualifier,
 * without the mirror or news page it was read from ("Eurostat une_rt_a via https://apiardata.com/…" →
 * "Eurostat une_rt_a"; "European Labour Authority via euhelpers.pl (secondary)" → "European Labour
 * Authority"). The full text stays in the database and in the administrator's dataset view.
 */
// single spaces as the data files write them: no unbounded quantifier (linear matching)
const CUTS = [/ via /i, / as (?:reported|reprinted|charted|tabulated|summarised|summarized)\b/i, /;/, /, ?(?:via|news|checked|https?:)/i, / https?:\/\//i, / \(secondary\)/i];

export function primarySource(source: string): string {
  let end = source.length;
  for (const re of CUTS) {
    const m = re.exec(source);
    if (m && m.index < end) end = m.index;
  }
  let head = source.slice(0, end).trimEnd();
  while (/[,;:]$/.test(head)) head = head.slice(0, -1).trimEnd();
  return head || source.trim();
}

/** True when the text names a mirror, reprint or secondary summary rather than the publisher itself. */
export function isSecondary(source: string): boolean {
  return primarySource(source) !== source.trim();
}
