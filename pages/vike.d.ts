import type { Locale } from '../content/index'

declare global {
  namespace Vike {
    interface PageContext {
      locale: Locale
      /** The per-request nonce that helmet's CSP allows (set by the Express handler). */
      cspNonce?: string
      user?: { id: number; email: string; role: string } | null
      /** Absolute origin for canonical and OpenGraph URLs (server only). */
      baseUrl?: string
    }
  }
}

export {}
