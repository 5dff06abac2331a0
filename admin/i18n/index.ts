import polyglotI18nProvider from 'ra-i18n-polyglot'
import { HttpError, type I18nProvider, type TranslationMessages } from 'react-admin'
import { en } from './en'
import type { Locale } from '../../content/index'
import type { Message } from '../../server/i18n/index'
import { translateMessage, translateServerBody, type ServerErrorBody } from './server-messages'

/** The admin's languages: English (default, bundled) and Canadian French (loaded on first use). */
export const ADMIN_LOCALES = ['en', 'fr'] as const satisfies readonly Locale[]
/** The project's one locale type (content/index.ts), as the admin's languages. */
export type AdminLocale = Locale

export function isAdminLocale(value: unknown): value is AdminLocale {
  return typeof value === 'string' && (ADMIN_LOCALES as readonly string[]).includes(value)
}

/** BCP 47 tags for <html lang> and Intl formatting, as on the public site. */
export const adminLocaleTags = { en: 'en-CA', fr: 'fr-CA' } as const satisfies Record<AdminLocale, string>

/** Each language named in itself, for the language menus. */
export const localeNames = { en: 'English', fr: 'Français' } as const satisfies Record<AdminLocale, string>

const loaded: Partial<Record<AdminLocale, TranslationMessages>> = { en: en as TranslationMessages }

/** French stays out of the first download: its messages (ours and react-admin's) are a lazy chunk. */
function loadMessages(locale: AdminLocale): Promise<TranslationMessages> {
  const ready = loaded[locale]
  if (ready) return Promise.resolve(ready)
  return import('./fr').then(({ fr }) => (loaded.fr = fr as TranslationMessages))
}

/** Starts loading a language's messages early (main.tsx: beside the session check); errors show when used. */
export function preloadMessages(locale: AdminLocale): void {
  loadMessages(locale).catch(() => undefined)
}

/** Messages already loaded are returned synchronously (polyglot requires it for the initial locale). */
function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const wanted = isAdminLocale(locale) ? locale : 'en'
  return loaded[wanted] ?? loadMessages(wanted)
}

/** Before sign-in: the browser's language (French for any fr-*, else English). */
export function browserLocale(): AdminLocale {
  const languages = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]
  const first = languages.find((l) => typeof l === 'string' && l)
  return first?.toLowerCase().startsWith('fr') ? 'fr' : 'en'
}

/**
 * Server messages arrive as English text and are shown as they are; only a missing message key
 * (e.g. 'mapleserve.nav.dashboard') is worth a console warning.
 */
function onMissingKey(key: string): string {
  if (/^[a-z][\w-]*(\.[\w-]+)+$/i.test(key)) console.warn(`Missing translation for key: "${key}"`)
  return key
}

/** The provider in use and its language, for texts read outside React (the server's error answers). */
const active: { provider?: I18nProvider; locale: AdminLocale } = { locale: 'en' }

/** A server error answer's `message` and `errors` in the admin's language (codes → `server.*` keys). */
function translateServerError<T extends ServerErrorBody>(body: T): T {
  const { provider, locale } = active
  if (!provider || locale === 'en') return body
  return translateServerBody(body, provider.translate, adminLocaleTags[locale])
}

/** One coded message from the server in the admin's language; `english` when there is no text for it. */
export function translateServerText(message: Message | undefined, english: string): string {
  const { provider, locale } = active
  if (!message || !provider || locale === 'en') return english
  return translateMessage(provider.translate, adminLocaleTags[locale], message, english)
}

/** react-admin's HttpError of a failed call, its message and per-field errors in the admin's language. */
export function translateHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.body || typeof error.body !== 'object') return error
  const body = translateServerError(error.body as ServerErrorBody)
  return new HttpError(body.message ?? error.message, error.status, body)
}

function applyToDocument(locale: AdminLocale, provider: I18nProvider): void {
  active.provider = provider
  active.locale = locale
  document.documentElement.lang = adminLocaleTags[locale]
  document.title = provider.translate('mapleserve.app.title', { _: 'MapleServe Admin' })
}

/**
 * The admin's i18nProvider (ra-i18n-polyglot), starting in `initial` (its messages loaded first so
 * the first paint is already in that language); every change also updates <html lang> and the title.
 */
export async function createI18nProvider(initial: AdminLocale): Promise<I18nProvider> {
  await loadMessages(initial)
  const provider = polyglotI18nProvider(
    getMessages,
    initial,
    ADMIN_LOCALES.map((locale) => ({ locale, name: localeNames[locale] })),
    { onMissingKey },
  )
  applyToDocument(initial, provider)
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      const next = isAdminLocale(locale) ? locale : 'en'
      await provider.changeLocale(next, options)
      applyToDocument(next, provider)
    },
  }
}
