import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { zonedToUtc } from '../../server/services/leads/business-hours'
import { startTestApp, type TestApp } from '../helpers/app'
import { postJson, validInquiry } from '../helpers/leads'

/** Booking a demo slot without JavaScript (issue 35): the pass in the answers, the private pages. */
const NOW = new Date(zonedToUtc(2026, 11, 30, 6 * 60, 'America/Toronto')) // Monday 6:00 EST

const form = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

describe('the booking pages', () => {
  let app: TestApp

  beforeAll(async () => {
    app = await startTestApp({}, { clock: () => NOW })
    const [seller] = (await app
      .db('users')
      .insert({
        email: 'sam@mapleserve.test',
        password_hash: 'x',
        role: 'editor',
        sales: true,
        password_changed_at: NOW.getTime(),
        created_at: NOW.getTime(),
        updated_at: NOW.getTime(),
      })
      .returning('id')) as { id: number }[]
    await app.db('sales_hours').insert({ user_id: seller!.id, weekday: 1, from_minute: 540, to_minute: 600 })
  }, 60_000)

  afterAll(() => app?.close())

  it('when a demo request is stored as JSON, then its answer carries the booking pass', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, validInquiry)
    expect(res.status).toBe(201)
    const body = (await res.json()) as { id: number; booking: { lead: number; pass: string } }
    expect(body.booking.lead).toBe(body.id)
    expect(body.booking.pass).toMatch(/^[\w-]{40,}$/)
    const slots = await fetch(`${app.url}/demo/book?lead=${body.id}&pass=${body.booking.pass}&tz=America%2FSt_Johns`)
    expect(slots.status).toBe(200)
    expect(slots.headers.get('cache-control')).toBe('private, no-store')
    expect(slots.headers.get('set-cookie')).toBeNull()
    const html = await slots.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    // 9:00 in Toronto is 10:30 in St. John's.
    expect(html).toContain('value="2026-11-30T14:00:00.000Z" required> 10:30 a.m.')
    expect(html).toContain('<option value="America/St_Johns" selected>Newfoundland Time (St. John’s)</option>')
    expect(html).toContain('Times shown in Newfoundland Time (St. John’s).')
    // As on the public pages, a phone never breaks "15-minute" at its hyphen.
    expect(html).toContain('<span class="nowrap">15-minute</span>')
    expect(html).toContain('.nowrap { white-space: nowrap; }')
  })

  it('when the visitor follows the link of the second day, then only that day’s times show, the zone is kept, and one of them books', async () => {
    const res = await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: 'day@bistro-maple.ca' })
    const { booking } = (await res.json()) as { booking: { lead: number; pass: string } }
    const query = new URLSearchParams({ lead: String(booking.lead), pass: booking.pass, tz: 'America/Vancouver' })
    const first = await (await fetch(`${app.url}/demo/book?${query}`)).text()
    // The first day with a free time is shown: Monday 30 November (9:00 in Toronto is 6:00 in Vancouver).
    expect(first).toContain('<p id="day-name">Monday, November 30</p>')
    expect(first).toContain('value="2026-11-30T14:00:00.000Z" required> 6:00 a.m.')
    expect(first).not.toContain('value="2026-12-07T')
    expect(first).not.toContain('rel="prev"')
    const next = /<a class="step" href="([^"]+)" rel="next" aria-label="Next day"/
      .exec(first)![1]!
      .replace(/&amp;/g, '&')
    expect(new URL(next, app.url).searchParams.get('tz')).toBe('America/Vancouver')
    expect(next).toMatch(/[?&]day=2026-12-07#days$/)

    const second = await (await fetch(`${app.url}${next}`)).text()
    expect(second).toContain('<p id="day-name">Monday, December 7</p>')
    expect(second).toMatch(/rel="prev" aria-label="Previous day"/)
    expect(second).not.toContain('rel="next"')
    expect(second).toContain('value="2026-12-07T14:45:00.000Z" required> 6:45 a.m.')
    expect(second).not.toContain('value="2026-11-30T')
    expect(second).toContain('<option value="America/Vancouver" selected>')
    // Changing the zone keeps the day.
    expect(second).toContain('<input type="hidden" name="day" value="2026-12-07">')
    const french = await (await fetch(`${app.url}/fr/demo/book?${query}&day=2026-12-07`)).text()
    expect(french).toContain('<p id="day-name">lundi 7 décembre</p>')
    expect(french).toMatch(/<a class="step" href="\/fr\/demo\/book\?[^"]+" rel="prev" aria-label="Jour précédent"/)

    const booked = await form(`${app.url}/demo/book`, {
      lead: String(booking.lead),
      pass: booking.pass,
      tz: 'America/Vancouver',
      day: '2026-12-07',
      startsAt: '2026-12-07T14:45:00.000Z',
    })
    expect(booked.status).toBe(201)
    expect(await booked.text()).toContain('Monday, December 7, 2026 at 6:45\u00a0a.m., Pacific Time (Vancouver)')
  })

  it('when a French visitor sends the demo form without JavaScript, then they choose a time and book it, then move and cancel it', async () => {
    const sent = await form(`${app.url}/api/demo-inquiries`, {
      ...validInquiry,
      source: '',
      email: 'luc@resto.ca',
      language: 'fr',
    } as unknown as Record<string, string>)
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location')!
    expect(location).toMatch(/^\/fr\/forms\/sent\?form=demo&lead=\d+&pass=[\w-]+$/)
    const thanks = await (await fetch(`${app.url}${location}`)).text()
    const link = /href="(\/fr\/demo\/book\?[^"]+)">Choisissez l’heure de votre démo</.exec(thanks)?.[1]
    expect(link).toBeTruthy()
    const picker = await (await fetch(`${app.url}${link!.replace(/&amp;/g, '&')}`)).text()
    expect(picker).toContain('Fuseau horaire\u00a0: heure de l’Est (Toronto).')
    expect(picker).toContain('<option value="America/St_Johns">heure de Terre-Neuve (St. John’s)</option>')
    expect(picker).toContain('value="2026-11-30T14:15:00.000Z" required> 09 h 15')
    const params = new URL(`${app.url}${location}`).searchParams
    const lead = params.get('lead')!
    const pass = params.get('pass')!

    const noChoice = await form(`${app.url}/fr/demo/book`, { lead, pass, tz: 'America/Toronto' })
    expect(noChoice.status).toBe(400)
    expect(await noChoice.text()).toContain('Veuillez choisir un créneau dans la liste.')
    const forged = await form(`${app.url}/fr/demo/book`, { lead, pass: 'forged', startsAt: '2026-11-30T14:15:00.000Z' })
    expect(forged.status).toBe(403)

    const booked = await form(`${app.url}/fr/demo/book`, {
      lead,
      pass,
      tz: 'America/Toronto',
      startsAt: '2026-11-30T14:15:00.000Z',
    })
    expect(booked.status).toBe(201)
    const bookedHtml = await booked.text()
    expect(bookedHtml).toContain('Votre démo est réservée')
    expect(bookedHtml).toContain('lundi 30 novembre 2026 à 09\u00a0h\u00a015, heure de l’Est (Toronto)')
    const manage = /href="(\/fr\/demo\/booking\/[\w-]+)"/.exec(bookedHtml)![1]!
    expect(
      await app
        .db('leads')
        .where({ id: Number(lead) })
        .first(),
    ).toMatchObject({ pipeline_status: 'demo_booked' })

    const page = await fetch(`${app.url}${manage}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain(
      'Votre démo de 15\u00a0minutes a lieu le lundi 30 novembre 2026 à 09\u00a0h\u00a015',
    )
    const moved = await form(`${app.url}${manage}/reschedule`, {
      tz: 'America/Toronto',
      startsAt: '2026-12-07T14:00:00.000Z',
    })
    expect(moved.status).toBe(200)
    expect(await moved.text()).toContain('lundi 7 décembre 2026 à 09\u00a0h\u00a000, heure de l’Est (Toronto)')
    const cancelled = await form(`${app.url}${manage}/cancel`, {})
    expect(cancelled.status).toBe(200)
    expect(await cancelled.text()).toContain('Votre démo est annulée')
    expect((await app.db('bookings').where({ lead_id: Number(lead) }))[0]).toMatchObject({ status: 'cancelled' })
    expect((await fetch(`${app.url}/demo/booking/not-a-token`)).status).toBe(404)
  })

  it('when the contact form is sent without JavaScript, then its thank-you page says to choose a time above the link, not only that sales will call', async () => {
    const sent = await form(`${app.url}/api/leads`, {
      name: 'Priya',
      email: 'priya@curry-house.ca',
      phone: '604 555 0123',
      restaurant: 'Curry House',
      interest: 'Restaurant POS System',
    })
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location')!
    expect(location).toMatch(/^\/forms\/sent\?form=lead&lead=\d+&pass=[\w-]+$/)
    const thanks = await (await fetch(`${app.url}${location}`)).text()
    expect(thanks).toContain(
      'Choose a time for your demo call below; if none suits you, a product specialist will call',
    )
    expect(thanks).toMatch(/href="\/demo\/book\?[^"]+">Choose your demo time</)
  })

  const quote = 'plan=plus&province=ON&qty_station=1&volume=0'

  it('when a visitor asks for a demo with their quote without JavaScript, then they choose a time and book it', async () => {
    const sent = await form(`${app.url}/api/quote-leads`, {
      email: 'owner@quote-bistro.ca',
      name: 'Rosa',
      phone: '416 555 0199',
      intent: 'demo',
      quote,
    })
    expect(sent.status).toBe(303)
    const location = sent.headers.get('location')!
    expect(location).toMatch(/^\/forms\/sent\?form=quote-demo&lead=\d+&pass=[\w-]+$/)
    const thanks = await (await fetch(`${app.url}${location}`)).text()
    expect(thanks).toContain('Now pick a time for the demo call: the product specialist calls you then')
    const link = /href="(\/demo\/book\?[^"]+)">Choose your demo time</.exec(thanks)?.[1]
    expect(link).toBeTruthy()
    expect(await (await fetch(`${app.url}${link!.replace(/&amp;/g, '&')}`)).text()).toContain(
      'value="2026-11-30T14:30:00.000Z" required> 9:30 a.m.',
    )
    const params = new URL(`${app.url}${location}`).searchParams
    const lead = Number(params.get('lead'))
    const booked = await form(`${app.url}/demo/book`, {
      lead: String(lead),
      pass: params.get('pass')!,
      tz: 'America/Toronto',
      startsAt: '2026-11-30T14:30:00.000Z',
    })
    expect(booked.status).toBe(201)
    expect(await app.db('leads').where({ id: lead }).first()).toMatchObject({
      kind: 'quote',
      phone: '416 555 0199',
      pipeline_status: 'demo_booked',
    })
  })

  it('when a quote’s demo is asked for without a phone number, then it is refused with what to add and nothing is stored', async () => {
    const before = await app.db('leads').count({ n: '*' }).first()
    const refused = await postJson(`${app.url}/api/quote-leads`, {
      email: 'nophone@quote-bistro.ca',
      intent: 'demo',
      quote,
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain(
      'Add a phone number to book a demo: the product specialist calls you at the time you pick.',
    )
    const french = await form(`${app.url}/api/quote-leads`, {
      email: 'sans@quote-bistro.ca',
      intent: 'demo',
      quote,
      language: 'fr',
    })
    expect(french.status).toBe(400)
    expect(await french.text()).toContain('Ajoutez un numéro de téléphone pour réserver une démo')
    expect(await app.db('leads').count({ n: '*' }).first()).toEqual(before)
  })

  it('when a quote is only emailed, then no phone is needed and its answer offers no booking', async () => {
    const emailed = await postJson(`${app.url}/api/quote-leads`, {
      email: 'copy@quote-bistro.ca',
      intent: 'email',
      quote,
    })
    expect(emailed.status).toBe(201)
    expect(await emailed.json()).not.toHaveProperty('booking')
    const asked = await postJson(`${app.url}/api/quote-leads`, {
      email: 'call@quote-bistro.ca',
      phone: '514 555 0101',
      intent: 'demo',
      quote,
    })
    const { id, booking } = (await asked.json()) as { id: number; booking: { lead: number; pass: string } }
    expect(booking).toMatchObject({ lead: id, pass: expect.stringMatching(/^[\w-]{40,}$/) })
    const sent = await form(`${app.url}/api/quote-leads`, { email: 'plain@quote-bistro.ca', intent: 'email', quote })
    expect(sent.headers.get('location')).toBe('/forms/sent?form=quote')
  })
})
