/** One cell of a flat OpenDocument spreadsheet as LibreOffice wrote it. */
export interface SheetCell {
  /** office:value-type: string, float, date, percentage...; '' for an empty cell. */
  type: string
  /** What the cell shows (its text:p paragraphs joined by line breaks). */
  text: string
  formula: boolean
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(xml: string): string {
  return xml.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
    return ENTITIES[name] ?? whole
  })
}

function paragraphText(xml: string): string {
  return decode(
    xml
      .replace(/<text:s\s+text:c="(\d+)"\s*\/>/g, (_, n: string) => ' '.repeat(Number(n)))
      .replace(/<text:s\s*\/>/g, ' ')
      .replace(/<text:tab\s*\/>/g, '\t')
      .replace(/<text:line-break\s*\/>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  )
}

const attribute = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1]

/** The first sheet of a .fods file as rows of cells (repeated empty cells expanded, trailing ones kept short). */
export function readSheet(fods: string): SheetCell[][] {
  const table = /<table:table [^>]*>([\s\S]*?)<\/table:table>/.exec(fods)?.[1] ?? ''
  const rows: SheetCell[][] = []
  for (const row of table.matchAll(/<table:table-row\b[^>]*?(?:\/>|>([\s\S]*?)<\/table:table-row>)/g)) {
    const cells: SheetCell[] = []
    const cellPattern = /<table:(?:covered-)?table-cell\b([^>]*?)(?:\/>|>([\s\S]*?)<\/table:(?:covered-)?table-cell>)/g
    for (const [, attrs = '', content = ''] of (row[1] ?? '').matchAll(cellPattern)) {
      const paragraphs = [...content.matchAll(/<text:p\b[^>]*?(?:\/>|>([\s\S]*?)<\/text:p>)/g)].map((p) =>
        paragraphText(p[1] ?? ''),
      )
      const cell = {
        type: attribute(attrs, 'office:value-type') ?? '',
        text: paragraphs.join('\n'),
        formula: attrs.includes('table:formula='),
      }
      const repeat = Math.min(Number(attribute(attrs, 'table:number-columns-repeated') ?? 1), 100)
      for (let i = 0; i < repeat; i++) cells.push(cell)
    }
    while (cells.length > 0 && cells.at(-1)!.type === '' && cells.at(-1)!.text === '') cells.pop()
    rows.push(cells)
  }
  return rows
}
