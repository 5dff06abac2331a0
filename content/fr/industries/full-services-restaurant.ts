import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fullServicesRestaurant: CategoryContent = {
  slug: 'full-services-restaurant',
  name: 'Restaurant à service complet',
  meta: {
    title: 'PDV pour restaurants à service complet : tables, services et factures',
    description:
      'Plan de salle, gestion des services, factures partagées, comptes clients et mise en commun des pourboires dans un seul PDV infonuagique. Conçu pour les restaurants qui accueillent, servent et encaissent chaque soir.',
  },
  heroSection: {
    title: 'Du premier client placé à la dernière addition',
    description: `Gérez vos tables, envoyez les services en cuisine au bon moment, partagez n’importe quelle addition et terminez la soirée avec les pourboires déjà répartis. ${site.brand} offre aux équipes de service complet un seul système pour la salle, la cuisine et le bureau.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/full-services-restaurant.svg',
    mainImageAlt:
      'Une salle à manger à service complet avec tables dressées, un lutrin d’accueil et un serveur qui porte la Tab',
    deviceImage: '/illustrations/go.svg',
    deviceImageAlt: 'Terminal de poche Go affichant la commande d’une table par place',
    deviceTitle: 'Go en salle',
    deviceDescription:
      'Les serveurs prennent les commandes, lancent les services et encaissent à la table sur un terminal de poche avec lecteur de cartes et imprimante intégrés.',
    backgroundText: 'SERVICE',
    backgroundImage: '/illustrations/dish-bowl.svg',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Les moyennes rapportées par les restaurants à service complet au cours de leur première année avec ${site.brand}.`,
    bgColor: 'white',
    stats: [
      {
        value: '22-25 %',
        description: 'de roulement des tables plus rapide quand les commandes et les paiements se font à la table',
      },
      {
        value: '15-18 %',
        description:
          'de hausse de la facture moyenne grâce aux suggestions de boissons et de desserts à chaque service',
      },
      {
        value: '25-30 %',
        description:
          'de temps en moins consacré à la fermeture, avec les pourboires mis en commun et l’encaisse rapprochée automatiquement',
      },
      {
        value: '20-22 %',
        description: 'de plats refaits en moins quand les modificateurs et les allergies sont imprimés par place',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Toutes les facettes du service complet, reliées',
    heroSubtitle:
      'Placer, commander, lancer, partager et encaisser, à partir des mêmes écrans que votre équipe a déjà en main.',
    sections: [
      {
        id: 'full-service-table-layout',
        icon: 'ClipboardList',
        title: 'Plan de salle et sections',
        subtitle: 'Répartissez la salle équitablement',
        description:
          'Cartographiez votre salle à manger, votre bar et votre salle privée, attribuez les sections des serveurs pour chaque quart et voyez d’un coup d’œil quelles tables sont libres, en train de commander, en train de manger ou en attente de l’addition.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/tab.svg',
        imageAlt: 'Tablette affichant le plan d’une salle à manger avec les sections des serveurs',
        bulletPoints: [
          { text: 'Sections des serveurs définies pour chaque quart en quelques touchers', highlight: true },
          { text: 'Tables réunies pour les grands groupes, puis séparées de nouveau', highlight: false },
          { text: 'Temps d’occupation et état des services pour chaque table', highlight: false },
        ],
        stat: '22-25 %',
        statDescription: 'de roulement des tables plus rapide',
      },
      {
        id: 'full-service-coursing',
        icon: 'ChefHat',
        title: 'Gestion des services et synchronisation de la cuisine',
        subtitle: 'Des plats chauds au bon moment',
        description:
          'Saisissez les entrées, les plats principaux et les desserts dans une seule commande, puis lancez chaque service quand la table est prête. L’écran de cuisine montre ce qui s’en vient pour que la ligne puisse se préparer sans se précipiter.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Écran de cuisine affichant les services à venir et les services lancés',
        bulletPoints: [
          {
            text: 'Mise en attente et lancement de chaque service à partir de n’importe quel appareil',
            highlight: true,
          },
          { text: 'Services à venir affichés à l’avance en cuisine', highlight: false },
          { text: 'Numéros de place et allergies sur chaque bon', highlight: false },
        ],
      },
      {
        id: 'full-service-split-checks',
        icon: 'CreditCard',
        title: 'Factures partagées et paiement à la table',
        subtitle: 'Réglez chaque table comme vos clients le souhaitent',
        description:
          'Partagez par place, par article ou à parts égales, appliquez un pourboire automatique aux grands groupes et encaissez à la table sur le Go. Les comptes clients permettent aux habitués et aux entreprises du quartier de régler leur note chaque mois.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'Addition divisée en factures distinctes pour chaque client',
        bulletPoints: [
          { text: 'Partage par place, par article ou à parts égales', highlight: true },
          { text: 'Pourboire automatique au-delà de la taille de groupe que vous choisissez', highlight: false },
          { text: 'Comptes clients facturés mensuellement', highlight: false },
        ],
      },
      {
        id: 'full-service-end-of-night',
        icon: 'Users',
        title: 'Pourboires, quarts de travail et fermeture',
        subtitle: 'Fermez la soirée en quelques minutes',
        description:
          'Les pourboires sont mis en commun selon le rôle et les heures, les remises de caisse des serveurs s’équilibrent automatiquement et le rapport de fin de journée vous attend sur votre téléphone avant même que vous ayez verrouillé la porte.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/tip-pool.svg',
        imageAlt: 'Pourboires partagés entre le personnel de salle et de cuisine',
        bulletPoints: [
          { text: 'Mise en commun des pourboires selon le rôle, un pourcentage ou les heures', highlight: true },
          { text: 'Remise de caisse des serveurs avec les totaux en argent comptant et par carte', highlight: false },
          { text: 'Sommaire quotidien dans l’application de rapports pour propriétaires', highlight: false },
        ],
        stat: '25-30 %',
        statDescription: 'de temps en moins consacré à la fermeture',
      },
    ],
  },
  industrySection: {
    title: 'Un seul système pour la salle, la cuisine et le bureau',
    subtitle:
      'Les restaurants à service complet comptent plus de rouages que la plupart des autres. Réunissez-les tous au même endroit.',
    features: [
      {
        heading: 'Gestion des tables',
        description: 'Offrez aux hôtes et aux serveurs la même vue en direct de la salle.',
        bulletPoints: [
          'Plan de salle pour chaque zone et chaque saison',
          'Transferts de tables entre serveurs',
          'Liste d’attente et notes de placement au poste d’accueil',
        ],
      },
      {
        heading: 'Commandes et cuisine',
        description: 'Des bons exacts, envoyés au bon poste au bon moment.',
        bulletPoints: [
          'Gestion des services avec mise en attente et lancement',
          'Acheminement vers les écrans de la cuisine et du bar',
          'Modificateurs et allergies imprimés par place',
        ],
      },
      {
        heading: 'Paiements et comptes',
        description: 'Tous les modes de paiement qu’un client peut souhaiter, prêts à la table.',
        bulletPoints: [
          'Factures partagées par place, par article ou à parts égales',
          'Pourboire automatique et comptes clients',
          'Paiements sans contact, par puce et par portefeuille mobile',
        ],
      },
    ],
    stats: [
      {
        value: '50+',
        description: 'rapports, dont le roulement des tables, les ventes par serveur et les sommaires de pourboires',
      },
      { value: '24/7', description: 'soutien pour les fermetures tardives et la mise en place matinale' },
    ],
    ctaText: 'Obtenir une démo pour le service complet',
    imageSrc: '/illustrations/team-schedule.svg',
    imageAlt: 'Horaire hebdomadaire du personnel de salle et de cuisine',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les restaurants à service complet',
    subheading: 'Les outils qu’utilisent les serveurs, les hôtes, les cuisiniers et les propriétaires à chaque quart.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Plan de salle',
        description: 'Plan de salle en direct avec les sections, l’état des tables et le temps d’occupation.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine par service',
        description:
          'Mise en attente et lancement de chaque service, avec minuteries et numéros de place sur chaque bon.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Factures partagées',
        description: 'Par place, par article ou à parts égales, sans annuler une seule ligne.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Comptes clients',
        description:
          'Permettez aux habitués et aux clients d’affaires de signer leurs repas et de payer sur facture mensuelle.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Mise en commun des pourboires',
        description: 'Pourboires partagés automatiquement selon le rôle et les heures à la fin de chaque quart.',
      },
      {
        image: '/illustrations/team-schedule.svg',
        title: 'Horaires de l’équipe',
        description: 'Préparez l’horaire de la semaine et comparez le coût de la main-d’œuvre aux ventes.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour le service complet',
    subheading: 'Des appareils pour chaque rôle du restaurant, avec le même logiciel.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station au poste de service',
        description:
          'Un terminal à double écran avec un écran de 15,6\u00a0pouces pour le personnel et un écran côté client.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go pour chaque serveur',
        description:
          'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés pour la table.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Tableau de bord de gestion',
        description: 'Ventes, main-d’œuvre et performance du menu de chaque établissement, au même endroit.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Les serveurs peuvent-ils ouvrir une table sur la Station et la terminer sur le Go?',
        answer:
          'Oui. Tous les appareils travaillent sur la même facture en direct : un serveur peut commencer une commande au poste de service, ajouter des boissons à partir du bar et encaisser à la table sur le Go.',
      },
      {
        question: 'Le système gère-t-il les services pour les grands groupes?',
        answer:
          'Oui. Saisissez toute la commande par place et par service, puis lancez chaque service quand la table est prête. La cuisine voit les services à venir et peut se préparer pour un groupe de vingt sans arrêter la ligne.',
      },
      {
        question: 'Puis-je offrir des comptes clients aux habitués et aux entreprises du quartier?',
        answer:
          'Oui. Les clients signent leurs repas à leur compte et vous leur envoyez un relevé mensuel. Les comptes clients sont offerts avec le forfait Plus et les forfaits supérieurs.',
      },
      {
        question: 'Comment fonctionne le pourboire automatique?',
        answer:
          'Vous choisissez la taille du groupe et le pourcentage. Quand une table atteint cette taille, le pourboire est ajouté à l’addition et indiqué sur le reçu, et vous pouvez le retirer avec l’approbation d’un gérant.',
      },
      {
        question: 'Puis-je diviser une addition en factures distinctes après le repas?',
        answer:
          'Oui. Partagez par place, par article ou à parts égales à tout moment, y compris les plats partagés entre plusieurs factures. Chaque facture peut être payée avec une carte différente ou en argent comptant.',
      },
      {
        question: 'Comment les pourboires sont-ils répartis?',
        answer:
          'Définissez une seule fois vos règles de mise en commun des pourboires, selon le rôle, un pourcentage ou les heures travaillées. À la fermeture, la part de chacun est calculée et affichée dans le rapport de quart.',
      },
    ],
  },
}
