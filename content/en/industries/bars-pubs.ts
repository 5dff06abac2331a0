import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const barsPubs: CategoryContent = {
  slug: 'bars-pubs',
  name: 'Bars & Pubs',
  meta: {
    title: 'Bar and Pub POS with Tabs and Age-Check Prompts',
    description:
      'Open tabs with a card on file, prompt staff to check ID, track pours and close out fast at last call. A cloud POS for bars, pubs and taprooms across Canada.',
  },
  heroSection: {
    title: 'Open tabs, pour faster, close out clean',
    description: `A crowded bar needs tabs that open in seconds, rounds that ring in with one tap and a last call that does not end in a queue. ${site.brand} handles busy Friday nights, from the first pint to the final tab.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/bars-pubs.svg',
    mainImageAlt: 'A bar with a lit back bar of bottles, beer taps, stools and the POS on the bar top',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tab 11-inch tablet showing open bar tabs by guest name',
    deviceTitle: 'Tab behind the bar',
    deviceDescription:
      'Every open tab by name, seat or card, with drinks laid out so bartenders can ring a round in seconds.',
    backgroundText: 'LAST CALL',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What bars and pubs typically see after switching to ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '30-35%',
        description: 'faster tab close-out at last call with cards held on file',
      },
      {
        value: '15-20%',
        description: 'more rounds per table when servers take orders on the floor with a handheld',
      },
      {
        value: '20-25%',
        description: 'fewer walked tabs when a card is pre-authorized as the tab opens',
      },
      {
        value: '10-15%',
        description: 'lower pour cost with liquor and draught tracked by the ounce',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Built for a busy bar',
    heroSubtitle: 'Tabs, ID checks, pours and happy hours, handled without slowing the bartender down.',
    sections: [
      {
        id: 'bar-tab-management',
        icon: 'CreditCard',
        title: 'Tab management',
        subtitle: 'Open, transfer and close in seconds',
        description:
          'Start a tab by tapping the guest’s card, which is pre-authorized and kept on file. Add rounds from any terminal, move a tab from the bar to a table, split it between friends and close everything at last call without a line.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/payment-terminal.svg',
        imageAlt: 'Guest tapping a card to open a bar tab',
        bulletPoints: [
          { text: 'Open a tab with a card tap and pre-authorization', highlight: true },
          { text: 'Transfer tabs between the bar and tables', highlight: false },
          { text: 'Close all open tabs at last call with one report', highlight: false },
        ],
        stat: '30-35%',
        statDescription: 'faster tab close-out',
      },
      {
        id: 'bar-age-check-prompts',
        icon: 'ShieldCheck',
        title: 'Age-check prompts',
        subtitle: 'Serve responsibly, every time',
        description:
          'When an alcoholic item is added, the POS prompts staff to check ID, with the legal drinking age set for your province. Staff confirm the bill or enter the date of birth, and every prompt is logged for your records.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/security.svg',
        imageAlt: 'Shield and lock representing a responsible-service ID check',
        bulletPoints: [
          { text: 'ID prompt on alcohol with your province’s legal age', highlight: true },
          { text: 'Date of birth check that blocks underage sales', highlight: false },
          { text: 'Log of every prompt by staff member and time', highlight: false },
        ],
      },
      {
        id: 'bar-floor-ordering',
        icon: 'Users',
        title: 'Ordering from the floor',
        subtitle: 'More rounds, fewer trips',
        description:
          'Servers take orders at high-tops and booths on the Go handheld. Drinks go to the service bar, food goes to the kitchen, and the guest can pay at the table whenever they are ready.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/go.svg',
        imageAlt: 'Go handheld with a round of drinks for a table',
        bulletPoints: [
          { text: 'Drinks to the bar, food to the kitchen automatically', highlight: true },
          { text: 'Repeat last round in one tap', highlight: false },
          { text: 'Pay at the table with tap, chip or mobile wallet', highlight: false },
        ],
        stat: '15-20%',
        statDescription: 'more rounds per table',
      },
      {
        id: 'bar-pour-and-happy-hour',
        icon: 'Clock',
        title: 'Happy hours and pour tracking',
        subtitle: 'Prices that change on time, stock that adds up',
        description:
          'Schedule happy hour and game-night prices to start and stop on their own. Track spirits, wine and draught by the ounce so you can compare what was poured with what was sold.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #D5EAE3 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Inventory levels for spirits and kegs',
        bulletPoints: [
          { text: 'Scheduled happy hour pricing', highlight: true },
          { text: 'Liquor and draught inventory by the ounce', highlight: false },
          { text: 'Variance report of poured against sold', highlight: false },
        ],
        stat: '10-15%',
        statDescription: 'lower pour cost',
      },
    ],
  },
  industrySection: {
    title: 'Made for bars, pubs and taprooms',
    subtitle: 'Fast drink service, responsible service and tight stock control in one system.',
    features: [
      {
        heading: 'Tabs and payments',
        description: 'Keep tabs moving from the first drink to last call.',
        bulletPoints: [
          'Pre-authorized tabs with a card on file',
          'Split tabs by item or evenly',
          'Auto gratuity for large groups',
        ],
      },
      {
        heading: 'Responsible service',
        description: 'Give staff the prompts they need at the moment of sale.',
        bulletPoints: [
          'ID check prompts on alcoholic items',
          'Legal drinking age set per province',
          'Manager approval for overrides',
        ],
      },
      {
        heading: 'Bar inventory',
        description: 'Know where every bottle and keg went.',
        bulletPoints: [
          'Spirits, wine and draught tracked by the ounce',
          'Recipes for cocktails with exact pour sizes',
          'Variance reports by week and by bartender',
        ],
      },
    ],
    stats: [
      { value: '50+', description: 'reports, including pour cost, tab times and sales by bartender' },
      { value: '24/7', description: 'support, including after last call' },
    ],
    ctaText: 'Get a Bar Demo',
    imageSrc: '/illustrations/dish-cocktail.svg',
    imageAlt: 'Cocktail served at a busy bar',
  },
  keyFeatures: {
    heading: 'Key features for bars and pubs',
    subheading: 'The tools bartenders and managers reach for every night.',
    features: [
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Tab management',
        description: 'Open a tab with a card tap, add rounds anywhere and close out fast.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Age-check prompts',
        description: 'ID prompts on alcohol, with the legal age set for your province.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Handheld ordering',
        description: 'Take orders and payment at booths and patios on the Go.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Pour tracking',
        description: 'Liquor and draught inventory by the ounce with variance reports.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Split tabs',
        description: 'Divide a group tab by item or evenly, with a different card for each guest.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Tip pooling',
        description: 'Share tips between bartenders, servers and barbacks by role and hours.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your bar tech stack',
    subheading: 'Hardware that stands up to a busy bar and software that keeps count.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station at the bar',
        description: 'A dual-screen terminal so guests can see their tab and choose a tip.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go on the floor',
        description: 'A 6.5-inch handheld with a built-in card reader and printer.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Nightly reports',
        description: 'Sales, tabs, tips and pour cost, ready on your phone after close.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'How do pre-authorized tabs work?',
        answer:
          'When a guest opens a tab, their card is tapped and a small amount is pre-authorized. The card stays on file, so they can order all night and close out in seconds, or the tab is closed automatically at the end of the night.',
      },
      {
        question: 'How do the age-check prompts work?',
        answer:
          'Mark items as alcoholic and set the legal drinking age for your province. When one is ordered, staff are asked to confirm they checked ID or to enter a date of birth, and the sale is blocked if the guest is under age.',
      },
      {
        question: 'Can I move a tab from the bar to a table?',
        answer:
          'Yes. Transfer a tab to a table or another bartender in one tap. Items, payments and the card on file move with it.',
      },
      {
        question: 'Can happy hour prices switch on automatically?',
        answer:
          'Yes. Schedule prices by day and time, such as half-price wings on Wednesdays or drink specials from 4 p.m. to 6 p.m. The POS switches prices on and off for you.',
      },
      {
        question: 'Can I track liquor inventory by the ounce?',
        answer:
          'Yes. Each drink has a recipe with pour sizes, and inventory is reduced as drinks are sold. Compare your counts with sales to see variance by bottle, keg and bartender.',
      },
    ],
  },
}
