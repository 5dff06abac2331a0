/**
 * French for every message the leads desk endpoints answer with (English is the key), so a French
 * admin reads French errors. Route code translates with `localizeError` before answering.
 */
const fr: Record<string, string> = {
  'Lead not found.': 'Prospect introuvable.',
  'Nothing to retry: no delivery of this lead has failed.': 'Rien à relancer : aucun envoi de ce prospect n’a échoué.',
  'No failed delivery': 'Aucun envoi en échec',
  'Please correct the highlighted fields.': 'Veuillez corriger les champs en surbrillance.',
  'Only administrators can do that.': 'Seuls les administrateurs peuvent faire cela.',
  'An erased lead cannot be changed.': 'Un prospect effacé ne peut pas être modifié.',
  'This lead is already marked as spam.': 'Ce prospect est déjà marqué comme pourriel.',
  'This lead is not marked as spam.': 'Ce prospect n’est pas marqué comme pourriel.',
  'Choose New, Contacted, Qualified, Demo booked, Won or Lost':
    'Choisissez Nouveau, Contacté, Qualifié, Démo réservée, Gagné ou Perdu',
  'Say why the lead was lost': 'Indiquez pourquoi le prospect a été perdu',
  'At most 300 characters': '300 caractères au plus',
  'At most 4000 characters': '4000 caractères au plus',
  'Choose an active user': 'Choisissez un utilisateur actif',
  'Must be true or false': 'Doit être vrai ou faux',
  'Enter an email address': 'Entrez une adresse courriel',
  'Enter a time zone such as America/Toronto': 'Entrez un fuseau horaire comme America/Toronto',
  'Choose at least one open day': 'Choisissez au moins un jour ouvrable',
  'Enter a time as HH:MM (00:00 to 24:00)': 'Entrez une heure au format HH:MM (00:00 à 24:00)',
  'Closing must be after opening': 'La fermeture doit suivre l’ouverture',
  'Enter a number of minutes between 1 and 10080': 'Entrez un nombre de minutes entre 1 et 10080',
  'Enter a number of months between 0 (off) and 240': 'Entrez un nombre de mois entre 0 (désactivé) et 240',
  'Type must be demo, contact or quote.': 'Le type doit être demo, contact ou quote.',
  'Delivery must be failed, pending or sent.': 'L’envoi doit être failed, pending ou sent.',
  'Unsupported value': 'Valeur non prise en charge',
  'The weeks must be a whole number from 1 to 52.': 'Le nombre de semaines doit être un entier de 1 à 52.',
}

export function localizeMessage(message: string, locale: string | undefined): string {
  return locale === 'fr' ? (fr[message] ?? message) : message
}

export function localizeErrors(
  errors: Record<string, string> | undefined,
  locale: string | undefined,
): Record<string, string> | undefined {
  if (!errors) return errors
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, localizeMessage(v, locale)]))
}
