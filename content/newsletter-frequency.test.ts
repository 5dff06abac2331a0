import { describe, expect, it } from 'vitest'
import { blog as enBlog } from './en/blog'
import { forms as enForms } from './en/forms'
import { privacy as enPrivacy } from './en/legal'
import { blog as frBlog } from './fr/blog'
import { forms as frForms } from './fr/forms'
import { privacy as frPrivacy } from './fr/legal'

/**
 * The newsletter goes out once a month (decisions.md): the sign-up box's promise, the blog sidebar's
 * heading above that box and the privacy policy say the same, in both languages. The box once read
 * "Sign up for our monthly newsletter" above "... about twice a month."
 */
describe('the newsletter frequency', () => {
  const cases = [
    { locale: 'en', forms: enForms, blog: enBlog, privacy: enPrivacy, monthly: /\bmonthly\b|once a month/i },
    { locale: 'fr', forms: frForms, blog: frBlog, privacy: frPrivacy, monthly: /\bmensuelle\b|une fois par mois/i },
  ] as const
  for (const { locale, forms, blog, privacy, monthly } of cases) {
    it(`is monthly wherever it is stated (${locale})`, () => {
      expect(forms.newsletter.intro).toMatch(monthly)
      expect(blog.post.newsletterHeading).toMatch(monthly)
      expect(JSON.stringify(privacy)).toMatch(monthly)
      for (const text of [forms.newsletter.intro, blog.post.newsletterHeading, JSON.stringify(privacy)])
        expect(text).not.toMatch(/twice|deux fois|weekly|hebdomadaire/i)
    })
  }
})
