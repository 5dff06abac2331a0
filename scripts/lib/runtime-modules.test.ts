import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { copyRuntimeModules } from './runtime-modules'

/**
 * The image's node_modules leaves out builds and sources Node never loads (UNUSED_BUILDS): the
 * packages they were cut from must still load and work from the pruned copy alone.
 */
describe('when the runtime modules are copied for the image', () => {
  let outDir: string
  beforeAll(() => {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'runtime-modules-'))
    copyRuntimeModules(
      rootDir,
      [
        'pdfkit',
        'qrcode',
        'knex',
        '@zxcvbn-ts/core',
        '@zxcvbn-ts/language-common',
        '@zxcvbn-ts/language-en',
        '@zxcvbn-ts/language-fr',
      ],
      outDir,
    )
  }, 60_000)
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))

  it('then the unused builds, sources and bundles are not there', () => {
    const modules = path.join(outDir, 'node_modules')
    for (const unused of [
      '@zxcvbn-ts/language-en/src',
      '@zxcvbn-ts/language-en/dist/zxcvbn-ts.js',
      '@zxcvbn-ts/language-common/dist/index.mjs',
      'fontkit/dist/browser.cjs',
      'fontkit/src',
      '@swc/helpers/esm',
      'lodash/fp',
    ]) {
      expect(existsSync(path.join(modules, unused)), unused).toBe(false)
    }
    expect(existsSync(path.join(modules, '@zxcvbn-ts/language-en/dist/index.cjs'))).toBe(true)
  })

  it('then a quote PDF (pdfkit loads fontkit), a QR code PNG, a knex query and a password score still work', () => {
    const script = `
      const PDFDocument = require('pdfkit')
      const QRCode = require('qrcode')
      const knex = require('knex')
      const { ZxcvbnFactory } = require('@zxcvbn-ts/core')
      const common = require('@zxcvbn-ts/language-common')
      const en = require('@zxcvbn-ts/language-en')
      const fr = require('@zxcvbn-ts/language-fr')
      ;(async () => {
        const doc = new PDFDocument()
        const chunks = []
        doc.on('data', (c) => chunks.push(c))
        const done = new Promise((r) => doc.on('end', r))
        doc.font('Helvetica-Bold').text('Soumission à 12 $')
        doc.end()
        await done
        const png = await QRCode.toBuffer('otpauth://totp/x')
        const sql = knex({ client: 'pg' }).select('id').from('posts').where({ id: 1 }).toString()
        const zxcvbn = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary }, graphs: common.adjacencyGraphs })
        const weak = await zxcvbn.check('motdepasse')
        const french = await zxcvbn.check('grenouille')
        console.log(JSON.stringify({
          pdf: Buffer.concat(chunks).subarray(0, 5).toString(),
          png: png.subarray(1, 4).toString(),
          sql,
          weak: weak.score < 3,
          dictionaryHit: french.sequence.some((m) => m.pattern === 'dictionary'),
        }))
      })().catch((e) => { console.error(e); process.exit(1) })`
    const result = spawnSync(process.execPath, ['-e', script], { cwd: outDir, encoding: 'utf8', timeout: 30_000 })
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      pdf: '%PDF-',
      png: 'PNG',
      sql: 'select "id" from "posts" where "id" = 1',
      weak: true,
      dictionaryHit: true,
    })
  }, 60_000)
})
