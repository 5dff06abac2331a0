import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('fr')

export const loyaltyPromotion: ProductContent = {
  slug: 'loyalty-promotion',
  name: 'Fidélisation et promotions',
  meta: {
    title: 'Programme de fidélisation et promotions pour restaurants',
    description: `Points, récompenses et offres ciblées qui font revenir vos clients, en magasin et en ligne. Marketing par courriel et par texto inclus, en module complémentaire de ${f.addOn('loyalty')} par mois à votre PDV.`,
  },
  heroSection: {
    title: 'Faites revenir vos clients avec des récompenses qu’ils utiliseront vraiment',
    description: `La fidélisation ${site.brand} fonctionne directement dans votre PDV\u00a0: vos clients accumulent des points avec leur numéro de téléphone au comptoir, sur votre site Web ou dans votre application. Aucune carte à imprimer, aucune tablette séparée, et des campagnes par courriel et par texto qui rejoignent les clients les plus susceptibles de revenir.`,
    buttonText: 'Parlons-en',
    visual: 'tab-loyalty',
    mainImage: '/illustrations/phone-loyalty.svg',
    mainImageAlt: 'Téléphone affichant des points de fidélité et un café gratuit en récompense',
    backgroundText: 'FIDÉLITÉ',
    deviceTitle: `${f.addOn('loyalty')} par mois, courriel et texto inclus`,
    deviceDescription:
      'La fidélisation est un module complémentaire du forfait Plus. Le marketing par courriel et par texto est compris dans le prix, pas facturé en crédits supplémentaires.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Vos habitués sont vos clients les plus rentables. Voici ce qu’un programme fait pour eux.',
    stats: [
      { value: '2 fois', description: 'plus de visites chez les membres que chez les non-membres' },
      { value: '20 %', description: 'de plus pour la facture moyenne lors des visites des membres' },
      {
        value: '25-35 %',
        description: 'de meilleure fidélisation de la clientèle dans les restaurants à service rapide',
      },
      { value: f.addOn('loyalty'), description: 'par mois, marketing par courriel et par texto inclus' },
    ],
    bgColor: 'sand',
  },
  industrySection: {
    title: 'Un programme adapté à vos habitués',
    subtitle: 'La bonne récompense n’est pas la même dans un café, un comptoir à burgers ou un bistro.',
    features: [
      {
        heading: 'Cafés et boulangeries',
        description:
          'Des récompenses selon les visites, comme un café gratuit après neuf, suivies par numéro de téléphone pour que personne ne perde plus jamais sa carte à poinçons.',
        bulletPoints: [
          'Récompenses par visite ou par article',
          'Inscription par numéro de téléphone à la caisse',
          'Gâteries d’anniversaire',
        ],
      },
      {
        heading: 'Restauration rapide et rapide-décontractée',
        description:
          'Des points par dollar, échangeables contre des articles du menu, et des offres à durée limitée qui remplissent les heures creuses entre le dîner et le souper.',
        bulletPoints: ['Points par dollar dépensé', 'Offres 5 à 7 et heures creuses', 'Points en ligne et en magasin'],
      },
      {
        heading: 'Service aux tables et restauration décontractée',
        description:
          'Reconnaissez vos habitués dès que le serveur ouvre leur table, et relancez les clients absents avec une offre avant qu’ils adoptent un autre restaurant.',
        bulletPoints: [
          'Historique du client dans le PDV',
          'Campagnes de reconquête',
          'Offres d’anniversaire et de date spéciale',
        ],
      },
    ],
    stats: [
      { value: '25-35 %', description: 'de meilleure fidélisation dans les restaurants à service rapide' },
      { value: '2 fois', description: 'plus de visites chez les membres du programme de fidélité' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/dish-coffee.svg',
    imageAlt: 'Tasse de café obtenue en récompense de fidélité',
  },
  scrollSection: {
    heroTitle: 'Une fidélisation qui roule toute seule',
    heroSubtitle: 'Configurez-la une fois; le PDV fait le décompte et les campagnes font les rappels.',
    sections: [
      {
        id: 'loyalty-points-rewards',
        icon: 'Heart',
        title: 'Points et récompenses, sans carte de plastique',
        subtitle: 'Intégré au PDV',
        description:
          'Vos clients s’inscrivent avec leur numéro de téléphone au comptoir, sur votre site Web ou dans votre application. Les points s’ajoutent à chaque commande et les récompenses s’échangent sur le même écran que le paiement.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Solde de points de fidélité sur un téléphone',
        bulletPoints: [
          { text: 'Inscription avec un numéro de téléphone en quelques secondes', highlight: true },
          { text: 'Points par dollar, par visite ou par article', highlight: false },
          { text: 'Accumulation et échange en magasin et en ligne', highlight: false },
        ],
        stat: '2 fois',
        statDescription: 'plus de visites chez les membres',
      },
      {
        id: 'loyalty-email-sms',
        icon: 'Users',
        title: 'Des courriels et des textos qui rejoignent les bons clients',
        subtitle: 'Campagnes marketing incluses',
        description:
          'Envoyez une campagne aux clients qui ne sont pas venus depuis 30 jours, qui commandent toujours le même plat ou qui habitent près d’un nouvel établissement. Le consentement est enregistré à l’inscription et chaque message comporte un lien de désabonnement, comme l’exige la loi canadienne anti-pourriel.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/avatar-3.svg',
        imageAlt: 'Portrait d’une cliente habituée qui reçoit une offre',
        bulletPoints: [
          { text: 'Courriel et texto inclus dans le prix mensuel', highlight: true },
          { text: 'Segments selon les visites, les dépenses et les articles préférés', highlight: false },
          { text: 'Consentement et désabonnement conformes à la LCAP', highlight: false },
        ],
      },
      {
        id: 'loyalty-promotions',
        icon: 'TrendingUp',
        title: 'Des promotions qui remplissent les heures tranquilles',
        subtitle: 'Rabais, 5 à 7 et offres à durée limitée',
        description:
          'Planifiez un deux pour un le lundi, un menu collation de 15 h à 17 h ou une offre de lancement pour un nouvel établissement. Les promotions s’appliquent automatiquement au PDV et en ligne, avec des dates de début et de fin pour que rien ne dure plus longtemps que prévu.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Tableau de menu affichant une promotion 5 à 7',
        bulletPoints: [
          { text: 'Promotions planifiées par jour et par heure', highlight: false },
          { text: 'Appliquées automatiquement au PDV et en ligne', highlight: true },
          { text: 'Limites par client et par établissement', highlight: false },
        ],
      },
      {
        id: 'loyalty-results',
        icon: 'BarChart3',
        title: 'Voyez ce que chaque campagne a rapporté',
        subtitle: 'Rapports de fidélisation et de promotions',
        description:
          'Chaque campagne indique combien de clients sont revenus, ce qu’ils ont dépensé et ce que le rabais vous a coûté : vous gardez les offres rentables et laissez tomber les autres.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/dashboard.svg',
        imageAlt: 'Tableau de bord comparant les revenus d’une campagne et le coût des rabais',
        bulletPoints: [
          { text: 'Visites de retour et revenus par campagne', highlight: true },
          { text: 'Coût des rabais comparé aux ventes générées', highlight: false },
          { text: 'Facture moyenne des membres et des non-membres', highlight: false },
        ],
        stat: '20 %',
        statDescription: 'de plus pour la facture moyenne lors des visites des membres',
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés de la fidélisation et des promotions',
    subheading: 'Un programme complet, géré à partir du même système que votre menu et vos paiements.',
    features: [
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Points et récompenses',
        description:
          'Choisissez des points par dollar, par visite ou par article, et des récompenses tirées de votre propre menu.',
      },
      {
        image: '/illustrations/avatar-1.svg',
        title: 'Profils clients',
        description: 'Visites, dépenses et articles préférés de chaque membre, visibles par le personnel au PDV.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Campagnes par courriel et par texto',
        description: 'Des campagnes ciblées incluses dans le prix mensuel, avec suivi du consentement fait pour vous.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Promotions planifiées',
        description:
          '5 à 7, trios en promotion et offres à durée limitée qui commencent et se terminent d’elles-mêmes.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Compatible avec les cartes-cadeaux',
        description:
          'Les membres peuvent accumuler des points à l’achat de cartes-cadeaux et payer avec des cartes-cadeaux.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Rapports de campagne',
        description: 'Visites de retour, revenus et coût des rabais pour chaque programme et chaque campagne.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Un seul client, tous les canaux',
    subheading: 'Le même solde de points au comptoir, sur votre site Web et dans votre application.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'En magasin',
        description:
          'Le personnel retrouve les membres par numéro de téléphone et applique les récompenses au moment du paiement.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'En ligne',
        description:
          'Vos clients se connectent au moment de payer sur votre page de commande en ligne pour accumuler et échanger leurs points.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Dans votre application',
        description:
          'Les membres voient leurs points et leurs offres dans votre application à votre image, avec des rappels par notification.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Combien coûte la fidélisation?',
        answer: `La fidélisation est un module complémentaire de ${f.addOn('loyalty')} par mois ($ CA) au forfait Plus. Le marketing par courriel et par texto est inclus dans ce prix.`,
      },
      {
        question: 'Les clients doivent-ils télécharger une application?',
        answer:
          'Non. Vos clients s’inscrivent et accumulent des points avec leur numéro de téléphone au comptoir ou en ligne. Si vous avez aussi une application à votre image, leurs points s’y affichent également.',
      },
      {
        question: 'Votre marketing par courriel et par texto est-il conforme à la LCAP?',
        answer:
          'Le consentement est enregistré lorsqu’un client s’inscrit, chaque message comprend une option de désabonnement et les désabonnements sont appliqués automatiquement, ce qui couvre les principales exigences de la loi canadienne anti-pourriel.',
      },
      {
        question: 'Puis-je faire des promotions sans programme de fidélisation?',
        answer:
          'Oui. Les rabais, les 5 à 7 et les offres de trios peuvent être configurés dans le PDV avec n’importe quel forfait. Le module de fidélisation ajoute les récompenses pour les membres, les profils clients et les campagnes par courriel et par texto.',
      },
      {
        question: 'La fidélisation fonctionne-t-elle dans plusieurs établissements?',
        answer:
          'Oui. Les membres accumulent et échangent leurs points dans chaque établissement, et vous pouvez aussi proposer une offre dans un seul établissement, par exemple pour lancer une nouvelle succursale.',
      },
      {
        question: 'Est-ce compatible avec les cartes-cadeaux?',
        answer:
          'Oui. Les cartes-cadeaux et la fidélisation partagent le même profil client : les membres peuvent accumuler des points quand ils achètent des cartes-cadeaux et payer avec une carte-cadeau au comptoir ou en ligne.',
      },
    ],
  },
}
