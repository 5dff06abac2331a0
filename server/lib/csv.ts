import { stringify } from 'csv-stringify/sync'

/**
 * The one CSV writer of the server: every export (leads, subscribers, posts, audit, analytics)
 * goes through csvFile, so none can hand a spreadsheet a live formula.
 *
 * OWASP's CSV-injection guidance: a cell starting with = + - @ TAB or CR may be run as a formula
 * (=HYPERLINK(...) leaking the next cells, +cmd|... launching a program). The defence is a leading
 * apostrophe, which makes the cell text; but it would also turn a phone number a visitor typed as
 * "+1 514 555 0101" into "'+1 514 555 0101". Two shapes are therefore written as typed:
 * - an international phone number, "+" then digit groups separated by single spaces (ITU E.123);
 * - a plain integer or decimal, negative included ("-12.5").
 * Neither holds a letter, a reference, a function, a pipe or an operator between operands, so
 * a program that still reads one as a formula has nothing to evaluate but the number itself
 * (tests/integration/csv-spreadsheet.office.test.ts opens every export in LibreOffice).
 * "+1-514-555-0101" or "+1 (514) 555-0101" stay prefixed: Excel would compute the subtraction.
 */
const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_DATA = /^(?:\+\d+(?: \d+)*|-\d+(?:\.\d+)?)$/

/** A cell as text a spreadsheet shows but never evaluates. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  return FORMULA_START.test(text) && !PLAIN_DATA.test(text) ? `'${text}` : text
}

/**
 * A CSV file of a header and rows, every cell made safe for spreadsheets, behind a UTF-8
 * byte-order mark so that Excel reads "Amélie" as UTF-8 rather than its ANSI code page.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(safeCell))], { bom: true })
}
