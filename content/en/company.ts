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
        'Our office is in Toronto, and about half the team works remotely from other provinces. We keep core collaboration hours of 11 a.m. to 3 p.m. Eastern and write things down so that nobody has to be online at the same time to make progress.',
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

/** /privacy */
export const privacy: CompanyPageContent = {
  meta: {
    title: 'Privacy policy',
    description: `How ${brand} collects, uses and protects personal information from this website under PIPEDA and Quebec's Law 25, and how to reach our privacy officer.`,
  },
  title: 'Privacy policy',
  intro: `Last updated: November 24, 2026. This policy explains what personal information ${site.legalName} collects through this website, why we collect it, who receives it, how long we keep it and how you can access, correct or withdraw it. It follows the Personal Information Protection and Electronic Documents Act (PIPEDA) and Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25. It covers this marketing website only; restaurant customers using our POS and ordering products are covered by their service agreement and the product privacy notice.`,
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `This website is operated by ${site.legalName} ("${brand}", "we", "us"), a Canadian company. Our mailing address is ${mailingAddress()}.`,
        'We are responsible for the personal information under our control, including information we pass to service providers to process on our behalf.',
      ],
    },
    {
      heading: 'Our privacy officer',
      paragraphs: [
        `Our privacy officer is the person in charge of the protection of personal information at ${brand}. You can reach them by email at ${site.privacyEmail}, by phone at ${site.phone}, or by mail at the address above, marked "Attention: Privacy Officer". Questions, requests and complaints about this policy go to the privacy officer.`,
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'You can read every public page of this site without giving us any personal information. We collect information only when you choose to fill in a form, and only the fields that form shows:',
      ],
      bullets: [
        'Demo request: your first and last name, email address, phone number, company name, an optional message, and the page and section of the site you sent it from. We use it to contact you, schedule a demo and prepare for it with a setup that matches your restaurant.',
        'Contact form ("Let\'s schedule your free demo"): your name, email address, phone number, restaurant name and what you are interested in. We use it to answer your request and follow up about our products.',
        "Newsletter: your email address, together with a record of your consent: the wording you agreed to, the date and time, your IP address and the page where you subscribed. We use the address to send our monthly newsletter, and we keep the consent record to show that you asked for it, as Canada's Anti-Spam Legislation (CASL) requires.",
        'Staff sign-in: if you are a member of our staff signing in to manage the site, we set a session cookie to keep you signed in. Visitors never receive this cookie.',
        'Security logs: to protect our forms from spam and abuse, our servers process the IP address of each request and apply rate limits. Technical logs (IP address, date and time, page requested and browser type) are kept for up to 30 days and used only for security and troubleshooting.',
      ],
    },
    {
      heading: 'Consent',
      paragraphs: [
        'We rely on your express consent when you submit a form or subscribe to the newsletter, and we use your information only for the purposes described when we collected it. We do not sell, rent or trade personal information, and we do not use it to make automated decisions about you or to build profiles for advertising.',
        'This website is intended for restaurant owners, managers and staff. It is not directed at children, and we do not knowingly collect information from anyone under 16.',
      ],
    },
    {
      heading: 'Cookies and tracking',
      paragraphs: [
        'This site sets no advertising trackers, no third-party analytics, no tracking pixels and no third-party cookies. Pages, fonts and images are served from our own servers, so your visit is not reported to other companies.',
        'We count visits ourselves, without cookies and without personal information. When a page loads with JavaScript on, your browser sends us the page address, the domain of the site that linked to it, the campaign labels of the link (utm_source, utm_medium, utm_campaign), a screen size class (mobile, tablet, laptop or desktop) and the browser language. We keep only daily totals per page, source and campaign. To count a visitor once a day, the server combines the IP address and browser type with a random value that is replaced every day and then deleted; the IP address and browser type themselves are never stored. This counting reads nothing from your device, stores nothing on it and cannot identify, locate or profile you, so it needs no consent and no cookie banner. If your browser sends Global Privacy Control or Do Not Track, nothing is counted.',
        'The only cookie we use is a strictly necessary session cookie for signed-in staff. It keeps a staff member signed in to the site administration and expires when they sign out or after a period of inactivity. Because it is strictly necessary and never set for visitors, we do not show a cookie banner.',
      ],
    },
    {
      heading: 'Who receives your information',
      paragraphs: [
        'Your information is seen only by the people and service providers who need it for the purposes above:',
      ],
      bullets: [
        `Our sales team, who receive demo requests and contact form messages in the sales inbox and reply to you.`,
        'Our customer relationship management (CRM) provider, where demo requests are recorded so that we can keep track of our conversations with you.',
        'Our email provider, which delivers the messages our sales team sends and our newsletter.',
      ],
    },
    {
      heading: 'Where your information is stored',
      paragraphs: [
        'This website, its database and the personal information collected through it are hosted in Canada. Our CRM and email providers store this information in Canada as well, and they are bound by written contracts to use it only to provide their services to us, to protect it with security measures appropriate to its sensitivity and to tell us promptly about any incident.',
        'Before personal information about Quebec residents is communicated outside Quebec, we assess the privacy impact as Quebec law requires. If we ever move information outside Canada, we will update this policy first.',
      ],
    },
    {
      heading: 'How long we keep it',
      bullets: [
        'Demo requests and contact form messages: 24 months after our last exchange with you, unless you become a customer, in which case the customer agreement applies.',
        'Newsletter address: for as long as you are subscribed. When you unsubscribe, we keep only your email address on a suppression list so that we never write to you again.',
        'Newsletter consent record: for three years after you unsubscribe, so that we can show that our messages were sent with consent.',
        'Security logs: up to 30 days.',
        'Staff session cookie: until the staff member signs out or the session expires.',
      ],
      paragraphs: [
        'When a retention period ends, we delete the information or anonymize it so that it can no longer identify you.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'The site is served only over encrypted connections (HTTPS). Access to leads and subscriber lists is limited to staff who need it, each with their own account and a strong password. Administrator passwords are stored only as one-way hashes.',
        "If a confidentiality incident creates a risk of serious harm, we will notify the people affected, the Office of the Privacy Commissioner of Canada and, where it concerns Quebec residents, the Commission d'accès à l'information du Québec, and we keep a register of incidents as the law requires.",
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        `You can ask us at any time to tell you what personal information we hold about you, to give you a copy, to correct anything that is wrong or incomplete, or to delete it when we no longer need it. Quebec residents can also ask for information they provided to be transferred in a structured, commonly used technology format. Send your request to ${site.privacyEmail}; we may ask you to confirm your identity before acting on it. We answer within 30 days, and there is no charge.`,
        `You can withdraw your consent at any time. Every email we send has an unsubscribe link that works in one click, and you can also write to ${site.privacyEmail} to unsubscribe or to ask our sales team to stop contacting you. We act on unsubscribe requests within 10 business days, usually the same day.`,
      ],
    },
    {
      heading: 'Complaints',
      paragraphs: [
        `If you have a concern about how we handle your personal information, please contact our privacy officer first at ${site.privacyEmail}; we will look into it and reply in writing.`,
        "If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada (priv.gc.ca, 1-800-282-1376). If you live in Quebec, you can also contact the Commission d'accès à l'information du Québec (cai.gouv.qc.ca, 1-888-528-7741).",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy, we update the date at the top of this page. If a change affects how we use information we already hold, we will ask for your consent again where the law requires it.',
      ],
    },
  ],
}

/** /accessibility */
export const accessibility: CompanyPageContent = {
  meta: {
    title: 'Accessibility statement',
    description: `${brand} aims to meet WCAG 2.1 level AA on this website. Read what we have done, the limits we know about, and how to ask for an accessible format.`,
  },
  title: 'Accessibility statement',
  intro: `Restaurant owners, staff and guests use our website on every kind of device and with every kind of ability. We want everyone to be able to read about ${brand}, compare plans and reach our team, without barriers.`,
  sections: [
    {
      heading: 'Our commitment',
      paragraphs: [
        `${site.legalName} is committed to making this website conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. We check new pages against these guidelines before they go live and review the site again whenever we make significant changes to its design.`,
        'As an Ontario business, we also follow the Accessibility for Ontarians with Disabilities Act (AODA) and its Integrated Accessibility Standards, which apply to our website, our customer service and our hiring.',
      ],
    },
    {
      heading: 'What we have done',
      paragraphs: ['Some of the measures built into this site:'],
      bullets: [
        'Keyboard access: every menu, button, form and dialog works with a keyboard alone, focus is always clearly visible, and a "skip to content" link lets you jump past the navigation.',
        'Colour and contrast: body text meets a contrast ratio of at least 4.5:1, and colour is never the only way we show information such as an error or a selected option.',
        'Screen readers: pages use proper headings, landmarks and labels; images that carry meaning have text alternatives, and decorative illustrations are hidden from assistive technology. Form errors are announced and say which field needs attention.',
        'Reduced motion: animations are small, and if your device is set to reduce motion, we turn them off.',
        'Zoom and small screens: text can be enlarged to 200% and pages work at a width of 320 pixels without scrolling sideways.',
        'Complete pages without scripts: every public page is delivered as complete HTML, so its content can be read even before or without JavaScript.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: ['We know that some parts of the site do not yet fully meet our goal, and we are working on them:'],
      bullets: [
        'Some older blog posts have images with short text descriptions that do not capture every detail of the illustration.',
        'The pricing comparison table is long. It works with screen readers, but it may be quicker to review the plan cards above it, which list the same main features.',
        'The website is available in English only for now. A French version is in preparation.',
        'The staff administration area behind the sign-in page has not yet had a full external accessibility audit.',
      ],
    },
    {
      heading: 'Accessible formats and reporting a barrier',
      paragraphs: [
        `If you need any information from this site in another format, such as large print, plain text, an accessible PDF or a conversation by phone, or if you run into something that does not work for you, please tell us. Email ${site.accessibilityEmail} or call ${site.phone}; our phone line is staffed ${site.supportHours}. You can also write to us at ${mailingAddress()}.`,
        'It helps to tell us the page address, what you were trying to do, and the device, browser or assistive technology you use, but a short description is enough to get started.',
      ],
    },
    {
      heading: 'Our response time',
      paragraphs: [
        'We acknowledge every accessibility request and report within 5 business days. We provide accessible formats and communication supports at no cost, in a timely manner that takes your needs into account, and we tell you when to expect the fix or the alternative format. Feedback about barriers also goes to the team that owns the page, so the same problem does not come back.',
      ],
    },
  ],
}
