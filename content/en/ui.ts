import { site } from '../site'

/** Strings of the site shell and shared widgets (header, footer, modal, FAQ, 404s). */
export const ui = {
  skipToContent: 'Skip to main content',
  header: {
    homeLabel: `${site.brand} home`,
    mainNav: 'Main',
    products: 'Products',
    industries: 'Industries',
    industriesMobile: 'Categories',
    hardware: 'Hardware',
    pricing: 'Pricing',
    blog: 'Blog',
    getDemo: 'Get a Demo',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    letsTalkTitle: "Let's Talk",
    letsTalkText: 'Not sure where to start? Tell us about your restaurant and we will map out the right setup.',
    consultation: 'Get a Free Consultation',
    allIndustries: 'All industries',
  },
  footer: {
    tagline:
      'Cloud Android POS for restaurants across Canada: counter, kitchen, payments and online orders in one system.',
    products: 'Products',
    industries: 'Industries',
    company: 'Company',
    contact: 'Contact',
    social: 'Follow us',
    newTab: '(opens in a new tab)',
    // legalName ends with 'Inc.', so no second period after it.
    copyright: (year: number) => `© ${year} ${site.legalName} All rights reserved.`,
    madeIn: 'Proudly built in Canada.',
  },
  faq: {
    heading: 'Frequently asked questions',
    subheading: 'Straight answers to what restaurant owners ask us most.',
  },
  demoModal: {
    heading: 'Schedule your 15-minute demo now',
    close: 'Close',
  },
  imageFallback: 'Default Image',
  productNotFound: {
    title: 'Product Not Found',
    text: "The product you're looking for doesn't exist.",
    back: 'Back to Home',
  },
  categoryNotFound: {
    title: 'Category Not Found',
    text: "The category you're looking for doesn't exist.",
    back: 'Back to Home',
  },
  pageNotFound: {
    title: 'Page Not Found',
    text: "The page you're looking for doesn't exist or has moved.",
    back: 'Back to Home',
  },
  serverError: {
    title: 'Something went wrong',
    text: 'We could not load this page just now. Please try again in a moment.',
    back: 'Back to Home',
  },
  /**
   * This language as offered from a page in the other language: the header's switch and the
   * suggestion on the English home page (rendered with lang set to this language).
   */
  language: {
    name: 'English',
    short: 'EN',
    switchTo: 'View this page in English',
    suggestion: 'This site is also available in English.',
    suggestionLink: 'View in English',
    suggestionDismiss: 'No thanks',
  },
} as const
