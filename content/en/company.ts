import type { CompanyPageContent } from '../types'
import { mailingAddress, site } from '../site'

const brand = site.brand
const founded = site.foundedYear

/** /about */
export const about: CompanyPageContent = {
  meta: {
    title: `About ${brand}: Restaurant POS Built in Canada`,
    description: `${brand} is a Canadian company of restaurant people and engineers building a cloud Android POS, payments, kitchen display and online ordering since ${founded}.`,
  },
  title: `About ${brand}`,
  intro: `${brand} builds the point-of-sale system we wanted when we were working the line, running the floor and closing out the till at 2 a.m. We are a Canadian company, founded in ${founded} and based in Toronto, and we have one job: help restaurants take orders, get food out and get paid with less friction.`,
  highlightsHeading: 'By the numbers',
  highlights: [
    { value: String(founded), description: 'founded in Toronto' },
    { value: '1000+', description: 'installations in restaurants across Canada' },
    { value: '200+', description: 'hardware, delivery and accounting partners' },
    { value: '24/7', description: 'support from real people, 365 days a year' },
  ],
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `${site.legalName} was founded in ${founded} by a small group of former restaurant managers and software engineers who had spent too many nights fighting with slow terminals, locked-in contracts and reports nobody could read. We started with one pizzeria in Toronto and one rule: if a feature doesn't make a busy Friday easier, it waits.`,
        'Today our team includes former servers, kitchen managers, franchise operators and bookkeepers working alongside Android, web and payments engineers. Everyone who joins spends a shift with a customer restaurant in their first month, and our product managers still take turns on the support line.',
      ],
    },
    {
      heading: 'What we build',
      paragraphs: [
        `${brand} is a cloud-based point-of-sale system that runs on Android hardware built for restaurant counters, dining rooms and kitchens. Orders keep flowing when the internet drops and sync the moment the connection is back, and every sale is backed up to the cloud.`,
        'One system covers the front of house, the kitchen, payments and the office:',
      ],
      bullets: [
        'Hardware: Station, a dual-screen counter terminal; Tab, an 11-inch Android tablet; and Go, a 6.5-inch handheld for tableside ordering and payment.',
        'Restaurant POS software with menus, modifiers, taxes, table layouts, split bills and tip pooling.',
        'Kitchen display screens that route tickets by station and track ticket times.',
        'Integrated payment processing with card-present, tap and online payments.',
        'An owner reporting app with sales, labour and item reports on your phone.',
        "Commission-free web ordering and a branded mobile ordering app under your restaurant's name.",
        'Loyalty, promotions and gift cards that work in store and online.',
      ],
    },
    {
      heading: 'Where we work',
      paragraphs: [
        `We serve restaurants across Canada, from single-location cafés to multi-unit franchise groups, with payment integrations in Canada, the United States and the United Kingdom. Prices are in Canadian dollars, taxes follow provincial rules, and our support team knows what HST, GST and QST look like on a receipt.`,
        `More than 200 partners, from hardware resellers to accounting and delivery platforms, work with ${brand}, and our systems run in over 1,000 installations. Our support line is staffed by real people ${site.supportHours}, because restaurants don't close at 5 p.m.`,
      ],
    },
    {
      heading: 'Talk to us',
      paragraphs: [
        `Whether you run one food truck or twenty locations, we are happy to walk you through the system with your own menu. Call ${site.phone}, write to ${site.email}, or book a 15-minute demo from any page of this site.`,
        `Mailing address: ${mailingAddress()}.`,
      ],
    },
  ],
  values: {
    heading: 'What we value',
    items: [
      {
        icon: 'Heart',
        title: 'Service first',
        description: 'A restaurant in the middle of a rush gets an answer, not a ticket number.',
      },
      {
        icon: 'ClipboardList',
        title: 'Plain pricing',
        description: 'Published plans in CAD, no long-term software contracts and no surprise fees on your statement.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Your data is yours',
        description: 'Export your menu, sales and customer lists at any time. We never sell them.',
      },
      {
        icon: 'Zap',
        title: 'Built to keep working',
        description: 'Offline mode, cloud backup and hardware designed for grease, heat and drops.',
      },
      {
        icon: 'Users',
        title: 'Respect for people',
        description:
          'Fair wages for our team, accessible products for guests and staff, and honest advice even when it means a smaller sale.',
      },
      {
        icon: 'Utensils',
        title: 'A shift in the restaurant',
        description: 'Everyone who joins works a service with a customer in their first month, engineers included.',
      },
    ],
  },
  team: {
    heading: 'The people behind the counter',
    intro: 'Former servers, cooks and managers working with engineers, designers and support specialists.',
    people: [
      { name: 'Priya Raman', role: 'Co-founder and CEO' },
      { name: 'Marc-André Gagnon', role: 'Co-founder and CTO' },
      { name: 'Jess Whitford', role: 'Head of Customer Success' },
      { name: 'Daniel Okafor', role: 'Lead Android Engineer' },
      { name: 'Sophie Nguyen', role: 'Product Designer' },
      { name: 'Luis Ortega', role: 'Payments Engineering' },
      { name: 'Hannah Cardinal', role: 'Onboarding Lead' },
      { name: 'Owen MacLeod', role: 'Overnight Support Lead' },
    ],
  },
  offices: {
    heading: 'Where to find us',
    intro: 'Four offices and a team that works from every time zone in Canada.',
    mapLabel: 'Map of Canada with offices in Vancouver, Toronto, Montréal and Halifax',
    items: [
      { city: 'Vancouver', role: 'Engineering and Western Canada', lon: -123.1, lat: 49.3 },
      { city: 'Toronto', role: 'Head office', lon: -79.4, lat: 43.7 },
      { city: 'Montréal', role: 'Sales and support in French', lon: -73.6, lat: 45.5 },
      { city: 'Halifax', role: 'Overnight support', lon: -63.6, lat: 44.6 },
    ],
  },
}

/** /career */
export const career: CompanyPageContent = {
  meta: {
    title: `Careers at ${brand}: Restaurant Tech Jobs in Canada`,
    description: `Join ${brand} in Toronto or remotely across Canada. Build and support the POS, payments and ordering tools that independent restaurants rely on every day.`,
  },
  title: `Careers at ${brand}`,
  intro: `We are a team of restaurant people and engineers building software that has to work at the busiest moment of someone's day. If you care about getting the details right for the people who feed their neighbourhoods, we would like to hear from you.`,
  sections: [
    {
      heading: 'Why work here',
      paragraphs: [
        'Your work ships to real kitchens. A change you make on Tuesday can shorten a ticket time in Halifax or speed up a cash-out in Kelowna by the weekend, and you will hear about it from the people who use it.',
        'We are big enough to be stable and small enough that everyone knows the customers by name.',
      ],
      bullets: [
        'Competitive salaries in CAD, published in every posting.',
        'Health, dental and vision coverage from your first day, plus a $500 yearly wellness account.',
        'Group RRSP with a matching contribution of up to 4% of salary.',
        'Four weeks of vacation to start, plus your birthday and the week between Christmas and New Year off.',
        '$1,000 a year for learning: courses, conferences, books or certifications.',
        'A home-office budget for remote staff and a monthly meal credit at our customer restaurants.',
      ],
    },
    {
      heading: 'How we work',
      paragraphs: [
        'Our head office is in Toronto, with offices in Vancouver, Montréal and Halifax, and about half the team works remotely. We keep core collaboration hours of 11 a.m. to 3 p.m. Eastern and write things down so that nobody has to be online at the same time to make progress.',
        'Every new hire spends at least one shift in a customer restaurant during their first month, whether they write code, answer phones or run payroll. Teams are small and own their work from idea to release, including the on-call rotation for what they build, with time off in lieu after a night on call.',
      ],
    },
    {
      heading: 'How to apply',
      paragraphs: [
        `Send your résumé and a few lines about why the role interests you to ${site.careersEmail}, with the role title in the subject line. A cover letter is welcome but not required. For engineering roles, a link to code you have written or a short description of a system you built is more useful than a long list of technologies.`,
        'Our process usually has three steps: a 30-minute call with the hiring manager, a practical conversation about real work (we do not set unpaid take-home projects), and a meeting with two future teammates. Everyone who interviews with us hears back about the outcome within 45 days of their last interview, usually much sooner.',
        'We do not require Canadian work experience, and we do not use artificial intelligence to screen, assess or select applicants.',
      ],
    },
    {
      heading: 'Equal opportunity and accommodation',
      paragraphs: [
        `${site.legalName} is an equal opportunity employer. We welcome applications from people of all backgrounds, including Indigenous peoples, racialized people, people with disabilities, women and gender-diverse people, and 2SLGBTQIA+ people, and we make hiring decisions based on the needs of the role and the skills of the person.`,
        `In keeping with the Accessibility for Ontarians with Disabilities Act (AODA) and the Ontario Human Rights Code, accommodations are available on request at every stage of recruitment, from the application to the interview and onboarding. Tell us what you need by writing to ${site.accessibilityEmail} or calling ${site.phone}; the request goes only to the people arranging it and does not affect how your application is assessed.`,
      ],
    },
  ],
  jobs: {
    heading: 'Open roles',
    intro:
      'Every posting is a real vacancy. Salary ranges are yearly, in Canadian dollars; the exact figure depends on experience and skills, not on negotiation style.',
    labels: { team: 'Team', location: 'Location', workplace: 'Workplace', salary: 'Salary (CAD)', apply: 'Apply' },
    items: [
      {
        title: 'Senior Android Engineer, Point of Sale',
        team: 'Engineering',
        location: 'Toronto or anywhere in Canada',
        workplace: 'Remote',
        salary: '$130,000 – $155,000',
        summary:
          'Build the offline-first ordering, payment and sync flows that run on Station, Tab and Go. Five or more years with Kotlin and Android in production.',
      },
      {
        title: 'Full-Stack Engineer, Online Ordering',
        team: 'Engineering',
        location: 'Toronto or anywhere in Canada',
        workplace: 'Remote',
        salary: '$110,000 – $135,000',
        summary:
          'Commission-free web ordering and the branded app, from menu APIs in TypeScript to checkout pages that load fast on a phone in a parking lot.',
      },
      {
        title: 'Restaurant Onboarding Specialist',
        team: 'Customer Success',
        location: 'Toronto and the Greater Toronto Area',
        workplace: 'Hybrid',
        salary: '$62,000 – $72,000 plus travel costs',
        summary:
          'Set up menus, install hardware and train staff for new restaurants. Front-of-house or kitchen management experience is an asset.',
      },
      {
        title: 'Customer Support Specialist, Overnight',
        team: 'Support',
        location: 'Anywhere in Canada',
        workplace: 'Remote',
        salary: '$55,000 – $63,000 plus a night premium',
        summary:
          'Answer calls and chats from restaurants during late service and close-out. You stay calm when a manager is not.',
      },
      {
        title: 'Account Executive, Quebec',
        team: 'Sales',
        location: 'Montréal area preferred',
        workplace: 'Hybrid',
        salary: '$70,000 base plus commission',
        summary:
          'Help restaurant owners in Quebec choose the right setup. Fluency in French and English is required: you will serve customers in both languages.',
      },
    ],
  },
  applyCta: {
    heading: 'Don’t see your role?',
    text: 'Restaurants need more than we have posted. Tell us what you would build or fix for them, and we will keep your résumé on file for the next opening.',
    buttonText: 'Send us your résumé',
  },
}
