import PDFDocument from 'pdfkit'
import { localeTags, type Locale } from '../../../content/index'
import { getQuoteTexts } from '../../../content/quote'
import { site, mailingAddress } from '../../../content/site'
import { computeQuote } from '../../../shared/quote/compute.js'
import type { QuoteInput } from '../../../shared/quote/input.js'
import { formatQuoteDate, presentQuote } from '../../../shared/quote/present.js'

const INK = '#1b1f24'
const EMBER = '#a8321a'

/**
 * The quote as a PDF (pdfkit, Helvetica: its WinAnsi encoding covers French accents and the
 * no-break spaces of French amounts). Same module and figures as the page.
 */
export function quotePdf(input: QuoteInput, date: string, locale: Locale): Promise<Buffer> {
  const t = getQuoteTexts(locale)
  const quote = computeQuote(input, date)
  const shown = presentQuote(quote, t, locale)
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${site.brand} ${t.pdf.title}`, Author: site.legalName },
    lang: localeTags[locale],
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  const left = doc.page.margins.left
  const width = doc.page.width - left - doc.page.margins.right

  doc.fillColor(EMBER).font('Helvetica-Bold').fontSize(22).text(site.brand)
  doc.fillColor(INK).font('Helvetica').fontSize(10).text(site.tagline[locale])
  doc.moveDown()
  doc.font('Helvetica-Bold').fontSize(16).text(`${t.pdf.title} · ${t.plans[input.plan]}`)
  doc.font('Helvetica').fontSize(10)
  doc.text(
    `${t.pdf.date}: ${formatQuoteDate(date, locale)} · ${t.provinces[input.province]} · ${t.form.locations}: ${input.locations}`,
  )
  doc.text(t.pdf.reference)
  doc.moveDown()

  // Helvetica's WinAnsi encoding has no minus sign (U+2212): credits print with its en dash.
  const row = (label: string, qty: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10)
    const y = doc.y
    doc.text(label, left, y, { width: width - 150 })
    const after = doc.y
    doc.text(qty, left + width - 150, y, { width: 40, align: 'right' })
    doc.text(amount.replace(/\u2212/g, '\u2013'), left + width - 110, y, { width: 110, align: 'right' })
    doc.y = Math.max(after, doc.y)
    doc.x = left
  }
  for (const section of shown.sections) {
    if (doc.y > doc.page.height - 200) doc.addPage()
    doc.font('Helvetica-Bold').fontSize(13).fillColor(EMBER).text(section.title, left)
    doc.fillColor(INK).moveDown(0.3)
    for (const line of section.lines) row(line.label, line.quantity, line.amount)
    row(t.results.subtotal, '', section.subtotal)
    for (const tax of section.taxes) row(tax.label, '', tax.amount)
    row(`${t.results.total} · ${section.title}`, '', section.total, true)
    doc.moveDown()
  }
  if (shown.unavailable) doc.font('Helvetica').fontSize(9).text(shown.unavailable, left)
  doc.font('Helvetica').fontSize(9).text(shown.taxNote, left, doc.y, { width })
  for (const s of shown.sources) doc.text(`${s.label}: ${s.url}`, { width })
  doc.moveDown(0.5).text(t.results.disclaimer, { width })
  doc.moveDown().text(`${t.pdf.contact} ${site.phone} · ${site.salesEmail}`, { width })
  doc.text(mailingAddress(), { width })
  doc.end()
  return done
}
