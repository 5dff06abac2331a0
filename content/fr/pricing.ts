import type { PricingContent } from '../types'
import { site } from '../site'
import { catalogue } from '../catalogue'
import { formatDollars, formatRate } from '../money'
import { figures } from '../figures'

const f = figures('fr')

const { free, plus } = catalogue.plans
const usd = (cents: number) => formatDollars(cents, 'fr')
const rate = (r: typeof free.processing) => formatRate(r, 'fr')
const addOn = (id: string) => {
  const price = catalogue.addOns.find((a) => a.id === id)!.price.plus
  return `${usd(price as number)}/mois`
}

export const pricing: PricingContent = {
  meta: {
    title: 'Tarifs du PDV pour restaurants : Gratuit, Plus et Entreprise',
    description: `Forfait Gratuit à ${usd(free.monthlyCents)} par établissement, ou Plus à ${usd(plus.monthlyCents)} par établissement par mois avec frais de traitement réduits et soutien prioritaire. Prix en dollars canadiens.`,
  },
  hero: {
    title: 'Des tarifs simples pour chaque restaurant',
    description: `Commencez avec le logiciel de PDV sans frais mensuels et ne payez que le traitement des cartes, ou passez à Plus pour des frais réduits, un soutien prioritaire et jusqu'à ${usd(plus.hardwareCreditCents)} de crédit sur le matériel. Plus est gratuit pendant ${plus.freeDays}\u00a0jours, et tous les prix sont en dollars canadiens.`,
  },
  plans: [
    {
      id: 'free',
      name: 'Gratuit',
      description: "Tout ce qu'il faut pour prendre les commandes et les paiements dans un établissement.",
      price: usd(free.monthlyCents),
      priceNote: 'par établissement par mois',
      buttonText: 'Commencer',
      buttonStyle: 'secondary',
      features: [
        'Logiciel de PDV',
        'Commande en ligne',
        'Traitement des paiements',
        'Mises à niveau',
        'Mise en place et soutien',
        'Application de rapports pour propriétaires',
      ],
      recommended: false,
      custom: false,
    },
    {
      id: 'plus',
      name: 'Plus',
      description:
        "Pour les restaurants en croissance qui veulent des frais de traitement réduits et de l'aide plus rapide.",
      price: usd(plus.monthlyCents),
      priceNote: 'par établissement par mois',
      buttonText: 'Planifier un appel',
      buttonStyle: 'primary',
      features: [
        'Tout ce qui est inclus dans Gratuit',
        `Crédit logiciel jusqu'à ${usd(plus.hardwareCreditCents)} applicable au matériel`,
        'Soutien prioritaire',
        'Frais de traitement réduits',
        'Intégration des services de livraison tiers',
      ],
      recommended: true,
      custom: false,
    },
    {
      id: 'enterprise',
      name: 'Entreprise',
      description:
        "Pour les groupes de restaurants et les franchises qui ont plus d'établissements et des besoins particuliers.",
      price: 'Sur mesure',
      priceNote: 'tarification adaptée à vos besoins',
      buttonText: 'Nous joindre',
      buttonStyle: 'secondary',
      features: [
        'Tout ce qui est inclus dans Plus',
        'Administration pour les groupes à plusieurs établissements',
        'Développement de fonctionnalités sur mesure',
        'Rapports sur mesure',
        'Frais de traitement sur mesure',
      ],
      recommended: false,
      custom: true,
    },
  ],
  comparison: {
    heading: 'Comparer les forfaits',
    columns: { free: 'Gratuit', plus: 'Plus', premium: 'Entreprise' },
    rows: [
      { category: true, name: 'Point de vente' },
      { name: 'Logiciel de PDV et gestion du menu', free: true, plus: true, premium: true },
      { name: 'Commandes sur place, à emporter et en livraison', free: true, plus: true, premium: true },
      { name: "Partage de l'addition", free: true, plus: true, premium: true },
      { name: 'Mode hors ligne', free: true, plus: true, premium: true },
      { name: 'Plan de salle', free: false, plus: true, premium: true },
      { name: 'Pourboire automatique', free: false, plus: true, premium: true },
      { name: 'Comptes clients', free: false, plus: true, premium: true },

      { category: true, name: 'En ligne et mobile' },
      { name: 'Commande en ligne sans commission', free: true, plus: true, premium: true },
      { name: 'Commande et paiement par code QR', free: true, plus: true, premium: true },
      { name: 'Commande par application mobile', free: false, plus: addOn('mobile-app'), premium: true },
      { name: 'Borne de commande libre-service', free: false, plus: addOn('kiosk'), premium: true },
      {
        name: 'Intégration des commandes de tiers',
        free: 'En option',
        plus: 'En option',
        premium: true,
      },
      { name: "Application d'état des commandes", free: false, plus: true, premium: true },
      { name: 'Application pour livreurs', free: false, plus: true, premium: true },

      { category: true, name: 'Marketing' },
      { name: 'Cartes-cadeaux', free: true, plus: true, premium: true },
      { name: 'Promotions et rabais', free: true, plus: true, premium: true },
      { name: 'Fidélisation avec marketing par courriel et texto', free: false, plus: addOn('loyalty'), premium: true },

      { category: true, name: 'Opérations' },
      { name: "Système d'affichage en cuisine", free: true, plus: true, premium: true },
      { name: 'Suivi des stocks', free: true, plus: true, premium: true },
      { name: 'Partage des pourboires', free: true, plus: true, premium: true },
      { name: 'Service traiteur distinct', free: false, plus: true, premium: true },
      { name: 'Module traiteur et événements', free: false, plus: addOn('catering'), premium: true },
      { name: "Module d'achats et de dépenses", free: false, plus: true, premium: true },

      { category: true, name: 'Rapports' },
      { name: 'Application de rapports pour propriétaires', free: true, plus: true, premium: true },
      { name: 'Plus de 50 rapports standards', free: true, plus: true, premium: true },
      { name: 'Rapports sur mesure', free: false, plus: false, premium: true },

      { category: true, name: 'Paiements' },
      {
        name: 'Frais de traitement',
        free: `Interchange + ${rate(free.processing)}`,
        plus: `Interchange + ${rate(plus.processing)}`,
        premium: 'Sur mesure',
      },
      { name: 'Paiements sans contact, par puce et par portefeuille mobile', free: true, plus: true, premium: true },
      { name: 'Approbation du traitement des cartes en 2 à 3 jours', free: true, plus: true, premium: true },
      {
        name: 'Crédit logiciel applicable au matériel',
        free: false,
        plus: `Jusqu'à ${usd(plus.hardwareCreditCents)}`,
        premium: 'Sur mesure',
      },

      { category: true, name: 'Soutien' },
      { name: 'Mise en place et soutien', free: true, plus: true, premium: true },
      { name: 'Mises à niveau', free: true, plus: true, premium: true },
      { name: 'Soutien prioritaire', free: false, plus: true, premium: true },
      { name: 'Administration pour les groupes à plusieurs établissements', free: false, plus: false, premium: true },
      { name: 'Développement de fonctionnalités sur mesure', free: false, plus: false, premium: true },
    ],
  },
  addOns: {
    heading: 'Modules complémentaires du forfait Plus',
    description:
      'Ajoutez au forfait Plus les outils dont votre restaurant a besoin, facturés mensuellement par établissement.',
    items: [
      {
        name: 'Commande par application mobile',
        price: addOn('mobile-app'),
        description:
          "Votre propre application de commande à votre marque, avec favoris enregistrés et commande à l'avance pour emporter.",
      },
      {
        name: 'Borne de commande libre-service',
        price: addOn('kiosk'),
        description:
          'Les clients commandent et paient à une borne, avec des suggestions de ventes additionnelles pour chaque article.',
      },
      {
        name: 'Fidélisation',
        price: addOn('loyalty'),
        description: 'Des points et des récompenses pour les habitués, avec le marketing par courriel et texto inclus.',
      },
      {
        name: 'Module traiteur et événements',
        price: addOn('catering'),
        description:
          'Soumissions, dépôts et commandes planifiées pour les plateaux de traiteur et les événements privés.',
      },
    ],
  },
  processingFees: {
    heading: 'Frais de traitement des paiements',
    items: [
      {
        plan: 'Gratuit',
        fee: `Interchange plus ${rate(free.processing)} par transaction`,
        note: `Vous payez les frais d'interchange du réseau de cartes, plus ${f.percent('free')} et ${f.perTransaction('free')} cents par transaction.`,
      },
      {
        plan: 'Plus',
        fee: `Interchange plus ${rate(plus.processing)} par transaction`,
        note: `Un avantage de plus pour les restaurants qui traitent plus de ${usd(catalogue.plusVolumeBenefitCents)} par mois.`,
      },
      {
        plan: 'Entreprise',
        fee: 'Sur mesure',
        note: 'Des frais adaptés à vos établissements et à votre volume de transactions.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Le forfait Gratuit est-il vraiment gratuit?',
        answer: `Oui. Le logiciel de PDV, la commande en ligne, les mises à niveau, la mise en place, le soutien et l'application de rapports pour propriétaires coûtent ${usd(free.monthlyCents)} par établissement par mois. Nous sommes rémunérés sur le traitement des cartes, à l'interchange plus ${rate(free.processing)} par transaction.`,
      },
      {
        question: `Comment fonctionne l'offre gratuite pendant ${plus.freeDays}\u00a0jours?`,
        answer: `Les nouveaux clients qui choisissent Plus ne paient rien pour l'abonnement mensuel de ${usd(plus.monthlyCents)} pendant leurs ${plus.freeDays}\u00a0premiers jours. Ensuite, Plus est facturé chaque mois par établissement, et vous pouvez changer de forfait en tout temps.`,
      },
      {
        question: "Qu'est-ce que le crédit logiciel du forfait Plus?",
        answer: `Avec le forfait Plus, vous recevez un crédit logiciel allant jusqu'à ${usd(plus.hardwareCreditCents)}, applicable au matériel que vous achetez, comme la trousse de démarrage avec un terminal de 15,6\u00a0pouces et un écran client de 10\u00a0pouces.`,
      },
      {
        question: 'En combien de temps puis-je commencer à accepter les paiements par carte?',
        answer:
          "L'approbation du traitement des cartes prend habituellement 2 à 3 jours. Pendant l'examen de votre compte, nous chargeons votre menu et préparons votre matériel, pour que vous puissiez accepter des paiements dès l'approbation.",
      },
      {
        question: 'De quel matériel ai-je besoin pour commencer?',
        answer:
          'La plupart des restaurants commencent avec la trousse de démarrage : un terminal de 15,6 pouces et un écran client de 10 pouces. Vous pouvez ajouter des écrans de cuisine, la tablette Tab et les terminaux de poche Go au fil de votre croissance.',
      },
      {
        question: 'Y a-t-il un contrat à long terme?',
        answer: `Non. Les forfaits ${site.brand} sont facturés mensuellement par établissement, et vous pouvez modifier ou annuler votre forfait moyennant un préavis. Les ententes Entreprise sont adaptées à chaque groupe de restaurants.`,
      },
    ],
  },
}
