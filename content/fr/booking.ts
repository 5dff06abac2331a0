import type { BookingTexts } from '../en/booking'

/** Textes des pages de réservation d'une démo (issue 35). */
export const booking: BookingTexts = {
  pickTitle: 'Choisissez l’heure de votre démo',
  pickIntro:
    'Votre demande de démo a bien été reçue. Choisissez un créneau de {minutes}\u00a0minutes avec un spécialiste\u00a0:',
  zoneLabel: 'Afficher les heures en',
  zoneButton: 'Afficher les heures',
  shownIn: 'Fuseau horaire\u00a0: {zone}.',
  slotsLegend: 'Créneaux libres',
  prevDay: 'Jour précédent',
  nextDay: 'Jour suivant',
  book: 'Réserver ce créneau',
  none: 'Aucun créneau n’est libre dans les deux prochaines semaines. Notre équipe vous appellera pour en trouver un.',
  bookedTitle: 'Votre démo est réservée',
  bookedText: 'À bientôt, le {when}, {zone}. Une invitation vous a été envoyée par courriel.',
  bookedTextHeld:
    'À bientôt, le {when}, {zone}. Cette adresse a déjà reçu plusieurs courriels de notre part aujourd’hui\u00a0: nous ne vous avons pas envoyé d’invitation. Notez bien l’heure.',
  manageLink: 'Modifier ou annuler cette démo',
  takenTitle: 'Ce créneau vient d’être pris',
  takenText: 'Quelqu’un vient de réserver ce créneau. Veuillez en choisir un autre\u00a0:',
  alreadyTitle: 'Vous avez déjà une démo réservée',
  alreadyText: 'Utilisez le lien de votre courriel d’invitation pour la modifier ou l’annuler.',
  badPassTitle: 'Ce lien de réservation n’est pas valide',
  badPassText: 'Veuillez envoyer de nouveau le formulaire de démo.',
  chooseSlot: 'Veuillez choisir un créneau dans la liste.',
  manageTitle: 'Votre démo',
  manageText: 'Votre démo de {minutes}\u00a0minutes a lieu le {when}, {zone}.',
  moveLegend: 'La déplacer à un autre moment',
  move: 'Déplacer ma démo',
  movedTitle: 'Votre démo a été déplacée',
  movedText: 'Votre démo a maintenant lieu le {when}, {zone}. Une invitation à jour vous a été envoyée par courriel.',
  movedTextHeld:
    'Votre démo a maintenant lieu le {when}, {zone}. Cette adresse a déjà reçu plusieurs courriels de notre part aujourd’hui\u00a0: nous ne vous avons pas envoyé d’invitation à jour. Notez bien la nouvelle heure.',
  cancel: 'Annuler ma démo',
  cancelledTitle: 'Votre démo est annulée',
  cancelledText:
    'Nous vous avons envoyé une annulation par courriel. Vous pouvez réserver un autre moment quand vous voulez.',
  cancelledTextHeld:
    'Cette adresse a déjà reçu plusieurs courriels de notre part aujourd’hui\u00a0: nous ne vous avons pas envoyé d’annulation. Vous pouvez réserver un autre moment quand vous voulez.',
  bookAgain: 'Demander une nouvelle démo',
  notFoundTitle: 'Ce lien de réservation n’est pas valide',
  notFoundText: 'Vérifiez le lien de votre courriel d’invitation ou demandez une nouvelle démo.',
  home: 'Retour à l’accueil',
}
