import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * `npm run audit --floor`'s reference: a complete, valid page with nothing of ours in it (no CSS,
 * fonts, images or script), so that what Lighthouse reports for it is what opening any page costs in
 * this browser on this machine.
 */
const FLOOR_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><meta name="description" content="A page with nothing but a heading and a line of text."></head>' +
  '<body><main><h1>Floor</h1><p>A page with nothing but a heading and a line of text.</p></main></body></html>'

/** Serves the floor page on a port of its own (loopback); `close` stops it. */
export async function serveFloorPage(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(FLOOR_HTML)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() }
}
