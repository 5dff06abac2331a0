import type { Catalogue } from '../../lib/admin-messages.js'

/** The admin API's messages in French (the English text is the key: server/lib/admin-messages.ts). */
export const newsletterMessagesFr = {
  'Please correct the highlighted fields.': 'Veuillez corriger les champs indiqués.',
  'Newsletter issue not found.': 'Numéro d’infolettre introuvable.',
  'Only a draft or scheduled issue can be changed.': 'Seul un brouillon ou un numéro planifié peut être modifié.',
  'Only a draft can be deleted; cancel a scheduled issue first.':
    'Seul un brouillon peut être supprimé ; annulez d’abord un numéro planifié.',
  'This issue has already gone out or was cancelled.': 'Ce numéro est déjà parti ou a été annulé.',
  'Only a draft or scheduled issue can be sent.': 'Seul un brouillon ou un numéro planifié peut être envoyé.',
  'The scheduled time must be in the future.': 'L’heure prévue doit être dans le futur.',
  'Only an issue that has not finished going out can be cancelled.':
    'Seul un numéro dont l’envoi n’est pas terminé peut être annulé.',
  'The test email could not be sent: {reason}': 'Le courriel de test n’a pas pu être envoyé : {reason}',
  'Test email sent to {email}.': 'Courriel de test envoyé à {email}.',
  'Subject is required': 'L’objet est obligatoire',
  'At most 200 characters': '200 caractères au plus',
  'Language must be en or fr': 'La langue doit être en ou fr',
  'A date and time is required': 'Une date et une heure sont obligatoires',
  'Must be in the future': 'Doit être dans le futur',
  'Unknown or unpublished post: {id}': 'Article inconnu ou non publié : {id}',
} satisfies Catalogue
