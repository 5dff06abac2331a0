import pino, { type Logger } from 'pino'

export type { Logger }

/** How many error lines the status page shows (the newest last). */
const ERROR_RING_SIZE = 20
const rings = new WeakMap<Logger, string[]>()

/** Credentials that can hide inside an error message: user:password@ in URLs, bearer tokens. */
function scrub(line: string): string {
  return line
    .replace(/:\/\/[^@/\s"]*@/g, '://***@')
    .replace(/(bearer\s+)[\w.~+/=-]+/gi, '$1***')
    .slice(0, 2000)
}

/**
 * Structured JSON logs to stdout (the container's log driver collects them). The last
 * ERROR_RING_SIZE lines at level error or fatal stay in memory, redacted, for the status page.
 */
export function createLogger(level: string): Logger {
  const ring: string[] = []
  const logger = pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      censor: '[redacted]',
    },
    hooks: {
      streamWrite(line) {
        if (/"level":(50|60)[,}]/.test(line)) {
          ring.push(scrub(line.trimEnd()))
          if (ring.length > ERROR_RING_SIZE) ring.shift()
        }
        return line
      },
    },
  })
  rings.set(logger, ring)
  return logger
}

/** The newest error lines of a logger made by createLogger (its children write to the same ring). */
export function recentErrors(logger: Logger): string[] {
  return [...(rings.get(logger) ?? [])]
}
