import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { localStorageStore } from 'react-admin'
import { App } from './App'
import { browserLocale, createI18nProvider } from './i18n'
import { loadMe } from './session'

/**
 * The admin opens in the signed-in user's saved language, else (sign-in page) in the browser's;
 * that language's messages are loaded before the first render so nothing flashes in English.
 */
async function start(): Promise<void> {
  const me = await loadMe().catch(() => null)
  const locale = me?.locale ?? browserLocale()
  const i18nProvider = await createI18nProvider(locale)
  const store = localStorageStore()
  // react-admin follows the stored locale: this browser's last choice must not override the account's.
  store.setItem('locale', locale)
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} store={store} />
    </StrictMode>,
  )
}

void start()
