/**
 * Inter as the pages use it: each file of @fontsource-variable/inter that pages/styles/fonts.css names
 * is cut down to the characters of its `unicode-range` and the weights of its `font-weight` range
 * (harfbuzz's hb-subset), written to pages/styles/generated/ (git-ignored), and served from there.
 * Fontsource's latin file carries every weight from 100 to 900 and glyphs outside its range: 48 KB,
 * the largest file of a first visit. The page uses weights 400 to 800.
 *
 * fonts.css is the one source: an @font-face whose `src` is `./generated/NAME.woff2` gets NAME's file,
 * made from the Fontsource file its `/* from: ... *\/` comment names, with that rule's range and
 * weights. Run by the Vite build and dev server before the CSS (vite.config.ts); a file newer than its
 * source and than fonts.css is kept.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

export interface FontSubset {
  /** File name under pages/styles/generated/. */
  output: string
  /** Package path of the Fontsource file it is made from. */
  source: string
  /** Inclusive code point ranges, from the rule's unicode-range. */
  ranges: [number, number][]
  weights: { min: number; max: number }
}

/** The generated faces that a stylesheet's @font-face rules declare. */
export function fontSubsetsOf(css: string): FontSubset[] {
  const subsets: FontSubset[] = []
  for (const [, body = ''] of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const output = /url\(['"]?\.\/generated\/([\w.-]+\.woff2)['"]?\)/.exec(body)?.[1]
    if (!output) continue
    const source = /\/\*\s*from:\s*(\S+)\s*\*\//.exec(body)?.[1]
    const range = /unicode-range:([^;]+);/.exec(body)?.[1]
    const weight = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(body)
    if (!source || !range || !weight)
      throw new Error(`@font-face for ${output}: needs a "from:" comment, unicode-range and a font-weight range`)
    subsets.push({
      output,
      source,
      ranges: range.split(',').map((part) => {
        const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-')
        return [parseInt(first, 16), parseInt(last, 16)]
      }),
      weights: { min: Number(weight[1]), max: Number(weight[2]) },
    })
  }
  return subsets
}

/** Every character of the ranges, as hb-subset takes them. */
function charactersOf(ranges: [number, number][]): string {
  let text = ''
  for (const [first, last] of ranges)
    for (let code = first; code <= last; code++) if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code)
  return text
}

export async function ensureFontSubsets(rootDir: string): Promise<string[]> {
  const stylesheet = path.join(rootDir, 'pages/styles/fonts.css')
  const outDir = path.join(rootDir, 'pages/styles/generated')
  mkdirSync(outDir, { recursive: true })
  const written: string[] = []
  for (const subset of fontSubsetsOf(readFileSync(stylesheet, 'utf8'))) {
    const source = path.join(rootDir, 'node_modules', subset.source)
    const output = path.join(outDir, subset.output)
    const newest = Math.max(statSync(source).mtimeMs, statSync(stylesheet).mtimeMs)
    if (existsSync(output) && statSync(output).mtimeMs >= newest) continue
    const font = await subsetFont(readFileSync(source), charactersOf(subset.ranges), {
      targetFormat: 'woff2',
      variationAxes: { wght: subset.weights },
    })
    writeFileSync(output, font)
    written.push(subset.output)
  }
  return written
}
