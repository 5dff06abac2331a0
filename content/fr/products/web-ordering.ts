import type { ProductContent } from '../../types'
import { site } from '../../site'

export const webOrdering: ProductContent = {
  slug: 'web-ordering',
  name: 'Commande en ligne',
  meta: {
    title: 'Commande en ligne sans commission pour restaurants',
    description:
      'Recevez les commandes pour emporter et en livraison sur votre propre site Web, sans commission par commande. Abonnement annuel, sans contrat, avec commandes envoyées directement à votre PDV.',
  },
  heroSection: {
    title: 'La commande en ligne qui vous laisse chaque dollar',
    description: `Offrez à vos clients une page de commande sur votre propre site Web, avec votre menu, vos photos et vos prix. La commande en ligne ${site.brand} ne prélève aucune commission sur aucune commande\u00a0: les commandes vont directement à votre PDV et à vos écrans de cuisine, et l’argent va dans vos poches.`,
    buttonText: 'Parlons-en',
    visual: 'browser-online',
    mainImage: '/illustrations/browser-ordering.svg',
    mainImageAlt: 'Page de commande en ligne d’un restaurant avec des articles du menu et un panier dans un navigateur',
    backgroundText: 'EN LIGNE',
    deviceTitle: 'Sans commission, sans contrat',
    deviceDescription:
      'Un abonnement annuel que vous pouvez arrêter au renouvellement. Chaque commande est sans commission, peu importe son montant.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Ce que constatent les restaurants quand les commandes en ligne passent par leur propre site.',
    stats: [
      { value: '0 %', description: 'de commission sur chaque commande en ligne' },
      {
        value: '20 %',
        description:
          'de plus pour la commande moyenne en ligne que par téléphone, grâce aux photos et aux suggestions d’ajouts',
      },
      {
        value: '2 fois',
        description: 'plus de commandes pour emporter traitées par heure, sans monopoliser le téléphone',
      },
      { value: '1', description: 'seul menu partagé par le PDV, votre site Web et vos partenaires de livraison' },
    ],
    bgColor: 'ink',
  },
  industrySection: {
    title: 'Une commande en ligne taillée pour votre menu',
    subtitle: 'Configurée selon la façon dont vos clients commandent vraiment.',
    features: [
      {
        heading: 'Pizzerias',
        description:
          'La matrice à pizza fonctionne aussi en ligne : vos clients composent des pizzas moitié-moitié, choisissent le format et la croûte, et la cuisine voit clairement chaque moitié.',
        bulletPoints: [
          'Garnitures moitié-moitié',
          'Prix selon le format et la croûte',
          'Zones de livraison avec leurs propres frais',
        ],
      },
      {
        heading: 'Restauration rapide et rapide-décontractée',
        description:
          'Vos clients choisissent une heure de cueillette, paient en ligne et n’ont qu’à prendre leur commande déjà emballée. Les cuisines débordées peuvent suspendre les commandes ou allonger les temps de préparation en une touche.',
        bulletPoints: [
          'Heures de cueillette planifiées',
          'Commandes suspendues en plein rush',
          'Texto quand la commande est prête',
        ],
      },
      {
        heading: 'Cafés et boulangeries',
        description:
          'Précommandes du matin, gâteaux entiers commandés des jours à l’avance et plateaux pour traiteur, chacun avec son propre délai.',
        bulletPoints: [
          'Commande à l’avance pour le rush du matin',
          'Délais par article',
          'Traiteur et grosses commandes',
        ],
      },
    ],
    stats: [
      { value: '0 %', description: 'de commission sur les commandes de votre propre site' },
      { value: '20 %', description: 'de plus pour la commande moyenne en ligne' },
      { value: '24/7', description: 'de commandes, même quand le téléphone est fermé' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/dish-pizza.svg',
    imageAlt: 'Pizza moitié-moitié avec des garnitures différentes de chaque côté',
  },
  scrollSection: {
    heroTitle: 'Votre page de commande, vos clients, votre marge',
    heroSubtitle: 'Tout ce que les applications de livraison font pour vous, sans la commission.',
    sections: [
      {
        id: 'web-ordering-commission-free',
        icon: 'Globe',
        title: 'Votre propre page de commande',
        subtitle: 'Commande en ligne sans commission',
        description:
          'Ajoutez un bouton Commander en ligne à votre site Web actuel ou utilisez la page que nous hébergeons pour vous. Vos clients commandent à partir de votre menu complet, paient par carte ou par portefeuille mobile, et vous gardez le total de la commande, moins les frais standard de traitement des cartes.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Page de commande en ligne sur le site Web d’un restaurant',
        bulletPoints: [
          { text: 'Aucune commission sur aucune commande', highlight: true },
          { text: 'Fonctionne avec votre site Web et votre nom de domaine actuels', highlight: false },
          { text: 'Abonnement annuel sans contrat', highlight: false },
        ],
        stat: '0 %',
        statDescription: 'de commission par commande',
      },
      {
        id: 'web-ordering-menu-sync',
        icon: 'Utensils',
        title: 'Un seul menu, toujours synchronisé',
        subtitle: 'Menus reliés à votre PDV',
        description:
          'La commande en ligne utilise le même menu que votre PDV. Indiquez qu’un article est épuisé au comptoir et il disparaît en ligne; changez un prix une seule fois et il change partout, dans chaque établissement.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Tableau de menu avec articles et prix',
        bulletPoints: [
          { text: 'Articles épuisés masqués automatiquement', highlight: true },
          { text: 'Prix et articles exclusifs en ligne si vous le souhaitez', highlight: false },
          { text: 'Menus multiétablissements avec heures locales', highlight: false },
        ],
      },
      {
        id: 'web-ordering-pickup-delivery',
        icon: 'Clock',
        title: 'Pour emporter et livraison, selon vos conditions',
        subtitle: 'Planification, zones de livraison et intégration des services tiers',
        description:
          'Définissez les temps de préparation, les plages de cueillette et les zones de livraison avec leurs propres frais. Gérez vos propres livreurs avec la fermeture de caisse en fin de soirée, et faites entrer les commandes des services de livraison tiers dans la même file.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Commande en livraison qui quitte le restaurant',
        bulletPoints: [
          { text: 'Commandes planifiées et limites de temps de préparation', highlight: false },
          { text: 'Vos propres livreurs, avec fermeture de caisse', highlight: false },
          { text: 'Commandes des services de livraison tiers dans la même file', highlight: true },
        ],
      },
      {
        id: 'web-ordering-grow-sales',
        icon: 'TrendingUp',
        title: 'Des commandes plus grosses, plus d’habitués',
        subtitle: 'Ventes additionnelles et fidélisation au paiement',
        description:
          'Des suggestions d’ajouts proposent boissons, accompagnements et desserts au moment de payer. Vos clients accumulent des points de fidélité sur chaque commande en ligne et peuvent utiliser leurs cartes-cadeaux : la première commande n’est pas la dernière.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Téléphone affichant les points de fidélité obtenus sur une commande en ligne',
        bulletPoints: [
          { text: 'Suggestions d’ajouts au paiement', highlight: true },
          { text: 'Points de fidélité et cartes-cadeaux en ligne', highlight: false },
          { text: 'Une liste de clients qui vous appartient, pas à l’application de livraison', highlight: false },
        ],
        stat: '20 %',
        statDescription: 'de plus pour la commande moyenne',
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés de la commande en ligne',
    subheading: 'Un canal de commande complet, relié à tout le reste de votre exploitation.',
    features: [
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Page de commande à votre image',
        description:
          'Votre logo, vos couleurs, vos photos et votre nom de domaine, sur téléphone comme sur ordinateur.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Menu synchronisé',
        description: 'Prix, options et articles épuisés suivent le PDV en temps réel.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Commande à la table par code QR',
        description: 'Vos clients balaient le code sur la table pour commander et payer sans attendre le serveur.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Intégration de la livraison',
        description:
          'Vos propres zones de livraison et les commandes des services tiers dans une seule file en cuisine.',
      },
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Matrice à pizza en ligne',
        description: 'Garnitures moitié-moitié, formats et croûtes, au bon prix à tout coup.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation et cartes-cadeaux',
        description:
          'Vos clients accumulent et échangent des points et paient avec leurs cartes-cadeaux au moment de commander.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Pourquoi les propriétaires délaissent les commandes par applications seulement',
    subheading: 'Les applications de livraison amènent de nouveaux clients. Votre propre site les garde.',
    items: [
      {
        image: '/illustrations/receipt.svg',
        title: 'Aucune commission',
        description:
          'Une commande familiale de 60 $ vous coûte la même chose qu’un café de 6 $ : aucun pourcentage prélevé ni sur l’une ni sur l’autre.',
      },
      {
        image: '/illustrations/avatar-2.svg',
        title: 'Votre liste de clients',
        description:
          'Les noms, l’historique des commandes et le consentement marketing vous appartiennent, prêts pour la fidélisation et le courriel.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Directement en cuisine',
        description: 'Les commandes sont envoyées à l’écran de cuisine au bon moment selon leur plage de cueillette.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Prenez-vous une commission sur les commandes en ligne?',
        answer:
          'Non. La commande en ligne est sans commission sur chaque commande. Vous payez l’abonnement et les frais standard de traitement des cartes sur le paiement, rien par commande.',
      },
      {
        question: 'Y a-t-il un contrat?',
        answer:
          'Non. La commande en ligne est un abonnement annuel sans contrat. Il se renouvelle chaque année, et vous pouvez choisir de ne pas le renouveler.',
      },
      {
        question: 'Puis-je utiliser mon site Web actuel?',
        answer:
          'Oui. Nous ajoutons un bouton Commander en ligne à votre site, ou nous hébergeons une page de commande sur votre propre nom de domaine si vous n’avez pas encore de site Web.',
      },
      {
        question: 'Vous occupez-vous de la livraison?',
        answer:
          'Vous pouvez livrer avec vos propres livreurs, avec zones de livraison, frais et fermeture de caisse des livreurs, et faire entrer les commandes des services de livraison tiers dans la même file du PDV et de la cuisine.',
      },
      {
        question: 'Comment les commandes en ligne se rendent-elles en cuisine?',
        answer:
          'Elles vont directement au PDV et à l’écran de cuisine ou à l’imprimante, minutées selon la plage de cueillette ou de livraison du client. Personne n’a à ressaisir quoi que ce soit.',
      },
    ],
  },
}
