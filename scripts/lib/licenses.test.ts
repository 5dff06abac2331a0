import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { collectLicenses } from './licenses'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

function pkg(dir: string, json: Record<string, unknown>) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(json))
}

describe('collectLicenses', () => {
  it('when dependencies are hoisted, nested and optional, then every shipped package is listed once and dev tools are not', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'licenses-'))
    pkg(root, { name: 'site', dependencies: { a: '^1' }, devDependencies: { tool: '^1' } })
    pkg(path.join(root, 'node_modules/a'), {
      name: 'a',
      version: '1.0.0',
      license: 'MIT',
      dependencies: { b: '^2', c: '^1' },
      optionalDependencies: { 'not-installed': '^1' },
    })
    pkg(path.join(root, 'node_modules/a/node_modules/b'), { name: 'b', version: '2.1.0', license: { type: 'ISC' } })
    pkg(path.join(root, 'node_modules/b'), { name: 'b', version: '1.0.0', license: 'Apache-2.0' })
    pkg(path.join(root, 'node_modules/c'), {
      name: 'c',
      version: '1.2.3',
      licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }],
      dependencies: { a: '^1' },
    })
    pkg(path.join(root, 'node_modules/tool'), { name: 'tool', version: '9.9.9', license: 'MIT' })

    expect(collectLicenses(root)).toEqual([
      { name: 'a', version: '1.0.0', license: 'MIT' },
      { name: 'b', version: '2.1.0', license: 'ISC' },
      { name: 'c', version: '1.2.3', license: 'MIT OR GPL-2.0' },
    ])
  })

  it('when a development dependency is bundled into what browsers download (react-admin), then it is listed with its dependencies', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'licenses-'))
    pkg(root, { name: 'site', dependencies: {}, devDependencies: { 'react-admin': '^5', tool: '^1' } })
    pkg(path.join(root, 'node_modules/react-admin'), {
      name: 'react-admin',
      version: '5.15.0',
      license: 'MIT',
      dependencies: { 'ra-core': '^5' },
    })
    pkg(path.join(root, 'node_modules/ra-core'), { name: 'ra-core', version: '5.15.0', license: 'MIT' })
    pkg(path.join(root, 'node_modules/tool'), { name: 'tool', version: '9.9.9', license: 'MIT' })

    expect(collectLicenses(root)).toEqual([
      { name: 'ra-core', version: '5.15.0', license: 'MIT' },
      { name: 'react-admin', version: '5.15.0', license: 'MIT' },
    ])
  })

  it('when a required dependency is missing, then collecting fails and names it', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'licenses-'))
    pkg(root, { name: 'site', dependencies: { gone: '^1' } })
    expect(() => collectLicenses(root)).toThrow(/gone/)
  })
})
