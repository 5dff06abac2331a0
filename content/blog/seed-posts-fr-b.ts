/** French versions of seed articles (content/blog/posts/fr), keyed by the English file name. */
export const frSeedPostsB: Record<string, { title: string; excerpt: string; tags: string[]; coverAlt: string }> = {
  'casual-dining-table-turns.md': {
    title: 'Faire tourner les tables plus vite en restauration décontractée sans presser les clients',
    excerpt:
      'Repérez les minutes mortes à chaque table, puis récupérez-les grâce à la prise de commande sur terminal de poche, au partage de l’addition sans tracas et au paiement à la table.',
    tags: ['Restauration décontractée', 'Terminaux de poche', 'Factures partagées'],
    coverAlt: 'Illustration d’une table de restaurant avec un terminal de paiement de poche et un reçu déchiré en deux',
  },
  'commission-free-web-ordering.md': {
    title: 'Commissions des applications de livraison ou votre propre commande en ligne : le calcul',
    excerpt:
      'Un exemple chiffré de ce que coûtent vraiment les commissions des plateformes de livraison à un restaurant, et de ce que vous pouvez économiser en amenant vos habitués à commander en ligne sans commission.',
    tags: ['Commande Web', 'Commissions', 'Livraison'],
    coverAlt: 'Illustration d’une fenêtre de navigateur affichant le menu d’un restaurant et un panier d’achat',
  },
  'contactless-guest-experience.md': {
    title: 'Codes QR, paiement sans contact et pourboires : le service sans contact au Canada',
    excerpt:
      'Configurez la commande par code QR, le paiement sans contact et des suggestions de pourboire équitables, et comprenez les règles générales sur les frais supplémentaires pour carte de crédit au Canada.',
    tags: ['Sans contact', 'Commande par code QR', 'Pourboires', 'Frais supplémentaires'],
    coverAlt: 'Illustration d’un téléphone posé sur un terminal de paiement à côté d’un chevalet de table avec code QR',
  },
  'kitchen-display-tech.md': {
    title: 'Des bons papier à l’écran de cuisine : un plan de transition concret',
    excerpt:
      'Comment un écran de cuisine transforme la ligne, quels écrans installer à quel endroit, et un plan de deux semaines pour retirer l’imprimante à bons sans perturber le service.',
    tags: ['Écran de cuisine', 'KDS', 'Opérations en cuisine'],
    coverAlt: 'Illustration d’un écran de cuisine affichant des colonnes de bons de commande',
  },
}
