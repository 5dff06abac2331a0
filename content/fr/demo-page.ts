import type { DemoPageContent } from '../demo-page'
import { site } from '../site'

export const demoPage: DemoPageContent = {
  nextHeading: 'Et ensuite?',
  steps: [
    {
      title: 'Vous choisissez le moment, nous vous appelons',
      text: 'Après l’envoi du formulaire, choisissez un moment qui vous convient\u00a0: un spécialiste de nos produits, pas un centre d’appels, vous appelle alors pour connaître votre restaurant.',
    },
    {
      title: 'Une démo de 15\u00a0minutes avec votre menu',
      text: 'Nous vous appelons et partageons notre écran\u00a0: nous chargeons quelques-uns de vos plats et parcourons un vrai service. Une visite à votre restaurant peut suivre.',
    },
    {
      title: 'Une soumission claire, sans engagement',
      text: 'Le logiciel et le matériel chiffrés par écrit, avec les taxes de votre province, pour comparer avant de décider.',
    },
  ],
  callHeading: 'Vous préférez en parler tout de suite?',
  callText: 'Notre ligne téléphonique est ouverte 24/7, 365\u00a0jours par année.',
  customersHeading: `Des restaurants partout au Canada roulent avec ${site.brand}`,
  quotes: [
    {
      text: 'Nos temps de service ont baissé d’un tiers.',
      name: 'Mei Lin Chow',
      restaurant: 'Harbour Noodle Co., Halifax',
    },
    {
      text: 'En faisant passer nos commandes en ligne sur notre propre site de commande, on a économisé plus que le coût du système au complet.',
      name: 'Marco Bellini',
      restaurant: 'North Slice Pizza, Winnipeg',
    },
  ],
}
