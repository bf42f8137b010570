/** Test helper: CSV text from a header and rows given as column → value objects (quoted as needed). */
export function toCsv(columns: readonly string[], rows: readonly Record<string, string>[]): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';
}
