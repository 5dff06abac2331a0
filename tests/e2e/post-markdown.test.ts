import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeImageSet } from '../../server/services/media/media'
import { createPostsService, type PostInput } from '../../server/services/posts/posts'
import { startTestApp, type TestApp } from '../helpers/app'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { pagePerKey } from '../helpers/a-session'
import { photoJpeg } from '../helpers/images'
import { runNuChecker } from '../helpers/vnu'
import { axeResults, WCAG21_AA } from '../helpers/axe'

/**
 * The Markdown people write (issue 19): a GFM table, a task list, a footnote, strikethrough, an
 * autolink and a captioned figure render on the public post page, in English and French; the page
 * stays axe-clean and valid for the W3C Nu checker, and ends with related posts and a demo call to action.
 */
let app: TestApp
let browser: Browser

function markdown(caption: string, figure: string): string {
  return [
    '## Plans compared',
    '',
    '| Plan | Terminals | Price |',
    '|:-----|:---------:|------:|',
    '| Free | 1 | $0 |',
    '| Plus | 3 | $49 |',
    '',
    '## Launch checklist',
    '',
    '- [x] Install the terminal',
    '- [ ] Train the staff',
    '',
    `~~Paper tickets~~ are gone, see https://example.com/guide for details.[^1]`,
    '',
    `![A MapleServe terminal on a counter](${figure} "${caption}")`,
    '',
    '[^1]: Prices in Canadian dollars.',
  ].join('\n')
}

beforeAll(async () => {
  app = await startTestApp()
  const image = await storeImageSet(await photoJpeg(1200, 800), 'A counter', app.dataDir)
  const posts = createPostsService(app.db)
  const base = (overrides: Partial<PostInput> & { title: string }): PostInput => ({
    excerpt: 'Plans, checklists and notes.',
    content: 'Text.',
    category: 'QSR',
    image,
    tags: ['Pricing'],
    published: true,
    ...overrides,
  })
  await posts.create(base({ title: 'Choosing a plan', content: markdown('The Station at the till', image.fallback) }))
  await posts.create(base({ title: 'Pricing questions answered' }))
  await posts.create(
    base({
      title: 'Choisir un forfait',
      language: 'fr',
      content: markdown('La Station à la caisse', image.fallback)
        .replace('Plans compared', 'Forfaits comparés')
        .replace('Launch checklist', 'Liste de lancement'),
    }),
  )
  await posts.create(base({ title: 'Questions sur les prix', language: 'fr' }))
  browser = await launchBrowser()
})

/** The one phone-sized page both post pages are opened in (its renderer warm for the second). */
const openPhone = pagePerKey(
  () => browser.newContext({ viewport: VIEWPORTS.mobile, reducedMotion: 'no-preference' }),
  VIEWPORTS.mobile,
)

afterAll(async () => {
  await browser?.close()
  await app?.close()
})

describe.each([
  ['/blog/choosing-a-plan', 'en', 'Related posts', 'Pricing questions answered', 'Book a demo', /\d+ min read/],
  [
    '/fr/blog/choisir-un-forfait',
    'fr',
    'Articles connexes',
    'Questions sur les prix',
    'Réserver une démo',
    /\d+\u00a0min de lecture/,
  ],
] as const)('post page %s', (url, _language, relatedHeading, relatedTitle, ctaText, readingTime) => {
  it('when the post has a GFM table, task list, footnote and figure, then the browser shows them, axe-clean', async () => {
    const { page, problems } = await openPhone('phone')
    await page.goto(`${app.url}${url}`)
    const table = page.getByRole('table')
    await expect.poll(() => table.getByRole('columnheader').allTextContents()).toEqual(['Plan', 'Terminals', 'Price'])
    expect(await table.getByRole('row').count()).toBe(3)
    expect(await table.getByRole('cell', { name: '$49' }).evaluate((td) => getComputedStyle(td).textAlign)).toBe(
      'right',
    )
    const tasks = page.locator('ul.contains-task-list')
    expect(await tasks.getByRole('checkbox').count()).toBe(2)
    expect(await tasks.getByRole('checkbox', { checked: true, name: 'Install the terminal' }).count()).toBe(1)
    expect(await page.locator('article s').textContent()).toBe('Paper tickets')
    expect(await page.getByRole('link', { name: 'https://example.com/guide' }).getAttribute('href')).toBe(
      'https://example.com/guide',
    )
    expect(await page.locator('.footnotes li').textContent()).toContain('Prices in Canadian dollars.')
    const figure = page.locator('article figure').last()
    expect(await figure.locator('img').getAttribute('alt')).toBe('A MapleServe terminal on a counter')
    expect(await figure.locator('figcaption').textContent()).toMatch(/Station/)
    // The table of contents links to the post's headings.
    expect(await page.locator('nav[aria-labelledby="toc-heading"] a').count()).toBe(2)
    // Reading time, related posts and the closing call to action.
    await expect.poll(() => page.getByText(readingTime).count()).toBe(1)
    expect(await page.getByRole('heading', { name: relatedHeading }).count()).toBe(1)
    expect(await page.getByRole('link', { name: relatedTitle }).count()).toBe(1)
    expect(await page.getByRole('link', { name: ctaText }).getAttribute('href')).toMatch(/\/demo\?from=/)
    const axe = await axeResults(page, { tags: WCAG21_AA })
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    expect(problems).toEqual([])
  })
})

describe('W3C Nu HTML checker', () => {
  it('when both post pages with tables, task lists, footnotes and figures are checked, then it reports 0 errors', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-vnu-md-'))
    try {
      for (const [i, url] of ['/blog/choosing-a-plan', '/fr/blog/choisir-un-forfait'].entries())
        writeFileSync(path.join(dir, `post-${i}.html`), await (await fetch(`${app.url}${url}`)).text())
      const stderr = await runNuChecker(dir)
      const report = JSON.parse(stderr) as { messages: { type: string; message: string; extract?: string }[] }
      const errors = report.messages
        .filter((m) => m.type === 'error' && !/container-(type|name)|Unknown dimension/.test(m.message))
        .map((m) => `${m.message} (${(m.extract ?? '').trim().slice(0, 80)})`)
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
