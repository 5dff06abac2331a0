import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fineDining: CategoryContent = {
  slug: 'fine-dining',
  name: 'Fine Dining',
  meta: {
    title: 'Fine Dining POS for Coursing, Pairings and Service',
    description:
      'Seat-level ordering, coursed tasting menus, wine pairings and discreet pay-at-table. A quiet, precise cloud POS for fine dining rooms across Canada.',
  },
  heroSection: {
    title: 'Service as precise as your kitchen',
    description: `Take orders by seat, pace every course of a tasting menu, carry allergies and preferences from the reservation to the pass, and present the bill without a trip to the terminal. ${site.brand} stays out of the way so your team can focus on the guest.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/fine-dining.svg',
    mainImageAlt:
      'A white-cloth table for two by an arched window, with candles, wine glasses, a plated course and the bill folder',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tab 11-inch tablet showing seat-by-seat orders for a table of four',
    deviceTitle: 'Tab for tableside service',
    deviceDescription:
      'Servers and sommeliers record orders by seat and course at the table, on a screen large enough to read a full wine list.',
    backgroundText: 'SERVICE',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `What fine dining teams measure after a season on ${site.brand}.`,
    bgColor: 'ink',
    stats: [
      {
        value: '40-45%',
        description: 'less time spent on order entry when seats and courses are recorded at the table',
      },
      {
        value: '30-35%',
        description: 'higher wine and pairing sales with suggestions attached to each dish',
      },
      {
        value: '25-30%',
        description: 'faster bill settlement with pay-at-table and splits by seat',
      },
      {
        value: '95%+',
        description: 'order accuracy, with allergies and preferences printed on every course ticket',
      },
    ],
  },
  industrySection: {
    title: 'Built for tasting menus and long evenings',
    subtitle:
      'Fine dining service is about timing and detail. Every screen is designed to carry that detail from the floor to the pass.',
    features: [
      {
        heading: 'Coursing and pacing',
        description: 'Let the kitchen cook to the table, not to the ticket rail.',
        bulletPoints: [
          'Tasting menus with fixed courses and optional supplements',
          'Hold and fire each course from the floor',
          'Course timers on the kitchen display for the chef at the pass',
        ],
      },
      {
        heading: 'Seat-level detail',
        description: 'Every guest is served correctly, from the amuse-bouche to the mignardises.',
        bulletPoints: [
          'Orders entered by seat number with position on the table map',
          'Allergies and dietary notes flagged on every ticket',
          'Guest notes that carry over to the next visit',
        ],
      },
      {
        heading: 'Wine and beverage service',
        description: 'Support your sommelier and track every bottle.',
        bulletPoints: [
          'Pairing suggestions attached to each course',
          'Bottle, glass and half-glass pours of the same wine',
          'Cellar inventory counted by the bottle',
        ],
      },
    ],
    stats: [
      { value: '95%+', description: 'order accuracy from the table to the pass' },
      { value: '50+', description: 'reports, from covers per service to wine sales by server' },
      { value: '24/7', description: 'support from people who know restaurant service' },
    ],
    ctaText: 'Get a Fine Dining Demo',
    imageSrc: '/illustrations/dish-fine.svg',
    imageAlt: 'Plated fine dining dish ready to leave the pass',
  },
  keyFeatures: {
    heading: 'Key features for fine dining',
    subheading: 'Quiet, precise tools for a room where every detail is noticed.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Table layout',
        description: 'A live map of the room with seat positions, course status and time seated.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Coursed kitchen display',
        description: 'Held and fired courses, seat numbers and allergy flags shown clearly at the pass.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Split bills by seat',
        description: 'Separate bills for each guest or couple, prepared before the table asks.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Discreet pay-at-table',
        description: 'Bring the Go handheld to the table so the card never leaves the guest’s sight.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Cellar inventory',
        description: 'Track bottles, glasses and pairings so the wine list always matches the cellar.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Service reports',
        description: 'Covers, average spend per guest and beverage sales by server for every service.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your fine dining tech stack',
    subheading: 'Three pieces that keep the floor, the pass and the office in step.',
    items: [
      {
        image: '/illustrations/tab.svg',
        title: 'Tab on the floor',
        description: 'An 11-inch Android tablet for servers and sommeliers, with the full menu and wine list.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'KDS at the pass',
        description: 'Kitchen display screens up to 21.5 inches, so the chef sees every table’s pace.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'Secure payments',
        description: 'Encrypted card payments at the table, with role-based permissions for voids and comps.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can I build a tasting menu with optional supplements and pairings?',
        answer:
          'Yes. Create the tasting menu as a set of courses, then add supplements such as truffle or caviar and a wine pairing that prints alongside each course. Price changes apply to the whole menu at once.',
      },
      {
        question: 'How do servers pace courses with the kitchen?',
        answer:
          'The full order is entered at the start and each course is held. The server fires the next course from the Tab when the table is ready, and the chef sees it appear at the pass with its seat numbers.',
      },
      {
        question: 'Are allergies carried through to the kitchen?',
        answer:
          'Yes. Allergies and dietary notes are attached to the seat, not just the order, and are highlighted on every course ticket for that guest until the meal ends.',
      },
      {
        question: 'Can each guest receive a separate bill?',
        answer:
          'Yes. Split by seat, by couple or by item, and present each bill at the table on the Go handheld. Guests tap or insert their own card without it leaving their sight.',
      },
      {
        question: 'Can I track wine by the bottle and by the glass?',
        answer:
          'Yes. Sell the same wine by the bottle, glass or half-glass, and inventory is reduced in the right proportion. A weekly report shows what was poured, sold and comped.',
      },
    ],
  },
}
