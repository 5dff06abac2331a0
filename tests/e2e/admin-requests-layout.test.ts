/**
 * Back-office faults testers saw, each watched in a real browser: a new post's editor asked for a post with an empty
 * id (GET /api/admin/posts/); Settings asked for /api/admin/security-settings/ with a trailing slash (still answered,
 * for an admin bundle a browser kept); the post editor's accessibility panel grew while it computed and pushed the
 * revisions list down.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { en } from '../../admin/i18n/en'
import type { TestApp } from '../helpers/app'
import { createUser, signIn as apiSignIn, startAdminTestApp, PASSWORD, type AdminClient } from '../helpers/admin'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { pagePerKey, signedInContext } from '../helpers/a-session'
import { smallPng } from '../helpers/images'
import { requestsInFlight } from '../helpers/c-quiet'

let app: TestApp
let browser: Browser
let api: AdminClient
let cover: unknown
const EMAIL = 'owner@mapleserve.test'

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, EMAIL, 'admin')
  api = await apiSignIn(app, EMAIL)
  const form = new FormData()
  form.append('alt', 'Cover')
  form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'cover.png')
  const uploaded = await api.request('/api/admin/images', { method: 'POST', body: form })
  expect(uploaded.status).toBe(201)
  cover = await uploaded.json()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

const ownerPage = pagePerKey(() => signedInContext(browser, app.url, EMAIL, PASSWORD))

/** Every call `page` makes to the admin API from now on, as "METHOD /path" (no query). */
function apiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/admin')) calls.push(`${request.method()} ${url.pathname}`)
  })
  return calls
}

describe('the admin’s requests', () => {
  it('when a new post is opened, from its address or from the list, then no post is asked for with an empty id', async () => {
    const { page, problems } = await ownerPage('owner')
    const calls = apiCalls(page)
    const quiet = requestsInFlight(page)
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/admin/posts/check'))
    await page.goto(`${app.url}/admin/blogs/new`)
    await page.getByRole('heading', { name: en.mapleserve.posts.form.create_title }).waitFor()
    await checked
    await quiet.settled()

    await page.goto(`${app.url}/admin/blogs`)
    await page.getByRole('link', { name: en.mapleserve.posts.list.new_post }).click()
    await page.getByRole('heading', { name: en.mapleserve.posts.form.create_title }).waitFor()
    await quiet.settled()

    expect(calls).toContain('GET /api/admin/posts')
    expect(calls.filter((call) => call.startsWith('GET /api/admin/posts/'))).toEqual([])
    expect(problems).toEqual([])
  })

  it('when Settings is opened and security saved, then the settings are read and written at their own URL', async () => {
    const { page, problems } = await ownerPage('owner')
    const calls = apiCalls(page)
    await page.goto(`${app.url}/admin/settings`)
    const card = page.locator('.MuiCard-root').filter({ hasText: en.accounts.security.require_2fa })
    const retention = card.getByLabel(en.accounts.security.retention_days)
    await expect.poll(() => retention.inputValue()).not.toBe('')
    await retention.fill('120')
    await card.getByRole('button', { name: en.accounts.security.save, exact: true }).click()
    await page.getByText(en.accounts.security.saved).waitFor()

    const security = calls.filter((call) => call.includes('/security-settings'))
    expect(security).toEqual(['GET /api/admin/security-settings', 'PUT /api/admin/security-settings'])
    const stored = (await (await api.request('/api/admin/security-settings')).json()) as Record<string, unknown>
    expect(stored.auditRetentionDays).toBe(120)
    expect(problems).toEqual([])
  })

  it('when an older admin asks for /api/admin/security-settings/ with the slash, then it is still answered', async () => {
    const read = await api.request('/api/admin/security-settings/')
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ id: 'security', require2fa: false })
    const write = await api.request('/api/admin/security-settings/', {
      method: 'PUT',
      json: { auditRetentionDays: 90 },
    })
    expect(write.status).toBe(200)
    expect(await write.json()).toMatchObject({ id: 'security', auditRetentionDays: 90 })
  })
})

/** Samples every frame, from the document's start, the revisions panel's top and what the check panel says. */
function sampleRevisionsTop(): void {
  const w = window as unknown as { revisionTops?: { top: number; check: string }[] }
  if (w.revisionTops) return
  const tops: { top: number; check: string }[] = (w.revisionTops = [])
  const sample = () => {
    const panel = document.querySelector('[data-testid="revisions"]')
    if (panel)
      tops.push({
        top: panel.getBoundingClientRect().top + window.scrollY,
        check: document.querySelector('[data-testid="a11y-check"]')?.textContent ?? '',
      })
    if (tops.length < 3_000) requestAnimationFrame(sample)
  }
  requestAnimationFrame(sample)
}

describe.each([
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.mobile],
] as const)('the post editor at %s size', (_name, viewport) => {
  it('when an existing post opens, then its revisions list does not move when the accessibility check reports', async () => {
    const res = await api.request('/api/admin/posts', {
      method: 'POST',
      json: { title: `Steady ${_name}`, excerpt: 'About it', content: '## Intro\n\nThe body.', image: cover },
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: number }
    const { page, problems } = await ownerPage('owner')
    await page.setViewportSize(viewport)
    await page.addInitScript(sampleRevisionsTop)
    const calls = apiCalls(page)
    await page.goto(`${app.url}/admin/blogs/${id}/edit`)
    await page.getByTestId('a11y-check').getByText(en.editorial.a11y.ok).waitFor()
    // An untranslated post asks for no translation with an empty id either (soft: the layout is checked too).
    expect(calls).toContain(`GET /api/admin/posts/${id}`)
    expect.soft(calls).not.toContain('GET /api/admin/posts/')

    const samples = await page.evaluate(
      () => (window as unknown as { revisionTops: { top: number; check: string }[] }).revisionTops,
    )
    const reported = samples.findIndex((s) => s.check.includes(en.editorial.a11y.ok))
    expect(reported).toBeGreaterThan(0)
    const first = samples[0]!.top
    // From the list's first frame to the check's first result, the list's top stays where it was drawn.
    const moved = samples.slice(0, reported + 1).filter((s) => Math.abs(s.top - first) > 0.5)
    expect(moved.map((s) => `${s.top} (${first} at first) with "${s.check}"`)).toEqual([])
    expect(problems).toEqual([])
  })
})
