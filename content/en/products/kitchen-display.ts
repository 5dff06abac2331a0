import type { ProductContent } from '../../types'
import { site } from '../../site'

export const kitchenDisplay: ProductContent = {
  slug: 'kitchen-display',
  name: 'Kitchen Display',
  meta: {
    title: 'Kitchen Display System (KDS) for Restaurants',
    description:
      'Replace paper tickets with kitchen screens of 10, 15.6 or 21.5 inches. Route orders by station, time every ticket and keep cooking through outages.',
  },
  heroSection: {
    title: 'Every ticket on screen, every station in sync',
    description: `The ${site.brand} kitchen display sends each item to the station that cooks it, the moment the order is placed at the counter, at the table, online or through a delivery app. Cooks see what to fire and when, expo sees what is late, and nobody is reading smudged paper.`,
    buttonText: 'Get a Demo',
    visual: 'kitchen-display',
    mainImage: '/illustrations/kds.svg',
    mainImageAlt: 'Kitchen display screen showing colour-coded order tickets with timers',
    backgroundText: 'KITCHEN',
    deviceTitle: 'Screens in 10, 15.6 or 21.5 inches',
    deviceDescription:
      'Pick the size for each station: a compact 10-inch for prep or the bar, 15.6-inch for the line, 21.5-inch for expo.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'What kitchens measure once tickets move from paper to screen.',
    stats: [
      { value: '35%', description: 'faster ticket times on average' },
      { value: '20%', description: 'fewer remade dishes from misread tickets' },
      { value: '95%+', description: 'order accuracy from order to pass' },
      { value: '3', description: 'screen sizes: 10, 15.6 and 21.5 inches' },
    ],
    bgColor: 'ember',
  },
  industrySection: {
    title: 'Made for kitchens that never slow down',
    subtitle: 'The same screens work for a six-seat taco counter and a 200-cover dining room.',
    features: [
      {
        heading: 'Quick-service and fast casual lines',
        description:
          'Orders appear the second they are paid for, grouped by station. A bump bar or a tap clears them, and an order-ready screen tells guests when to come up.',
        bulletPoints: ['Bump by tap or bump bar', 'Order-ready screen for guests', 'All-day counts per item'],
      },
      {
        heading: 'Full-service and fine dining',
        description:
          'Courses hold until the server fires them, allergies and seat numbers stand out in colour, and expo sees every table in one view.',
        bulletPoints: ['Hold and fire by course', 'Allergy and seat flags', 'Expo view of every table'],
      },
      {
        heading: 'Pizzerias and bakeries',
        description:
          'Half-and-half toppings from the pizza matrix are shown per half, so the make line builds the pizza exactly as it was ordered.',
        bulletPoints: [
          'Pizza matrix shown per half',
          'Prep and oven stations',
          'Pickup and delivery times on every ticket',
        ],
      },
    ],
    stats: [
      { value: '35-40%', description: 'time saved per order in quick-service kitchens' },
      { value: '95%+', description: 'order accuracy reported by fine dining kitchens' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/hero-counter.svg',
    imageAlt: 'Counter terminal sending orders to a kitchen display on the line',
  },
  scrollSection: {
    heroTitle: 'A calmer kitchen, from first ticket to last',
    heroSubtitle: 'Three things change the day the printer goes quiet.',
    sections: [
      {
        id: 'kds-station-routing',
        icon: 'ChefHat',
        title: 'The right item on the right screen',
        subtitle: 'Station routing',
        description:
          'Fries go to the fryer, salads to garde manger and the whole ticket to expo. Routing rules are set per item, so a new menu item is on the right screen as soon as you publish it.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Kitchen display with tickets grouped by cooking station',
        bulletPoints: [
          { text: 'Items routed to stations automatically', highlight: true },
          { text: 'Expo screen with the full order', highlight: false },
          { text: 'Modifiers and allergies in colour', highlight: false },
        ],
      },
      {
        id: 'kds-ticket-timers',
        icon: 'Clock',
        title: 'See what is running late before the guest does',
        subtitle: 'Ticket timers and kitchen reports',
        description:
          'Every ticket counts up from the moment it is sent. Tickets turn yellow, then red, at the thresholds you choose, and the kitchen report shows average ticket times by hour and by station.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Report of average ticket times by hour',
        bulletPoints: [
          { text: 'Colour changes at your own time limits', highlight: false },
          { text: 'Average ticket time by station and hour', highlight: true },
          { text: 'Recall any bumped ticket in one tap', highlight: false },
          { text: 'All-day counts so the line preps ahead', highlight: false },
        ],
        stat: '35%',
        statDescription: 'faster ticket times',
      },
      {
        id: 'kds-every-channel',
        icon: 'Monitor',
        title: 'One queue for every order',
        subtitle: 'Counter, table, web, app and delivery',
        description:
          'Orders from the POS, your own web ordering page, your branded app and third-party delivery services share one queue, sorted by promised time. The screens talk to the POS over your local network, so they keep working during an internet outage.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Online and delivery orders joining the kitchen queue',
        bulletPoints: [
          { text: 'Delivery and online orders sorted by pickup time', highlight: false },
          { text: 'Keeps working offline on the local network', highlight: true },
          { text: 'Channel badge on every ticket', highlight: false },
        ],
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of the kitchen display',
    subheading: 'Built with chefs, for kitchens that run hot and fast.',
    features: [
      {
        image: '/illustrations/kds.svg',
        title: 'Station routing',
        description: 'Each item goes to the screen of the station that cooks it, with expo seeing the full order.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'No more paper tickets',
        description: 'No lost chits, no printer jams, no ink. Bumped tickets can be recalled at any time.',
      },
      {
        image: '/illustrations/dish-bowl.svg',
        title: 'All-day counts',
        description: 'A running count of every item on order, so the line knows how many to drop or plate next.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Delivery and online orders',
        description: 'Third-party delivery and web orders arrive on the same screens, timed to their pickup slot.',
      },
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Pizza matrix on screen',
        description: 'Half-and-half toppings and sizes are shown per half, exactly as the guest ordered.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Kitchen performance reports',
        description: 'Average ticket times by station, hour and day, to plan staffing and prep.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Choose a screen for every station',
    subheading: 'Commercial-grade displays with a 1-year standard warranty and extended coverage available.',
    drawn: true,
    items: [
      {
        image: '/illustrations/kds-10.svg',
        title: '10-inch',
        description: 'For the bar, a prep table or a small kitchen where counter space is tight.',
      },
      {
        image: '/illustrations/kds-15.svg',
        title: '15.6-inch',
        description: "The line cook's screen: room for eight tickets at a glance, wall or shelf mounted.",
      },
      {
        image: '/illustrations/kds-21.svg',
        title: '21.5-inch',
        description: 'For expo and large kitchens, readable from across the pass.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'What screen sizes are available?',
        answer:
          'Kitchen displays come in 10, 15.6 and 21.5 inches. Most kitchens use 15.6-inch screens on the line and a 21.5-inch screen at expo; the 10-inch suits bars and prep areas.',
      },
      {
        question: 'Does the kitchen display work if the internet goes down?',
        answer:
          'Yes. The screens receive orders from the POS over your local network, so tickets keep flowing during an internet outage. Online and delivery orders resume as soon as the connection returns.',
      },
      {
        question: 'Can I keep a printer for some stations?',
        answer:
          'Yes. You can mix screens and printers, for example a screen on the line and a printer at the bar, and change the setup at any time from the back office.',
      },
      {
        question: 'Do delivery app orders show up on the kitchen screen?',
        answer:
          'Yes. With third-party delivery integration, delivery orders appear on the same screens as counter and table orders, marked with their channel and pickup time.',
      },
      {
        question: 'How many screens can I connect?',
        answer:
          'There is no fixed limit. Most restaurants run between one and six, one per station plus expo. We help you plan the layout during onboarding.',
      },
    ],
  },
}
