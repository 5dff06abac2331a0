/**
 * The blog's seed articles, loaded into the database on first start and by the seed CLI.
 * `file` is a Markdown (CommonMark) file in ./posts; `cover` is a file name without extension
 * in ./covers (SVG, 1200x630). Their French versions: ./posts/fr/<same file name> for the text,
 * `frSeedPosts` (keyed by the English file name) for the title, excerpt, tags and cover alt text;
 * category, author, cover, featured and date are the English article's.
 */
import { frSeedPostsA } from './seed-posts-fr-a'
import { frSeedPostsB } from './seed-posts-fr-b'

export interface FrSeedText {
  title: string
  excerpt: string
  tags: string[]
  coverAlt: string
}

export const frSeedPosts: Record<string, FrSeedText> = { ...frSeedPostsA, ...frSeedPostsB }

export interface SeedPost {
  file: string
  title: string
  excerpt: string
  category: string
  author: string
  tags: string[]
  featured: boolean
  cover: string
  coverAlt: string
  /** ISO date-time. */
  createdAt: string
}

export const seedPosts: SeedPost[] = [
  {
    file: 'qsr-pos-guide.md',
    title: 'The Complete Guide to POS Systems for Quick-Service Restaurants',
    excerpt:
      'What a quick-service POS has to do at the counter, in the kitchen and in the office, with checklists for choosing a system and switching without a bad weekend.',
    category: 'QSR',
    author: 'Priya Raman',
    tags: ['POS', 'Quick Service', 'Payments', 'Checklists'],
    featured: true,
    cover: 'qsr-pos-guide',
    coverAlt: 'Illustration of a counter terminal with a queue of order tickets beside it',
    createdAt: '2026-09-08T14:00:00.000Z',
  },
  {
    file: 'pizzeria-online-ordering.md',
    title: 'Pizzeria Online Ordering: Half-and-Half, Delivery Zones and Driver Cash-Up',
    excerpt:
      'Set up a pizza matrix, half-and-half pricing, delivery zones and a driver cash-up so your online menu, kitchen and drivers all agree.',
    category: 'Pizzeria',
    author: 'Jenna Kowalski',
    tags: ['Pizzeria', 'Online Ordering', 'Delivery'],
    featured: false,
    cover: 'pizzeria-online-ordering',
    coverAlt: 'Illustration of a pizza with different toppings on each half and a delivery scooter',
    createdAt: '2026-09-22T14:00:00.000Z',
  },
  {
    file: 'cafe-loyalty.md',
    title: 'Coffee Shop Loyalty Programs Your Regulars Will Actually Use',
    excerpt:
      'Why punch cards and clunky apps fail, how to design rewards around the way regulars buy, and how pre-orders ease the morning rush.',
    category: 'Cafe n Bakery',
    author: 'Priya Raman',
    tags: ['Loyalty', 'Cafe', 'Pre-orders'],
    featured: false,
    cover: 'cafe-loyalty',
    coverAlt: 'Illustration of a coffee cup next to a loyalty stamp card',
    createdAt: '2026-10-06T14:00:00.000Z',
  },
  {
    file: 'commission-free-web-ordering.md',
    title: 'Delivery App Commissions vs Your Own Online Ordering: The Maths',
    excerpt:
      'A worked example of what marketplace commissions really cost a restaurant, and how much moving regulars to commission-free ordering can save.',
    category: 'Web Ordering',
    author: 'Marc-André Tremblay',
    tags: ['Web Ordering', 'Commissions', 'Delivery'],
    featured: false,
    cover: 'commission-free-web-ordering',
    coverAlt: 'Illustration of a browser window showing a restaurant menu and a shopping cart',
    createdAt: '2026-10-15T14:00:00.000Z',
  },
  {
    file: 'casual-dining-table-turns.md',
    title: 'Turn Tables Faster in Casual Dining Without Rushing Guests',
    excerpt:
      'Find the idle minutes in every table, then win them back with handheld ordering, painless split bills and payment at the table.',
    category: 'Casual Dining',
    author: 'Jenna Kowalski',
    tags: ['Casual Dining', 'Handhelds', 'Split Bills'],
    featured: false,
    cover: 'casual-dining-table-turns',
    coverAlt: 'Illustration of a restaurant table with a handheld payment terminal and a receipt torn in two',
    createdAt: '2026-10-27T14:00:00.000Z',
  },
  {
    file: 'kitchen-display-tech.md',
    title: 'From Paper Tickets to a Kitchen Display: A Practical Switch Plan',
    excerpt:
      'How a kitchen display system changes the line, which screens to mount where, and a two-week plan to retire the ticket printer without disrupting service.',
    category: 'Technology',
    author: 'Daniel Osei',
    tags: ['Kitchen Display', 'KDS', 'Kitchen Operations'],
    featured: true,
    cover: 'kitchen-display-tech',
    coverAlt: 'Illustration of a kitchen display screen with columns of order tickets',
    createdAt: '2026-11-05T14:00:00.000Z',
  },
  {
    file: 'contactless-guest-experience.md',
    title: 'QR Codes, Tap and Tipping: Contactless Service in Canada',
    excerpt:
      'Set up QR ordering, tap payments and fair tip prompts, and understand the general rules for credit card surcharges in Canada.',
    category: 'Customer Experience',
    author: 'Marc-André Tremblay',
    tags: ['Contactless', 'QR Ordering', 'Tipping', 'Surcharges'],
    featured: false,
    cover: 'contactless-guest-experience',
    coverAlt: 'Illustration of a phone tapping a card terminal beside a QR code table tent',
    createdAt: '2026-11-17T14:00:00.000Z',
  },
]
