import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const barsPubs: CategoryContent = {
  slug: 'bars-pubs',
  name: 'Bars et pubs',
  meta: {
    title: 'PDV pour bars et pubs avec notes ouvertes et vérification de l’âge',
    description:
      'Ouvrez des notes avec une carte en dossier, rappelez à votre personnel de vérifier les pièces d’identité, suivez les quantités versées et fermez rapidement au dernier service. Un PDV infonuagique pour les bars, les pubs et les microbrasseries partout au Canada.',
  },
  heroSection: {
    title: 'Ouvrez les notes, servez plus vite, fermez sans accroc',
    description: `Un bar bondé a besoin de notes qui s’ouvrent en quelques secondes, de tournées saisies d’un seul toucher et d’un dernier service qui ne finit pas en file d’attente. ${site.brand} gère vos vendredis soirs achalandés, de la première pinte à la dernière note.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/bars-pubs.svg',
    mainImageAlt:
      'Un bar avec son arrière-bar de bouteilles éclairé, des pompes à bière, des tabourets et le PDV sur le comptoir',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tablette Tab de 11\u00a0pouces affichant les notes ouvertes par nom de client',
    deviceTitle: 'Tab derrière le bar',
    deviceDescription:
      'Chaque note ouverte par nom, par place ou par carte, avec les boissons disposées pour que les barmans saisissent une tournée en quelques secondes.',
    backgroundText: 'DERNIER SERVICE',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Ce que constatent généralement les bars et les pubs après être passés à ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '30-35 %',
        description: 'de fermeture des notes plus rapide au dernier service grâce aux cartes conservées en dossier',
      },
      {
        value: '15-20 %',
        description:
          'de tournées en plus par table quand les serveurs prennent les commandes en salle sur un terminal de poche',
      },
      {
        value: '20-25 %',
        description: 'de notes impayées en moins quand une carte est préautorisée à l’ouverture de la note',
      },
      {
        value: '10-15 %',
        description:
          'de baisse du coût des boissons versées grâce au suivi des spiritueux et de la bière en fût à l’once',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Conçu pour un bar achalandé',
    heroSubtitle:
      'Notes, vérification de l’âge, quantités versées et heures de l’apéro, gérées sans ralentir le barman.',
    sections: [
      {
        id: 'bar-tab-management',
        icon: 'CreditCard',
        title: 'Gestion des notes',
        subtitle: 'Ouvrez, transférez et fermez en quelques secondes',
        description:
          'Ouvrez une note en faisant passer la carte du client sans contact : elle est préautorisée et conservée en dossier. Ajoutez des tournées à partir de n’importe quel terminal, déplacez une note du bar à une table, partagez-la entre amis et fermez le tout au dernier service, sans file d’attente.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/payment-terminal.svg',
        imageAlt: 'Client présentant sa carte sans contact pour ouvrir une note au bar',
        bulletPoints: [
          { text: 'Ouverture d’une note par paiement sans contact et préautorisation', highlight: true },
          { text: 'Transfert des notes entre le bar et les tables', highlight: false },
          { text: 'Fermeture de toutes les notes ouvertes au dernier service avec un seul rapport', highlight: false },
        ],
        stat: '30-35 %',
        statDescription: 'de fermeture des notes plus rapide',
      },
      {
        id: 'bar-age-check-prompts',
        icon: 'ShieldCheck',
        title: 'Rappels de vérification de l’âge',
        subtitle: 'Un service responsable, chaque fois',
        description:
          'Quand un article alcoolisé est ajouté, le PDV rappelle au personnel de vérifier la pièce d’identité, selon l’âge légal fixé dans votre province. Le personnel confirme la vérification ou entre la date de naissance, et chaque rappel est consigné dans vos registres.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/security.svg',
        imageAlt: 'Bouclier et cadenas représentant une vérification d’identité pour un service responsable',
        bulletPoints: [
          {
            text: 'Rappel de vérification d’identité pour l’alcool selon l’âge légal de votre province',
            highlight: true,
          },
          { text: 'Vérification de la date de naissance qui bloque les ventes aux mineurs', highlight: false },
          { text: 'Journal de chaque rappel par membre du personnel et par heure', highlight: false },
        ],
      },
      {
        id: 'bar-floor-ordering',
        icon: 'Users',
        title: 'Commandes prises en salle',
        subtitle: 'Plus de tournées, moins d’allers-retours',
        description:
          'Les serveurs prennent les commandes aux tables hautes et aux banquettes sur le terminal de poche Go. Les boissons partent au bar de service, les plats en cuisine, et le client peut payer à la table dès qu’il est prêt.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Terminal de poche Go affichant une tournée de boissons pour une table',
        bulletPoints: [
          { text: 'Boissons au bar et plats en cuisine, automatiquement', highlight: true },
          { text: 'Même tournée qu’avant d’un seul toucher', highlight: false },
          { text: 'Paiement à la table sans contact, par puce ou par portefeuille mobile', highlight: false },
        ],
        stat: '15-20 %',
        statDescription: 'de tournées en plus par table',
      },
      {
        id: 'bar-pour-and-happy-hour',
        icon: 'Clock',
        title: 'Heures de l’apéro et suivi des quantités versées',
        subtitle: 'Des prix qui changent à l’heure, des stocks qui concordent',
        description:
          'Programmez les prix de l’heure de l’apéro et des soirs de match pour qu’ils commencent et se terminent d’eux-mêmes. Suivez les spiritueux, le vin et la bière en fût à l’once pour comparer ce qui a été versé à ce qui a été vendu.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #D5EAE3\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Niveaux de stock des spiritueux et des fûts',
        bulletPoints: [
          { text: 'Prix de l’heure de l’apéro programmés', highlight: true },
          { text: 'Inventaire des spiritueux et de la bière en fût à l’once', highlight: false },
          { text: 'Rapport d’écarts entre les quantités versées et vendues', highlight: false },
        ],
        stat: '10-15 %',
        statDescription: 'de baisse du coût des boissons versées',
      },
    ],
  },
  industrySection: {
    title: 'Conçu pour les bars, les pubs et les microbrasseries',
    subtitle:
      'Un service de boissons rapide, un service responsable et un contrôle serré des stocks dans un seul système.',
    features: [
      {
        heading: 'Notes et paiements',
        description: 'Gardez les notes en mouvement, du premier verre jusqu’au dernier service.',
        bulletPoints: [
          'Notes préautorisées avec carte en dossier',
          'Notes partagées par article ou à parts égales',
          'Pourboire automatique pour les grands groupes',
        ],
      },
      {
        heading: 'Service responsable',
        description: 'Donnez au personnel les rappels dont il a besoin au moment de la vente.',
        bulletPoints: [
          'Rappels de vérification d’identité pour les articles alcoolisés',
          'Âge légal pour consommer de l’alcool fixé par province',
          'Approbation d’un gérant pour les dérogations',
        ],
      },
      {
        heading: 'Inventaire du bar',
        description: 'Sachez où est passée chaque bouteille et chaque fût.',
        bulletPoints: [
          'Spiritueux, vin et bière en fût suivis à l’once',
          'Recettes de cocktails avec des quantités versées exactes',
          'Rapports d’écarts par semaine et par barman',
        ],
      },
    ],
    stats: [
      {
        value: '50+',
        description: 'rapports, dont le coût des boissons versées, la durée des notes et les ventes par barman',
      },
      { value: '24/7', description: 'soutien, même après le dernier service' },
    ],
    ctaText: 'Obtenir une démo pour bar',
    imageSrc: '/illustrations/dish-cocktail.svg',
    imageAlt: 'Cocktail servi dans un bar achalandé',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les bars et les pubs',
    subheading: 'Les outils dont les barmans et les gérants se servent chaque soir.',
    features: [
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Gestion des notes',
        description:
          'Ouvrez une note d’un paiement sans contact, ajoutez des tournées de partout et fermez rapidement.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Rappels de vérification de l’âge',
        description: 'Rappels de vérification d’identité pour l’alcool, selon l’âge légal fixé dans votre province.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Commande sur terminal de poche',
        description: 'Prenez les commandes et les paiements aux banquettes et sur la terrasse avec le Go.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Suivi des quantités versées',
        description: 'Inventaire des spiritueux et de la bière en fût à l’once, avec rapports d’écarts.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Notes partagées',
        description:
          'Divisez la note d’un groupe par article ou à parts égales, avec une carte différente pour chaque client.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Mise en commun des pourboires',
        description: 'Partagez les pourboires entre barmans, serveurs et aides-barmans selon le rôle et les heures.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour bar',
    subheading: 'Du matériel qui résiste à un bar achalandé et un logiciel qui tient le compte.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station au bar',
        description: 'Un terminal à double écran pour que les clients voient leur note et choisissent leur pourboire.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go en salle',
        description: 'Un terminal de poche de 6,5\u00a0pouces avec lecteur de cartes et imprimante intégrés.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Rapports de fin de soirée',
        description:
          'Ventes, notes, pourboires et coût des boissons versées, prêts sur votre téléphone après la fermeture.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Comment fonctionnent les notes préautorisées?',
        answer:
          'Quand un client ouvre une note, il présente sa carte sans contact et un petit montant est préautorisé. La carte reste en dossier : le client peut commander toute la soirée et régler en quelques secondes, ou la note est fermée automatiquement en fin de soirée.',
      },
      {
        question: 'Comment fonctionnent les rappels de vérification de l’âge?',
        answer:
          'Indiquez quels articles sont alcoolisés et fixez l’âge légal pour consommer de l’alcool dans votre province. Quand l’un d’eux est commandé, le personnel doit confirmer avoir vérifié la pièce d’identité ou entrer une date de naissance, et la vente est bloquée si le client est mineur.',
      },
      {
        question: 'Puis-je déplacer une note du bar à une table?',
        answer:
          'Oui. Transférez une note à une table ou à un autre barman d’un seul toucher. Les articles, les paiements et la carte en dossier suivent la note.',
      },
      {
        question: 'Les prix de l’heure de l’apéro peuvent-ils s’activer automatiquement?',
        answer:
          'Oui. Programmez des prix selon le jour et l’heure, comme les ailes de poulet à moitié prix le mercredi ou les spéciaux sur les consommations de 16\u00a0h à 18\u00a0h. Le PDV active et désactive les prix pour vous.',
      },
      {
        question: 'Puis-je suivre l’inventaire d’alcool à l’once?',
        answer:
          'Oui. Chaque boisson a une recette avec ses quantités versées, et l’inventaire diminue à mesure que les boissons sont vendues. Comparez vos décomptes aux ventes pour voir les écarts par bouteille, par fût et par barman.',
      },
    ],
  },
}
