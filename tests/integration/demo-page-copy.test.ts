import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { withoutWordSpans } from '../helpers/whole-words'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

/**
 * /demo lets the visitor pick the time of the call right after sending the form: the steps beside
 * the form say so too (the first step said a specialist would call within a day to book a time).
 */
describe('when a visitor reads what happens after the demo form', () => {
  it.each([
    ['/demo', /choose a time/, /within one business day|books a time/],
    ['/fr/demo', /choisissez un moment/, /en un jour ouvrable|fixe un moment/],
  ])('then on %s the first step says they choose the time', async (path, chooses, contradicts) => {
    const res = await fetch(`${app.url}${path}`)
    expect(res.status).toBe(200)
    const html = withoutWordSpans(await res.text())
    const firstStep = /<ol[^>]*>\s*<li[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? ''
    expect(firstStep).toMatch(chooses)
    expect(html).not.toMatch(contradicts)
  })
})
