import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { localStorageStore, type Store } from 'react-admin'
import { App } from './App'
import { loadPostForm } from './blogs'
import { browserLocale, createI18nProvider, isAdminLocale, preloadMessages } from './i18n'
import { preloadLeadList } from './leads'
import { loadMe } from './session'

/**
 * The busiest screens' code, asked for beside the session check: without it a load of /admin/leads
 * fetched and ran it only after the session's answer and the shell's first render, one after the other.
 */
function preloadScreen(path: string, store: Store): void {
  const load = /^\/admin\/leads\/?$/.test(path)
    ? () => preloadLeadList(store)
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
  preloadScreen(window.location.pathname, store)
  const me = await loadMe().catch(() => null)
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
