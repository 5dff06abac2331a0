import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const foodTrucks: CategoryContent = {
  slug: 'food-trucks',
  name: 'Food Trucks',
  meta: {
    title: 'Food Truck POS with Offline Mode and Handhelds',
    description:
      'Take orders and card payments anywhere with the Go handheld and offline mode. A cloud POS for food trucks at festivals, markets and lunch stops across Canada.',
  },
  heroSection: {
    title: 'Sell anywhere you park, even without signal',
    description: `Festival fields, farmers' markets and downtown lunch stops rarely have good Wi-Fi. ${site.brand} keeps taking orders and payments offline, then syncs every sale when you are back in range.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/food-trucks.svg',
    mainImageAlt:
      'A food truck at dusk under string lights, with a POS screen at the serving window and a guest waiting',
    deviceImage: '/illustrations/go.svg',
    deviceImageAlt: 'Go handheld terminal with a built-in card reader and receipt printer',
    deviceTitle: 'The Go handheld',
    deviceDescription:
      'A 6.5-inch handheld with a built-in card reader and printer. Take orders at the window or walk the line.',
    backgroundText: 'ON THE ROAD',
    backgroundImage: '/illustrations/dish-taco.svg',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What food truck owners report after a season of service on ${site.brand}.`,
    bgColor: 'ember',
    stats: [
      {
        value: '25-30%',
        description: 'more orders served per hour by taking orders along the line on the Go',
      },
      {
        value: '20-22%',
        description: 'higher sales at events by accepting cards even when the signal drops',
      },
      {
        value: '18-20%',
        description: 'larger average order from combo and drink prompts on the handheld',
      },
      {
        value: '22-25%',
        description: 'more repeat customers who follow the truck through loyalty and pre-orders',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'A full POS that fits in your truck',
    heroSubtitle: 'Small hardware, no cables to the back office and no lost sales when the network fails.',
    sections: [
      {
        id: 'food-truck-offline-mode',
        icon: 'ShieldCheck',
        title: 'Offline mode',
        subtitle: 'Keep selling when the signal drops',
        description:
          'Orders, kitchen tickets and card payments keep working with no connection. Offline payments are stored securely on the device and sent as soon as you are back online, with a clear count of what is waiting.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/offline-sync.svg',
        imageAlt: 'Device syncing stored sales when the connection returns',
        bulletPoints: [
          { text: 'Orders and card payments continue without internet', highlight: true },
          { text: 'Offline payment limits you control', highlight: false },
          { text: 'Automatic sync when the connection returns', highlight: false },
        ],
        stat: '20-22%',
        statDescription: 'higher event sales',
      },
      {
        id: 'food-truck-go-handheld',
        icon: 'CreditCard',
        title: 'The Go handheld',
        subtitle: 'Card reader and printer in one hand',
        description:
          'The Go takes orders, accepts tap, chip and mobile wallets and prints the receipt, all from one 6.5-inch device. At a busy festival, send someone down the line to take orders before guests reach the window.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Go handheld terminal taking a tap payment',
        bulletPoints: [
          { text: 'Built-in card reader and receipt printer', highlight: true },
          { text: 'Battery that lasts a full service', highlight: false },
          { text: 'Works over Wi-Fi or mobile data', highlight: false },
        ],
        stat: '25-30%',
        statDescription: 'more orders per hour',
      },
      {
        id: 'food-truck-menu-by-location',
        icon: 'Settings',
        title: 'Menus for every stop',
        subtitle: 'Festival menu today, lunch menu tomorrow',
        description:
          'Save a menu for each kind of stop, with its own items and prices, and switch in seconds. Sold-out items come off the menu board and online ordering at the same time.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/menu-board.svg',
        imageAlt: 'Digital menu board with tacos and drinks',
        bulletPoints: [
          { text: 'Saved menus for events, markets and lunch stops', highlight: true },
          { text: 'Event pricing without editing the main menu', highlight: false },
          { text: 'Mark items sold out from the handheld', highlight: false },
        ],
      },
      {
        id: 'food-truck-pre-orders',
        icon: 'Clock',
        title: 'Pre-orders and pickup times',
        subtitle: 'Orders ready when regulars arrive',
        description:
          'Post today’s location and let regulars order ahead from your website. Pickup slots keep the window from overflowing, and loyalty points bring them back to your next stop.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/browser-ordering.svg',
        imageAlt: 'Web ordering page with pickup time slots for a food truck',
        bulletPoints: [
          { text: 'Pickup slots limited to what your kitchen can handle', highlight: true },
          { text: 'Commission-free web ordering', highlight: false },
          { text: 'Loyalty points on every order', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Built for kitchens on wheels',
    subtitle: 'Compact hardware and software that handle bad signal, long lines and changing locations.',
    features: [
      {
        heading: 'Reliable in any location',
        description: 'Sell in parking lots, parks and fairgrounds with confidence.',
        bulletPoints: [
          'Offline mode for orders and card payments',
          'Wi-Fi or mobile data on the Go handheld',
          'Cloud backup of every sale once synced',
        ],
      },
      {
        heading: 'Fast window service',
        description: 'Serve a long line without adding staff.',
        bulletPoints: [
          'Line busting with the Go handheld',
          'Order numbers called from a compact kitchen display',
          'Combo and drink prompts on every order',
        ],
      },
      {
        heading: 'Simple back office',
        description: 'See how each stop performed and plan the next one.',
        bulletPoints: [
          'Sales by location and event',
          'Inventory counts before you load the truck',
          'Owner reporting app on your phone',
        ],
      },
    ],
    stats: [
      { value: '99.9%', description: 'uptime for the cloud services behind your truck' },
      { value: '2-3 days', description: 'to get approved for card processing before your first event' },
    ],
    ctaText: 'Get a Food Truck Demo',
    imageSrc: '/illustrations/food-truck.svg',
    imageAlt: 'Food truck serving guests at an outdoor market',
  },
  keyFeatures: {
    heading: 'Key features for food trucks',
    subheading: 'Compact tools that keep the window open and the line moving.',
    features: [
      {
        image: '/illustrations/go.svg',
        title: 'Go handheld',
        description: 'Order taking, card payments and printed receipts on one 6.5-inch device.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Offline mode',
        description: 'Keep taking orders and cards when the signal drops; sales sync later.',
      },
      {
        image: '/illustrations/menu-board.svg',
        title: 'Event menus',
        description: 'A saved menu and price list for each type of stop, switched in seconds.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Contactless payments',
        description: 'Tap, chip and mobile wallets, with fast approvals at busy events.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Order ahead',
        description: 'Regulars order from your website and pick up at the window at their time.',
      },
      {
        image: '/illustrations/phone-reporting.svg',
        title: 'Sales by stop',
        description: 'See what each location and event earned from the owner reporting app.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your food truck tech stack',
    subheading: 'Everything fits on a small counter and runs on the power you already have.',
    items: [
      {
        image: '/illustrations/go.svg',
        title: 'Go at the window',
        description: 'A 6.5-inch handheld with a built-in card reader and printer.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Offline sync',
        description: 'Sales stored safely on the device and uploaded automatically.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Cloud backup',
        description: 'Menus, sales and reports backed up, even if a device is lost or damaged.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can I accept card payments with no internet connection?',
        answer:
          'Yes. In offline mode the Go stores card payments securely and sends them for approval as soon as it reconnects. You set a limit per transaction and a total, so you control the risk.',
      },
      {
        question: 'Do I need anything besides the Go handheld?',
        answer:
          'Many trucks run on the Go alone: it takes orders, reads cards and prints receipts. Busier trucks add a compact kitchen display or a second handheld for line busting.',
      },
      {
        question: 'Will the Go last through a full festival day?',
        answer:
          'The battery is built for a full service, and it charges from a standard USB-C outlet in the truck between rushes. A spare charging dock keeps a second device ready.',
      },
      {
        question: 'Can I use a different menu at each event?',
        answer:
          'Yes. Save as many menus as you like, with their own items and prices, and switch from the handheld. Sales reports show which menu and which stop they came from.',
      },
      {
        question: 'Can customers order ahead before I arrive?',
        answer:
          'Yes. Publish your location and hours, open commission-free web ordering and limit pickup slots to what your kitchen can handle. Orders appear on the handheld with the pickup time.',
      },
    ],
  },
}
