import { describe, expect, it } from 'vitest'
import { createLogger, recentErrors } from './logger'

describe('the error ring of the logger', () => {
  it('when errors are logged, then the last 20 error and fatal lines are kept without credentials', () => {
    const logger = createLogger('silent')
    // A silent logger writes nothing, so nothing is kept either.
    logger.error('hidden')
    expect(recentErrors(logger)).toEqual([])

    const noisy = createLogger('error')
    const child = noisy.child({ component: 'outbox' })
    const stdout = process.stdout.write
    process.stdout.write = (() => true) as typeof process.stdout.write
    try {
      noisy.info('not an error')
      noisy.warn('not an error either')
      for (let i = 0; i < 25; i++) child.error({ attempt: i }, `delivery failed ${i}`)
      noisy.error({ url: 'smtps://mailer:s3cret@smtp.example.com:465', password: 'hunter2hunter2' }, 'smtp down')
      noisy.fatal('Authorization: Bearer abc.def-123 refused')
    } finally {
      process.stdout.write = stdout
    }
    const lines = recentErrors(noisy)
    expect(lines).toHaveLength(20)
    expect(lines[0]).toContain('delivery failed 7')
    expect(lines.join('\n')).not.toMatch(/not an error|s3cret|hunter2|abc\.def-123/)
    expect(lines.at(-2)).toContain('smtps://***@smtp.example.com')
    expect(lines.at(-1)).toContain('Bearer ***')
  })
})
