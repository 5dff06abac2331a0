import type { ProductContent } from '../../types'
import { site } from '../../site'

export const reportingApp: ProductContent = {
  slug: 'reporting-app',
  name: 'Application de rapports',
  meta: {
    title: 'Application de rapports pour propriétaires de restaurants',
    description:
      'Consultez les ventes, la main-d’œuvre, les pourboires et l’inventaire de chaque établissement sur votre téléphone. Plus de 50 rapports intégrés, des chiffres en direct et des exportations pour votre comptable.',
  },
  heroSection: {
    title: 'Les chiffres de votre restaurant, dans votre poche',
    description: `L’application du propriétaire ${site.brand} met les ventes, la main-d’œuvre et l’inventaire du jour sur votre téléphone, pour un établissement ou pour vingt. Comparez le dîner à celui de mardi dernier, voyez quels articles se vendent et qui est en poste, sans vous rendre au restaurant ni attendre la fermeture.`,
    buttonText: 'Parlons-en',
    visual: 'phone-reports',
    mainImage: '/illustrations/phone-reporting.svg',
    mainImageAlt:
      'Téléphone affichant l’application du propriétaire avec les ventes par heure et les articles les plus vendus',
    backgroundText: 'RAPPORTS',
    deviceTitle: 'Inclus avec chaque forfait',
    deviceDescription:
      'L’application de rapports du propriétaire est incluse avec le PDV dans les forfaits Gratuit, Plus et Entreprise, pour iPhone et Android.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Moins de temps dans les tableurs, plus de décisions prises pendant que le service roule encore.',
    stats: [
      {
        value: '50+',
        description: 'rapports intégrés sur les ventes, la main-d’œuvre, les pourboires et l’inventaire',
      },
      {
        value: '2 fois',
        description:
          'plus rapide pour la fermeture de fin de mois, avec des exportations utilisables par votre comptable',
      },
      { value: '20 %', description: 'de gaspillage alimentaire en moins quand les décomptes sont comparés aux ventes' },
      { value: '24/7', description: 'accès à chaque établissement à partir d’une seule application' },
    ],
    bgColor: 'white',
  },
  scrollSection: {
    heroTitle: 'Des réponses, pas des tableurs',
    heroSubtitle:
      'Quatre vues que les propriétaires ouvrent chaque jour, depuis la chambre froide ou depuis la maison.',
    sections: [
      {
        id: 'reporting-live-sales',
        icon: 'BarChart3',
        title: 'Les ventes en temps réel',
        subtitle: 'Tableau de bord des ventes en direct',
        description:
          'Ventes nettes, nombre de clients, facture moyenne et ventes par canal se mettent à jour à mesure que les commandes se ferment. Comparez aujourd’hui avec le même jour la semaine dernière ou l’an dernier, heure par heure, pour appeler du renfort ou écourter un quart pendant qu’il est encore temps.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/dashboard.svg',
        imageAlt: 'Tableau de bord des ventes par heure comparées à la semaine dernière',
        bulletPoints: [
          { text: 'Ventes par heure comparées à la semaine dernière', highlight: true },
          { text: 'Canaux comptoir, tables, en ligne et livraison', highlight: false },
          { text: 'Rabais, annulations et remboursements signalés', highlight: false },
        ],
      },
      {
        id: 'reporting-all-locations',
        icon: 'LayoutDashboard',
        title: 'Tous vos établissements sur un seul écran',
        subtitle: 'Rapports multiétablissements',
        description:
          'Passez d’une succursale à l’autre ou voyez tout le groupe d’un coup. Classez vos établissements par ventes, pourcentage de main-d’œuvre ou facture moyenne, et repérez celui qui mérite une visite cette semaine.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Carte de plusieurs établissements de restaurant avec leurs chiffres de ventes',
        bulletPoints: [
          { text: 'Totaux du groupe et classement des établissements', highlight: true },
          { text: 'Filtre par région ou par concept', highlight: false },
          { text: 'Même rapport de menu pour toutes les succursales', highlight: false },
        ],
      },
      {
        id: 'reporting-labour-and-tips',
        icon: 'Users',
        title: 'Main-d’œuvre, pourboires et caisse : tout est réglé',
        subtitle: 'Rapports sur le personnel, la mise en commun des pourboires et la caisse des livreurs',
        description:
          'Voyez le coût de la main-d’œuvre en proportion des ventes pendant que le quart est en cours. La mise en commun des pourboires est calculée à la fermeture selon les heures ou le rôle, et la fermeture de caisse des livreurs montre ce que chaque livreur doit ou ce qu’on lui doit à la fin d’une tournée.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/tip-pool.svg',
        imageAlt: 'Pourboires mis en commun et répartis entre les employés selon les heures travaillées',
        bulletPoints: [
          { text: 'Pourcentage de main-d’œuvre en direct pendant le quart', highlight: false },
          { text: 'Rapport de mise en commun des pourboires prêt pour la paie', highlight: true },
          { text: 'Caisse des livreurs par tournée et par livreur', highlight: false },
          { text: 'Écart du tiroir-caisse par quart', highlight: false },
        ],
      },
      {
        id: 'reporting-inventory-trends',
        icon: 'TrendingUp',
        title: 'Sachez quoi commander et quoi retirer',
        subtitle: 'Inventaire et performance du menu',
        description:
          'L’inventaire par recette compare ce qui devrait être sur les tablettes à ce que vous avez compté. Les rapports de répartition des produits montrent quels plats méritent leur place au menu et lesquels ne font que prendre du temps de préparation.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Niveaux d’inventaire avec les articles en stock bas mis en évidence',
        bulletPoints: [
          { text: 'Stock prévu comparé au stock compté', highlight: true },
          { text: 'Alertes de stock bas sur votre téléphone', highlight: false },
          { text: 'Répartition des produits et marge par article', highlight: false },
        ],
        stat: '20 %',
        statDescription: 'de gaspillage alimentaire en moins',
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés de l’application de rapports',
    subheading: 'Tout ce que vous attendiez à la fermeture, sur votre téléphone pendant le service.',
    features: [
      {
        image: '/illustrations/dashboard.svg',
        title: 'Tableau de bord en direct',
        description:
          'Ventes, clients, facture moyenne et main-d’œuvre, actualisés à mesure que les commandes se ferment.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Plus de 50 rapports intégrés',
        description:
          'Ventes, répartition des produits, taxes, rabais, annulations, paiements et plus encore, filtrés selon n’importe quelle période.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventaire',
        description: 'Niveaux de stock, écarts et alertes de stock bas liés à vos recettes.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Pourboires et main-d’œuvre',
        description:
          'Mise en commun des pourboires et coût de la main-d’œuvre par quart, prêts à transmettre à la paie.',
      },
      {
        image: '/illustrations/multi-location.svg',
        title: 'Vue multiétablissements',
        description:
          'Une seule connexion pour toutes les succursales, avec totaux du groupe et comparaisons côte à côte.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Fin de journée et caisse des livreurs',
        description:
          'Rapports de fermeture, de tiroir-caisse et de caisse des livreurs, envoyés par courriel si vous le souhaitez.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Vos données, sécurisées et portables',
    subheading: 'Des rapports fiables, que vous pouvez partager et emporter avec vous.',
    items: [
      {
        image: '/illustrations/security.svg',
        title: 'Autorisations par rôle',
        description:
          'Les gérants voient leur propre succursale; les propriétaires voient tout. Vous décidez qui voit la main-d’œuvre et les ventes.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Sauvegarde dans le nuage',
        description: 'Votre historique de ventes est conservé dans le nuage, même quand un terminal est remplacé.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Exportations et comptabilité',
        description:
          'Téléchargez n’importe quel rapport en format CSV ou envoyez des sommaires quotidiens à votre logiciel comptable.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Combien coûte l’application de rapports?',
        answer:
          'Rien de plus. L’application de rapports du propriétaire est incluse avec chaque forfait, y compris le forfait Gratuit. Des rapports sur mesure conçus pour votre entreprise sont offerts avec le forfait Entreprise.',
      },
      {
        question: 'Quels rapports sont inclus?',
        answer:
          'Plus de 50 : ventes par heure, par jour et par canal, répartition des produits, rabais et annulations, taxes, paiements et dépôts, main-d’œuvre, mise en commun des pourboires, caisse des livreurs, tiroir-caisse et inventaire, entre autres.',
      },
      {
        question: 'Puis-je voir plusieurs établissements à la fois?',
        answer:
          'Oui. Passez d’un établissement à l’autre ou affichez tout le groupe ensemble, et comparez les succursales par ventes, main-d’œuvre et facture moyenne.',
      },
      {
        question: 'Mon comptable peut-il obtenir les chiffres?',
        answer:
          'Oui. Tous les rapports peuvent être exportés en CSV, et des sommaires quotidiens peuvent être envoyés à votre logiciel comptable ou par courriel. Vous pouvez aussi donner à votre comptable un accès en lecture seule.',
      },
      {
        question: 'Les chiffres sont-ils en direct?',
        answer:
          'Oui. Les ventes se mettent à jour à mesure que les commandes se ferment. Si un terminal est hors ligne, ses ventes apparaissent dès qu’il se reconnecte et se synchronise.',
      },
      {
        question: 'Puis-je limiter ce que voient les gérants?',
        answer:
          'Oui. Les autorisations sont définies par rôle : un gérant peut voir son propre établissement et seulement les rapports que vous permettez.',
      },
    ],
  },
}
