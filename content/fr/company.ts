import type { CompanyPageContent } from '../types'
import { mailingAddress, site } from '../site'

const brand = site.brand
const founded = site.foundedYear

/** /about */
export const about: CompanyPageContent = {
  meta: {
    title: `À propos de ${brand}\u00a0: PDV pour restaurants conçu au Canada`,
    description: `Entreprise canadienne de restaurateurs et d'ingénieurs, ${brand} conçoit depuis ${founded} un PDV Android infonuagique\u00a0: paiements, écran de cuisine, commande en ligne.`,
  },
  title: `À propos de ${brand}`,
  intro: `${brand} conçoit le système de point de vente que nous aurions voulu avoir quand nous travaillions en cuisine, gérions la salle et fermions la caisse à 2\u00a0h du matin. Nous sommes une entreprise canadienne, fondée en ${founded} et établie à Toronto, et nous avons une seule mission\u00a0: aider les restaurants à prendre les commandes, à servir les plats et à se faire payer plus facilement.`,
  highlightsHeading: 'En chiffres',
  highlights: [
    { value: String(founded), description: 'fondée à Toronto' },
    { value: '1 000+', description: 'installations dans des restaurants partout au Canada' },
    { value: '200+', description: 'partenaires en matériel, en livraison et en comptabilité' },
    { value: '24/7', description: 'soutien offert par de vraies personnes, 365 jours par année' },
  ],
  sections: [
    {
      heading: 'Qui nous sommes',
      paragraphs: [
        `${site.legalName} a été fondée en ${founded} par un petit groupe d'anciens gérants de restaurant et d'ingénieurs logiciels qui avaient passé trop de soirées à se battre avec des terminaux lents, des contrats contraignants et des rapports illisibles. Nous avons commencé avec une pizzeria de Toronto et une seule règle\u00a0: si une fonctionnalité ne rend pas un vendredi soir achalandé plus facile, elle attend.`,
        "Aujourd'hui, notre équipe compte d'anciens serveurs, chefs de cuisine, franchisés et teneurs de livres qui travaillent aux côtés d'ingénieurs Android, Web et paiements. Chaque nouvelle recrue passe un quart de travail dans un restaurant client au cours de son premier mois, et nos gestionnaires de produit se relaient encore à la ligne de soutien.",
      ],
    },
    {
      heading: 'Ce que nous concevons',
      paragraphs: [
        `${brand} est un système de point de vente infonuagique qui fonctionne sur du matériel Android conçu pour les comptoirs, les salles à manger et les cuisines de restaurant. Les commandes continuent d'entrer quand Internet tombe et se synchronisent dès que la connexion revient, et chaque vente est sauvegardée dans le nuage.`,
        'Un seul système couvre la salle, la cuisine, les paiements et le bureau :',
      ],
      bullets: [
        'Matériel : Station, un terminal de comptoir à double écran; Tab, une tablette Android de 11 pouces; et Go, un terminal de poche de 6,5 pouces pour la commande et le paiement à table.',
        "Un logiciel de PDV pour restaurants avec menus, modificateurs, taxes, plans de salle, partage de l'addition et partage des pourboires.",
        'Des écrans de cuisine qui acheminent les bons de commande par poste et suivent les temps de préparation.',
        'Un traitement des paiements intégré pour les cartes en personne, le paiement sans contact et les paiements en ligne.',
        "Une application de rapports pour propriétaires, avec les ventes, la main-d'œuvre et les articles sur votre téléphone.",
        'La commande en ligne sans commission et une application mobile de commande au nom de votre restaurant.',
        'La fidélisation, les promotions et les cartes-cadeaux, en magasin comme en ligne.',
      ],
    },
    {
      heading: 'Où nous sommes présents',
      paragraphs: [
        'Nous servons des restaurants partout au Canada, du café à établissement unique aux groupes de franchises à plusieurs établissements, avec des intégrations de paiement au Canada, aux États-Unis et au Royaume-Uni. Nos prix sont en dollars canadiens, les taxes suivent les règles de chaque province, et notre équipe de soutien sait à quoi ressemblent la TVH, la TPS et la TVQ sur un reçu.',
        `Plus de 200\u00a0partenaires, des revendeurs de matériel aux plateformes de comptabilité et de livraison, travaillent avec ${brand}, et nos systèmes sont en service dans plus de 1\u00a0000\u00a0installations. Notre ligne de soutien est assurée par de vraies personnes 24/7, 365\u00a0jours par année, parce que les restaurants ne ferment pas à 17\u00a0h.`,
      ],
    },
    {
      heading: 'Parlez-nous',
      paragraphs: [
        `Que vous exploitiez un camion de cuisine de rue ou vingt établissements, nous serons heureux de vous présenter le système avec votre propre menu. Appelez au ${site.phone}, écrivez à ${site.email} ou réservez une démo de 15\u00a0minutes à partir de n'importe quelle page de ce site.`,
        `Adresse postale\u00a0: ${mailingAddress()}.`,
      ],
    },
  ],
  values: {
    heading: 'Nos valeurs',
    items: [
      {
        icon: 'Heart',
        title: "Le service d'abord",
        description: 'Un restaurant en plein coup de feu obtient une réponse, pas un numéro de billet.',
      },
      {
        icon: 'ClipboardList',
        title: 'Des prix clairs',
        description:
          'Des forfaits publiés en dollars canadiens, aucun contrat à long terme pour le logiciel et aucuns frais surprises sur votre relevé.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Vos données vous appartiennent',
        description:
          'Exportez votre menu, vos ventes et vos listes de clients en tout temps. Nous ne les vendons jamais.',
      },
      {
        icon: 'Zap',
        title: 'Conçu pour durer',
        description:
          'Mode hors ligne, sauvegarde dans le nuage et matériel conçu pour résister à la graisse, à la chaleur et aux chutes.',
      },
      {
        icon: 'Users',
        title: 'Le respect des gens',
        description:
          'Des salaires équitables pour notre équipe, des produits accessibles pour la clientèle et le personnel, et des conseils honnêtes même quand cela signifie une vente plus modeste.',
      },
      {
        icon: 'Utensils',
        title: 'Un quart au restaurant',
        description:
          'Chaque nouvelle recrue travaille un service chez un client pendant son premier mois, ingénieurs compris.',
      },
    ],
  },
  team: {
    heading: "L'équipe derrière le comptoir",
    intro:
      "D'anciens serveurs, cuisiniers et gérants qui travaillent avec des ingénieurs, des designers et des spécialistes du soutien.",
    people: [
      { name: 'Priya Raman', role: 'Cofondatrice et chef de la direction' },
      { name: 'Marc-André Gagnon', role: 'Cofondateur et chef de la technologie' },
      { name: 'Jess Whitford', role: 'Directrice du succès client' },
      { name: 'Daniel Okafor', role: 'Ingénieur Android principal' },
      { name: 'Sophie Nguyen', role: 'Designer de produit' },
      { name: 'Luis Ortega', role: 'Ingénierie des paiements' },
      { name: 'Hannah Cardinal', role: "Responsable de l'intégration" },
      { name: 'Owen MacLeod', role: 'Responsable du soutien de nuit' },
    ],
  },
  offices: {
    heading: 'Où nous trouver',
    intro: 'Quatre bureaux et une équipe qui travaille dans tous les fuseaux horaires du Canada.',
    mapLabel: 'Carte du Canada avec des bureaux à Vancouver, Toronto, Montréal et Halifax',
    items: [
      { city: 'Vancouver', role: 'Ingénierie et Ouest canadien', lon: -123.1, lat: 49.3 },
      { city: 'Toronto', role: 'Siège social', lon: -79.4, lat: 43.7 },
      { city: 'Montréal', role: 'Ventes et soutien en français', lon: -73.6, lat: 45.5 },
      { city: 'Halifax', role: 'Soutien de nuit', lon: -63.6, lat: 44.6 },
    ],
  },
}

/** /career */
export const career: CompanyPageContent = {
  meta: {
    title: `Carrières chez ${brand}\u00a0: emplois en technologie de la restauration au Canada`,
    description: `Joignez-vous à ${brand}, à Toronto ou en télétravail au Canada. Concevez et soutenez les outils de PDV, de paiement et de commande des restaurants indépendants.`,
  },
  title: `Carrières chez ${brand}`,
  intro:
    "Nous sommes une équipe de gens de restaurant et d'ingénieurs qui conçoit un logiciel devant fonctionner au moment le plus occupé de la journée de quelqu'un. Si vous tenez à soigner les détails pour les gens qui nourrissent leur quartier, nous aimerions avoir de vos nouvelles.",
  sections: [
    {
      heading: 'Pourquoi travailler ici',
      paragraphs: [
        "Votre travail se rend dans de vraies cuisines. Un changement que vous apportez un mardi peut réduire le temps de préparation d'une commande à Halifax ou accélérer une fermeture de caisse à Kelowna d'ici la fin de semaine, et vous en entendrez parler par les gens qui l'utilisent.",
        'Nous sommes assez grands pour être stables et assez petits pour que tout le monde connaisse les clients par leur nom.',
      ],
      bullets: [
        "Des salaires concurrentiels en dollars canadiens, publiés dans chaque offre d'emploi.",
        'Une assurance maladie, dentaire et soins de la vue dès votre premier jour, plus un compte mieux-être de 500 $ par année.',
        "Un REER collectif avec une cotisation de contrepartie allant jusqu'à 4 % du salaire.",
        "Quatre semaines de vacances dès le départ, plus votre anniversaire et la semaine entre Noël et le jour de l'An en congé.",
        '1 000 $ par année pour la formation : cours, conférences, livres ou certifications.',
        'Un budget de bureau à domicile pour le personnel en télétravail et un crédit-repas mensuel dans nos restaurants clients.',
      ],
    },
    {
      heading: 'Notre façon de travailler',
      paragraphs: [
        "Notre siège social est à Toronto, avec des bureaux à Vancouver, à Montréal et à Halifax, et environ la moitié de l'équipe travaille à distance. Nos heures de collaboration communes vont de 11 h à 15 h (heure de l'Est), et nous mettons les choses par écrit pour que personne n'ait besoin d'être en ligne en même temps pour faire avancer le travail.",
        "Chaque nouvelle recrue passe au moins un quart de travail dans un restaurant client au cours de son premier mois, qu'elle écrive du code, réponde au téléphone ou s'occupe de la paie. Les équipes sont petites et prennent en charge leur travail de l'idée à la mise en production, y compris la garde pour ce qu'elles conçoivent, avec un congé compensatoire après une nuit de garde.",
      ],
    },
    {
      heading: 'Comment postuler',
      paragraphs: [
        `Envoyez votre CV et quelques lignes expliquant pourquoi le poste vous intéresse à ${site.careersEmail}, en indiquant le titre du poste dans l'objet. Une lettre de présentation est la bienvenue, mais pas obligatoire. Pour les postes en ingénierie, un lien vers du code que vous avez écrit ou une courte description d'un système que vous avez conçu est plus utile qu'une longue liste de technologies.`,
        "Notre processus comporte habituellement trois étapes : un appel de 30 minutes avec le gestionnaire d'embauche, une conversation pratique sur du vrai travail (nous ne donnons pas de travaux non rémunérés à faire à la maison) et une rencontre avec deux futurs collègues. Toutes les personnes que nous recevons en entrevue connaissent le résultat dans les 45 jours suivant leur dernière entrevue, habituellement bien avant.",
        "Nous n'exigeons pas d'expérience de travail canadienne, et nous n'utilisons pas l'intelligence artificielle pour trier, évaluer ou sélectionner les candidatures.",
      ],
    },
    {
      heading: "Égalité des chances et mesures d'adaptation",
      paragraphs: [
        `${site.legalName} souscrit au principe de l'égalité des chances en emploi. Nous accueillons les candidatures de personnes de tous horizons, notamment les Autochtones, les personnes racisées, les personnes en situation de handicap, les femmes et les personnes de la diversité de genre, ainsi que les personnes 2ELGBTQIA+, et nous prenons nos décisions d'embauche en fonction des besoins du poste et des compétences de la personne.`,
        `Conformément à la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO) et au Code des droits de la personne de l'Ontario, des mesures d'adaptation sont offertes sur demande à chaque étape du recrutement, de la candidature à l'entrevue et à l'accueil. Dites-nous ce dont vous avez besoin en écrivant à ${site.accessibilityEmail} ou en appelant au ${site.phone}; la demande n'est transmise qu'aux personnes qui s'en occupent et n'a aucune incidence sur l'évaluation de votre candidature.`,
      ],
    },
  ],
  jobs: {
    heading: 'Postes ouverts',
    intro:
      "Chaque offre correspond à un poste réellement vacant. Les échelles salariales sont annuelles, en dollars canadiens; le montant exact dépend de l'expérience et des compétences, pas du talent de négociation.",
    labels: {
      team: 'Équipe',
      location: 'Lieu',
      workplace: 'Mode de travail',
      salary: 'Salaire ($ CA)',
      apply: 'Postuler',
    },
    items: [
      {
        title: 'Ingénieur(e) Android principal(e), point de vente',
        team: 'Ingénierie',
        location: 'Toronto ou partout au Canada',
        workplace: 'Télétravail',
        salary: '130\u00a0000\u00a0$ – 155\u00a0000\u00a0$',
        summary:
          "Concevez les parcours de commande, de paiement et de synchronisation, pensés d'abord pour le mode hors ligne, qui fonctionnent sur Station, Tab et Go. Cinq ans ou plus d'expérience avec Kotlin et Android en production.",
      },
      {
        title: 'Développeur(-euse) full stack, commande en ligne',
        team: 'Ingénierie',
        location: 'Toronto ou partout au Canada',
        workplace: 'Télétravail',
        salary: '110\u00a0000\u00a0$ – 135\u00a0000\u00a0$',
        summary:
          "La commande en ligne sans commission et l'application à la marque du restaurant, des API de menu en TypeScript jusqu'aux pages de paiement qui se chargent vite sur un téléphone dans un stationnement.",
      },
      {
        title: "Spécialiste de l'intégration des restaurants",
        team: 'Succès client',
        location: 'Toronto et région du Grand Toronto',
        workplace: 'Hybride',
        salary: '62\u00a0000\u00a0$ – 72\u00a0000\u00a0$ plus les frais de déplacement',
        summary:
          'Configurez les menus, installez le matériel et formez le personnel des nouveaux restaurants. Une expérience en gestion de salle ou de cuisine est un atout.',
      },
      {
        title: 'Spécialiste du soutien à la clientèle, quart de nuit',
        team: 'Soutien',
        location: 'Partout au Canada',
        workplace: 'Télétravail',
        salary: '55\u00a0000\u00a0$ – 63\u00a0000\u00a0$ plus une prime de nuit',
        summary:
          "Répondez aux appels et aux clavardages des restaurants pendant le service de fin de soirée et la fermeture. Vous restez calme quand un gérant ne l'est pas.",
      },
      {
        title: 'Directeur(-trice) de comptes, Québec',
        team: 'Ventes',
        location: 'Région de Montréal de préférence',
        workplace: 'Hybride',
        salary: 'Salaire de base de 70\u00a0000\u00a0$ plus commissions',
        summary:
          "Aidez les restaurateurs du Québec à choisir la bonne configuration. La maîtrise du français et de l'anglais est exigée\u00a0: vous servirez la clientèle dans les deux langues.",
      },
    ],
  },
  applyCta: {
    heading: 'Votre poste n’est pas affiché?',
    text: 'Les restaurants ont besoin de plus que ce que nous avons affiché. Dites-nous ce que vous aimeriez concevoir ou améliorer pour eux, et nous garderons votre CV pour le prochain poste.',
    buttonText: 'Envoyez-nous votre CV',
  },
}
