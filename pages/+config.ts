import type { Config } from 'vike/types'

/**
 * Public site: server-rendered React (pages/+onRenderHtml.tsx) with islands hydrated by
 * pages/+client.ts (which loads pages/client/islands.ts after the page has loaded). No client router and no full-page hydration: static parts ship no JavaScript.
 */
export default {
  clientRouting: false,
  hydrationCanBeAborted: false,
  meta: {
    Layout: { env: { server: true }, cumulative: true },
  },
} satisfies Config
