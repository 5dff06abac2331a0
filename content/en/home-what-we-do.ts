import type { HomeContent } from '../types'

export const whatWeDo: HomeContent['whatWeDo'] = {
  eyebrow: 'What We Do',
  heading: 'One system from the first order to the last payout',
  subheading:
    'Five tools that share one menu, one set of reports and one support line, so nothing gets re-keyed and nothing falls between the cracks.',
  items: [
    {
      id: 'all-in-one-pos',
      eyebrow: 'All-in-one POS',
      title: 'A POS your team learns in one shift',
      description:
        'Ring up dine-in, takeout and delivery orders on one screen. Menus, modifiers, taxes and discounts are managed once in the cloud and reach every device and location in seconds.',
      bullets: [
        'Keeps taking orders and card payments offline, then syncs',
        'Split bills, tip pooling and credit surcharge built in',
        'Multi-location menus with local prices and taxes',
      ],
      image: '/illustrations/menu-board.svg',
      imageAlt: 'A counter with the order screen, two menu boards and a guest display',
      buttonText: "Let's Connect",
      learnMore: { label: 'Explore the POS', href: '/products/restaurant-pos-system' },
    },
    {
      id: 'kitchen-display',
      eyebrow: 'Kitchen display',
      title: 'Tickets that never smudge, fall or go missing',
      description:
        'Orders from the counter, tables, web and delivery apps land on the line instantly, routed by station and colour-coded by age so the kitchen fires everything in the right order.',
      bullets: [
        'Screens of 10, 15.6 or 21.5 inches',
        'Bump, recall and all-day counts per item',
        'Prep times tracked per station and per dish',
      ],
      image: '/illustrations/kds.svg',
      imageAlt: 'A kitchen display with four columns of colour-coded order tickets',
      buttonText: "Let's Connect",
      learnMore: { label: 'Explore Kitchen Display', href: '/products/kitchen-display' },
    },
    {
      id: 'online-ordering',
      eyebrow: 'Zero-commission online ordering',
      title: 'Your own ordering site, with no commission on any order',
      description:
        'Guests order pickup and delivery from a site in your colours, and orders drop straight into the POS and the kitchen. You keep the margin and the customer relationship.',
      bullets: [
        'Annual subscription, no contract, no per-order fees',
        'Menu and stock sync from the POS automatically',
        'Third-party delivery orders in the same queue',
      ],
      image: '/illustrations/browser-ordering.svg',
      imageAlt: 'An online ordering page with a menu and a cart',
      buttonText: "Let's Connect",
      learnMore: { label: 'Explore Web Ordering', href: '/products/web-ordering' },
    },
    {
      id: 'loyalty',
      eyebrow: 'Loyalty',
      title: 'Turn first visits into regulars',
      description:
        'Guests earn points on every order, in person or online, with their phone number. Send the right offer by email or SMS, and see which promotions actually brought people back.',
      bullets: [
        'Points, visit rewards and birthday offers',
        'Email and SMS campaigns included',
        'Works with gift cards and online orders',
      ],
      image: '/illustrations/phone-loyalty.svg',
      imageAlt: 'A phone showing loyalty points and a reward',
      buttonText: "Let's Connect",
      learnMore: { label: 'Explore Loyalty & Promotion', href: '/products/loyalty-promotion' },
    },
    {
      id: 'payment-processing',
      eyebrow: 'Payment processing',
      title: 'Payments built into the POS, with transparent rates',
      description:
        'Tap, chip, swipe, QR and mobile wallets on the same terminal, with tips and split payments handled at the table. Approval takes 2-3 days and deposits arrive next business day.',
      bullets: [
        'Interchange-plus pricing, no hidden fees',
        'Contactless and QR payment at the table',
        'Integrations in Canada, the US and the UK',
      ],
      image: '/illustrations/payment-terminal.svg',
      imageAlt: 'A card tapping a payment terminal',
      buttonText: "Let's Connect",
      learnMore: { label: 'Explore Payment Processing', href: '/products/payment-processing' },
    },
  ],
}
