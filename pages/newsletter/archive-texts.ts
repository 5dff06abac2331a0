import type { Locale } from '../../content/index'

/** The public archive's words (pages/newsletter and pages/newsletter/@slug), per language. */
export const archiveTexts = {
  en: {
    archiveHeading: 'Past issues',
    empty: 'No issue has gone out yet: subscribe above to get the first one.',
    sent: 'Sent',
    allIssues: 'All issues',
    fromBlog: 'From the blog',
    readMore: 'Read the article',
    subscribe: 'Get the next issue in your inbox',
    notFound: {
      title: 'Issue not found',
      text: 'This newsletter issue does not exist or has been withdrawn.',
      back: 'See all issues',
    },
    unavailable: {
      title: 'The newsletter archive is unavailable',
      text: 'Please try again in a moment.',
      back: 'Back to home',
    },
  },
  fr: {
    archiveHeading: 'Numéros précédents',
    empty: 'Aucun numéro n’est encore paru : abonnez-vous ci-dessus pour recevoir le premier.',
    sent: 'Envoyé le',
    allIssues: 'Tous les numéros',
    fromBlog: 'Du blogue',
    readMore: 'Lire l’article',
    subscribe: 'Recevez le prochain numéro dans votre boîte de réception',
    notFound: {
      title: 'Numéro introuvable',
      text: 'Ce numéro de l’infolettre n’existe pas ou a été retiré.',
      back: 'Voir tous les numéros',
    },
    unavailable: {
      title: 'Les archives de l’infolettre sont indisponibles',
      text: 'Veuillez réessayer dans un instant.',
      back: 'Retour à l’accueil',
    },
  },
} satisfies Record<Locale, unknown>
