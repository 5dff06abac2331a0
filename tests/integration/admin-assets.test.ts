import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSignedInAdmin, type AdminClient } from '../helpers/admin'
import type { TestApp } from '../helpers/app'

describe('when a signed-in administrator loads the admin’s files and the public site', () => {
  let app: TestApp
  let admin: AdminClient
  beforeAll(async () => {
    // Errors are logged (to the status page's ring) so a dropped cookie would show.
    ;({ app, admin } = await startSignedInAdmin({ env: { LOG_LEVEL: 'error' } }))
  })
  afterAll(async () => {
    await app?.close()
  })

  it('then each file and public page answers without a cookie, and the status page logs no error for them', async () => {
    const html = await (await admin.request('/admin')).text()
    const files = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((m) => m[1]!)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const res = await admin.request(file)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    // Public pages a signed-in browser reads (the blog, the site) get no cookie either.
    for (const path of ['/', '/pricing', '/blog']) {
      const res = await admin.request(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    const status = (await (await admin.request('/api/admin/status')).json()) as { errorLines: string[] }
    expect(status.errorLines.filter((line) => line.includes('cookie'))).toEqual([])
  })
})
