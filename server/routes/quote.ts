import { Router } from 'express'
import { splitLocale } from '../../content/index.js'
import { getQuoteTexts } from '../../content/quote.js'
import { publicFormErrors } from '../lib/errors.js'
import { quotePdf } from '../services/quote/pdf.js'
import { parseQuoteQuery } from '../../shared/quote/input.js'

/**
 * GET /pricing/quote.pdf?<the quote page's query> (and /fr/...): the quote as a PDF download.
 * The page itself is the Vike page pages/pricing/quote; the lead form posts to /api/quote-leads.
 */
export function quoteRouter(): Router {
  const router = Router()
  router.get(['/pricing/quote.pdf', '/fr/pricing/quote.pdf'], async (req, res, next) => {
    try {
      const { locale } = splitLocale(req.path)
      const { input, errors } = parseQuoteQuery(req.query as Record<string, string | string[]>)
      // A refused value is not priced with its default in its place: 400 naming each field.
      if (errors.length) {
        const messages = getQuoteTexts(locale).inputErrors
        throw publicFormErrors(messages[errors[0]!], Object.fromEntries(errors.map((e) => [e, messages[e]])))
      }
      const pdf = await quotePdf(input, new Date().toISOString().slice(0, 10), locale)
      res
        .type('application/pdf')
        .set('Content-Disposition', `attachment; filename="${locale === 'fr' ? 'soumission' : 'quote'}.pdf"`)
        .set('Cache-Control', 'public, max-age=300')
        .send(pdf)
    } catch (error) {
      next(error)
    }
  })
  return router
}
