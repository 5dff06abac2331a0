import { stringify } from 'csv-stringify/sync'

/** Spreadsheet programs run cells that start with = + - @: make them plain text. */
export function safeCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** A CSV file of a header and rows, every cell made safe for spreadsheets (the admin's exports). */
export function csvFile(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return stringify([[...header], ...rows.map((row) => row.map(safeCell))])
}
