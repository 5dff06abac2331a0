/**
 * Issue 21 (see quote.test.ts): the device prices on /hardware, out-of-bounds quotes, add-ons, the Plus credit,
 * /pricing's quote links.
 */
import { describe, expect, it } from 'vitest'
import { quebec, summaries, app, withQuoteApp } from '../helpers/quote'

describe('quote builder', () => {
  withQuoteApp()

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
