import { lazy, Suspense } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { preloadable } from './preloadable'

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>
const inSuspense = (element: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading</p>}>{element}</Suspense>)

describe('a screen whose code main.tsx asked for early', () => {
  it('renders in its first render once the code has arrived, with no fallback (React.lazy alone shows the fallback)', async () => {
    const screen = preloadable(() => Promise.resolve(Greeting))
    await screen.preload()
    expect(inSuspense(<screen.Screen name="Ana" />)).toContain('Hello <!-- -->Ana')

    // What the screens used before: the same code already loaded, yet the first render suspends.
    const load = Promise.resolve({ default: Greeting })
    await load
    const Lazy = lazy(() => load)
    expect(inSuspense(<Lazy name="Ana" />)).toContain('Loading')
  })

  it('shows the fallback until the code arrives, and asks for it once', async () => {
    let asked = 0
    const screen = preloadable(() => {
      asked++
      return new Promise<typeof Greeting>(() => undefined)
    })
    expect(inSuspense(<screen.Screen name="Ana" />)).toContain('Loading')
    void screen.preload()
    void screen.preload()
    expect(asked).toBe(1)
  })

  it('asks again after a failed load (a network error does not stick)', async () => {
    let asked = 0
    const screen = preloadable(() => (++asked === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting)))
    await expect(screen.preload()).rejects.toThrow('offline')
    await screen.preload()
    expect(asked).toBe(2)
    expect(inSuspense(<screen.Screen name="Ana" />)).toContain('Ana')
  })
})
