import { mailingAddress, site } from '../site'
import type { formMessages as enFormMessages, forms as enForms } from '../en/forms'
import type { Localized } from '../types'

/**
 * Strings of the public forms (demo modal, contact form, newsletter). `forms` is part of the shell
 * (shipped to the browser); `formMessages` holds server-only texts (validation, result pages, emails).
 */
export const forms: Localized<typeof enForms> = {
  /** The browser's bubble on an empty required field (hydrated forms). */
  fieldRequired: 'Veuillez remplir ce champ.',
  /** Shown for a malformed address, by the browser (hydrated forms) and by the server. */
  invalidEmail: 'Veuillez entrer une adresse courriel valide (par exemple nom@restaurant.ca).',
  honeypotLabel: 'Laissez ce champ vide',
  demo: {
    intro:
      'Dites-nous où vous joindre, puis choisissez un moment qui vous convient : un spécialiste de nos produits vous appellera à l’heure choisie.',
    firstName: 'Prénom*',
    lastName: 'Nom de famille*',
    email: 'Courriel*',
    phone: 'Téléphone*',
    company: 'Entreprise*',
    message: 'Message (facultatif)',
    submit: 'Planifier ma démo',
    submitting: 'Envoi en cours...',
    successTitle: 'Merci!',
    successText: 'Nous avons bien reçu votre demande de démo. Notre équipe communiquera avec vous sous peu.',
    errors: {
      required: 'Tous les champs (prénom, nom de famille, courriel, téléphone, entreprise) sont obligatoires.',
      failed: "L'envoi de votre demande a échoué. Veuillez réessayer.",
      unexpected: "Une erreur s'est produite. Veuillez réessayer.",
    },
  },
  contact: {
    submitting: 'Envoi en cours...',
    successTitle: 'Merci!',
    successText:
      "Nous avons bien reçu vos coordonnées. Un spécialiste de nos produits vous appellera d'ici un jour ouvrable.",
    sendAnother: 'Envoyer une autre demande',
    errors: {
      required: 'Tous les champs (nom, courriel, téléphone, restaurant, intérêt) sont obligatoires.',
      failed: "L'envoi de votre demande a échoué. Veuillez réessayer.",
      unexpected: "Une erreur s'est produite. Veuillez réessayer.",
    },
  },
  newsletter: {
    intro: 'Conseils pour les restaurants, nouvelles sur nos produits et offres, une fois par mois.',
    emailLabel: 'Adresse courriel',
    consentVersion: 'newsletter-2026-11-22',
    consent: `Oui, envoyez-moi par courriel l'infolettre de ${site.brand}\u00a0: conseils pour les restaurants, nouvelles sur les produits et offres. Envoyée par ${mailingAddress()}. Je peux retirer mon consentement en tout temps au moyen du lien de désabonnement présent dans chaque courriel ou en écrivant à ${site.privacyEmail}.`,
    consentRequired: "Veuillez cocher la case pour accepter de recevoir l'infolettre.",
    submitting: 'Inscription en cours...',
    success:
      "Presque terminé : nous vous avons envoyé un courriel. Cliquez sur le lien qu'il contient pour confirmer votre abonnement.",
    errors: {
      failed: "L'abonnement a échoué. Veuillez réessayer.",
      unexpected: "Une erreur s'est produite. Veuillez réessayer.",
    },
  },
}

export const formMessages: Localized<typeof enFormMessages> = {
  newsletterPage: {
    title: `L'infolettre de ${site.brand}`,
    description:
      'Des idées concrètes pour gérer un restaurant plus achalandé et plus serein : menus, personnel, paiements et commandes en ligne.',
    heading: 'Recevez des conseils pour votre restaurant dans votre boîte de réception',
    buttonText: "Je m'abonne",
  },
  invalidEmail: forms.invalidEmail,
  tooLong: (label: string, max: number) =>
    `Le champ «\u00a0${label}\u00a0» doit compter au plus ${max}\u00a0caractères.`,
  fieldRequired: (label: string) => `Le champ «\u00a0${label}\u00a0» est obligatoire.`,
  invalidField: (label: string) => `Le champ «\u00a0${label}\u00a0» n'est pas valide.`,
  staleConsent: "Ce formulaire a changé depuis que vous l'avez ouvert. Veuillez recharger la page et réessayer.",
  rateLimited: "Trop d'envois à partir de votre réseau. Veuillez patienter quelques minutes, puis réessayer.",
  request: {
    tooLarge: 'La requête est trop volumineuse.',
    badJson: "Le contenu de la requête n'est pas du JSON valide.",
    badEncoding: 'Encodage de la requête non pris en charge.',
    tooManyParameters: 'Cette adresse comporte trop de paramètres.',
    badUrl: "L'adresse de cette requête n'est pas valide.",
    notFound: 'Introuvable.',
    serverError: "Une erreur s'est produite de notre côté. Veuillez réessayer.",
    unavailable: 'Le service est brièvement indisponible. Veuillez réessayer dans quelques secondes.',
  },
  fieldLabels: {
    first_name: 'Prénom',
    last_name: 'Nom de famille',
    email: 'Courriel',
    phone: 'Téléphone',
    company: 'Entreprise',
    message: 'Message',
    name: 'Nom',
    restaurant: 'Restaurant',
    interest: 'Intérêt',
  },
  pages: {
    back: 'Retour au site',
    leadSent: { title: 'Merci!', text: forms.contact.successText },
    leadSentBook: {
      title: 'Merci!',
      text: 'Nous avons bien reçu vos coordonnées. Choisissez ci-dessous l’heure de l’appel de démo\u00a0; si aucune ne vous convient, un spécialiste de nos produits vous appellera d’ici un jour ouvrable.',
    },
    demoSent: { title: 'Merci!', text: forms.demo.successText },
    newsletterPending: { title: 'Vérifiez votre boîte de réception', text: forms.newsletter.success },
    newsletterHeld: {
      title: 'Vérifiez votre boîte de réception',
      text: "Nous avons déjà envoyé plusieurs courriels de confirmation à cette adresse aujourd'hui\u00a0: nous n'en avons pas envoyé d'autre. Cliquez sur le lien de l'un d'eux pour confirmer, ou réessayez demain.",
    },
    confirmed: {
      title: 'Abonnement confirmé',
      text: `Merci! Vous recevrez désormais l'infolettre de ${site.brand}. Chaque courriel contient un lien de désabonnement.`,
    },
    unsubscribed: {
      title: 'Désabonnement confirmé',
      text: `Vous ne recevrez plus l'infolettre de ${site.brand}. Ce changement a pris effet immédiatement.`,
    },
    invalidLink: {
      title: "Ce lien n'est pas valide",
      text: 'Le lien est peut-être incomplet ou a déjà été utilisé. Copiez le lien au complet à partir du courriel, ou abonnez-vous de nouveau.',
    },
    error: { title: "Nous n'avons pas pu envoyer votre formulaire" },
  },
}
