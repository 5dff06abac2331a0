import { describe, expect, it } from 'vitest'
import { createUser, signIn } from '../helpers/admin'
import { postJson, waitFor } from '../helpers/leads'
import { quebec, ontario, summaries, pdfText, app, smtp, crm, withQuoteApp } from '../helpers/quote'

/** Issue 21: the quote builder's page, PDF and leads. PDF text is extracted with unpdf (pure JS). */

describe('quote builder', () => {
  withQuoteApp()

  it('when the Quebec quote URL is opened, then the server shows the hand-computed totals and tax lines', async () => {
    const res = await fetch(`${app.url}/pricing/quote?${quebec}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(summaries(html)).toEqual({ 'one-time': '$343.78', monthly: '$113.83', 'first-year': '$1,368.25' })
    expect(html).toContain('data-tax="GST (5%)"')
    expect(html).toContain('QST (9.975%)</th><td class')
    expect(html).toMatch(/\$29\.83/)
  })

  it('when a crawler reads the sitemap, then it lists the quote builder in both languages', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(locs).toContain('/pricing/quote')
    expect(locs).toContain('/fr/pricing/quote')
  })

  it('when the French Ontario quote is opened, then amounts are written "344,19 $" the Canadian French way', async () => {
    const html = await (await fetch(`${app.url}/fr/pricing/quote?${ontario}`)).text()
    expect(summaries(html).monthly).toBe('344,19\u00a0$')
    expect(html).toContain('TVH (13\u00a0%)')
    expect(html).toContain('21,19\u00a0$')
  })

  it('when the PDF of the Quebec quote is downloaded in French, then its text has the same figures with accents', async () => {
    const res = await fetch(`${app.url}/fr/pricing/quote.pdf?${quebec}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const text = await pdfText(res)
    for (const s of [
      'MapleServe',
      'Soumission',
      'Québec',
      'TVQ (9,975',
      '343,78',
      '113,83',
      '1 368,25',
      'Première année',
      // The brand line under the name, in French too (it printed the English tagline).
      'PDV infonuagique pour restaurants, conçu au Canada',
    ])
      expect(text.replace(/\u00a0/g, ' ')).toContain(s)
    expect(text).not.toContain('Cloud restaurant POS built in Canada')
  })

  it('when a visitor asks to be emailed the quote, then the lead keeps the quote and the visitor, sales and the CRM get it', async () => {
    const res = await postJson(`${app.url}/api/quote-leads`, {
      email: 'genevieve@bistro.test',
      name: 'Geneviève',
      phone: '418 555 0142',
      intent: 'demo',
      language: 'fr',
      quote: quebec,
      website: '',
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const row = (await app.db('leads').where({ id }).first()) as { kind: string; quote: string; language: string }
    expect(row.kind).toBe('quote')
    const stored = JSON.parse(row.quote) as {
      taxTableVersion: string
      input: { province: string }
      oneTime: { totalCents: number }
    }
    expect(stored).toMatchObject({
      taxTableVersion: 'ca-sales-tax-2025-04-01',
      input: { province: 'QC' },
      oneTime: { totalCents: 34_378 },
    })

    const copy = await waitFor(() =>
      smtp.messages.find((m) => m.to && JSON.stringify(m.to).includes('genevieve@bistro.test')),
    )
    expect(copy.subject).toBe('Votre soumission MapleServe')
    expect(copy.text).toContain('343,78\u00a0$')
    // The PDF is attached (issue 33 item 8), not linked; the HTML part carries the same figures.
    expect(copy.text).toContain('PDF\u00a0: MapleServe-Soumission.pdf')
    expect(copy.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['MapleServe-Soumission.pdf', 'application/pdf'],
    ])
    expect(copy.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-')
    expect(copy.html).toContain('343,78\u00a0$')
    expect(copy.text).not.toMatch(/unsubscribe|désabonn/i)
    const sales = await waitFor(() => smtp.messages.find((m) => m.subject?.startsWith('Quote lead (book a demo)')))
    expect(sales.text).toContain('$1,368.25')
    // The booked demo is a call: sales and the CRM get the number.
    expect(sales.text).toContain('Phone: 418 555 0142')
    const forwarded = await waitFor(() => crm.accepted.find((r) => r.body.email === 'genevieve@bistro.test'))
    expect(forwarded.body).toMatchObject({
      kind: 'quote',
      intent: 'demo',
      phone: '418 555 0142',
      quote: { firstYear: { totalCents: 136_825 } },
    })

    await createUser(app, 'owner@mapleserve.test')
    const admin = await signIn(app, 'owner@mapleserve.test')
    const list = await admin.request(
      `/api/admin/leads?${new URLSearchParams({ filter: '{"type":"quote"}', range: '[0,9]' })}`,
    )
    const rows = (await list.json()) as { id: string; type: string; message: string }[]
    expect(rows[0]).toMatchObject({ id: `quote-${id}`, type: 'quote' })
    expect(rows[0]!.message).toContain('first year $1,368.25')

    // The lead's page shows the whole quote, in the admin's language: the French admin reads French
    // figures, section titles and links; the CSV keeps the stored summary as it was.
    type Shown = {
      message: string
      quote: { shown: { sections: { title: string; total: string; taxes: { label: string }[] }[] }; pdfUrl: string }
    }
    const english = (await (await admin.request(`/api/admin/leads/quote-${id}`)).json()) as Shown
    expect(english.quote.shown.sections.map((s) => s.total)).toContain('$1,368.25')
    expect(english.quote.pdfUrl).toMatch(/^\/pricing\/quote\.pdf\?/)
    await createUser(app, 'francine@mapleserve.test')
    await app.db('users').where({ email: 'francine@mapleserve.test' }).update({ locale: 'fr' })
    const francine = await signIn(app, 'francine@mapleserve.test')
    const french = (await (await francine.request(`/api/admin/leads/quote-${id}`)).json()) as Shown
    expect(french.message).toContain('première année 1\u00a0368,25\u00a0$')
    expect(french.quote.shown.sections.map((s) => s.total)).toContain('1\u00a0368,25\u00a0$')
    expect(french.quote.shown.sections.flatMap((s) => s.taxes.map((x) => x.label)).join(' ')).toMatch(/TVQ/)
    expect(french.quote.pdfUrl).toMatch(/^\/fr\/pricing\/quote\.pdf\?/)
    const frenchList = (await (
      await francine.request(`/api/admin/leads?${new URLSearchParams({ filter: '{"type":"quote"}', range: '[0,9]' })}`)
    ).json()) as { message: string }[]
    expect(frenchList[0]!.message).toContain('emplacement(s)')
    const csv = await (await francine.request('/api/admin/leads.csv')).text()
    expect(csv).toContain('first year $1,368.25')
  })

  it('when the email is missing or the quote is unreadable, then 400 names the field', async () => {
    const noEmail = await postJson(`${app.url}/api/quote-leads`, { quote: quebec })
    expect(noEmail.status).toBe(400)
    expect(((await noEmail.json()) as { errors: Record<string, string> }).errors.email).toBeTruthy()
    const bad = await postJson(`${app.url}/api/quote-leads`, { email: 'a@b.test', quote: 'plan=plus&province=ZZ' })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ errors: { quote: 'Choose a province or territory.' } })
  })

  it('when the form is posted without JavaScript, then it answers the thank-you page in the visitor’s language', async () => {
    const res = await fetch(`${app.url}/api/quote-leads`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'nojs@bistro.test',
        intent: 'email',
        language: 'fr',
        quote: ontario,
      }).toString(),
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/fr/forms/sent?form=quote')
    const page = await (await fetch(`${app.url}/fr/forms/sent?form=quote`)).text()
    expect(page).toContain('Votre soumission est en route')
  })
})
