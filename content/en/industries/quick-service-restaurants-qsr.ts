import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const quickServiceRestaurantsQsr: CategoryContent = {
  slug: 'quick-service-restaurants-qsr',
  name: 'Quick-Service Restaurants (QSR)',
  meta: {
    title: 'Quick-Service Restaurant POS with Kiosks and KDS',
    description:
      'Shorten the line at the counter, kiosk and drive-thru. Self-order kiosks, kitchen display routing and live sales reports in one cloud POS built for QSRs.',
  },
  heroSection: {
    title: 'Keep the lunch rush moving, order after order',
    description: `Take orders at the counter, the kiosk and the drive-thru window, send them straight to the kitchen screen and watch every sale as it happens. ${site.brand} keeps the line moving when it is twenty guests deep.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/quick-service-restaurants-qsr.svg',
    mainImageAlt:
      'A quick-service counter with three menu boards, two order screens, a self-order kiosk and a burger on a tray',
    deviceImage: '/illustrations/kiosk.svg',
    deviceImageAlt: 'Self-order kiosk showing a burger combo menu',
    deviceTitle: 'Self-order kiosk',
    deviceDescription:
      'Guests build their own combos, add sides and pay by tap while your cashiers serve the next person in line.',
    backgroundText: 'RUSH',
    backgroundImage: '/illustrations/dish-burger.svg',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What quick-service operators typically see in their first six months on ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '35-40%',
        description: 'less time per order with combo buttons, saved modifiers and tap-to-pay at the counter',
      },
      {
        value: '15-20%',
        description: 'more upsells from automatic prompts for sides, drinks and size upgrades',
      },
      {
        value: '10-15%',
        description: 'higher average ticket when guests order at their own pace on the kiosk',
      },
      {
        value: '25-35%',
        description: 'better guest retention when loyalty points post automatically at checkout',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Built for speed at every station',
    heroSubtitle:
      'From the first tap on the kiosk to the bag handed out at the window, every step is routed, timed and tracked.',
    sections: [
      {
        id: 'qsr-self-order-kiosks',
        icon: 'Monitor',
        title: 'Self-order kiosks',
        subtitle: 'Shorter lines, bigger tickets',
        description:
          'Put a kiosk beside the counter and let guests browse the full menu with photos, build combos and pay by card or phone. Each order lands on the kitchen screen the moment it is paid, with no re-keying at the till.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kiosk.svg',
        imageAlt: 'Self-order kiosk with a combo builder and a tap-to-pay reader',
        bulletPoints: [
          { text: 'Upsell prompts for sides, drinks and size upgrades', highlight: true },
          { text: 'Allergen and calorie notes on every item', highlight: false },
          { text: 'Tap, chip and mobile wallet payments right at the kiosk', highlight: false },
        ],
        stat: '10-15%',
        statDescription: 'higher average ticket on kiosk orders',
      },
      {
        id: 'qsr-kitchen-display-routing',
        icon: 'Workflow',
        title: 'Kitchen display routing',
        subtitle: 'Every item to the right station',
        description:
          'Orders split automatically between the grill, fry and assembly screens. Cooks see only what they make, expo sees the whole order, and colour-coded timers flag any ticket that is running late.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Kitchen display screen with colour-coded order tickets',
        bulletPoints: [
          { text: 'Station routing by item or menu category', highlight: true },
          { text: 'Bump and recall so nothing is lost on a busy line', highlight: false },
          { text: 'Ticket timers that change colour at the limits you set', highlight: false },
        ],
      },
      {
        id: 'qsr-drive-thru-line-busting',
        icon: 'Clock',
        title: 'Drive-thru and line busting',
        subtitle: 'Orders taken before the window',
        description:
          'Staff take orders on the Go handheld in the drive-thru lane or along the queue, take payment on the spot and fire the order to the kitchen. Service times by daypart show exactly where the seconds go.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Go handheld terminal taking a drive-thru order',
        bulletPoints: [
          { text: 'Order and pay on the Go handheld, with a built-in card reader', highlight: true },
          { text: 'Drive-thru timers from order to hand-off', highlight: false },
          { text: 'Car colour and lane notes printed on the ticket', highlight: false },
        ],
        stat: '35-40%',
        statDescription: 'less time per order',
      },
      {
        id: 'qsr-live-sales-reporting',
        icon: 'BarChart3',
        title: 'Live sales by daypart',
        subtitle: 'Know how lunch went before it ends',
        description:
          'See sales, labour and item mix by the hour on your phone. Compare stores side by side, spot the location that is slipping on ticket times and adjust staffing before the next rush.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-reporting.svg',
        imageAlt: 'Phone showing hourly sales and labour for a quick-service restaurant',
        bulletPoints: [
          { text: 'Sales, labour and item mix by the hour', highlight: true },
          { text: 'Side-by-side comparison of every location', highlight: false },
          { text: 'Alerts when voids or discounts jump', highlight: false },
        ],
      },
    ],
  },
  industrySection: {
    title: 'Everything a quick-service counter needs',
    subtitle:
      'One system for ordering, kitchen, payments and reporting, so your crew learns one screen and your managers trust one set of numbers.',
    features: [
      {
        heading: 'Every ordering channel in one queue',
        description:
          'Counter, kiosk, web and delivery orders all arrive in the same queue and on the same kitchen screens.',
        bulletPoints: [
          'Combo and meal builder with required modifiers',
          'Commission-free web ordering with pickup times',
          'Third-party delivery orders sent straight to the POS',
        ],
      },
      {
        heading: 'Kitchen throughput',
        description: 'Give the line the information it needs and measure how fast orders go out.',
        bulletPoints: [
          'Kitchen display screens of 10, 15.6 or 21.5 inches',
          'Average ticket time by station and daypart',
          'Mark an item sold out once and it disappears from every channel',
        ],
      },
      {
        heading: 'Multi-location control',
        description: 'Run two stores or twenty from one back office without calling each manager.',
        bulletPoints: [
          'Push menu and price changes to every store at once',
          'Location-specific taxes, prices and hours',
          'Roll-up reports across all locations',
        ],
      },
    ],
    stats: [
      { value: '2x', description: 'faster order entry with saved combos and modifiers' },
      { value: '50+', description: 'ready-made reports, from hourly sales to voids by employee' },
    ],
    ctaText: 'Get a QSR Demo',
    imageSrc: '/illustrations/multi-location.svg',
    imageAlt: 'Map with several quick-service locations connected to one back office',
  },
  keyFeatures: {
    heading: 'Key features for quick-service restaurants',
    subheading: 'The tools that take seconds off every order and keep the kitchen in step with the counter.',
    features: [
      {
        image: '/illustrations/kiosk.svg',
        title: 'Self-order kiosk',
        description: 'Guests order and pay on their own, with upsell prompts built into every combo.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Kitchen display system',
        description: 'Route items to each station, bump finished orders and track ticket times live.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Tap-to-pay checkout',
        description: 'Accept tap, chip and mobile wallets at the counter, the kiosk or the window.',
      },
      {
        image: '/illustrations/browser-ordering.svg',
        title: 'Commission-free online ordering',
        description: 'Take pickup orders on your own website and keep the full value of every sale.',
      },
      {
        image: '/illustrations/phone-loyalty.svg',
        title: 'Built-in loyalty',
        description: 'Points post automatically at checkout, so regulars come back without a punch card.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Offline mode',
        description: 'Keep taking orders if the internet drops; everything syncs once it is back.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your QSR tech stack',
    subheading: 'Three pieces that work together from the first order of the day to closing.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station at the counter',
        description:
          'A dual-screen terminal: a 15.6-inch screen for the cashier and a customer-facing screen that shows the order and tip options.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go in the drive-thru',
        description: 'A 6.5-inch handheld with a built-in card reader and printer for line busting and curbside.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Cloud back office',
        description: 'Menus, staff, reports and settings backed up in the cloud and reachable from anywhere.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Do the kiosk, counter and online ordering share one menu?',
        answer:
          'Yes. You build the menu once in the back office and choose which items, prices and photos show on each channel. A change made at 11:45 is on every screen before the lunch rush starts.',
      },
      {
        question: 'How does the kitchen display tell dine-in, takeout and drive-thru orders apart?',
        answer:
          'Each ticket shows its order type and source with its own colour, and you can give drive-thru orders their own timer and priority. Expo sees everything; each cook sees only the items for their station.',
      },
      {
        question: 'What happens if the internet goes down during a rush?',
        answer:
          'The counter keeps taking orders and sending them to the kitchen over your local network. Card payments continue in offline mode within the limits you set, and everything syncs to the cloud when the connection returns.',
      },
      {
        question: 'Can delivery app orders come straight into the POS?',
        answer:
          'Yes. Orders from third-party delivery apps arrive in the same queue as counter orders and print or show on the kitchen display automatically, so nobody has to re-type them from a tablet.',
      },
      {
        question: 'How long does it take to set up a new location?',
        answer:
          'Most quick-service stores are live in one to two weeks. We copy the menu from an existing location or build it with you, ship pre-configured hardware and train your crew on site or by video call.',
      },
      {
        question: 'Can I see all my locations in one place?',
        answer:
          'Yes. The owner reporting app shows sales, labour and ticket times for every store, side by side or rolled up, with more than 50 ready-made reports.',
      },
    ],
  },
}
