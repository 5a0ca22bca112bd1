/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF rows, a cell quoted when it holds a comma,
 * quote or line break, quotes doubled), made safe to open in a spreadsheet: a cell a shopper
 * typed that starts like a formula (= + - @, tab, carriage return) is prefixed with a quote
 * mark, so it shows as text instead of running (OWASP "CSV injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRow(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

/** A header row and the data rows, each ending in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
