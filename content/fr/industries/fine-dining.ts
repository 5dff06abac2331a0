import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fineDining: CategoryContent = {
  slug: 'fine-dining',
  name: 'Haute gastronomie',
  meta: {
    title: 'PDV pour la haute gastronomie : services, accords et service en salle',
    description:
      'Commande par place, menus dégustation en plusieurs services, accords mets et vins et paiement discret à la table. Un PDV infonuagique discret et précis pour les salles gastronomiques partout au Canada.',
  },
  heroSection: {
    title: 'Un service aussi précis que votre cuisine',
    description: `Prenez les commandes par place, rythmez chaque service d’un menu dégustation, transmettez les allergies et les préférences de la réservation jusqu’à la passe et présentez l’addition sans passer par le terminal. ${site.brand} se fait oublier pour que votre équipe se consacre entièrement au client.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/fine-dining.svg',
    mainImageAlt:
      'Une table nappée pour deux près d’une fenêtre en arche, avec bougies, verres à vin, une assiette dressée et l’addition',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tablette Tab de 11\u00a0pouces affichant les commandes place par place pour une table de quatre',
    deviceTitle: 'Tab pour le service à la table',
    deviceDescription:
      'Les serveurs et les sommeliers inscrivent les commandes par place et par service directement à la table, sur un écran assez grand pour afficher toute la carte des vins.',
    backgroundText: 'SERVICE',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que mesurent les équipes de haute gastronomie après une saison avec ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '40-45 %',
        description:
          'de temps en moins consacré à la saisie des commandes quand les places et les services sont inscrits à la table',
      },
      {
        value: '30-35 %',
        description: 'de hausse des ventes de vins et d’accords grâce aux suggestions associées à chaque plat',
      },
      {
        value: '25-30 %',
        description: 'de règlement des additions plus rapide grâce au paiement à la table et au partage par place',
      },
      {
        value: '95 %+',
        description:
          'd’exactitude des commandes, avec les allergies et les préférences imprimées sur chaque bon de service',
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour les menus dégustation et les longues soirées',
    subtitle:
      'En haute gastronomie, tout est question de rythme et de détails. Chaque écran est conçu pour transmettre ces détails de la salle jusqu’à la passe.',
    features: [
      {
        heading: 'Services et rythme',
        description: 'Laissez la cuisine suivre le rythme de la table, et non celui du rail à bons.',
        bulletPoints: [
          'Menus dégustation avec services fixes et suppléments facultatifs',
          'Mise en attente et lancement de chaque service à partir de la salle',
          'Minuteries de service sur l’écran de cuisine pour le chef à la passe',
        ],
      },
      {
        heading: 'Le détail à chaque place',
        description: 'Chaque client est servi sans erreur, de l’amuse-bouche aux mignardises.',
        bulletPoints: [
          'Commandes saisies par numéro de place, avec leur position sur le plan de la table',
          'Allergies et restrictions alimentaires signalées sur chaque bon',
          'Notes sur les clients conservées pour leur prochaine visite',
        ],
      },
      {
        heading: 'Service des vins et des boissons',
        description: 'Épaulez votre sommelier et suivez chaque bouteille.',
        bulletPoints: [
          'Suggestions d’accords associées à chaque service',
          'Un même vin servi à la bouteille, au verre ou au demi-verre',
          'Inventaire du cellier compté à la bouteille',
        ],
      },
    ],
    stats: [
      { value: '95 %+', description: 'd’exactitude des commandes, de la table jusqu’à la passe' },
      { value: '50+', description: 'rapports, des couverts par service aux ventes de vin par serveur' },
      { value: '24/7', description: 'soutien offert par des gens qui connaissent le service en restauration' },
    ],
    ctaText: 'Obtenir une démo pour la haute gastronomie',
    imageSrc: '/illustrations/dish-fine.svg',
    imageAlt: 'Plat gastronomique dressé, prêt à quitter la passe',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour la haute gastronomie',
    subheading: 'Des outils discrets et précis pour une salle où chaque détail compte.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Plan de salle',
        description:
          'Un plan de la salle en direct avec la position des places, l’état des services et le temps d’occupation.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine par service',
        description: 'Services en attente et lancés, numéros de place et allergies affichés clairement à la passe.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Factures partagées par place',
        description:
          'Des factures distinctes pour chaque client ou chaque couple, prêtes avant même que la table les demande.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Paiement discret à la table',
        description: 'Apportez le terminal de poche Go à la table pour que le client ne perde jamais sa carte de vue.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventaire du cellier',
        description:
          'Suivez les bouteilles, les verres et les accords pour que la carte des vins corresponde toujours au cellier.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Rapports de service',
        description: 'Couverts, dépense moyenne par client et ventes de boissons par serveur pour chaque service.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour la haute gastronomie',
    subheading: 'Trois éléments qui gardent la salle, la passe et le bureau au même diapason.',
    items: [
      {
        image: '/illustrations/tab.svg',
        title: 'Tab en salle',
        description:
          'Une tablette Android de 11\u00a0pouces pour les serveurs et les sommeliers, avec tout le menu et la carte des vins.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine à la passe',
        description: 'Des écrans de cuisine jusqu’à 21,5\u00a0pouces, pour que le chef voie le rythme de chaque table.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Paiements sécurisés',
        description:
          'Paiements par carte chiffrés à la table, avec des autorisations selon le rôle pour les annulations et les gratuités.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Puis-je créer un menu dégustation avec des suppléments et des accords facultatifs?',
        answer:
          'Oui. Créez le menu dégustation comme une suite de services, puis ajoutez des suppléments comme la truffe ou le caviar et un accord mets et vins qui s’imprime avec chaque service. Les changements de prix s’appliquent à tout le menu d’un coup.',
      },
      {
        question: 'Comment les serveurs coordonnent-ils le rythme des services avec la cuisine?',
        answer:
          'La commande complète est saisie au départ et chaque service est mis en attente. Le serveur lance le service suivant à partir de la Tab quand la table est prête, et le chef le voit apparaître à la passe avec les numéros de place.',
      },
      {
        question: 'Les allergies sont-elles transmises jusqu’en cuisine?',
        answer:
          'Oui. Les allergies et les restrictions alimentaires sont associées à la place, et pas seulement à la commande, et elles sont mises en évidence sur chaque bon de service de ce client jusqu’à la fin du repas.',
      },
      {
        question: 'Chaque client peut-il recevoir une addition distincte?',
        answer:
          'Oui. Partagez par place, par couple ou par article, et présentez chaque facture à la table sur le terminal de poche Go. Les clients paient sans contact ou insèrent leur propre carte sans jamais la perdre de vue.',
      },
      {
        question: 'Puis-je suivre le vin à la bouteille et au verre?',
        answer:
          'Oui. Vendez un même vin à la bouteille, au verre ou au demi-verre, et l’inventaire est réduit dans la bonne proportion. Un rapport hebdomadaire montre ce qui a été versé, vendu et offert.',
      },
    ],
  },
}
