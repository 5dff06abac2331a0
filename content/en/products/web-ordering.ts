import type { ProductContent } from '../../types'
import { site } from '../../site'

export const webOrdering: ProductContent = {
  slug: 'web-ordering',
  name: 'Web Ordering',
  meta: {
    title: 'Commission-Free Online Ordering for Restaurants',
    description:
      'Take pickup and delivery orders on your own website with no commission per order. Annual subscription, no contract, and orders go straight to your POS.',
  },
  heroSection: {
    title: 'Online ordering that keeps every dollar with you',
    description: `Give guests an ordering page on your own website, with your menu, your photos and your prices. ${site.brand} web ordering charges no commission on any order: orders go straight to your POS and kitchen screens, and the money goes to you.`,
    buttonText: "Let's Connect",
    visual: 'browser-online',
    mainImage: '/illustrations/browser-ordering.svg',
    mainImageAlt: 'Restaurant web ordering page with menu items and a cart in a browser',
    backgroundText: 'ONLINE',
    deviceTitle: 'No commission, no contract',
    deviceDescription:
      'An annual subscription you can stop at renewal. Every order is commission-free, whatever its size.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'What restaurants see when online orders come through their own site.',
    stats: [
      { value: '0%', description: 'commission on every online order' },
      {
        value: '20%',
        description: 'higher average order online than by phone, with photos and add-on prompts',
      },
      {
        value: '2x',
        description: 'more pickup orders handled per hour without tying up the phone',
      },
      { value: '1', description: 'menu shared by the POS, your website and delivery partners' },
    ],
    bgColor: 'ink',
  },
  industrySection: {
    title: 'Online ordering shaped around your menu',
    subtitle: 'Set up for the way your guests actually order.',
    features: [
      {
        heading: 'Pizzerias',
        description:
          'The pizza matrix works online too: guests build half-and-half pizzas, pick sizes and crusts, and the kitchen sees each half clearly.',
        bulletPoints: ['Half-and-half toppings', 'Size and crust pricing', 'Delivery zones with their own fees'],
      },
      {
        heading: 'Quick-service and fast casual',
        description:
          'Guests choose a pickup time, pay online and walk in to a bagged order. Busy kitchens can pause ordering or extend prep times in one tap.',
        bulletPoints: ['Scheduled pickup times', 'Pause ordering when slammed', 'Order-ready text messages'],
      },
      {
        heading: 'Cafés and bakeries',
        description:
          'Morning pre-orders, whole-cake orders days ahead and catering trays, each with its own lead time.',
        bulletPoints: ['Order-ahead for the morning rush', 'Lead times per item', 'Catering and large orders'],
      },
    ],
    stats: [
      { value: '0%', description: 'commission on orders from your own site' },
      { value: '20%', description: 'higher average online order' },
      { value: '24/7', description: 'ordering, even while the phone is switched off' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/dish-pizza.svg',
    imageAlt: 'Half-and-half pizza with different toppings on each side',
  },
  scrollSection: {
    heroTitle: 'Your ordering page, your guests, your margin',
    heroSubtitle: 'Everything the delivery apps do for you, without the commission.',
    sections: [
      {
        id: 'web-ordering-commission-free',
        icon: 'Globe',
        title: 'Your own ordering page',
        subtitle: 'Commission-free online ordering',
        description:
          'Add an Order Online button to your existing website or use the page we host for you. Guests order from your full menu, pay by card or mobile wallet, and you keep the whole order total, less standard card processing.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Online ordering page on a restaurant website',
        bulletPoints: [
          { text: 'No commission on any order', highlight: true },
          { text: 'Works with your existing website and domain', highlight: false },
          { text: 'Annual subscription with no contract', highlight: false },
        ],
        stat: '0%',
        statDescription: 'commission per order',
      },
      {
        id: 'web-ordering-menu-sync',
        icon: 'Utensils',
        title: 'One menu, kept in sync',
        subtitle: 'Menus connected to your POS',
        description:
          'Online ordering reads the same menu as your POS. Mark an item sold out at the counter and it disappears online; change a price once and it changes everywhere, at every location.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Menu board with items and prices',
        bulletPoints: [
          { text: 'Sold-out items hidden automatically', highlight: true },
          { text: 'Online-only prices and items if you want them', highlight: false },
          { text: 'Multi-location menus with local hours', highlight: false },
        ],
      },
      {
        id: 'web-ordering-pickup-delivery',
        icon: 'Clock',
        title: 'Pickup and delivery, on your terms',
        subtitle: 'Scheduling, delivery zones and third-party integration',
        description:
          'Set prep times, pickup windows and delivery zones with their own fees. Run your own drivers with driver cashup at the end of the night, and bring third-party delivery orders into the same queue.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Delivery order leaving the restaurant',
        bulletPoints: [
          { text: 'Scheduled orders and prep-time limits', highlight: false },
          { text: 'Your own drivers, with driver cashup', highlight: false },
          { text: 'Third-party delivery orders in the same queue', highlight: true },
        ],
      },
      {
        id: 'web-ordering-grow-sales',
        icon: 'TrendingUp',
        title: 'Bigger orders, more regulars',
        subtitle: 'Upsells and loyalty at checkout',
        description:
          'Add-on prompts suggest drinks, sides and desserts at checkout. Guests earn loyalty points on every online order and can redeem gift cards, so the first order is not the last.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Phone showing loyalty points earned on an online order',
        bulletPoints: [
          { text: 'Add-on prompts at checkout', highlight: true },
          { text: 'Loyalty points and gift cards online', highlight: false },
          { text: 'Guest list you own, not the delivery app', highlight: false },
        ],
        stat: '20%',
        statDescription: 'higher average order',
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of web ordering',
    subheading: 'A complete ordering channel, connected to everything else you run.',
    features: [
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Branded ordering page',
        description: 'Your logo, colours, photos and domain, on phones and desktops.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Synced menu',
        description: 'Prices, modifiers and sold-out items follow the POS in real time.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'QR table ordering',
        description: 'Guests scan the code on the table to order and pay without waiting for a server.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Delivery integration',
        description: 'Your own delivery zones plus third-party delivery orders in one kitchen queue.',
      },
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Pizza matrix online',
        description: 'Half-and-half toppings, sizes and crusts, priced correctly every time.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Loyalty and gift cards',
        description: 'Guests earn and redeem points and pay with gift cards at checkout.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Why owners switch from app-only ordering',
    subheading: 'Delivery apps bring new guests. Your own site keeps them.',
    items: [
      {
        image: '/illustrations/receipt.svg',
        title: 'No commission',
        description: 'A $60 family order costs you the same as a $6 coffee: no percentage taken from either.',
      },
      {
        image: '/illustrations/avatar-2.svg',
        title: 'Your guest list',
        description: 'Names, order history and marketing consent belong to you, ready for loyalty and email.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Straight to the kitchen',
        description: 'Orders fire to the kitchen display at the right time for their pickup slot.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Do you take a commission on online orders?',
        answer:
          'No. Web ordering is commission-free on every order. You pay the subscription and standard card processing on the payment, nothing per order.',
      },
      {
        question: 'Is there a contract?',
        answer:
          'No. Online ordering is an annual subscription with no contract. It renews each year, and you can choose not to renew.',
      },
      {
        question: 'Can I use my existing website?',
        answer:
          'Yes. We add an Order Online button to your site, or we host an ordering page on your own domain if you do not have a website yet.',
      },
      {
        question: 'Do you handle delivery?',
        answer:
          'You can deliver with your own drivers, with delivery zones, fees and driver cashup, and bring third-party delivery orders into the same POS and kitchen queue.',
      },
      {
        question: 'How do online orders reach the kitchen?',
        answer:
          "They go straight to the POS and the kitchen display or printer, timed for the guest's pickup or delivery slot. Nobody has to re-enter anything.",
      },
    ],
  },
}
