import type { CompanyPageContent } from '../types'
import { mailingAddress, site } from '../site'

const brand = site.brand

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
        'The French version of the website is new: if a page, a message or an email still reaches you in English when you chose French, please tell us.',
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
