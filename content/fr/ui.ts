import { site } from '../site'
import type { ui as enUi } from '../en/ui'
import type { Localized } from '../types'

/** Strings of the site shell and shared widgets (header, footer, modal, FAQ, 404s). */
export const ui: Localized<typeof enUi> = {
  skipToContent: 'Passer au contenu principal',
  header: {
    homeLabel: `Accueil ${site.brand}`,
    mainNav: 'Menu principal',
    products: 'Produits',
    industries: 'Secteurs',
    industriesMobile: 'Catégories',
    hardware: 'Matériel',
    pricing: 'Tarifs',
    blog: 'Blogue',
    getDemo: 'Obtenir une démo',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    letsTalkTitle: 'Parlons-en',
    letsTalkText:
      'Vous ne savez pas par où commencer? Parlez-nous de votre restaurant et nous vous proposerons la configuration qui lui convient.',
    consultation: 'Obtenir une consultation gratuite',
    allIndustries: 'Tous les secteurs',
  },
  footer: {
    tagline:
      'Le PDV Android infonuagique des restaurants partout au Canada : comptoir, cuisine, paiements et commandes en ligne dans un seul système.',
    products: 'Produits',
    industries: 'Secteurs',
    company: 'Entreprise',
    contact: 'Nous joindre',
    social: 'Suivez-nous',
    newTab: "(s'ouvre dans un nouvel onglet)",
    copyright: (year: number) => `© ${year} ${site.legalName}, tous droits réservés.`,
    madeIn: 'Fièrement conçu au Canada.',
  },
  faq: {
    heading: 'Foire aux questions',
    subheading: 'Des réponses claires aux questions que les restaurateurs nous posent le plus souvent.',
  },
  demoModal: {
    heading: 'Planifiez votre démo de 15\u00a0minutes',
    close: 'Fermer',
  },
  imageFallback: 'Image par défaut',
  productNotFound: {
    title: 'Produit introuvable',
    text: "Le produit que vous cherchez n'existe pas.",
    back: "Retour à l'accueil",
  },
  categoryNotFound: {
    title: 'Catégorie introuvable',
    text: "La catégorie que vous cherchez n'existe pas.",
    back: "Retour à l'accueil",
  },
  pageNotFound: {
    title: 'Page introuvable',
    text: "La page que vous cherchez n'existe pas ou a été déplacée.",
    back: "Retour à l'accueil",
  },
  serverError: {
    title: "Une erreur s'est produite",
    text: "Nous n'avons pas pu charger cette page pour le moment. Veuillez réessayer dans un instant.",
    back: "Retour à l'accueil",
  },
  language: {
    name: 'Français',
    short: 'FR',
    switchTo: 'Voir cette page en français',
    suggestion: 'Ce site est aussi offert en français.',
    suggestionLink: 'Voir en français',
    suggestionDismiss: 'Non merci',
  },
}
