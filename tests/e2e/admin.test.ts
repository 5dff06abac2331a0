import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, PASSWORD } from '../helpers/admin'
import { launchBrowser, signInThroughApi, VIEWPORTS, watchProblems } from '../helpers/browser'
import { photoJpeg } from '../helpers/images'
import { axeResults } from '../helpers/axe'
import { pagePerKey } from '../helpers/a-session'
import { requestsInFlight } from '../helpers/c-quiet'

let app: TestApp
let browser: Browser
let photo: Buffer
beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  browser = await launchBrowser()
  photo = await photoJpeg(1600, 1000)
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/** 401s are the expected answer of /api/auth/me (signed out) and of a wrong password. */
function unexpected(problems: string[]): string[] {
  return problems.filter((p) => !/status of 401/.test(p))
}

/**
 * The one page that every test shares (its renderer warm: a screen loads in about half the time of a new context's),
 * at 1440 px, signed out (cookies cleared) for each, on about:blank: the sign-in page would otherwise keep the history
 * state of the previous test's last /admin, which names the page to return to. The first test signs in through the
 * form (its subject); the others through the API (signedInWide).
 */
const wide = pagePerKey(() => browser.newContext({ viewport: VIEWPORTS.desktop, reducedMotion: 'no-preference' }))
async function openWide(): Promise<{ page: Page; problems: string[] }> {
  const tracked = await wide('wide')
  await tracked.page.context().clearCookies()
  await tracked.page.goto('about:blank')
  tracked.page.setDefaultTimeout(10_000)
  return tracked
}

/** The shared page, signed in through the API (the form is the first test's subject), still on about:blank. */
async function signedInWide(): Promise<{ page: Page; problems: string[] }> {
  const tracked = await openWide()
  await signInThroughApi(tracked.page.context(), app.url, 'owner@mapleserve.test', PASSWORD)
  return tracked
}

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email Address').fill('owner@mapleserve.test')
  await page.locator('input[name="password"]').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

const title = 'Ten ways a kitchen display speeds up lunch'

describe('the back office on a wide screen (1440 px)', () => {
  it('when an admin signs in, publishes, edits, unpublishes and deletes a post, then the public blog follows each step', async () => {
    const { page, problems } = await openWide()

    // A guarded page sends the visitor to /admin, then back to the page asked for.
    await page.goto(`${app.url}/admin/blogs/new`)
    await page.waitForURL(`${app.url}/admin`)
    await page.getByText('Accounts are created by an administrator', { exact: false }).waitFor()
    await page.getByLabel('Email Address').fill('owner@mapleserve.test')
    await page.locator('input[name="password"]').fill('not my password')
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await page.locator('input[name="password"]').getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.')
    await signIn(page)
    await page.waitForURL(`${app.url}/admin/blogs/new`)
    await page.getByRole('heading', { name: 'Create New Blog Post' }).waitFor()

    // Nothing is sent until the four required fields hold; each error clears when its field is edited.
    await page.getByRole('button', { name: 'Publish' }).click()
    for (const message of ['Title is required', 'Excerpt is required', 'Content is required', 'Image is required']) {
      await page.getByText(message).first().waitFor()
    }
    await page.getByLabel('Title').fill(title)
    await expect.poll(() => page.getByText('Title is required').count()).toBe(0)
    await page.getByLabel('Excerpt').fill('Tickets that never get lost, and a line that moves.')
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('# Faster tickets\n\nOrders reach the line at once.\n\nNo more lost paper.')
    await page.getByLabel('Author', { exact: true }).fill('Maya Chen')
    await page.getByRole('textbox', { name: 'Tags' }).fill('kitchen')
    await page.keyboard.press('Enter')
    await page.getByRole('textbox', { name: 'Tags' }).fill(' kitchen ')
    await page.getByRole('button', { name: 'Add', exact: true }).click()
    expect(await page.getByRole('list', { name: 'Added tags' }).getByRole('listitem').count()).toBe(1)
    await page.getByTestId('image-input').setInputFiles({ name: 'kitchen.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByAltText('Featured image preview').waitFor()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    await page.getByRole('heading', { name: title }).waitFor()
    expect(await page.getByText('by Maya Chen').isVisible()).toBe(true)

    // Published: on /blog with responsive images.
    const blog = await page.context().newPage()
    await blog.goto(`${app.url}/blog`)
    const card = blog.locator('article, li').filter({ hasText: title }).first()
    await card.waitFor()
    const srcset = await card.locator('img, source').first().getAttribute('srcset')
    expect(srcset).toMatch(/\/uploads\/[0-9a-f]+-480\.webp 480w/)

    // Edit, then return it to draft with Save Draft: it leaves /blog.
    await page.getByRole('link', { name: 'Edit' }).first().click()
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor()
    await page.getByRole('button', { name: 'Update & Publish' }).waitFor()
    await page.getByLabel('Title').fill(`${title} (updated)`)
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    await page.getByRole('heading', { name: `${title} (updated)` }).waitFor()
    await blog.goto(`${app.url}/blog`)
    expect(await blog.getByText(title).count()).toBe(0)

    // Delete, with the spec's dialog; the image stays in the media library (deleted there when unused).
    const stored = await app
      .db('posts')
      .where({ title: `${title} (updated)` })
      .first<{ image: string }>('image')
    const image = JSON.parse(stored.image) as { sources: { url: string }[]; fallback: string }
    const files = [...image.sources.map((s) => s.url), image.fallback].map((u) => path.join(app.dataDir, u))
    expect(files.every((f) => existsSync(f))).toBe(true)
    await page.getByRole('button', { name: 'Delete' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Delete Blog Post').waitFor()
    expect(
      await dialog
        .getByText(`Are you sure you want to delete "${title} (updated)"? This action cannot be undone.`)
        .isVisible(),
    ).toBe(true)
    const deleted = page.waitForResponse((res) => res.request().method() === 'DELETE', { timeout: 15_000 })
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByText(`${title} (updated)`).count()).toBe(0)
    await page.getByText('Blog post deleted').waitFor()
    // While the Undo notification is on screen, in the other tab (same session): signed in, /admin goes to the
    // dashboard.
    const blogProblems = watchProblems(blog)
    await blog.goto(`${app.url}/admin`)
    await blog.waitForURL(`${app.url}/admin/dashboard`)
    // The delete is undoable: it reaches the server when the Undo notification closes, here on its own after its
    // few seconds (the one test that waits for that; the others close it with Escape); the image stays in the library.
    expect((await deleted).status()).toBe(200)
    await page.getByText('Blog post deleted').waitFor({ state: 'detached' })
    expect(
      (
        await app
          .db('posts')
          .where({ title: `${title} (updated)` })
          .count({ n: '*' })
      )[0]?.n,
    ).toEqual(0)
    expect(files.every((f) => existsSync(f))).toBe(true)
    expect(await app.db('media').where({ file_name: 'kitchen.jpg' }).count({ n: '*' })).toEqual([{ n: 1 }])

    // That each admin route loads directly and survives a reload: admin-shell.test.ts (the spec URLs); a reload of
    // each is also in the axe audit, below.
    const [first] = (await app.db('posts').orderBy('id').limit(1).select('id')) as { id: number }[]
    if (first) {
      await page.goto(`${app.url}/admin/blogs/${first.id}/edit`)
      await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor()
    }

    // Sign out ends the session: guarded pages send back to /admin.
    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL(`${app.url}/admin`)
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    await page.goto(`${app.url}/admin/settings`)
    await page.waitForURL(`${app.url}/admin`)

    expect(unexpected([...problems, ...blogProblems])).toEqual([])
    await blog.close()
  })
})

describe('the sidebar on a wide screen (1440 px)', () => {
  it('when it is collapsed, then only icons remain (named for screen readers) and the choice survives a reload', async () => {
    const { page, problems } = await signedInWide()
    await page.goto(`${app.url}/admin/dashboard`)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByText('Blog Posts', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await expect.poll(() => nav.getByText('Blog Posts', { exact: true }).count()).toBe(0)
    await nav.getByRole('link', { name: 'Blog Posts' }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor()
    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await nav.getByText('owner@mapleserve.test').waitFor()
    expect(unexpected(problems)).toEqual([])
  })
})

describe('the back office on a phone (390 px)', () => {
  it('when the menu button is tapped, then the sidebar slides in over an overlay that closes it', async () => {
    // The shared page at 390 px, with the site's storage emptied as a new browser's: the wide tests leave the
    // sidebar's open state in it (react-admin's store), which a phone would open its drawer with.
    const { page, problems } = await signedInWide()
    await page.setViewportSize(VIEWPORTS.mobile)
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('Storage.clearDataForOrigin', {
      origin: app.url,
      storageTypes: 'local_storage,session_storage',
    })
    await devtools.detach()
    await page.goto(`${app.url}/admin/dashboard`)
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor()
    for (const label of ['Total Posts', 'Published', 'Drafts', 'This Month', 'Recent Posts']) {
      expect(await page.getByText(label, { exact: true }).first().isVisible()).toBe(true)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: 'Admin' })
    await nav.getByRole('link', { name: 'Leads' }).waitFor()
    await page.mouse.click(380, 400)
    await expect.poll(() => nav.count()).toBe(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await nav.getByRole('link', { name: 'Blog Posts', exact: true }).click()
    await page.waitForURL(`${app.url}/admin/blogs`)
    await page.getByRole('heading', { name: 'Blog Posts', exact: true }).waitFor()
    expect(unexpected(problems)).toEqual([])
  })
})

describe('the back office for assistive technology', () => {
  it('when axe audits the sign-in page, dashboard, blog list, blog form and settings, each opened from the screen before and reloaded, then it reports no violations', async () => {
    const { page } = await openWide()
    const requests = requestsInFlight(page)
    const audit = async (label: string) => {
      const results = await axeResults(page)
      return results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    }
    await page.goto(`${app.url}/admin`)
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    const violations = await audit('/admin')
    // Signed in through the API: the form is the first test's subject.
    await signInThroughApi(page.context(), app.url, 'owner@mapleserve.test', PASSWORD)
    const nav = page.getByRole('navigation', { name: 'Admin' })
    for (const [route, heading, open] of [
      ['/admin/dashboard', 'Dashboard', () => page.goto(`${app.url}/admin/dashboard`)],
      ['/admin/blogs', 'Blog Posts', () => nav.getByRole('link', { name: 'Blog Posts', exact: true }).click()],
      ['/admin/settings', 'Settings', () => nav.getByRole('link', { name: 'Settings', exact: true }).click()],
      // Last, so that no step leaves the form (whose leave guard would stop a navigation if anything had filled it).
      [
        '/admin/blogs/new',
        'Create New Blog Post',
        async () => {
          await nav.getByRole('link', { name: 'Blog Posts', exact: true }).click()
          await page.getByRole('link', { name: 'New Post' }).first().click()
        },
      ],
    ] as const) {
      // Each admin route opens from the screen before (the dashboard by its address) and survives a reload (a full
      // load of its address); axe audits the reloaded page once its requests are done and drawn (the dashboard's
      // second wave of requests included), not after networkidle's fixed 500 ms of silence.
      await open()
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      expect(page.url()).toBe(`${app.url}${route}`)
      await page.reload()
      await page.getByRole('heading', { name: heading, exact: true }).waitFor()
      expect(page.url()).toBe(`${app.url}${route}`)
      await requests.settled()
      violations.push(...(await audit(route)))
    }
    expect(violations).toEqual([])
  })
})
