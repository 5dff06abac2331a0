import { site } from '../site'
import type { HomeContent } from '../types'
import { figures } from '../figures'
import { whatWeDo } from './home-what-we-do'

const f = figures('en')

export const home: HomeContent = {
  meta: {
    title: `${site.brand}: Cloud Android POS for Canadian Restaurants`,
    description: `${site.brand} runs your counter, kitchen, payments and online orders in one cloud Android POS. Offline-ready, 24/7 support, built for restaurants in Canada.`,
  },
  hero: {
    eyebrow: 'Cloud Android POS for restaurants',
    title: 'Run your restaurant more efficiently and smartly',
    description: `${site.brand} brings your counter, kitchen, payments and online orders into one fast Android system that keeps selling when the internet drops, with people on the phone 24/7 when you need them.`,
    buttonText: "Let's Connect",
    secondaryText: 'See pricing',
    secondaryHref: '/pricing',
    image: '/illustrations/hero-counter.svg',
    imageAlt: `A restaurant counter with the ${site.brand} Station terminal, a kitchen display on the wall and a Go handheld beside a plate`,
    highlights: [`Free for ${f.freeDays} days`, 'No long-term contract', 'Live within two weeks'],
  },
  logos: {
    heading: 'Trusted by independent restaurants and growing groups across Canada',
    pauseLabel: 'Pause the logos',
    items: [
      { name: 'Harbour Noodle Co.', src: '/logos/harbour-noodle.svg', width: 200, height: 48 },
      { name: 'Birch & Brine', src: '/logos/birch-and-brine.svg', width: 200, height: 48 },
      { name: 'Little Fig Bakery', src: '/logos/little-fig-bakery.svg', width: 200, height: 48 },
      { name: 'North Slice Pizza', src: '/logos/north-slice.svg', width: 200, height: 48 },
      { name: 'Taco Coast', src: '/logos/taco-coast.svg', width: 200, height: 48 },
      { name: 'The Copper Kettle', src: '/logos/copper-kettle.svg', width: 200, height: 48 },
    ],
  },
  whatWeDo,
  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'Restaurant owners who switched',
    subheading: 'Real kitchens, real rushes. Here is what changed after they moved to ' + site.brand + '.',
    items: [
      {
        id: 'harbour-noodle',
        name: 'Mei Lin Chow',
        position: 'Owner, Harbour Noodle Co., Halifax',
        image: '/illustrations/avatar-1.svg',
        text: 'Our Friday rush used to mean shouting tickets across the pass. Now the kitchen display routes every bowl to the right station and our ticket times dropped by a third. When the internet went down during a storm, we kept selling and nothing was lost.',
        logo: '/logos/harbour-noodle.svg',
        company: 'Harbour Noodle Co.',
        logoSubtext: 'Noodle bar, 2 locations',
      },
      {
        id: 'north-slice',
        name: 'Marco Bellini',
        position: 'Founder, North Slice Pizza, Winnipeg',
        image: '/illustrations/avatar-2.svg',
        text: 'Half-and-half toppings, delivery zones, driver cash-outs: the pizza matrix handles all of it. Moving our online orders off the delivery apps onto our own ordering site saved us more than the whole system costs.',
        logo: '/logos/north-slice.svg',
        company: 'North Slice Pizza',
        logoSubtext: 'Pizzeria, delivery and takeout',
      },
      {
        id: 'little-fig',
        name: 'Amara Okafor',
        position: 'Co-owner, Little Fig Bakery, Ottawa',
        image: '/illustrations/avatar-3.svg',
        text: 'Regulars love that their points follow their phone number, no app needed. Our morning line moves faster with the Tab at the counter, and pre-orders for cakes finally live in one place instead of a notebook.',
        logo: '/logos/little-fig-bakery.svg',
        company: 'Little Fig Bakery',
        logoSubtext: 'Café and bakery',
      },
      {
        id: 'birch-and-brine',
        name: 'Daniel Tremblay',
        position: 'General Manager, Birch & Brine, Montréal',
        image: '/illustrations/avatar-4.svg',
        text: 'Servers take orders and payments at the table on the Go handheld, split bills in seconds and turn tables faster. The reporting app shows me labour against sales for each service from anywhere.',
        logo: '/logos/birch-and-brine.svg',
        company: 'Birch & Brine',
        logoSubtext: 'Full-service seafood restaurant',
      },
    ],
  },
  whyChoose: {
    eyebrow: 'Why us',
    heading: `Why choose ${site.brand}?`,
    subheading:
      'Flexible all-in-one tools that fit the way you already work, from the menu and taxes to gift cards, loyalty and payments.',
    items: [
      {
        icon: 'Utensils',
        title: 'Menus that manage themselves',
        description:
          'Build once, then push prices, modifiers, combos and sold-out items to every screen and location in seconds.',
      },
      {
        icon: 'ClipboardList',
        title: 'Taxes done right',
        description: 'GST, HST, PST and QST rules per item and per province, with tax-ready reports at month end.',
      },
      {
        icon: 'CreditCard',
        title: 'Payments in the same system',
        description: 'Tap, chip, QR and split payments with tips, reconciled automatically against every order.',
      },
      {
        icon: 'Heart',
        title: 'Gift cards and loyalty',
        description:
          'Sell physical and digital gift cards and reward regulars with points, all tied to one guest profile.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Offline sync and cloud backup',
        description:
          'Keep selling when the connection drops. Every order syncs and is backed up the moment you are online.',
      },
      {
        icon: 'Clock',
        title: 'Support around the clock',
        description:
          'Real people on the phone 24/7, plus setup and menu building done with you, not for you to figure out.',
      },
    ],
  },
  hardware: {
    eyebrow: 'Hardware',
    heading: 'Restaurant-grade hardware, ready on day one',
    subheading: 'Android devices built for grease, steam and the Saturday rush, shipped configured with your menu.',
    items: [
      {
        id: 'station',
        visual: 'station-order',
        title: 'Station',
        description: 'Dual-screen counter terminal with a customer-facing display.',
        image: '/illustrations/station.svg',
        href: '/hardware#station',
      },
      {
        id: 'tab',
        visual: 'tab-order',
        title: 'Tab',
        description: '11-inch Android tablet for counters, bars and kiosks.',
        image: '/illustrations/tab.svg',
        href: '/hardware#tab',
      },
      {
        id: 'go',
        visual: 'go-pay',
        title: 'Go',
        description: 'Handheld terminal with card reader and printer for the floor.',
        image: '/illustrations/go.svg',
        href: '/hardware#go',
      },
    ],
    solutionsHeading: 'Solutions for',
    solutions: [
      { label: 'Restaurant POS System', href: '/products/restaurant-pos-system' },
      { label: 'Casual Dining', href: '/categories/casual-dining' },
      { label: 'Café & Bakery', href: '/categories/cafe-bakery' },
      { label: 'Full Services Restaurant', href: '/categories/full-services-restaurant' },
      { label: 'Pizzeria', href: '/categories/pizzeria' },
      { label: 'Bars & Pubs', href: '/categories/bars-pubs' },
    ],
  },
  contact: {
    eyebrow: 'Free demo',
    heading: "Let's schedule your free demo",
    description:
      'Tell us a little about your restaurant, then pick a time that suits you: a product specialist, not a call centre, will call you then for a 15-minute walkthrough.',
    points: ['15-minute demo by call and shared screen', 'Quote for software and hardware', 'Menu import done for you'],
    fields: [
      { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
      { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
      { name: 'restaurant', label: 'Restaurant', type: 'text', autoComplete: 'organization' },
      {
        name: 'interest',
        label: 'Interest',
        type: 'select',
        options: [
          'Restaurant POS System',
          'Kitchen Display',
          'Payment Processing',
          'Online & mobile ordering',
          'Loyalty & gift cards',
          'Hardware only',
          'Something else',
        ],
      },
    ],
    submitText: 'Book my demo',
    privacyNote: 'We use these details only to arrange your demo.',
    privacyLink: 'Read our privacy policy',
  },
  faqSection: {
    faqs: [
      {
        question: `Does ${site.brand} work if the internet goes down?`,
        answer:
          'Yes. Every terminal keeps taking orders and card payments offline, sends tickets to the kitchen over your local network, and syncs everything to the cloud the moment the connection is back.',
      },
      {
        question: 'How long does it take to get set up?',
        answer:
          'Most restaurants are live within one to two weeks. Card processing approval takes 2-3 days, and our team imports your menu and configures your hardware before it ships.',
      },
      {
        question: 'Is there a long-term contract?',
        answer: `No. Software is month to month, and the Free plan is ${f.freePlanMonthly} per location per month. Online ordering is an annual subscription with no contract and no commission.`,
      },
      {
        question: 'Can I use my existing hardware?',
        answer:
          'Many Android tablets, printers and cash drawers work with our software. Tell us what you have during the demo and we will check compatibility before you buy anything.',
      },
    ],
  },
}
