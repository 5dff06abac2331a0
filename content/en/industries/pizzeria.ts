import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const pizzeria: CategoryContent = {
  slug: 'pizzeria',
  name: 'Pizzeria',
  meta: {
    title: 'Pizzeria POS with Pizza Matrix and Driver Cashup',
    description:
      'Half-and-half pizzas priced correctly, delivery dispatch and driver cashup in minutes. A cloud POS for pizzerias taking phone, online and walk-in orders.',
  },
  heroSection: {
    title: 'Every pizza priced right, every driver cashed up fast',
    description: `Half-and-half toppings, size-based pricing, phone orders, online orders and a fleet of drivers: pizzerias have their own kind of busy. ${site.brand} is built to handle all of it from one screen.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/pizzeria.svg',
    mainImageAlt: 'A brick pizza oven with a pizza on the peel and the POS at the counter',
    deviceImage: '/illustrations/pos-15.svg',
    deviceImageAlt: '15.6-inch POS screen showing the pizza matrix with sizes and toppings',
    deviceTitle: 'The pizza matrix',
    deviceDescription: 'Pick a size, a crust and toppings by half or whole, and the price is worked out for you.',
    backgroundText: 'PIZZA',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `Typical results for pizzerias in their first year on ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '18-20%',
        description: 'faster phone order entry with the pizza matrix and saved customer addresses',
      },
      {
        value: '20-25%',
        description: 'more sides, dips and drinks added from prompts on every pizza order',
      },
      {
        value: '15-20%',
        description: 'more deliveries per driver per hour with dispatch grouped by route',
      },
      {
        value: '35-40%',
        description: 'less time spent on driver cashup at the end of the night',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Made for the way pizzerias work',
    heroSubtitle: 'From the first ring of the phone to the last driver back at the store.',
    sections: [
      {
        id: 'pizzeria-pizza-matrix',
        icon: 'Utensils',
        title: 'Pizza matrix',
        subtitle: 'Half-and-half without the guesswork',
        description:
          'Set prices by size and crust, then add toppings to the whole pizza, the left half or the right half. Double cheese, light sauce and specialty toppings are priced automatically, and the make line sees exactly what goes where.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/dish-pizza.svg',
        imageAlt: 'Pizza divided into halves with different toppings',
        bulletPoints: [
          { text: 'Toppings by whole, left half or right half', highlight: true },
          { text: 'Prices by size, crust and topping tier', highlight: false },
          { text: 'Light, regular and extra portions of any topping', highlight: false },
        ],
        stat: '18-20%',
        statDescription: 'faster order entry',
      },
      {
        id: 'pizzeria-phone-and-online',
        icon: 'Monitor',
        title: 'Phone and online orders',
        subtitle: 'Repeat callers in seconds',
        description:
          'Look up a caller by phone number to see their address and last order, then repeat it in one tap. Commission-free online orders arrive in the same queue, with delivery or pickup times attached.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Online pizza ordering page with size and topping choices',
        bulletPoints: [
          { text: 'Customer lookup by phone number with order history', highlight: true },
          { text: 'Commission-free online ordering for delivery and pickup', highlight: false },
          { text: 'Delivery zones with their own fees and minimums', highlight: false },
        ],
      },
      {
        id: 'pizzeria-delivery-dispatch',
        icon: 'Workflow',
        title: 'Delivery dispatch',
        subtitle: 'The right orders on the right run',
        description:
          'See every delivery waiting, group orders going the same way and assign them to a driver. The driver app shows addresses and payment status, and the store sees when each run is out and back.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #D5EAE3 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/delivery.svg',
        imageAlt: 'Delivery orders grouped into driver runs on a map',
        bulletPoints: [
          { text: 'Group deliveries by route and assign in one tap', highlight: true },
          { text: 'Driver app with addresses and payment status', highlight: false },
          { text: 'Out and back times for every run', highlight: false },
        ],
        stat: '15-20%',
        statDescription: 'more deliveries per driver per hour',
      },
      {
        id: 'pizzeria-driver-cashup',
        icon: 'ClipboardList',
        title: 'Driver cashup',
        subtitle: 'Close out drivers in minutes',
        description:
          'At the end of a shift each driver’s deliveries, cash collected, card tips and delivery fees are totalled automatically. The manager counts the cash, confirms the amount owed and prints a signed summary.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/receipt.svg',
        imageAlt: 'Driver cashup receipt with cash, tips and delivery fees',
        bulletPoints: [
          { text: 'Cash owed, tips and delivery fees totalled per driver', highlight: true },
          { text: 'Mileage or per-delivery driver compensation', highlight: false },
          { text: 'Printed summary for each driver', highlight: false },
        ],
        stat: '35-40%',
        statDescription: 'less time on driver cashup',
      },
    ],
  },
  industrySection: {
    title: 'Everything a pizzeria needs',
    subtitle: 'Walk-ins, phone orders, online orders and delivery, handled by one system.',
    features: [
      {
        heading: 'Ordering',
        description: 'Fast, accurate orders from every channel.',
        bulletPoints: [
          'Pizza matrix with half-and-half toppings',
          'Caller lookup and one-tap reorder',
          'Commission-free online ordering',
        ],
      },
      {
        heading: 'Kitchen',
        description: 'The make line and the oven work from the same clear tickets.',
        bulletPoints: [
          'Toppings shown by half on the kitchen display',
          'Order promise times for delivery and pickup',
          'Printed box labels with order number and name',
        ],
      },
      {
        heading: 'Delivery',
        description: 'Keep drivers moving and the cash balanced.',
        bulletPoints: [
          'Dispatch screen and driver app',
          'Delivery zones, fees and minimums',
          'Driver cashup at the end of every shift',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'faster repeat orders with caller lookup' },
      { value: '50+', description: 'reports, including deliveries per driver and sales by zone' },
    ],
    ctaText: 'Get a Pizzeria Demo',
    imageSrc: '/illustrations/delivery.svg',
    imageAlt: 'Pizza delivery routes from the store to customers',
  },
  keyFeatures: {
    heading: 'Key features for pizzerias',
    subheading: 'Tools built around pizza, phones and delivery.',
    features: [
      {
        image: '/illustrations/dish-pizza.svg',
        title: 'Pizza matrix',
        description: 'Sizes, crusts and half-and-half toppings priced automatically.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Delivery dispatch',
        description: 'Group orders by route and assign drivers from one screen.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Driver cashup',
        description: 'Cash, tips and fees totalled for every driver at the end of the shift.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Online ordering',
        description: 'Commission-free delivery and pickup orders from your own website.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Kitchen display',
        description: 'Toppings by half, promise times and order numbers for the make line.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Loyalty and promotions',
        description: 'Two-for-Tuesday deals and points that bring families back every week.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your pizzeria tech stack',
    subheading: 'From the counter to the car, every piece talks to the others.',
    items: [
      {
        image: '/illustrations/pos-15.svg',
        title: '15.6-inch POS at the counter',
        description: 'A large screen that shows the full pizza matrix without scrolling.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Kitchen display on the make line',
        description: 'Screens of 10, 15.6 or 21.5 inches, mounted where the pizzas are built.',
      },
      {
        image: '/illustrations/delivery.svg',
        title: 'Driver app',
        description: 'Addresses, payment status and runs on each driver’s phone.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'How does the pizza matrix price half-and-half pizzas?',
        answer:
          'You choose how half toppings are charged: half the topping price, the full price, or the higher-priced half for specialty pizzas. The POS applies the rule automatically for every size and crust.',
      },
      {
        question: 'What is driver cashup and how does it work?',
        answer:
          'Driver cashup totals each driver’s deliveries at the end of a shift: cash collected, card tips, delivery fees and any driver compensation. The manager confirms the cash owed and prints a summary in a few minutes.',
      },
      {
        question: 'Can I set different delivery zones and fees?',
        answer:
          'Yes. Draw delivery zones with their own fees, minimum order amounts and estimated times. Online and phone orders use the same zones.',
      },
      {
        question: 'Can callers reorder what they had last time?',
        answer:
          'Yes. Enter the phone number to see the customer’s address, notes and past orders, then repeat an order in one tap and adjust it before sending it to the kitchen.',
      },
      {
        question: 'Do drivers need special hardware?',
        answer:
          'No. Drivers use the driver app on their own phones to see their runs, addresses and payment status. The driver app is available on the Plus plan and higher.',
      },
      {
        question: 'Can I take online orders without paying commission?',
        answer:
          'Yes. Commission-free online ordering is included, and orders go straight to the kitchen display with the promise time you set for delivery or pickup.',
      },
    ],
  },
}
