import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const pizzeria: CategoryContent = {
  slug: 'pizzeria',
  name: 'Pizzeria',
  meta: {
    title: 'PDV pour pizzeria avec matrice à pizza et remise de caisse des livreurs',
    description:
      'Des pizzas moitié-moitié au bon prix, la répartition des livraisons et la remise de caisse des livreurs en quelques minutes. Un PDV infonuagique pour les pizzerias qui prennent des commandes par téléphone, en ligne et au comptoir.',
  },
  heroSection: {
    title: 'Chaque pizza au bon prix, les comptes des livreurs réglés en un rien de temps',
    description: `Garnitures moitié-moitié, prix selon la taille, commandes téléphoniques, commandes en ligne et toute une équipe de livreurs\u00a0: les pizzerias ont leur propre façon d’être occupées. ${site.brand} est conçu pour tout gérer à partir d’un seul écran.`,
    buttonText: 'Parlons-en',
    mainImage: '/illustrations/scenes/pizzeria.svg',
    mainImageAlt: 'Un four à pizza en briques, une pizza sur la pelle et le PDV au comptoir',
    deviceImage: '/illustrations/pos-15.svg',
    deviceImageAlt: 'Écran de PDV de 15,6\u00a0pouces affichant la matrice à pizza avec les tailles et les garnitures',
    deviceTitle: 'La matrice à pizza',
    deviceDescription:
      'Choisissez une taille, une croûte et des garnitures sur une moitié ou sur toute la pizza : le prix est calculé pour vous.',
    backgroundText: 'PIZZA',
  },
  numberSpeaks: {
    title: 'En chiffres',
    subtitle: `Les résultats typiques des pizzerias au cours de leur première année avec ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '18-20 %',
        description:
          'de saisie plus rapide des commandes téléphoniques grâce à la matrice à pizza et aux adresses clients enregistrées',
      },
      {
        value: '20-25 %',
        description:
          'd’accompagnements, de trempettes et de boissons ajoutés en plus grâce aux suggestions sur chaque commande de pizza',
      },
      {
        value: '15-20 %',
        description: 'de livraisons en plus par livreur et par heure grâce à la répartition regroupée par trajet',
      },
      {
        value: '35-40 %',
        description: 'de temps en moins consacré à la remise de caisse des livreurs en fin de soirée',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Conçu pour le fonctionnement des pizzerias',
    heroSubtitle: 'De la première sonnerie du téléphone jusqu’au retour du dernier livreur.',
    sections: [
      {
        id: 'pizzeria-pizza-matrix',
        icon: 'Utensils',
        title: 'Matrice à pizza',
        subtitle: 'Le moitié-moitié sans approximation',
        description:
          'Fixez vos prix selon la taille et la croûte, puis ajoutez des garnitures sur toute la pizza, sur la moitié gauche ou sur la moitié droite. Le double fromage, la sauce légère et les garnitures de spécialité sont facturés automatiquement, et la ligne d’assemblage voit exactement ce qui va où.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/dish-pizza.svg',
        imageAlt: 'Pizza divisée en deux moitiés avec des garnitures différentes',
        bulletPoints: [
          { text: 'Garnitures sur toute la pizza, sur la moitié gauche ou sur la moitié droite', highlight: true },
          { text: 'Prix selon la taille, la croûte et la catégorie de garniture', highlight: false },
          { text: 'Portions légères, normales ou généreuses de n’importe quelle garniture', highlight: false },
        ],
        stat: '18-20 %',
        statDescription: 'de saisie des commandes plus rapide',
      },
      {
        id: 'pizzeria-phone-and-online',
        icon: 'Monitor',
        title: 'Commandes téléphoniques et en ligne',
        subtitle: 'Les clients réguliers servis en quelques secondes',
        description:
          'Retrouvez un client par son numéro de téléphone pour voir son adresse et sa dernière commande, puis répétez-la d’un seul toucher. Les commandes en ligne sans commission arrivent dans la même file, avec l’heure de livraison ou de cueillette.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Page de commande de pizza en ligne avec choix de tailles et de garnitures',
        bulletPoints: [
          { text: 'Recherche de client par numéro de téléphone avec historique des commandes', highlight: true },
          { text: 'Commande en ligne sans commission pour la livraison et la cueillette', highlight: false },
          { text: 'Zones de livraison avec leurs propres frais et minimums', highlight: false },
        ],
      },
      {
        id: 'pizzeria-delivery-dispatch',
        icon: 'Workflow',
        title: 'Répartition des livraisons',
        subtitle: 'Les bonnes commandes dans la bonne tournée',
        description:
          'Voyez toutes les livraisons en attente, regroupez les commandes qui vont dans la même direction et attribuez-les à un livreur. L’application des livreurs affiche les adresses et l’état des paiements, et le restaurant voit quand chaque tournée part et revient.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #D5EAE3\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Commandes de livraison regroupées en tournées de livreurs sur une carte',
        bulletPoints: [
          { text: 'Livraisons regroupées par trajet et attribuées d’un seul toucher', highlight: true },
          { text: 'Application des livreurs avec adresses et état des paiements', highlight: false },
          { text: 'Heures de départ et de retour pour chaque tournée', highlight: false },
        ],
        stat: '15-20 %',
        statDescription: 'de livraisons en plus par livreur et par heure',
      },
      {
        id: 'pizzeria-driver-cashup',
        icon: 'ClipboardList',
        title: 'Remise de caisse des livreurs',
        subtitle: 'Réglez les comptes des livreurs en quelques minutes',
        description:
          'À la fin d’un quart, les livraisons de chaque livreur, l’argent comptant perçu, les pourboires par carte et les frais de livraison sont totalisés automatiquement. Le gérant compte l’argent, confirme le montant dû et imprime un sommaire signé.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2\u00a0100%)',
        buttonText: 'Parlons-en',
        imageSrc: '/illustrations/receipt.svg',
        imageAlt:
          'Reçu de remise de caisse d’un livreur avec l’argent comptant, les pourboires et les frais de livraison',
        bulletPoints: [
          { text: 'Argent dû, pourboires et frais de livraison totalisés par livreur', highlight: true },
          { text: 'Rémunération des livreurs au kilométrage ou par livraison', highlight: false },
          { text: 'Sommaire imprimé pour chaque livreur', highlight: false },
        ],
        stat: '35-40 %',
        statDescription: 'de temps en moins pour la remise de caisse des livreurs',
      },
    ],
  },
  industrySection: {
    title: 'Tout ce dont une pizzeria a besoin',
    subtitle:
      'Les clients au comptoir, les commandes téléphoniques, les commandes en ligne et la livraison, gérés par un seul système.',
    features: [
      {
        heading: 'Prise de commande',
        description: 'Des commandes rapides et exactes, quel que soit le canal.',
        bulletPoints: [
          'Matrice à pizza avec garnitures moitié-moitié',
          'Recherche de l’appelant et nouvelle commande d’un seul toucher',
          'Commande en ligne sans commission',
        ],
      },
      {
        heading: 'Cuisine',
        description: 'La ligne d’assemblage et le four travaillent à partir des mêmes bons clairs.',
        bulletPoints: [
          'Garnitures affichées par moitié sur l’écran de cuisine',
          'Heures promises pour la livraison et la cueillette',
          'Étiquettes de boîtes imprimées avec le numéro de commande et le nom',
        ],
      },
      {
        heading: 'Livraison',
        description: 'Gardez vos livreurs sur la route et votre caisse équilibrée.',
        bulletPoints: [
          'Écran de répartition et application des livreurs',
          'Zones, frais et minimums de livraison',
          'Remise de caisse des livreurs à la fin de chaque quart',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'plus rapide pour répéter une commande grâce à la recherche de l’appelant' },
      { value: '50+', description: 'rapports, dont les livraisons par livreur et les ventes par zone' },
    ],
    ctaText: 'Obtenir une démo pour pizzeria',
    imageSrc: '/illustrations/delivery.svg',
    imageAlt: 'Trajets de livraison de pizzas entre le restaurant et les clients',
  },
  keyFeatures: {
    heading: 'Fonctionnalités clés pour les pizzerias',
    subheading: 'Des outils conçus autour de la pizza, du téléphone et de la livraison.',
    features: [
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Matrice à pizza',
        description: 'Tailles, croûtes et garnitures moitié-moitié facturées automatiquement.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Répartition des livraisons',
        description: 'Regroupez les commandes par trajet et attribuez les livreurs à partir d’un seul écran.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Remise de caisse des livreurs',
        description: 'Argent comptant, pourboires et frais totalisés pour chaque livreur à la fin du quart.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Commande en ligne',
        description: 'Des commandes de livraison et pour emporter sans commission sur votre propre site Web.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine',
        description: 'Garnitures par moitié, heures promises et numéros de commande pour la ligne d’assemblage.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Fidélisation et promotions',
        description: 'Des promos deux pour un le mardi et des points qui ramènent les familles chaque semaine.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Votre équipement techno pour pizzeria',
    subheading: 'Du comptoir à la voiture, chaque élément communique avec les autres.',
    items: [
      {
        image: '/illustrations/pos-15.svg',
        title: 'PDV de 15,6\u00a0pouces au comptoir',
        description: 'Un grand écran qui affiche toute la matrice à pizza sans défilement.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Écran de cuisine sur la ligne d’assemblage',
        description: 'Des écrans de 10, 15,6 ou 21,5\u00a0pouces, installés là où les pizzas sont garnies.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Application des livreurs',
        description: 'Adresses, état des paiements et tournées sur le téléphone de chaque livreur.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Comment la matrice à pizza calcule-t-elle le prix des pizzas moitié-moitié?',
        answer:
          'Vous choisissez comment les garnitures sur une moitié sont facturées : la moitié du prix de la garniture, le plein prix ou le prix de la moitié la plus chère pour les pizzas de spécialité. Le PDV applique la règle automatiquement pour chaque taille et chaque croûte.',
      },
      {
        question: 'Qu’est-ce que la remise de caisse des livreurs et comment fonctionne-t-elle?',
        answer:
          'La remise de caisse totalise les livraisons de chaque livreur à la fin d’un quart : l’argent comptant perçu, les pourboires par carte, les frais de livraison et toute rémunération du livreur. Le gérant confirme l’argent dû et imprime un sommaire en quelques minutes.',
      },
      {
        question: 'Puis-je définir des zones et des frais de livraison différents?',
        answer:
          'Oui. Tracez des zones de livraison avec leurs propres frais, montants minimums de commande et délais estimés. Les commandes en ligne et téléphoniques utilisent les mêmes zones.',
      },
      {
        question: 'Les clients qui appellent peuvent-ils recommander la même chose que la dernière fois?',
        answer:
          'Oui. Entrez le numéro de téléphone pour voir l’adresse, les notes et les commandes précédentes du client, puis répétez une commande d’un seul toucher et ajustez-la avant de l’envoyer en cuisine.',
      },
      {
        question: 'Les livreurs ont-ils besoin d’un matériel particulier?',
        answer:
          'Non. Les livreurs utilisent l’application des livreurs sur leur propre téléphone pour voir leurs tournées, les adresses et l’état des paiements. L’application des livreurs est offerte avec le forfait Plus et les forfaits supérieurs.',
      },
      {
        question: 'Puis-je prendre des commandes en ligne sans payer de commission?',
        answer:
          'Oui. La commande en ligne sans commission est incluse, et les commandes arrivent directement à l’écran de cuisine avec l’heure promise que vous fixez pour la livraison ou la cueillette.',
      },
    ],
  },
}
