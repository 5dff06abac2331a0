import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fastCasualRestaurant: CategoryContent = {
  slug: 'fast-casual-restaurant',
  name: 'Fast Casual Restaurant',
  meta: {
    title: 'Fast Casual POS for Build-Your-Own Menus',
    description:
      'Fast ordering for build-your-own bowls, wraps and salads at the counter, online and by QR code, with a make-line kitchen display. Cloud POS for fast casual.',
  },
  heroSection: {
    title: 'Build-your-own menus, served fast',
    description: `Guests want to choose their base, protein and toppings without holding up the line. ${site.brand} makes custom orders quick to ring in, easy to read on the make line and simple to reorder online.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/fast-casual-restaurant.svg',
    mainImageAlt:
      'A fast-casual assembly line of ingredients under a sneeze guard, a bowl being built and the POS at the end of the line',
    deviceImage: '/illustrations/station.svg',
    deviceImageAlt: 'Station dual-screen terminal with a customer-facing screen showing a bowl order',
    deviceTitle: 'Station at the counter',
    deviceDescription:
      'The customer-facing screen shows each topping as it is added, so guests catch mistakes before they pay.',
    backgroundText: 'FRESH',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What fast casual operators typically measure after switching to ${site.brand}.`,
    bgColor: 'ember',
    stats: [
      {
        value: '25-30%',
        description: 'shorter wait at the counter with step-by-step builders for bowls and wraps',
      },
      {
        value: '20-22%',
        description: 'more paid add-ons, such as extra protein and premium toppings, from on-screen prompts',
      },
      {
        value: '18-20%',
        description: 'higher online order value when guests save and repeat their favourite builds',
      },
      {
        value: '22-25%',
        description: 'more repeat visits from guests who earn points on every channel',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Fast at the counter, accurate on the make line',
    heroSubtitle: 'Custom orders flow from every channel to the people who build them, without confusion.',
    sections: [
      {
        id: 'fast-casual-order-builder',
        icon: 'Zap',
        title: 'Step-by-step order builder',
        subtitle: 'Base, protein, toppings, done',
        description:
          'Cashiers follow the same steps as the make line: pick a base, a protein, toppings and a sauce. Required choices and limits keep every order complete, and extras are priced automatically.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/station.svg',
        imageAlt: 'Counter terminal showing a bowl builder with topping choices',
        bulletPoints: [
          { text: 'Required and optional choices with topping limits', highlight: true },
          { text: 'Extra protein and premium toppings priced automatically', highlight: false },
          { text: 'Customer-facing screen confirms every choice', highlight: false },
        ],
        stat: '25-30%',
        statDescription: 'shorter counter wait',
      },
      {
        id: 'fast-casual-make-line',
        icon: 'Utensils',
        title: 'Make-line kitchen display',
        subtitle: 'Tickets laid out the way food is built',
        description:
          'Each ticket lists ingredients in make-line order, so staff build left to right without reading twice. Online and in-store orders share one screen, with pickup times shown on every ticket.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Kitchen display listing bowl ingredients in make-line order',
        bulletPoints: [
          { text: 'Ingredients listed in make-line order', highlight: true },
          { text: 'Online orders released at the right time for pickup', highlight: false },
          { text: 'Allergy flags in a colour the line cannot miss', highlight: false },
        ],
      },
      {
        id: 'fast-casual-digital-ordering',
        icon: 'Smile',
        title: 'Online and QR ordering',
        subtitle: 'Reorder a favourite in two taps',
        description:
          'Guests order ahead from your commission-free website or your own branded app, or scan a QR code at the table. Saved builds make the weekly lunch order quick, and every order earns loyalty points.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #D5EAE3 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-app.svg',
        imageAlt: 'Branded ordering app with a saved bowl ready to reorder',
        bulletPoints: [
          { text: 'Saved builds for one-tap reorders', highlight: true },
          { text: 'Commission-free web ordering with pickup slots', highlight: false },
          { text: 'QR code ordering for dine-in guests', highlight: false },
        ],
        stat: '18-20%',
        statDescription: 'higher online order value',
      },
      {
        id: 'fast-casual-menu-insights',
        icon: 'BarChart3',
        title: 'Ingredient and menu insights',
        subtitle: 'Know which builds make money',
        description:
          'See which bases, proteins and toppings sell, track ingredient use against sales and set par levels before Friday. Menu changes go to every channel and location at once.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Inventory levels for bowl ingredients with low-stock alerts',
        bulletPoints: [
          { text: 'Topping and modifier sales reports', highlight: true },
          { text: 'Ingredient-level inventory with low-stock alerts', highlight: false },
          { text: 'Menu changes pushed to every location', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Made for fast casual restaurants',
    subtitle: 'Counter speed with the menu flexibility your guests expect.',
    features: [
      {
        heading: 'Custom orders without slowdowns',
        description: 'Build complex orders quickly and send them to the line clearly.',
        bulletPoints: [
          'Step-by-step builders with topping limits',
          'Customer-facing display to confirm each order',
          'Make-line layout on the kitchen display',
        ],
      },
      {
        heading: 'Digital channels',
        description: 'Meet guests wherever they order, at no commission.',
        bulletPoints: [
          'Commission-free web ordering',
          'Branded mobile app with saved builds',
          'QR code ordering and payment at the table',
        ],
      },
      {
        heading: 'Inventory and cost control',
        description: 'Keep food cost in check as you add locations.',
        bulletPoints: [
          'Ingredient-level inventory tracking',
          'Automatic sold-out across all channels',
          'Food cost by menu item',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'faster entry of build-your-own orders compared with free-text notes' },
      { value: '150+', description: 'fast casual locations taking orders on every channel' },
    ],
    ctaText: 'Get a Fast Casual Demo',
    imageSrc: '/illustrations/browser-ordering.svg',
    imageAlt: 'Web ordering page with a build-your-own bowl menu',
  },
  keyFeatures: {
    heading: 'Key features for fast casual',
    subheading: 'Everything you need to serve custom orders quickly on every channel.',
    features: [
      {
        image: '/illustrations/station.svg',
        title: 'Order builder',
        description: 'Guided steps for bases, proteins and toppings, with extras priced automatically.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Make-line display',
        description: 'Tickets in build order with pickup times and allergy flags.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Web ordering',
        description: 'Commission-free ordering from your own website, with scheduled pickups.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'QR ordering',
        description: 'Guests scan, order and pay from their table without waiting in line.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Loyalty across channels',
        description: 'Points earned the same way in store, online and in the app.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Ingredient inventory',
        description: 'Track toppings and proteins against sales and get alerts before you run out.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your fast casual tech stack',
    subheading: 'The pieces that connect your counter, your line and your guests’ phones.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station at the counter',
        description: 'A 15.6-inch staff screen plus a customer-facing screen to confirm every build.',
      },
      {
        image: '/illustrations/kiosk.svg',
        title: 'Self-order kiosk',
        description: 'Let guests build their own bowl and pay, with upsells on every step.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Connected apps',
        description: 'Delivery, accounting and payroll connected to the POS, so data is entered once.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can I set limits on toppings and charge for extras?',
        answer:
          'Yes. Each step of a build can have minimum and maximum choices, included items and priced extras. Double protein or a premium topping is added at the price you set.',
      },
      {
        question: 'How do online orders reach the make line?',
        answer:
          'Online orders go to the same kitchen display as counter orders and are released in time for the pickup slot the guest chose, so food is fresh when they arrive.',
      },
      {
        question: 'Can guests save their favourite build?',
        answer:
          'Yes. In your branded app and on web ordering, guests can save a build and reorder it in two taps. Their loyalty points are added automatically.',
      },
      {
        question: 'Do you support QR code ordering at the table?',
        answer:
          'Yes. Print a QR code for each table; guests scan it, order and pay from their phone, and the ticket goes to the make line with the table number.',
      },
      {
        question: 'Can I manage menus for several locations?',
        answer:
          'Yes. Build the menu once, then set location-specific prices, items and hours. Changes reach every counter, kiosk and online menu at the same time.',
      },
    ],
  },
}
