import type { ProductContent } from '../../types'
import { site } from '../../site'
import { figures } from '../../figures'

const f = figures('en')

export const paymentProcessing: ProductContent = {
  slug: 'payment-processing',
  name: 'Payment Processing',
  meta: {
    title: 'Restaurant Payment Processing with Clear Rates',
    description:
      'Card, tap and QR payments in your POS, with interchange-plus rates, split bills and approval in 2-3 days. Payment integrations in Canada, the US and UK.',
  },
  heroSection: {
    title: 'Payments built into your POS, with rates you can read',
    description: `Take chip, tap, mobile wallet and QR payments on the same system that rings in the order. ${site.brand} prices processing as interchange-plus, so you see exactly what the card networks charge and what we charge, on every statement.`,
    buttonText: "Let's Connect",
    visual: 'terminal-tap',
    mainImage: '/illustrations/payment-terminal.svg',
    mainImageAlt: 'Card payment terminal accepting a contactless tap',
    backgroundText: 'PAYMENTS',
    deviceTitle: 'Approved in 2-3 days',
    deviceDescription: 'Apply once during onboarding. Most restaurants are approved and taking cards within 2-3 days.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Payments that move at the speed of service, priced in plain numbers.',
    stats: [
      { value: '2-3 days', description: 'from application to card processing approval' },
      { value: '2x', description: 'faster pay-at-table with tap and QR payment' },
      { value: '3', description: 'countries with payment integrations: Canada, the US and the UK' },
      { value: '24/7', description: 'support when a payment question cannot wait' },
    ],
    bgColor: 'sand',
  },
  industrySection: {
    title: 'Payments that fit every service style',
    subtitle: 'How guests like to pay depends on where they eat. Your payments should follow.',
    features: [
      {
        heading: 'Pay at the table',
        description:
          "Servers bring the Go handheld to the table, split the bill and take the payment without the card leaving the guest's hand.",
        bulletPoints: ['Split by seat, item or amount', 'Tip prompts on the terminal', 'Receipts by email or text'],
      },
      {
        heading: 'Counter and drive-through',
        description:
          'Tap, chip and mobile wallets on a customer-facing terminal keep the line moving during the lunch rush.',
        bulletPoints: [
          'Contactless in one tap',
          'Customer display shows the total',
          'Card and cash on one drawer report',
        ],
      },
      {
        heading: 'Online, app and QR',
        description:
          'Guests pay on your web ordering page, in your branded app or by scanning the QR code on their bill, all settled with your in-store sales.',
        bulletPoints: [
          "QR pay and tip from the guest's phone",
          'Saved cards in your app',
          'One deposit for every channel',
        ],
      },
    ],
    stats: [
      { value: '2-3 days', description: 'to get approved for card processing' },
      {
        value: f.perTransactionCents('plus'),
        description: "per transaction plus your plan's basis points over interchange",
      },
    ],
    ctaText: 'Get a Quote',
    imageSrc: '/illustrations/go.svg',
    imageAlt: '6.5-inch Go handheld terminal used to take payment at the table',
  },
  scrollSection: {
    heroTitle: 'Every way your guests want to pay',
    heroSubtitle: 'One processor for the counter, the table and online, reconciled in one report.',
    sections: [
      {
        id: 'payments-tap-and-qr',
        icon: 'CreditCard',
        title: 'Tap, chip, wallet or QR',
        subtitle: 'QR and contactless payment',
        description:
          'Guests tap a card or phone on the terminal, or scan the QR code printed on their bill to pay and tip from their own phone. The table closes on the POS the moment the payment goes through.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/qr-table.svg',
        imageAlt: 'QR code on a table tent for paying from a phone',
        bulletPoints: [
          { text: 'QR pay-at-table closes the bill automatically', highlight: true },
          { text: 'Apple Pay, Google Pay, Visa, Mastercard, Amex and Interac', highlight: false },
          { text: 'Tip prompts with your own percentages', highlight: false },
        ],
        stat: '2x',
        statDescription: 'faster pay-at-table',
      },
      {
        id: 'payments-split-and-surcharge',
        icon: 'Users',
        title: 'Split bills and credit surcharge, handled',
        subtitle: 'Flexible checkout',
        description:
          'Split a bill by seat, item or an even amount and take several cards on one table. If you choose to pass on the cost of credit cards, the credit surcharge is applied only to eligible credit transactions and shown as its own line on the receipt, within the card network caps and where provincial rules allow it.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/split-check.svg',
        imageAlt: 'One bill split across several payment cards',
        bulletPoints: [
          { text: 'Split by seat, item or even amount', highlight: false },
          { text: 'Several cards and cash on one bill', highlight: false },
          {
            text: 'Credit surcharge on eligible credit cards only, itemized on the receipt',
            highlight: true,
          },
        ],
      },
      {
        id: 'payments-transparent-rates',
        icon: 'BarChart3',
        title: 'Interchange-plus rates, no surprises',
        subtitle: 'Transparent processing fees',
        description: `You pay what the card network charges, plus a fixed margin set by your plan: ${f.bps('free')} basis points and ${f.perTransaction('free')} cents per transaction on Free, ${f.bps('plus')} basis points and ${f.perTransaction('plus')} cents on Plus, custom on Enterprise. Every deposit is matched to its sales in your reports.`,
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/receipt.svg',
        imageAlt: 'Itemized processing statement',
        bulletPoints: [
          { text: 'Interchange-plus pricing on every plan', highlight: true },
          { text: `Extra benefit on Plus above ${f.volumeBenefit} processed a month`, highlight: false },
          { text: 'Deposits reconciled against daily sales', highlight: false },
          { text: 'Monthly statement that lists every fee', highlight: false },
        ],
      },
      {
        id: 'payments-cross-border',
        icon: 'Globe',
        title: 'Canada-wide, ready for the border',
        subtitle: 'Payment integrations in Canada, the US and the UK',
        description:
          "We serve restaurants across Canada, from Victoria to St. John's, and our payment integrations cover Canada, the United States and the United Kingdom. Groups with locations in more than one country keep one POS and one set of reports.",
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Restaurant locations connected across a map',
        bulletPoints: [
          { text: 'Canada-wide service and onboarding', highlight: true },
          { text: 'Payment integrations in the US and the UK', highlight: false },
          { text: 'Local currency and taxes per location', highlight: false },
        ],
        stat: '3',
        statDescription: 'countries with payment integrations',
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of payment processing',
    subheading: 'Built into the POS, so every payment is already matched to its order.',
    features: [
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Contactless and chip',
        description: 'Tap, chip and PIN, and mobile wallets on counter and handheld terminals.',
      },
      {
        image: '/illustrations/qr-table.svg',
        title: 'QR pay-at-table',
        description: 'Guests scan, pay and tip from their phone; the table closes itself on the POS.',
      },
      {
        image: '/illustrations/split-check.svg',
        title: 'Split bills',
        description: 'By seat, by item or evenly, with several cards and cash on the same table.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'Credit surcharge',
        description:
          'Optional surcharge on eligible credit cards, shown as its own line, where provincial rules allow it.',
      },
      {
        image: '/illustrations/security.svg',
        title: 'PCI-compliant security',
        description: 'Card data is encrypted at the terminal and never stored on your devices.',
      },
      {
        image: '/illustrations/reports.svg',
        title: 'Deposit reconciliation',
        description: "Every deposit is matched to the day's sales, tips and fees in your reports.",
      },
    ],
  },
  blackCardSection: {
    heading: 'Processing fees by plan',
    subheading: 'Interchange-plus on every plan: the card network cost, plus a fixed margin you can see.',
    items: [
      {
        image: '/illustrations/receipt.svg',
        title: 'Free plan',
        description: `Interchange plus ${f.bps('free')} basis points (${f.percent('free')}) and ${f.perTransaction('free')} cents per transaction.`,
      },
      {
        image: '/illustrations/payment-terminal.svg',
        title: 'Plus plan',
        description: `Interchange plus ${f.bps('plus')} basis points (${f.percent('plus')}) and ${f.perTransaction('plus')} cents per transaction, with an extra benefit above ${f.volumeBenefit} processed a month.`,
      },
      {
        image: '/illustrations/dashboard.svg',
        title: 'Enterprise',
        description: 'Custom rates for groups and high-volume restaurants, set with your account manager.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'What are your processing fees?',
        answer: `All plans use interchange-plus pricing. On Free you pay interchange plus ${f.bps('free')} basis points and ${f.perTransaction('free')} cents per transaction; on Plus, interchange plus ${f.bps('plus')} basis points and ${f.perTransaction('plus')} cents, with an extra benefit once you process more than ${f.volumeBenefit} a month. Enterprise rates are custom.`,
      },
      {
        question: 'What does interchange-plus mean?',
        answer:
          'Interchange is the fee set by the card networks, which varies by card type. We pass it through at cost and add a fixed margin. Your statement shows both, so you can see exactly what each card cost you.',
      },
      {
        question: 'How long does approval take?',
        answer:
          'Most restaurants are approved for card processing within 2-3 days of a complete application. We collect what we need during onboarding so your terminals are ready on opening day.',
      },
      {
        question: 'Can I add a surcharge for credit cards?',
        answer:
          'Yes, if you choose to. The surcharge applies only to eligible credit cards, never to debit or prepaid cards, is capped by card network rules and appears as its own line on the receipt. Surcharging is not permitted in Quebec, and we help you set up the required customer notice.',
      },
      {
        question: 'Which countries do you support?',
        answer:
          'We serve restaurants across Canada, with payment integrations in Canada, the United States and the United Kingdom.',
      },
      {
        question: 'Do guests need an app to pay by QR code?',
        answer:
          "No. Scanning the QR code on the bill opens a secure payment page in the phone's browser, where guests can split, tip and pay with a card or mobile wallet.",
      },
    ],
  },
}
