import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fastCasualRestaurant: CategoryContent = {
  slug: 'fast-casual-restaurant',
  name: 'Restauration rapide haut de gamme',
  meta: {
    title: 'PDV de restauration rapide haut de gamme pour les menus à composer',
    description:
      'Commande rapide de bols, de wraps et de salades à composer au comptoir, en ligne et par code QR, avec un écran de cuisine pour la ligne d’assemblage. Un PDV infonuagique pour la restauration rapide haut de gamme.',
  },
  heroSection: {
    title: 'Des menus à composer, servis rapidement',
    description: `Vos clients veulent choisir leur base, leur protéine et leurs garnitures sans retarder la file. Avec ${site.brand}, les commandes personnalisées sont rapides à saisir, faciles à lire sur la ligne d’assemblage et simples à recommander en ligne.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/fast-casual-restaurant.svg',
    mainImageAlt:
      'Une ligne d’assemblage de restauration rapide décontractée sous un pare-haleine, un bol en préparation et le PDV au bout de la ligne',
    deviceImage: '/illustrations/station.svg',
    deviceImageAlt: 'Terminal à double écran Station avec un écran côté client affichant une commande de bol',
    deviceTitle: 'Station au comptoir',
    deviceDescription:
      'L’écran côté client affiche chaque garniture à mesure qu’elle est ajoutée, pour que les clients repèrent les erreurs avant de payer.',
    backgroundText: 'FRAÎCHEUR',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que mesurent généralement les exploitants de restauration rapide haut de gamme après être passés à ${site.brand}.`,
    bgColor: 'ember',
    stats: [
      {
        value: '25-30 %',
        description:
          'd’attente en moins au comptoir grâce aux outils de composition étape par étape pour les bols et les wraps',
      },
      {
        value: '20-22 %',
        description:
          'de suppléments payants en plus, comme une protéine supplémentaire ou des garnitures haut de gamme, grâce aux suggestions à l’écran',
      },
      {
        value: '18-20 %',
        description:
          'de hausse de la valeur des commandes en ligne quand les clients enregistrent et recommandent leurs compositions préférées',
      },
      {
        value: '22-25 %',
        description: 'de visites répétées en plus chez les clients qui accumulent des points sur tous les canaux',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Rapide au comptoir, précis sur la ligne d’assemblage',
    heroSubtitle:
      'Les commandes personnalisées passent de chaque canal aux personnes qui les préparent, sans confusion.',
    sections: [
      {
        id: 'fast-casual-order-builder',
        icon: 'Zap',
        title: 'Composition de commande étape par étape',
        subtitle: 'Base, protéine, garnitures, c’est prêt',
        description:
          'Les caissiers suivent les mêmes étapes que la ligne d’assemblage : une base, une protéine, des garnitures et une sauce. Les choix obligatoires et les limites garantissent des commandes complètes, et les extras sont facturés automatiquement.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/station.svg',
        imageAlt: 'Terminal de comptoir affichant un outil de composition de bol avec choix de garnitures',
        bulletPoints: [
          { text: 'Choix obligatoires et facultatifs avec limites de garnitures', highlight: true },
          { text: 'Protéine supplémentaire et garnitures haut de gamme facturées automatiquement', highlight: false },
          { text: 'L’écran côté client confirme chaque choix', highlight: false },
        ],
        stat: '25-30 %',
        statDescription: 'd’attente en moins au comptoir',
      },
      {
        id: 'fast-casual-make-line',
        icon: 'Utensils',
        title: 'Écran de cuisine pour la ligne d’assemblage',
        subtitle: 'Des bons présentés dans l’ordre de préparation',
        description:
          'Chaque bon énumère les ingrédients dans l’ordre de la ligne d’assemblage : l’équipe prépare de gauche à droite sans avoir à relire. Les commandes en ligne et en magasin partagent le même écran, avec l’heure de cueillette sur chaque bon.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Écran de cuisine énumérant les ingrédients d’un bol dans l’ordre de la ligne d’assemblage',
        bulletPoints: [
          { text: 'Ingrédients énumérés dans l’ordre de la ligne d’assemblage', highlight: true },
          { text: 'Commandes en ligne transmises au bon moment pour la cueillette', highlight: false },
          { text: 'Allergies signalées dans une couleur impossible à manquer', highlight: false },
        ],
      },
      {
        id: 'fast-casual-digital-ordering',
        icon: 'Smile',
        title: 'Commande en ligne et par code QR',
        subtitle: 'Recommandez un favori en deux touchers',
        description:
          'Les clients commandent à l’avance sur votre site Web sans commission ou dans votre propre application à votre image, ou balaient un code QR à la table. Les compositions enregistrées accélèrent la commande du dîner hebdomadaire, et chaque commande rapporte des points de fidélité.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #D5EAE3\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-app.svg',
        imageAlt: 'Application de commande à votre image avec un bol enregistré prêt à être recommandé',
        bulletPoints: [
          { text: 'Compositions enregistrées pour recommander d’un seul toucher', highlight: true },
          { text: 'Commande en ligne sans commission avec plages de cueillette', highlight: false },
          { text: 'Commande par code QR pour les clients sur place', highlight: false },
        ],
        stat: '18-20 %',
        statDescription: 'de hausse de la valeur des commandes en ligne',
      },
      {
        id: 'fast-casual-menu-insights',
        icon: 'BarChart3',
        title: 'Analyse des ingrédients et du menu',
        subtitle: 'Sachez quelles compositions sont rentables',
        description:
          'Voyez quelles bases, protéines et garnitures se vendent, comparez l’utilisation des ingrédients aux ventes et fixez vos niveaux de stock avant le vendredi. Les modifications du menu s’appliquent à tous les canaux et à tous les établissements en même temps.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Niveaux de stock des ingrédients de bols avec alertes de stock bas',
        bulletPoints: [
          { text: 'Rapports de ventes des garnitures et des modificateurs', highlight: true },
          { text: 'Inventaire par ingrédient avec alertes de stock bas', highlight: false },
          { text: 'Modifications du menu envoyées à tous les établissements', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour la restauration rapide haut de gamme',
    subtitle: 'La rapidité du comptoir avec la souplesse de menu qu’attendent vos clients.',
    features: [
      {
        heading: 'Des commandes personnalisées sans ralentissement',
        description: 'Saisissez rapidement des commandes complexes et transmettez-les clairement à la ligne.',
        bulletPoints: [
          'Outils de composition étape par étape avec limites de garnitures',
          'Écran côté client pour confirmer chaque commande',
          'Affichage selon la ligne d’assemblage sur l’écran de cuisine',
        ],
      },
      {
        heading: 'Canaux numériques',
        description: 'Rejoignez vos clients partout où ils commandent, sans commission.',
        bulletPoints: [
          'Commande en ligne sans commission',
          'Application mobile à votre image avec compositions enregistrées',
          'Commande et paiement à la table par code QR',
        ],
      },
      {
        heading: 'Inventaire et contrôle des coûts',
        description: 'Gardez le coût des aliments sous contrôle à mesure que vous ajoutez des établissements.',
        bulletPoints: [
          'Suivi de l’inventaire par ingrédient',
          'Articles épuisés retirés automatiquement de tous les canaux',
          'Coût des aliments par article du menu',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'plus rapide pour saisir les commandes à composer qu’avec des notes en texte libre' },
      {
        value: '150+',
        description:
          'établissements de restauration rapide haut de gamme qui prennent des commandes sur tous les canaux',
      },
    ],
    ctaText: 'Obtenir une démo pour la restauration rapide haut de gamme',
    imageSrc: '/illustrations/browser-ordering.svg',
    imageAlt: 'Page de commande en ligne avec un menu de bols à composer',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour la restauration rapide haut de gamme',
    subheading: 'Tout ce qu’il faut pour servir rapidement des commandes personnalisées sur tous les canaux.',
    features: [
      {
        image: '/illustrations/station.svg',
        title: 'Outil de composition',
        description:
          'Des étapes guidées pour les bases, les protéines et les garnitures, avec les extras facturés automatiquement.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de la ligne d’assemblage',
        description: 'Des bons dans l’ordre de préparation, avec l’heure de cueillette et les allergies signalées.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Commande en ligne',
        description: 'Commande sans commission sur votre propre site Web, avec cueillettes planifiées.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Commande par code QR',
        description: 'Les clients balaient, commandent et paient de leur table sans faire la file.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation sur tous les canaux',
        description: 'Des points accumulés de la même façon en magasin, en ligne et dans l’application.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventaire des ingrédients',
        description: 'Comparez les garnitures et les protéines aux ventes et recevez des alertes avant d’en manquer.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour la restauration rapide haut de gamme',
    subheading: 'Les éléments qui relient votre comptoir, votre ligne et le téléphone de vos clients.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station au comptoir',
        description:
          'Un écran de 15,6\u00a0pouces pour le personnel et un écran côté client pour confirmer chaque composition.',
      },
      {
        image: '/illustrations/kiosk.svg',
        title: 'Borne de commande libre-service',
        description: 'Laissez les clients composer leur bol et payer, avec des ventes incitatives à chaque étape.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Applications connectées',
        description:
          'Livraison, comptabilité et paie connectées au PDV : les données ne sont saisies qu’une seule fois.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Puis-je limiter les garnitures et facturer les extras?',
        answer:
          'Oui. Chaque étape d’une composition peut avoir un nombre minimal et maximal de choix, des articles inclus et des extras payants. Une double protéine ou une garniture haut de gamme est ajoutée au prix que vous fixez.',
      },
      {
        question: 'Comment les commandes en ligne arrivent-elles à la ligne d’assemblage?',
        answer:
          'Les commandes en ligne s’affichent sur le même écran de cuisine que les commandes au comptoir et sont transmises à temps pour la plage de cueillette choisie par le client : les plats sont frais à son arrivée.',
      },
      {
        question: 'Les clients peuvent-ils enregistrer leur composition préférée?',
        answer:
          'Oui. Dans votre application à votre image et sur la commande en ligne, les clients peuvent enregistrer une composition et la recommander en deux touchers. Leurs points de fidélité sont ajoutés automatiquement.',
      },
      {
        question: 'Offrez-vous la commande par code QR à la table?',
        answer:
          'Oui. Imprimez un code QR pour chaque table; les clients le balaient, commandent et paient avec leur téléphone, et le bon arrive à la ligne d’assemblage avec le numéro de table.',
      },
      {
        question: 'Puis-je gérer les menus de plusieurs établissements?',
        answer:
          'Oui. Créez le menu une seule fois, puis définissez des prix, des articles et des heures propres à chaque établissement. Les modifications s’appliquent en même temps à chaque comptoir, à chaque borne et au menu en ligne.',
      },
    ],
  },
}
