import type { ProductContent } from '../../types'
import { site } from '../../site'

export const giftCard: ProductContent = {
  slug: 'gift-card',
  name: 'Cartes-cadeaux',
  meta: {
    title: 'Cartes-cadeaux pour restaurants : physiques et numériques',
    description:
      'Vendez des cartes-cadeaux physiques et numériques en magasin et en ligne. Vos clients vérifient leur solde en tout temps, et les cartes fonctionnent avec votre programme de fidélisation dans chaque établissement.',
  },
  heroSection: {
    title: 'Des cartes-cadeaux qui se vendent en magasin et en ligne, toute l’année',
    description: `Vendez des cartes en plastique à votre image au comptoir et des cartes-cadeaux numériques sur votre site Web, le tout à partir de ${site.brand}. Chaque carte est suivie dans le PDV, vos clients peuvent vérifier leur solde quand ils le veulent, et les utilisations comptent pour les récompenses de fidélité.`,
    buttonText: 'Parlons-en',
    visual: 'tab-gift-card',
    mainImage: '/illustrations/gift-card.svg',
    mainImageAlt: 'Carte-cadeau aux couleurs d’un restaurant avec le solde affiché à l’écran',
    backgroundText: 'CADEAU',
    deviceTitle: 'Physiques et numériques',
    deviceDescription:
      'Des cartes en plastique pour le comptoir, des cartes numériques envoyées par courriel ou par texto pour les cadeaux de dernière minute.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Les cartes-cadeaux rapportent de l’argent aujourd’hui et de nouveaux clients demain.',
    stats: [
      {
        value: '20 %',
        description: 'de dépenses moyennes au-delà de la valeur de la carte quand une carte-cadeau est utilisée',
      },
      { value: '24/7', description: 'ventes de cartes-cadeaux numériques sur votre site Web' },
      { value: '2', description: 'formats : cartes physiques et cartes numériques' },
      { value: '1', description: 'seul solde valable en magasin, en ligne et dans chaque établissement' },
    ],
    bgColor: 'white',
  },
  industrySection: {
    title: 'Des cartes-cadeaux pour tous les types de restaurants',
    subtitle: 'Du café de quartier au groupe de salles à manger.',
    features: [
      {
        heading: 'Cafés et boulangeries',
        description:
          'Des cartes rechargeables que les habitués renflouent chaque mois, et des cartes de petite valeur qui se vendent près de la caisse comme cadeaux pour les enseignants ou pour dire merci.',
        bulletPoints: [
          'Soldes rechargeables',
          'Cartes présentées près de la caisse',
          'Points de fidélité sur les recharges',
        ],
      },
      {
        heading: 'Service aux tables et fine cuisine',
        description:
          'Des ventes du temps des Fêtes et de la fête des Mères qui remplissent vos mois les plus tranquilles, avec des cartes numériques livrées le jour choisi par l’acheteur.',
        bulletPoints: [
          'Livraison numérique planifiée',
          'Montants personnalisés',
          'Commandes en gros pour les entreprises',
        ],
      },
      {
        heading: 'Groupes de restaurants',
        description:
          'Une seule carte acceptée dans chaque établissement, avec le passif et les utilisations présentés par succursale.',
        bulletPoints: [
          'Valable dans tous les établissements',
          'Utilisations par établissement',
          'Rapport des soldes en circulation',
        ],
      },
    ],
    stats: [
      { value: '20 %', description: 'de dépenses moyennes au-delà de la valeur de la carte' },
      { value: '24/7', description: 'ventes de cartes-cadeaux en ligne' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/dish-fine.svg',
    imageAlt: 'Plat de fine cuisine dressé pour un souper offert en carte-cadeau',
  },
  scrollSection: {
    heroTitle: 'Vendez, envoyez et acceptez, à partir d’un seul système',
    heroSubtitle: 'Des cartes-cadeaux qui vivent dans votre PDV, pas dans un programme séparé.',
    sections: [
      {
        id: 'gift-card-physical-digital',
        icon: 'CreditCard',
        title: 'Des cartes physiques au comptoir',
        subtitle: 'Vendues et activées au PDV',
        description:
          'Glissez ou balayez une carte, entrez le montant et encaissez le paiement en une seule étape. Les cartes peuvent porter votre propre design et ne sont activées qu’une fois payées : une carte prise sur le présentoir ne vaut rien tant qu’elle n’est pas vendue.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/gift-card.svg',
        imageAlt: 'Carte-cadeau physique activée au comptoir',
        bulletPoints: [
          { text: 'Vendue et activée en une seule étape', highlight: true },
          { text: 'Votre propre design de carte', highlight: false },
          { text: 'Recharge à chaque visite', highlight: false },
        ],
      },
      {
        id: 'gift-card-online',
        icon: 'Globe',
        title: 'Des cartes-cadeaux numériques, vendues en ligne',
        subtitle: 'Sur votre site Web et dans votre application',
        description:
          'Vos clients achètent une carte-cadeau numérique sur votre site Web ou dans votre application, ajoutent un message et l’envoient par courriel ou par texto, tout de suite ou à la date de leur choix. Le destinataire peut l’utiliser en magasin ou en commandant en ligne.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Page d’un site Web pour acheter une carte-cadeau numérique',
        bulletPoints: [
          { text: 'Envoyée par courriel ou par texto à la date choisie', highlight: true },
          { text: 'Message personnel avec chaque carte', highlight: false },
          { text: 'Utilisable en magasin ou en ligne', highlight: false },
        ],
        stat: '24/7',
        statDescription: 'ventes de cartes-cadeaux en ligne',
      },
      {
        id: 'gift-card-balance',
        icon: 'LayoutDashboard',
        title: 'Des soldes que tout le monde peut vérifier',
        subtitle: 'Vérification des soldes et rapport du passif',
        description:
          'Vos clients vérifient leur solde sur votre site Web, dans votre application ou au comptoir. Vous voyez les cartes vendues, utilisées et encore en circulation, par établissement, prêtes pour votre comptable en fin d’année.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Rapport des cartes-cadeaux vendues, utilisées et en circulation',
        bulletPoints: [
          { text: 'Vérification du solde en ligne, dans l’application ou en magasin', highlight: false },
          { text: 'Rapport des soldes en circulation par établissement', highlight: true },
          { text: 'Historique complet de chaque carte', highlight: false },
        ],
      },
      {
        id: 'gift-card-loyalty',
        icon: 'Heart',
        title: 'Des cartes-cadeaux qui multiplient vos habitués',
        subtitle: 'Reliées à la fidélisation',
        description:
          'Les cartes-cadeaux et la fidélisation partagent le même profil client. Les acheteurs accumulent des points sur la carte qu’ils achètent, et les nouveaux clients qui utilisent une carte sont invités à joindre votre programme.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Points de fidélité obtenus à l’achat d’une carte-cadeau',
        bulletPoints: [
          { text: 'Points accumulés à l’achat de cartes-cadeaux', highlight: false },
          { text: 'Nouveaux clients invités au programme de fidélité lors de l’utilisation', highlight: true },
          { text: 'Un seul profil pour les cartes, les points et les commandes', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés des cartes-cadeaux',
    subheading: 'Un programme de cartes-cadeaux complet, géré à partir du PDV que vous utilisez déjà.',
    features: [
      {
        image: '/illustrations/gift-card.svg',
        title: 'Cartes-cadeaux physiques',
        description: 'Des cartes à votre image activées au PDV une fois payées, et rechargeables à chaque visite.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Cartes-cadeaux numériques',
        description:
          'Vendues sur votre site Web et dans votre application, livrées par courriel ou par texto à la date choisie par l’acheteur.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Utilisation en ligne',
        description:
          'Vos clients paient avec une carte-cadeau sur votre page de commande en ligne et dans votre application.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Vérification des soldes',
        description:
          'Vos clients vérifient eux-mêmes leur solde; le personnel voit l’historique complet de chaque carte.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Compatible avec la fidélisation',
        description: 'Un seul profil client pour les cartes-cadeaux et les points, en magasin et en ligne.',
      },
      {
        image: '/illustrations/multi-location.svg',
        title: 'Tous les établissements',
        description:
          'Les cartes fonctionnent dans tous vos établissements, avec ventes et utilisations présentées par succursale.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Intégrées au reste de votre restaurant',
    subheading: 'Pas de terminal séparé pour les cartes-cadeaux, pas de deuxième connexion.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Au PDV',
        description: 'Vendez, rechargez et acceptez les cartes sur le même écran que tous les autres paiements.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Soldes protégés',
        description:
          'Les cartes ne s’activent qu’une fois payées, et les cartes enregistrées perdues peuvent être bloquées et remplacées.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Rapports clairs',
        description: 'Soldes vendus, utilisés et en circulation par établissement, prêts pour la fin d’année.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Puis-je vendre à la fois des cartes-cadeaux physiques et numériques?',
        answer:
          'Oui. Les cartes physiques sont vendues et activées au PDV; les cartes numériques sont vendues sur votre site Web et dans votre application à votre image, et livrées par courriel ou par texto.',
      },
      {
        question: 'Comment les clients vérifient-ils leur solde?',
        answer:
          'Sur votre site Web, dans votre application ou en le demandant au comptoir. Les soldes se mettent à jour dès qu’une carte est utilisée, en magasin ou en ligne.',
      },
      {
        question: 'Les cartes-cadeaux fonctionnent-elles avec la fidélisation?',
        answer:
          'Oui. Les cartes-cadeaux et la fidélisation partagent un même profil client : les acheteurs peuvent accumuler des points à l’achat de cartes-cadeaux et les membres peuvent payer avec une carte-cadeau.',
      },
      {
        question: 'Une carte peut-elle être utilisée dans tous mes établissements?',
        answer:
          'Oui, par défaut. Chaque utilisation est attribuée à l’établissement où elle a eu lieu, et vous pouvez limiter une carte à certains établissements au besoin.',
      },
      {
        question: 'Les cartes-cadeaux expirent-elles?',
        answer:
          'Nous configurons les cartes sans date d’expiration ni frais d’inactivité, comme l’exigent pour la plupart des cartes-cadeaux les règles provinciales d’endroits comme l’Ontario, la Colombie-Britannique et le Québec.',
      },
      {
        question: 'Puis-je commander des cartes au design personnalisé?',
        answer:
          'Oui. Nous pouvons imprimer des cartes en plastique avec vos propres visuels, et les cartes numériques utilisent votre logo et vos couleurs. Informez-vous des options d’impression offertes pendant votre démo.',
      },
    ],
  },
}
