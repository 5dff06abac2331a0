/**
 * The blog in two languages in a real browser: /fr/blog's in-place list (JavaScript enhancer),
 * accessibility of the French pages, and the back office linking a post to its translation from
 * the dashboard's "without a translation" card.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { frSeedPosts } from '../../content/blog/seed-posts'
import { postSlug } from '../../shared/posts/slug'
import { createPostsService, type Post } from '../../server/services/posts/posts'
import { createUser, PASSWORD } from '../helpers/admin'
import { startTestApp, type TestApp } from '../helpers/app'
import { axeViolations } from '../helpers/b-axe'
import { pagePerViewport } from '../helpers/b-pages'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { waitForIsland } from '../helpers/islands'

let app: TestApp
let browser: Browser

beforeAll(async () => {
  // The sample blog as a first start leaves it (a copy of the process's seeded blog: no cover rendered again).
  app = await startTestApp({}, {}, { sampleBlog: true })
  await createUser(app, 'owner@mapleserve.test', 'admin')
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
})
// The tests of a screen size share one page (each starts with a visit of its own); the back office's test signs the
// desktop one in, last.
const shared = pagePerViewport(() => browser)

const LONE_EN_TITLE = 'Closing checklist for the night shift'
const LONE_FR_TITLE = 'Liste de fermeture pour le quart de soir'

/**
 * One English and one French post, published, each without a translation. Made by the test itself,
 * after removing any pair an earlier attempt left (linked or not), so a retried attempt starts from
 * the same state as the first.
 */
async function lonePair(): Promise<{ loneEn: Post; loneFr: Post }> {
  const posts = createPostsService(app.db)
  const leftovers = (await app.db('posts').whereIn('title', [LONE_EN_TITLE, LONE_FR_TITLE]).select('id')) as {
    id: number
  }[]
  for (const { id } of leftovers) await posts.delete(Number(id))
  const image = (await posts.listPublished()).items[0]?.image ?? null
  const loneEn = await posts.create({
    title: LONE_EN_TITLE,
    excerpt: 'What to count, clean and lock.',
    content: 'Count the drawer.',
    image,
    published: true,
  })
  const loneFr = await posts.create({
    title: LONE_FR_TITLE,
    excerpt: 'Quoi compter, nettoyer et verrouiller.',
    content: 'Comptez la caisse.',
    image,
    published: true,
    language: 'fr',
  })
  return { loneEn, loneFr }
}

const cardTitles = (page: Page) => page.locator('article h2 a').allTextContents()
const countText = (page: Page) =>
  page.getByText(/^Affichage de (\d+ article|\d+ à \d+ sur \d+ articles)$/).textContent()

describe('/fr/blog in the browser', () => {
  it('when a visitor filters, sorts and searches with JavaScript, then the French list changes in place', async () => {
    const { page, problems } = await shared(VIEWPORTS.desktop)
    await page.goto(`${app.url}/fr/blog`)
    expect(await countText(page)).toBe('Affichage de 1 à 7 sur 7 articles')
    // The list's enhancer hydrates once the page is idle; from then on the list changes in place.
    await waitForIsland(page, 'BlogList')
    await page.evaluate(() => Object.assign(window, { blogMarker: 'kept' }))
    const sidebar = page.getByRole('complementary', { name: 'Catégories' })
    await sidebar.getByRole('link', { name: 'Café et boulangerie', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/fr/blog' && url.search === '?category=cafe-n-bakery')
    expect(await cardTitles(page)).toEqual([frSeedPosts['cafe-loyalty.md']!.title])
    await sidebar.getByRole('link', { name: 'Tout', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/fr/blog' && !url.search)
    await page.getByLabel('Trier par').selectOption('oldest')
    await page.waitForURL((url) => url.pathname === '/fr/blog' && url.search === '?sort=oldest')
    expect((await cardTitles(page))[0]).toBe(frSeedPosts['qsr-pos-guide.md']!.title)
    await page.getByRole('searchbox', { name: 'Rechercher dans les articles' }).fill('moitié-moitié')
    await page.getByRole('searchbox', { name: 'Rechercher dans les articles' }).press('Enter')
    await page.waitForURL((url) => url.pathname === '/fr/blog' && url.searchParams.get('q') === 'moitié-moitié')
    expect(await cardTitles(page)).toEqual([frSeedPosts['pizzeria-online-ordering.md']!.title])
    expect(await page.evaluate(() => (window as unknown as { blogMarker?: string }).blogMarker)).toBe('kept')

    await page.locator('article h2 a').first().click()
    await page.waitForURL(/\/fr\/blog\/commande-en-ligne-pour-pizzerias/)
    await page.getByRole('heading', { name: 'Table des matières' }).waitFor()
    expect(problems).toEqual([])
  })

  it.each([
    ['/fr/blog'],
    [`/fr/blog/${postSlug(frSeedPosts['qsr-pos-guide.md']!.title)}`],
    ['/fr/blog/pas-un-article'],
  ])('when axe checks %s, then it finds no violations', async (url) => {
    const { page } = await shared(VIEWPORTS.mobile)
    await page.goto(`${app.url}${url}`)
    expect(await axeViolations(page)).toEqual([])
  })
})

describe('translations in the back office', () => {
  it('when an editor links a post from the dashboard card, then both posts are linked and the card empties', async () => {
    const { loneEn, loneFr } = await lonePair()
    const { context, page, problems } = await shared(VIEWPORTS.desktop)
    // Signed in by the API (the sign-in form is admin.test.ts's subject): the dashboard is the first screen.
    await signInThroughApi(context, app.url, 'owner@mapleserve.test', PASSWORD)
    await page.goto(`${app.url}/admin/dashboard`)

    const card = page.getByTestId('untranslated-posts')
    await card.getByText('Published posts without a translation (2)').waitFor()
    expect(await card.getByText('Language: English').count()).toBe(1)
    expect(await card.getByText('Language: French').count()).toBe(1)
    await card.getByRole('link', { name: loneEn.title }).click()
    await page.waitForURL(`${app.url}/admin/blogs/${loneEn.id}/edit`)
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor()

    // The Translation select offers only French posts; the seeded ones are taken already.
    await page.getByRole('combobox', { name: 'Translation' }).click()
    const options = page.getByRole('listbox').getByRole('option')
    await page.getByRole('option', { name: loneFr.title }).waitFor()
    expect(await options.allTextContents()).not.toContain(loneEn.title)
    expect(await page.getByRole('option', { name: frSeedPosts['cafe-loyalty.md']!.title }).isDisabled()).toBe(true)
    await page.getByRole('option', { name: loneFr.title }).click()
    await page.getByRole('button', { name: 'Update & Publish' }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)

    const rows = (await app.db('posts').whereIn('id', [loneEn.id, loneFr.id]).select('id', 'translation_id')) as {
      id: number
      translation_id: number
    }[]
    expect(Object.fromEntries(rows.map((r) => [Number(r.id), Number(r.translation_id)]))).toEqual({
      [loneEn.id]: loneFr.id,
      [loneFr.id]: loneEn.id,
    })

    // The list shows each post's language and filters on it. The filter's menu is opened once the
    // list has loaded: a menu opened while the list is still fetching re-renders under the click.
    await page.getByRole('heading', { name: loneEn.title }).waitFor()
    await page.getByRole('combobox', { name: 'Language' }).click()
    await page.getByRole('listbox').getByRole('option', { name: 'French' }).click()
    await page.getByRole('heading', { name: loneFr.title }).waitFor()
    await expect.poll(() => page.getByRole('heading', { name: loneEn.title }).count()).toBe(0)
    const [{ french }] = (await app.db('posts').where({ language: 'fr' }).count({ french: '*' })) as [
      { french: number },
    ]
    await expect
      .poll(() => page.getByTestId('post-language').allTextContents())
      .toEqual(Array(Number(french)).fill('French'))

    await page.goto(`${app.url}/admin/dashboard`)
    await card.getByText('Every published post has its translation.').waitFor()
    expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([])
  })
})
