import type { CategoryContent } from '../../types'
import { site } from '../../site'

export const casualDining: CategoryContent = {
  slug: 'casual-dining',
  name: 'Casual Dining',
  meta: {
    title: 'Casual Dining POS: Tables, Coursing and Split Bills',
    description:
      'Turn tables faster with a live floor plan, tableside ordering, coursing and split bills by seat. A cloud POS for casual dining restaurants across Canada.',
  },
  heroSection: {
    title: 'More tables turned, fewer trips to the terminal',
    description: `Seat guests from a live floor plan, take orders at the table, fire courses when the table is ready and split the bill any way your guests ask. ${site.brand} keeps your servers on the floor instead of in line at the terminal.`,
    buttonText: "Let's Connect",
    mainImage: '/illustrations/scenes/casual-dining.svg',
    mainImageAlt: 'A casual dining booth with pendant lamps, framed art, two plates on the table and the bill',
    deviceImage: '/illustrations/tab.svg',
    deviceImageAlt: 'Tab 11-inch tablet showing a restaurant floor plan',
    deviceTitle: 'Tab at the host stand',
    deviceDescription:
      'See which tables are open, seated, ordered or waiting for the bill, and seat the next party in one tap.',
    backgroundText: 'TABLES',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: `Results casual dining restaurants report after moving their floor to ${site.brand}.`,
    bgColor: 'sand',
    stats: [
      {
        value: '25-30%',
        description: 'faster table turns when orders are sent from the table on a handheld',
      },
      {
        value: '20-25%',
        description: 'more appetizer, drink and dessert add-ons from prompts on the server screen',
      },
      {
        value: '22-25%',
        description: 'higher tip totals with suggested tip amounts shown at pay-at-table',
      },
      {
        value: '18-20%',
        description: 'more repeat visits from guests who join loyalty when they pay',
      },
    ],
  },
  scrollSection: {
    heroTitle: 'Run the whole dining room from one system',
    heroSubtitle: 'From the host stand to the final receipt, every table is tracked and every course is on time.',
    sections: [
      {
        id: 'casual-floor-plan',
        icon: 'Utensils',
        title: 'Live table layout',
        subtitle: 'The whole room at a glance',
        description:
          'Draw your dining room, patio and bar once, then watch each table change colour as it is seated, ordered, served and paid. Hosts balance sections fairly and managers see which tables have been waiting too long.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/tab.svg',
        imageAlt: 'Tablet with a colour-coded table layout of a dining room',
        bulletPoints: [
          { text: 'Table status by colour: seated, ordered, served, paid', highlight: true },
          { text: 'Server sections and table transfers in one tap', highlight: false },
          { text: 'Time-seated shown on every table', highlight: false },
        ],
        stat: '25-30%',
        statDescription: 'faster table turns',
      },
      {
        id: 'casual-coursing',
        icon: 'ChefHat',
        title: 'Coursing that follows the table',
        subtitle: 'Mains out when the table is ready',
        description:
          'Servers enter the whole order at once and hold the mains. When appetizers are cleared, one tap fires the next course to the kitchen display, so food arrives hot and the kitchen is never flooded.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/kds.svg',
        imageAlt: 'Kitchen display showing held and fired courses for a table',
        bulletPoints: [
          { text: 'Hold and fire by course from the handheld', highlight: true },
          { text: 'Seat numbers printed on every kitchen ticket', highlight: false },
          { text: 'Allergy notes highlighted in the kitchen', highlight: false },
        ],
      },
      {
        id: 'casual-split-checks',
        icon: 'CreditCard',
        title: 'Split bills without the math',
        subtitle: 'By seat, by item or evenly',
        description:
          'Split a bill by seat, by item or into equal shares, then take payment at the table on the Go handheld. Guests tap their own card, choose a tip and get a receipt by email or on paper.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #F8DDD4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'A table’s bill split three ways, one for each guest',
        bulletPoints: [
          { text: 'Split by seat, by item or evenly in seconds', highlight: true },
          { text: 'Pay at the table with tap, chip or mobile wallet', highlight: false },
          { text: 'Automatic gratuity for large parties', highlight: false },
        ],
      },
      {
        id: 'casual-guest-profiles',
        icon: 'UserCircle',
        title: 'Guest profiles and loyalty',
        subtitle: 'Know your regulars by name',
        description:
          'Guests join loyalty with a phone number at payment. Servers see visit history, favourite dishes and allergies, and you send birthday offers and win-back messages without a separate marketing tool.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/phone-loyalty.svg',
        imageAlt: 'Phone showing a guest loyalty balance and a birthday reward',
        bulletPoints: [
          { text: 'Visit history and favourite dishes on the guest profile', highlight: true },
          { text: 'Points earned automatically on every paid bill', highlight: false },
          { text: 'Birthday and win-back offers by email or SMS', highlight: false },
        ],
        stat: '18-20%',
        statDescription: 'more repeat visits',
      },
    ],
  },
  industrySection: {
    title: 'Made for the way casual dining works',
    subtitle: 'Busy Friday nights, big groups and a mix of dine-in and takeout, handled from one system.',
    features: [
      {
        heading: 'Front of house',
        description: 'Hosts, servers and bartenders work from the same live picture of the room.',
        bulletPoints: [
          'Drag-and-drop table layout for dining room and patio',
          'Tableside ordering on the Tab and Go',
          'Table transfers and merged bills',
        ],
      },
      {
        heading: 'Kitchen',
        description: 'Tickets arrive clear, in order and at the right time.',
        bulletPoints: [
          'Coursing with hold and fire',
          'Routing to grill, fry, salad and bar screens',
          'Ticket times by course and by station',
        ],
      },
      {
        heading: 'Checkout and tips',
        description: 'Settle tables faster and share tips fairly at the end of the night.',
        bulletPoints: [
          'Split bills by seat, item or evenly',
          'Auto gratuity for parties of the size you choose',
          'Tip pooling by role and hours worked',
        ],
      },
    ],
    stats: [
      { value: '20%', description: 'more covers on a busy night when servers stay on the floor' },
      { value: '50+', description: 'reports, including sales by server, table turn time and tips' },
    ],
    ctaText: 'Get a Casual Dining Demo',
    imageSrc: '/illustrations/tip-pool.svg',
    imageAlt: 'Tips from the night shared between servers, bartenders and kitchen staff',
  },
  keyFeatures: {
    heading: 'Key features for casual dining',
    subheading: 'Everything your floor and kitchen need to keep a full room happy.',
    features: [
      {
        image: '/illustrations/tab.svg',
        title: 'Table layout',
        description: 'A live floor plan of every table, section and server, updated as the night goes on.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Tableside ordering',
        description: 'Take orders and payment at the table on a handheld with a built-in card reader.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Split bills',
        description: 'Split by seat, item or equal share without voiding and re-ringing the bill.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Kitchen display',
        description: 'Courses fired on time, seat numbers on every ticket and timers on every order.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Tip pooling',
        description: 'Share tips by role and hours automatically, with a clear report for every shift.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'QR pay at table',
        description: 'Guests scan the code on the bill, split it with friends and pay from their phone.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your casual dining tech stack',
    subheading: 'Hardware and software chosen for a full dining room.',
    items: [
      {
        image: '/illustrations/tab.svg',
        title: 'Tab for hosts and servers',
        description: 'An 11-inch Android tablet for the host stand, the bar or a server station.',
      },
      {
        image: '/illustrations/go.svg',
        title: 'Go for tableside service',
        description: 'A 6.5-inch handheld with a built-in card reader and printer for orders and payment at the table.',
      },
      {
        image: '/illustrations/kds.svg',
        title: 'Kitchen display system',
        description: 'Screens of 10, 15.6 or 21.5 inches for each station, with coursing and ticket timers.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Can I set up separate layouts for the dining room, patio and bar?',
        answer:
          'Yes. Build as many floor areas as you need, move tables around for a private party and switch the patio on and off with the season. Each server sees their own section first.',
      },
      {
        question: 'How does coursing work for a busy kitchen?',
        answer:
          'Servers enter the full order and mark courses. Appetizers go to the kitchen right away; mains are held until the server fires them, or until a timer you set runs out.',
      },
      {
        question: 'Can a table of eight split the bill by seat?',
        answer:
          'Yes. Assign items to seats as you order, then split by seat, by item or into equal shares when the table asks. Shared appetizers can be divided between any number of bills.',
      },
      {
        question: 'Do you support automatic gratuity for large parties?',
        answer:
          'Yes. Set the party size and percentage once, and the gratuity is added automatically and shown clearly on the bill. Auto gratuity is available on the Plus plan and higher.',
      },
      {
        question: 'How are tips shared at the end of the night?',
        answer:
          'Tip pooling splits tips by role, percentage or hours worked, and the end-of-shift report shows each person what they earned. No more spreadsheets after close.',
      },
    ],
  },
}
