import pino, { type Logger } from 'pino'

export type { Logger }

/** Structured JSON logs to stdout (the container's log driver collects them). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password'],
      censor: '[redacted]',
    },
  })
}
