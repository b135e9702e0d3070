/**
 * CSV (RFC 4180) for spreadsheet exports. Cells that a spreadsheet would run as a
 * formula (=, +, -, @, tab, carriage return first) get a leading apostrophe (OWASP
 * "CSV injection"), since sign-up names are typed by anyone.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv<Row extends Record<string, unknown>>(rows: Row[], columns: (keyof Row & string)[]): string {
  const lines = [columns.map(csvCell).join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))]
  // CRLF per RFC 4180; the BOM makes Excel read UTF-8 accents correctly.
  return '\uFEFF' + lines.join('\r\n') + '\r\n'
}
