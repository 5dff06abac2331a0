import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { rootDir } from '../../server/lib/paths'

export interface Service {
  image?: string
  profiles?: string[]
  command?: string[] | string
  entrypoint?: string[] | string
  environment?: Record<string, string | null>
  ports?: (string | { host_ip?: string; published?: string | number; target?: number })[]
  volumes?: (string | { type?: string; source?: string; target?: string; read_only?: boolean })[]
  depends_on?: string[] | Record<string, { condition?: string }>
  healthcheck?: { test?: string[] | string }
  extends?: { service: string; file?: string }
}

const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0

/** `${VAR}`, `${VAR:-default}`, `${VAR:?message}` as Compose interpolates them. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
    const value = env[name]
    if (value) return value
    if (op === '?') throw new Error(`Missing mandatory value for ${name}: ${arg ?? ''}`)
    return op === '-' ? (arg ?? '') : ''
  })
}

/** A small stand-in for `docker-compose config` where Compose is not installed: interpolate, merge. */
function configWithYaml(files: string[], env: Record<string, string>): Record<string, Service> {
  const services: Record<string, Service> = {}
  for (const file of files) {
    const doc = parse(interpolate(readFileSync(path.join(rootDir, file), 'utf8'), env), { merge: true }) as {
      services: Record<string, Service>
    }
    for (const [name, service] of Object.entries(doc.services)) {
      const base = services[name] ?? {}
      services[name] = {
        ...base,
        ...service,
        environment: { ...base.environment, ...service.environment },
        ...(service.depends_on || base.depends_on
          ? { depends_on: { ...(base.depends_on as object), ...(service.depends_on as object) } }
          : {}),
      }
    }
  }
  // `extends`: the named service's settings under this one's (depends_on is never inherited).
  for (const [name, service] of Object.entries(services)) {
    const parent = service.extends ? services[service.extends.service] : undefined
    if (!parent) continue
    const byTarget = new Map([...mounts(parent), ...mounts(service)].map((m) => [m.target, m]))
    const { depends_on: _ignored, ...inherited } = parent
    services[name] = {
      ...inherited,
      ...service,
      environment: { ...parent.environment, ...service.environment },
      volumes: [...byTarget.values()].map((m) => `${m.source}:${m.target}${m.readOnly ? ':ro' : ''}`),
    }
    delete services[name].extends
  }
  return services
}

/**
 * The services a profile starts, as Compose resolves them: with `docker-compose config` (Debian's
 * docker-compose) when installed, else the YAML stand-in. Throws with Compose's message when a
 * required variable is missing.
 */
export function composeServices(
  files: string[],
  env: Record<string, string>,
  profile?: string,
): { services: Record<string, Service>; tool: string } {
  let services: Record<string, Service>
  if (hasDockerCompose) {
    const args = [...files.flatMap((f) => ['-f', f]), ...(profile ? ['--profile', profile] : []), 'config']
    const result = spawnSync('docker-compose', args, {
      cwd: rootDir,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...env },
    })
    if (result.status !== 0) throw new Error(result.stderr.trim() || result.stdout.trim())
    services = (parse(result.stdout) as { services: Record<string, Service> }).services
  } else {
    services = configWithYaml(files, env)
  }
  // docker-compose v1 `config` lists every service: keep those the profile starts.
  const active = Object.entries(services).filter(([, s]) => !s.profiles?.length || s.profiles.includes(profile ?? ''))
  return { services: Object.fromEntries(active), tool: hasDockerCompose ? 'docker-compose config' : 'YAML check' }
}

/** Host addresses a service publishes on ('0.0.0.0' when none is given). */
export function publishedHosts(service: Service): string[] {
  return (service.ports ?? []).map((port) => {
    if (typeof port === 'object') return port.host_ip ?? '0.0.0.0'
    const parts = port.split(':')
    return parts.length === 3 ? (parts[0] ?? '') : '0.0.0.0'
  })
}

export function dependsOn(service: Service): Record<string, string> {
  const deps = service.depends_on ?? {}
  if (Array.isArray(deps)) return Object.fromEntries(deps.map((d) => [d, 'service_started']))
  return Object.fromEntries(Object.entries(deps).map(([k, v]) => [k, v.condition ?? 'service_started']))
}

export function mounts(service: Service): { source: string; target: string; readOnly: boolean }[] {
  return (service.volumes ?? []).map((v) => {
    if (typeof v === 'object') return { source: v.source ?? '', target: v.target ?? '', readOnly: !!v.read_only }
    const [source = '', target = '', mode = ''] = v.split(':')
    return { source, target, readOnly: mode === 'ro' }
  })
}

/**
 * How a compose service runs varnishd: the file of deploy/varnish it loads (`-f`, through the mount
 * that put it there) and the host its entrypoint's sed gives default.vcl's backend.
 */
export function varnishSetup(service: Service): { vcl: string; appHost: string } {
  const entrypoint = [service.entrypoint ?? []].flat().join(' ')
  const loaded = /varnishd .*-f (\S+)/.exec(entrypoint)?.[1]
  const appHost = /\.host = "([^"]+)";\/'/.exec(entrypoint)?.[1]
  const mount = mounts(service).find((m) => loaded && path.basename(m.target) === path.basename(loaded))
  if (!mount || !appHost) throw new Error(`no VCL mount or backend host in the entrypoint: ${entrypoint}`)
  return { vcl: path.relative(path.join(rootDir, 'deploy/varnish'), path.resolve(rootDir, mount.source)), appHost }
}
