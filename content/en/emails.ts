import { mailingAddress, site } from '../site'

/** Texts of the emails the site sends (server-only). */
export const emails = {
  from: `${site.brand} <${site.email}>`,
  demoInquiry: {
    subject: (name: string, company: string) => `Demo request: ${name} (${company})`,
    intro: 'A visitor asked for a 15-minute demo.',
  },
  lead: {
    subject: (name: string, restaurant: string) => `New lead: ${name} (${restaurant})`,
    intro: "A visitor sent the 'Let's schedule your free demo' form.",
  },
  labels: {
    first_name: 'First name',
    last_name: 'Last name',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    restaurant: 'Restaurant',
    interest: 'Interest',
    message: 'Message',
    language: 'Language',
    source_page: 'Page',
    source_section: 'Button / section',
    landing_page: 'Landing page',
    referrer: 'Referrer',
    utm: 'UTM',
    created_at: 'Received',
    id: 'Reference',
  },
  /** The visitor's language as the sales notification names it. */
  languageNames: { en: 'English', fr: 'French' },
  newsletterConfirm: {
    subject: `Please confirm your subscription to the ${site.brand} newsletter`,
    text: (confirmUrl: string) =>
      `Hello,\n\nSomeone (hopefully you) asked to receive the ${site.brand} newsletter at this address. ` +
      `To confirm, open this link:\n\n${confirmUrl}\n\nIf you did not ask for it, ignore this email: ` +
      'you will not be subscribed.',
  },
  footer: (unsubscribeUrl: string) =>
    `--\n${mailingAddress()}\nUnsubscribe at any time, no sign-in needed: ${unsubscribeUrl}`,
} as const
