/** The app behind a real Varnish for the varnish integration tests (varnish, varnish-purge tests). */
import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { startSignedInAdmin, type AdminClient } from './admin'
import type { TestApp } from './app'
import { freePort, startVarnish, varnishdPath, type Varnish } from '../../scripts/lib/varnish'
import type { PostInput } from '../../server/services/posts/posts'

export const varnishd = varnishdPath()
if (!varnishd)
  console.warn('varnish tests skipped: varnishd is not installed (apt-get install varnish varnish-modules)')

export const PURGE_TOKEN = 'varnish-test-purge-token-0123456789'
export let app: TestApp
export let varnish: Varnish
export let admin: AdminClient

export function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  const image = {
    alt: 'Cover',
    width: 960,
    height: 504,
    sources: [{ width: 960, url: '/uploads/cover-960.jpg' }],
    fallback: '/uploads/cover-960.jpg',
  }
  return { title, excerpt: `Excerpt of ${title}`, content: `Body of ${title}.`, image, published: true, ...overrides }
}

export const purgeToken = () => PURGE_TOKEN

export interface LocalProxy {
  url: string
  close: () => Promise<void>
}

/** A reverse proxy on loopback (as Caddy or nginx terminating TLS on the same host): every visitor is 127.0.0.1. */
export async function startLocalProxy(target: string): Promise<LocalProxy> {
  const server = createServer((req, res) => {
    // The public host name passes through (as Caddy's reverse_proxy does), so visitors share one cached copy.
    const headers: IncomingHttpHeaders = {
      ...req.headers,
      host: new URL(target).host,
      'x-forwarded-for': '203.0.113.7',
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export const get = (path: string, headers: Record<string, string> = {}, redirect: RequestRedirect = 'follow') =>
  fetch(`${varnish.url}${path}`, { headers, redirect })

/** Polls `path` through Varnish until its body passes `check` (at most `ms`). */
export async function eventually(path: string, check: (body: string) => boolean, ms = 1000): Promise<string> {
  const until = Date.now() + ms
  let body: string
  do {
    body = await (await get(path)).text()
    if (check(body)) return body
    await new Promise((r) => setTimeout(r, 50))
  } while (Date.now() < until)
  return body
}

/**
 * Starts `app` with an editor signed in (`admin`) and `varnish` in front of it before the file (nothing without
 * varnishd); stops both after.
 */
export function withVarnishApp(): void {
  beforeAll(async () => {
    if (!varnishd) return
    const port = await freePort()
    ;({ app, admin } = await startSignedInAdmin({
      email: 'editor@example.com',
      role: 'editor',
      env: { CACHE_PURGE_URL: `http://127.0.0.1:${port}/`, CACHE_PURGE_TOKEN: PURGE_TOKEN },
    }))
    varnish = await startVarnish(varnishd, port, Number(new URL(app.url).port), { purgeToken: PURGE_TOKEN })
  })
  afterAll(async () => {
    await varnish?.stop()
    await app?.close()
  })
}
