import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const quickServiceRestaurantsQsr: CategoryContent = {
  slug: 'quick-service-restaurants-qsr',
  name: 'Restaurants à service rapide (RSR)',
  meta: {
    title: 'PDV pour restaurants à service rapide avec bornes et écrans de cuisine',
    description:
      'Raccourcissez la file au comptoir, à la borne et au service à l’auto. Bornes de commande libre-service, acheminement vers les écrans de cuisine et rapports de ventes en direct dans un seul PDV infonuagique conçu pour les RSR.',
  },
  heroSection: {
    title: 'Gardez le rythme du coup de feu du midi, commande après commande',
    description: `Prenez les commandes au comptoir, à la borne et au guichet du service à l’auto, envoyez-les directement à l’écran de cuisine et suivez chaque vente en temps réel. ${site.brand} fait avancer la file, même quand vingt clients attendent.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/quick-service-restaurants-qsr.svg',
    mainImageAlt:
      'Un comptoir de service rapide avec trois tableaux de menu, deux écrans de commande, une borne libre-service et un burger sur un plateau',
    deviceImage: '/illustrations/kiosk.svg',
    deviceImageAlt: 'Borne de commande libre-service affichant un menu de trios burger',
    deviceTitle: 'Borne de commande libre-service',
    deviceDescription:
      'Les clients composent leurs trios, ajoutent des accompagnements et paient sans contact pendant que vos caissiers servent la personne suivante.',
    backgroundText: 'RAPIDITÉ',
    backgroundImage: '/illustrations/dish-burger.svg',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que les exploitants de restaurants à service rapide constatent généralement au cours de leurs six premiers mois avec ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '35-40 %',
        description:
          'de temps en moins par commande grâce aux boutons de trios, aux modificateurs enregistrés et au paiement sans contact au comptoir',
      },
      {
        value: '15-20 %',
        description:
          'de ventes incitatives en plus grâce aux suggestions automatiques d’accompagnements, de boissons et de grands formats',
      },
      {
        value: '10-15 %',
        description: 'de hausse de la facture moyenne quand les clients commandent à leur rythme à la borne',
      },
      {
        value: '25-35 %',
        description: 'de meilleure fidélisation quand les points s’accumulent automatiquement au paiement',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Conçu pour la rapidité à chaque poste',
    heroSubtitle:
      'Du premier toucher sur la borne jusqu’au sac remis au guichet, chaque étape est acheminée, chronométrée et suivie.',
    sections: [
      {
        id: 'qsr-self-order-kiosks',
        icon: 'Monitor',
        title: 'Bornes de commande libre-service',
        subtitle: 'Des files plus courtes, des factures plus élevées',
        description:
          'Installez une borne à côté du comptoir et laissez les clients parcourir tout le menu en photos, composer leurs trios et payer par carte ou par téléphone. Chaque commande arrive à l’écran de cuisine dès qu’elle est payée, sans ressaisie à la caisse.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kiosk.svg',
        imageAlt:
          'Borne de commande libre-service avec un outil de composition de trios et un lecteur de paiement sans contact',
        bulletPoints: [
          {
            text: 'Suggestions de ventes incitatives pour les accompagnements, les boissons et les grands formats',
            highlight: true,
          },
          { text: 'Allergènes et calories indiqués pour chaque article', highlight: false },
          {
            text: 'Paiement sans contact, par puce ou par portefeuille mobile directement à la borne',
            highlight: false,
          },
        ],
        stat: '10-15 %',
        statDescription: 'de hausse de la facture moyenne sur les commandes à la borne',
      },
      {
        id: 'qsr-kitchen-display-routing',
        icon: 'Workflow',
        title: 'Acheminement vers les écrans de cuisine',
        subtitle: 'Chaque article au bon poste',
        description:
          'Les commandes se répartissent automatiquement entre les écrans du gril, de la friteuse et de l’assemblage. Les cuisiniers ne voient que ce qu’ils préparent, la passe voit la commande complète, et des minuteries à code de couleurs signalent toute commande en retard.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Écran de cuisine avec des bons de commande à code de couleurs',
        bulletPoints: [
          { text: 'Acheminement par poste selon l’article ou la catégorie du menu', highlight: true },
          {
            text: 'Fonctions pour valider et rappeler les commandes, pour que rien ne se perde dans le feu de l’action',
            highlight: false,
          },
          { text: 'Minuteries de commande qui changent de couleur selon les limites que vous fixez', highlight: false },
        ],
      },
      {
        id: 'qsr-drive-thru-line-busting',
        icon: 'Clock',
        title: 'Service à l’auto et prise de commande dans la file',
        subtitle: 'Des commandes prises avant le guichet',
        description:
          'Votre personnel prend les commandes sur le terminal de poche Go dans la voie du service à l’auto ou le long de la file, encaisse sur place et envoie la commande en cuisine. Les temps de service par période de la journée montrent exactement où filent les secondes.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Terminal de poche Go prenant une commande au service à l’auto',
        bulletPoints: [
          { text: 'Commande et paiement sur le terminal de poche Go, avec lecteur de cartes intégré', highlight: true },
          { text: 'Minuteries du service à l’auto, de la commande à la remise', highlight: false },
          { text: 'Couleur de la voiture et notes de voie imprimées sur le bon', highlight: false },
        ],
        stat: '35-40 %',
        statDescription: 'de temps en moins par commande',
      },
      {
        id: 'qsr-live-sales-reporting',
        icon: 'BarChart3',
        title: 'Ventes en direct par période de la journée',
        subtitle: 'Sachez comment va le dîner avant qu’il se termine',
        description:
          'Consultez les ventes, la main-d’œuvre et la répartition des articles heure par heure sur votre téléphone. Comparez vos restaurants côte à côte, repérez l’établissement dont les temps de service glissent et ajustez les horaires avant le prochain coup de feu.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/phone-reporting.svg',
        imageAlt: 'Téléphone affichant les ventes et la main-d’œuvre horaires d’un restaurant à service rapide',
        bulletPoints: [
          { text: 'Ventes, main-d’œuvre et répartition des articles heure par heure', highlight: true },
          { text: 'Comparaison côte à côte de tous vos établissements', highlight: false },
          { text: 'Alertes en cas de hausse soudaine des annulations ou des rabais', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Tout ce dont un comptoir de service rapide a besoin',
    subtitle:
      'Un seul système pour les commandes, la cuisine, les paiements et les rapports : votre équipe n’apprend qu’un écran et vos gestionnaires se fient à un seul jeu de chiffres.',
    features: [
      {
        heading: 'Tous les canaux de commande dans une seule file',
        description:
          'Les commandes au comptoir, à la borne, en ligne et en livraison arrivent toutes dans la même file et sur les mêmes écrans de cuisine.',
        bulletPoints: [
          'Outil de composition de trios et de repas avec modificateurs obligatoires',
          'Commande en ligne sans commission avec heures de cueillette',
          'Commandes des plateformes de livraison envoyées directement au PDV',
        ],
      },
      {
        heading: 'Débit en cuisine',
        description:
          'Donnez à la ligne l’information dont elle a besoin et mesurez la vitesse de sortie des commandes.',
        bulletPoints: [
          'Écrans de cuisine de 10, 15,6 ou 21,5\u00a0pouces',
          'Temps moyen par commande selon le poste et la période de la journée',
          'Un article marqué comme épuisé une seule fois disparaît de tous les canaux',
        ],
      },
      {
        heading: 'Gestion multiétablissement',
        description:
          'Gérez deux restaurants ou vingt à partir d’une seule console de gestion, sans appeler chaque gérant.',
        bulletPoints: [
          'Modifications du menu et des prix envoyées à tous les établissements en même temps',
          'Taxes, prix et heures d’ouverture propres à chaque établissement',
          'Rapports consolidés pour l’ensemble des établissements',
        ],
      },
    ],
    stats: [
      {
        value: '2x',
        description: 'plus rapide pour saisir les commandes grâce aux trios et aux modificateurs enregistrés',
      },
      { value: '50+', description: 'rapports prêts à l’emploi, des ventes horaires aux annulations par employé' },
    ],
    ctaText: 'Obtenir une démo pour RSR',
    imageSrc: '/illustrations/multi-location.svg',
    imageAlt: 'Carte montrant plusieurs établissements de service rapide reliés à une seule console de gestion',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les restaurants à service rapide',
    subheading:
      'Les outils qui font gagner des secondes sur chaque commande et gardent la cuisine au diapason du comptoir.',
    features: [
      {
        image: '/illustrations/kiosk.svg',
        title: 'Borne de commande libre-service',
        description:
          'Les clients commandent et paient eux-mêmes, avec des suggestions de ventes incitatives intégrées à chaque trio.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Système d’écrans de cuisine',
        description:
          'Acheminez les articles vers chaque poste, validez les commandes terminées et suivez les temps de préparation en direct.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Paiement sans contact',
        description:
          'Acceptez le sans-contact, la puce et les portefeuilles mobiles au comptoir, à la borne ou au guichet.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Commande en ligne sans commission',
        description:
          'Recevez les commandes pour emporter sur votre propre site Web et conservez la pleine valeur de chaque vente.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation intégrée',
        description:
          'Les points s’accumulent automatiquement au paiement : vos habitués reviennent, sans carte à poinçonner.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Mode hors ligne',
        description:
          'Continuez à prendre des commandes si Internet tombe; tout se synchronise dès le retour de la connexion.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour RSR',
    subheading: 'Trois éléments qui travaillent ensemble, de la première commande de la journée jusqu’à la fermeture.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station au comptoir',
        description:
          'Un terminal à double écran : un écran de 15,6\u00a0pouces pour le caissier et un écran côté client qui affiche la commande et les options de pourboire.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go au service à l’auto',
        description:
          'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés pour la prise de commande dans la file et le service à l’auto.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Console de gestion dans le nuage',
        description: 'Menus, personnel, rapports et paramètres sauvegardés dans le nuage et accessibles de partout.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'La borne, le comptoir et la commande en ligne partagent-ils le même menu?',
        answer:
          'Oui. Vous créez le menu une seule fois dans la console de gestion et choisissez les articles, les prix et les photos affichés sur chaque canal. Une modification faite à 11 h 45 apparaît sur tous les écrans avant le début du coup de feu du midi.',
      },
      {
        question:
          'Comment l’écran de cuisine distingue-t-il les commandes sur place, pour emporter et au service à l’auto?',
        answer:
          'Chaque bon affiche le type et la provenance de la commande avec sa propre couleur, et vous pouvez attribuer aux commandes du service à l’auto leur propre minuterie et leur propre priorité. La passe voit tout; chaque cuisinier ne voit que les articles de son poste.',
      },
      {
        question: 'Que se passe-t-il si Internet tombe en plein coup de feu?',
        answer:
          'Le comptoir continue de prendre des commandes et de les envoyer en cuisine par votre réseau local. Les paiements par carte se poursuivent en mode hors ligne selon les limites que vous fixez, et tout se synchronise dans le nuage au retour de la connexion.',
      },
      {
        question: 'Les commandes des applications de livraison peuvent-elles arriver directement au PDV?',
        answer:
          'Oui. Les commandes des applications de livraison tierces arrivent dans la même file que celles du comptoir et s’impriment ou s’affichent automatiquement à l’écran de cuisine : personne n’a à les ressaisir à partir d’une tablette.',
      },
      {
        question: 'Combien de temps faut-il pour mettre en place un nouvel établissement?',
        answer:
          'La plupart des restaurants à service rapide sont opérationnels en une à deux semaines. Nous copions le menu d’un établissement existant ou le créons avec vous, expédions du matériel préconfiguré et formons votre équipe sur place ou par vidéoconférence.',
      },
      {
        question: 'Puis-je voir tous mes établissements au même endroit?',
        answer:
          'Oui. L’application de rapports pour propriétaires affiche les ventes, la main-d’œuvre et les temps de service de chaque restaurant, côte à côte ou consolidés, avec plus de 50 rapports prêts à l’emploi.',
      },
    ],
  },
}
