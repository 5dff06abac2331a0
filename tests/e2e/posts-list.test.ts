/**
 * The blog list on react-admin's <List>/<Datagrid> and the leads list's owner filter and bulk Lost,
 * in a real browser, in the English and the French admin: the spec's columns, filters, bulk
 * publish, the CSV export, an undoable delete (Undo keeps the post on the public blog; without
 * Undo it goes), the Unassigned owner filter, and bulk Lost asking for its reason.
 */
import { readFile } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import { fr } from '../../admin/i18n/fr'
import { createUser, signIn as apiSignIn, PASSWORD, type AdminClient } from '../helpers/admin'
import { launchBrowser } from '../helpers/browser'
import { pagePerKey, dismissNotice, signedInContext } from '../helpers/a-session'
import { requestsInFlight } from '../helpers/c-quiet'
import { smallPng } from '../helpers/images'
import { postJson, startLeadsApp, validInquiry, type LeadsApp } from '../helpers/leads'

let app: LeadsApp
let browser: Browser
let api: AdminClient
let image: Record<string, unknown>

const users = { en: 'lists-en@mapleserve.test', fr: 'listes-fr@mapleserve.test' } as const
const messages = { en, fr } as const

beforeAll(async () => {
  app = await startLeadsApp({}, { worker: false })
  await createUser(app, users.en, 'admin')
  const french = await createUser(app, users.fr, 'admin')
  await app.db('users').where({ id: french.id }).update({ locale: 'fr' })
  api = await apiSignIn(app, users.en)
  browser = await launchBrowser()
}, 60_000)
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** Each test its own image: deleting a test's last post removes the files it used. */
async function uploadImage(): Promise<void> {
  const form = new FormData()
  form.append('alt', 'Cover')
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
  const res = await api.request('/api/admin/images', { method: 'POST', body: form })
  expect(res.status).toBe(201)
  image = (await res.json()) as Record<string, unknown>
}

async function newPost(fields: Record<string, unknown>): Promise<number> {
  const res = await api.request('/api/admin/posts', {
    method: 'POST',
    json: { excerpt: 'A short excerpt', content: 'Some text.', category: 'Technology', image, ...fields },
  })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** One page per admin, signed in through the API (admin.test.ts drives the form), for both lists at 1440 px. */
const openAs = pagePerKey((locale: 'en' | 'fr') => signedInContext(browser, app.url, users[locale], PASSWORD))

async function visit(page: Page, path: string, heading: string) {
  await page.goto(`${app.url}${path}`)
  await page.getByRole('heading', { name: heading, exact: true }).waitFor()
}

const publicBlog = (locale: 'en' | 'fr') => `${app.url}${locale === 'fr' ? '/fr/blog' : '/blog'}`

async function onPublicBlog(locale: 'en' | 'fr', title: string): Promise<boolean> {
  const html = await (await fetch(publicBlog(locale))).text()
  return html.includes(title)
}

for (const locale of ['en', 'fr'] as const) {
  const t = messages[locale]
  const word = locale === 'en' ? 'walrus' : 'morse'
  describe(`the blog list in ${locale === 'en' ? 'English' : 'French'} (1440 px)`, () => {
    it('when an admin filters, bulk-publishes, exports and deletes posts, then each step shows and takes effect; Undo keeps a post', async () => {
      const titles = [1, 2, 3].map((n) => `${word} ${locale} post ${n}`)
      await uploadImage()
      const ids: number[] = []
      for (const title of titles) ids.push(await newPost({ title, language: locale }))
      const { page, problems } = await openAs(locale)
      page.setDefaultTimeout(15_000)
      const deletes: string[] = []
      page.on('request', (req) => {
        if (req.method() === 'DELETE') deletes.push(req.url())
      })

      await visit(page, '/admin/blogs', t.mapleserve.posts.list.title)
      await page.getByText(t.mapleserve.posts.list.subtitle).waitFor()
      // The spec's columns, sortable headers in the admin's language.
      const fields = t.resources.posts.fields
      for (const header of [fields.title, fields.category, fields.createdAt, fields.author]) {
        await page.getByRole('columnheader', { name: header }).getByRole('button').waitFor()
      }

      // Search, then the Status filter (Draft): three drafts of ours.
      await page.getByPlaceholder(t.mapleserve.posts.list.search).fill(word)
      await expect.poll(() => page.getByTestId('post-row').count()).toBe(3)
      const row = (title: string) => page.getByTestId('post-row').filter({ hasText: title })
      await row(titles[0]!)
        .locator('td.column-author')
        .getByText(t.mapleserve.posts.list.by.replace('%{author}', 'Admin'))
        .waitFor()
      await row(titles[0]!).getByText(t.mapleserve.posts.status.draft, { exact: true }).waitFor()
      await page.getByRole('combobox', { name: t.mapleserve.posts.list.status }).click()
      await page.getByRole('option', { name: t.mapleserve.posts.status.published, exact: true }).click()
      await page.getByText(t.mapleserve.posts.list.empty_filtered).waitFor()
      await page.getByRole('combobox', { name: t.mapleserve.posts.list.status }).click()
      await page.getByRole('option', { name: t.mapleserve.posts.status.draft, exact: true }).click()
      await expect.poll(() => page.getByTestId('post-row').count()).toBe(3)

      // Bulk publish: all three reach the public blog.
      await page.getByRole('checkbox', { name: t.ra.action.select_all }).check()
      await page.getByRole('button', { name: t.postList.bulk.publish, exact: true }).click()
      const confirm = page.getByRole('dialog')
      await confirm.getByText(t.postList.bulk.publish_content).waitFor()
      await confirm.getByRole('button', { name: t.ra.action.confirm }).click()
      await page.getByText(t.postList.bulk.published.split(' |||| ')[1]!.replace('%{smart_count}', '3')).waitFor()
      await expect
        .poll(async () => (await app.db('posts').whereIn('id', ids).where({ published: true })).length)
        .toBe(3)
      expect(await onPublicBlog(locale, titles[0]!)).toBe(true)

      // Back to All Status: the export holds the three posts on screen.
      const quiet = requestsInFlight(page)
      await page.getByRole('combobox', { name: t.mapleserve.posts.list.status }).click()
      // The empty choice reads All Status (its accessible name is react-admin's 'Clear value').
      await page.getByRole('listbox').getByText(t.mapleserve.posts.list.all_status).click()
      await expect.poll(() => decodeURIComponent(page.url())).not.toContain('"status"')
      await page
        .getByRole('combobox', { name: t.mapleserve.posts.list.status })
        .getByText(t.mapleserve.posts.list.all_status)
        .waitFor()
      // The list's own request for the new filter has been answered and drawn (not 500 ms of silence).
      await quiet.settled()
      await expect.poll(() => page.getByTestId('post-row').count()).toBe(3)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t.mapleserve.records.export_csv }).click(),
      ])
      const file = await readFile((await download.path())!, 'utf8')
      // A UTF-8 byte-order mark first, so that Excel reads accented titles right (server/lib/csv.ts).
      expect(file.startsWith('\uFEFF')).toBe(true)
      const csv = file.slice(1).trim().split('\n')
      expect(csv[0]).toBe(
        'id,title,slug,status,language,category,author,featured,tags,created_at,updated_at,publish_at',
      )
      expect(
        csv
          .slice(1)
          .map((line) => line.split(',')[1])
          .sort(),
      ).toEqual([...titles].sort())
      expect(csv[1]).toContain(`,published,${locale},Technology,Admin,no,`)

      // Delete with the spec's dialog, then Undo: the post comes back and stays on the public blog.
      await row(titles[0]!).getByRole('button', { name: t.ra.action.delete }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText(t.mapleserve.posts.delete.title).waitFor()
      await dialog.getByText(t.mapleserve.posts.delete.confirm.replace('%{title}', titles[0]!)).waitFor()
      await dialog.getByRole('button', { name: t.ra.action.delete }).click()
      await expect.poll(() => row(titles[0]!).count()).toBe(0)
      const notice = page.locator('.MuiSnackbar-root')
      await notice.getByText(t.mapleserve.posts.list.deleted).waitFor()
      await notice.getByRole('button', { name: t.ra.action.undo }).click()
      await row(titles[0]!).waitFor()
      // Undo closes the notice, which is when react-admin would send an uncancelled DELETE; a round trip
      // from the page after that has the DELETE (if any) ahead of it on the wire.
      await notice.waitFor({ state: 'detached' })
      await page.evaluate(() => fetch('/api/auth/me').then((res) => res.text()))
      expect(deletes).toEqual([])
      expect(await app.db('posts').where({ id: ids[0] }).first()).toBeTruthy()
      expect(await onPublicBlog(locale, titles[0]!)).toBe(true)

      // Delete without Undo: when the notification closes (Escape here; admin.test.ts lets it close on its own), the
      // post is gone, from the blog too.
      await row(titles[1]!).getByRole('button', { name: t.ra.action.delete }).click()
      const gone = page.waitForResponse(
        (res) => res.request().method() === 'DELETE' && res.url().endsWith(`/${ids[1]}`),
      )
      await dialog.getByRole('button', { name: t.ra.action.delete }).click()
      await notice.getByText(t.mapleserve.posts.list.deleted).waitFor()
      await dismissNotice(page, notice)
      expect((await gone).status()).toBe(200)
      expect(await app.db('posts').where({ id: ids[1] }).first()).toBeUndefined()
      expect(await onPublicBlog(locale, titles[1]!)).toBe(false)
      await expect.poll(() => page.getByTestId('post-row').count()).toBe(2)

      // The edit screen deletes the same way and returns to the list.
      await row(titles[2]!).getByRole('link', { name: t.ra.action.edit }).click()
      await page.getByRole('heading', { name: t.mapleserve.posts.form.edit_title }).waitFor()
      await page.getByRole('button', { name: t.ra.action.delete }).click()
      const fromEdit = page.waitForResponse(
        (res) => res.request().method() === 'DELETE' && res.url().endsWith(`/${ids[2]}`),
      )
      await dialog.getByRole('button', { name: t.ra.action.delete }).click()
      await page.waitForURL(/\/admin\/blogs(\?.*)?$/)
      await notice.getByText(t.mapleserve.posts.list.deleted).waitFor()
      await dismissNotice(page, notice)
      expect((await fromEdit).status()).toBe(200)
      expect(await app.db('posts').where({ id: ids[2] }).first()).toBeUndefined()

      // Bulk Unpublish, then bulk Delete (undoable too: it runs when its notification closes).
      await row(titles[0]!).getByRole('checkbox').check()
      await page.getByRole('button', { name: t.postList.bulk.unpublish, exact: true }).click()
      await confirm.getByText(t.postList.bulk.unpublish_content).waitFor()
      await confirm.getByRole('button', { name: t.ra.action.confirm }).click()
      await expect.poll(async () => (await app.db('posts').where({ id: ids[0] }).first()).published).toBeFalsy()
      expect(await onPublicBlog(locale, titles[0]!)).toBe(false)
      await row(titles[0]!).getByRole('checkbox').check()
      const bulkGone = page.waitForResponse(
        (res) => res.request().method() === 'DELETE' && res.url().endsWith(`/${ids[0]}`),
      )
      await page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button', { name: t.ra.action.delete }).click()
      await notice.getByText(t.postList.bulk.deleted.split(' |||| ')[0]!.replace('%{smart_count}', '1')).waitFor()
      await dismissNotice(page, notice)
      expect((await bulkGone).status()).toBe(200)
      expect(await app.db('posts').where({ id: ids[0] }).first()).toBeUndefined()

      expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    }, 180_000)
  })

  describe(`the leads list in ${locale === 'en' ? 'English' : 'French'}`, () => {
    it('when the owner filter is Unassigned and two leads are marked Lost in bulk, then the list and the stored rows follow', async () => {
      const domain = `${locale}-bulk.test`
      for (const name of ['free', 'taken']) {
        expect(
          (await postJson(`${app.url}/api/demo-inquiries`, { ...validInquiry, email: `${name}@${domain}` })).status,
        ).toBe(201)
      }
      const owner = await createUser(app, `seller@${domain}`)
      await app
        .db('leads')
        .where({ kind: 'demo' })
        .where({ email: `taken@${domain}` })
        .update({ owner_id: owner.id })
      const { page, problems } = await openAs(locale)
      page.setDefaultTimeout(15_000)
      await visit(page, '/admin/leads', t.mapleserve.leads.title)
      await page.getByPlaceholder(t.mapleserve.leads.search).fill(domain)
      const rows = page.getByRole('row').filter({ hasText: domain })
      await expect.poll(() => rows.count()).toBe(2)

      await page.getByRole('combobox', { name: t.desk.fields.owner }).click()
      await page.getByRole('option', { name: t.desk.filters.unassigned }).click()
      await expect.poll(() => rows.count()).toBe(1)
      await rows.filter({ hasText: `free@${domain}` }).waitFor()
      await page.getByRole('combobox', { name: t.desk.fields.owner }).click()
      await page.getByRole('option', { name: owner.email }).click()
      await expect.poll(() => rows.count()).toBe(1)
      await rows.filter({ hasText: `taken@${domain}` }).waitFor()
      await page.getByRole('combobox', { name: t.desk.fields.owner }).click()
      await page.getByRole('option', { name: t.ra.action.clear_input_value }).click()
      await expect.poll(() => rows.count()).toBe(2)

      // Bulk Lost asks for the reason and keeps it on both.
      for (const r of await rows.all()) await r.getByRole('checkbox').check()
      await page.getByRole('button', { name: t.desk.bulk.set_status }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('combobox', { name: t.desk.fields.status }).click()
      await page.getByRole('option', { name: t.desk.status.lost }).click()
      const apply = dialog.getByRole('button', { name: t.desk.bulk.apply })
      expect(await apply.isDisabled()).toBe(true)
      await dialog.getByLabel(t.desk.fields.lostReason).fill('Chose a competitor')
      await apply.click()
      await page.getByText(t.desk.bulk.updated).waitFor()
      await expect
        .poll(async () =>
          (
            await app
              .db('leads')
              .where({ kind: 'demo' })
              .where('email', 'like', `%@${domain}`)
              .select('pipeline_status', 'lost_reason')
          ).map((r: { pipeline_status: string; lost_reason: string }) => `${r.pipeline_status}: ${r.lost_reason}`),
        )
        .toEqual(['lost: Chose a competitor', 'lost: Chose a competitor'])

      expect(problems.filter((p) => !p.includes('401'))).toEqual([])
    }, 120_000)
  })
}
