import type { BlogCategory, blog as enBlog } from '../en/blog'
import { site } from '../site'
import type { Localized } from '../types'

/**
 * The public blog: categories (product-spec section 3) and every visible string of /blog and
 * /blog/{slug}. Server-only: reaches pages through +data.
 */
export type { BlogCategory }

/**
 * The sidebar's categories after 'All', in spec order, with French display names. The slugs are the
 * same as in English; posts store the English name, so match a French category to posts by its slug.
 */
export const blogCategories: BlogCategory[] = [
  { name: 'Service rapide (RSR)', slug: 'qsr' },
  { name: 'Pizzeria', slug: 'pizzeria' },
  { name: 'Café et boulangerie', slug: 'cafe-n-bakery' },
  { name: 'Commande Web', slug: 'web-ordering' },
  { name: 'Restauration décontractée', slug: 'casual-dining' },
  { name: 'Commande en ligne', slug: 'online-ordering' },
  { name: 'Technologie', slug: 'technology' },
  { name: 'Expérience client', slug: 'customer-experience' },
]

export const blog: Localized<typeof enBlog> = {
  meta: {
    title: 'Blogue PDV pour restaurants : guides pour propriétaires et exploitants',
    description:
      'Guides pratiques sur les systèmes de PDV, les écrans de cuisine, la commande en ligne, la fidélisation et les paiements pour les restaurants du Canada.',
  },
  list: {
    eyebrow: 'Blogue',
    title: 'Des idées pour des restaurants plus achalandés et mieux gérés',
    text: `Des guides pratiques pour gérer le comptoir, la cuisine et la comptabilité, par l'équipe derrière ${site.brand}.`,
    all: 'Tout',
    categoriesHeading: 'Catégories',
    searchLabel: 'Rechercher dans les articles',
    searchPlaceholder: 'Rechercher des articles...',
    searchButton: 'Rechercher',
    rssLink: 'Flux RSS',
    sortLabel: 'Trier par',
    sortOptions: {
      newest: 'Plus récents',
      oldest: 'Plus anciens',
      popular: 'Populaires',
      relevance: 'Plus pertinents',
    },
    apply: 'Appliquer',
    refresh: 'Actualiser',
    showing: (from: number, to: number, total: number) =>
      total <= 1
        ? `Affichage de ${total} article`
        : from === to
          ? `Affichage de l’article ${from} sur ${total}`
          : `Affichage de ${from} à ${to} sur ${total} articles`,
    getStarted: 'Commencer',
    featured: 'En vedette',
    emptyTitle: 'Aucun article trouvé',
    emptySearch: 'Essayez de modifier vos critères de recherche',
    emptyCategory: 'Aucun article de blogue dans cette catégorie',
    pagination: 'Pages du blogue',
    previous: 'Précédent',
    next: 'Suivant',
    pageLabel: (page: number) => `Page ${page}`,
    loading: 'Chargement des articles...',
  },
  post: {
    featured: 'En vedette',
    tags: 'Mots-clés',
    by: (author: string) => `par ${author}`,
    breadcrumbBlog: 'Blogue',
    breadcrumbHome: 'Accueil',
    searchHeading: 'Rechercher',
    tocHeading: 'Table des matières',
    tocDefaults: ['Introduction', 'Points clés', 'Avantages', 'Mise en œuvre', 'Conclusion'],
    newsletterHeading: 'Abonnez-vous à notre infolettre mensuelle',
    newsletterButton: "Je m'abonne",
    shareHeading: "Partager l'article sur",
    share: {
      facebook: 'Partager sur Facebook',
      x: 'Partager sur X',
      linkedin: 'Partager sur LinkedIn',
    },
    newTab: "(s'ouvre dans un nouvel onglet)",
    backToBlog: 'Retour au blogue',
    draftNotice:
      "Aperçu du brouillon : cet article n'est pas publié, les visiteurs ne peuvent donc pas encore le voir.",
    readingTime: (minutes: number) => `${minutes}\u00a0min de lecture`,
    relatedHeading: 'Articles connexes',
    cta: {
      heading: 'Voyez-le fonctionner dans votre restaurant',
      text: `Réservez une démo gratuite\u00a0: nous vous présentons ${site.brand} en pensant à votre menu et répondons à vos questions.`,
      button: 'Réserver une démo',
    },
  },
  notFound: {
    title: 'Article introuvable',
    text: "L'article que vous cherchez n'existe pas ou n'est plus publié.",
    back: 'Retour au blogue',
  },
  categoryNotFound: {
    title: 'Catégorie introuvable',
    text: "Le blogue n'a pas de catégorie à cette adresse. Choisissez-en une dans la liste du blogue.",
    back: 'Retour au blogue',
  },
  unavailable: {
    title: 'Le blogue est temporairement indisponible',
    text: "Nous n'avons pas pu charger nos articles pour le moment. Veuillez réessayer dans quelques minutes.",
    back: "Retour à l'accueil",
  },
  feed: {
    title: `Blogue ${site.brand}`,
    description:
      'Des guides pour les propriétaires et exploitants de restaurants sur le PDV, la cuisine, la commande en ligne et les paiements.',
  },
}
