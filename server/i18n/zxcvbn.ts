import { createRequire } from 'node:module'
import type { translations as ZxcvbnTranslations } from '@zxcvbn-ts/language-en'
import type { Locale } from '../../content/index.js'

// Only the translation files: the packages' entries load their dictionaries too (~18 MB of heap,
// kept for good), which the password checker's worker alone needs.
const load = createRequire(import.meta.url)
type Translations = typeof ZxcvbnTranslations
let loaded: Record<Locale, Translations> | undefined

function translations(): Record<Locale, Translations> {
  loaded ??= {
    en: load('@zxcvbn-ts/language-en/dist/translations.cjs') as Translations,
    fr: load('@zxcvbn-ts/language-fr/dist/translations.cjs') as Translations,
  }
  return loaded
}

/** zxcvbn's hint for a code 'zxcvbn.warnings.straightRow', or undefined for another code. */
export function zxcvbnText(locale: Locale, code: string): string | undefined {
  const [prefix, group, key] = code.split('.')
  if (prefix !== 'zxcvbn' || (group !== 'warnings' && group !== 'suggestions') || !key) return undefined
  const texts = translations()[locale][group] as Record<string, string>
  // Quoted inside a sentence that goes on: without its own final period.
  return Object.hasOwn(texts, key) ? texts[key]!.replace(/\.$/, '') : undefined
}

/** The code of one of zxcvbn's English hints ('zxcvbn.warnings.straightRow'), or undefined. */
export function zxcvbnCode(englishHint: string): `zxcvbn.${'warnings' | 'suggestions'}.${string}` | undefined {
  const en = translations().en
  for (const group of ['warnings', 'suggestions'] as const) {
    const texts = en[group] as Record<string, string>
    const key = Object.keys(texts).find((k) => texts[k] === englishHint || texts[k] === `${englishHint}.`)
    if (key) return `zxcvbn.${group}.${key}`
  }
  return undefined
}
