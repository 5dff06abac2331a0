import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const cafeBakery: CategoryContent = {
  slug: 'cafe-bakery',
  name: 'Café & Bakery',
  meta: {
    title: 'Café and Bakery POS with Loyalty and Pre-Orders',
    description:
      'Quick drink modifiers, built-in loyalty and bakery pre-orders for cakes and catering trays. A cloud POS for cafés and bakeries that serve the morning rush.',
  },
  heroSection: {
    title: 'Faster mornings, more regulars',
    description: `Ring in an oat-milk latte with an extra shot in two taps, reward regulars automatically and take custom cake orders weeks ahead. ${site.brand} keeps the morning line short and your display case sold through.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/cafe-bakery.svg',
    mainImageAlt: 'A café counter with a pastry case, an espresso machine, a chalk menu and the POS',
    deviceImage: '/illustrations/pos-10.svg',
    deviceImageAlt: '10-inch POS showing coffee drinks and milk options',
    deviceTitle: 'Compact 10-inch POS',
    deviceDescription:
      'Fits on a small counter next to the espresso machine, with large buttons for drinks and pastries.',
    backgroundText: 'FRESH DAILY',
    backgroundImage: '/illustrations/dish-croissant.svg',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What cafés and bakeries see after their first six months on ${site.brand}.`,
    bgColor: 'sand',
    stats: [
      {
        value: '20-25%',
        description: 'faster drink orders with one-tap sizes, milks and extra shots',
      },
      {
        value: '30-35%',
        description: 'more visits from regulars enrolled in loyalty at the counter',
      },
      {
        value: '25-28%',
        description: 'higher average ticket from pastry pairings suggested with every drink',
      },
      {
        value: '25-30%',
        description: 'more special-occasion sales from cake and tray pre-orders',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Everything a café counter needs',
    heroSubtitle: 'From the first espresso of the morning to tomorrow’s cake orders.',
    sections: [
      {
        id: 'cafe-quick-modifiers',
        icon: 'Coffee',
        title: 'Quick drink modifiers',
        subtitle: 'Oat, extra hot, half sweet: two taps',
        description:
          'Sizes, milks, syrups, shots and temperatures sit on one screen, so baristas never dig through menus. Drink labels print with every modifier, and the customer-facing screen confirms the order before payment.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/dish-coffee.svg',
        imageAlt: 'Latte made to order with milk and syrup choices',
        bulletPoints: [
          { text: 'Sizes, milks, syrups and shots on one screen', highlight: true },
          { text: 'Priced modifiers such as alternative milks added automatically', highlight: false },
          { text: 'Cup labels printed with every modifier', highlight: false },
        ],
        stat: '20-25%',
        statDescription: 'faster drink orders',
      },
      {
        id: 'cafe-loyalty',
        icon: 'Smile',
        title: 'Loyalty for regulars',
        subtitle: 'Your tenth coffee, remembered',
        description:
          'Guests join with a phone number at checkout, with no app or card to carry. Points or stamps post automatically, rewards show on the screen when they are earned, and you can send a slow-afternoon offer by SMS.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Phone showing coffee loyalty stamps and a free drink reward',
        bulletPoints: [
          { text: 'Sign up with a phone number at the counter', highlight: true },
          { text: 'Points or digital stamp cards', highlight: false },
          { text: 'Email and SMS offers for quiet hours', highlight: false },
        ],
        stat: '30-35%',
        statDescription: 'more visits from regulars',
      },
      {
        id: 'cafe-bakery-pre-orders',
        icon: 'Clock',
        title: 'Bakery pre-orders',
        subtitle: 'Cakes and trays booked ahead',
        description:
          'Take custom cake, bread and catering tray orders with a pickup date, a deposit and the message for the cake. The production list for each morning is ready before the ovens are on.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/dish-croissant.svg',
        imageAlt: 'Tray of croissants prepared for a pre-order',
        bulletPoints: [
          { text: 'Pickup dates, deposits and cake inscriptions', highlight: true },
          { text: 'Daily production list for the bakers', highlight: false },
          { text: 'Online pre-orders with cut-off times', highlight: false },
        ],
        stat: '25-30%',
        statDescription: 'more special-occasion sales',
      },
      {
        id: 'cafe-waste-and-inventory',
        icon: 'BarChart3',
        title: 'Sell-through and waste',
        subtitle: 'Bake what sells',
        description:
          'See which pastries sell out by 10 a.m. and which are left at close. Track waste by item, adjust tomorrow’s bake and mark items sold out on the counter and online at once.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/reports.svg',
        imageAlt: 'Report of pastry sales by hour and end-of-day waste',
        bulletPoints: [
          { text: 'Sell-out times and end-of-day leftovers by item', highlight: true },
          { text: 'Waste tracking with reasons', highlight: false },
          { text: 'Sold-out items hidden online automatically', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Made for cafés and bakeries',
    subtitle: 'Small counters, long morning lines and a display case that has to sell out.',
    features: [
      {
        heading: 'Speed at the counter',
        description: 'Serve the morning rush without making regulars wait.',
        bulletPoints: [
          'One-screen drink modifiers',
          'Tap-to-pay with quick tip options',
          'Mobile and web orders for pickup',
        ],
      },
      {
        heading: 'Regulars and rewards',
        description: 'Turn first-time visitors into daily customers.',
        bulletPoints: [
          'Loyalty with points or stamps',
          'Gift cards for holidays and birthdays',
          'Email and SMS offers',
        ],
      },
      {
        heading: 'Bakery operations',
        description: 'Plan production and take orders without a paper book.',
        bulletPoints: [
          'Custom cake and tray pre-orders with deposits',
          'Daily production lists',
          'Ingredient inventory and waste tracking',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'faster drink entry than scrolling through menus' },
      { value: '20%', description: 'more gift card sales in December with cards sold at the counter' },
    ],
    ctaText: 'Get a Café Demo',
    imageSrc: '/illustrations/gift-card.svg',
    imageAlt: 'Café gift card ready to be given',
  },
  keyFeatures: {
    heading: 'Key features for cafés and bakeries',
    subheading: 'Simple tools for quick counters and busy mornings.',
    features: [
      {
        image: '/illustrations/pos-10.svg',
        title: 'Quick modifiers',
        description: 'Sizes, milks and shots on one screen for fast, accurate drink orders.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Built-in loyalty',
        description: 'Points or stamps earned automatically, with rewards shown at checkout.',
      },
      {
        image: '/illustrations/dish-croissant.svg',
        title: 'Bakery pre-orders',
        description: 'Cakes and trays booked with a pickup date, deposit and custom message.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Mobile order ahead',
        description: 'Your own branded app for order-ahead coffee, ready when guests arrive.',
      },
      {
        image: '/illustrations/gift-card.svg',
        title: 'Gift cards',
        description: 'Physical and digital gift cards that can be reloaded at the counter.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventory and waste',
        description: 'Track beans, milk and flour, and record what was thrown out and why.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your café tech stack',
    subheading: 'Compact hardware for small counters, with room to grow.',
    items: [
      {
        image: '/illustrations/pos-10.svg',
        title: '10-Inch POS',
        description: 'A compact terminal that fits beside the espresso machine.',
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: '7-inch customer display',
        description: 'Shows the order, tip options and loyalty balance to the guest.',
      },
      {
        image: '/illustrations/phone-app.svg',
        title: 'Branded mobile app',
        description: 'Order-ahead and loyalty in an app with your café’s name and colours.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'How quickly can baristas ring in a customized drink?',
        answer:
          'Sizes, milks, syrups and extra shots appear on one screen after you tap the drink, so most orders take two or three taps. Priced modifiers such as oat milk are added to the total automatically.',
      },
      {
        question: 'Do guests need an app to join the loyalty program?',
        answer:
          'No. Guests join with a phone number at the counter and earn points or stamps on every visit. If you also have a branded app, their balance shows there too.',
      },
      {
        question: 'Can I take custom cake orders with a deposit?',
        answer:
          'Yes. Record the pickup date, size, flavour, inscription and a deposit. The balance is collected at pickup, and the order appears on the production list for the right morning.',
      },
      {
        question: 'Can customers pre-order online for pickup?',
        answer:
          'Yes. Turn on web ordering for pastries, trays and cakes with lead times and daily cut-offs, so you only accept what your bakers can make.',
      },
      {
        question: 'Will the hardware fit on a small counter?',
        answer:
          'Yes. Most cafés use the compact 10-inch POS with the 7-inch customer-facing display, which together take up less space than a cash register.',
      },
      {
        question: 'Can I sell gift cards for the holidays?',
        answer:
          'Yes. Sell physical and digital gift cards at the counter or online, reload them at any time and see outstanding balances in your reports.',
      },
    ],
  },
}
