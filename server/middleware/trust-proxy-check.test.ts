import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import type { Logger } from '../lib/logger.js'
import { trustProxyCheck } from './trust-proxy-check.js'

const servers: { close: () => void }[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** An app with `trust proxy` as TRUST_PROXY would set it, the check in front; returns its URL and the warnings logged. */
async function appWith(trustProxy: number | boolean) {
  const warnings: string[] = []
  const logger = { warn: (_fields: unknown, message: string) => warnings.push(message) } as unknown as Logger
  const app = express()
  app.set('trust proxy', trustProxy)
  app.use(trustProxyCheck(logger, { sameAddressAfter: 5 }))
  app.get('/', (req, res) => {
    res.send(req.ip)
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  const get = (forwardedFor: string) =>
    fetch(url, { headers: { 'x-forwarded-for': forwardedFor } }).then((r) => r.text())
  return { warnings, get }
}

describe('trustProxyCheck', () => {
  it('when requests come through more proxies than TRUST_PROXY trusts, then it warns once naming the count to set', async () => {
    const { warnings, get } = await appWith(1)
    expect(await get('203.0.113.7, 10.0.0.2, 10.0.0.3')).toBe('10.0.0.3')
    await get('203.0.113.8, 10.0.0.2, 10.0.0.3')

    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('TRUST_PROXY')
    expect(warnings[0]).toContain('TRUST_PROXY=3')
  })

  it('when every forwarded request gets the same client address, then it warns once that all visitors share it', async () => {
    const { warnings, get } = await appWith(1)
    for (let i = 0; i < 6; i++) expect(await get('10.0.0.3')).toBe('10.0.0.3')

    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('every visitor appears as 10.0.0.3')
  })

  it('when TRUST_PROXY matches the chain and visitors differ, then it stays quiet', async () => {
    const { warnings, get } = await appWith(3)
    for (let i = 0; i < 6; i++) expect(await get(`203.0.113.${i}, 10.0.0.2, 10.0.0.3`)).toBe(`203.0.113.${i}`)

    expect(warnings).toEqual([])
  })
})
