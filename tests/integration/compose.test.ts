import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rootDir } from '../../server/lib/paths'
import { composeServices, dependsOn, mounts, publishedHosts, varnishSetup, type Service } from '../helpers/compose'

/**
 * Every compose profile resolved as Compose does (`docker-compose config` when installed, else a
 * YAML check of the same rules), then checked for what an operator relies on.
 */
const PROD = {
  SESSION_SECRET: 'a'.repeat(64),
  BASE_URL: 'https://www.example.com',
  SITE_ADDRESS: 'www.example.com',
  SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
  POSTGRES_PASSWORD: 'p@ss:word/with#signs',
  CACHE_PURGE_TOKEN: 'c'.repeat(48),
}
const SCALE_FILES = ['docker-compose.yml', 'docker-compose.scale-out.yml']
const DEV_FILES = ['docker-compose.yml', 'docker-compose.dev.yml']
const DEV_ENV = {
  SESSION_SECRET: 'development-only-secret-0123456789abcdef',
  SITE_ADDRESS: ':80',
  BASE_URL: 'http://localhost:8080',
  PUBLISH_IP: '127.0.0.1',
  HTTP_PORT: '8080',
  HTTPS_PORT: '8443',
  SMTP_URL: 'smtp://mailpit:1025',
}

const isNamedVolume = (source: string) => /^[a-z0-9][a-z0-9_-]*$/i.test(source)
const healthz = (s: Service) => JSON.stringify(s.healthcheck?.test ?? '').includes('/healthz')

describe('when the production compose file is resolved', () => {
  const { services, tool } = composeServices(['docker-compose.yml'], PROD)

  it(`then only the proxy is published beyond 127.0.0.1 (${tool})`, () => {
    expect(Object.keys(services).sort()).toEqual(['app', 'proxy'])
    expect(publishedHosts(services.app!)).toEqual([])
    expect(publishedHosts(services.proxy!).length).toBeGreaterThan(0)
  })

  it('then mail and secrets come from the environment, with no mail catcher', () => {
    const env = services.app!.environment!
    expect(env.SMTP_URL).toBe(PROD.SMTP_URL)
    expect(env.SESSION_SECRET).toBe(PROD.SESSION_SECRET)
    expect(JSON.stringify(services)).not.toContain('mailpit')
  })

  it('then the proxy waits for a healthy app and data and certificates live on named volumes', () => {
    expect(dependsOn(services.proxy!)).toEqual({ app: 'service_healthy' })
    expect(healthz(services.app!)).toBe(true)
    for (const service of Object.values(services)) {
      for (const mount of mounts(service)) expect(isNamedVolume(mount.source)).toBe(true)
    }
    expect(mounts(services.proxy!).map((m) => m.target)).toContain('/data')
  })

  it.each(['SESSION_SECRET', 'SMTP_URL', 'BASE_URL', 'SITE_ADDRESS'])(
    'when %s is missing, then Compose refuses with a message naming it',
    (name) => {
      const env: Record<string, string> = { ...PROD }
      delete env[name]
      expect(() => composeServices(['docker-compose.yml'], env)).toThrow(new RegExp(`set ${name}`))
    },
  )
})

describe('when the development override is resolved', () => {
  const { services } = composeServices(DEV_FILES, DEV_ENV)

  it('then Mailpit catches the mail and everything binds 127.0.0.1', () => {
    expect(services.app!.environment!.SMTP_URL).toBe('smtp://mailpit:1025')
    expect(Object.keys(services).sort()).toEqual(['app', 'mailpit', 'proxy'])
    for (const service of Object.values(services)) {
      for (const host of publishedHosts(service)) expect(host).toBe('127.0.0.1')
    }
  })
})

describe('when the scale-out profile is resolved', () => {
  const { services } = composeServices(SCALE_FILES, PROD, 'scale-out')

  it('then replicas wait for healthy PostgreSQL, Redis and each other, and get the password apart from the URL', () => {
    for (const name of ['app-1', 'app-2']) {
      const replica = services[name]!
      expect(dependsOn(replica)).toMatchObject({ postgres: 'service_healthy', redis: 'service_healthy' })
      expect(healthz(replica)).toBe(true)
      expect(replica.environment!.DATABASE_URL).toBe('postgres://mapleserve@postgres:5432/mapleserve')
      expect(replica.environment!.PGPASSWORD).toBe(PROD.POSTGRES_PASSWORD)
    }
    expect(dependsOn(services['app-2']!)['app-1']).toBe('service_healthy')
  })

  it('then Varnish is the balancer: the shipped scale-out VCL health-checks each replica and retries on the other', () => {
    expect(Object.keys(services)).not.toContain('balancer')
    const varnish = services.varnish!
    const { vcl, appHost } = varnishSetup(varnish)
    expect(vcl).toBe('scale-out.vcl')
    expect(appHost).toBe('app-1')
    // default.vcl is mounted beside scale-out.vcl, which includes it by a relative path.
    const targets = Object.fromEntries(mounts(varnish).map((m) => [m.source.replace(/^.*\/deploy\//, 'deploy/'), m]))
    const dir = (file: string) => path.dirname(targets[`deploy/varnish/${file}`]?.target ?? '')
    expect(dir('default.vcl')).toBe(dir('scale-out.vcl'))
    for (const m of mounts(varnish).filter((m) => m.source.endsWith('.vcl'))) expect(m.readOnly, m.target).toBe(true)
    expect(JSON.stringify(varnish.entrypoint)).toContain(`${dir('default.vcl')}/default.vcl > /tmp/default.vcl`)
    expect(JSON.stringify(varnish.entrypoint)).toContain(`cp ${dir('scale-out.vcl')}/scale-out.vcl /tmp/scale-out.vcl`)
    const scaleOut = readFileSync(path.join(rootDir, 'deploy/varnish/scale-out.vcl'), 'utf8')
    expect(scaleOut).toMatch(/^include "\.\/default\.vcl";$/m)
    expect(scaleOut).toMatch(/\.host = "app-2";\s*\.port = "3000";\s*\.probe = healthz;/)
    expect(scaleOut).toMatch(/replicas\.add_backend\(app_2\);\s*replicas\.reconfigure\(\);/)
    // Varnish resolves both names when it loads the VCL.
    expect(dependsOn(varnish)).toEqual({ 'app-1': 'service_healthy', 'app-2': 'service_healthy' })
    expect(JSON.stringify(services.edge!.command)).toContain('varnish:80')
  })

  it('then the replicas trust the two proxies in front (edge Caddy, Varnish)', () => {
    for (const name of ['app-1', 'app-2']) expect(services[name]!.environment!.TRUST_PROXY, name).toBe('2')
  })

  it('then only the TLS edge publishes ports, and databases keep their data on named volumes', () => {
    for (const [name, service] of Object.entries(services)) {
      const open = publishedHosts(service).filter((h) => h !== '127.0.0.1')
      if (!['edge', 'proxy'].includes(name)) expect(open, name).toEqual([])
    }
    expect(isNamedVolume(mounts(services.postgres!)[0]!.source)).toBe(true)
    expect(isNamedVolume(mounts(services.redis!)[0]!.source)).toBe(true)
  })

  it("then PostgreSQL's major is the one the image's pg_dump can back up (pg_dump refuses a newer server)", () => {
    const dockerfile = readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8')
    const client = /apt-get download postgresql-client-(\d+)/.exec(dockerfile)?.[1]
    expect(client).toBeDefined()
    expect(services.postgres!.image).toMatch(new RegExp(`^postgres:${client}(-|$)`))
  })

  it('then the replicas and Varnish share the purge secret, and no purge is trusted by address', () => {
    for (const name of ['app-1', 'app-2', 'varnish'])
      expect(services[name]!.environment!.CACHE_PURGE_TOKEN, name).toBe(PROD.CACHE_PURGE_TOKEN)
    for (const file of ['default.vcl', 'scale-out.vcl']) {
      expect(readFileSync(path.join(rootDir, 'deploy/varnish', file), 'utf8'), file).not.toMatch(/\bacl\b|client\.ip/)
    }
  })

  it('when CACHE_PURGE_TOKEN is missing, then Compose refuses with a message naming it', () => {
    const env: Record<string, string> = { ...PROD }
    delete env.CACHE_PURGE_TOKEN
    expect(() => composeServices(['docker-compose.yml'], env)).not.toThrow()
    expect(() => composeServices(SCALE_FILES, env, 'scale-out')).toThrow(/set CACHE_PURGE_TOKEN/)
  })

  it('then the production file alone needs no POSTGRES_PASSWORD', () => {
    const env: Record<string, string> = { ...PROD }
    delete env.POSTGRES_PASSWORD
    expect(() => composeServices(['docker-compose.yml'], env)).not.toThrow()
  })

  it('when POSTGRES_PASSWORD is missing, then Compose refuses with a message naming it', () => {
    const env: Record<string, string> = { ...PROD }
    delete env.POSTGRES_PASSWORD
    expect(() => composeServices(SCALE_FILES, env, 'scale-out')).toThrow(/set POSTGRES_PASSWORD/)
  })
})
