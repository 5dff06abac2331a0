import type { textsEn } from './texts-en.js'

/** The French of texts-en.ts, key for key. */
export const textsFr: Record<keyof typeof textsEn, string> = {
  'mail.account.subject_prefix': 'MapleServe: %{subject}',
  'mail.account.2fa_disabled.subject': 'La connexion à deux facteurs a été désactivée',
  'mail.account.2fa_disabled.body':
    'La connexion à deux facteurs a été désactivée pour votre compte d’administration MapleServe.',
  'mail.account.password_changed.subject': 'Votre mot de passe a été modifié',
  'mail.account.password_changed.body': 'Le mot de passe de votre compte d’administration MapleServe a été modifié.',
  'mail.account.new_device.subject': 'Nouvelle connexion à votre compte',
  'mail.account.new_device.body':
    'Une connexion à votre compte d’administration MapleServe a eu lieu depuis un nouvel appareil.',
  'mail.account.footer':
    'Quand\u00a0: %{when}\nAppareil\u00a0: %{device}\nAdresse IP\u00a0: %{ip}\n\nSi ce n’était pas vous, changez votre mot de passe maintenant, déconnectez toutes les autres sessions dans Paramètres, puis prévenez un administrateur.',
  'mail.password_reset.subject': 'MapleServe\u00a0: réinitialisez votre mot de passe',
  'mail.password_reset.body':
    'Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe de votre compte d’administration MapleServe.\n\nChoisissez un nouveau mot de passe ici dans les 30\u00a0minutes (le lien ne sert qu’une fois)\u00a0:\n%{link}\n\nSi vous n’avez rien demandé, ignorez ce courriel\u00a0: votre mot de passe reste le même.\n',
  'mail.status_test.subject': 'MapleServe\u00a0: courriel d’essai de la page d’état',
  'mail.status_test.body':
    'Ce courriel d’essai a été envoyé depuis la page d’état de l’administration (%{base}) le %{when} UTC, par le même moyen d’envoi que les demandes et les avis. Si vous le lisez, l’envoi de courriels fonctionne.',
  'mail.lead_reminder.subject': 'Prospect en attente\u00a0: %{name} (%{company})',
  'mail.lead_reminder.body':
    '%{name} (%{company}) attend une réponse depuis %{minutes}\u00a0minutes ouvrables; la cible est de %{target}.\n\nOuvrir le prospect\u00a0: %{url}\n',
  'mail.booking.summary': 'Démo de %{brand} (%{minutes}\u00a0minutes)',
  'mail.booking.visitor.subject': 'Votre démo de %{brand}\u00a0: %{when}',
  'mail.booking.visitor.body':
    'Bonjour,\n\nVotre démo de %{minutes}\u00a0minutes de %{brand} est réservée pour le %{when}, %{zone}. %{seller} vous appellera au numéro que vous nous avez donné et vous montrera le système à l’écran.\n\nL’invitation est jointe\u00a0: ajoutez-la à votre agenda.\n\nPour changer l’heure ou annuler\u00a0: %{link}\n',
  'mail.booking.visitor.rescheduled.subject': 'Votre démo de %{brand} est déplacée au %{when}',
  'mail.booking.visitor.rescheduled.body':
    'Bonjour,\n\nVotre démo a maintenant lieu le %{when}, %{zone}, avec %{seller}. L’invitation à jour est jointe.\n\nPour changer l’heure ou annuler\u00a0: %{link}\n',
  'mail.booking.visitor.cancelled.subject': 'Votre démo de %{brand} est annulée',
  'mail.booking.visitor.cancelled.body':
    'Bonjour,\n\nVotre démo du %{when} est annulée. Pour réserver une autre heure\u00a0: %{link}\n',
  'mail.booking.visitor.reminder.subject': 'Rappel\u00a0: votre démo de %{brand} le %{when}',
  'mail.booking.visitor.reminder.body':
    'Bonjour,\n\nUn rappel\u00a0: %{seller} vous appellera pour votre démo de %{minutes}\u00a0minutes le %{when}, %{zone}.\n\nPour changer l’heure ou annuler\u00a0: %{link}\n',
  'mail.booking.seller.subject': 'Démo réservée\u00a0: %{name} (%{company}), %{when}',
  'mail.booking.seller.rescheduled.subject': 'Démo déplacée\u00a0: %{name} (%{company}), maintenant le %{when}',
  'mail.booking.seller.cancelled.subject': 'Démo annulée\u00a0: %{name} (%{company}), %{when}',
  'mail.booking.seller.body':
    '%{name} (%{company}) a une démo avec vous le %{when}, %{zone}.\nCourriel\u00a0: %{email}\nTéléphone\u00a0: %{phone}\n\nOuvrir le prospect\u00a0: %{url}\n',
  'mail.newsletter.list_name': 'Infolettre MapleServe',
  'mail.newsletter.from_blog': 'Du blogue',
  'mail.newsletter.read_more': 'Lire l’article',
  'mail.newsletter.view_online': 'Lire ce numéro sur le Web',
  'mail.newsletter.why':
    'Vous recevez ce courriel parce que vous vous êtes abonné à l’infolettre MapleServe et avez confirmé votre adresse.',
  'mail.newsletter.unsubscribe': 'Se désabonner',
  'mail.newsletter.unsubscribe_line': 'Se désabonner en un clic\u00a0: %{url}',
  'mail.newsletter.test_prefix': '[Test] ',
}
