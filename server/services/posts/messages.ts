/**
 * The back office's post messages from the server, in the admin user's language (users.locale):
 * a French admin reads French errors (issue 18 item 6).
 */
import type { Locale } from '../../../content/index.js'

export function adminLocale(value: string | undefined | null): Locale {
  return value === 'fr' ? 'fr' : 'en'
}

const en = {
  conflict: (who: string, at: string) =>
    `This post was saved by ${who} at ${at} after you opened it. Your changes were not saved (your text is kept in Revisions): reload the post, then apply your changes again.`,
  conflictField: 'Someone else saved this post in the meantime',
  a11yBlocked: (count: number) =>
    count === 1
      ? 'The accessibility check found 1 problem: fix it before publishing.'
      : `The accessibility check found ${count} problems: fix them before publishing.`,
  invalid: 'Please correct the highlighted fields.',
  publishAt: 'Not a date and time',
  canonical: 'Must be a full address starting with https:// or http://',
  metaTitle: 'At most 200 characters',
  metaDescription: 'At most 400 characters',
  revisionMissing: 'That revision no longer exists.',
  someone: 'another editor',
}

const fr: typeof en = {
  conflict: (who, at) =>
    `Ce billet a été enregistré par ${who} à ${at} après que vous l’avez ouvert. Vos modifications n’ont pas été enregistrées (votre texte est conservé dans les révisions) : rechargez le billet, puis appliquez de nouveau vos modifications.`,
  conflictField: 'Quelqu’un d’autre a enregistré ce billet entre-temps',
  a11yBlocked: (count) =>
    count === 1
      ? 'La vérification d’accessibilité a trouvé 1 problème : corrigez-le avant de publier.'
      : `La vérification d’accessibilité a trouvé ${count} problèmes : corrigez-les avant de publier.`,
  invalid: 'Veuillez corriger les champs signalés.',
  publishAt: 'Date et heure invalides',
  canonical: 'Doit être une adresse complète commençant par https:// ou http://',
  metaTitle: '200 caractères au maximum',
  metaDescription: '400 caractères au maximum',
  revisionMissing: 'Cette révision n’existe plus.',
  someone: 'un autre rédacteur',
}

export function postAdminMessages(locale: Locale): typeof en {
  return locale === 'fr' ? fr : en
}

/** "23:41 UTC" style, in the admin's language. */
export function clockTime(date: Date, locale: Locale): string {
  return `${date.toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  })} UTC`
}
