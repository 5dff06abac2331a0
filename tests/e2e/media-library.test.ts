/**
 * The media library in a real browser, in the English and the French admin (issue 19 item 6):
 * upload an image in the library, write its alt text there, insert it into a post from the
 * editor's picker, publish and see the <img alt> on the public post; deleting it is refused while
 * the post uses it, and works (undoable, files removed) once it is taken out. Also: a new post
 * autosaves (its first autosave creates the draft, the editor moves to it, the typing is kept).
 * Screenshots of the library at 1440 and 390 px go to SHOTS_DIR when it is set.
 */
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import type { TestApp } from '../helpers/app'
import { createUser, signIn as apiSignIn, startAdminTestApp, PASSWORD, type AdminClient } from '../helpers/admin'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { pagePerKey, dismissNotice, signedInContext, skipAutosavePause } from '../helpers/a-session'
import { photoJpeg } from '../helpers/images'
import { axeResults, WCAG21_AA } from '../helpers/axe'

const SHOTS = process.env.SHOTS_DIR
let app: TestApp
let browser: Browser
let api: AdminClient

let cover: unknown
const users = { en: 'owner@mapleserve.test', fr: 'redaction@mapleserve.test' } as const

beforeAll(async () => {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
  // The browser starts, and the cover photo is drawn (sharp), while the app starts and the users are made.
  const launching = launchBrowser().then((launched) => (browser = launched))
  launching.catch(() => undefined)
  const coverPhoto = photoJpeg(1200, 800)
  app = await startAdminTestApp()
  await createUser(app, users.en, 'admin')
  const french = await createUser(app, users.fr, 'editor')
  await app.db('users').where({ id: french.id }).update({ locale: 'fr' })
  api = await apiSignIn(app, users.en)
  cover = await upload('/api/admin/images', 'patio-cover.jpg', 'A patio with string lights', await coverPhoto)
  await launching
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

async function upload(endpoint: string, name: string, alt: string, photo?: Buffer): Promise<unknown> {
  const form = new FormData()
  form.append('alt', alt)
  form.append('image', new Blob([new Uint8Array(photo ?? (await photoJpeg(1200, 800)))], { type: 'image/jpeg' }), name)
  const res = await api.request(endpoint, { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return res.json()
}

/** One signed-in page per admin, reused by its three tests (its clock moves over the autosave's pause). */
const openAs = pagePerKey((locale: 'en' | 'fr') =>
  signedInContext(browser, app.url, users[locale], PASSWORD, { clock: true }),
)

async function open(locale: 'en' | 'fr') {
  const { page } = await openAs(locale)
  page.setDefaultTimeout(20_000)
  return page
}

const card = (page: Page, fileName: string) => page.getByTestId('media-card').filter({ hasText: fileName })

describe.each([
  ['en', en],
  ['fr', fr],
] as const)('the media library in the %s admin', (locale, t) => {
  const m = t.media
  const fileName = `terrace-${locale}.jpg`
  const alt = locale === 'fr' ? 'Des clients sur une terrasse ensoleillée' : 'Guests on a sunny terrace'
  const caption = locale === 'fr' ? 'La terrasse à midi' : 'The terrace at noon'
  const title = locale === 'fr' ? 'Terrasses qui attirent les clients' : 'Terraces that bring guests in'

  it('when an image is uploaded, described, inserted, published, then deleted, each step shows what it should', async () => {
    // The photo is drawn (sharp, a second or two on a loaded machine) while the library opens.
    const photo = photoJpeg(1600, 1000)
    const page = await open(locale)
    await page.goto(`${app.url}/admin/dashboard`)
    await page.getByRole('link', { name: m.nav }).click()
    await page.getByRole('heading', { name: m.title, level: 1 }).waitFor()

    // Upload in the library: it appears with its size and without alt text yet.
    await page.getByTestId('media-upload-input').setInputFiles({
      name: fileName,
      mimeType: 'image/jpeg',
      buffer: await photo,
    })
    await page.getByText(m.uploaded).waitFor()
    await card(page, fileName).waitFor()
    await card(page, fileName).getByText(m.no_alt).waitFor()
    await card(page, fileName).getByText('1440 × 900 px', { exact: false }).waitFor()

    // Alt text, written once in the library.
    await page.getByRole('link', { name: `${m.edit}: ${fileName}` }).click()
    await page.getByRole('heading', { name: m.edit_title }).waitFor()
    await page.getByLabel(m.fields.alt).fill(alt)
    await page.getByRole('button', { name: t.ra.action.save }).click()
    await page.getByText(m.saved).waitFor()
    await card(page, fileName).getByText(alt).waitFor()
    const [item] = (await (
      await api.request(`/api/admin/media?filter=${encodeURIComponent(JSON.stringify({ q: fileName }))}`)
    ).json()) as { id: number; url: string; image: { sources: { url: string }[]; fallback: string } }[]
    expect(item).toBeDefined()
    const files = [...item!.image.sources.map((s) => s.url), item!.image.fallback].map((u) => path.join(app.dataDir, u))

    // Insert it into a post from the picker, with a caption, and publish.
    const created = await api.request('/api/admin/posts', {
      method: 'POST',
      json: { title, excerpt: 'Outdoor seating', content: '## Outside\n\nSummer is short.', image: cover },
    })
    const post = (await created.json()) as { id: number; slug: string }
    await page.goto(`${app.url}/admin/blogs/${post.id}/edit`)
    await page.getByRole('heading', { name: t.mapleserve.posts.form.edit_title }).waitFor()
    await page.getByRole('button', { name: m.picker.open_insert }).click()
    await page.getByRole('button', { name: `${m.picker.choose}: ${fileName}` }).click()
    await expect.poll(() => page.getByRole('textbox', { name: m.picker.alt }).inputValue()).toBe(alt)
    await page.getByLabel(m.picker.caption).fill(caption)
    await page.getByRole('button', { name: m.picker.insert }).click()
    await page.getByText(m.picker.inserted).waitFor()
    const content = page.getByRole('textbox', { name: t.resources.posts.fields.content })
    expect(await content.inputValue()).toContain(`![${alt}](${item!.url} "${caption}")`)
    await page.getByRole('button', { name: t.mapleserve.posts.form.publish, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)

    const pub = await page.context().newPage()
    await pub.goto(`${app.url}/blog/${post.slug}`)
    await pub.locator(`figure img[alt="${alt}"]`).waitFor()
    expect(await pub.locator('figure figcaption').first().textContent()).toBe(caption)
    await pub.close()

    // Delete while used: refused, the server names the post.
    await page.goto(`${app.url}/admin/media`)
    await card(page, fileName).getByText(title).waitFor()
    await card(page, fileName).getByRole('button', { name: m.delete }).click()
    await page.getByRole('dialog').getByRole('button', { name: t.ra.action.confirm }).click()
    const refused =
      locale === 'fr'
        ? `Cette image est utilisée par ces billets : “${title}”. Retirez-la de ces billets avant de la supprimer.`
        : `This image is used by these posts: “${title}”. Remove it from them before deleting it.`
    await page.getByText(refused).waitFor()
    expect(files.every((f) => existsSync(f))).toBe(true)

    // Taken out of the post, it can be deleted (undoable), and its files go.
    await page.goto(`${app.url}/admin/blogs/${post.id}/edit`)
    await page.getByRole('heading', { name: t.mapleserve.posts.form.edit_title }).waitFor()
    await page.getByRole('textbox', { name: t.resources.posts.fields.content }).fill('## Outside\n\nSummer is short.')
    await page.getByRole('button', { name: t.mapleserve.posts.form.update_publish, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    await page.goto(`${app.url}/admin/media`)
    await card(page, fileName).getByText(m.unused).waitFor()
    const deleted = page.waitForResponse(
      (res) => res.url().endsWith(`/api/admin/media/${item!.id}`) && res.request().method() === 'DELETE',
      { timeout: 30_000 },
    )
    await card(page, fileName).getByRole('button', { name: m.delete }).click()
    await page.getByText(m.deleted).waitFor()
    await page.getByRole('button', { name: t.ra.action.undo }).waitFor()
    await expect.poll(() => card(page, fileName).count()).toBe(0)
    // The DELETE goes when the notice closes: Escape closes it (admin.test.ts waits for it to close on its own).
    await dismissNotice(page)
    expect((await deleted).status()).toBe(200)
    expect(files.some((f) => existsSync(f))).toBe(false)
  })

  it('when a new post is typed, then its first autosave creates the draft and the editor keeps the text', async () => {
    const photo = photoJpeg(800, 500)
    const page = await open(locale)
    await page.goto(`${app.url}/admin/blogs/new`)
    await page.getByRole('heading', { name: t.mapleserve.posts.form.create_title }).waitFor()
    const draftTitle = locale === 'fr' ? 'Idées pour la rentrée' : 'Back-to-school ideas'
    await page.getByLabel(t.resources.posts.fields.title).fill(draftTitle)
    const content = page.getByRole('textbox', { name: t.resources.posts.fields.content })
    await content.click()
    await content.pressSequentially('First lines of the draft.')
    await skipAutosavePause(page)
    // The first autosave creates the draft: the address becomes its edit URL, the form stays.
    await page.waitForURL(/\/admin\/blogs\/\d+\/edit$/, { timeout: 30_000 })
    const id = Number(/blogs\/(\d+)\/edit/.exec(page.url())?.[1])
    const row = (await app.db('posts').where({ id }).first()) as { title: string; published: boolean | number }
    expect(row.title).toBe(draftTitle)
    expect(Boolean(row.published)).toBe(false)
    // Typing on is kept, and autosaved as a revision of that draft.
    await content.pressSequentially(' More.')
    expect(await content.inputValue()).toBe('First lines of the draft. More.')
    await skipAutosavePause(page)
    await expect
      .poll(async () => (await app.db('post_revisions').where({ post_id: id, kind: 'autosave' })).length, {
        timeout: 30_000,
      })
      .toBe(1)
    await page
      .getByTestId('autosave-status')
      .getByText(t.editorial.autosave.saved.split('%')[0]!.trim(), { exact: false })
      .waitFor()
    // Publish from the same form updates that draft: one post, published.
    await page.getByLabel(t.resources.posts.fields.excerpt).fill('Ideas for September')
    await page
      .getByTestId('image-input')
      .setInputFiles({ name: 'school.jpg', mimeType: 'image/jpeg', buffer: await photo })
    await page.getByAltText(t.mapleserve.posts.image.preview).waitFor()
    await page.getByRole('button', { name: t.mapleserve.posts.form.publish, exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    const rows = (await app.db('posts').where({ title: draftTitle })) as { id: number; published: boolean | number }[]
    expect(rows.map((r) => [Number(r.id), Boolean(r.published)])).toEqual([[id, true]])
  })

  it('then the library reads well at 1440 and 390 px', async () => {
    // The three photos are drawn side by side (sharp: about 2 s one after another on a loaded machine), then uploaded
    // in order: the newest, first in the library and the picker, is the one with alt text (Insert needs it).
    if (locale === 'en') {
      const photos = [photoJpeg(1200, 800), photoJpeg(1200, 800), photoJpeg(1200, 800)]
      const items = [
        ['kitchen-display.jpg', 'A kitchen display above the pass'],
        ['IMG_2044.jpg', ''],
        ['menu-board-with-a-rather-long-file-name.jpg', 'A chalkboard menu with the day’s specials'],
      ] as const
      for (const [i, [name, text]] of items.entries()) await upload('/api/admin/media', name, text, await photos[i]!)
    }
    const page = await open(locale)
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport)
      await page.goto(`${app.url}/admin/media`)
      await page.getByRole('heading', { name: m.title, level: 1 }).waitFor()
      await page.getByTestId('media-card').first().waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/library-${locale}-${name}.png`, fullPage: true })
      const axe = await axeResults(page, { tags: WCAG21_AA })
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      await page
        .getByTestId('media-card')
        .first()
        .getByRole('link', { name: `${m.edit}: `, exact: false })
        .click()
      await page.getByRole('heading', { name: m.edit_title }).waitFor()
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/edit-${locale}-${name}.png`, fullPage: true })
      await page.goto(`${app.url}/admin/blogs/new`)
      await page.getByRole('button', { name: m.picker.open_insert }).click()
      await page.getByRole('dialog').getByRole('listitem').first().getByRole('button').click()
      await page.getByRole('dialog').getByLabel(m.picker.caption).waitFor()
      const insert = page.getByRole('dialog').getByRole('button', { name: m.picker.insert })
      await expect.poll(() => insert.isEnabled()).toBe(true)
      if (SHOTS) {
        // The button's colour transition ends before the screenshot.
        await insert.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
        await page.screenshot({ path: `${SHOTS}/picker-${locale}-${name}.png` })
      }
    }
  })
})
