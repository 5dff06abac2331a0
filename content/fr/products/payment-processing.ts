import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('fr')

export const paymentProcessing: ProductContent = {
  slug: 'payment-processing',
  name: 'Traitement des paiements',
  meta: {
    title: 'Traitement des paiements pour restaurants, à tarifs clairs',
    description:
      'Paiements par carte, sans contact et par code QR dans votre PDV, à tarifs interchange plus, avec factures partagées et approbation en 2 à 3 jours. Intégrations au Canada, aux États-Unis et au Royaume-Uni.',
  },
  heroSection: {
    title: 'Des paiements intégrés à votre PDV, à des tarifs faciles à lire',
    description: `Acceptez les paiements par puce, sans contact, par portefeuille mobile et par code QR dans le même système qui enregistre la commande. ${site.brand} facture le traitement selon le modèle interchange plus\u00a0: vous voyez exactement ce que facturent les réseaux de cartes et ce que nous facturons, sur chaque relevé.`,
    buttonText: 'Parlons-en',
    visual: 'terminal-tap',
    mainImage: '/illustrations/payment-terminal.svg',
    mainImageAlt: 'Terminal de paiement qui accepte une carte sans contact',
    backgroundText: 'PAIEMENTS',
    deviceTitle: 'Approuvé en 2 à 3 jours',
    deviceDescription:
      'Faites une seule demande pendant l’intégration. La plupart des restaurants sont approuvés et acceptent les cartes en 2 à 3 jours.',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: 'Des paiements qui suivent le rythme du service, à des prix exprimés en chiffres clairs.',
    stats: [
      { value: '2 à 3 jours', description: 'entre la demande et l’approbation du traitement des cartes' },
      { value: '2 fois', description: 'plus rapide pour payer à la table, sans contact et par code QR' },
      { value: '3', description: 'pays avec intégrations de paiement : le Canada, les États-Unis et le Royaume-Uni' },
      { value: '24/7', description: 'du soutien quand une question de paiement ne peut pas attendre' },
    ],
    bgColor: 'sand',
  },
  industrySection: {
    title: 'Des paiements adaptés à chaque style de service',
    subtitle:
      'La façon dont vos clients aiment payer dépend de l’endroit où ils mangent. Vos paiements devraient suivre.',
    features: [
      {
        heading: 'Paiement à la table',
        description:
          'Les serveurs apportent le terminal de poche Go à la table, partagent la facture et encaissent le paiement sans que la carte quitte la main du client.',
        bulletPoints: [
          'Partage par siège, par article ou par montant',
          'Invites de pourboire sur le terminal',
          'Reçus par courriel ou par texto',
        ],
      },
      {
        heading: 'Comptoir et service au volant',
        description:
          'Le paiement sans contact, par puce et par portefeuille mobile sur un terminal orienté vers le client fait avancer la file pendant le rush du midi.',
        bulletPoints: [
          'Sans contact en un seul geste',
          'L’afficheur client montre le total',
          'Cartes et argent comptant dans un seul rapport de tiroir-caisse',
        ],
      },
      {
        heading: 'En ligne, dans l’application et par code QR',
        description:
          'Vos clients paient sur votre page de commande en ligne, dans votre application à votre image ou en balayant le code QR sur leur addition, le tout réglé avec vos ventes en magasin.',
        bulletPoints: [
          'Paiement et pourboire par code QR depuis le téléphone du client',
          'Cartes enregistrées dans votre application',
          'Un seul dépôt pour tous les canaux',
        ],
      },
    ],
    stats: [
      { value: '2 à 3 jours', description: 'pour être approuvé pour le traitement des cartes' },
      {
        value: f.perTransactionCents('plus'),
        description: 'par transaction, plus les points de base de votre forfait en sus de l’interchange',
      },
    ],
    ctaText: 'Obtenir une soumission',
    imageSrc: '/illustrations/go.svg',
    imageAlt: 'Terminal de poche Go de 6,5 pouces utilisé pour encaisser un paiement à la table',
  },
  scrollSection: {
    heroTitle: 'Toutes les façons dont vos clients veulent payer',
    heroSubtitle:
      'Un seul fournisseur de traitement pour le comptoir, la table et le Web, rapproché dans un seul rapport.',
    sections: [
      {
        id: 'payments-tap-and-qr',
        icon: 'CreditCard',
        title: 'Sans contact, puce, portefeuille mobile ou code QR',
        subtitle: 'Paiement par code QR et sans contact',
        description:
          'Vos clients approchent leur carte ou leur téléphone du terminal, ou balaient le code QR imprimé sur leur addition pour payer et laisser un pourboire depuis leur propre téléphone. La table se ferme dans le PDV dès que le paiement est accepté.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/qr-table.svg',
        imageAlt: 'Code QR sur un chevalet de table pour payer avec un téléphone',
        bulletPoints: [
          { text: 'Le paiement par code QR à la table ferme la facture automatiquement', highlight: true },
          { text: 'Apple Pay, Google Pay, Visa, Mastercard, Amex et Interac', highlight: false },
          { text: 'Invites de pourboire avec vos propres pourcentages', highlight: false },
        ],
        stat: '2 fois',
        statDescription: 'plus rapide pour payer à la table',
      },
      {
        id: 'payments-split-and-surcharge',
        icon: 'Users',
        title: 'Factures partagées et frais sur carte de crédit, c’est réglé',
        subtitle: 'Paiement flexible',
        description:
          'Partagez une addition par siège, par article ou à parts égales et acceptez plusieurs cartes pour une même table. Si vous choisissez de refiler le coût des cartes de crédit, les frais ne s’appliquent qu’aux transactions par carte de crédit admissibles et figurent sur une ligne distincte du reçu, dans les limites fixées par les réseaux de cartes et là où les règles provinciales le permettent.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'Une addition partagée entre plusieurs cartes de paiement',
        bulletPoints: [
          { text: 'Partage par siège, par article ou à parts égales', highlight: false },
          { text: 'Plusieurs cartes et de l’argent comptant sur une même facture', highlight: false },
          {
            text: 'Frais sur les cartes de crédit admissibles seulement, détaillés sur le reçu',
            highlight: true,
          },
        ],
      },
      {
        id: 'payments-transparent-rates',
        icon: 'BarChart3',
        title: 'Tarifs interchange plus, sans surprises',
        subtitle: 'Frais de traitement transparents',
        description: `Vous payez ce que facture le réseau de cartes, plus une marge fixe déterminée par votre forfait\u00a0: ${f.bps('free')} points de base et ${f.perTransaction('free')} cents par transaction avec le forfait Gratuit, ${f.bps('plus')} points de base et ${f.perTransaction('plus')} cents avec Plus, sur mesure avec Entreprise. Chaque dépôt est associé à ses ventes dans vos rapports.`,
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/receipt.svg',
        imageAlt: 'Relevé de traitement détaillé',
        bulletPoints: [
          { text: 'Tarification interchange plus avec chaque forfait', highlight: true },
          {
            text: `Avantage supplémentaire avec Plus au-delà de ${f.volumeBenefit} traités par mois`,
            highlight: false,
          },
          { text: 'Dépôts rapprochés avec les ventes quotidiennes', highlight: false },
          { text: 'Relevé mensuel qui détaille tous les frais', highlight: false },
        ],
      },
      {
        id: 'payments-cross-border',
        icon: 'Globe',
        title: 'Partout au Canada, prêt à traverser la frontière',
        subtitle: 'Intégrations de paiement au Canada, aux États-Unis et au Royaume-Uni',
        description:
          'Nous servons des restaurants partout au Canada, de Victoria à St. John’s, et nos intégrations de paiement couvrent le Canada, les États-Unis et le Royaume-Uni. Les groupes qui ont des établissements dans plus d’un pays conservent un seul PDV et les mêmes rapports.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Établissements de restaurant reliés sur une carte',
        bulletPoints: [
          { text: 'Service et intégration partout au Canada', highlight: true },
          { text: 'Intégrations de paiement aux États-Unis et au Royaume-Uni', highlight: false },
          { text: 'Devise et taxes locales par établissement', highlight: false },
        ],
        stat: '3',
        statDescription: 'pays avec intégrations de paiement',
      },
    ],
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés du traitement des paiements',
    subheading: 'Intégré au PDV : chaque paiement est déjà associé à sa commande.',
    features: [
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Sans contact et puce',
        description:
          'Paiement sans contact, par puce et NIP, et portefeuilles mobiles sur les terminaux de comptoir et de poche.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Paiement par code QR à la table',
        description:
          'Vos clients balaient, paient et laissent un pourboire depuis leur téléphone; la table se ferme d’elle-même dans le PDV.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Factures partagées',
        description:
          'Par siège, par article ou à parts égales, avec plusieurs cartes et de l’argent comptant pour la même table.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Frais sur carte de crédit',
        description:
          'Frais optionnels sur les cartes de crédit admissibles, indiqués sur une ligne distincte, là où les règles provinciales le permettent.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Sécurité conforme à la norme PCI',
        description:
          'Les données de carte sont chiffrées dès le terminal et ne sont jamais stockées sur vos appareils.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Rapprochement des dépôts',
        description:
          'Chaque dépôt est associé aux ventes, aux pourboires et aux frais de la journée dans vos rapports.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Frais de traitement par forfait',
    subheading:
      'Interchange plus avec chaque forfait : le coût du réseau de cartes, plus une marge fixe que vous pouvez voir.',
    items: [
      {
        image: '/illustrations/receipt.svg',
        title: 'Forfait Gratuit',
        description: `Interchange plus ${f.bps('free')} points de base (${f.percent('free')}) et ${f.perTransaction('free')} cents par transaction.`,
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Forfait Plus',
        description: `Interchange plus ${f.bps('plus')} points de base (${f.percent('plus')}) et ${f.perTransaction('plus')} cents par transaction, avec un avantage supplémentaire au-delà de ${f.volumeBenefit} traités par mois.`,
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Entreprise',
        description:
          'Tarifs sur mesure pour les groupes et les restaurants à fort volume, établis avec votre gestionnaire de compte.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Quels sont vos frais de traitement?',
        answer: `Tous les forfaits utilisent la tarification interchange plus. Avec le forfait Gratuit, vous payez l’interchange plus ${f.bps('free')} points de base et ${f.perTransaction('free')} cents par transaction; avec Plus, l’interchange plus ${f.bps('plus')} points de base et ${f.perTransaction('plus')} cents, avec un avantage supplémentaire dès que vous traitez plus de ${f.volumeBenefit} par mois. Les tarifs Entreprise sont sur mesure.`,
      },
      {
        question: 'Que signifie « interchange plus »?',
        answer:
          'L’interchange est le frais fixé par les réseaux de cartes, qui varie selon le type de carte. Nous le refacturons au prix coûtant et ajoutons une marge fixe. Votre relevé indique les deux : vous voyez exactement ce que chaque carte vous a coûté.',
      },
      {
        question: 'Combien de temps prend l’approbation?',
        answer:
          'La plupart des restaurants sont approuvés pour le traitement des cartes en 2 à 3 jours après le dépôt d’une demande complète. Nous recueillons ce qu’il nous faut pendant l’intégration pour que vos terminaux soient prêts le jour de l’ouverture.',
      },
      {
        question: 'Puis-je ajouter des frais pour les cartes de crédit?',
        answer:
          'Oui, si vous le souhaitez. Les frais s’appliquent uniquement aux cartes de crédit admissibles, jamais aux cartes de débit ou prépayées, sont plafonnés par les règles des réseaux de cartes et figurent sur une ligne distincte du reçu. Ces frais ne sont pas permis au Québec, et nous vous aidons à mettre en place l’avis requis à la clientèle.',
      },
      {
        question: 'Quels pays desservez-vous?',
        answer:
          'Nous servons des restaurants partout au Canada, avec des intégrations de paiement au Canada, aux États-Unis et au Royaume-Uni.',
      },
      {
        question: 'Les clients ont-ils besoin d’une application pour payer par code QR?',
        answer:
          'Non. Le balayage du code QR sur l’addition ouvre une page de paiement sécurisée dans le navigateur du téléphone, où les clients peuvent partager, laisser un pourboire et payer par carte ou par portefeuille mobile.',
      },
    ],
  },
}
