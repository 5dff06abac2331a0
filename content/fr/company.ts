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
        "Notre bureau est à Toronto, et environ la moitié de l'équipe travaille à distance depuis d'autres provinces. Nos heures de collaboration communes vont de 11 h à 15 h (heure de l'Est), et nous mettons les choses par écrit pour que personne n'ait besoin d'être en ligne en même temps pour faire avancer le travail.",
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
        salary: '130 000 $ – 155 000 $',
        summary:
          "Concevez les parcours de commande, de paiement et de synchronisation, pensés d'abord pour le mode hors ligne, qui fonctionnent sur Station, Tab et Go. Cinq ans ou plus d'expérience avec Kotlin et Android en production.",
      },
      {
        title: 'Développeur(-euse) full stack, commande en ligne',
        team: 'Ingénierie',
        location: 'Toronto ou partout au Canada',
        workplace: 'Télétravail',
        salary: '110 000 $ – 135 000 $',
        summary:
          "La commande en ligne sans commission et l'application à la marque du restaurant, des API de menu en TypeScript jusqu'aux pages de paiement qui se chargent vite sur un téléphone dans un stationnement.",
      },
      {
        title: "Spécialiste de l'intégration des restaurants",
        team: 'Succès client',
        location: 'Toronto et région du Grand Toronto',
        workplace: 'Hybride',
        salary: '62 000 $ – 72 000 $ plus les frais de déplacement',
        summary:
          'Configurez les menus, installez le matériel et formez le personnel des nouveaux restaurants. Une expérience en gestion de salle ou de cuisine est un atout.',
      },
      {
        title: 'Spécialiste du soutien à la clientèle, quart de nuit',
        team: 'Soutien',
        location: 'Partout au Canada',
        workplace: 'Télétravail',
        salary: '55 000 $ – 63 000 $ plus une prime de nuit',
        summary:
          "Répondez aux appels et aux clavardages des restaurants pendant le service de fin de soirée et la fermeture. Vous restez calme quand un gérant ne l'est pas.",
      },
      {
        title: 'Directeur(-trice) de comptes, Québec',
        team: 'Ventes',
        location: 'Région de Montréal de préférence',
        workplace: 'Hybride',
        salary: 'Salaire de base de 70 000 $ plus commissions',
        summary:
          "Aidez les restaurateurs du Québec à choisir la bonne configuration. La maîtrise du français et de l'anglais est exigée : vous servirez la clientèle dans les deux langues.",
      },
    ],
  },
  applyCta: {
    heading: 'Votre poste n’est pas affiché?',
    text: 'Les restaurants ont besoin de plus que ce que nous avons affiché. Dites-nous ce que vous aimeriez concevoir ou améliorer pour eux, et nous garderons votre CV pour le prochain poste.',
    buttonText: 'Envoyez-nous votre CV',
  },
}

/** /privacy */
export const privacy: CompanyPageContent = {
  meta: {
    title: 'Politique de confidentialité',
    description: `Comment ${brand} recueille, utilise et protège les renseignements personnels sur ce site selon la LPRPDE et la Loi 25 du Québec, et comment joindre notre responsable.`,
  },
  title: 'Politique de confidentialité',
  intro: `Dernière mise à jour\u00a0: 24\u00a0novembre\u00a02026. La présente politique explique quels renseignements personnels ${site.legalName} recueille par l'intermédiaire de ce site Web, pourquoi nous les recueillons, qui les reçoit, combien de temps nous les conservons et comment vous pouvez y accéder, les faire rectifier ou retirer votre consentement. Elle respecte la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) ainsi que la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, telle que modifiée par la Loi 25. Elle s'applique uniquement à ce site Web de marketing; les restaurants clients qui utilisent nos produits de PDV et de commande sont visés par leur contrat de service et par l'avis de confidentialité des produits.`,
  sections: [
    {
      heading: 'Qui nous sommes',
      paragraphs: [
        `Ce site Web est exploité par ${site.legalName} («\u00a0${brand}\u00a0», «\u00a0nous\u00a0»), une entreprise canadienne. Notre adresse postale est la suivante\u00a0: ${mailingAddress()}.`,
        "Nous sommes responsables des renseignements personnels dont nous avons la garde, y compris ceux que nous confions à des fournisseurs de services pour qu'ils les traitent en notre nom.",
      ],
    },
    {
      heading: 'Notre responsable de la protection des renseignements personnels',
      paragraphs: [
        `Notre responsable de la protection des renseignements personnels est la personne chargée de la protection des renseignements personnels chez ${brand}. Vous pouvez la joindre par courriel à ${site.privacyEmail}, par téléphone au ${site.phone} ou par la poste à l'adresse ci-dessus, avec la mention «\u00a0À l'attention du responsable de la protection des renseignements personnels\u00a0». Les questions, demandes et plaintes concernant la présente politique sont adressées à cette personne.`,
      ],
    },
    {
      heading: 'Ce que nous recueillons et pourquoi',
      paragraphs: [
        'Vous pouvez consulter toutes les pages publiques de ce site sans nous fournir aucun renseignement personnel. Nous recueillons des renseignements uniquement lorsque vous choisissez de remplir un formulaire, et seulement les champs que ce formulaire affiche :',
      ],
      bullets: [
        "Demande de démo : vos prénom et nom, votre adresse courriel, votre numéro de téléphone, le nom de votre entreprise, un message facultatif, ainsi que la page et la section du site à partir desquelles vous l'avez envoyée. Nous les utilisons pour communiquer avec vous, planifier une démo et la préparer avec une configuration adaptée à votre restaurant.",
        'Formulaire de contact (« Planifions votre démo gratuite ») : votre nom, votre adresse courriel, votre numéro de téléphone, le nom de votre restaurant et ce qui vous intéresse. Nous les utilisons pour répondre à votre demande et faire un suivi au sujet de nos produits.',
        "Infolettre : votre adresse courriel, accompagnée d'une preuve de votre consentement : le libellé que vous avez accepté, la date et l'heure, votre adresse IP et la page où vous vous êtes abonné. Nous utilisons l'adresse pour vous envoyer notre infolettre mensuelle, et nous conservons la preuve de consentement pour démontrer que vous l'avez demandée, comme l'exige la Loi canadienne anti-pourriel (LCAP).",
        'Connexion du personnel : si vous êtes membre de notre personnel et que vous vous connectez pour gérer le site, nous installons un témoin de session pour garder votre session ouverte. Les visiteurs ne reçoivent jamais ce témoin.',
        "Journaux de sécurité : pour protéger nos formulaires contre le pourriel et les abus, nos serveurs traitent l'adresse IP de chaque requête et appliquent des limites de fréquence. Les journaux techniques (adresse IP, date et heure, page demandée et type de navigateur) sont conservés pendant au plus 30 jours et servent uniquement à la sécurité et au dépannage.",
      ],
    },
    {
      heading: 'Consentement',
      paragraphs: [
        "Nous nous appuyons sur votre consentement exprès lorsque vous soumettez un formulaire ou vous abonnez à l'infolettre, et nous utilisons vos renseignements uniquement aux fins décrites au moment de leur collecte. Nous ne vendons, ne louons et n'échangeons aucun renseignement personnel, et nous ne les utilisons pas pour prendre des décisions automatisées à votre sujet ni pour établir des profils à des fins publicitaires.",
        "Ce site Web s'adresse aux propriétaires, aux gestionnaires et au personnel de restaurants. Il ne vise pas les enfants, et nous ne recueillons pas sciemment de renseignements auprès de personnes de moins de 16 ans.",
      ],
    },
    {
      heading: 'Témoins et suivi',
      paragraphs: [
        "Ce site n'installe aucun traceur publicitaire, aucun outil d'analyse tiers, aucun pixel de suivi et aucun témoin tiers. Les pages, les polices et les images sont servies par nos propres serveurs, de sorte que votre visite n'est pas signalée à d'autres entreprises.",
        "Nous comptons les visites nous-mêmes, sans témoins et sans renseignements personnels. Lorsqu'une page se charge avec JavaScript activé, votre navigateur nous envoie l'adresse de la page, le domaine du site qui y mène, les étiquettes de campagne du lien (utm_source, utm_medium, utm_campaign), une catégorie de taille d'écran (mobile, tablette, portable ou ordinateur de bureau) et la langue du navigateur. Nous ne conservons que des totaux quotidiens par page, par source et par campagne. Pour compter un visiteur une seule fois par jour, le serveur combine l'adresse IP et le type de navigateur avec une valeur aléatoire remplacée chaque jour puis supprimée; l'adresse IP et le type de navigateur eux-mêmes ne sont jamais conservés. Ce comptage ne lit rien sur votre appareil, n'y enregistre rien et ne permet ni de vous identifier, ni de vous localiser, ni de vous profiler : il ne demande donc aucun consentement ni bandeau de témoins. Si votre navigateur envoie le signal GPC (contrôle global de la confidentialité) ou Do Not Track, rien n'est compté.",
        "Le seul témoin que nous utilisons est un témoin de session strictement nécessaire pour le personnel connecté. Il garde un membre du personnel connecté à l'administration du site et expire lorsqu'il se déconnecte ou après une période d'inactivité. Comme il est strictement nécessaire et n'est jamais installé pour les visiteurs, nous n'affichons pas de bandeau de témoins.",
      ],
    },
    {
      heading: 'Qui reçoit vos renseignements',
      paragraphs: [
        'Vos renseignements ne sont vus que par les personnes et les fournisseurs de services qui en ont besoin aux fins décrites ci-dessus :',
      ],
      bullets: [
        'Notre équipe des ventes, qui reçoit les demandes de démo et les messages du formulaire de contact dans la boîte de réception des ventes et vous répond.',
        'Notre fournisseur de gestion de la relation client (GRC), où les demandes de démo sont consignées pour que nous puissions assurer le suivi de nos échanges avec vous.',
        'Notre fournisseur de services de courriel, qui achemine les messages envoyés par notre équipe des ventes ainsi que notre infolettre.',
      ],
    },
    {
      heading: 'Où vos renseignements sont conservés',
      paragraphs: [
        'Ce site Web, sa base de données et les renseignements personnels recueillis par son intermédiaire sont hébergés au Canada. Nos fournisseurs de GRC et de courriel conservent aussi ces renseignements au Canada, et ils sont liés par des contrats écrits qui les obligent à les utiliser uniquement pour nous fournir leurs services, à les protéger au moyen de mesures de sécurité adaptées à leur sensibilité et à nous aviser rapidement de tout incident.',
        "Avant que des renseignements personnels concernant des résidents du Québec soient communiqués à l'extérieur du Québec, nous procédons à une évaluation des facteurs relatifs à la vie privée, comme l'exige la loi québécoise. Si nous devions un jour transférer des renseignements à l'extérieur du Canada, nous mettrions d'abord la présente politique à jour.",
      ],
    },
    {
      heading: 'Combien de temps nous les conservons',
      bullets: [
        "Demandes de démo et messages du formulaire de contact : 24 mois après notre dernier échange avec vous, à moins que vous deveniez client, auquel cas le contrat client s'applique.",
        "Adresse d'abonnement à l'infolettre : tant que vous êtes abonné. Lorsque vous vous désabonnez, nous conservons uniquement votre adresse courriel sur une liste de suppression afin de ne plus jamais vous écrire.",
        "Preuve de consentement à l'infolettre : pendant trois ans après votre désabonnement, afin de pouvoir démontrer que nos messages ont été envoyés avec votre consentement.",
        'Journaux de sécurité : au plus 30 jours.',
        "Témoin de session du personnel : jusqu'à ce que le membre du personnel se déconnecte ou que la session expire.",
      ],
      paragraphs: [
        "À la fin d'une période de conservation, nous détruisons les renseignements ou nous les anonymisons afin qu'ils ne permettent plus de vous identifier.",
      ],
    },
    {
      heading: 'Comment nous les protégeons',
      paragraphs: [
        "Le site est servi uniquement au moyen de connexions chiffrées (HTTPS). L'accès aux demandes des clients potentiels et aux listes d'abonnés est limité aux membres du personnel qui en ont besoin, chacun avec son propre compte et un mot de passe robuste. Les mots de passe des administrateurs sont conservés uniquement sous forme de hachages irréversibles.",
        "Si un incident de confidentialité présente un risque de préjudice sérieux, nous en aviserons les personnes concernées, le Commissariat à la protection de la vie privée du Canada et, lorsqu'il touche des résidents du Québec, la Commission d'accès à l'information du Québec, et nous tenons un registre des incidents comme l'exige la loi.",
      ],
    },
    {
      heading: 'Vos droits et vos choix',
      paragraphs: [
        `Vous pouvez nous demander en tout temps de vous indiquer quels renseignements personnels nous détenons à votre sujet, de vous en remettre une copie, de corriger tout renseignement inexact ou incomplet, ou de les supprimer lorsque nous n'en avons plus besoin. Les résidents du Québec peuvent aussi demander que les renseignements qu'ils ont fournis leur soient communiqués dans un format technologique structuré et couramment utilisé. Envoyez votre demande à ${site.privacyEmail}; nous pourrions vous demander de confirmer votre identité avant d'y donner suite. Nous répondons dans un délai de 30\u00a0jours, sans frais.`,
        `Vous pouvez retirer votre consentement en tout temps. Chaque courriel que nous envoyons contient un lien de désabonnement qui fonctionne en un clic, et vous pouvez aussi écrire à ${site.privacyEmail} pour vous désabonner ou pour demander à notre équipe des ventes de cesser de communiquer avec vous. Nous traitons les demandes de désabonnement dans un délai de 10\u00a0jours ouvrables, habituellement le jour même.`,
      ],
    },
    {
      heading: 'Plaintes',
      paragraphs: [
        `Si vous avez une préoccupation quant à la façon dont nous traitons vos renseignements personnels, veuillez d'abord communiquer avec notre responsable de la protection des renseignements personnels à ${site.privacyEmail}; nous examinerons la situation et vous répondrons par écrit.`,
        "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca, 1-800-282-1376). Si vous habitez au Québec, vous pouvez aussi vous adresser à la Commission d'accès à l'information du Québec (cai.gouv.qc.ca, 1-888-528-7741).",
      ],
    },
    {
      heading: 'Modifications de la présente politique',
      paragraphs: [
        "Lorsque nous modifions la présente politique, nous mettons à jour la date indiquée en haut de cette page. Si une modification touche la façon dont nous utilisons des renseignements que nous détenons déjà, nous vous redemanderons votre consentement lorsque la loi l'exige.",
      ],
    },
  ],
}

/** /accessibility */
export const accessibility: CompanyPageContent = {
  meta: {
    title: "Déclaration d'accessibilité",
    description: `${brand} vise la conformité aux WCAG 2.1 de niveau AA sur ce site. Ce que nous avons fait, les limites connues et comment demander un format accessible.`,
  },
  title: "Déclaration d'accessibilité",
  intro: `Les propriétaires de restaurants, leur personnel et leur clientèle consultent notre site Web sur toutes sortes d'appareils et avec toutes sortes de capacités. Nous voulons que tout le monde puisse se renseigner sur ${brand}, comparer les forfaits et joindre notre équipe, sans obstacle.`,
  sections: [
    {
      heading: 'Notre engagement',
      paragraphs: [
        `${site.legalName} s'engage à rendre ce site Web conforme aux Règles pour l'accessibilité des contenus Web (WCAG) 2.1, niveau AA. Nous vérifions les nouvelles pages selon ces règles avant leur mise en ligne et nous révisons le site chaque fois que nous apportons des changements importants à sa conception.`,
        "En tant qu'entreprise ontarienne, nous respectons aussi la Loi sur l'accessibilité pour les personnes handicapées de l'Ontario (LAPHO) et ses Normes d'accessibilité intégrées, qui s'appliquent à notre site Web, à notre service à la clientèle et à notre recrutement.",
      ],
    },
    {
      heading: 'Ce que nous avons fait',
      paragraphs: ['Voici quelques-unes des mesures intégrées à ce site :'],
      bullets: [
        'Accès au clavier : chaque menu, bouton, formulaire et boîte de dialogue fonctionne avec le clavier seulement, le focus est toujours bien visible, et un lien « Passer au contenu » permet de sauter la navigation.',
        "Couleurs et contraste : le texte courant respecte un rapport de contraste d'au moins 4,5:1, et la couleur n'est jamais le seul moyen de transmettre une information, comme une erreur ou une option sélectionnée.",
        "Lecteurs d'écran : les pages utilisent des titres, des repères et des étiquettes appropriés; les images porteuses de sens ont un texte de remplacement, et les illustrations décoratives sont masquées aux technologies d'assistance. Les erreurs de formulaire sont annoncées et indiquent quel champ doit être corrigé.",
        'Réduction des animations : les animations sont discrètes, et si votre appareil est réglé pour réduire les animations, nous les désactivons.',
        "Zoom et petits écrans : le texte peut être agrandi jusqu'à 200 %, et les pages fonctionnent à une largeur de 320 pixels sans défilement horizontal.",
        'Pages complètes sans scripts : chaque page publique est livrée en HTML complet, de sorte que son contenu peut être lu avant le chargement de JavaScript ou sans JavaScript.',
      ],
    },
    {
      heading: 'Limites connues',
      paragraphs: [
        "Nous savons que certaines parties du site n'atteignent pas encore pleinement notre objectif, et nous y travaillons :",
      ],
      bullets: [
        "Certains anciens articles du blogue contiennent des images dont la description textuelle est courte et ne rend pas tous les détails de l'illustration.",
        "Le tableau comparatif des forfaits est long. Il fonctionne avec les lecteurs d'écran, mais il peut être plus rapide de consulter les fiches des forfaits au-dessus, qui présentent les mêmes fonctionnalités principales.",
        'La version française du site Web est nouvelle : si une page, un message ou un courriel vous parvient encore en anglais, signalez-le-nous.',
        "La zone d'administration réservée au personnel, derrière la page de connexion, n'a pas encore fait l'objet d'un audit d'accessibilité externe complet.",
      ],
    },
    {
      heading: "Formats accessibles et signalement d'un obstacle",
      paragraphs: [
        `Si vous avez besoin d'une information de ce site dans un autre format, comme en gros caractères, en texte brut, en PDF accessible ou lors d'une conversation téléphonique, ou si quelque chose ne fonctionne pas pour vous, dites-le-nous. Écrivez à ${site.accessibilityEmail} ou appelez au ${site.phone}; notre ligne téléphonique est ouverte 24/7, 365\u00a0jours par année. Vous pouvez aussi nous écrire à l'adresse suivante\u00a0: ${mailingAddress()}.`,
        "Il est utile de nous indiquer l'adresse de la page, ce que vous essayiez de faire et l'appareil, le navigateur ou la technologie d'assistance que vous utilisez, mais une brève description suffit pour commencer.",
      ],
    },
    {
      heading: 'Notre délai de réponse',
      paragraphs: [
        "Nous accusons réception de chaque demande et de chaque signalement en matière d'accessibilité dans un délai de 5 jours ouvrables. Nous fournissons des formats accessibles et des aides à la communication sans frais, en temps opportun et en tenant compte de vos besoins, et nous vous indiquons quand vous pouvez vous attendre à la correction ou au format de remplacement. Les commentaires sur les obstacles sont aussi transmis à l'équipe responsable de la page, pour que le même problème ne se reproduise pas.",
      ],
    },
  ],
}
