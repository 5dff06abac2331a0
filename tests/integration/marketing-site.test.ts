/**
 * The marketing pages (see marketing.test.ts): /pricing, the company pages, header and footer links, the crawl, home.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { companyLinks, industryLinks, legalLinks, productGroups } from '../../content/en/navigation'
import { withoutWordSpans } from '../helpers/whole-words'
import { app, html, get, jsonLdTypes, expectInOrder, withMarketingApp } from '../helpers/marketing'

withMarketingApp()

describe('when a visitor opens /pricing', () => {
  it('then the three plans show their prices, buttons and the recommended mark on Plus', async () => {
    const { status, body } = await get('/pricing')
    expect(status).toBe(200)
    for (const text of [
      'Free',
      '$0',
      'Plus',
      '$99',
      'Enterprise',
      'tailored to your group',
      'per location per month',
      'Get Started',
      'Schedule Call',
      'Contact us',
      'Software credit up to $1000 against hardware',
      'Priority support',
      'Third-party delivery service integration',
      'Custom feature development',
    ]) {
      expect(body).toContain(text)
    }
    expect(body).toMatch(/id="plan-plus"[^>]*>|data-recommended="true"[^>]*id="plan-plus"/)
    const plus = body.slice(body.indexOf('id="plan-plus"') - 200, body.indexOf('id="plan-enterprise"'))
    expect(plus).toContain('data-recommended="true"')
    expect(plus).toContain('Recommended')
  })

  it('then the comparison table has Free, Plus and Enterprise columns like the plan cards, category rows and accessible yes/no cells', async () => {
    const { body } = await get('/pricing')
    const table = body.slice(body.indexOf('<table'), body.indexOf('</table>'))
    expectInOrder(table, ['>Free</th>', '>Plus</th>', '>Enterprise</th>'])
    expect(table).toContain('scope="colgroup"')
    expect(table).toContain('Included</span>')
    expect(table).toContain('Not included</span>')
    expect(table).toMatch(
      /Custom reports<\/th>(?:(?!<\/tr>).)*Not included(?:(?!<\/tr>).)*Not included(?:(?!<\/tr>).)*>Included</s,
    )
  })

  it('then the add-ons, processing fees, hardware, testimonials and FAQ are there with the spec figures', async () => {
    const { body } = await get('/pricing')
    for (const text of [
      '$20/month',
      '$10/month',
      '$30/month',
      'email and SMS marketing',
      '50 bps + 10¢',
      '20 bps + 10¢',
      '$100k',
      'Station',
      'Tab',
      'Go',
      'Testimonials',
      'Frequently asked questions',
      '90 days',
      '2-3 days',
    ]) {
      expect(body).toContain(html(text))
    }
    expect(jsonLdTypes(body)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']))
  })
})

describe('when a visitor opens the company pages', () => {
  it.each([
    ['/about', 'About MapleServe'],
    ['/career', 'Careers at MapleServe'],
    ['/privacy', 'PIPEDA'],
    ['/accessibility', 'WCAG 2.1'],
  ])('then %s answers 200 with its content', async (path, text) => {
    const { status, body } = await get(path)
    expect(status).toBe(200)
    expect(body).toContain(text)
    expect(body).toContain(`<link rel="canonical" href="${app.env.BASE_URL}${path}"/>`)
  })

  it('then /licenses lists the shipped dependencies with their installed versions and licenses, and no development tools', async () => {
    const { status, body } = await get('/licenses')
    expect(status).toBe(200)
    for (const name of ['react', 'express', 'knex']) {
      const pkg = JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {
        version: string
        license: string
      }
      expect(body).toMatch(
        new RegExp(`<th scope="row">${name}</th><td>${pkg.version.replace(/\./g, '\\.')}</td><td>${pkg.license}</td>`),
      )
    }
    expect(body).not.toContain('<th scope="row">vitest</th>')
    expect(body).not.toContain('<th scope="row">typescript</th>')
  })
})

describe('when every header and footer link is followed', () => {
  it('then each answers 200', async () => {
    const { body } = await get('/')
    const shellLinks = [
      ...productGroups.flatMap((g) => g.links),
      ...industryLinks,
      ...companyLinks,
      ...legalLinks,
      { href: '/hardware' },
      { href: '/pricing' },
    ].map((l) => l.href)
    for (const href of shellLinks) expect(body).toContain(`href="${href}"`)
    for (const href of new Set(shellLinks)) {
      expect((await get(href)).status, href).toBe(200)
    }
  })
})

describe('when the site is crawled from the home page', () => {
  it('then no internal link or image answers an error', async () => {
    const queue = ['/']
    const seen = new Set(queue)
    const assets = new Set<string>()
    const failures: string[] = []
    while (queue.length) {
      const path = queue.shift()!
      const { status, body } = await get(path)
      if (status !== 200) failures.push(`${status} ${path}`)
      for (const m of body.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)) if (m[1]?.startsWith('/')) assets.add(m[1])
      for (const m of body.matchAll(/\ssrcset="([^"]+)"/g)) {
        for (const candidate of (m[1] ?? '').split(',')) {
          const url = candidate.trim().split(/\s+/)[0]
          if (url?.startsWith('/')) assets.add(url)
        }
      }
      for (const m of body.matchAll(/<a[^>]*\shref="(\/[^"#?]*)/g)) {
        const href = m[1]!
        if (href.startsWith('//') || seen.has(href)) continue
        seen.add(href)
        queue.push(href)
      }
    }
    for (const src of assets) {
      const res = await fetch(`${app.url}${src}`)
      if (res.status !== 200) failures.push(`${res.status} ${src}`)
      await res.arrayBuffer()
    }
    expect(failures).toEqual([])
    expect(seen.size).toBeGreaterThan(25)
    expect(assets.size).toBeGreaterThan(30)
  })
})

describe('when a visitor opens the home page', () => {
  it("then each 'What We Do' section has the spec's 'Let's Connect' button, which names its section", async () => {
    const body = withoutWordSpans(await (await fetch(`${app.url}/`)).text())
    for (const section of ['all-in-one-pos', 'kitchen-display', 'online-ordering', 'loyalty', 'payment-processing'])
      expect(body, section).toContain(`data-demo-section="${section}"`)
  })
})
