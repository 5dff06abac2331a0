import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('en')

export const loyaltyPromotion: ProductContent = {
  slug: 'loyalty-promotion',
  name: 'Loyalty & Promotion',
  meta: {
    title: 'Restaurant Loyalty Program and Promotions',
    description: `Points, rewards and targeted offers that bring guests back, in store and online. Email and SMS marketing included, as a ${f.addOn('loyalty')}/month add-on to your POS.`,
  },
  heroSection: {
    title: "Bring guests back with rewards they'll actually use",
    description: `${site.brand} loyalty runs inside your POS, so guests earn points with a phone number at the counter, on your website or in your app. No cards to print, no separate tablet, and email and SMS campaigns that go to the guests most likely to return.`,
    buttonText: "Let's Connect",
    visual: 'tab-loyalty',
    mainImage: '/illustrations/phone-loyalty.svg',
    mainImageAlt: 'Phone showing loyalty points and a free coffee reward',
    backgroundText: 'LOYALTY',
    deviceTitle: `${f.addOn('loyalty')}/month, email and SMS included`,
    deviceDescription:
      'Loyalty is an add-on to the Plus plan. Email and SMS marketing are part of the price, not extra credits.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Regulars are the most profitable guests you have. Here is what a program does for them.',
    stats: [
      { value: '2x', description: 'visit frequency for members compared with non-members' },
      { value: '20%', description: 'higher average bill on member visits' },
      { value: '25-35%', description: 'better guest retention in quick-service restaurants' },
      { value: f.addOn('loyalty'), description: 'a month, with email and SMS marketing included' },
    ],
    bgColor: 'sand',
  },
  industrySection: {
    title: 'A program that fits your regulars',
    subtitle: 'The right reward looks different at a café, a burger counter and a bistro.',
    features: [
      {
        heading: 'Cafés and bakeries',
        description:
          'Visit-based rewards such as a free coffee after nine, tracked by phone number so nobody loses a punch card again.',
        bulletPoints: ['Rewards per visit or per item', 'Phone number sign-up at the till', 'Birthday treats'],
      },
      {
        heading: 'Quick-service and fast casual',
        description:
          'Points per dollar, redeemed for menu items, plus limited-time offers that fill the slow hours between lunch and dinner.',
        bulletPoints: ['Points per dollar spent', 'Happy-hour and off-peak offers', 'Earn online and in store'],
      },
      {
        heading: 'Full-service and casual dining',
        description:
          'Recognize regulars when the server opens their table, and reach lapsed guests with an offer before they settle on another restaurant.',
        bulletPoints: ['Guest history on the POS', 'Win-back campaigns', 'Anniversary and birthday offers'],
      },
    ],
    stats: [
      { value: '25-35%', description: 'better retention in quick-service restaurants' },
      { value: '2x', description: 'visit frequency for loyalty members' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/dish-coffee.svg',
    imageAlt: 'Cup of coffee earned as a loyalty reward',
  },
  scrollSection: {
    heroTitle: 'Loyalty that runs itself',
    heroSubtitle: 'Set it up once; the POS does the counting and the campaigns do the reminding.',
    sections: [
      {
        id: 'loyalty-points-rewards',
        icon: 'Heart',
        title: 'Points and rewards without plastic',
        subtitle: 'Built into the POS',
        description:
          'Guests join with a phone number at the counter, on your website or in your app. Points are added with every order and rewards are redeemed on the same screen as the payment.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Loyalty points balance on a phone',
        bulletPoints: [
          { text: 'Sign up with a phone number in seconds', highlight: true },
          { text: 'Points per dollar, per visit or per item', highlight: false },
          { text: 'Earn and redeem in store and online', highlight: false },
        ],
        stat: '2x',
        statDescription: 'visit frequency for members',
      },
      {
        id: 'loyalty-email-sms',
        icon: 'Users',
        title: 'Email and SMS that reach the right guests',
        subtitle: 'Marketing campaigns included',
        description:
          "Send a campaign to guests who have not visited in 30 days, who always order the same dish or who live near a new location. Consent is recorded at sign-up and every message carries an unsubscribe link, as Canada's anti-spam law requires.",
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/avatar-3.svg',
        imageAlt: 'Portrait of a regular guest receiving an offer',
        bulletPoints: [
          { text: 'Email and SMS included in the monthly price', highlight: true },
          { text: 'Segments by visits, spend and favourite items', highlight: false },
          { text: 'CASL-ready consent and unsubscribe', highlight: false },
        ],
      },
      {
        id: 'loyalty-promotions',
        icon: 'TrendingUp',
        title: 'Promotions that fill quiet hours',
        subtitle: 'Discounts, happy hours and limited-time offers',
        description:
          'Schedule a two-for-one on Mondays, a 3 p.m. to 5 p.m. snack menu or a new-location launch offer. Promotions apply automatically at the POS and online, with start and end dates so nothing runs longer than planned.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Menu board showing a happy-hour promotion',
        bulletPoints: [
          { text: 'Scheduled promotions by day and hour', highlight: false },
          { text: 'Applied automatically at the POS and online', highlight: true },
          { text: 'Limits per guest and per location', highlight: false },
        ],
      },
      {
        id: 'loyalty-results',
        icon: 'BarChart3',
        title: 'See what every campaign earned',
        subtitle: 'Loyalty and promotion reports',
        description:
          'Each campaign reports how many guests came back, what they spent and what the discount cost you, so you keep the offers that pay and drop the ones that do not.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/dashboard.svg',
        imageAlt: 'Dashboard comparing campaign revenue and discount cost',
        bulletPoints: [
          { text: 'Return visits and revenue per campaign', highlight: true },
          { text: 'Discount cost against sales generated', highlight: false },
          { text: 'Member and non-member average bill', highlight: false },
        ],
        stat: '20%',
        statDescription: 'higher average bill on member visits',
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of loyalty and promotions',
    subheading: 'A full program, run from the same system as your menu and payments.',
    features: [
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Points and rewards',
        description: 'Choose points per dollar, per visit or per item, and rewards from your own menu.',
      },
      {
        image: '/illustrations/avatar-1.svg',
        title: 'Guest profiles',
        description: 'Visits, spend and favourite items for each member, visible to staff at the POS.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Email and SMS campaigns',
        description: 'Targeted campaigns included in the monthly price, with consent tracked for you.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Scheduled promotions',
        description: 'Happy hours, combo deals and limited-time offers that start and stop on their own.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Works with gift cards',
        description: 'Members can earn points on gift card purchases and pay with gift cards.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Campaign reports',
        description: 'Return visits, revenue and discount cost for every program and campaign.',
      },
    ],
  },
  blackCardSection: {
    heading: 'One guest, every channel',
    subheading: 'The same points balance at the counter, on your website and in your app.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'In store',
        description: 'Staff look members up by phone number and apply rewards during payment.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Online',
        description: 'Guests sign in at checkout on your web ordering page to earn and redeem.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'In your app',
        description: 'Members see their points and offers in your branded app, with push reminders.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'How much does loyalty cost?',
        answer: `Loyalty is a ${f.addOn('loyalty')} per month add-on (CAD) to the Plus plan. Email and SMS marketing are included in that price.`,
      },
      {
        question: 'Do guests need to download an app?',
        answer:
          'No. Guests join and earn with their phone number at the counter or online. If you also have a branded app, their points show there too.',
      },
      {
        question: 'Is your email and SMS marketing CASL compliant?',
        answer:
          "Consent is recorded when a guest signs up, every message includes an unsubscribe option and opt-outs are applied automatically, which covers the main requirements of Canada's anti-spam legislation.",
      },
      {
        question: 'Can I run promotions without a loyalty program?',
        answer:
          'Yes. Discounts, happy hours and combo offers can be set up in the POS on any plan. The loyalty add-on adds member rewards, guest profiles and email and SMS campaigns.',
      },
      {
        question: 'Does loyalty work across several locations?',
        answer:
          'Yes. Members earn and redeem at every location, and you can also run an offer at a single location, for example to launch a new store.',
      },
      {
        question: 'Does it work with gift cards?',
        answer:
          'Yes. Gift cards and loyalty share the same guest profile, so members can earn points when they buy gift cards and pay with a gift card at the counter or online.',
      },
    ],
  },
}
