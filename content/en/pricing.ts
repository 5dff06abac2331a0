import type { PricingContent } from '../types'
import { site } from '../site'
import { catalogue } from '../catalogue'
import { formatDollars, formatRate } from '../money'
import { figures } from '../figures'

const f = figures('en')

const { free, plus } = catalogue.plans
const usd = (cents: number) => formatDollars(cents, 'en')
const rate = (r: typeof free.processing) => formatRate(r, 'en')
const addOn = (id: string) => {
  const price = catalogue.addOns.find((a) => a.id === id)!.price.plus
  return `${usd(price as number)}/month`
}

export const pricing: PricingContent = {
  meta: {
    title: 'Restaurant POS Pricing: Free, Plus and Enterprise',
    description: `Start on the Free plan at ${usd(free.monthlyCents)} per location, or choose Plus at ${usd(plus.monthlyCents)} per location a month with lower processing rates and priority support. All prices in CAD.`,
  },
  hero: {
    title: 'Simple pricing for every restaurant',
    description: `Start with the POS software at no monthly cost and pay only for card processing, or move to Plus for lower rates, priority support and up to ${usd(plus.hardwareCreditCents)} in hardware credit. Plus is free for ${plus.freeDays} days, and all prices are in Canadian dollars.`,
  },
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: 'Everything you need to take orders and payments at one location.',
      price: usd(free.monthlyCents),
      priceNote: 'per location per month',
      buttonText: 'Get Started',
      buttonStyle: 'secondary',
      features: [
        'POS software',
        'Online ordering',
        'Payment processing',
        'Upgrades',
        'Implementation and support',
        'Owner reporting app',
      ],
      recommended: false,
      custom: false,
    },
    {
      id: 'plus',
      name: 'Plus',
      description: 'For growing restaurants that want lower processing rates and faster help.',
      price: usd(plus.monthlyCents),
      priceNote: 'per location per month',
      buttonText: 'Schedule Call',
      buttonStyle: 'primary',
      features: [
        'Everything in Free',
        `Software credit up to ${usd(plus.hardwareCreditCents)} against hardware`,
        'Priority support',
        'Discounted processing',
        'Third-party delivery service integration',
      ],
      recommended: true,
      custom: false,
    },
    {
      id: 'enterprise',
      name: 'Enterprise',
      description: 'For restaurant groups and franchises with more locations and special needs.',
      price: 'Custom',
      priceNote: 'tailored to your group',
      buttonText: 'Contact us',
      buttonStyle: 'secondary',
      features: [
        'Everything in Plus',
        'Admin for multi-location groups',
        'Custom feature development',
        'Custom reports',
        'Custom processing rates',
      ],
      recommended: false,
      custom: true,
    },
  ],
  comparison: {
    heading: 'Compare plans',
    columns: { free: 'Free', plus: 'Plus', premium: 'Enterprise' },
    rows: [
      { category: true, name: 'Point of Sale' },
      { name: 'POS software and menu management', free: true, plus: true, premium: true },
      { name: 'Dine-in, takeout and delivery order types', free: true, plus: true, premium: true },
      { name: 'Split bills', free: true, plus: true, premium: true },
      { name: 'Offline mode', free: true, plus: true, premium: true },
      { name: 'Table layout', free: false, plus: true, premium: true },
      { name: 'Auto gratuity', free: false, plus: true, premium: true },
      { name: 'House accounts', free: false, plus: true, premium: true },

      { category: true, name: 'Online & Mobile' },
      { name: 'Commission-free online ordering', free: true, plus: true, premium: true },
      { name: 'QR code ordering and payment', free: true, plus: true, premium: true },
      { name: 'Mobile app ordering', free: false, plus: addOn('mobile-app'), premium: true },
      { name: 'Self-ordering kiosk', free: false, plus: addOn('kiosk'), premium: true },
      { name: 'Third-party order integration', free: 'Add-on', plus: 'Add-on', premium: true },
      { name: 'Order status app', free: false, plus: true, premium: true },
      { name: 'Driver app', free: false, plus: true, premium: true },

      { category: true, name: 'Marketing' },
      { name: 'Gift cards', free: true, plus: true, premium: true },
      { name: 'Promotions and discounts', free: true, plus: true, premium: true },
      { name: 'Loyalty with email and SMS marketing', free: false, plus: addOn('loyalty'), premium: true },

      { category: true, name: 'Operations' },
      { name: 'Kitchen display system', free: true, plus: true, premium: true },
      { name: 'Inventory tracking', free: true, plus: true, premium: true },
      { name: 'Tip pooling', free: true, plus: true, premium: true },
      { name: 'Separate catering', free: false, plus: true, premium: true },
      { name: 'Catering and events module', free: false, plus: addOn('catering'), premium: true },
      { name: 'Purchase and expense module', free: false, plus: true, premium: true },

      { category: true, name: 'Reporting' },
      { name: 'Owner reporting app', free: true, plus: true, premium: true },
      { name: '50+ standard reports', free: true, plus: true, premium: true },
      { name: 'Custom reports', free: false, plus: false, premium: true },

      { category: true, name: 'Payments' },
      {
        name: 'Processing rate',
        free: `Interchange + ${rate(free.processing)}`,
        plus: `Interchange + ${rate(plus.processing)}`,
        premium: 'Custom',
      },
      { name: 'Tap, chip and mobile wallet payments', free: true, plus: true, premium: true },
      { name: 'Card processing approval in 2-3 days', free: true, plus: true, premium: true },
      {
        name: 'Software credit against hardware',
        free: false,
        plus: `Up to ${usd(plus.hardwareCreditCents)}`,
        premium: 'Custom',
      },

      { category: true, name: 'Support' },
      { name: 'Implementation and support', free: true, plus: true, premium: true },
      { name: 'Upgrades', free: true, plus: true, premium: true },
      { name: 'Priority support', free: false, plus: true, premium: true },
      { name: 'Admin for multi-location groups', free: false, plus: false, premium: true },
      { name: 'Custom feature development', free: false, plus: false, premium: true },
    ],
  },
  addOns: {
    heading: 'Plus add-ons',
    description: 'Add the tools your restaurant needs to the Plus plan, billed monthly per location.',
    items: [
      {
        name: 'Mobile app ordering',
        price: addOn('mobile-app'),
        description: 'Your own branded ordering app, with saved favourites and order-ahead pickup.',
      },
      {
        name: 'Self-ordering kiosk',
        price: addOn('kiosk'),
        description: 'Guests order and pay at a kiosk, with upsell prompts on every item.',
      },
      {
        name: 'Loyalty',
        price: addOn('loyalty'),
        description: 'Points and rewards for regulars, with email and SMS marketing included.',
      },
      {
        name: 'Catering and events module',
        price: addOn('catering'),
        description: 'Quotes, deposits and scheduled orders for catering trays and private events.',
      },
    ],
  },
  processingFees: {
    heading: 'Payment processing fees',
    items: [
      {
        plan: 'Free',
        fee: `Interchange-plus ${rate(free.processing)} per transaction`,
        note: `You pay the card network’s interchange cost, plus ${f.percent('free')} and ${f.perTransaction('free')} cents per transaction.`,
      },
      {
        plan: 'Plus',
        fee: `Interchange-plus ${rate(plus.processing)} per transaction`,
        note: `Extra benefit for restaurants processing over $${catalogue.plusVolumeBenefitCents / 100_000}k a month.`,
      },
      {
        plan: 'Enterprise',
        fee: 'Custom',
        note: 'Rates tailored to your locations and processing volume.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'Is the Free plan really free?',
        answer: `Yes. The POS software, online ordering, upgrades, implementation, support and the owner reporting app cost ${usd(free.monthlyCents)} per location per month. We earn our fee on card processing at interchange-plus ${rate(free.processing)} per transaction.`,
      },
      {
        question: `How does the Free for ${f.freeDays} days offer work?`,
        answer: `New customers who choose Plus pay nothing for the ${usd(plus.monthlyCents)} monthly subscription for their first ${plus.freeDays} days. After that, Plus is billed per location each month, and you can switch plans at any time.`,
      },
      {
        question: 'What is the Plus software credit?',
        answer: `On the Plus plan you receive a software credit of up to ${usd(plus.hardwareCreditCents)} that is applied against the hardware you buy, such as the startup kit with a 15.6-inch terminal and a 10-inch customer display.`,
      },
      {
        question: 'How quickly can I start accepting card payments?',
        answer:
          'Card processing approval usually takes 2-3 days. While your account is reviewed, we load your menu and prepare your hardware, so you can start taking payments as soon as it is approved.',
      },
      {
        question: 'What hardware do I need to get started?',
        answer:
          'Most restaurants begin with the startup kit: a 15.6-inch terminal and a 10-inch customer display. You can add kitchen displays, the Tab and Go handhelds as you grow.',
      },
      {
        question: 'Is there a long-term contract?',
        answer: `No. ${site.brand} plans are billed monthly per location and you can change or cancel your plan with notice. Enterprise agreements are tailored to each restaurant group.`,
      },
    ],
  },
}
