import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const cafeBakery: CategoryContent = {
  slug: 'cafe-bakery',
  name: 'Café et boulangerie',
  meta: {
    title: 'PDV pour cafés et boulangeries avec fidélisation et précommandes',
    description:
      'Modificateurs de boissons rapides, fidélisation intégrée et précommandes de gâteaux et de plateaux de traiteur. Un PDV infonuagique pour les cafés et les boulangeries qui affrontent le coup de feu du matin.',
  },
  heroSection: {
    title: 'Des matins plus rapides, plus d’habitués',
    description: `Saisissez un latte au lait d’avoine avec un espresso supplémentaire en deux touchers, récompensez vos habitués automatiquement et prenez les commandes de gâteaux personnalisés des semaines à l’avance. ${site.brand} garde la file du matin courte et votre vitrine bien écoulée.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/cafe-bakery.svg',
    mainImageAlt:
      'Un comptoir de café avec une vitrine de viennoiseries, une machine à espresso, un menu à la craie et le PDV',
    deviceImage: '/illustrations/pos-10.svg',
    deviceImageAlt: 'PDV de 10\u00a0pouces affichant des boissons au café et des choix de lait',
    deviceTitle: 'PDV compact de 10\u00a0pouces',
    deviceDescription:
      'Il tient sur un petit comptoir à côté de la machine à espresso, avec de grands boutons pour les boissons et les viennoiseries.',
    backgroundText: 'FRAIS DU JOUR',
    backgroundImage: '/illustrations/dish-croissant.svg',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que constatent les cafés et les boulangeries après leurs six premiers mois avec ${site.brand}.`,
    bgColor: 'sand',
    stats: [
      {
        value: '20-25 %',
        description:
          'de commandes de boissons plus rapides grâce aux formats, aux laits et aux espressos supplémentaires en un seul toucher',
      },
      {
        value: '30-35 %',
        description: 'de visites en plus chez les habitués inscrits au programme de fidélisation au comptoir',
      },
      {
        value: '25-28 %',
        description: 'de hausse de la facture moyenne grâce aux viennoiseries suggérées avec chaque boisson',
      },
      {
        value: '25-30 %',
        description: 'de ventes pour les occasions spéciales en plus grâce aux précommandes de gâteaux et de plateaux',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Tout ce dont un comptoir de café a besoin',
    heroSubtitle: 'Du premier espresso du matin aux commandes de gâteaux du lendemain.',
    sections: [
      {
        id: 'cafe-quick-modifiers',
        icon: 'Coffee',
        title: 'Modificateurs de boissons rapides',
        subtitle: 'Avoine, extra chaud, demi-sucré : deux touchers',
        description:
          'Les formats, les laits, les sirops, les espressos et les températures se trouvent sur un seul écran : vos baristas n’ont jamais à fouiller dans les menus. Les étiquettes de boissons s’impriment avec chaque modificateur, et l’écran côté client confirme la commande avant le paiement.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/dish-coffee.svg',
        imageAlt: 'Latte préparé sur commande avec choix de lait et de sirop',
        bulletPoints: [
          { text: 'Formats, laits, sirops et espressos sur un seul écran', highlight: true },
          { text: 'Modificateurs payants, comme les boissons végétales, ajoutés automatiquement', highlight: false },
          { text: 'Étiquettes de gobelets imprimées avec chaque modificateur', highlight: false },
        ],
        stat: '20-25 %',
        statDescription: 'de commandes de boissons plus rapides',
      },
      {
        id: 'cafe-loyalty',
        icon: 'Smile',
        title: 'La fidélisation pour vos habitués',
        subtitle: 'Votre dixième café, on s’en souvient',
        description:
          'Les clients s’inscrivent avec leur numéro de téléphone au moment de payer, sans application ni carte à transporter. Les points ou les tampons s’accumulent automatiquement, les récompenses s’affichent à l’écran dès qu’elles sont obtenues, et vous pouvez envoyer une offre par texto pour animer un après-midi tranquille.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Téléphone affichant des tampons de fidélité et une boisson gratuite en récompense',
        bulletPoints: [
          { text: 'Inscription avec un numéro de téléphone au comptoir', highlight: true },
          { text: 'Points ou cartes à tampons numériques', highlight: false },
          { text: 'Offres par courriel et par texto pour les heures creuses', highlight: false },
        ],
        stat: '30-35 %',
        statDescription: 'de visites en plus chez les habitués',
      },
      {
        id: 'cafe-bakery-pre-orders',
        icon: 'Clock',
        title: 'Précommandes de boulangerie',
        subtitle: 'Gâteaux et plateaux réservés à l’avance',
        description:
          'Prenez les commandes de gâteaux personnalisés, de pains et de plateaux de traiteur avec une date de cueillette, un dépôt et le message à inscrire sur le gâteau. La liste de production de chaque matin est prête avant même que les fours soient allumés.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/dish-croissant.svg',
        imageAlt: 'Plateau de croissants préparé pour une précommande',
        bulletPoints: [
          { text: 'Dates de cueillette, dépôts et inscriptions sur les gâteaux', highlight: true },
          { text: 'Liste de production quotidienne pour les boulangers', highlight: false },
          { text: 'Précommandes en ligne avec heures limites', highlight: false },
        ],
        stat: '25-30 %',
        statDescription: 'de ventes pour les occasions spéciales en plus',
      },
      {
        id: 'cafe-waste-and-inventory',
        icon: 'BarChart3',
        title: 'Écoulement et pertes',
        subtitle: 'Cuisez ce qui se vend',
        description:
          'Voyez quelles viennoiseries sont épuisées avant 10 h et lesquelles restent à la fermeture. Suivez les pertes par article, ajustez la production du lendemain et marquez les articles épuisés au comptoir et en ligne en même temps.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Rapport des ventes de viennoiseries par heure et des pertes de fin de journée',
        bulletPoints: [
          { text: 'Heures de rupture et invendus de fin de journée par article', highlight: true },
          { text: 'Suivi des pertes avec leurs raisons', highlight: false },
          { text: 'Articles épuisés masqués automatiquement en ligne', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour les cafés et les boulangeries',
    subtitle: 'De petits comptoirs, de longues files le matin et une vitrine qui doit se vider.',
    features: [
      {
        heading: 'Rapidité au comptoir',
        description: 'Servez le coup de feu du matin sans faire attendre vos habitués.',
        bulletPoints: [
          'Modificateurs de boissons sur un seul écran',
          'Paiement sans contact avec options de pourboire rapides',
          'Commandes mobiles et en ligne pour la cueillette',
        ],
      },
      {
        heading: 'Habitués et récompenses',
        description: 'Transformez les visiteurs d’un jour en clients de tous les jours.',
        bulletPoints: [
          'Fidélisation par points ou par tampons',
          'Cartes-cadeaux pour les Fêtes et les anniversaires',
          'Offres par courriel et par texto',
        ],
      },
      {
        heading: 'Gestion de la boulangerie',
        description: 'Planifiez la production et prenez les commandes sans cahier papier.',
        bulletPoints: [
          'Précommandes de gâteaux personnalisés et de plateaux avec dépôt',
          'Listes de production quotidiennes',
          'Inventaire des ingrédients et suivi des pertes',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'plus rapide pour saisir les boissons qu’en faisant défiler les menus' },
      {
        value: '20 %',
        description: 'de ventes de cartes-cadeaux en plus en décembre grâce aux cartes vendues au comptoir',
      },
    ],
    ctaText: 'Obtenir une démo pour café',
    imageSrc: '/illustrations/gift-card.svg',
    imageAlt: 'Carte-cadeau de café prête à être offerte',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les cafés et les boulangeries',
    subheading: 'Des outils simples pour les comptoirs rapides et les matins achalandés.',
    features: [
      {
        image: '/illustrations/pos-10.svg',
        title: 'Modificateurs rapides',
        description: 'Formats, laits et espressos sur un seul écran pour des commandes de boissons rapides et exactes.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation intégrée',
        description: 'Des points ou des tampons accumulés automatiquement, avec les récompenses affichées au paiement.',
      },
      {
        image: '/illustrations/dish-croissant.svg',
        title: 'Précommandes de boulangerie',
        description: 'Gâteaux et plateaux réservés avec une date de cueillette, un dépôt et un message personnalisé.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Commande mobile à l’avance',
        description:
          'Votre propre application à votre image pour commander son café à l’avance, prêt à l’arrivée du client.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Cartes-cadeaux',
        description: 'Des cartes-cadeaux physiques et numériques rechargeables au comptoir.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventaire et pertes',
        description: 'Suivez le café en grains, le lait et la farine, et notez ce qui a été jeté et pourquoi.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour café',
    subheading: 'Du matériel compact pour les petits comptoirs, avec de la place pour grandir.',
    items: [
      {
        image: '/illustrations/pos-10.svg',
        title: 'PDV de 10\u00a0pouces',
        description: 'Un terminal compact qui tient à côté de la machine à espresso.',
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: 'Afficheur client de 7\u00a0pouces',
        description: 'Montre au client sa commande, les options de pourboire et son solde de fidélité.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Application mobile à votre image',
        description:
          'La commande à l’avance et la fidélisation dans une application aux couleurs et au nom de votre café.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'En combien de temps un barista peut-il saisir une boisson personnalisée?',
        answer:
          'Les formats, les laits, les sirops et les espressos supplémentaires s’affichent sur un seul écran dès que vous touchez la boisson : la plupart des commandes se font en deux ou trois touchers. Les modificateurs payants, comme le lait d’avoine, sont ajoutés au total automatiquement.',
      },
      {
        question: 'Les clients ont-ils besoin d’une application pour adhérer au programme de fidélisation?',
        answer:
          'Non. Les clients s’inscrivent avec leur numéro de téléphone au comptoir et accumulent des points ou des tampons à chaque visite. Si vous avez aussi une application à votre image, leur solde s’y affiche également.',
      },
      {
        question: 'Puis-je prendre des commandes de gâteaux personnalisés avec un dépôt?',
        answer:
          'Oui. Inscrivez la date de cueillette, la taille, la saveur, l’inscription et un dépôt. Le solde est perçu à la cueillette, et la commande apparaît sur la liste de production du bon matin.',
      },
      {
        question: 'Les clients peuvent-ils précommander en ligne pour la cueillette?',
        answer:
          'Oui. Activez la commande en ligne pour les viennoiseries, les plateaux et les gâteaux avec des délais de préparation et des heures limites quotidiennes : vous n’acceptez que ce que vos boulangers peuvent produire.',
      },
      {
        question: 'Le matériel tiendra-t-il sur un petit comptoir?',
        answer:
          'Oui. La plupart des cafés utilisent le PDV compact de 10\u00a0pouces avec l’afficheur client de 7\u00a0pouces, qui prennent ensemble moins de place qu’une caisse enregistreuse.',
      },
      {
        question: 'Puis-je vendre des cartes-cadeaux pour les Fêtes?',
        answer:
          'Oui. Vendez des cartes-cadeaux physiques et numériques au comptoir ou en ligne, rechargez-les en tout temps et consultez les soldes en circulation dans vos rapports.',
      },
    ],
  },
}
