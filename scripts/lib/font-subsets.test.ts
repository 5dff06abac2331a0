import { mkdtempSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { ensureFontSubsets, fontSubsetsOf } from './font-subsets'

const LATIN = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'

/** A project root with its own fonts.css and the real node_modules. */
function rootWith(css: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'font-subsets-'))
  mkdirSync(path.join(root, 'pages/styles'), { recursive: true })
  writeFileSync(path.join(root, 'pages/styles/fonts.css'), css)
  symlinkSync(path.join(rootDir, 'node_modules'), path.join(root, 'node_modules'))
  return root
}

const face = (extra = `/* from: ${LATIN} */`) => `@font-face {
  font-family: 'T';
  font-weight: 400 700;
  ${extra}
  src: url('./generated/t.woff2') format('woff2-variations');
  unicode-range: U+0020-007E, U+00E9;
}`

describe('font subsets', () => {
  it('when the site stylesheet is read, then both Inter files are cut to weights 400-800 and French text falls in the latin one', () => {
    const subsets = fontSubsetsOf(readFileSync(path.join(rootDir, 'pages/styles/fonts.css'), 'utf8'))
    expect(subsets.map((s) => s.output).sort()).toEqual(['inter-latin-ext.woff2', 'inter-latin.woff2'])
    for (const s of subsets) expect(s.weights).toEqual({ min: 400, max: 800 })
    const latin = subsets.find((s) => s.output === 'inter-latin.woff2')!
    const covers = (code: number) => latin.ranges.some(([a, b]) => code >= a && code <= b)
    for (const ch of 'Créez votre œuvre à côté, ’«»€') expect(covers(ch.codePointAt(0)!), ch).toBe(true)
  })

  // harfbuzz (WebAssembly) cuts a real Inter file: 4.9 s at a load of 12 on 2 cores, near the default 5 s.
  it(
    'when a rule names a generated file, then a smaller WOFF2 is written once and kept while its inputs are older',
    {
      timeout: 60_000,
    },
    async () => {
      const root = rootWith(face())
      expect(await ensureFontSubsets(root)).toEqual(['t.woff2'])
      const output = path.join(root, 'pages/styles/generated/t.woff2')
      const font = readFileSync(output)
      expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2')
      expect(font.length).toBeLessThan(statSync(path.join(rootDir, 'node_modules', LATIN)).size / 2)
      expect(await ensureFontSubsets(root)).toEqual([])
    },
  )

  it('when a rule has no "from:" comment, then the build stops and names the file', async () => {
    await expect(ensureFontSubsets(rootWith(face('')))).rejects.toThrow(/t\.woff2: needs a "from:" comment/)
  })
})
