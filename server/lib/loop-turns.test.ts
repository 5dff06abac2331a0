import { describe, expect, it } from 'vitest'
import { loopTurns } from './loop-turns'

/** Synchronous work, as a React render or a SQLite query is: nothing else runs meanwhile. */
function busy(ms: number): void {
  const end = performance.now() + ms
  while (performance.now() < end);
}

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (condition() ? resolve() : setImmediate(check))
    check()
  })
}

describe('loopTurns', () => {
  it('when two requests are queued together, then a timer that came due during the first runs before the second starts', async () => {
    const turns = loopTurns()
    const order: string[] = []
    turns.request(() => {
      order.push('first')
      setTimeout(() => order.push('timer'), 1)
      busy(20)
    })
    turns.request(() => order.push('second'))
    await until(() => order.length === 3)
    expect(order).toEqual(['first', 'timer', 'second'])
  })

  it('when work is asked for after the next poll phase, then it runs before the next request starts', async () => {
    const turns = loopTurns()
    const order: string[] = []
    turns.request(() => {
      order.push('first')
      turns.afterPoll(() => order.push('after poll'))
    })
    turns.request(() => order.push('second'))
    await until(() => order.length === 3)
    expect(order).toEqual(['first', 'after poll', 'second'])
  })

  it('when a request may not start yet, then it waits for wake() and says how long it waited behind the previous one', async () => {
    let allowed = true
    const turns = loopTurns(() => allowed)
    const order: string[] = []
    const paces: number[] = []
    turns.request(() => {
      order.push('first')
      allowed = false
    })
    turns.request(() => {
      order.push('second')
      paces.push(turns.paceMs())
    })
    await until(() => order.length === 1)
    // Several turns of the loop go by: the second is still waiting.
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
    expect(order).toEqual(['first'])
    busy(30)
    allowed = true
    turns.wake()
    await until(() => order.length === 2)
    expect(paces[0]).toBeGreaterThanOrEqual(30)
  })
})
