import type { Request } from 'express'
import { emails as enEmails } from '../../content/en/emails.js'
import { formMessages as enFormMessages, forms as enForms } from '../../content/en/forms.js'
import { emails as frEmails } from '../../content/fr/emails.js'
import { formMessages as frFormMessages, forms as frForms } from '../../content/fr/forms.js'
import { defaultLocale, isLocale, splitLocale, type Locale } from '../../content/index.js'

/** Server-side texts of the public forms, per locale: validation, result pages and emails. */
const texts = {
  en: { forms: enForms, formMessages: enFormMessages, emails: enEmails },
  fr: { forms: frForms, formMessages: frFormMessages, emails: frEmails },
} satisfies Record<Locale, unknown>

export type FormTexts = (typeof texts)['fr']

export function formTexts(locale: Locale): FormTexts {
  return texts[locale]
}

/** A stored or sent language value as a locale: anything but a known locale is English. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale
}

/** The locale of a page on this site ('https://site/fr/pricing' is French), or null for none or another site. */
function localeOfReferer(referer: string, host: string | undefined): Locale | null {
  if (!referer) return null
  try {
    const url = new URL(referer)
    return url.host === host ? splitLocale(url.pathname).locale : null
  } catch {
    return null
  }
}

/**
 * The visitor's language for a form request: the form's `language` field when it is a known
 * locale, else the path of the page that posted it (Referer: /fr/... is French), else English.
 * The request path itself counts too (/fr/newsletter/confirm).
 */
export function requestLocale(req: Request): Locale {
  const body = req.body as Record<string, unknown> | undefined
  const sent = body && typeof body === 'object' ? body.language : undefined
  if (isLocale(sent)) return sent
  const fromPath = splitLocale(req.path).locale
  if (fromPath !== defaultLocale) return fromPath
  return localeOfReferer(req.get('referer') ?? '', req.get('host')) ?? defaultLocale
}
