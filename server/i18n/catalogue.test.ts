import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { TranslationMessages } from 'react-admin'
import { describe, expect, it } from 'vitest'
import { serverMessagesFr } from '../../admin/i18n/messages/server-errors-fr'
import { translateServerBody } from '../../admin/i18n/server-messages'
import { ConflictError, errorBody, ValidationError } from '../lib/errors'
import { errorsEn } from './errors-en'
import { english, t } from './index'
import { textsEn } from './texts-en'
import { textsFr } from './texts-fr'

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort()
const frenchErrors = serverMessagesFr.server as unknown as Record<string, string>

describe('the server catalogue', () => {
  it('then every text the server writes has its French, with the same placeholders', () => {
    for (const [key, text] of Object.entries(textsEn)) {
      const french = (textsFr as Record<string, string>)[key]
      expect(french, key).toBeTruthy()
      expect(placeholders(french!), key).toEqual(placeholders(text))
    }
    expect(Object.keys(textsFr).sort()).toEqual(Object.keys(textsEn).sort())
  })

  it("then every error code has its French in the admin's messages, with the same placeholders", () => {
    for (const [code, text] of Object.entries(errorsEn)) {
      const french = frenchErrors[code]
      expect(french, code).toBeTruthy()
      expect(placeholders(french!), code).toEqual(placeholders(text))
    }
  })

  it('then one English sentence has one French one (no "champs indiqués" / "champs signalés")', () => {
    const byEnglish = new Map<string, string>()
    for (const [code, text] of Object.entries(errorsEn)) {
      const french = frenchErrors[code]!
      expect(byEnglish.get(text) ?? french, text).toBe(french)
      byEnglish.set(text, french)
    }
    expect(new Set(Object.values(errorsEn)).size).toBe(Object.keys(errorsEn).length)
  })

  it('then t() fills the params in the reader’s language', () => {
    const facts = { name: 'Amélie', company: 'Bistro', minutes: 90, target: 60, url: 'https://x/admin' }
    expect(t('en', 'mail.lead_reminder.subject', facts)).toBe('Lead waiting: Amélie (Bistro)')
    expect(t('fr', 'mail.lead_reminder.subject', facts)).toBe('Prospect en attente\u00a0: Amélie (Bistro)')
  })
})

describe('when a service throws a coded error', () => {
  it('then the answer keeps its English message and per-field errors, plus the codes', () => {
    const error = new ValidationError('validation.invalid', {
      errors: { email: 'user.email_invalid', password: { code: 'password.too_short', params: { n: 12 } } },
    })
    expect(errorBody(error)).toEqual({
      message: 'Please correct the highlighted fields.',
      code: 'validation.invalid',
      errors: { email: 'Please enter a valid email address', password: 'Password must be at least 12 characters' },
      errorCodes: {
        email: { code: 'user.email_invalid' },
        password: { code: 'password.too_short', params: { n: 12 } },
      },
    })
  })

  it("then the admin's French catalogue says it in French, nested messages and moments included", () => {
    // The admin's own i18n provider over its French messages.
    const { translate } = polyglotI18nProvider(() => serverMessagesFr as unknown as TranslationMessages, 'fr')
    const weak = new ValidationError('validation.invalid', {
      errors: {
        password: { code: 'password.weak_because', params: { why: { code: 'zxcvbn.warnings.straightRow' } } },
      },
    })
    expect(weak.errors?.password).toBe(
      'Password is too easy to guess: Straight rows of keys on your keyboard are easy to guess. Use a longer passphrase of unusual words.',
    )
    const wire = JSON.parse(JSON.stringify(errorBody(weak))) as ReturnType<typeof errorBody>
    const french = translateServerBody(wire, translate, 'fr-CA')
    expect(french.message).toBe('Veuillez corriger les champs indiqués.')
    expect(french.errors?.password).toMatch(
      /^Le mot de passe est trop facile à deviner : Les lignes droites de touches/,
    )

    const at = new Date('2026-11-27T23:41:00Z')
    const conflict = new ConflictError('post.conflict', { params: { who: { code: 'post.someone' }, at } })
    expect(conflict.message).toMatch(/^This post was saved by another editor at Nov 27, 2026, 11:41 p\.m\. UTC after/)
    const body = translateServerBody(JSON.parse(JSON.stringify(errorBody(conflict))), translate, 'fr-CA')
    expect(body.message).toMatch(/^Ce billet a été enregistré par un autre rédacteur à 27 nov\. 2026, 23 h 41 UTC/)
  })

  it('then an unknown code keeps the English it came with', () => {
    expect(english('zxcvbn.warnings.nothing-like-it')).toBe('zxcvbn.warnings.nothing-like-it')
  })
})
