import type { HardwareContent } from '../types'
import { site } from '../site'

export const hardware: HardwareContent = {
  meta: {
    title: 'Restaurant POS Hardware: Station, Tab and Go',
    description:
      'A dual-screen counter terminal, an 11-inch Android tablet and a 6.5-inch handheld with card reader and printer. Restaurant POS hardware with 24/7 support.',
  },
  hero: {
    title: 'Restaurant hardware built for busy service',
    description: `Counter, table or curbside: ${site.brand} hardware runs the same software everywhere, arrives set up with your menu and is backed by support 24/7, 365 days a year.`,
    buttonText: 'Get a Demo',
    mainImage: '/illustrations/hero-counter.svg',
    mainImageAlt: 'Restaurant counter with the Station terminal, a kitchen display and the Go handheld',
    deviceImage: '/illustrations/startup-kit.svg',
    deviceImageAlt: 'Startup kit with a 15.6-inch terminal and a 10-inch customer display',
    deviceTitle: 'Startup kit',
    deviceDescription: 'A 15.6-inch terminal and a 10-inch customer display, ready to plug in on opening day.',
    backgroundText: 'HARDWARE',
  },
  featuresIntro: {
    title: 'Three devices, one system',
    subtitle:
      'Choose the Station for the counter, the Tab for the floor and the Go for anywhere else. Orders, menus and payments stay in sync across all of them.',
    accessories: 'Printers and cash drawer',
    pricesNote: 'Prices in Canadian dollars, before sales taxes. Your quote adds the taxes of your province.',
  },
  productSections: [
    {
      id: 'station',
      visual: 'station-order',
      title: 'Station',
      description:
        'A dual-screen counter terminal. Staff work on a 15.6-inch operator screen while guests follow their order, choose a tip and see loyalty points on the customer-facing screen. One compact unit replaces the register, the card terminal and the pole display.',
      buttonText: "Let's Connect",
      image: '/illustrations/station.svg',
      imageAlt: 'Station dual-screen counter terminal with operator and customer-facing screens',
      imageLabel: 'Station · 15.6"',
      alignment: 'right',
      specs: [
        '15.6-inch full HD operator touchscreen',
        'Customer-facing screen for order review, tips and loyalty',
        'Ports for cash drawer, receipt printer, kitchen printer and scanner',
        'Ethernet and Wi-Fi, with offline mode if the internet drops',
        'Spill-resistant housing with a small countertop footprint',
      ],
    },
    {
      id: 'tab',
      visual: 'tab-order',
      title: 'Tab',
      description:
        'An 11-inch Android tablet for the host stand, the bar or a server station. It shows the whole table layout, handles coursing and split bills, and mounts on a wall, a stand or the counter.',
      buttonText: "Let's Connect",
      image: '/illustrations/tab.svg',
      imageAlt: 'Tab 11-inch Android tablet showing a restaurant table layout',
      imageLabel: 'Tab · 11"',
      alignment: 'left',
      specs: [
        '11-inch Android tablet with a bright, glare-resistant screen',
        'Battery that lasts a full shift',
        'Counter stand, wall mount or handheld use',
        'Table layout, coursing and split bills on a large screen',
        'Pairs with the Go or a card reader for payments',
      ],
    },
    {
      id: 'go',
      visual: 'go-pay',
      title: 'Go',
      description:
        'A 6.5-inch handheld terminal with a built-in card reader and printer. Take orders and payment at the table, bust the line in a drive-thru or run a food truck window from one device that fits in an apron pocket.',
      buttonText: "Let's Connect",
      image: '/illustrations/go.svg',
      imageAlt: 'Go 6.5-inch handheld terminal with built-in card reader and receipt printer',
      imageLabel: 'Go · 6.5"',
      alignment: 'right',
      specs: [
        '6.5-inch touchscreen handheld terminal',
        'Built-in card reader for tap, chip and mobile wallets',
        'Built-in receipt printer',
        'Wi-Fi and mobile data, with offline mode',
        'Full-shift battery with a charging dock',
      ],
    },
  ],
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Hardware you can count on through every service.',
    bgColor: 'ink',
    stats: [
      { value: '99.9%', description: 'uptime for the cloud services behind every device' },
      { value: '24/7', description: 'support by phone and email, 365 days a year' },
      { value: '5 years', description: 'average hardware lifespan in busy restaurant service' },
      { value: '1000+', description: 'installations in restaurants, cafés, bars and food trucks' },
    ],
  },
  industrySection: {
    title: 'The right device for every kind of restaurant',
    subtitle: 'Mix and match devices by role; they all run the same menu and send orders to the same kitchen.',
    features: [
      {
        heading: 'Counter service',
        description: 'Quick-service restaurants, cafés and bakeries.',
        bulletPoints: [
          'Station with a customer-facing screen',
          'Self-order kiosk beside the counter',
          'Kitchen display screens of 10, 15.6 or 21.5 inches',
        ],
      },
      {
        heading: 'Table service',
        description: 'Casual, full-service and fine dining restaurants.',
        bulletPoints: [
          'Tab at the host stand and server stations',
          'Go handhelds for tableside orders and payment',
          'Kitchen display with coursing',
        ],
      },
      {
        heading: 'On the move',
        description: 'Food trucks, patios, events and curbside pickup.',
        bulletPoints: [
          'Go handheld with built-in card reader and printer',
          'Offline mode for orders and payments',
          'Wi-Fi or mobile data',
        ],
      },
    ],
    stats: [
      { value: '1 year', description: 'standard warranty on every device, with extended coverage available' },
      { value: '3', description: 'devices running one menu, one set of reports and one system' },
    ],
    ctaText: 'Get a Demo',
    imageSrc: '/illustrations/startup-kit.svg',
    imageAlt: 'Startup kit with a 15.6-inch terminal and a 10-inch customer display',
  },
  keyFeatures: {
    heading: 'Key hardware benefits',
    subheading: 'Designed with restaurant staff for long shifts, greasy fingers and crowded counters.',
    features: [
      {
        image: '/illustrations/pos-15.svg',
        title: 'Large screen',
        description: 'A 15.6-inch screen shows the full menu and modifiers without scrolling, even at peak.',
      },
      {
        image: '/illustrations/pos-10.svg',
        title: 'Flexible mounting',
        description: 'Counter stands, wall mounts and swivel arms fit small cafés and long bar tops alike.',
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: 'Customer-facing display',
        description: 'Guests check their order, pick a tip and see loyalty points before they pay.',
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Built-in payments',
        description: 'Tap, chip and mobile wallet payments with no separate terminal to manage.',
      },
      {
        image: '/illustrations/offline-sync.svg',
        title: 'Works offline',
        description: 'Keep taking orders and payments if the internet drops; everything syncs later.',
      },
      {
        image: '/illustrations/support.svg',
        title: 'Support around the clock',
        description: 'Real people on the phone 24/7 to troubleshoot a device during service.',
      },
    ],
  },
  compactSection: {
    title: 'Compact restaurant POS hardware',
    description: 'Short on counter space? These compact devices give you the full system in a smaller footprint.',
    items: [
      {
        image: '/illustrations/pos-15.svg',
        title: '15.6-Inch POS',
        description: 'A single-screen terminal with plenty of room for large menus and modifiers.',
      },
      {
        image: '/illustrations/pos-10.svg',
        title: '10-Inch POS',
        description: 'A small terminal for cafés, bakeries and bar tops with limited space.',
      },
      {
        image: '/illustrations/customer-display-7.svg',
        title: '7-inch customer-facing display',
        description: 'Shows guests their order, tip options and loyalty balance at checkout.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'What warranty comes with the hardware?',
        answer:
          'Every device comes with a 1-year standard warranty covering defects in parts and workmanship. Extended coverage is available if you want protection for longer.',
      },
      {
        question: 'Which device should I choose for my restaurant?',
        answer:
          'Counter-service restaurants usually start with the Station; table-service restaurants add the Tab at the host stand and Go handhelds for servers; food trucks often run on the Go alone. We recommend a setup on your demo call.',
      },
      {
        question: 'Does the hardware arrive ready to use?',
        answer:
          'Yes. Devices are shipped with your menu, taxes and staff accounts already loaded. You plug them in, connect to your network and our team walks you through your first service.',
      },
      {
        question: 'What happens if a device stops working during service?',
        answer: `Call ${site.brand} support at any hour. Most problems are solved over the phone; if a device under warranty needs repair, we ship a replacement so you can keep serving.`,
      },
    ],
  },
}
