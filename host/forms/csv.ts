/**
 * CSV for spreadsheets (issue 17 "CSV export safe against CSV injection"): every cell quoted, quotes
 * doubled, and a cell that a spreadsheet would read as a formula (starting with = + - @, a tab or
 * a carriage return, also after leading spaces) gets a leading apostrophe, so `=cmd|' /C calc'!A0`
 * shows as text (OWASP "CSV Injection"). Lines end CRLF; a BOM tells Excel it is UTF-8.
 */
const FORMULA_START = /^[\s]*[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
