import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('en')

export const restaurantPosSystem: ProductContent = {
  slug: 'restaurant-pos-system',
  name: 'Restaurant POS System',
  meta: {
    title: 'Restaurant POS System for Canadian Restaurants',
    description: `Cloud Android restaurant POS that keeps selling offline, backs up to the cloud and runs every location from one menu. Free for ${f.freeDays} days, with 24/7 support.`,
  },
  heroSection: {
    title: 'The restaurant POS that keeps up with your busiest night',
    description: `${site.brand} runs orders, tables, payments and staff on Android terminals made for restaurant counters. It keeps taking orders when the internet drops, backs everything up to the cloud and comes with real people on the phone 24/7. New restaurants pay no software fees for their first ${f.freeDays} days.`,
    buttonText: "Let's Connect",
    visual: 'station-order',
    mainImage: '/illustrations/hero-counter.svg',
    mainImageAlt: 'Restaurant counter with a dual-screen POS terminal, a kitchen display and a handheld terminal',
    backgroundText: 'POS',
    deviceTitle: 'Startup kit, ready on day one',
    deviceDescription:
      'A 15.6-inch POS terminal and a 10-inch customer display, shipped with your menu, taxes and staff already loaded.',
    deviceImage: '/illustrations/startup-kit.svg',
    deviceImageAlt: 'Startup kit: a 15.6-inch POS terminal beside a 10-inch customer display',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What restaurants across Canada report after moving their counter to ${site.brand}.`,
    stats: [
      { value: '30%', description: 'faster order entry with modifiers and combos on one screen' },
      {
        value: '20%',
        description: 'less time spent closing out, with tips and cash counted for you',
      },
      { value: '50+', description: 'built-in reports, from hourly sales to labour cost' },
      { value: '24/7', description: 'live support from people who know restaurant service' },
    ],
    bgColor: 'ink',
  },
  industrySection: {
    title: 'Set up for the way your restaurant serves',
    subtitle:
      'Counter service, a full dining room or a delivery-heavy pizzeria: one system, configured for your floor.',
    features: [
      {
        heading: 'Quick-service counters',
        description:
          'Combos, modifiers and order numbers on a single screen, with handhelds to take orders down the line when the rush hits.',
        bulletPoints: ['Combo and upsell prompts', 'Order-ready numbers', 'Line-busting on the Go handheld'],
      },
      {
        heading: 'Full-service dining rooms',
        description:
          'Table layouts, coursing and split bills by seat or by item, so servers spend their time on guests instead of the terminal.',
        bulletPoints: ['Table layout and transfers', 'Split bills by seat or item', 'Auto gratuity for large parties'],
      },
      {
        heading: 'Pizzerias and delivery',
        description:
          'The pizza matrix handles half-and-half toppings and priced sizes; delivery orders carry addresses, and driver cashup settles each run.',
        bulletPoints: [
          'Pizza matrix for half-and-half toppings',
          'Delivery zones and fees',
          'Driver cashup at end of shift',
        ],
      },
    ],
    stats: [
      { value: '35-40%', description: 'time saved per order in quick-service restaurants' },
      { value: '15-20%', description: 'more upselling with on-screen prompts' },
      { value: '10-15%', description: 'higher average ticket' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/station.svg',
    imageAlt: 'Dual-screen Station terminal showing the order screen to staff and the total to the guest',
  },
  scrollSection: {
    heroTitle: 'Everything your front of house needs, in one system',
    heroSubtitle:
      'From the first order of the morning to the last cash count at night, every part of service runs through the same screen.',
    sections: [
      {
        id: 'pos-offline-sync',
        icon: 'Zap',
        title: 'Keeps selling when the internet drops',
        subtitle: 'Offline sync and cloud backup',
        description:
          'Your terminals keep taking orders, sending tickets to the kitchen and accepting card payments during an outage. When the connection comes back, everything syncs on its own, and your menu, sales and staff records are backed up to the cloud.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/offline-sync.svg',
        imageAlt: 'POS terminal continuing to take orders with the internet connection offline',
        bulletPoints: [
          { text: 'Orders, tickets and payments keep flowing offline', highlight: true },
          { text: 'Automatic sync the moment the connection returns', highlight: false },
          { text: 'Continuous cloud backup of menus, sales and staff data', highlight: false },
          { text: 'A replacement terminal restored in minutes', highlight: false },
        ],
        stat: '99.9%',
        statDescription: 'cloud uptime',
      },
      {
        id: 'pos-multi-location-menus',
        icon: 'LayoutDashboard',
        title: 'One menu, every location',
        subtitle: 'Multi-location menus and inventory',
        description:
          'Build your menu once and push it to every store, with prices, taxes and items that differ by location where they need to. Inventory counts drop with every sale, so you know what to reorder before the walk-in runs dry.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Map with several restaurant locations sharing one menu',
        bulletPoints: [
          { text: 'Price changes pushed to all stores at once', highlight: true },
          { text: 'Location-specific items, taxes and hours', highlight: false },
          { text: 'Pizza matrix for half-and-half toppings', highlight: false },
          { text: 'Ingredient-level inventory with low-stock alerts', highlight: false },
        ],
      },
      {
        id: 'pos-split-tips-cash',
        icon: 'Users',
        title: 'Bills, tips and cash that add up',
        subtitle: 'Split bills, tip pooling and driver cashup',
        description:
          'Split a table by seat, by item or evenly in a few taps. Tips are pooled by hours worked or by role and calculated at close, delivery drivers cash up against their own runs, and an optional credit surcharge can be added where provincial rules allow it.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'A table’s bill split three ways, one for each guest',
        bulletPoints: [
          { text: 'Split bills by seat, item or even amount', highlight: false },
          { text: 'Tip pooling by hours or role, calculated at close', highlight: true },
          { text: 'Driver cashup for every delivery shift', highlight: false },
          { text: 'Optional credit surcharge shown clearly on the receipt', highlight: false },
        ],
        stat: '20%',
        statDescription: 'less time spent closing out',
      },
      {
        id: 'pos-delivery-integration',
        icon: 'Globe',
        title: 'Delivery apps in the same queue',
        subtitle: 'Third-party delivery integration',
        description:
          'Orders from the delivery apps land in the POS and on the kitchen screen like any other order. No extra tablets on the counter, no re-keying, and your menu and item availability stay in sync with every partner.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Delivery orders from third-party apps arriving in the POS',
        bulletPoints: [
          { text: 'Delivery orders routed straight to the kitchen', highlight: true },
          { text: 'Menu and sold-out items synced to each partner', highlight: false },
          { text: 'Sales by channel in your reports', highlight: false },
        ],
        stat: '200+',
        statDescription: 'delivery, payment and software partners',
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of the POS',
    subheading: 'The tools owners and managers use every shift, included in the software.',
    features: [
      {
        image: '/illustrations/menu-board.svg',
        title: 'Menu builder',
        description:
          'Modifiers, combos, time-based pricing and the pizza matrix, edited from any browser and live on every terminal in seconds.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Tables and split bills',
        description:
          'Floor plans, table transfers, coursing and bills split by seat, item or amount without voiding anything.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventory tracking',
        description:
          'Recipes deduct ingredients as you sell, with low-stock alerts and counts you can do from a tablet in the walk-in.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Staff, tips and permissions',
        description: 'Clock-in, roles and manager approvals, with tip pooling worked out at the end of each shift.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'QR and contactless payment',
        description:
          'Guests tap a card or phone, or scan the QR code on their bill to pay and tip from their own phone.',
      },
      {
        image: '/illustrations/reports.svg',
        title: '50+ built-in reports',
        description: 'Sales, product mix, labour, tips, taxes and discounts, ready at close and on the owner app.',
      },
    ],
  },
  blackCardSection: {
    heading: 'The technology behind the counter',
    subheading: 'The parts you should never have to think about during service.',
    items: [
      {
        image: '/illustrations/security.svg',
        title: 'Secure by design',
        description:
          'PCI-compliant card payments, encrypted data and staff permissions that decide who can void, refund or discount.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Cloud backup',
        description:
          'Menus, sales and settings are backed up continuously, so a dropped or stolen terminal never means lost data.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Support around the clock',
        description: 'Call or email 24/7, 365 days a year. Remote setup, menu import and staff training are included.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Does the POS work without an internet connection?',
        answer:
          'Yes. Terminals keep taking orders, printing or sending tickets to the kitchen and accepting card payments while offline. Everything syncs automatically when the connection returns, and your data is backed up to the cloud.',
      },
      {
        question: `How does the "Free for ${f.freeDays} days" offer work?`,
        answer: `New restaurants pay no software fees for their first ${f.freeDays} days. Hardware and payment processing are set out separately in your quote, and your specialist confirms the terms in writing before you sign anything.`,
      },
      {
        question: 'What hardware do I need to get started?',
        answer: `Most restaurants start with our startup kit: a 15.6-inch POS terminal and a 10-inch customer display. You can add the dual-screen Station, the 11-inch Tab, the 6.5-inch Go handheld and kitchen displays as you grow. On the Plus plan you receive a software credit of up to ${f.hardwareCredit} towards hardware.`,
      },
      {
        question: 'Can I manage several locations from one account?',
        answer:
          'Yes. Menus, prices, taxes and staff can be managed centrally and pushed to every location, with local overrides where a store needs its own items or hours. Reports can be viewed per location or combined. Groups that need administration across brands and regions get it on the Enterprise plan.',
      },
      {
        question: 'Does it connect to delivery apps and other tools?',
        answer:
          'Yes. We work with 200+ partners, including third-party delivery services, payment providers and accounting software. Delivery orders go straight to the POS and kitchen screens, with no separate tablets to watch.',
      },
      {
        question: 'What kind of support is included?',
        answer:
          'Live support by phone and email, 24/7, 365 days a year, on every plan. Remote setup, menu import and staff training are part of onboarding (on-site installation is an option in the quote), and the Plus plan adds priority support.',
      },
    ],
  },
}
