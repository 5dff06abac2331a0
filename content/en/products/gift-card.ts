import type { ProductContent } from '../../types'
import { site } from '../../site'

export const giftCard: ProductContent = {
  slug: 'gift-card',
  name: 'Gift Card',
  meta: {
    title: 'Restaurant Gift Cards: Physical and Digital',
    description:
      'Sell physical and digital gift cards in store and online. Guests check balances any time, and cards work with your loyalty program at every location.',
  },
  heroSection: {
    title: 'Gift cards that sell in store and online, all year',
    description: `Sell branded plastic cards at the counter and digital gift cards on your website, all from ${site.brand}. Every card is tracked in the POS, guests can check their balance whenever they like, and redemptions count towards loyalty rewards.`,
    buttonText: "Let's Connect",
    visual: 'tab-gift-card',
    mainImage: '/illustrations/gift-card.svg',
    mainImageAlt: 'Branded restaurant gift card with a balance shown on screen',
    backgroundText: 'GIFT',
    deviceTitle: 'Physical and digital',
    deviceDescription: 'Plastic cards for the counter, digital cards sent by email or text for last-minute gifts.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Gift cards bring in cash today and new guests tomorrow.',
    stats: [
      {
        value: '20%',
        description: 'average spend above the card value when a gift card is redeemed',
      },
      { value: '24/7', description: 'digital gift card sales from your website' },
      { value: '2', description: 'formats: physical cards and digital cards' },
      { value: '1', description: 'balance that works in store, online and at every location' },
    ],
    bgColor: 'white',
  },
  industrySection: {
    title: 'Gift cards for every kind of restaurant',
    subtitle: 'From a neighbourhood café to a group of dining rooms.',
    features: [
      {
        heading: 'Cafés and bakeries',
        description:
          'Reloadable cards that regulars top up every month, and small-value cards that sell by the till as teacher and thank-you gifts.',
        bulletPoints: ['Reloadable balances', 'Cards displayed at the till', 'Earn loyalty on top-ups'],
      },
      {
        heading: 'Full-service and fine dining',
        description:
          "Holiday and Mother's Day sales that fill your slowest months, with digital cards delivered on the day the buyer chooses.",
        bulletPoints: ['Scheduled digital delivery', 'Custom amounts', 'Corporate bulk orders'],
      },
      {
        heading: 'Restaurant groups',
        description: 'One card accepted at every location, with the liability and redemptions reported by store.',
        bulletPoints: ['Valid at all locations', 'Redemptions by location', 'Outstanding balance report'],
      },
    ],
    stats: [
      { value: '20%', description: 'average spend above the card value' },
      { value: '24/7', description: 'online gift card sales' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/dish-fine.svg',
    imageAlt: 'Plated fine dining dish for a gift card dinner',
  },
  scrollSection: {
    heroTitle: 'Sell, send and redeem, from one system',
    heroSubtitle: 'Gift cards that live in your POS, not in a separate program.',
    sections: [
      {
        id: 'gift-card-physical-digital',
        icon: 'CreditCard',
        title: 'Physical cards at the counter',
        subtitle: 'Sold and activated at the POS',
        description:
          'Swipe or scan a card, enter the amount and take payment in one step. Cards can carry your own design and are activated only when paid for, so a card taken from the display is worth nothing until it is sold.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/gift-card.svg',
        imageAlt: 'Physical gift card being activated at the counter',
        bulletPoints: [
          { text: 'Sold and activated in one step', highlight: true },
          { text: 'Your own card design', highlight: false },
          { text: 'Reload at any visit', highlight: false },
        ],
      },
      {
        id: 'gift-card-online',
        icon: 'Globe',
        title: 'Digital gift cards, sold online',
        subtitle: 'From your website and app',
        description:
          'Guests buy a digital gift card on your website or in your app, add a message and send it by email or text, now or on a date they choose. The recipient can redeem it in store or when ordering online.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Website page for buying a digital gift card',
        bulletPoints: [
          { text: 'Sent by email or text on a chosen date', highlight: true },
          { text: 'Personal message with each card', highlight: false },
          { text: 'Redeem in store or online', highlight: false },
        ],
        stat: '24/7',
        statDescription: 'online gift card sales',
      },
      {
        id: 'gift-card-balance',
        icon: 'LayoutDashboard',
        title: 'Balances anyone can check',
        subtitle: 'Balance checks and liability reporting',
        description:
          'Guests check a balance on your website, in your app or at the counter. You see cards sold, redeemed and still outstanding, by location, ready for your accountant at year end.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Report of gift cards sold, redeemed and outstanding',
        bulletPoints: [
          { text: 'Balance check online, in the app or in store', highlight: false },
          { text: 'Outstanding balance report by location', highlight: true },
          { text: 'Full history for every card', highlight: false },
        ],
      },
      {
        id: 'gift-card-loyalty',
        icon: 'Heart',
        title: 'Gift cards that grow your regulars',
        subtitle: 'Connected to loyalty',
        description:
          'Gift cards and loyalty share the same guest profile. Buyers earn points on the card they buy, and first-time guests who redeem a card are invited to join your program.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Loyalty points earned on a gift card purchase',
        bulletPoints: [
          { text: 'Points earned on gift card purchases', highlight: false },
          { text: 'New guests invited to loyalty at redemption', highlight: true },
          { text: 'One profile for cards, points and orders', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of gift cards',
    subheading: 'A complete gift card program, run from the POS you already use.',
    features: [
      {
        image: '/illustrations/gift-card.svg',
        title: 'Physical gift cards',
        description: 'Branded cards activated at the POS when paid for, and reloadable at any visit.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Digital gift cards',
        description: "Sold on your website and app, delivered by email or text on the buyer's chosen date.",
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Redeem online',
        description: 'Guests pay with a gift card on your web ordering page and in your app.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Balance checks',
        description: 'Guests check balances themselves; staff see the full history of each card.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Works with loyalty',
        description: 'One guest profile for gift cards and points, in store and online.',
      },
      {
        image: '/illustrations/multi-location.svg',
        title: 'Every location',
        description: 'Cards work across your locations, with sales and redemptions reported per store.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Built into the rest of your restaurant',
    subheading: 'No separate gift card terminal, no second login.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'At the POS',
        description: 'Sell, reload and redeem on the same screen as every other payment.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Protected balances',
        description: 'Cards activate only when paid for, and lost registered cards can be frozen and replaced.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Clear reporting',
        description: 'Sold, redeemed and outstanding balances by location, ready for year end.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can I sell both physical and digital gift cards?',
        answer:
          'Yes. Physical cards are sold and activated at the POS; digital cards are sold on your website and in your branded app and delivered by email or text.',
      },
      {
        question: 'How do guests check their balance?',
        answer:
          'On your website, in your app or by asking at the counter. Balances update as soon as a card is used, in store or online.',
      },
      {
        question: 'Do gift cards work with loyalty?',
        answer:
          'Yes. Gift cards and loyalty share one guest profile, so buyers can earn points on gift card purchases and members can pay with a gift card.',
      },
      {
        question: 'Can a card be used at all my locations?',
        answer:
          'Yes, by default. Each redemption is recorded against the location where it happened, and you can limit a card to specific locations if you need to.',
      },
      {
        question: 'Do the gift cards expire?',
        answer:
          'We set cards up without an expiry date or dormancy fees, which is what provincial rules in places such as Ontario, British Columbia and Quebec require for most gift cards.',
      },
      {
        question: 'Can I order custom-designed cards?',
        answer:
          'Yes. We can print plastic cards with your own artwork, and digital cards use your logo and colours. Ask during your demo for current printing options.',
      },
    ],
  },
}
