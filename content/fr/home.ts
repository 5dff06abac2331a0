import { site } from '../site'
import type { HomeContent } from '../types'
import { figures } from '../figures'
import { whatWeDo } from './home-what-we-do'

const f = figures('fr')

export const home: HomeContent = {
  meta: {
    title: `${site.brand}\u00a0: PDV Android infonuagique pour les restaurants canadiens`,
    description: `${site.brand} gère le comptoir, la cuisine, les paiements et les commandes en ligne dans un seul PDV Android infonuagique. Fonctionne hors ligne, soutien 24/7, conçu pour les restaurants du Canada.`,
  },
  hero: {
    eyebrow: 'PDV Android infonuagique pour restaurants',
    title: 'Gérez votre restaurant plus efficacement et plus intelligemment',
    description: `${site.brand} réunit votre comptoir, votre cuisine, vos paiements et vos commandes en ligne dans un seul système Android rapide qui continue de vendre quand Internet tombe, avec de vraies personnes au bout du fil 24/7 quand vous en avez besoin.`,
    buttonText: 'Parlons-en',
    secondaryText: 'Voir les tarifs',
    secondaryHref: '/pricing',
    image: '/illustrations/hero-counter.svg',
    imageAlt: `Un comptoir de restaurant avec le terminal Station de ${site.brand}, un écran de cuisine au mur et un terminal de poche Go à côté d'une assiette`,
    highlights: [
      `Gratuit pendant ${f.freeDays}\u00a0jours`,
      'Aucun contrat à long terme',
      'En service en deux semaines',
    ],
  },
  logos: {
    heading: 'La confiance des restaurants indépendants et des groupes en croissance partout au Canada',
    pauseLabel: 'Mettre les logos en pause',
    items: [
      { name: 'Harbour Noodle Co.', src: '/logos/harbour-noodle.svg', width: 200, height: 48 },
      { name: 'Birch & Brine', src: '/logos/birch-and-brine.svg', width: 200, height: 48 },
      { name: 'Little Fig Bakery', src: '/logos/little-fig-bakery.svg', width: 200, height: 48 },
      { name: 'North Slice Pizza', src: '/logos/north-slice.svg', width: 200, height: 48 },
      { name: 'Taco Coast', src: '/logos/taco-coast.svg', width: 200, height: 48 },
      { name: 'The Copper Kettle', src: '/logos/copper-kettle.svg', width: 200, height: 48 },
    ],
  },
  whatWeDo,
  testimonials: {
    eyebrow: 'Témoignages',
    heading: 'Des restaurateurs qui ont fait le saut',
    subheading:
      'De vraies cuisines, de vrais coups de feu. Voici ce qui a changé après leur passage à ' + site.brand + '.',
    items: [
      {
        id: 'harbour-noodle',
        name: 'Mei Lin Chow',
        position: 'Propriétaire, Harbour Noodle Co., Halifax',
        image: '/illustrations/avatar-1.svg',
        text: 'Avant, le rush du vendredi, c’était crier les bons d’un bout à l’autre du passe. Maintenant, l’écran de cuisine envoie chaque bol au bon poste et nos temps de service ont baissé d’un tiers. Quand Internet est tombé pendant une tempête, on a continué de vendre et rien n’a été perdu.',
        logo: '/logos/harbour-noodle.svg',
        company: 'Harbour Noodle Co.',
        logoSubtext: 'Comptoir à nouilles, 2 établissements',
      },
      {
        id: 'north-slice',
        name: 'Marco Bellini',
        position: 'Fondateur, North Slice Pizza, Winnipeg',
        image: '/illustrations/avatar-2.svg',
        text: 'Garnitures moitié-moitié, zones de livraison, fermeture de caisse des livreurs : la matrice à pizza gère tout ça. En faisant passer nos commandes en ligne des applications de livraison à notre propre site de commande, on a économisé plus que le coût du système au complet.',
        logo: '/logos/north-slice.svg',
        company: 'North Slice Pizza',
        logoSubtext: 'Pizzeria, livraison et pour emporter',
      },
      {
        id: 'little-fig',
        name: 'Amara Okafor',
        position: 'Copropriétaire, Little Fig Bakery, Ottawa',
        image: '/illustrations/avatar-3.svg',
        text: 'Nos habitués adorent que leurs points suivent leur numéro de téléphone, sans application à télécharger. La file du matin avance plus vite avec la Tab au comptoir, et les précommandes de gâteaux sont enfin au même endroit plutôt que dans un cahier.',
        logo: '/logos/little-fig-bakery.svg',
        company: 'Little Fig Bakery',
        logoSubtext: 'Café et boulangerie',
      },
      {
        id: 'birch-and-brine',
        name: 'Daniel Tremblay',
        position: 'Directeur général, Birch & Brine, Montréal',
        image: '/illustrations/avatar-4.svg',
        text: 'Les serveurs prennent les commandes et les paiements à la table sur le terminal de poche Go, partagent les factures en quelques secondes et libèrent les tables plus vite. L’application de rapports me montre la main-d’œuvre par rapport aux ventes pour chaque service, où que je sois.',
        logo: '/logos/birch-and-brine.svg',
        company: 'Birch & Brine',
        logoSubtext: 'Restaurant de fruits de mer avec service aux tables',
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Pourquoi nous',
    heading: `Pourquoi choisir ${site.brand}?`,
    subheading:
      'Des outils tout-en-un et flexibles qui s’adaptent à votre façon de travailler, du menu et des taxes jusqu’aux cartes-cadeaux, à la fidélisation et aux paiements.',
    items: [
      {
        icon: 'Utensils',
        title: 'Des menus qui se gèrent tout seuls',
        description:
          'Créez-les une fois, puis envoyez prix, options, trios et articles en rupture sur chaque écran et dans chaque établissement en quelques secondes.',
      },
      {
        icon: 'ClipboardList',
        title: 'Des taxes bien calculées',
        description:
          'Règles de TPS, TVH, TVP et TVQ par article et par province, avec des rapports prêts pour les taxes en fin de mois.',
      },
      {
        icon: 'CreditCard',
        title: 'Les paiements dans le même système',
        description:
          'Paiements sans contact, par puce, par code QR et partagés avec pourboires, rapprochés automatiquement avec chaque commande.',
      },
      {
        icon: 'Heart',
        title: 'Cartes-cadeaux et fidélisation',
        description:
          'Vendez des cartes-cadeaux physiques et numériques et récompensez vos habitués avec des points, le tout lié à un seul profil client.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Synchronisation hors ligne et sauvegarde dans le nuage',
        description:
          'Continuez de vendre quand la connexion tombe. Chaque commande est synchronisée et sauvegardée dès que vous êtes de retour en ligne.',
      },
      {
        icon: 'Clock',
        title: 'Du soutien jour et nuit',
        description:
          'De vraies personnes au téléphone 24/7, et une installation et une création de menu faites avec vous, pas laissées à votre charge.',
      },
    ],
  },
  hardware: {
    eyebrow: 'Matériel',
    heading: 'Du matériel conçu pour la restauration, prêt dès le premier jour',
    subheading:
      'Des appareils Android conçus pour la graisse, la vapeur et le rush du samedi, livrés configurés avec votre menu.',
    items: [
      {
        id: 'station',
        visual: 'station-order',
        title: 'Station',
        description: 'Terminal de comptoir à double écran avec afficheur côté client.',
        image: '/illustrations/station.svg',
        href: '/hardware#station',
      },
      {
        id: 'tab',
        visual: 'tab-order',
        title: 'Tab',
        description: 'Tablette Android de 11 pouces pour comptoirs, bars et bornes.',
        image: '/illustrations/tab.svg',
        href: '/hardware#tab',
      },
      {
        id: 'go',
        visual: 'go-pay',
        title: 'Go',
        description: 'Terminal de poche avec lecteur de cartes et imprimante pour la salle.',
        image: '/illustrations/go.svg',
        href: '/hardware#go',
      },
    ],
    solutionsHeading: 'Des solutions pour',
    solutions: [
      { label: 'Système de PDV pour restaurant', href: '/products/restaurant-pos-system' },
      { label: 'Restauration décontractée', href: '/categories/casual-dining' },
      { label: 'Café et boulangerie', href: '/categories/cafe-bakery' },
      { label: 'Restaurant à service complet', href: '/categories/full-services-restaurant' },
      { label: 'Pizzeria', href: '/categories/pizzeria' },
      { label: 'Bars et pubs', href: '/categories/bars-pubs' },
    ],
  },
  contact: {
    eyebrow: 'Démo gratuite',
    heading: 'Planifions votre démo gratuite',
    description:
      'Parlez-nous un peu de votre restaurant, puis choisissez un moment qui vous convient\u00a0: un spécialiste produit, et non un centre d’appels, vous appellera à l’heure choisie pour une présentation de 15 minutes.',
    points: [
      'Démo de 15\u00a0minutes par appel et partage d’écran',
      'Soumission pour le logiciel et le matériel',
      'Importation de votre menu faite pour vous',
    ],
    fields: [
      { name: 'name', label: 'Nom', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Courriel', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
      { name: 'restaurant', label: 'Restaurant', type: 'text', autoComplete: 'organization' },
      {
        name: 'interest',
        label: 'Intérêt',
        type: 'select',
        options: [
          'Système de PDV pour restaurant',
          'Écran de cuisine',
          'Traitement des paiements',
          'Commande en ligne et mobile',
          'Fidélisation et cartes-cadeaux',
          'Matériel seulement',
          'Autre chose',
        ],
      },
    ],
    submitText: 'Réserver ma démo',
    privacyNote: 'Nous utilisons ces renseignements uniquement pour organiser votre démo.',
    privacyLink: 'Consultez notre politique de confidentialité',
  },
  faqSection: {
    faqs: [
      {
        question: `${site.brand} fonctionne-t-il si Internet tombe?`,
        answer:
          'Oui. Chaque terminal continue de prendre les commandes et les paiements par carte hors ligne, envoie les bons à la cuisine par votre réseau local et synchronise tout dans le nuage dès que la connexion revient.',
      },
      {
        question: 'Combien de temps faut-il pour s’installer?',
        answer:
          'La plupart des restaurants sont opérationnels en une à deux semaines. L’approbation pour le traitement des cartes prend 2 à 3 jours, et notre équipe importe votre menu et configure votre matériel avant l’expédition.',
      },
      {
        question: 'Y a-t-il un contrat à long terme?',
        answer: `Non. Le logiciel est au mois, et le forfait Gratuit coûte ${f.freePlanMonthly} par établissement par mois. La commande en ligne est un abonnement annuel, sans contrat ni commission.`,
      },
      {
        question: 'Puis-je utiliser mon matériel actuel?',
        answer:
          'Beaucoup de tablettes Android, d’imprimantes et de tiroirs-caisses fonctionnent avec notre logiciel. Dites-nous ce que vous avez pendant la démo et nous vérifierons la compatibilité avant que vous achetiez quoi que ce soit.',
      },
    ],
  },
}
