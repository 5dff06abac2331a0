import { mailingAddress, site } from '../site'

/**
 * Strings of the public forms (demo modal, contact form, newsletter). `forms` is part of the shell
 * (shipped to the browser); `formMessages` holds server-only texts (validation, result pages, emails).
 */
export const forms = {
  /** The browser's bubble on an empty required field (hydrated forms). */
  fieldRequired: 'Please fill in this field.',
  /** Shown for a malformed address, by the browser (hydrated forms) and by the server. */
  invalidEmail: 'Please enter a valid email address (for example name@restaurant.ca).',
  honeypotLabel: 'Leave this field empty',
  demo: {
    intro: 'Tell us where to reach you, then pick a time that suits you: a product specialist will call you then.',
    firstName: 'First name*',
    lastName: 'Last name*',
    email: 'Email*',
    phone: 'Phone*',
    company: 'Company*',
    message: 'Message (optional)',
    submit: 'Schedule my demo',
    submitting: 'Submitting...',
    successTitle: 'Thank you!',
    successText: 'Your demo request has been received. Our team will reach out to you soon.',
    errors: {
      required: 'All fields (first_name, last_name, email, phone, company) are required.',
      failed: 'Failed to send inquiry. Please try again.',
      unexpected: 'Something went wrong. Please try again.',
    },
  },
  contact: {
    submitting: 'Submitting...',
    successTitle: 'Thank you!',
    successText: 'We have your details. A product specialist will call you within one business day.',
    sendAnother: 'Send another request',
    errors: {
      required: 'All fields (name, email, phone, restaurant, interest) are required.',
      failed: 'Failed to send your request. Please try again.',
      unexpected: 'Something went wrong. Please try again.',
    },
  },
  newsletter: {
    intro: 'Restaurant tips, product news and offers, once a month.',
    emailLabel: 'Email address',
    consentVersion: 'newsletter-2026-11-22',
    consent: `Yes, send me the ${site.brand} newsletter by email: restaurant tips, product news and offers. Sent by ${mailingAddress()}. I can withdraw my consent at any time with the unsubscribe link in every email or by writing to ${site.privacyEmail}.`,
    consentRequired: 'Please tick the box to agree to receive the newsletter.',
    submitting: 'Subscribing...',
    success: 'Almost done: we sent you an email. Click the link in it to confirm your subscription.',
    errors: {
      failed: 'Failed to subscribe. Please try again.',
      unexpected: 'Something went wrong. Please try again.',
    },
  },
} as const

export const formMessages = {
  newsletterPage: {
    title: `The ${site.brand} newsletter`,
    description:
      'Practical ideas for running a busier, calmer restaurant: menus, staffing, payments and online orders.',
    heading: 'Get restaurant tips in your inbox',
    buttonText: 'Subscribe Now',
  },
  invalidEmail: forms.invalidEmail,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  fieldRequired: (label: string) => `${label} is required.`,
  invalidField: (label: string) => `${label} is not valid.`,
  staleConsent: 'This form has changed since you opened it. Please reload the page and try again.',
  rateLimited: 'Too many submissions from your network. Please wait a few minutes and try again.',
  /** Answers to requests the server cannot read (error-handler.ts). */
  request: {
    tooLarge: 'The request body is too large.',
    badJson: 'The request body is not valid JSON.',
    badEncoding: 'Unsupported request encoding.',
    badUrl: 'The address of this request is not valid.',
    tooManyParameters: 'This address has too many parameters.',
    notFound: 'Not found.',
    serverError: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  fieldLabels: {
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    message: 'Message',
    name: 'Name',
    restaurant: 'Restaurant',
    interest: 'Interest',
  },
  pages: {
    back: 'Back to the site',
    leadSent: { title: 'Thank you!', text: forms.contact.successText },
    // Without JavaScript, above the link to the booking page (with it, the slot picker shows instead).
    leadSentBook: {
      title: 'Thank you!',
      text: 'We have your details. Choose a time for your demo call below; if none suits you, a product specialist will call you within one business day.',
    },
    demoSent: { title: 'Thank you!', text: forms.demo.successText },
    newsletterPending: { title: 'Check your inbox', text: forms.newsletter.success },
    newsletterHeld: {
      title: 'Check your inbox',
      text: 'We already sent several confirmation emails to this address today, so we did not send another one. Click the link in one of them to confirm, or try again tomorrow.',
    },
    confirmed: {
      title: 'Subscription confirmed',
      text: `Thank you! You will now receive the ${site.brand} newsletter. Every email has a link to unsubscribe.`,
    },
    unsubscribed: {
      title: 'You are unsubscribed',
      text: `You will not receive the ${site.brand} newsletter any more. This took effect immediately.`,
    },
    invalidLink: {
      title: 'This link is not valid',
      text: 'The link may be incomplete or already used. Copy the whole link from the email, or subscribe again.',
    },
    error: { title: 'We could not send your form' },
  },
} as const
