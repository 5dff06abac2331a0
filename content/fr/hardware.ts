import type { HardwareContent } from '../types'
import { site } from '../site'

export const hardware: HardwareContent = {
  meta: {
    title: 'Matériel de PDV pour restaurants : Station, Tab et Go',
    description:
      'Un terminal de comptoir à double écran, une tablette Android de 11 pouces et un terminal de poche de 6,5 pouces avec lecteur de cartes et imprimante. Soutien 24/7.',
  },
  hero: {
    title: 'Du matériel de restaurant conçu pour les services achalandés',
    description: `Au comptoir, à table ou à l'auto\u00a0: le matériel ${site.brand} fait tourner le même logiciel partout, arrive configuré avec votre menu et s'accompagne d'un soutien 24/7, 365\u00a0jours par année.`,
    buttonText: 'Obtenir une démo',
    mainImage: '/illustrations/hero-counter.svg',
    mainImageAlt: 'Comptoir de restaurant avec le terminal Station, un écran de cuisine et le terminal de poche Go',
    deviceImage: '/illustrations/startup-kit.svg',
    deviceImageAlt: 'Trousse de démarrage avec un terminal de 15,6 pouces et un écran client de 10 pouces',
    deviceTitle: 'Trousse de démarrage',
    deviceDescription:
      "Un terminal de 15,6 pouces et un écran client de 10 pouces, prêts à brancher le jour de l'ouverture.",
    backgroundText: 'MATÉRIEL',
  },
  featuresIntro: {
    title: 'Trois appareils, un seul système',
    subtitle:
      "Choisissez la Station pour le comptoir, la Tab pour la salle et le Go pour tout le reste. Les commandes, les menus et les paiements restent synchronisés sur chacun d'eux.",
    accessories: 'Imprimantes et tiroir-caisse',
    pricesNote: 'Prix en dollars canadiens, avant taxes. Votre soumission ajoute les taxes de votre province.',
  },
  productSections: [
    {
      id: 'station',
      visual: 'station-order',
      title: 'Station',
      description:
        "Un terminal de comptoir à double écran. Le personnel travaille sur un écran opérateur de 15,6 pouces pendant que les clients suivent leur commande, choisissent un pourboire et voient leurs points de fidélité sur l'écran qui leur fait face. Un seul appareil compact remplace la caisse enregistreuse, le terminal de paiement et l'afficheur client.",
      buttonText: 'Parlons-en',
      image: '/illustrations/station.svg',
      imageAlt: 'Terminal de comptoir Station à double écran, avec écran opérateur et écran orienté vers le client',
      imageLabel: 'Station · 15,6 po',
      alignment: 'right',
      specs: [
        'Écran tactile opérateur pleine HD de 15,6 pouces',
        'Écran orienté vers le client pour vérifier la commande, laisser un pourboire et suivre sa fidélité',
        'Ports pour tiroir-caisse, imprimante de reçus, imprimante de cuisine et lecteur de codes',
        'Ethernet et Wi-Fi, avec mode hors ligne si Internet tombe',
        'Boîtier résistant aux éclaboussures, qui prend peu de place sur le comptoir',
      ],
    },
    {
      id: 'tab',
      visual: 'tab-order',
      title: 'Tab',
      description:
        "Une tablette Android de 11 pouces pour l'accueil, le bar ou un poste de service. Elle affiche tout le plan de salle, gère l'envoi des services et le partage de l'addition, et s'installe au mur, sur un support ou sur le comptoir.",
      buttonText: 'Parlons-en',
      image: '/illustrations/tab.svg',
      imageAlt: "Tablette Android Tab de 11 pouces affichant le plan de salle d'un restaurant",
      imageLabel: 'Tab · 11 po',
      alignment: 'left',
      specs: [
        'Tablette Android de 11 pouces avec écran lumineux et antireflet',
        'Batterie qui tient tout un quart de travail',
        'Sur support de comptoir, au mur ou à la main',
        "Plan de salle, envoi des services et partage de l'addition sur un grand écran",
        'Se jumelle au Go ou à un lecteur de cartes pour les paiements',
      ],
    },
    {
      id: 'go',
      visual: 'go-pay',
      title: 'Go',
      description:
        "Un terminal de poche de 6,5 pouces avec lecteur de cartes et imprimante intégrés. Prenez les commandes et les paiements à table, désengorgez la file au service au volant ou servez à la fenêtre d'un camion de cuisine de rue avec un seul appareil qui tient dans la poche d'un tablier.",
      buttonText: 'Parlons-en',
      image: '/illustrations/go.svg',
      imageAlt: 'Terminal de poche Go de 6,5 pouces avec lecteur de cartes et imprimante de reçus intégrés',
      imageLabel: 'Go · 6,5 po',
      alignment: 'right',
      specs: [
        'Terminal de poche à écran tactile de 6,5 pouces',
        'Lecteur de cartes intégré pour les paiements sans contact, par puce et par portefeuille mobile',
        'Imprimante de reçus intégrée',
        'Wi-Fi et données cellulaires, avec mode hors ligne',
        'Batterie qui tient tout un quart de travail, avec socle de recharge',
      ],
    },
  ],
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Du matériel sur lequel vous pouvez compter, service après service.',
    bgColor: 'ink',
    stats: [
      { value: '99,9 %', description: 'de disponibilité pour les services infonuagiques derrière chaque appareil' },
      { value: '24/7', description: 'soutien par téléphone et par courriel, 365 jours par année' },
      { value: '5 ans', description: 'de durée de vie moyenne du matériel dans un restaurant achalandé' },
      { value: '1 000+', description: 'installations dans des restaurants, cafés, bars et camions de cuisine de rue' },
    ],
  },
  industrySection: {
    title: 'Le bon appareil pour chaque type de restaurant',
    subtitle:
      'Combinez les appareils selon les rôles : ils utilisent tous le même menu et envoient les commandes à la même cuisine.',
    features: [
      {
        heading: 'Service au comptoir',
        description: 'Restaurants à service rapide, cafés et boulangeries.',
        bulletPoints: [
          'Station avec écran orienté vers le client',
          'Borne de commande libre-service à côté du comptoir',
          'Écrans de cuisine de 10, 15,6 ou 21,5 pouces',
        ],
      },
      {
        heading: 'Service aux tables',
        description: 'Restaurants décontractés, à service complet et de haute gastronomie.',
        bulletPoints: [
          "Tab à l'accueil et aux postes de service",
          'Terminaux de poche Go pour les commandes et les paiements à table',
          'Écran de cuisine avec envoi des services',
        ],
      },
      {
        heading: 'En mouvement',
        description: "Camions de cuisine de rue, terrasses, événements et cueillette à l'auto.",
        bulletPoints: [
          'Terminal de poche Go avec lecteur de cartes et imprimante intégrés',
          'Mode hors ligne pour les commandes et les paiements',
          'Wi-Fi ou données cellulaires',
        ],
      },
    ],
    stats: [
      { value: '1 an', description: 'de garantie standard sur chaque appareil, avec protection prolongée offerte' },
      { value: '3', description: 'appareils qui partagent un menu, un ensemble de rapports et un seul système' },
    ],
    ctaText: 'Obtenir une démo',
    imageSrc: '/illustrations/startup-kit.svg',
    imageAlt: 'Trousse de démarrage avec un terminal de 15,6 pouces et un écran client de 10 pouces',
  },
  keyFeatures: {
    heading: 'Principaux avantages du matériel',
    subheading:
      'Conçu avec des équipes de restaurant pour les longs quarts de travail, les doigts graisseux et les comptoirs encombrés.',
    features: [
      {
        image: '/illustrations/pos-15.svg',
        title: 'Grand écran',
        description:
          'Un écran de 15,6 pouces affiche tout le menu et les modificateurs sans défilement, même en plein coup de feu.',
      },
      {
        image: '/illustrations/pos-10.svg',
        title: 'Installation flexible',
        description:
          "Supports de comptoir, fixations murales et bras pivotants conviennent autant aux petits cafés qu'aux longs comptoirs de bar.",
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: 'Écran orienté vers le client',
        description:
          'Les clients vérifient leur commande, choisissent un pourboire et voient leurs points de fidélité avant de payer.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Paiements intégrés',
        description: 'Paiements sans contact, par puce et par portefeuille mobile, sans terminal distinct à gérer.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Fonctionne hors ligne',
        description:
          'Continuez à prendre les commandes et les paiements si Internet tombe; tout se synchronise ensuite.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Soutien jour et nuit',
        description: 'De vraies personnes au téléphone 24/7 pour dépanner un appareil en plein service.',
      },
    ],
  },
  compactSection: {
    title: 'Matériel de PDV compact pour restaurants',
    description:
      "Manque d'espace sur le comptoir? Ces appareils compacts vous offrent tout le système dans un format plus petit.",
    items: [
      {
        image: '/illustrations/pos-15.svg',
        title: 'PDV de 15,6 pouces',
        description: "Un terminal à écran unique avec beaucoup d'espace pour les grands menus et les modificateurs.",
      },
      {
        image: '/illustrations/pos-10.svg',
        title: 'PDV de 10 pouces',
        description:
          "Un petit terminal pour les cafés, les boulangeries et les comptoirs de bar où l'espace est restreint.",
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: 'Écran client de 7 pouces',
        description:
          'Affiche aux clients leur commande, les options de pourboire et leur solde de fidélité au moment de payer.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Quelle garantie accompagne le matériel?',
        answer:
          'Chaque appareil est couvert par une garantie standard de 1 an contre les défauts de pièces et de fabrication. Une protection prolongée est offerte si vous souhaitez être couvert plus longtemps.',
      },
      {
        question: 'Quel appareil choisir pour mon restaurant?',
        answer:
          "Les restaurants avec service au comptoir commencent habituellement avec la Station; les restaurants avec service aux tables ajoutent la Tab à l'accueil et des terminaux de poche Go pour les serveurs; les camions de cuisine de rue fonctionnent souvent avec le Go seulement. Nous vous recommandons une configuration lors de votre démo.",
      },
      {
        question: "Le matériel arrive-t-il prêt à l'emploi?",
        answer:
          'Oui. Les appareils sont expédiés avec votre menu, vos taxes et les comptes de votre personnel déjà chargés. Vous les branchez, vous les connectez à votre réseau et notre équipe vous accompagne pendant votre premier service.',
      },
      {
        question: 'Que se passe-t-il si un appareil cesse de fonctionner pendant le service?',
        answer: `Appelez le soutien de ${site.brand} à toute heure. La plupart des problèmes se règlent par téléphone; si un appareil sous garantie doit être réparé, nous vous expédions un appareil de remplacement pour que vous puissiez continuer à servir.`,
      },
    ],
  },
}
