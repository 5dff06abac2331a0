import { describe, expect, it } from 'vitest'
import { blog as enBlog } from './en/blog'
import { about as enAbout, career as enCareer } from './en/company'
import { demoPage as enDemoPage } from './en/demo-page'
import { forms as enForms } from './en/forms'
import { home as enHome } from './en/home'
import { accessibility as enAccessibility, privacy as enPrivacy } from './en/legal'
import { paymentProcessing as enPayments } from './en/products/payment-processing'
import { blog as frBlog } from './fr/blog'
import { about as frAbout, career as frCareer } from './fr/company'
import { demoPage as frDemoPage } from './fr/demo-page'
import { forms as frForms } from './fr/forms'
import { home as frHome } from './fr/home'
import { accessibility as frAccessibility, privacy as frPrivacy } from './fr/legal'
import { paymentProcessing as frPayments } from './fr/products/payment-processing'

/**
 * A fact the site states in more than one place says the same everywhere, in both languages. Each case
 * is one a review found contradicting itself (the newsletter box promised "about twice a month" under
 * "Sign up for our monthly newsletter"; the home hero said "Set up in days, not weeks" above an answer
 * of one to two weeks; ...).
 */
const text = (value: unknown) => JSON.stringify(value)
const languages = [
  {
    locale: 'en',
    ...{ forms: enForms, blog: enBlog, privacy: enPrivacy, home: enHome, about: enAbout, career: enCareer },
    ...{ accessibility: enAccessibility, payments: enPayments, demoPage: enDemoPage },
    monthly: /\bmonthly\b|once a month/i,
    twoWeeks: /two weeks/i,
    pickATime: /pick a time/i,
  },
  {
    locale: 'fr',
    ...{ forms: frForms, blog: frBlog, privacy: frPrivacy, home: frHome, about: frAbout, career: frCareer },
    ...{ accessibility: frAccessibility, payments: frPayments, demoPage: frDemoPage },
    monthly: /\bmensuelle\b|une fois par mois/i,
    twoWeeks: /deux semaines/i,
    pickATime: /choisissez un moment/i,
  },
] as const

describe.each(languages)('facts stated in several places ($locale)', (l) => {
  it('the newsletter is monthly: the sign-up box, the blog sidebar above it and the privacy policy', () => {
    for (const said of [l.forms.newsletter.intro, l.blog.post.newsletterHeading, text(l.privacy)]) {
      expect(said).toMatch(l.monthly)
      expect(said).not.toMatch(/twice|deux fois|weekly|hebdomadaire/i)
    }
  })

  it('set-up time: the home hero and the home FAQ give the same', () => {
    expect(text(l.home.hero.highlights)).toMatch(l.twoWeeks)
    expect(text(l.home.faqSection)).toMatch(l.twoWeeks)
    expect(text(l.home.hero.highlights)).not.toMatch(/days, not weeks|jours, pas/i)
  })

  it('the demo: the home form says the visitor picks the time (the slot is booked on the spot)', () => {
    expect(l.home.contact.description).toMatch(l.pickATime)
    expect(l.home.contact.description).not.toMatch(/call you back within|rappellera d’ici/i)
  })

  it('the booked demo is a call with the system on screen (the booking email says so): no page promises it in person', () => {
    for (const said of [text(l.home.contact.points), text(l.demoPage)])
      expect(said).not.toMatch(/in-person|en personne|by video or at your restaurant|en vidéo ou à votre restaurant/i)
  })

  it('offices: the careers page names every office the about page lists', () => {
    const cities = l.about.offices?.items.map((o) => o.city) ?? []
    expect(cities.length).toBeGreaterThan(1)
    for (const city of cities) expect(text(l.career)).toContain(city)
  })

  it('the site is in both languages: the accessibility statement does not say otherwise', () => {
    expect(text(l.accessibility)).not.toMatch(/English only|anglais seulement|in preparation|en préparation/i)
  })

  it('card approval takes 2-3 days everywhere (the payments page said business days)', () => {
    expect(text(l.payments)).not.toMatch(/business days|jours ouvrables/i)
  })
})
