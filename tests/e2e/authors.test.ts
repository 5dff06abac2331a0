/**
 * Authors in the browser (issue 19 item 4), and server messages in the admin's language (issue 18):
 * a user sets their public profile in Settings, assigns a post to themselves in the post editor and
 * opens their author page; the same in French, where an invalid user creation shows the server's
 * French message. The author pages pass axe and the W3C Nu checker.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { createUser, startAdminTestApp, PASSWORD } from '../helpers/admin'
import { wcagViolationsOn } from '../helpers/axe'
import { launchBrowser, signInThroughApi, VIEWPORTS } from '../helpers/browser'
import { runNuChecker } from '../helpers/vnu'
import { uploadsDir } from '../../server/services/media/media'
import { createPostsService, type PostInput } from '../../server/services/posts/posts'
import { smallPng } from '../helpers/images'

let app: TestApp
let browser: Browser
let englishPostId: number
let frenchPostId: number

function post(title: string, overrides: Partial<PostInput> = {}): PostInput {
  const image = {
    alt: 'Cover',
    width: 960,
    height: 504,
    sources: [{ width: 960, url: '/uploads/cover-960.webp' }],
    fallback: '/uploads/cover-960.jpg',
  }
  return { title, excerpt: `About ${title}`, content: `Body of ${title}.`, image, published: true, ...overrides }
}

beforeAll(async () => {
  app = await startAdminTestApp()
  await createUser(app, 'owner@mapleserve.test', 'admin')
  await createUser(app, 'francine@mapleserve.test', 'admin')
  await app.db('users').where({ email: 'francine@mapleserve.test' }).update({ locale: 'fr' })
  // The posts' cover files (any image bytes do: browsers read the format from the content).
  mkdirSync(uploadsDir(app.dataDir), { recursive: true })
  for (const name of ['cover-960.webp', 'cover-960.jpg'])
    writeFileSync(path.join(uploadsDir(app.dataDir), name), await smallPng())
  const posts = createPostsService(app.db)
  englishPostId = (await posts.create(post('Closing checklist for busy nights'))).id
  frenchPostId = (await posts.create(post('La fermeture sans stress', { language: 'fr' }))).id
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

/**
 * The file's one page at 1440 px (one context: its caches stay warm from test to test), its problems emptied and its
 * cookies cleared for each test, which then signs in as its own user.
 */
let shared: Promise<{ page: Page; problems: string[] }> | undefined
async function open() {
  shared ??= (async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop })
    const page = await context.newPage()
    // As openPage: conditions are waited for, not times; a cold first load of the admin at a load of 20 took over 15 s.
    page.setDefaultTimeout(30_000)
    const problems: string[] = []
    page.on('console', (msg) => {
      const text = msg.text()
      if (/Missing translation/i.test(text)) problems.push(`missing translation: ${text}`)
      else if (msg.type() === 'error' && !/status of (400|401|409)/.test(text)) problems.push(`console: ${text}`)
    })
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
    return { page, problems }
  })()
  const { page, problems } = await shared
  problems.length = 0
  await page.context().clearCookies()
  await page.setViewportSize(VIEWPORTS.desktop)
  return { page, problems }
}

/** Signs the page's context in through the API: each test goes straight to its first screen. */
function signIn(page: Page, email: string): Promise<void> {
  return signInThroughApi(page.context(), app.url, email, PASSWORD)
}

/** Settings › Public profile, then the post editor's author select, then Update & Publish. */
async function becomeAuthor(
  page: Page,
  t: { name: string; bio: string; save: string; saved: string; author: string; update: string; updated: RegExp },
  postId: number,
) {
  await page.goto(`${app.url}/admin/settings`)
  await page.getByLabel(t.name).fill(t.name === 'Public name' ? 'Olivia Owner' : 'Francine Gagnon')
  await page.getByLabel(t.bio).fill(t.bio === 'Short bio' ? 'Runs a diner in Halifax.' : 'Tient un bistro à Québec.')
  await page.getByRole('button', { name: t.save }).click()
  await page.getByText(t.saved).first().waitFor()

  await page.goto(`${app.url}/admin/blogs/${postId}/edit`)
  const author = page.getByRole('combobox', { name: t.author })
  await author.click()
  await author.fill(t.name === 'Public name' ? 'Olivia' : 'Francine')
  await page.getByRole('option', { name: t.name === 'Public name' ? 'Olivia Owner' : 'Francine Gagnon' }).click()
  await page.getByRole('button', { name: t.update }).click()
  await page.waitForURL(`${app.url}/admin/blogs`)
}

describe('when an English admin sets a public profile and assigns a post to themselves', () => {
  it('then the author page lists the post with the name and bio', async () => {
    const { page, problems } = await open()
    await signIn(page, 'owner@mapleserve.test')
    await becomeAuthor(
      page,
      {
        name: 'Public name',
        bio: 'Short bio',
        save: 'Save public profile',
        saved: 'Public profile saved',
        author: 'Author (account)',
        update: 'Update & Publish',
        updated: /./,
      },
      englishPostId,
    )
    const row = (await app.db('posts').where({ id: englishPostId }).first('author_id')) as { author_id: unknown }
    const owner = (await app.db('users').where({ email: 'owner@mapleserve.test' }).first('id')) as { id: unknown }
    expect(Number(row.author_id)).toBe(Number(owner.id))

    await page.goto(`${app.url}/blog/author/olivia-owner`)
    await page.getByRole('heading', { level: 1, name: 'Olivia Owner' }).waitFor()
    await page.getByText('Runs a diner in Halifax.').waitFor()
    expect(problems).toEqual([])
    await page.getByRole('link', { name: 'Closing checklist for busy nights' }).click()
    await page.waitForURL(`${app.url}/blog/closing-checklist-for-busy-nights`)
    await page.getByRole('link', { name: 'by Olivia Owner' }).waitFor()
    expect(problems).toEqual([])
  })
})

describe('when a French admin does the same, after a refused user creation', () => {
  it('then the server refusal is French, and the French author page lists the French post', async () => {
    const { page, problems } = await open()
    await signIn(page, 'francine@mapleserve.test')

    // Passes the form's own checks; the server refuses it (the address is taken): in French.
    await page.goto(`${app.url}/admin/users`)
    await page.getByRole('heading', { name: 'Utilisateurs', exact: true }).waitFor()
    await page.getByLabel('Adresse courriel').first().fill('owner@mapleserve.test')
    await page.getByLabel('Mot de passe').first().fill('une phrase de passe bien longue')
    await page.getByRole('button', { name: 'Créer' }).click()
    await page.getByText('Un compte existe déjà avec cette adresse courriel', { exact: true }).first().waitFor()
    expect(await page.getByText(/already exists/).count()).toBe(0)

    await becomeAuthor(
      page,
      {
        name: 'Nom public',
        bio: 'Courte biographie',
        save: 'Enregistrer le profil public',
        saved: 'Profil public enregistré',
        author: 'Auteur (compte)',
        update: 'Mettre à jour et publier',
        updated: /./,
      },
      frenchPostId,
    )
    await page.goto(`${app.url}/fr/blog/author/francine-gagnon`)
    await page.getByRole('heading', { level: 1, name: 'Francine Gagnon' }).waitFor()
    await page.getByText('Tient un bistro à Québec.').waitFor()
    await page.getByRole('heading', { name: 'Articles de Francine Gagnon' }).waitFor()
    await page.getByRole('link', { name: 'La fermeture sans stress' }).waitFor()
    expect(problems).toEqual([])
  })

  it('then both author pages have no axe violations and pass the Nu HTML checker', async () => {
    const paths = ['/blog/author/olivia-owner', '/fr/blog/author/francine-gagnon']
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mapleserve-vnu-authors-'))
    try {
      for (const [i, p] of paths.entries())
        writeFileSync(path.join(dir, `author-${i}.html`), await (await fetch(`${app.url}${p}`)).text())
      // The checker's JVM reads the files while the browser reads the pages: a visitor's phone (signed out), the
      // file's page at 390 px.
      const checked = runNuChecker(dir)
      const { page } = await open()
      await page.setViewportSize(VIEWPORTS.mobile)
      expect(await wcagViolationsOn(page, app.url, paths)).toEqual([])
      const report = JSON.parse(await checked) as { messages: { type: string; message: string }[] }
      const errors = report.messages
        .filter((m) => m.type === 'error' && !/container-(type|name)|Unknown dimension/.test(m.message))
        .map((m) => m.message)
      expect(errors).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
