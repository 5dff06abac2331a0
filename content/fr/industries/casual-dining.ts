import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const casualDining: CategoryContent = {
  slug: 'casual-dining',
  name: 'Restauration décontractée',
  meta: {
    title: 'PDV pour la restauration décontractée : tables, services et factures partagées',
    description:
      'Faites tourner vos tables plus vite grâce au plan de salle en direct, à la prise de commande à la table, à la gestion des services et aux factures partagées par place. Un PDV infonuagique pour les restaurants décontractés partout au Canada.',
  },
  heroSection: {
    title: 'Plus de tables servies, moins d’allers-retours au terminal',
    description: `Placez vos clients à partir d’un plan de salle en direct, prenez les commandes à la table, lancez les services quand la table est prête et partagez l’addition comme vos clients le demandent. Avec ${site.brand}, vos serveurs restent en salle plutôt que de faire la file au terminal.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/casual-dining.svg',
    mainImageAlt:
      'Une banquette de restaurant décontracté avec suspensions, cadres, deux assiettes sur la table et l’addition',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tablette Tab de 11\u00a0pouces affichant le plan de salle d’un restaurant',
    deviceTitle: 'Tab au poste d’accueil',
    deviceDescription:
      'Voyez quelles tables sont libres, occupées, commandées ou en attente de l’addition, et placez le groupe suivant d’un seul toucher.',
    backgroundText: 'TABLES',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Les résultats que rapportent les restaurants décontractés après être passés à ${site.brand} en salle.`,
    bgColor: 'sand',
    stats: [
      {
        value: '25-30 %',
        description:
          'de roulement des tables plus rapide quand les commandes sont envoyées de la table sur un terminal de poche',
      },
      {
        value: '20-25 %',
        description:
          'd’entrées, de boissons et de desserts ajoutés en plus grâce aux suggestions sur l’écran du serveur',
      },
      {
        value: '22-25 %',
        description: 'de pourboires en plus grâce aux montants suggérés lors du paiement à la table',
      },
      {
        value: '18-20 %',
        description: 'de visites répétées en plus chez les clients qui adhèrent au programme de fidélisation en payant',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Gérez toute la salle à manger avec un seul système',
    heroSubtitle: 'Du poste d’accueil au dernier reçu, chaque table est suivie et chaque service arrive à temps.',
    sections: [
      {
        id: 'casual-floor-plan',
        icon: 'Utensils',
        title: 'Plan de salle en direct',
        subtitle: 'Toute la salle d’un coup d’œil',
        description:
          'Dessinez votre salle à manger, votre terrasse et votre bar une seule fois, puis voyez chaque table changer de couleur à mesure que les clients sont placés, commandent, sont servis et paient. Les hôtes répartissent les sections équitablement et les gérants voient quelles tables attendent depuis trop longtemps.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/tab.svg',
        imageAlt: 'Tablette affichant le plan d’une salle à manger avec des tables à code de couleurs',
        bulletPoints: [
          { text: 'État des tables par couleur : placée, commandée, servie, payée', highlight: true },
          { text: 'Sections des serveurs et transferts de tables d’un seul toucher', highlight: false },
          { text: 'Temps d’occupation affiché sur chaque table', highlight: false },
        ],
        stat: '25-30 %',
        statDescription: 'de roulement des tables plus rapide',
      },
      {
        id: 'casual-coursing',
        icon: 'ChefHat',
        title: 'Des services qui suivent le rythme de la table',
        subtitle: 'Les plats principaux sortent quand la table est prête',
        description:
          'Les serveurs saisissent toute la commande d’un coup et mettent les plats principaux en attente. Quand les entrées sont desservies, un seul toucher envoie le service suivant à l’écran de cuisine : les plats arrivent chauds et la cuisine n’est jamais submergée.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Écran de cuisine affichant les services en attente et lancés pour une table',
        bulletPoints: [
          { text: 'Mise en attente et lancement de chaque service à partir du terminal de poche', highlight: true },
          { text: 'Numéros de place imprimés sur chaque bon de cuisine', highlight: false },
          { text: 'Allergies mises en évidence en cuisine', highlight: false },
        ],
      },
      {
        id: 'casual-split-checks',
        icon: 'CreditCard',
        title: 'Des factures partagées sans calculs',
        subtitle: 'Par place, par article ou à parts égales',
        description:
          'Partagez une facture par place, par article ou à parts égales, puis encaissez à la table sur le terminal de poche Go. Chaque client paie avec sa propre carte sans contact, choisit son pourboire et reçoit son reçu par courriel ou sur papier.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'Addition de restaurant partagée en trois factures distinctes',
        bulletPoints: [
          { text: 'Partage par place, par article ou à parts égales en quelques secondes', highlight: true },
          { text: 'Paiement à la table sans contact, par puce ou par portefeuille mobile', highlight: false },
          { text: 'Pourboire automatique pour les grands groupes', highlight: false },
        ],
      },
      {
        id: 'casual-guest-profiles',
        icon: 'UserCircle',
        title: 'Profils clients et fidélisation',
        subtitle: 'Connaissez vos habitués par leur nom',
        description:
          'Les clients adhèrent au programme de fidélisation avec leur numéro de téléphone au moment de payer. Les serveurs voient l’historique des visites, les plats préférés et les allergies, et vous envoyez des offres d’anniversaire et des messages de reconquête sans outil de marketing distinct.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Téléphone affichant le solde de fidélité d’un client et une récompense d’anniversaire',
        bulletPoints: [
          { text: 'Historique des visites et plats préférés dans le profil client', highlight: true },
          { text: 'Points accumulés automatiquement sur chaque facture payée', highlight: false },
          { text: 'Offres d’anniversaire et de reconquête par courriel ou par texto', highlight: false },
        ],
        stat: '18-20 %',
        statDescription: 'de visites répétées en plus',
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour le fonctionnement de la restauration décontractée',
    subtitle:
      'Les vendredis soirs achalandés, les grands groupes et un mélange de repas sur place et pour emporter, gérés avec un seul système.',
    features: [
      {
        heading: 'Salle à manger',
        description:
          'Les hôtes, les serveurs et les barmans travaillent à partir du même portrait en direct de la salle.',
        bulletPoints: [
          'Plan de salle par glisser-déposer pour la salle à manger et la terrasse',
          'Prise de commande à la table sur la Tab et le Go',
          'Transferts de tables et fusion de factures',
        ],
      },
      {
        heading: 'Cuisine',
        description: 'Des bons clairs, dans le bon ordre et au bon moment.',
        bulletPoints: [
          'Gestion des services avec mise en attente et lancement',
          'Acheminement vers les écrans du gril, de la friteuse, des salades et du bar',
          'Temps de préparation par service et par poste',
        ],
      },
      {
        heading: 'Paiement et pourboires',
        description: 'Réglez les tables plus vite et partagez les pourboires équitablement en fin de soirée.',
        bulletPoints: [
          'Factures partagées par place, par article ou à parts égales',
          'Pourboire automatique selon la taille de groupe que vous choisissez',
          'Mise en commun des pourboires selon le rôle et les heures travaillées',
        ],
      },
    ],
    stats: [
      {
        value: '20 %',
        description: 'de couverts en plus lors d’une soirée achalandée quand les serveurs restent en salle',
      },
      {
        value: '50+',
        description: 'rapports, dont les ventes par serveur, le temps de roulement des tables et les pourboires',
      },
    ],
    ctaText: 'Obtenir une démo pour la restauration décontractée',
    imageSrc: '/illustrations/tip-pool.svg',
    imageAlt: 'Pourboires de la soirée partagés entre les serveurs, les barmans et l’équipe de cuisine',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour la restauration décontractée',
    subheading: 'Tout ce dont votre salle et votre cuisine ont besoin pour satisfaire une salle comble.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Plan de salle',
        description:
          'Un plan de salle en direct de chaque table, section et serveur, mis à jour tout au long de la soirée.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Commande à la table',
        description:
          'Prenez les commandes et les paiements à la table sur un terminal de poche avec lecteur de cartes intégré.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Factures partagées',
        description: 'Partagez par place, par article ou à parts égales sans annuler et ressaisir l’addition.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine',
        description:
          'Des services lancés à temps, les numéros de place sur chaque bon et une minuterie pour chaque commande.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Mise en commun des pourboires',
        description:
          'Partagez automatiquement les pourboires selon le rôle et les heures, avec un rapport clair pour chaque quart de travail.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Paiement à la table par code QR',
        description:
          'Les clients balaient le code sur l’addition, la partagent entre amis et paient avec leur téléphone.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour la restauration décontractée',
    subheading: 'Du matériel et des logiciels choisis pour une salle à manger pleine.',
    items: [
      {
        image: '/illustrations/tab.svg',
        title: 'Tab pour les hôtes et les serveurs',
        description: 'Une tablette Android de 11\u00a0pouces pour le poste d’accueil, le bar ou un poste de service.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go pour le service à la table',
        description:
          'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés pour les commandes et les paiements à la table.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Système d’écrans de cuisine',
        description:
          'Des écrans de 10, 15,6 ou 21,5\u00a0pouces pour chaque poste, avec gestion des services et minuteries de commande.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Puis-je créer des plans distincts pour la salle à manger, la terrasse et le bar?',
        answer:
          'Oui. Créez autant de zones que nécessaire, déplacez des tables pour une réception privée et activez ou désactivez la terrasse selon la saison. Chaque serveur voit d’abord sa propre section.',
      },
      {
        question: 'Comment fonctionne la gestion des services dans une cuisine achalandée?',
        answer:
          'Les serveurs saisissent la commande complète et indiquent les services. Les entrées partent immédiatement en cuisine; les plats principaux restent en attente jusqu’à ce que le serveur les lance ou qu’une minuterie que vous avez réglée arrive à échéance.',
      },
      {
        question: 'Une table de huit peut-elle partager l’addition par place?',
        answer:
          'Oui. Attribuez les articles aux places au moment de la commande, puis partagez par place, par article ou à parts égales quand la table le demande. Les entrées à partager peuvent être réparties entre autant de factures que nécessaire.',
      },
      {
        question: 'Offrez-vous le pourboire automatique pour les grands groupes?',
        answer:
          'Oui. Réglez une seule fois la taille du groupe et le pourcentage : le pourboire est ajouté automatiquement et clairement indiqué sur l’addition. Le pourboire automatique est offert avec le forfait Plus et les forfaits supérieurs.',
      },
      {
        question: 'Comment les pourboires sont-ils partagés en fin de soirée?',
        answer:
          'La mise en commun répartit les pourboires selon le rôle, un pourcentage ou les heures travaillées, et le rapport de fin de quart montre à chacun ce qu’il a gagné. Fini les tableurs après la fermeture.',
      },
    ],
  },
}
