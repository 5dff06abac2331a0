import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { localStorageStore } from 'react-admin'
import { App } from './App'
import { loadPostForm } from './blogs'
import { browserLocale, createI18nProvider, isAdminLocale, preloadMessages } from './i18n'
import { loadLeadList, preloadLeadListData } from './leads'
import { loadMe } from './session'

/**
 * The busiest screens' code, asked for beside the session check: without it a load of /admin/leads
 * fetched and ran it only after the session's answer and the shell's first render, one after the other.
 */
const isLeadList = (path: string) => /^\/admin\/leads\/?$/.test(path)

function preloadScreen(path: string): void {
  const load = isLeadList(path)
    ? loadLeadList
    : /^\/admin\/blogs\/(new|[^/]+\/edit)\/?$/.test(path)
      ? loadPostForm
      : null
  load?.().catch(() => undefined)
}

/**
 * The admin opens in the signed-in user's saved language, else (sign-in page) in the browser's;
 * that language's messages are loaded before the first render so nothing flashes in English.
 * index.html has already asked for the session (a preload); the screen's code and the language
 * this browser last used load at the same time.
 */
async function start(): Promise<void> {
  const store = localStorageStore()
  const lastLocale = store.getItem<unknown>('locale')
  if (isAdminLocale(lastLocale)) preloadMessages(lastLocale)
  preloadScreen(window.location.pathname)
  const me = await loadMe().catch(() => null)
  // The screen's data, once the session says who is asking (main.tsx's only wait before it).
  if (isLeadList(window.location.pathname)) preloadLeadListData(store, me?.role)
  const locale = me?.locale ?? browserLocale()
  const i18nProvider = await createI18nProvider(locale)
  // react-admin follows the stored locale: this browser's last choice must not override the account's.
  store.setItem('locale', locale)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} store={store} />
    </StrictMode>,
  )
}

void start()
