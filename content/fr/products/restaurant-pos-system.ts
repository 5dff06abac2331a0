import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('fr')

export const restaurantPosSystem: ProductContent = {
  slug: 'restaurant-pos-system',
  name: 'Système de PDV pour restaurant',
  meta: {
    title: 'Système de PDV pour les restaurants canadiens',
    description: `PDV Android infonuagique pour restaurants qui continue de vendre hors ligne, sauvegarde tout dans le nuage et gère chaque établissement à partir d’un seul menu. Gratuit pendant ${f.freeDays}\u00a0jours, soutien 24/7.`,
  },
  heroSection: {
    title: 'Le PDV de restaurant qui suit le rythme de vos soirées les plus occupées',
    description: `${site.brand} gère les commandes, les tables, les paiements et le personnel sur des terminaux Android conçus pour les comptoirs de restaurant. Il continue de prendre les commandes quand Internet tombe, sauvegarde tout dans le nuage et vous donne accès à de vraies personnes au téléphone 24/7. Les nouveaux restaurants ne paient aucuns frais de logiciel pendant leurs ${f.freeDays}\u00a0premiers jours.`,
    buttonText: 'Parlons-en',
    visual: 'station-order',
    mainImage: '/illustrations/hero-counter.svg',
    mainImageAlt:
      'Comptoir de restaurant avec un terminal de PDV à double écran, un écran de cuisine et un terminal de poche',
    backgroundText: 'PDV',
    deviceTitle: 'Trousse de démarrage, prête dès le premier jour',
    deviceDescription:
      'Un terminal de PDV de 15,6 pouces et un afficheur client de 10 pouces, livrés avec votre menu, vos taxes et votre personnel déjà configurés.',
    deviceImage: '/illustrations/startup-kit.svg',
    deviceImageAlt:
      'Trousse de démarrage : un terminal de PDV de 15,6 pouces à côté d’un afficheur client de 10 pouces',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que constatent les restaurants partout au Canada après avoir confié leur comptoir à ${site.brand}.`,
    stats: [
      {
        value: '30 %',
        description: 'de rapidité en plus pour la saisie des commandes, avec options et trios sur un seul écran',
      },
      {
        value: '20 %',
        description: 'de temps en moins pour la fermeture, avec pourboires et encaisse comptés pour vous',
      },
      { value: '50+', description: 'rapports intégrés, des ventes à l’heure au coût de la main-d’œuvre' },
      { value: '24/7', description: 'soutien en direct par des gens qui connaissent le service en restaurant' },
    ],
    bgColor: 'ink',
  },
  industrySection: {
    title: 'Configuré selon votre façon de servir',
    subtitle:
      'Service au comptoir, salle à manger complète ou pizzeria axée sur la livraison : un seul système, configuré pour votre salle.',
    features: [
      {
        heading: 'Comptoirs de restauration rapide',
        description:
          'Trios, options et numéros de commande sur un seul écran, avec des terminaux de poche pour prendre les commandes dans la file quand le rush arrive.',
        bulletPoints: [
          'Suggestions de trios et de ventes additionnelles',
          'Numéros de commande prête',
          'Prise de commandes dans la file avec le terminal de poche Go',
        ],
      },
      {
        heading: 'Salles à manger avec service aux tables',
        description:
          'Plans de salle, service par services et factures partagées par siège ou par article, pour que les serveurs passent leur temps avec la clientèle plutôt qu’au terminal.',
        bulletPoints: [
          'Plan de salle et transferts de tables',
          'Factures partagées par siège ou par article',
          'Pourboire automatique pour les grands groupes',
        ],
      },
      {
        heading: 'Pizzerias et livraison',
        description:
          'La matrice à pizza gère les garnitures moitié-moitié et les prix par format; les commandes en livraison incluent l’adresse, et la fermeture de caisse des livreurs règle chaque tournée.',
        bulletPoints: [
          'Matrice à pizza pour les garnitures moitié-moitié',
          'Zones et frais de livraison',
          'Fermeture de caisse des livreurs en fin de quart',
        ],
      },
    ],
    stats: [
      { value: '35-40 %', description: 'de temps gagné par commande dans les restaurants à service rapide' },
      { value: '15-20 %', description: 'de ventes additionnelles en plus grâce aux suggestions à l’écran' },
      { value: '10-15 %', description: 'de hausse de la facture moyenne' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/station.svg',
    imageAlt: 'Terminal Station à double écran montrant l’écran de commande au personnel et le total au client',
  },
  scrollSection: {
    heroTitle: 'Tout ce dont votre salle a besoin, dans un seul système',
    heroSubtitle:
      'De la première commande du matin au dernier décompte de caisse le soir, chaque étape du service passe par le même écran.',
    sections: [
      {
        id: 'pos-offline-sync',
        icon: 'Zap',
        title: 'Continue de vendre quand Internet tombe',
        subtitle: 'Synchronisation hors ligne et sauvegarde dans le nuage',
        description:
          'Vos terminaux continuent de prendre les commandes, d’envoyer les bons à la cuisine et d’accepter les paiements par carte pendant une panne. Quand la connexion revient, tout se synchronise de lui-même, et votre menu, vos ventes et vos dossiers du personnel sont sauvegardés dans le nuage.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/offline-sync.svg',
        imageAlt: 'Terminal de PDV qui continue de prendre des commandes sans connexion Internet',
        bulletPoints: [
          { text: 'Commandes, bons et paiements continuent hors ligne', highlight: true },
          { text: 'Synchronisation automatique dès le retour de la connexion', highlight: false },
          {
            text: 'Sauvegarde continue dans le nuage des menus, des ventes et des données du personnel',
            highlight: false,
          },
          { text: 'Un terminal de remplacement restauré en quelques minutes', highlight: false },
        ],
        stat: '99,9 %',
        statDescription: 'de disponibilité infonuagique',
      },
      {
        id: 'pos-multi-location-menus',
        icon: 'LayoutDashboard',
        title: 'Un seul menu pour tous vos établissements',
        subtitle: 'Menus et inventaire multiétablissements',
        description:
          'Créez votre menu une fois et envoyez-le dans chaque succursale, avec des prix, des taxes et des articles propres à chaque établissement au besoin. L’inventaire diminue à chaque vente, pour que vous sachiez quoi commander avant que la chambre froide soit vide.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Carte montrant plusieurs établissements qui partagent un même menu',
        bulletPoints: [
          { text: 'Changements de prix envoyés à toutes les succursales d’un coup', highlight: true },
          { text: 'Articles, taxes et heures propres à chaque établissement', highlight: false },
          { text: 'Matrice à pizza pour les garnitures moitié-moitié', highlight: false },
          { text: 'Inventaire par ingrédient avec alertes de stock bas', highlight: false },
        ],
      },
      {
        id: 'pos-split-tips-cash',
        icon: 'Users',
        title: 'Des factures, des pourboires et une caisse qui balancent',
        subtitle: 'Factures partagées, mise en commun des pourboires et caisse des livreurs',
        description:
          'Partagez une table par siège, par article ou à parts égales en quelques touches. Les pourboires sont mis en commun selon les heures travaillées ou le rôle et calculés à la fermeture, les livreurs ferment leur caisse selon leurs propres tournées, et des frais optionnels sur carte de crédit peuvent être ajoutés là où les règles provinciales le permettent.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'Addition de restaurant partagée en trois factures distinctes',
        bulletPoints: [
          { text: 'Factures partagées par siège, par article ou à parts égales', highlight: false },
          { text: 'Pourboires mis en commun selon les heures ou le rôle, calculés à la fermeture', highlight: true },
          { text: 'Fermeture de caisse des livreurs pour chaque quart de livraison', highlight: false },
          { text: 'Frais optionnels sur carte de crédit clairement indiqués sur le reçu', highlight: false },
        ],
        stat: '20 %',
        statDescription: 'de temps en moins pour la fermeture',
      },
      {
        id: 'pos-delivery-integration',
        icon: 'Globe',
        title: 'Les applications de livraison dans la même file',
        subtitle: 'Intégration des services de livraison tiers',
        description:
          'Les commandes des applications de livraison arrivent dans le PDV et sur l’écran de cuisine comme n’importe quelle autre commande. Pas de tablettes de plus sur le comptoir, rien à ressaisir, et votre menu et la disponibilité des articles restent synchronisés avec chaque partenaire.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Commandes d’applications de livraison tierces qui arrivent dans le PDV',
        bulletPoints: [
          { text: 'Commandes en livraison envoyées directement en cuisine', highlight: true },
          { text: 'Menu et articles épuisés synchronisés avec chaque partenaire', highlight: false },
          { text: 'Ventes par canal dans vos rapports', highlight: false },
        ],
        stat: '200+',
        statDescription: 'partenaires de livraison, de paiement et de logiciels',
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés du PDV',
    subheading: 'Les outils que les propriétaires et les gérants utilisent à chaque quart, inclus dans le logiciel.',
    features: [
      {
        image: '/illustrations/menu-board.svg',
        title: 'Création de menus',
        description:
          'Options, trios, prix selon l’heure et matrice à pizza, modifiés à partir de n’importe quel navigateur et en ligne sur chaque terminal en quelques secondes.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Tables et factures partagées',
        description:
          'Plans de salle, transferts de tables, service par services et factures partagées par siège, par article ou par montant sans rien annuler.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Suivi de l’inventaire',
        description:
          'Les recettes déduisent les ingrédients au fil des ventes, avec alertes de stock bas et décomptes que vous pouvez faire sur une tablette dans la chambre froide.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Personnel, pourboires et autorisations',
        description:
          'Pointage, rôles et approbations des gérants, avec mise en commun des pourboires calculée à la fin de chaque quart.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Paiement par code QR et sans contact',
        description:
          'Vos clients paient en approchant leur carte ou leur téléphone, ou balaient le code QR sur l’addition pour payer et laisser un pourboire depuis leur propre téléphone.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Plus de 50 rapports intégrés',
        description:
          'Ventes, répartition des produits, main-d’œuvre, pourboires, taxes et rabais, prêts à la fermeture et dans l’application du propriétaire.',
      },
    ],
  },
  blackCardSection: {
    heading: 'La technologie derrière le comptoir',
    subheading: 'Les éléments auxquels vous ne devriez jamais avoir à penser pendant le service.',
    items: [
      {
        image: '/illustrations/security.svg',
        title: 'Sécurisé dès la conception',
        description:
          'Paiements par carte conformes à la norme PCI, données chiffrées et autorisations du personnel qui déterminent qui peut annuler, rembourser ou accorder un rabais.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Sauvegarde dans le nuage',
        description:
          'Menus, ventes et paramètres sont sauvegardés en continu : un terminal échappé ou volé ne signifie jamais des données perdues.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Du soutien jour et nuit',
        description:
          'Appelez-nous ou écrivez-nous par courriel 24/7, 365 jours par année. La configuration à distance, l’importation du menu et la formation du personnel sont incluses.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Le PDV fonctionne-t-il sans connexion Internet?',
        answer:
          'Oui. Les terminaux continuent de prendre les commandes, d’imprimer ou d’envoyer les bons à la cuisine et d’accepter les paiements par carte hors ligne. Tout se synchronise automatiquement au retour de la connexion, et vos données sont sauvegardées dans le nuage.',
      },
      {
        question: `Comment fonctionne l’offre «\u00a0Gratuit pendant ${f.freeDays}\u00a0jours\u00a0»?`,
        answer: `Les nouveaux restaurants ne paient aucuns frais de logiciel pendant leurs ${f.freeDays}\u00a0premiers jours. Le matériel et le traitement des paiements sont présentés séparément dans votre soumission, et votre spécialiste confirme les conditions par écrit avant que vous signiez quoi que ce soit.`,
      },
      {
        question: 'De quel matériel ai-je besoin pour commencer?',
        answer: `La plupart des restaurants commencent avec notre trousse de démarrage\u00a0: un terminal de PDV de 15,6\u00a0pouces et un afficheur client de 10\u00a0pouces. Vous pouvez ajouter la Station à double écran, la Tab de 11\u00a0pouces, le terminal de poche Go de 6,5\u00a0pouces et des écrans de cuisine au fil de votre croissance. Avec le forfait Plus, vous recevez un crédit logiciel pouvant atteindre ${f.hardwareCredit} pour l’achat de matériel.`,
      },
      {
        question: 'Puis-je gérer plusieurs établissements à partir d’un seul compte?',
        answer:
          'Oui. Les menus, les prix, les taxes et le personnel peuvent être gérés de façon centralisée et envoyés à chaque établissement, avec des exceptions locales quand une succursale a besoin de ses propres articles ou heures. Les rapports peuvent être consultés par établissement ou combinés. Les groupes qui ont besoin d’une administration par marque et par région l’obtiennent avec le forfait Entreprise.',
      },
      {
        question: 'Se connecte-t-il aux applications de livraison et à d’autres outils?',
        answer:
          'Oui. Nous travaillons avec plus de 200 partenaires, dont des services de livraison tiers, des fournisseurs de paiement et des logiciels comptables. Les commandes en livraison arrivent directement dans le PDV et sur les écrans de cuisine, sans tablettes séparées à surveiller.',
      },
      {
        question: 'Quel type de soutien est inclus?',
        answer:
          'Soutien en direct par téléphone et par courriel, 24/7, 365 jours par année, avec chaque forfait. La configuration à distance, l’importation du menu et la formation du personnel font partie de l’intégration (l’installation sur place est offerte en option dans la soumission), et le forfait Plus ajoute le soutien prioritaire.',
      },
    ],
  },
}
