import type { ProductContent } from '../../types'
import { site } from '../../site'

export const reportingApp: ProductContent = {
  slug: 'reporting-app',
  name: 'Reporting App',
  meta: {
    title: 'Restaurant Reporting App for Owners',
    description:
      'Check sales, labour, tips and inventory for every location from your phone. 50+ built-in reports, live numbers and exports for your accountant.',
  },
  heroSection: {
    title: "Your restaurant's numbers, in your pocket",
    description: `The ${site.brand} owner app puts today's sales, labour and inventory on your phone, for one location or twenty. See how lunch compares with last Tuesday, which items are moving and who is on the clock, without driving to the restaurant or waiting for close.`,
    buttonText: "Let's Connect",
    visual: 'phone-reports',
    mainImage: '/illustrations/phone-reporting.svg',
    mainImageAlt: 'Phone showing the owner app with sales by hour and top items',
    backgroundText: 'REPORTS',
    deviceTitle: 'Included with every plan',
    deviceDescription:
      'The owner reporting app comes with the POS on Free, Plus and Enterprise, for iPhone and Android.',
  },
  numberSpeaks: {
    title: 'By the numbers',
    subtitle: 'Less time in spreadsheets, more decisions made while service is still running.',
    stats: [
      { value: '50+', description: 'built-in reports across sales, labour, tips and inventory' },
      { value: '2x', description: 'faster month-end close with exports your accountant can use' },
      { value: '20%', description: 'less food waste when counts are tracked against sales' },
      { value: '24/7', description: 'access to every location from one app' },
    ],
    bgColor: 'white',
  },
  scrollSection: {
    heroTitle: 'Answers, not spreadsheets',
    heroSubtitle: 'Four views owners open every day, from the walk-in or from home.',
    sections: [
      {
        id: 'reporting-live-sales',
        icon: 'BarChart3',
        title: 'Sales as they happen',
        subtitle: 'Live sales dashboard',
        description:
          'Net sales, guest count, average bill and sales by channel update as orders close. Compare today with the same day last week or last year, by hour, so you can call in or cut a shift while it still matters.',
        bgColor: 'sand',
        bgGradient: 'linear-gradient(135deg, #FBF7F2 0%, #EFEBE4 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/dashboard.svg',
        imageAlt: 'Sales dashboard with hourly sales compared with last week',
        bulletPoints: [
          { text: 'Sales by hour compared with last week', highlight: true },
          { text: 'Counter, table, online and delivery channels', highlight: false },
          { text: 'Discounts, voids and refunds flagged', highlight: false },
        ],
      },
      {
        id: 'reporting-all-locations',
        icon: 'LayoutDashboard',
        title: 'Every location on one screen',
        subtitle: 'Multi-location reporting',
        description:
          'Switch between stores or see the whole group at once. Rank locations by sales, labour percentage or average bill, and spot the store that needs a visit this week.',
        bgColor: 'stone',
        bgGradient: 'linear-gradient(135deg, #EFEBE4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/multi-location.svg',
        imageAlt: 'Map of several restaurant locations with sales figures',
        bulletPoints: [
          { text: 'Group totals and location ranking', highlight: true },
          { text: 'Filter by region or concept', highlight: false },
          { text: 'Same menu report across every store', highlight: false },
        ],
      },
      {
        id: 'reporting-labour-and-tips',
        icon: 'Users',
        title: 'Labour, tips and cash, settled',
        subtitle: 'Staff, tip pooling and driver cashup reports',
        description:
          'See labour cost as a share of sales while the shift is running. Tip pooling is calculated at close by hours or role, and driver cashup shows what each delivery driver owes or is owed at the end of a run.',
        bgColor: 'ember-light',
        bgGradient: 'linear-gradient(135deg, #F8DDD4 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/tip-pool.svg',
        imageAlt: 'Tip pool divided between staff by hours worked',
        bulletPoints: [
          { text: 'Labour percentage live during the shift', highlight: false },
          { text: 'Tip pooling report ready for payroll', highlight: true },
          { text: 'Driver cashup by run and by driver', highlight: false },
          { text: 'Cash drawer variance by shift', highlight: false },
        ],
      },
      {
        id: 'reporting-inventory-trends',
        icon: 'TrendingUp',
        title: 'Know what to order and what to cut',
        subtitle: 'Inventory and menu performance',
        description:
          'Recipe-level inventory shows what you should have on the shelf against what you counted. Product mix reports show which dishes earn their place on the menu and which ones only take up prep time.',
        bgColor: 'pine-light',
        bgGradient: 'linear-gradient(135deg, #D5EAE3 0%, #FBF7F2 100%)',
        buttonText: "Let's Connect",
        imageSrc: '/illustrations/inventory.svg',
        imageAlt: 'Inventory levels with low-stock items highlighted',
        bulletPoints: [
          { text: 'Expected against counted stock', highlight: true },
          { text: 'Low-stock alerts on your phone', highlight: false },
          { text: 'Product mix and margin by item', highlight: false },
        ],
        stat: '20%',
        statDescription: 'less food waste',
      },
    ],
  },
  keyFeatures: {
    heading: 'Key features of the reporting app',
    subheading: 'Everything you used to wait for at close, on your phone during service.',
    features: [
      {
        image: '/illustrations/dashboard.svg',
        title: 'Live dashboard',
        description: 'Sales, guests, average bill and labour, refreshed as orders close.',
      },
      {
        image: '/illustrations/reports.svg',
        title: '50+ built-in reports',
        description: 'Sales, product mix, taxes, discounts, voids, payments and more, filtered by any date range.',
      },
      {
        image: '/illustrations/inventory.svg',
        title: 'Inventory',
        description: 'Stock levels, variance and low-stock alerts tied to your recipes.',
      },
      {
        image: '/illustrations/tip-pool.svg',
        title: 'Tips and labour',
        description: 'Tip pooling and labour cost per shift, ready to hand to payroll.',
      },
      {
        image: '/illustrations/multi-location.svg',
        title: 'Multi-location view',
        description: 'One login for every store, with group totals and side-by-side comparisons.',
      },
      {
        image: '/illustrations/receipt.svg',
        title: 'End-of-day and driver cashup',
        description: 'Close-out, cash drawer and driver cashup reports, sent by email if you like.',
      },
    ],
  },
  blackCardSection: {
    heading: 'Your data, safe and portable',
    subheading: 'Reports you can trust, share and take with you.',
    items: [
      {
        image: '/illustrations/security.svg',
        title: 'Permissions by role',
        description: 'Managers see their own store; owners see everything. You decide who sees labour and sales.',
      },
      {
        image: '/illustrations/cloud-backup.svg',
        title: 'Cloud backup',
        description: 'Your sales history is stored in the cloud, even when a terminal is replaced.',
      },
      {
        image: '/illustrations/integration.svg',
        title: 'Exports and accounting',
        description: 'Download any report as CSV or send daily summaries to your accounting software.',
      },
    ],
  },
  faqSection: {
    faqs: [
      {
        question: 'What does the reporting app cost?',
        answer:
          'Nothing extra. The owner reporting app is included with every plan, including Free. Custom reports built for your business are available on the Enterprise plan.',
      },
      {
        question: 'Which reports are included?',
        answer:
          'More than 50: sales by hour, day and channel, product mix, discounts and voids, taxes, payments and deposits, labour, tip pooling, driver cashup, cash drawer and inventory, among others.',
      },
      {
        question: 'Can I see several locations at once?',
        answer:
          'Yes. Switch between locations or view the whole group together, and compare stores by sales, labour and average bill.',
      },
      {
        question: 'Can my accountant get the numbers?',
        answer:
          'Yes. Any report can be exported to CSV, and daily summaries can be sent to your accounting software or by email. You can also give your accountant a read-only login.',
      },
      {
        question: 'Are the numbers live?',
        answer:
          'Yes. Sales update as orders close. If a terminal is offline, its sales appear as soon as it reconnects and syncs.',
      },
      {
        question: 'Can I limit what managers see?',
        answer:
          'Yes. Permissions are set by role, so a manager can see their own location and only the reports you allow.',
      },
    ],
  },
}
