import type { CompanyPageContent } from '../types'
import { mailingAddress, site } from '../site'

const brand = site.brand

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
