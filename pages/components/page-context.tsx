import { createContext, useContext, type ReactNode } from 'react'
import { defaultLocale, type Locale } from '../../content/index'

/** What every component may know about the page it is rendered in, on the server and in islands. */
export interface SiteContextValue {
  locale: Locale
  /** The path in the address bar, locale prefix included ('/fr/pricing'). */
  urlPathname: string
  data?: unknown
  /** Set on the error page: 404, or the status and reason a page aborted with. */
  error?: { is404: boolean; status: number | undefined; reason: unknown }
}

const SiteContext = createContext<SiteContextValue>({ locale: defaultLocale, urlPathname: '/' })

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSite(): SiteContextValue {
  return useContext(SiteContext)
}

/** The page's +data result (server render only; islands receive their own props). */
export function usePageData<T>(): T {
  return useContext(SiteContext).data as T
}
