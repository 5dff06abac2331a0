import type { HomeContent } from '../types'

export const whatWeDo: HomeContent['whatWeDo'] = {
  eyebrow: 'Ce que nous faisons',
  heading: 'Un seul système, de la première commande au dernier versement',
  subheading:
    'Cinq outils qui partagent un même menu, les mêmes rapports et une seule ligne de soutien : rien à ressaisir, rien qui passe entre les mailles du filet.',
  items: [
    {
      id: 'all-in-one-pos',
      eyebrow: 'PDV tout-en-un',
      title: 'Un PDV que votre équipe maîtrise en un seul quart de travail',
      description:
        'Enregistrez les commandes sur place, pour emporter et en livraison sur un seul écran. Menus, options, taxes et rabais se gèrent une seule fois dans le nuage et atteignent chaque appareil et chaque établissement en quelques secondes.',
      bullets: [
        'Continue de prendre les commandes et les paiements par carte hors ligne, puis synchronise',
        'Partage de factures, mise en commun des pourboires et frais sur carte de crédit intégrés',
        'Menus multiétablissements avec prix et taxes locaux',
      ],
      image: '/illustrations/menu-board.svg',
      imageAlt: 'Un comptoir avec l’écran de commande, deux tableaux de menu et un écran client',
      buttonText: 'Parlons-en',
      learnMore: { label: 'Découvrir le PDV', href: '/products/restaurant-pos-system' },
    },
    {
      id: 'kitchen-display',
      eyebrow: 'Écran de cuisine',
      title: 'Des bons qui ne se tachent pas, ne tombent pas et ne se perdent jamais',
      description:
        'Les commandes du comptoir, des tables, du Web et des applications de livraison arrivent instantanément sur la ligne, acheminées par poste et codées par couleur selon leur âge pour que la cuisine envoie tout dans le bon ordre.',
      bullets: [
        'Écrans de 10, 15,6 ou 21,5 pouces',
        'Bons complétés, rappelés et totaux de la journée par article',
        'Temps de préparation suivis par poste et par plat',
      ],
      image: '/illustrations/kds.svg',
      imageAlt: 'Un écran de cuisine avec quatre colonnes de bons de commande codés par couleur',
      buttonText: 'Parlons-en',
      learnMore: { label: "Découvrir l'écran de cuisine", href: '/products/kitchen-display' },
    },
    {
      id: 'online-ordering',
      eyebrow: 'Commande en ligne sans commission',
      title: 'Votre propre site de commande, sans commission sur aucune commande',
      description:
        'Vos clients commandent pour emporter ou en livraison sur un site à vos couleurs, et les commandes arrivent directement dans le PDV et en cuisine. Vous gardez la marge et la relation avec la clientèle.',
      bullets: [
        'Abonnement annuel, sans contrat ni frais par commande',
        'Menu et inventaire synchronisés automatiquement depuis le PDV',
        'Commandes des services de livraison tiers dans la même file',
      ],
      image: '/illustrations/browser-ordering.svg',
      imageAlt: 'Une page de commande en ligne avec un menu et un panier',
      buttonText: 'Parlons-en',
      learnMore: { label: 'Découvrir la commande Web', href: '/products/web-ordering' },
    },
    {
      id: 'loyalty',
      eyebrow: 'Fidélisation',
      title: 'Transformez les premières visites en clients fidèles',
      description:
        'Vos clients accumulent des points à chaque commande, sur place ou en ligne, avec leur numéro de téléphone. Envoyez la bonne offre par courriel ou par texto, et voyez quelles promotions ont vraiment fait revenir les gens.',
      bullets: [
        'Points, récompenses par visite et offres d’anniversaire',
        'Campagnes par courriel et par texto incluses',
        'Fonctionne avec les cartes-cadeaux et les commandes en ligne',
      ],
      image: '/illustrations/phone-loyalty.svg',
      imageAlt: 'Un téléphone affichant des points de fidélité et une récompense',
      buttonText: 'Parlons-en',
      learnMore: { label: 'Découvrir Fidélisation et promotions', href: '/products/loyalty-promotion' },
    },
    {
      id: 'payment-processing',
      eyebrow: 'Traitement des paiements',
      title: 'Des paiements intégrés au PDV, à des tarifs transparents',
      description:
        'Paiement sans contact, par puce, par bande magnétique, par code QR et par portefeuille mobile sur le même terminal, avec pourboires et paiements partagés gérés à la table. L’approbation prend 2 à 3 jours et les dépôts arrivent le jour ouvrable suivant.',
      bullets: [
        'Tarification interchange plus, sans frais cachés',
        'Paiement sans contact et par code QR à la table',
        'Intégrations au Canada, aux États-Unis et au Royaume-Uni',
      ],
      image: '/illustrations/payment-terminal.svg',
      imageAlt: 'Une carte posée sur un terminal de paiement',
      buttonText: 'Parlons-en',
      learnMore: { label: 'Découvrir le traitement des paiements', href: '/products/payment-processing' },
    },
  ],
}
