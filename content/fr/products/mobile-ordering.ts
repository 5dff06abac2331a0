import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('fr')

export const mobileOrdering: ProductContent = {
  slug: 'mobile-ordering',
  name: 'Application mobile à votre image',
  meta: {
    title: 'Application mobile de commande à votre image pour restaurants',
    description: `Votre propre application de commande sur l’App Store et Google Play, à votre nom et avec votre menu. Recommandes, fidélisation, offres par notification et aucune commission, à partir de ${f.addOn('mobile-app')} par mois.`,
  },
  heroSection: {
    title: 'L’application de votre restaurant, sur le téléphone de vos clients',
    description: `Vos habitués ne devraient pas avoir à vous chercher dans une application de livraison. ${site.brand} conçoit une application de commande au nom de votre restaurant, reliée au menu de votre PDV, à la fidélisation et aux cartes-cadeaux, pour que vos meilleurs clients recommandent leur habituel en deux touches.`,
    buttonText: 'Parlons-en',
    visual: 'phone-app',
    mainImage: '/illustrations/phone-app.svg',
    mainImageAlt:
      'Téléphone affichant une application de commande aux couleurs d’un restaurant avec un bouton pour recommander',
    backgroundText: 'APPLI',
    deviceTitle: `Un module complémentaire de ${f.addOn('mobile-app')} par mois`,
    deviceDescription:
      'La commande par application mobile est un module complémentaire du forfait Plus, avec conception, fiches dans les boutiques d’applications et mises à jour incluses.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle:
      'Les clients qui installent votre application ne commandent pas comme ceux qui vous trouvent sur une plateforme de livraison.',
    stats: [
      {
        value: '2 fois',
        description:
          'plus de commandes de la part des utilisateurs de l’application que des nouveaux clients sur le Web',
      },
      {
        value: '20 %',
        description: 'de plus pour la commande moyenne grâce aux favoris enregistrés et aux suggestions d’ajouts',
      },
      { value: '0 %', description: 'de commission sur les commandes passées dans l’application' },
      { value: '150+', description: 'restaurants ont déjà leur propre application à leur image' },
    ],
    bgColor: 'ember',
  },
  scrollSection: {
    heroTitle: 'Une application qui appartient à votre restaurant',
    heroSubtitle: 'Votre nom sur l’écran d’accueil, vos offres dans leurs notifications.',
    sections: [
      {
        id: 'mobile-app-your-brand',
        icon: 'Heart',
        title: 'Votre nom, vos couleurs, votre application',
        subtitle: 'Publiée sous votre marque',
        description:
          'Nous concevons l’application avec votre logo, vos couleurs et vos photos, et la publions sur l’App Store et Google Play au nom de votre restaurant. Vos clients vous cherchent, vous, et non une plateforme.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-app.svg',
        imageAlt: 'Application de restaurant à son image sur l’écran d’accueil d’un téléphone',
        bulletPoints: [
          { text: 'Offerte sur l’App Store et Google Play', highlight: true },
          { text: 'Votre logo, vos couleurs et vos photos', highlight: false },
          { text: 'Mises à jour dans les boutiques gérées par notre équipe', highlight: false },
        ],
      },
      {
        id: 'mobile-app-reorder',
        icon: 'Zap',
        title: 'L’habituel, en deux touches',
        subtitle: 'Favoris enregistrés et paiement rapide',
        description:
          'Vos clients enregistrent leurs commandes et leurs cartes préférées : commander le dîner en semaine ne prend que quelques secondes. La commande va directement au PDV et aux écrans de cuisine, minutée pour la cueillette ou la livraison.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Commande favorite enregistrée, prête à être recommandée',
        bulletPoints: [
          { text: 'Recommande des commandes précédentes en une touche', highlight: true },
          { text: 'Cartes et portefeuilles mobiles enregistrés', highlight: false },
          { text: 'Options pour emporter, livraison et cueillette à l’auto', highlight: false },
        ],
        stat: '2 fois',
        statDescription: 'plus de commandes',
      },
      {
        id: 'mobile-app-rewards-offers',
        icon: 'Users',
        title: 'Récompenses et offres dans leur poche',
        subtitle: 'Fidélisation, cartes-cadeaux et notifications',
        description:
          'Vos clients voient leurs points, échangent leurs récompenses, vérifient le solde de leurs cartes-cadeaux et reçoivent vos offres par notification. Un mardi tranquille peut recevoir un petit coup de pouce avant l’heure du dîner.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Points de fidélité et récompense affichés dans l’application du restaurant',
        bulletPoints: [
          { text: 'Points de fidélité obtenus sur chaque commande', highlight: false },
          { text: 'Offres par notification aux clients qui y ont consenti', highlight: true },
          { text: 'Cartes-cadeaux numériques avec vérification du solde', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés de l’application à votre image',
    subheading: 'Tout ce que vos clients attendent d’une bonne application de commande, reliée à votre PDV.',
    features: [
      {
        image: '/illustrations/phone-app.svg',
        title: 'Votre application à votre image',
        description: 'Publiée sur l’App Store et Google Play au nom de votre restaurant.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Menu en direct',
        description: 'Articles, prix et disponibilité proviennent directement du PDV, pour chaque établissement.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation intégrée',
        description: 'Vos clients accumulent et échangent des points dans l’application, en magasin et en ligne.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Cartes-cadeaux numériques',
        description: 'Achetez, envoyez et utilisez des cartes-cadeaux, et vérifiez le solde en tout temps.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Paiement sans contact',
        description: 'Cartes enregistrées, Apple Pay et Google Pay pour un paiement qui prend quelques secondes.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Pour emporter et livraison',
        description: 'Cueillette planifiée, cueillette à l’auto et vos propres zones de livraison, sans commission.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Ce qui est inclus',
    subheading: 'Un seul prix mensuel pour le module complémentaire, sans frais par commande.',
    items: [
      {
        image: '/illustrations/phone-app.svg',
        title: 'Conception et lancement',
        description:
          'Conception de l’application, fiches dans les boutiques et soumission à Apple et à Google, faites pour vous.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Reliée à votre PDV',
        description:
          'Le menu, les commandes, la fidélisation et les cartes-cadeaux partagent les mêmes données que le comptoir.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Mises à jour et soutien',
        description:
          'Nous gérons les nouvelles versions des systèmes d’exploitation et les exigences des boutiques, avec un soutien 24/7.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Combien coûte l’application à votre image?',
        answer: `La commande par application mobile est un module complémentaire de ${f.addOn('mobile-app')} par mois ($ CA) au forfait Plus. Aucune commission n’est prélevée sur les commandes passées dans l’application; les frais standard de traitement des cartes s’appliquent aux paiements.`,
      },
      {
        question: 'L’application portera-t-elle vraiment le nom de mon restaurant?',
        answer:
          'Oui. L’application est publiée sur l’App Store et Google Play avec votre nom, votre logo et vos couleurs. Vos clients la trouvent en cherchant votre restaurant.',
      },
      {
        question: 'Combien de temps faut-il pour la lancer?',
        answer:
          'Habituellement de trois à quatre semaines à partir de l’appel de conception, y compris l’examen par Apple et Google. Votre menu est déjà dans le PDV : il n’y a rien à ressaisir.',
      },
      {
        question: 'L’application fonctionne-t-elle avec la fidélisation et les cartes-cadeaux?',
        answer:
          'Oui. Vos clients accumulent et échangent des points de fidélité et utilisent ou vérifient leurs cartes-cadeaux dans l’application, et les mêmes soldes fonctionnent en magasin et sur votre site Web.',
      },
      {
        question: 'Puis-je envoyer des notifications?',
        answer:
          'Oui, aux clients qui ont autorisé les notifications. Vous pouvez envoyer des offres à tout le monde ou à des groupes, par exemple les clients qui n’ont pas commandé depuis 30 jours.',
      },
    ],
  },
}
