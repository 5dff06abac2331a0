/**
 * `npm run test:scale`: the replica-failure drill of issue 29 (item 9). The scale-out topology of
 * docker-compose.scale-out.yml on loopback: Debian's Caddy as the edge -> varnishd with the VCL the
 * compose file runs (deploy/varnish/scale-out.vcl including default.vcl: Varnish is the balancer) ->
 * two replicas (production processes) on one PostgreSQL database and Redis. A bounded load (80 % GETs
 * of cached pages, 20 % demo requests with distinct emails) runs through the edge while one replica is
 * killed with SIGKILL and the app purges the whole site; no visitor may see an error and every
 * accepted demo request is stored once.
 *
 * The kill waits for a moment with no demo request in flight: a request the dying replica was
 * processing may or may not be stored, and Varnish's resend of it (the VCL keeps small bodies) could
 * store it twice. Every request sent after the kill must succeed, including one Varnish writes to a
 * pooled connection of the killed replica before it notices (varnish-retry.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { failures, runDrill, withFailoverServices } from '../helpers/failover-drill'

withFailoverServices()

describe('when one of two replicas is killed under load behind the scale-out compose topology (edge Caddy, Varnish with deploy/varnish/scale-out.vcl)', () => {
  it('then no GET fails, no demo request is refused, and every accepted demo request is stored exactly once', async () => {
    const { gets, posts } = await runDrill('compose')
    expect(failures(gets, 200)).toEqual([])
    expect(failures(posts, 201)).toEqual([])
  })
})
