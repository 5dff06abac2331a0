import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const foodTrucks: CategoryContent = {
  slug: 'food-trucks',
  name: 'Camions de cuisine de rue',
  meta: {
    title: 'PDV pour camions de cuisine de rue avec mode hors ligne et terminaux de poche',
    description:
      'Prenez des commandes et des paiements par carte partout grâce au terminal de poche Go et au mode hors ligne. Un PDV infonuagique pour les camions de cuisine de rue dans les festivals, les marchés et les arrêts du midi partout au Canada.',
  },
  heroSection: {
    title: 'Vendez partout où vous vous garez, même sans réseau',
    description: `Les terrains de festival, les marchés publics et les arrêts du midi au centre-ville ont rarement un bon Wi-Fi. ${site.brand} continue de prendre les commandes et les paiements hors ligne, puis synchronise chaque vente dès que vous retrouvez le réseau.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/food-trucks.svg',
    mainImageAlt:
      'Un camion de cuisine de rue au crépuscule sous des guirlandes, avec un écran de PDV au comptoir de service et un client qui attend',
    deviceImage: '/illustrations/go.svg',
    deviceImageAlt: 'Terminal de poche Go avec lecteur de cartes et imprimante de reçus intégrés',
    deviceTitle: 'Le terminal de poche Go',
    deviceDescription:
      'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés. Prenez les commandes au comptoir ou le long de la file.',
    backgroundText: 'SUR LA ROUTE',
    backgroundImage: '/illustrations/dish-taco.svg',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que rapportent les propriétaires de camions de cuisine de rue après une saison avec ${site.brand}.`,
    bgColor: 'ember',
    stats: [
      {
        value: '25-30 %',
        description: 'de commandes servies en plus par heure en prenant les commandes le long de la file sur le Go',
      },
      {
        value: '20-22 %',
        description: 'de hausse des ventes lors des événements en acceptant les cartes même quand le réseau tombe',
      },
      {
        value: '18-20 %',
        description:
          'de hausse de la commande moyenne grâce aux suggestions de trios et de boissons sur le terminal de poche',
      },
      {
        value: '22-25 %',
        description: 'de clients fidèles en plus qui suivent le camion grâce à la fidélisation et aux précommandes',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Un PDV complet qui tient dans votre camion',
    heroSubtitle: 'Du matériel compact, aucun câble vers un bureau et aucune vente perdue quand le réseau fait défaut.',
    sections: [
      {
        id: 'food-truck-offline-mode',
        icon: 'ShieldCheck',
        title: 'Mode hors ligne',
        subtitle: 'Continuez à vendre quand le réseau tombe',
        description:
          'Les commandes, les bons de cuisine et les paiements par carte continuent de fonctionner sans connexion. Les paiements hors ligne sont stockés en toute sécurité sur l’appareil et transmis dès votre retour en ligne, avec un décompte clair de ce qui est en attente.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/offline-sync.svg',
        imageAlt: 'Appareil synchronisant les ventes stockées au retour de la connexion',
        bulletPoints: [
          { text: 'Les commandes et les paiements par carte se poursuivent sans Internet', highlight: true },
          { text: 'Des limites de paiement hors ligne que vous contrôlez', highlight: false },
          { text: 'Synchronisation automatique au retour de la connexion', highlight: false },
        ],
        stat: '20-22 %',
        statDescription: 'de hausse des ventes lors des événements',
      },
      {
        id: 'food-truck-go-handheld',
        icon: 'CreditCard',
        title: 'Le terminal de poche Go',
        subtitle: 'Lecteur de cartes et imprimante dans une seule main',
        description:
          'Le Go prend les commandes, accepte le sans-contact, la puce et les portefeuilles mobiles et imprime le reçu, le tout à partir d’un seul appareil de 6,5\u00a0pouces. Dans un festival achalandé, envoyez quelqu’un le long de la file pour prendre les commandes avant que les clients arrivent au comptoir.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Terminal de poche Go acceptant un paiement sans contact',
        bulletPoints: [
          { text: 'Lecteur de cartes et imprimante de reçus intégrés', highlight: true },
          { text: 'Une batterie qui tient tout un service', highlight: false },
          { text: 'Fonctionne en Wi-Fi ou sur données mobiles', highlight: false },
        ],
        stat: '25-30 %',
        statDescription: 'de commandes en plus par heure',
      },
      {
        id: 'food-truck-menu-by-location',
        icon: 'Settings',
        title: 'Un menu pour chaque arrêt',
        subtitle: 'Menu de festival aujourd’hui, menu du midi demain',
        description:
          'Enregistrez un menu pour chaque type d’arrêt, avec ses propres articles et ses propres prix, et changez-en en quelques secondes. Les articles épuisés disparaissent en même temps du tableau de menu et de la commande en ligne.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Tableau de menu numérique avec des tacos et des boissons',
        bulletPoints: [
          { text: 'Menus enregistrés pour les événements, les marchés et les arrêts du midi', highlight: true },
          { text: 'Prix d’événement sans modifier le menu principal', highlight: false },
          { text: 'Articles marqués comme épuisés à partir du terminal de poche', highlight: false },
        ],
      },
      {
        id: 'food-truck-pre-orders',
        icon: 'Clock',
        title: 'Précommandes et heures de cueillette',
        subtitle: 'Des commandes prêtes à l’arrivée de vos habitués',
        description:
          'Publiez votre emplacement du jour et laissez vos habitués commander à l’avance sur votre site Web. Les plages de cueillette évitent l’engorgement au comptoir, et les points de fidélité les ramènent à votre prochain arrêt.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Page de commande en ligne avec des plages de cueillette pour un camion de cuisine de rue',
        bulletPoints: [
          { text: 'Plages de cueillette limitées à ce que votre cuisine peut préparer', highlight: true },
          { text: 'Commande en ligne sans commission', highlight: false },
          { text: 'Points de fidélité sur chaque commande', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour les cuisines sur roues',
    subtitle:
      'Du matériel compact et un logiciel qui s’accommodent d’un réseau faible, de longues files et d’emplacements changeants.',
    features: [
      {
        heading: 'Fiable partout',
        description: 'Vendez en toute confiance dans les stationnements, les parcs et les terrains de foire.',
        bulletPoints: [
          'Mode hors ligne pour les commandes et les paiements par carte',
          'Wi-Fi ou données mobiles sur le terminal de poche Go',
          'Sauvegarde dans le nuage de chaque vente une fois synchronisée',
        ],
      },
      {
        heading: 'Service rapide au comptoir',
        description: 'Servez une longue file sans ajouter de personnel.',
        bulletPoints: [
          'Prise de commande dans la file avec le terminal de poche Go',
          'Numéros de commande appelés à partir d’un écran de cuisine compact',
          'Suggestions de trios et de boissons sur chaque commande',
        ],
      },
      {
        heading: 'Gestion simplifiée',
        description: 'Voyez le rendement de chaque arrêt et planifiez le suivant.',
        bulletPoints: [
          'Ventes par emplacement et par événement',
          'Décompte des stocks avant de charger le camion',
          'Application de rapports pour propriétaires sur votre téléphone',
        ],
      },
    ],
    stats: [
      { value: '99,9 %', description: 'de disponibilité pour les services infonuagiques qui soutiennent votre camion' },
      {
        value: '2-3\u00a0jours',
        description: 'pour faire approuver le traitement des cartes avant votre premier événement',
      },
    ],
    ctaText: 'Obtenir une démo pour camion de cuisine de rue',
    imageSrc: '/illustrations/food-truck.svg',
    imageAlt: 'Camion de cuisine de rue servant des clients dans un marché extérieur',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les camions de cuisine de rue',
    subheading: 'Des outils compacts qui gardent le comptoir ouvert et la file en mouvement.',
    features: [
      {
        image: '/illustrations/go.svg',
        title: 'Terminal de poche Go',
        description:
          'Prise de commande, paiements par carte et reçus imprimés sur un seul appareil de 6,5\u00a0pouces.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Mode hors ligne',
        description:
          'Continuez à prendre des commandes et des cartes quand le réseau tombe; les ventes se synchronisent plus tard.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Menus d’événement',
        description:
          'Un menu et une liste de prix enregistrés pour chaque type d’arrêt, interchangeables en quelques secondes.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Paiements sans contact',
        description:
          'Sans-contact, puce et portefeuilles mobiles, avec des approbations rapides lors des événements achalandés.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Commande à l’avance',
        description:
          'Vos habitués commandent sur votre site Web et récupèrent leur commande au comptoir à l’heure qui leur convient.',
      },
      {
        image: '/illustrations/phone-reporting.svg',
        title: 'Ventes par arrêt',
        description:
          'Voyez ce que chaque emplacement et chaque événement ont rapporté dans l’application de rapports pour propriétaires.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour camion de cuisine de rue',
    subheading: 'Tout tient sur un petit comptoir et fonctionne avec l’alimentation dont vous disposez déjà.',
    items: [
      {
        image: '/illustrations/go.svg',
        title: 'Go au comptoir',
        description: 'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Synchronisation hors ligne',
        description: 'Des ventes stockées en toute sécurité sur l’appareil et téléversées automatiquement.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Sauvegarde dans le nuage',
        description: 'Menus, ventes et rapports sauvegardés, même si un appareil est perdu ou endommagé.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Puis-je accepter des paiements par carte sans connexion Internet?',
        answer:
          'Oui. En mode hors ligne, le Go stocke les paiements par carte en toute sécurité et les envoie pour approbation dès qu’il se reconnecte. Vous fixez une limite par transaction et un total, ce qui vous permet de contrôler le risque.',
      },
      {
        question: 'Ai-je besoin d’autre chose que le terminal de poche Go?',
        answer:
          'Bien des camions fonctionnent avec le Go seulement : il prend les commandes, lit les cartes et imprime les reçus. Les camions plus achalandés ajoutent un écran de cuisine compact ou un second terminal de poche pour prendre les commandes dans la file.',
      },
      {
        question: 'Le Go tiendra-t-il toute une journée de festival?',
        answer:
          'La batterie est conçue pour un service complet et se recharge sur une prise USB-C standard dans le camion entre deux coups de feu. Une station de recharge de rechange garde un deuxième appareil prêt.',
      },
      {
        question: 'Puis-je utiliser un menu différent à chaque événement?',
        answer:
          'Oui. Enregistrez autant de menus que vous le souhaitez, avec leurs propres articles et leurs propres prix, et changez-en à partir du terminal de poche. Les rapports de ventes indiquent de quel menu et de quel arrêt proviennent les ventes.',
      },
      {
        question: 'Les clients peuvent-ils commander à l’avance avant mon arrivée?',
        answer:
          'Oui. Publiez votre emplacement et vos heures, ouvrez la commande en ligne sans commission et limitez les plages de cueillette à ce que votre cuisine peut préparer. Les commandes s’affichent sur le terminal de poche avec l’heure de cueillette.',
      },
    ],
  },
}
