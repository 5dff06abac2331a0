import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('en')

export const mobileOrdering: ProductContent = {
  slug: 'mobile-ordering',
  name: 'Branded Mobile App',
  meta: {
    title: 'Branded Mobile Ordering App for Restaurants',
    description: `Your own ordering app on the App Store and Google Play, with your name and menu. Reorders, loyalty, push offers and no commission, from ${f.addOn('mobile-app')} a month.`,
  },
  heroSection: {
    title: "Your restaurant's own app, on your guests' phones",
    description: `Regulars should not have to find you inside a delivery app. ${site.brand} builds an ordering app under your restaurant's name, connected to your POS menu, loyalty and gift cards, so your best guests can reorder their usual in two taps.`,
    buttonText: "Let's Connect",
    visual: 'phone-app',
    mainImage: '/illustrations/phone-app.svg',
    mainImageAlt: 'Phone showing a restaurant-branded ordering app with a reorder button',
    backgroundText: 'APP',
    deviceTitle: `A ${f.addOn('mobile-app')}/month add-on`,
    deviceDescription:
      'Mobile app ordering is an add-on to the Plus plan, with design, store listings and updates included.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Guests who install your app order differently from guests who find you on a marketplace.',
    stats: [
      {
        value: '2x',
        description: 'more frequent orders from app users than from first-time web guests',
      },
      {
        value: '20%',
        description: 'higher average order from saved favourites and add-on prompts',
      },
      { value: '0%', description: 'commission on app orders' },
      { value: '150+', description: 'restaurants already running their own branded app' },
    ],
    bgColor: 'ember',
  },
  scrollSection: {
    heroTitle: 'An app that belongs to your restaurant',
    heroSubtitle: 'Your name on the home screen, your offers in their notifications.',
    sections: [
      {
        id: 'mobile-app-your-brand',
        icon: 'Heart',
        title: 'Your name, your colours, your app',
        subtitle: 'Published under your brand',
        description:
          "We design the app with your logo, colours and photos and publish it on the App Store and Google Play under your restaurant's name. Guests search for you, not for a marketplace.",
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-app.svg',
        imageAlt: 'Branded restaurant app on a phone home screen',
        bulletPoints: [
          { text: 'Listed on the App Store and Google Play', highlight: true },
          { text: 'Your logo, colours and photos', highlight: false },
          { text: 'Store updates handled by our team', highlight: false },
        ],
      },
      {
        id: 'mobile-app-reorder',
        icon: 'Zap',
        title: 'The usual, in two taps',
        subtitle: 'Saved favourites and fast checkout',
        description:
          'Guests save their favourite orders and cards, so a weekday lunch takes seconds to order. The order goes straight to the POS and kitchen screens, timed for pickup or delivery.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Saved favourite order ready to reorder',
        bulletPoints: [
          { text: 'One-tap reorder of past orders', highlight: true },
          { text: 'Saved cards and mobile wallets', highlight: false },
          { text: 'Pickup, delivery and curbside options', highlight: false },
        ],
        stat: '2x',
        statDescription: 'more frequent orders',
      },
      {
        id: 'mobile-app-rewards-offers',
        icon: 'Users',
        title: 'Rewards and offers in their pocket',
        subtitle: 'Loyalty, gift cards and push notifications',
        description:
          'Guests see their points, redeem rewards, check gift card balances and receive your offers as push notifications. A quiet Tuesday can get a nudge before the lunch hour.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Loyalty points and a reward shown in the restaurant app',
        bulletPoints: [
          { text: 'Loyalty points earned on every order', highlight: false },
          { text: 'Push offers to guests who opted in', highlight: true },
          { text: 'Digital gift cards with balance checks', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of the branded app',
    subheading: 'Everything guests expect from a good ordering app, connected to your POS.',
    features: [
      {
        image: '/illustrations/phone-app.svg',
        title: 'Your branded app',
        description: "Published on the App Store and Google Play under your restaurant's name.",
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Live menu',
        description: 'Items, prices and sold-out status come straight from the POS, for every location.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Built-in loyalty',
        description: 'Guests earn and redeem points in the app, in store and online.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Digital gift cards',
        description: 'Buy, send and redeem gift cards, and check the balance any time.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'Contactless payment',
        description: 'Saved cards, Apple Pay and Google Pay for a checkout that takes seconds.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Pickup and delivery',
        description: 'Scheduled pickup, curbside and your own delivery zones, with no commission.',
      },
    ],
  },
  blackCardSection: {
    heading: 'What is included',
    subheading: 'One monthly add-on price, with no per-order fees.',
    items: [
      {
        image: '/illustrations/phone-app.svg',
        title: 'Design and launch',
        description: 'App design, store listings and submission to Apple and Google, done for you.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Connected to your POS',
        description: 'Menu, orders, loyalty and gift cards share the same data as the counter.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Updates and support',
        description: 'New OS versions and store requirements handled by us, with 24/7 support.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'How much does the branded app cost?',
        answer: `Mobile app ordering is a ${f.addOn('mobile-app')} per month add-on (CAD) to the Plus plan. There is no commission on orders placed through the app; standard card processing applies to payments.`,
      },
      {
        question: "Will the app really carry my restaurant's name?",
        answer:
          'Yes. The app is published on the App Store and Google Play with your name, logo and colours. Guests find it by searching for your restaurant.',
      },
      {
        question: 'How long does it take to launch?',
        answer:
          'Usually three to four weeks from the design call, including Apple and Google review. Your menu is already in the POS, so there is nothing to re-enter.',
      },
      {
        question: 'Does the app work with loyalty and gift cards?',
        answer:
          'Yes. Guests earn and redeem loyalty points and use or check gift cards in the app, and the same balances work in store and on your website.',
      },
      {
        question: 'Can I send push notifications?',
        answer:
          'Yes, to guests who allowed notifications. You can send offers to everyone or to groups such as guests who have not ordered in 30 days.',
      },
    ],
  },
}
