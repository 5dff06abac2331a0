import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, signIn } from '../helpers/admin'
import {
  postJson,
  startCrm,
  startLeadsApp,
  startSmtp,
  waitFor,
  type LeadsApp,
  type TestCrm,
  type TestSmtp,
} from '../helpers/leads'

/** Issue 21: the quote builder's page, PDF and leads. PDF text is extracted with unpdf (pure JS). */

// Plus in Quebec, one Station bought, $0 card volume. By hand: Station 1,299.00 less the 1,000.00
// Plus credit = 299.00; GST 5 % = 14.95, QST 9.975 % = 29.83 (29.825 half-up); one-time 343.78.
// Monthly: Plus 99.00, GST 4.95, QST 9.88 (9.875 25) = 113.83. First year: 343.78 + 9 × 113.83 = 1,368.25.
const quebec = 'plan=plus&province=QC&qty_station=1&volume=0'
// Plus in Ontario, two Tabs leased, $30,000 at a $30 ticket: Plus 99.00 + Tabs 2 × 32.00 = 163.00,
// HST 13 % = 12.87 + 8.32 = 21.19; processing 0.20 % of 30,000 = 60.00 plus 1,000 × 10¢ = 100.00, so 160.00,
// exempt. Monthly: 163.00 + 21.19 + 160.00 = 344.19.
const ontario = 'plan=plus&province=ON&qty_station=0&qty_tab=2&mode_tab=lease&volume=30000&ticket=30'

function summaries(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of html.matchAll(/data-summary="([^"]+)"><dt>[^<]*<\/dt><dd>([^<]*)/g)) out[m[1]!] = m[2]!
  return out
}

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}

describe('quote builder', () => {
  let app: LeadsApp
  let smtp: TestSmtp
  let crm: TestCrm
  beforeAll(async () => {
    smtp = await startSmtp()
    crm = await startCrm()
    app = await startLeadsApp({ SMTP_URL: smtp.url, CRM_URL: crm.url, SALES_INBOX: 'sales@mapleserve.test' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await crm?.close()
  })

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
    const forwarded = await waitFor(() => crm.accepted.find((r) => r.body.email === 'genevieve@bistro.test'))
    expect(forwarded.body).toMatchObject({
      kind: 'quote',
      intent: 'demo',
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

  it('when /hardware is read, then every device shows the buy and lease prices the quote builder uses, in both languages', async () => {
    const text = (html: string) =>
      html
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;/g, "'")
        .replace(/[ \t\r\n]+/g, ' ') // (not \s: it would fold the French no-break spaces)
        .trim()
    const prices = (html: string, pattern: RegExp) =>
      Object.fromEntries([...html.matchAll(pattern)].map((m) => [m[1]!, text(m[2]!)]))
    for (const [prefix, station, printer] of [
      ['', 'Buy $1,299.00 · Lease $59.00/month', 'Buy $349.00'],
      ['/fr', 'Achat 1\u00a0299,00\u00a0$ · Location 59,00\u00a0$/mois', 'Achat 349,00\u00a0$'],
    ] as const) {
      const hardware = await (await fetch(`${app.url}${prefix}/hardware`)).text()
      const quote = await (await fetch(`${app.url}${prefix}/pricing/quote`)).text()
      // On /hardware: the price line of each device block and each row of the printers and cash drawer.
      const shown = prices(hardware, /data-price="([^"]+)">((?:(?!<\/(?:p|li)>).)*)/g)
      expect(Object.keys(shown).sort()).toEqual(
        ['cash-drawer', 'go', 'kitchen-printer', 'receipt-printer', 'station', 'tab'].sort(),
      )
      expect(shown.station).toBe(station)
      expect(shown['receipt-printer']).toContain(printer)
      // In the quote builder: the price beside each device's quantity (the name, then "$1,299.00 · Lease ...").
      const offered = prices(quote, /<label for="qty-([^"]+)"[^>]*>((?:(?!<\/label>).)*)/g)
      for (const [id, line] of Object.entries(shown)) {
        const figures = line.match(/[\d\u00a0,.]+\d(?:\u00a0)?\$?/g)
        expect(figures, id).not.toBeNull()
        for (const figure of figures!) expect(offered[id], `${prefix}/pricing/quote ${id}`).toContain(figure.trim())
      }
      // Each device links to a quote that already has one of it.
      expect(hardware).toContain(`href="${prefix}/pricing/quote?qty_station=1"`)
    }
  })

  it('when the quote URL asks for 0 locations or 21 Tabs, then the page keeps the values, names the fields and shows no price, in both languages', async () => {
    for (const [prefix, locations, hardware] of [
      ['', 'Locations must be a whole number from 1 to 50.', 'Hardware quantities must be whole numbers from 0 to 20.'],
      [
        '/fr',
        "Le nombre d'établissements doit être un nombre entier de 1 à 50.",
        'Les quantités de matériel doivent être des nombres entiers de 0 à 20.',
      ],
    ] as const) {
      const res = await fetch(`${app.url}${prefix}/pricing/quote?${quebec}&locations=0&qty_tab=21`)
      expect(res.status).toBe(400)
      const html = (await res.text()).replace(/&#x27;/g, "'")
      expect(html).toContain(locations)
      expect(html).toContain(hardware)
      // The box keeps what was asked for (it showed 1 and priced 1 location), marked invalid.
      expect(html).toMatch(/<input[^>]*id="quote-locations"[^>]*aria-invalid="true"[^>]*value="0"/)
      expect(html).toMatch(/<input[^>]*id="qty-tab"[^>]*aria-invalid="true"[^>]*value="21"/)
      expect(summaries(html)).toEqual({})
      expect(html).not.toContain('data-section=')
      expect(html).not.toContain('quote.pdf?')
    }
    const pdf = await fetch(`${app.url}/pricing/quote.pdf?${quebec}&locations=0`)
    expect(pdf.status).toBe(400)
    expect(await pdf.json()).toMatchObject({ errors: { locations: 'Locations must be a whole number from 1 to 50.' } })
    // Values in range still price as before.
    const fifty = await fetch(`${app.url}/pricing/quote?${quebec}&locations=50`)
    expect(fifty.status).toBe(200)
    expect(summaries(await fifty.text())['one-time']).toBeTruthy()
  })

  it('when the quote page is read, then each add-on shows its price on the plan and what every plan includes is shown as included, not offered', async () => {
    const text = (html: string) =>
      html
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/[ \t\r\n]+/g, ' ')
        .trim()
    const addOnLabels = (html: string) =>
      Object.fromEntries(
        [
          ...html.matchAll(
            /<label[^>]*>\s*<input type="checkbox" name="addon" value="([^"]+)"[^>]*\/>((?:(?!<\/label>).)*)/g,
          ),
        ].map((m) => [m[1]!, text(m[2]!)]),
      )
    const plus = await (await fetch(`${app.url}/pricing/quote?plan=plus`)).text()
    const offered = addOnLabels(plus)
    expect(Object.keys(offered).sort()).toEqual(['catering', 'kiosk', 'loyalty', 'mobile-app'])
    expect(offered['mobile-app']).toBe('Mobile app ordering $20.00/month per location')
    expect(offered.loyalty).toBe('Loyalty with email and SMS marketing $30.00/month per location')
    const included = text(plus.slice(plus.indexOf('data-included')))
    for (const name of ['Commission-free online ordering', 'Gift cards', 'Kitchen display system'])
      expect(included).toContain(name)
    expect(addOnLabels(await (await fetch(`${app.url}/pricing/quote?plan=free`)).text()).kiosk).toBe(
      'Self-ordering kiosk Not on Free',
    )
    expect(addOnLabels(await (await fetch(`${app.url}/pricing/quote?plan=enterprise`)).text()).kiosk).toBe(
      'Self-ordering kiosk Included',
    )
    const french = addOnLabels(await (await fetch(`${app.url}/fr/pricing/quote?plan=plus`)).text())
    expect(french['mobile-app']).toMatch(/ 20,00\u00a0\$\/mois par établissement$/)
  })

  it('when the Plus credit is shown, then it reads with a minus sign, in both languages', async () => {
    const en = await (await fetch(`${app.url}/pricing/quote?${quebec}`)).text()
    expect(en).toContain('\u2212$1,000.00')
    expect(en).not.toContain('-$1,000.00')
    const fr = await (await fetch(`${app.url}/fr/pricing/quote?${quebec}`)).text()
    expect(fr).toContain('\u22121\u00a0000,00\u00a0$')
  })

  it('when /pricing is rendered, then every plan card and comparison column links to its quote', async () => {
    const html = await (await fetch(`${app.url}/pricing`)).text()
    for (const plan of ['free', 'plus', 'enterprise']) expect(html).toContain(`href="/pricing/quote?plan=${plan}"`)
  })
})
