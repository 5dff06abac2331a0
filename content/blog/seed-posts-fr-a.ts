/** French versions of seed articles (content/blog/posts/fr), keyed by the English file name. */
export const frSeedPostsA: Record<string, { title: string; excerpt: string; tags: string[]; coverAlt: string }> = {
  'qsr-pos-guide.md': {
    title: 'Le guide complet des systèmes de PDV pour les restaurants à service rapide',
    excerpt:
      'Ce qu’un PDV de service rapide doit faire au comptoir, en cuisine et au bureau, avec des listes de vérification pour choisir un système et en changer sans gâcher une fin de semaine.',
    tags: ['PDV', 'Service rapide', 'Paiements', 'Listes de vérification'],
    coverAlt: 'Illustration d’un terminal de comptoir à côté d’une file de bons de commande',
  },
  'pizzeria-online-ordering.md': {
    title: 'Commande en ligne pour pizzerias : moitié-moitié, zones de livraison et remise de caisse des livreurs',
    excerpt:
      'Configurez une matrice à pizza, une tarification moitié-moitié, des zones de livraison et une remise de caisse des livreurs pour que votre menu en ligne, votre cuisine et vos livreurs soient sur la même longueur d’onde.',
    tags: ['Pizzeria', 'Commande en ligne', 'Livraison'],
    coverAlt: 'Illustration d’une pizza garnie différemment sur chaque moitié et d’un scooter de livraison',
  },
  'cafe-loyalty.md': {
    title: 'Des programmes de fidélisation pour cafés que vos habitués utiliseront vraiment',
    excerpt:
      'Pourquoi les cartes à tampons et les applications compliquées échouent, comment concevoir des récompenses adaptées à la façon dont vos habitués achètent et comment les commandes anticipées facilitent le coup de feu du matin.',
    tags: ['Fidélisation', 'Café', 'Commandes anticipées'],
    coverAlt: 'Illustration d’une tasse de café à côté d’une carte de fidélité à tampons',
  },
}
