import type { authorPage as english } from '../en/authors'
import type { Localized } from '../types'

/** La page publique d’un auteur (/fr/blog/author/{slug}). */
export const authorPage: Localized<typeof english> = {
  eyebrow: 'Auteur',
  metaTitle: (name: string) => `${name}, auteur du blogue MapleServe`,
  metaDescription: (name: string) => `Les articles de ${name} sur le blogue MapleServe.`,
  postsHeading: (name: string) => `Articles de ${name}`,
  empty: 'Aucun article en français pour l’instant.',
  backToBlog: 'Retour au blogue',
  readPost: 'Lire l’article',
  notFound: {
    title: 'Auteur introuvable',
    text: 'Il n’y a pas de page d’auteur à cette adresse.',
    back: 'Retour au blogue',
  },
}
