/**
 * The post editor's editorial tools in a real browser, in the English and the French admin
 * (issue 19 done-when): publish blocked by a missing alt text then allowed once fixed, a
 * conflicting save gets the message, a revision restored, and a post scheduled a couple of
 * minutes ahead appearing on /blog when its time comes (a test clock moves the server's time).
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import type { TestApp } from '../helpers/app'
import { createUser, signIn as apiSignIn, startAdminTestApp, PASSWORD, type AdminClient } from '../helpers/admin'
import { launchBrowser } from '../helpers/browser'
import { pagePerKey, signedInContext, skipAutosavePause } from '../helpers/a-session'
import { createLogger } from '../../server/lib/logger'
import { createPostScheduler } from '../../server/services/posts/schedule'
import { composeServices } from '../../server/compose'

let offset = 0
const clock = () => new Date(Date.now() + offset)
let app: TestApp
let browser: Browser
let api: AdminClient

const image = {
  alt: 'Cover',
  width: 960,
  height: 504,
  sources: [{ width: 960, url: '/uploads/cover-960.webp' }],
  fallback: '/uploads/cover-960.jpg',
}

const users = { en: 'owner@mapleserve.test', fr: 'redaction@mapleserve.test' } as const

beforeAll(async () => {
  app = await startAdminTestApp({}, { clock })
  await createUser(app, users.en, 'admin')
  const french = await createUser(app, users.fr, 'editor')
  await app.db('users').where({ id: french.id }).update({ locale: 'fr' })
  api = await apiSignIn(app, users.en)
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

type Json = Record<string, unknown>

async function draft(title: string, content: string): Promise<Json> {
  const res = await api.request('/api/admin/posts', {
    method: 'POST',
    json: { title, excerpt: `About ${title}`, content, image },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as Json
}

/**
 * The `locale` user's one page (signed in once; its clock moves over the autosave's pause), reused by each test:
 * each test opens the post it is about.
 */
const openAs = pagePerKey((locale: 'en' | 'fr') =>
  signedInContext(browser, app.url, users[locale], PASSWORD, { clock: true }),
)
async function open(locale: 'en' | 'fr'): Promise<Page> {
  const { page } = await openAs(locale)
  // Autosave, diff and restore each wait on the server: at a load of 4+ a step can take over 10 s.
  page.setDefaultTimeout(20_000)
  return page
}

const pad = (n: number) => String(n).padStart(2, '0')
/** A datetime-local value in the browser's (and this process's) time zone. */
function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the post editor in the %s admin', (locale, t) => {
  const form = t.mapleserve.posts.form
  const fields = t.resources.posts.fields
  const word = locale === 'fr' ? 'Menu d’automne' : 'Fall menu'

  it('when a post has an image without alt text, then Publish is blocked with the line, and allowed once fixed', async () => {
    const post = await draft(`${word} a11y`, `## ${word}\n\n![](/uploads/menu.jpg)\n\nNew dishes.`)
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/${String(post.id)}/edit`)
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
    const line = locale === 'fr' ? 'Ligne 3 : Cette image n’a pas de texte' : 'Line 3: This image has no alt text'
    // The live check shows it as the author types...
    await page.getByTestId('a11y-errors').getByText(line, { exact: false }).waitFor()
    // ...and Publish is refused by the server with the same message under Content.
    await page.getByRole('button', { name: form.publish, exact: true }).click()
    const refused =
      locale === 'fr'
        ? 'La vérification d’accessibilité a trouvé 1 problème'
        : 'The accessibility check found 1 problem'
    await page.getByText(refused, { exact: false }).waitFor()
    await expect.poll(() => page.getByText(line, { exact: false }).count()).toBeGreaterThan(1)
    expect(page.url()).toContain('/edit')

    await page
      .getByRole('textbox', { name: fields.content })
      .fill(
        `## ${word}\n\n![${locale === 'fr' ? 'Le nouveau menu au tableau' : 'The new menu on a chalkboard'}](/uploads/menu.jpg)\n\nNew dishes.`,
      )
    await expect.poll(() => page.getByTestId('a11y-errors').count()).toBe(0)
    await page.getByRole('button', { name: form.publish, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    await page.getByText(form.published).waitFor()
    const blog = await (await fetch(`${app.url}/blog`)).text()
    expect(blog).toContain(`${word} a11y`)
  })

  it('when someone else saved the post meanwhile, then Save Draft shows the conflict message and keeps the text', async () => {
    const post = await draft(`${word} conflict`, '## Intro\n\nText.')
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/${String(post.id)}/edit`)
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
    const other = await api.request(`/api/admin/posts/${String(post.id)}`, {
      method: 'PUT',
      json: { excerpt: 'Changed by a colleague', version: post.version },
    })
    expect(other.status).toBe(200)
    await page.getByLabel(fields.title).fill(`${word} conflict (mine)`)
    await page.getByRole('button', { name: form.save_draft }).click()
    const message =
      locale === 'fr'
        ? 'Ce billet a été enregistré par owner@mapleserve.test'
        : 'This post was saved by owner@mapleserve.test'
    await page.getByText(message, { exact: false }).waitFor()
    expect(page.url()).toContain('/edit')
    expect(await page.getByLabel(fields.title).inputValue()).toBe(`${word} conflict (mine)`)
  })

  it('when a revision is restored and saved, then the post has that revision’s text again, and typing autosaves', async () => {
    const post = await draft(`${word} original`, '## Intro\n\nThe first text.')
    const saved = await api.request(`/api/admin/posts/${String(post.id)}`, {
      method: 'PUT',
      json: { title: `${word} rewritten`, content: '## Intro\n\nThe second text.', version: post.version },
    })
    expect(saved.status).toBe(200)
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/${String(post.id)}/edit`)
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
    await page.getByLabel(fields.excerpt).fill('Typing a new excerpt')
    await skipAutosavePause(page)
    await page.getByTestId('autosave-status').getByText(t.editorial.autosave.saved.split(' %')[0]!).waitFor()
    // The live accessibility check above the revisions has reported (its pause ran out with the autosave's): its panel
    // grows when it does, and a Diff click made meanwhile showed no diff in 2 runs of 12.
    await page.getByTestId('a11y-check').getByText(t.editorial.a11y.ok).waitFor()

    await page.getByRole('button', { name: t.editorial.revisions.title }).click()
    // The panel has opened (MUI's Collapse state class). While it grows it clips the list: Compare was pressed after a
    // scroll inside it, its end undid that scroll, and the release fell on another row, so no click (1 run of 20).
    await page.getByTestId('revisions').locator('.MuiCollapse-entered').waitFor()
    const original = page.getByTestId('revision').filter({ hasText: `${word} original` })
    await original.getByRole('button', { name: t.editorial.revisions.diff }).click()
    await page.getByTestId('revision-diff').getByText('- The first text.').waitFor()
    await original.getByRole('button', { name: t.editorial.revisions.restore }).click()
    await expect.poll(() => page.getByLabel(fields.title).inputValue()).toBe(`${word} original`)
    await page.getByRole('button', { name: form.save_draft }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    const stored = (await (await api.request(`/api/admin/posts/${String(post.id)}`)).json()) as Json
    expect(stored).toMatchObject({ title: `${word} original`, content: '## Intro\n\nThe first text.' })
  })

  it('when the comparison’s code cannot load, then Compare says so, and Try again shows the diff once it can', async () => {
    const post = await draft(`${word} offline`, '## Intro\n\nThe first text.')
    const saved = await api.request(`/api/admin/posts/${String(post.id)}`, {
      method: 'PUT',
      json: { content: '## Intro\n\nThe second text.', version: post.version },
    })
    expect(saved.status).toBe(200)
    const page = await open(locale)
    // The diff code is its own chunk (the `diff` package, dist/admin/assets/libesm-<hash>.js), loaded on Compare: a
    // deploy that replaced the files or a network error makes its request fail.
    const chunk = /\/libesm-[\w-]+\.js$/
    await page.route(chunk, (route) => route.abort('internetdisconnected'))
    try {
      await page.goto(`${app.url}/admin/blogs/${String(post.id)}/edit`)
      await page.getByRole('heading', { name: form.edit_title }).waitFor()
      // As in the restore test: the accessibility check's panel above has reported before the revisions open.
      await skipAutosavePause(page)
      await page.getByTestId('a11y-check').getByText(t.editorial.a11y.ok).waitFor()
      await page.getByRole('button', { name: t.editorial.revisions.title }).click()
      await page.getByTestId('revisions').locator('.MuiCollapse-entered').waitFor()
      const created = page.getByTestId('revision').filter({ hasText: t.editorial.revisions.kinds.created })
      await created.getByRole('button', { name: t.editorial.revisions.diff }).click()
      await page.getByText(t.editorial.revisions.diff_failed).waitFor()
    } finally {
      await page.unroute(chunk)
    }
    await page.getByRole('button', { name: t.editorial.revisions.diff_retry }).click()
    await page.getByTestId('revision-diff').getByText('- The first text.').waitFor()
    await page.getByTestId('revision-diff').getByText('+ The second text.').waitFor()
    expect(await page.getByText(t.editorial.revisions.diff_failed).count()).toBe(0)
  })

  it('when a post is scheduled two minutes ahead, then it shows as Scheduled and appears on /blog at that time', async () => {
    const title = `${word} scheduled`
    const post = await draft(title, '## Intro\n\nComing soon.')
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/${String(post.id)}/edit`)
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
    await page.getByText(Intl.DateTimeFormat().resolvedOptions().timeZone, { exact: false }).waitFor()
    await page.getByLabel(t.editorial.schedule.publish_at).fill(localInput(new Date(clock().getTime() + 2 * 60_000)))
    await page.getByRole('button', { name: t.editorial.schedule.button, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    const row = page.getByTestId('post-row').filter({ hasText: title })
    await row.getByText(t.editorial.scheduled_for.split(' %')[0]!).waitFor()
    expect(await (await fetch(`${app.url}/blog`)).text()).not.toContain(title)

    const logger = createLogger('silent')
    const posts = composeServices({ env: app.env, db: app.db, logger, clock }).postsAdmin
    const scheduler = createPostScheduler({ posts, logger })
    expect(await scheduler.runOnce()).toEqual([])
    offset += 3 * 60_000
    expect(await scheduler.runOnce()).toEqual([post.id])
    await page.goto(`${app.url}/blog`)
    await page.getByText(title).first().waitFor()
  })
})
