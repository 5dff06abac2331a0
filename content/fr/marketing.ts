import type { LicensesPageContent, MarketingUi } from '../types'
import { site } from '../site'

/** Strings of the shared marketing sections (product, industry, hardware, pricing, company pages). */
export const marketingUi: MarketingUi = {
  breadcrumbHome: 'Accueil',
  breadcrumbLabel: "Fil d'Ariane",
  industriesPage: {
    meta: {
      title: 'PDV pour restaurants par secteur : service rapide, salle à manger, cafés, bars',
      description: `Voyez comment ${site.brand} s'adapte au service rapide, complet ou décontracté, à la haute gastronomie, aux camions de cuisine de rue, pizzerias, cafés, boulangeries et bars.`,
    },
    eyebrow: 'Secteurs',
    title: 'Un PDV configuré selon votre façon de servir',
    description: `Comptoir, salle à manger, terrasse ou fenêtre de camion\u00a0: ${site.brand} arrive configuré pour votre type de restaurant, avec les menus, les façons de travailler et les rapports dont votre style de service a besoin.`,
    linkLabel: 'Voir comment ça fonctionne',
  },
  closingCta: {
    heading: 'Voyez-le en action avec votre propre menu',
    text: 'Réservez une démo de 15 minutes. Nous chargerons quelques-uns de vos plats, vous ferons vivre un vrai service et vous remettrons une soumission claire pour le logiciel et le matériel.',
    buttonText: 'Obtenir une démo',
    secondaryText: 'Voir les tarifs',
    secondaryHref: '/pricing',
  },
  hardware: {
    specsLabel: 'Caractéristiques techniques',
    benefitsEyebrow: 'Conçu pour durer',
  },
  pricing: {
    recommended: 'Recommandé',
    included: 'Inclus',
    notIncluded: 'Non inclus',
    feature: 'Fonctionnalité',
    addOnsEyebrow: 'Modules complémentaires',
    feesEyebrow: 'Traitement des paiements',
    compareEyebrow: 'Comparer',
    plansLabel: 'Forfaits',
    scrollHint: 'Faites défiler pour comparer les forfaits',
    tableRegion: 'Tableau comparatif des forfaits',
  },
  numberSpeaksEyebrow: 'Résultats',
  keyFeaturesEyebrow: 'Fonctionnalités clés',
  techStackEyebrow: 'Technologies',
  industryEyebrow: 'Conçu pour vous',
  scrollEyebrow: 'Comment ça fonctionne',
  companyContact: {
    heading: "Vous avez une question à laquelle nous n'avons pas répondu?",
    text: `Appelez au ${site.phone} ou écrivez à ${site.email}. Notre équipe est disponible 24/7, 365\u00a0jours par année.`,
    buttonText: 'Parlons-en',
  },
  onThisPage: 'Sur cette page',
}

/** /licenses: the table itself is generated at build time (scripts/build.ts). */
export const licenses: LicensesPageContent = {
  meta: {
    title: 'Licences de logiciels libres',
    description: `Les logiciels libres de tiers du site Web de ${site.brand}, avec leurs versions et leurs licences, générés à partir de nos dépendances à chaque compilation.`,
  },
  title: 'Licences de logiciels libres',
  intro: `Le site Web de ${site.brand} repose sur des logiciels libres. Cette liste nomme chaque paquet de tiers utilisé en production, avec la version que nous déployons et sa licence. Elle est générée à partir de nos dépendances à chaque compilation du site, de sorte qu'elle correspond toujours à ce qui est en service.`,
  columns: { name: 'Paquet', version: 'Version', license: 'Licence' },
  summaryHeading: 'Paquets de cette version',
  summary: '{packages} paquets sous {licenses} licences différentes.',
}
