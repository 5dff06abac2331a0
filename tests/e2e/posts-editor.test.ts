/**
 * The post editor as staff use it (issue 32 items 1 and 4), in the English and the French admin:
 * leaving with unsaved changes asks first (in-app links too); text autosaved before a reload is
 * offered back; a new post starts in the admin's language; the address is editable; Preview gives a
 * link that opens without an account and View the published post; a refused Publish leaves the
 * accessibility lines readable; the Markdown shows live as the site renders it. Also measures the
 * editor's navigation to interactive with cached assets and takes screenshots at 1440 and 390 px.
 */
import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import type { TestApp } from '../helpers/app'
import { createUser, signIn as apiSignIn, startAdminTestApp, PASSWORD, type AdminClient } from '../helpers/admin'
import { launchBrowser, openPage, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { pagePerKey, signedInContext, skipAutosavePause } from '../helpers/a-session'
import { coverImage } from '../helpers/images'

let app: TestApp
let browser: Browser
let api: AdminClient
const users = { en: 'owner@mapleserve.test', fr: 'redaction@mapleserve.test' } as const
const SHOTS = process.env.SCREENSHOT_DIR

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, users.en, 'admin')
  const french = await createUser(app, users.fr, 'editor')
  await app.db('users').where({ id: french.id }).update({ locale: 'fr' })
  api = await apiSignIn(app, users.en)
  browser = await launchBrowser()
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

type Json = Record<string, unknown>

async function post(title: string, fields: Json = {}): Promise<{ id: number; slug: string; version: number }> {
  const res = await api.request('/api/admin/posts', {
    method: 'POST',
    json: { title, excerpt: `About ${title}`, content: '## Intro\n\nThe body.', image: coverImage, ...fields },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number; slug: string; version: number }
}

/**
 * The `locale` user's one page (signed in once, its clock moved over the autosave's pause), reused by each test:
 * each test opens the screen it is about.
 */
const openAs = pagePerKey((locale: 'en' | 'fr') =>
  signedInContext(browser, app.url, users[locale], PASSWORD, { clock: true }),
)
async function open(locale: 'en' | 'fr'): Promise<Page> {
  return (await openAs(locale)).page
}

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the post editor in the %s admin', (locale, t) => {
  const form = t.mapleserve.posts.form
  const fields = t.resources.posts.fields
  const ed = t.editorial

  async function edit(page: Page, id: number): Promise<void> {
    await page.goto(`${app.url}/admin/blogs/${id}/edit`)
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
  }

  it('when the title was changed and Dashboard is clicked, then leaving is asked first and staying keeps the text', async () => {
    const { id } = await post(`Unsaved ${locale}`)
    const page = await open(locale)
    await edit(page, id)
    await page.getByLabel(fields.title).fill(`Unsaved ${locale} (typed)`)
    const asked: string[] = []
    page.once('dialog', (dialog) => {
      asked.push(dialog.type())
      void dialog.dismiss()
    })
    await page.getByText(t.mapleserve.nav.dashboard, { exact: true }).first().click()
    await expect.poll(() => asked).toEqual(['confirm'])
    expect(page.url()).toContain(`/admin/blogs/${id}/edit`)
    expect(await page.getByLabel(fields.title).inputValue()).toBe(`Unsaved ${locale} (typed)`)
  })

  it('when text was autosaved and the page reloaded, then the autosave is offered with its time and restored', async () => {
    const { id } = await post(`Autosaved ${locale}`)
    const page = await open(locale)
    await edit(page, id)
    const typed = `## Intro\n\nTyped just before the reload (${locale}).`
    await page.getByRole('textbox', { name: fields.content }).fill(typed)
    await skipAutosavePause(page)
    await page.getByTestId('autosave-status').getByText(ed.autosave.saved.split(' %')[0]!).waitFor()
    page.once('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await page.getByRole('heading', { name: form.edit_title }).waitFor()
    const offer = page.getByTestId('autosave-offer')
    await offer.getByText(ed.autosave.offer.split(' %')[0]!).waitFor()
    expect(await page.getByRole('textbox', { name: fields.content }).inputValue()).toBe('## Intro\n\nThe body.')
    await offer.getByRole('button', { name: ed.autosave.restore }).click()
    expect(await page.getByRole('textbox', { name: fields.content }).inputValue()).toBe(typed)
  })

  it('when a new post is started, then it is in the admin’s language', async () => {
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/new`)
    await page.getByRole('heading', { name: form.create_title }).waitFor()
    const language = page.getByRole('combobox', { name: fields.language })
    await expect.poll(() => language.textContent()).toBe(t.mapleserve.languages[locale])
  })

  it('when the address is edited and the Markdown typed, then the preview shows it live and the post moves', async () => {
    const { id } = await post(`Address ${locale}`, { published: true })
    const page = await open(locale)
    await edit(page, id)
    await page.getByRole('textbox', { name: fields.content }).fill('## Live heading\n\nSome *emphasis*.')
    const preview = page.getByTestId('markdown-preview')
    await expect.poll(() => preview.locator('h2').textContent()).toBe('Live heading')
    expect(await preview.locator('em').textContent()).toBe('emphasis')
    await page.getByLabel(ed.slug.label).fill(`moved-${locale}`)
    await page.getByRole('button', { name: form.update_publish, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    const moved = await fetch(`${app.url}/blog/address-${locale}`, { redirect: 'manual' })
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toMatch(new RegExp(`/blog/moved-${locale}$`))
  })

  it('when Preview and View are used, then the link opens the draft without an account and View the published URL', async () => {
    const draft = await post(`Preview ${locale}`)
    const page = await open(locale)
    await edit(page, draft.id)
    expect(await page.getByRole('link', { name: ed.links.view }).count()).toBe(0)
    await page.getByRole('button', { name: ed.links.preview, exact: true }).click()
    const link = await page.getByTestId('preview-link').inputValue()
    const anonymous = await fetch(link)
    expect(anonymous.status).toBe(200)
    expect(await anonymous.text()).toContain(`Preview ${locale}`)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')

    const live = await post(`Viewed ${locale}`, { published: true })
    await edit(page, live.id)
    expect(await page.getByRole('link', { name: ed.links.view }).getAttribute('href')).toBe(`/blog/${live.slug}`)
  })

  it('when Publish is refused by the accessibility check, then the reason is at the top and the lines are not covered', async () => {
    const { id } = await post(`Refused ${locale}`, { content: '## Menu\n\n![](/uploads/menu.jpg)\n\nText.' })
    const page = await open(locale)
    await edit(page, id)
    await page.getByTestId('a11y-errors').locator('li').first().waitFor()
    await page.getByRole('button', { name: form.publish, exact: true }).click()
    await page.getByTestId('save-error').waitFor()
    const line = page.getByTestId('a11y-errors').locator('li').first()
    await line.scrollIntoViewIfNeeded()
    const covered = await line.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const top = document.elementFromPoint(box.left + 8, box.top + box.height / 2)
      return !(top && el.contains(top))
    })
    expect(covered).toBe(false)
  })
})

describe('the editor on a quiet machine', () => {
  it('when reopened with cached assets, then it is interactive quickly; screenshots at 1440 and 390', async () => {
    const { id } = await post('Timing the editor', { content: '## Intro\n\nA paragraph.\n\n- one\n- two' })
    // A context of its own: the first navigation is a cold one.
    const { context, page } = await openPage(browser, VIEWPORTS.desktop)
    await signInThroughApi(context, app.url, users.en, PASSWORD)
    const timings: number[] = []
    for (let i = 0; i < 3; i++) {
      const start = Date.now()
      await page.goto(`${app.url}/admin/blogs/${id}/edit`)
      await expect.poll(() => page.getByLabel(en.resources.posts.fields.title).inputValue()).toBe('Timing the editor')
      timings.push(Date.now() - start)
    }
    console.log(`post editor navigation to interactive (ms, cold then cached): ${timings.join(', ')}`)
    if (SHOTS) {
      await page.getByTestId('markdown-preview').locator('h2').waitFor()
      await page.screenshot({ path: `${SHOTS}/editor-1440.png`, fullPage: false })
      await page.setViewportSize(VIEWPORTS.mobile)
      await page.screenshot({ path: `${SHOTS}/editor-390.png`, fullPage: true })
    }
    await page.context().close()
  })
})
