import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const fullServicesRestaurant: CategoryContent = {
  slug: 'full-services-restaurant',
  name: 'Full Services Restaurant',
  meta: {
    title: 'Full-Service Restaurant POS: Tables, Courses, Bills',
    description:
      'Table layout, coursing, split bills, house accounts and tip pooling in one cloud POS. Built for restaurants that seat, serve and settle every night.',
  },
  heroSection: {
    title: 'From the first seating to the last bill',
    description: `Manage your tables, send courses to the kitchen at the right moment, split any bill and close out the night with tips already shared. ${site.brand} gives full-service teams one system for the floor, the kitchen and the office.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/full-services-restaurant.svg',
    mainImageAlt: 'A full-service dining room with set tables, a host stand and a server carrying the Tab',
    deviceImage: '/illustrations/go.svg',
    deviceImageAlt: 'Go handheld terminal showing a table order by seat',
    deviceTitle: 'Go on the floor',
    deviceDescription:
      'Servers take orders, fire courses and take payment at the table on a handheld with a built-in card reader and printer.',
    backgroundText: 'SERVICE',
    backgroundImage: '/illustrations/dish-bowl.svg',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `Averages reported by full-service restaurants in their first year on ${site.brand}.`,
    bgColor: 'white',
    stats: [
      {
        value: '22-25%',
        description: 'faster table turns when orders and payments happen at the table',
      },
      {
        value: '15-18%',
        description: 'higher average bills from course-by-course suggestions for drinks and desserts',
      },
      {
        value: '25-30%',
        description: 'less time spent closing out, with tips pooled and cash reconciled automatically',
      },
      {
        value: '20-22%',
        description: 'fewer kitchen remakes when modifiers and allergies print by seat',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Every part of full service, connected',
    heroSubtitle: 'Seat, order, fire, split and settle, all from the same screens your team already carries.',
    sections: [
      {
        id: 'full-service-table-layout',
        icon: 'ClipboardList',
        title: 'Table layout and sections',
        subtitle: 'Seat the room evenly',
        description:
          'Map your dining room, bar and private room, assign server sections for each shift and see at a glance which tables are open, ordering, eating or waiting for their bill.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/tab.svg',
        imageAlt: 'Tablet showing a dining room table layout with server sections',
        bulletPoints: [
          { text: 'Server sections set per shift in a few taps', highlight: true },
          { text: 'Merge tables for large parties and split them again', highlight: false },
          { text: 'Time seated and course status on every table', highlight: false },
        ],
        stat: '22-25%',
        statDescription: 'faster table turns',
      },
      {
        id: 'full-service-coursing',
        icon: 'ChefHat',
        title: 'Coursing and kitchen timing',
        subtitle: 'Hot food at the right moment',
        description:
          'Enter appetizers, mains and desserts in one order, then fire each course when the table is ready. The kitchen display shows what is coming next so the line can prepare without rushing.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Kitchen display with upcoming and fired courses',
        bulletPoints: [
          { text: 'Hold and fire by course from any device', highlight: true },
          { text: 'Upcoming courses shown to the kitchen in advance', highlight: false },
          { text: 'Seat numbers and allergies on every ticket', highlight: false },
        ],
      },
      {
        id: 'full-service-split-checks',
        icon: 'CreditCard',
        title: 'Split bills and pay at table',
        subtitle: 'Settle every table your guests’ way',
        description:
          'Split by seat, item or evenly, apply auto gratuity for large parties and take payment at the table on the Go. House accounts let regulars and local businesses settle monthly.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'Bill divided into separate bills for each guest',
        bulletPoints: [
          { text: 'Split by seat, item or equal shares', highlight: true },
          { text: 'Auto gratuity for parties above a size you choose', highlight: false },
          { text: 'House accounts billed monthly', highlight: false },
        ],
      },
      {
        id: 'full-service-end-of-night',
        icon: 'Users',
        title: 'Tips, shifts and close-out',
        subtitle: 'Close the night in minutes',
        description:
          'Tips are pooled by role and hours, server cash-outs balance automatically and the end-of-day report is waiting on your phone before you lock the door.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/tip-pool.svg',
        imageAlt: 'Tips shared between front and back of house staff',
        bulletPoints: [
          { text: 'Tip pooling by role, percentage or hours', highlight: true },
          { text: 'Server cash-out with cash and card totals', highlight: false },
          { text: 'Daily summary on the owner reporting app', highlight: false },
        ],
        stat: '25-30%',
        statDescription: 'less time spent closing out',
      },
    ],
  },
  industrySection: {
    title: 'One system for the floor, the kitchen and the office',
    subtitle: 'Full-service restaurants have more moving parts than most. Keep them all in one place.',
    features: [
      {
        heading: 'Table management',
        description: 'Give hosts and servers the same live view of the room.',
        bulletPoints: [
          'Table layout for every area and season',
          'Table transfers between servers',
          'Waitlist and seating notes at the host stand',
        ],
      },
      {
        heading: 'Orders and kitchen',
        description: 'Accurate tickets, sent to the right station at the right time.',
        bulletPoints: [
          'Coursing with hold and fire',
          'Routing to kitchen and bar screens',
          'Modifiers and allergies printed by seat',
        ],
      },
      {
        heading: 'Payments and accounts',
        description: 'Every way a guest might want to pay, ready at the table.',
        bulletPoints: [
          'Split bills by seat, item or evenly',
          'Auto gratuity and house accounts',
          'Tap, chip and mobile wallet payments',
        ],
      },
    ],
    stats: [
      { value: '50+', description: 'reports, including table turns, server sales and tip summaries' },
      { value: '24/7', description: 'support for late closes and early prep' },
    ],
    ctaText: 'Get a Full-Service Demo',
    imageSrc: '/illustrations/team-schedule.svg',
    imageAlt: 'Weekly staff schedule for front and back of house',
  },
  keyFeatures: {
    heading: 'Key features for full-service restaurants',
    subheading: 'The tools servers, hosts, cooks and owners use every shift.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Table layout',
        description: 'Live floor plan with sections, table status and time seated.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Coursed kitchen display',
        description: 'Hold and fire by course, with timers and seat numbers on every ticket.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Split bills',
        description: 'By seat, by item or evenly, without voiding a single line.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'House accounts',
        description: 'Let regulars and corporate clients sign for meals and pay by monthly invoice.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Tip pooling',
        description: 'Tips shared by role and hours automatically at the end of each shift.',
      },
      {
        image: '/illustrations/team-schedule.svg',
        title: 'Team scheduling',
        description: 'Build the week’s schedule and compare labour cost against sales.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your full-service tech stack',
    subheading: 'Devices for every role in the restaurant, running the same software.',
    items: [
      {
        image: '/illustrations/station.svg',
        title: 'Station at the server station',
        description: 'A dual-screen terminal with a 15.6-inch screen for staff and a customer-facing screen.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go for every server',
        description: 'A 6.5-inch handheld with a built-in card reader and printer for the table.',
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Back-office dashboard',
        description: 'Sales, labour and menu performance for every location in one place.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can servers start a table on the Station and finish it on the Go?',
        answer:
          'Yes. Every device works on the same live bill, so a server can start an order at the server station, add drinks from the bar and take payment at the table on the Go.',
      },
      {
        question: 'Does the system handle coursing for large parties?',
        answer:
          'Yes. Enter the whole order by seat and course, and fire each course when the table is ready. The kitchen sees upcoming courses so it can prepare for a party of twenty without stopping the line.',
      },
      {
        question: 'Can I offer house accounts to regulars and local businesses?',
        answer:
          'Yes. Guests sign for meals on their account and you send a monthly statement. House accounts are available on the Plus plan and higher.',
      },
      {
        question: 'How does auto gratuity work?',
        answer:
          'You choose the party size and percentage. When a table reaches that size, the gratuity is added to the bill and shown on the receipt, and you can remove it at a manager’s approval.',
      },
      {
        question: 'Can I split one bill into separate bills after the meal?',
        answer:
          'Yes. Split by seat, by item or into equal shares at any time, including shared dishes across several bills. Each bill can be paid with a different card or in cash.',
      },
      {
        question: 'How are tips distributed?',
        answer:
          'Set your tip pooling rules once, by role, percentage or hours worked. At close, each person’s share is calculated and shown on the shift report.',
      },
    ],
  },
}
