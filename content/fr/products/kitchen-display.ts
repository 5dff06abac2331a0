import type { ProductContent } from '../../types'
import { site } from '../../site'

export const kitchenDisplay: ProductContent = {
  slug: 'kitchen-display',
  name: 'Écran de cuisine',
  meta: {
    title: 'Système d’écrans de cuisine (KDS) pour restaurants',
    description:
      'Remplacez les bons papier par des écrans de cuisine de 10, 15,6 ou 21,5 pouces. Acheminez les commandes par poste, chronométrez chaque bon et cuisinez même en cas de panne.',
  },
  heroSection: {
    title: 'Chaque bon à l’écran, chaque poste synchronisé',
    description: `L’écran de cuisine ${site.brand} envoie chaque article au poste qui le prépare, dès que la commande est passée au comptoir, à la table, en ligne ou par une application de livraison. Les cuisiniers voient quoi lancer et quand, l’aboyeur voit ce qui est en retard, et plus personne ne déchiffre des bons tachés.`,
    buttonText: 'Obtenir une démo',
    visual: 'kitchen-display',
    mainImage: '/illustrations/kds.svg',
    mainImageAlt: 'Écran de cuisine affichant des bons de commande codés par couleur avec minuteries',
    backgroundText: 'CUISINE',
    deviceTitle: 'Écrans de 10, 15,6 ou 21,5 pouces',
    deviceDescription:
      'Choisissez la taille pour chaque poste : un 10 pouces compact pour la préparation ou le bar, un 15,6 pouces pour la ligne, un 21,5 pouces pour le passe.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Ce que mesurent les cuisines une fois les bons passés du papier à l’écran.',
    stats: [
      { value: '35 %', description: 'de rapidité en plus en moyenne pour les temps de service' },
      { value: '20 %', description: 'de plats refaits en moins à cause de bons mal lus' },
      { value: '95 %+', description: 'de précision des commandes, de la prise au passe' },
      { value: '3', description: 'tailles d’écran : 10, 15,6 et 21,5 pouces' },
    ],
    bgColor: 'ember',
  },
  industrySection: {
    title: 'Conçu pour les cuisines qui ne ralentissent jamais',
    subtitle:
      'Les mêmes écrans servent autant un comptoir à tacos de six places qu’une salle à manger de 200 couverts.',
    features: [
      {
        heading: 'Restauration rapide et rapide-décontractée',
        description:
          'Les commandes apparaissent dès qu’elles sont payées, regroupées par poste. Une touche ou une barre de validation les efface, et un écran de commandes prêtes indique aux clients quand venir les chercher.',
        bulletPoints: [
          'Validation au toucher ou par barre de validation',
          'Écran de commandes prêtes pour la clientèle',
          'Totaux de la journée par article',
        ],
      },
      {
        heading: 'Service aux tables et fine cuisine',
        description:
          'Les services restent en attente jusqu’à ce que le serveur les lance, les allergies et les numéros de siège ressortent en couleur, et l’aboyeur voit toutes les tables d’un coup d’œil.',
        bulletPoints: [
          'Mise en attente et envoi par service',
          'Indicateurs d’allergie et de siège',
          'Vue du passe pour toutes les tables',
        ],
      },
      {
        heading: 'Pizzerias et boulangeries',
        description:
          'Les garnitures moitié-moitié de la matrice à pizza s’affichent par moitié, pour que la ligne de préparation monte la pizza exactement comme elle a été commandée.',
        bulletPoints: [
          'Matrice à pizza affichée par moitié',
          'Postes de préparation et de four',
          'Heures de cueillette et de livraison sur chaque bon',
        ],
      },
    ],
    stats: [
      { value: '35-40 %', description: 'de temps gagné par commande dans les cuisines à service rapide' },
      { value: '95 %+', description: 'de précision des commandes selon les cuisines de fine gastronomie' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/hero-counter.svg',
    imageAlt: 'Terminal de comptoir qui envoie les commandes à un écran de cuisine sur la ligne',
  },
  scrollSection: {
    heroTitle: 'Une cuisine plus calme, du premier au dernier bon',
    heroSubtitle: 'Trois choses changent le jour où l’imprimante se tait.',
    sections: [
      {
        id: 'kds-station-routing',
        icon: 'ChefHat',
        title: 'Le bon article sur le bon écran',
        subtitle: 'Acheminement par poste',
        description:
          'Les frites vont à la friteuse, les salades au garde-manger et le bon complet au passe. Les règles d’acheminement se définissent par article : un nouvel article du menu apparaît sur le bon écran dès que vous le publiez.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Écran de cuisine avec des bons regroupés par poste de cuisson',
        bulletPoints: [
          { text: 'Articles acheminés automatiquement aux postes', highlight: true },
          { text: 'Écran du passe avec la commande complète', highlight: false },
          { text: 'Options et allergies en couleur', highlight: false },
        ],
      },
      {
        id: 'kds-ticket-timers',
        icon: 'Clock',
        title: 'Voyez ce qui est en retard avant le client',
        subtitle: 'Minuteries des bons et rapports de cuisine',
        description:
          'Chaque bon est chronométré dès son envoi. Les bons passent au jaune, puis au rouge, selon les seuils que vous choisissez, et le rapport de cuisine montre les temps de service moyens par heure et par poste.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Rapport des temps de service moyens par heure',
        bulletPoints: [
          { text: 'Changements de couleur selon vos propres délais', highlight: false },
          { text: 'Temps de service moyen par poste et par heure', highlight: true },
          { text: 'Rappel de n’importe quel bon validé en une touche', highlight: false },
          { text: 'Totaux de la journée pour que la ligne prépare d’avance', highlight: false },
        ],
        stat: '35 %',
        statDescription: 'de rapidité en plus pour les temps de service',
      },
      {
        id: 'kds-every-channel',
        icon: 'Monitor',
        title: 'Une seule file pour toutes les commandes',
        subtitle: 'Comptoir, table, Web, application et livraison',
        description:
          'Les commandes du PDV, de votre propre page de commande en ligne, de votre application à votre image et des services de livraison tiers partagent une seule file, triée selon l’heure promise. Les écrans communiquent avec le PDV par votre réseau local : ils continuent de fonctionner pendant une panne d’Internet.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Commandes en ligne et en livraison qui rejoignent la file de la cuisine',
        bulletPoints: [
          { text: 'Commandes en livraison et en ligne triées par heure de cueillette', highlight: false },
          { text: 'Continue de fonctionner hors ligne sur le réseau local', highlight: true },
          { text: 'Pastille du canal sur chaque bon', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés de l’écran de cuisine',
    subheading: 'Conçu avec des chefs, pour des cuisines où ça chauffe et où ça va vite.',
    features: [
      {
        image: '/illustrations/kds.svg',
        title: 'Acheminement par poste',
        description: 'Chaque article va à l’écran du poste qui le prépare, et le passe voit la commande complète.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Fini les bons papier',
        description:
          'Plus de bons perdus, plus d’imprimante bloquée, plus d’encre. Les bons validés peuvent être rappelés en tout temps.',
      },
      {
        image: '/illustrations/dish-bowl.svg',
        title: 'Totaux de la journée',
        description:
          'Un décompte en continu de chaque article commandé, pour que la ligne sache combien en lancer ou en dresser ensuite.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Commandes en livraison et en ligne',
        description:
          'Les commandes des services de livraison tiers et du Web arrivent sur les mêmes écrans, minutées selon leur plage de cueillette.',
      },
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Matrice à pizza à l’écran',
        description:
          'Les garnitures moitié-moitié et les formats s’affichent par moitié, exactement comme le client les a commandés.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Rapports de performance de la cuisine',
        description:
          'Temps de service moyens par poste, par heure et par jour, pour planifier le personnel et la préparation.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Un écran pour chaque poste',
    subheading:
      'Des écrans de qualité commerciale avec une garantie standard de 1 an et une protection prolongée offerte.',
    drawn: true,
    items: [
      {
        image: '/illustrations/kds-10.svg',
        title: '10 pouces',
        description: 'Pour le bar, une table de préparation ou une petite cuisine où l’espace est compté.',
      },
      {
        image: '/illustrations/kds-15.svg',
        title: '15,6 pouces',
        description:
          'L’écran du cuisinier de ligne : huit bons visibles d’un coup d’œil, fixé au mur ou posé sur une tablette.',
      },
      {
        image: '/illustrations/kds-21.svg',
        title: '21,5 pouces',
        description: 'Pour le passe et les grandes cuisines, lisible d’un bout à l’autre du passe.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Quelles tailles d’écran sont offertes?',
        answer:
          'Les écrans de cuisine sont offerts en 10, 15,6 et 21,5 pouces. La plupart des cuisines utilisent des écrans de 15,6 pouces sur la ligne et un écran de 21,5 pouces au passe; le 10 pouces convient aux bars et aux zones de préparation.',
      },
      {
        question: 'L’écran de cuisine fonctionne-t-il si Internet tombe?',
        answer:
          'Oui. Les écrans reçoivent les commandes du PDV par votre réseau local, donc les bons continuent d’arriver pendant une panne d’Internet. Les commandes en ligne et en livraison reprennent dès le retour de la connexion.',
      },
      {
        question: 'Puis-je garder une imprimante à certains postes?',
        answer:
          'Oui. Vous pouvez combiner écrans et imprimantes, par exemple un écran sur la ligne et une imprimante au bar, et modifier la configuration en tout temps à partir de l’arrière-boutique.',
      },
      {
        question: 'Les commandes des applications de livraison s’affichent-elles sur l’écran de cuisine?',
        answer:
          'Oui. Grâce à l’intégration des services de livraison tiers, les commandes en livraison apparaissent sur les mêmes écrans que les commandes au comptoir et aux tables, marquées de leur canal et de leur heure de cueillette.',
      },
      {
        question: 'Combien d’écrans puis-je brancher?',
        answer:
          'Il n’y a pas de limite fixe. La plupart des restaurants en utilisent entre un et six, un par poste en plus du passe. Nous vous aidons à planifier la disposition pendant l’intégration.',
      },
    ],
  },
}
