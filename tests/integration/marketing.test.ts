import { describe, expect, it } from 'vitest'
import { industryLinks } from '../../content/en/navigation'
import { industries } from '../../content/en/industries/index'
import { products } from '../../content/en/products/index'
import { app, html, get, jsonLdTypes, expectInOrder, withMarketingApp } from '../helpers/marketing'

withMarketingApp()

/** The blog pages belong to the blog issue and are not served by this branch's pages. */
describe('when a visitor opens a product page', () => {
  it.each(products.map((p) => [p.slug]))(
    'then /products/%s answers 200 with its hero, numbers, features and FAQ',
    async (slug) => {
      const product = products.find((p) => p.slug === slug)!
      const { status, body } = await get(`/products/${slug}`)
      expect(status).toBe(200)
      expect(body).toContain(html(product.heroSection.title))
      expect(body).toContain('By the numbers')
      for (const stat of product.numberSpeaks.stats) expect(body).toContain(html(stat.value))
      for (const card of product.keyFeatures.features) expect(body).toContain(html(card.title))
      for (const faq of product.faqSection.faqs) expect(body).toContain(html(faq.question))
      expect(body).toContain(`<link rel="canonical" href="${app.env.BASE_URL}/products/${slug}"/>`)
      expect(jsonLdTypes(body)).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList', 'FAQPage']))
    },
  )

  it('then the sections come in the spec order: hero, numbers, industry block, scroller, key features, black cards, FAQ', async () => {
    const product = products.find((p) => p.slug === 'restaurant-pos-system')!
    const { body } = await get('/products/restaurant-pos-system')
    expectInOrder(body, [
      'id="hero-title"',
      'id="numbers-title"',
      'id="industry-title"',
      'id="scroll-title"',
      'id="key-features-title"',
      'id="tech-title"',
      'id="faq-title"',
    ])
    expect(body).toContain(html(product.blackCardSection!.heading))
  })

  it('then the hero, the industry block and the closing band ask for a demo, not each feature section', async () => {
    const { body } = await get('/products/kitchen-display')
    const sections = [...body.matchAll(/data-demo-section="([^"]+)"/g)].map((m) => m[1])
    expect(sections).toEqual(expect.arrayContaining(['hero', 'industry', 'closing-cta']))
    const product = products.find((p) => p.slug === 'kitchen-display')!
    // Issue 33: a demo button under every scroller section made 10 identical links on the page.
    for (const item of product.scrollSection?.sections ?? []) expect(sections).not.toContain(item.id)
  })

  it('then the gift card product has a full page of its own', async () => {
    const { status, body } = await get('/products/gift-card')
    expect(status).toBe(200)
    expect(body).toContain('id="key-features-title"')
    expect(body).toContain('id="faq-title"')
  })
})

describe('when a product slug is unknown or missing', () => {
  it('then the Product Not Found screen answers 404 with a link back home', async () => {
    const { status, body } = await get('/products/espresso-machine')
    expect(status).toBe(404)
    expect(body).toContain('Product Not Found')
    expect(body).toContain(html("The product you're looking for doesn't exist."))
    expect(body).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/)
  })

  it('then /products without a slug redirects to the home page', async () => {
    for (const path of ['/products', '/products/']) {
      const { status, location } = await get(path)
      expect([301, 302]).toContain(status)
      expect(location).toBe('/')
    }
  })
})

/** Headline stats of each industry, as product-spec section 9 gives them. */
const specIndustryStats: Record<string, string[]> = {
  'quick-service-restaurants-qsr': ['35-40%', '15-20%', '10-15%', '25-35%'],
  'casual-dining': ['25-30%', '20-25%', '22-25%', '18-20%'],
  'fine-dining': ['40-45%', '30-35%', '25-30%', '95%+'],
  'fast-casual-restaurant': ['25-30%', '20-22%', '18-20%', '22-25%'],
  'food-trucks': ['25-30%', '20-22%', '18-20%', '22-25%'],
  'full-services-restaurant': ['22-25%', '15-18%', '25-30%', '20-22%'],
  pizzeria: ['18-20%', '20-25%', '15-20%', '35-40%'],
  'cafe-bakery': ['20-25%', '30-35%', '25-28%', '25-30%'],
}

describe('when a visitor opens an industry page', () => {
  it.each(industryLinks.map((l) => [l.href]))('then %s answers 200 with its own content', async (href) => {
    const { status, body } = await get(href)
    expect(status).toBe(200)
    const industry = industries.find((i) => `/categories/${i.slug}` === href)!
    expect(body).toContain(html(industry.heroSection.title))
    for (const faq of industry.faqSection.faqs) expect(body).toContain(html(faq.question))
    expect(jsonLdTypes(body)).toEqual(expect.arrayContaining(['BreadcrumbList', 'FAQPage']))
  })

  it.each(Object.entries(specIndustryStats))(
    'then %s shows the four headline figures of the spec in Number Speaks',
    async (slug, stats) => {
      const { body } = await get(`/categories/${slug}`)
      const band = body.slice(
        body.indexOf('id="numbers-title"'),
        body.indexOf('</section>', body.indexOf('id="numbers-title"')),
      )
      for (const value of stats) expect(band).toContain(value)
    },
  )

  it('then the sections follow the spec order: hero, numbers, scroll section, industry, key features, tech stack, contact and trust blocks, FAQ', async () => {
    const { body } = await get('/categories/pizzeria')
    expectInOrder(body, [
      'id="hero-title"',
      'id="numbers-title"',
      'id="scroll-title"',
      'id="industry-title"',
      'id="key-features-title"',
      'id="tech-title"',
      'id="contact-title"',
      'id="trust-title"',
      'id="faq-title"',
    ])
    expect(body).toContain(html("Let's schedule your free demo"))
  })

  it('then fine dining, which has no scroll section, still renders every other section', async () => {
    const { body } = await get('/categories/fine-dining')
    expect(body).not.toContain('id="scroll-title"')
    expectInOrder(body, ['id="numbers-title"', 'id="industry-title"', 'id="key-features-title"', 'id="faq-title"'])
  })

  it('then every scroll section icon name draws its own icon, never the fallback', async () => {
    for (const page of [
      ...products.map((p) => ({ path: `/products/${p.slug}`, scroll: p.scrollSection })),
      ...industries.map((i) => ({ path: `/categories/${i.slug}`, scroll: i.scrollSection })),
    ]) {
      if (!page.scroll) continue
      const { body } = await get(page.path)
      const start = body.indexOf('id="scroll-title"')
      const area = body.slice(
        start,
        body.indexOf('id="key-features-title"') > start ? body.indexOf('id="key-features-title"') : undefined,
      )
      // The sticky panel repeats the icon of the section in view (the first, when the page loads).
      const first = page.scroll.sections[0]?.icon
      const drawnUtensils = (area.match(/lucide-utensils/g) ?? []).length
      expect(drawnUtensils, page.path).toBe(
        page.scroll.sections.filter((s) => s.icon === 'Utensils').length + (first === 'Utensils' ? 1 : 0),
      )
      expect((area.match(/class="lucide lucide-/g) ?? []).length, page.path).toBe(page.scroll.sections.length + 1)
    }
  })
})

describe('when an industry slug is old, unknown or missing', () => {
  it.each([
    ['caf-and-bakery', 'cafe-bakery'],
    ['cafe-and-bakery', 'cafe-bakery'],
    ['quick-service-restaurants', 'quick-service-restaurants-qsr'],
    ['bars-and-pubs', 'bars-pubs'],
  ])('then /categories/%s answers 301 to /categories/%s', async (old, canonical) => {
    const { status, location } = await get(`/categories/${old}`)
    expect(status).toBe(301)
    expect(location).toBe(`/categories/${canonical}`)
  })

  it('then an unknown slug shows Category Not Found with HTTP 404', async () => {
    const { status, body } = await get('/categories/steakhouse')
    expect(status).toBe(404)
    expect(body).toContain('Category Not Found')
    expect(body).toContain(html("The category you're looking for doesn't exist."))
    expect(body).toMatch(/<a href="\/"[^>]*>Back to Home<\/a>/)
  })

  it('then a slug named like an object property is still unknown', async () => {
    expect((await get('/categories/constructor')).status).toBe(404)
  })

  it('then /categories without a slug redirects home', async () => {
    const { status, location } = await get('/categories')
    expect([301, 302]).toContain(status)
    expect(location).toBe('/')
  })
})

describe('when a visitor opens /industries', () => {
  it('then all nine industries are listed with an image and a link to their page', async () => {
    const { status, body } = await get('/industries')
    expect(status).toBe(200)
    for (const link of industryLinks) {
      expect(body).toContain(`href="${link.href}"`)
      expect(body).toContain(html(link.label))
    }
    expect((body.match(/<li[^>]*><div[^>]*>(?:<picture[^>]*><source[^>]*>)?<img /g) ?? []).length).toBe(9)
  })
})

describe('when a visitor opens /hardware', () => {
  it('then the hero, the three devices, key benefits, contact, compact hardware and the four FAQs are there', async () => {
    const { status, body } = await get('/hardware')
    expect(status).toBe(200)
    expect(body).toMatch(/data-demo-section="hero"[^>]*>Get a Demo</)
    expectInOrder(body, ['id="station-title"', 'id="tab-title"', 'id="go-title"'])
    for (const text of [
      'Key hardware benefits',
      'Large screen',
      'Flexible mounting',
      'Customer-facing display',
      'Compact restaurant POS hardware',
    ]) {
      expect(body).toContain(text)
    }
    expectInOrder(body, [
      'id="devices-title"',
      'id="benefits-title"',
      'id="contact-title"',
      'id="compact-title"',
      'id="faq-title"',
    ])
    const faqList = body.slice(body.indexOf('id="faq-title"'))
    expect((faqList.match(/id="faq-a\d"/g) ?? []).length).toBe(4)
  })

  it('then the blocks alternate their image side and carry an icon chosen by title', async () => {
    const { body } = await get('/hardware')
    expect([...body.matchAll(/data-align="(\w+)"/g)].map((m) => m[1])).toEqual(['right', 'left', 'right'])
    // Three drawn icons (issue 33: Tab and Go were both a tall rectangle), each its own drawing.
    const icons = ['station', 'tab', 'go'].map(
      (id) => /<svg[\s\S]*?<\/svg>/.exec(body.split(`data-testid="icon-${id}">`)[1] ?? '')?.[0],
    )
    expect(icons.every(Boolean)).toBe(true)
    expect(new Set(icons).size).toBe(3)
    for (const id of ['station', 'tab', 'go']) expect(body).toContain(`data-demo-section="hardware-${id}"`)
  })

  it('then the hardware figures of the spec are shown', async () => {
    const { body } = await get('/hardware')
    for (const figure of [
      '99.9%',
      '24/7',
      '5 years',
      '1000+',
      '1-year standard warranty',
      'extended coverage',
      '6.5-inch',
      '11-inch',
      '15.6-inch',
      '10-inch',
      '7-inch',
    ]) {
      expect(body).toContain(figure)
    }
  })
})
