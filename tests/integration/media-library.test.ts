/**
 * The media library (issue 19 item 6) over /api/admin/media: the ra-data-simple-rest contract,
 * older uploads found by the scan, alt text stored once (and filled into posts that give none),
 * delete refused while a post uses the image (in the admin's language) and deleting an unused one
 * removing its files. Runs on SQLite and, under TEST_DATABASE_URL, PostgreSQL.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../helpers/app'
import { startWithAdminAndFrenchEditor, type AdminClient } from '../helpers/admin'
import { inAdminFrench } from '../helpers/admin-french'
import { photoJpeg, smallPng } from '../helpers/images'
import type { MediaItem } from '../../server/services/media/library'

type Json = Record<string, unknown>
/** What the media API answers (JSON: the server's own type). */
type MediaJson = MediaItem

let app: TestApp
let admin: AdminClient
let french: AdminClient

beforeAll(async () => {
  ;({ app, admin, french } = await startWithAdminAndFrenchEditor())
})
afterAll(async () => {
  await app?.close()
})

async function uploadToLibrary(file: Buffer, name: string, alt?: string, type = 'image/jpeg') {
  const form = new FormData()
  if (alt !== undefined) form.append('alt', alt)
  form.append('image', new Blob([new Uint8Array(file)], { type }), name)
  return admin.request('/api/admin/media', { method: 'POST', body: form })
}

async function libraryImage(width: number, name: string, alt?: string): Promise<MediaJson> {
  const res = await uploadToLibrary(await photoJpeg(width, Math.round(width / 2)), name, alt)
  expect(res.status).toBe(201)
  return (await res.json()) as MediaJson
}

function filesOf(item: MediaJson): string[] {
  return [...item.image.sources.map((s) => s.url), item.image.fallback].map((u) => path.join(app.dataDir, u))
}

async function newPost(fields: Json, client = admin): Promise<{ status: number; body: Json }> {
  const cover = await libraryImage(700, 'cover-for-posts.jpg', 'A red and green gradient')
  const res = await client.request('/api/admin/posts', {
    method: 'POST',
    json: {
      title: `Post ${Math.random()}`,
      excerpt: 'An excerpt',
      content: '## Intro\n\nBody.',
      image: cover.image,
      ...fields,
    },
  })
  return { status: res.status, body: (await res.json()) as Json }
}

describe('when an editor uploads images to the library', () => {
  it('then the list follows the ra-data-simple-rest contract with sizes, alt text and uses', async () => {
    const first = await libraryImage(1200, 'terrace.jpg', 'Guests on a sunny terrace')
    expect(first).toMatchObject({ fileName: 'terrace.jpg', alt: 'Guests on a sunny terrace', width: 1200, height: 600 })
    expect(first.bytes).toBeGreaterThan(1000)
    expect(first.url).toMatch(/^\/uploads\/[0-9a-f]{16}-960\.jpg$/)
    expect(first.thumbnail).toMatch(/-480\.webp$/)
    expect(filesOf(first).every((f) => existsSync(f))).toBe(true)
    await libraryImage(1000, 'kitchen screen.jpg')

    const page = await admin.request('/api/admin/media?sort=["fileName","ASC"]&range=[0,0]&filter={"q":"TERRACE"}')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-range')).toBe('media 0-0/1')
    const rows = (await page.json()) as MediaJson[]
    expect(rows.map((r) => r.fileName)).toEqual(['terrace.jpg'])
    expect(rows[0]!.usedBy).toEqual([])

    const undescribed = (await (
      await admin.request('/api/admin/media?filter={"missing_alt":true}&range=[0,99]')
    ).json()) as MediaJson[]
    expect(undescribed.map((r) => r.fileName)).toEqual(['kitchen screen.jpg'])
    const described = (await (
      await admin.request('/api/admin/media?filter={"missing_alt":false}&range=[0,99]')
    ).json()) as MediaJson[]
    expect(described.map((r) => r.fileName)).toEqual(['terrace.jpg'])

    const all = await admin.request('/api/admin/media?sort=["bytes","DESC"]&range=[0,24]')
    expect(all.headers.get('content-range')).toMatch(/^media 0-\d+\/\d+$/)
    const many = (await admin
      .request(`/api/admin/media?filter={"id":[${first.id}]}`)
      .then((r) => r.json())) as MediaJson[]
    expect(many.map((r) => r.id)).toEqual([first.id])
  })

  it('then the same file uploaded twice is one library item', async () => {
    const file = await photoJpeg(640, 320)
    const a = (await (await uploadToLibrary(file, 'twice.jpg', 'A gradient')).json()) as MediaJson
    const b = (await (await uploadToLibrary(file, 'twice-again.jpg')).json()) as MediaJson
    expect(b.id).toBe(a.id)
  })

  it('then an image uploaded in the post editor, and covers stored before the library, are listed too', async () => {
    const form = new FormData()
    form.append('alt', 'Order screen close-up')
    form.append('image', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'editor-upload.png')
    const uploaded = (await (await admin.request('/api/admin/images', { method: 'POST', body: form })).json()) as Json
    // A post whose cover was stored before the library existed (as the seeded posts' covers are).
    const legacy = {
      alt: 'A bakery counter',
      width: 960,
      height: 504,
      sources: [{ width: 960, url: '/uploads/0123456789abcdef-960.webp' }],
      fallback: '/uploads/0123456789abcdef-960.jpg',
    }
    const { body: post } = await newPost({ title: 'Bakery counters that sell', image: legacy })
    await app.db('media').where({ file_key: '0123456789abcdef' }).delete()

    const rows = (await (await admin.request('/api/admin/media?range=[0,99]')).json()) as MediaJson[]
    const editor = rows.find((r) => r.url === uploaded.fallback)
    expect(editor).toMatchObject({ fileName: 'editor-upload.png', alt: 'Order screen close-up' })
    const old = rows.find((r) => r.url === legacy.fallback)
    expect(old).toMatchObject({
      fileName: `${String(post.slug)}.jpg`,
      alt: 'A bakery counter',
      width: 960,
      height: 504,
    })
    expect(old?.usedBy.map((p) => p.title)).toEqual(['Bakery counters that sell'])
  })
})

describe('when the alt text of a library image is edited', () => {
  it('then it is stored once and refused when it is a file name (in French for a French admin)', async () => {
    const item = await libraryImage(800, 'IMG_2044.jpg')
    expect(item.alt).toBe('')
    const put = await admin.request(`/api/admin/media/${item.id}`, {
      method: 'PUT',
      json: { ...item, alt: '  A cook plating two burgers  ' },
    })
    expect(put.status).toBe(200)
    expect(((await put.json()) as MediaJson).alt).toBe('A cook plating two burgers')
    expect(await app.db('media').where({ id: item.id }).first()).toMatchObject({ alt: 'A cook plating two burgers' })

    const bad = await admin.request(`/api/admin/media/${item.id}`, { method: 'PUT', json: { alt: 'IMG_2044.jpg' } })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as Json).errors).toEqual({ alt: 'This is a file name: describe what the image shows' })
    const badFr = await french.request(`/api/admin/media/${item.id}`, { method: 'PUT', json: { alt: 'photo.png' } })
    expect(badFr.status).toBe(400)
    expect(inAdminFrench((await badFr.json()) as Json).errors).toEqual({
      alt: 'C’est un nom de fichier : décrivez ce que montre l’image',
    })
    expect((await admin.request(`/api/admin/media/${item.id}`).then((r) => r.json())) as MediaJson).toMatchObject({
      alt: 'A cook plating two burgers',
    })
  })

  it('then a post that inserts the image without alt text gets the library’s, and publishing checks it', async () => {
    const item = await libraryImage(900, 'dining-room.jpg')
    const content = `## Room\n\n![](${item.url} "The dining room at noon")\n`
    const blocked = await newPost({ title: 'Dining rooms', content, published: true })
    expect(blocked.status).toBe(400)
    expect((blocked.body.errors as Json).content).toMatch(/^Line 3: This image has no alt text/)

    await admin.request(`/api/admin/media/${item.id}`, { method: 'PUT', json: { alt: 'A bright dining room' } })
    const check = await admin.request('/api/admin/posts/check', { method: 'POST', json: { content, language: 'en' } })
    expect(((await check.json()) as { errors: unknown[] }).errors).toEqual([])
    const { status, body } = await newPost({ title: 'Dining rooms', content, published: true })
    expect(status).toBe(201)
    expect(body.content).toContain(`![A bright dining room](${item.url} "The dining room at noon")`)
    // Only where the Markdown has no alt text, and never inside a code block.
    const code = '```md\n![](' + item.url + ')\n```'
    const kept = await newPost({
      title: 'Markdown help',
      content: `## Images\n\n${code}\n\n![Own words](${item.url})\n`,
    })
    expect(kept.body.content).toBe(`## Images\n\n${code}\n\n![Own words](${item.url})\n`)
    const html = await (await fetch(`${app.url}/blog/${String(body.slug)}`)).text()
    expect(html).toMatch(new RegExp(`<figure><img src="${item.url}" alt="A bright dining room"[^>]*>`))
    expect(html).toContain('<figcaption>The dining room at noon</figcaption>')
  })
})

describe('when a library image is deleted', () => {
  it('then it is refused with 409 naming the posts that use it (English and French), and allowed once unused', async () => {
    const item = await libraryImage(1100, 'patio.jpg', 'A patio with heaters')
    const { body: post } = await newPost({
      title: 'Patio heaters compared',
      content: `## Heat\n\n![A patio with heaters](${item.url})\n`,
    })
    const refused = await admin.request(`/api/admin/media/${item.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as Json).message).toBe(
      'This image is used by these posts: “Patio heaters compared”. Remove it from them before deleting it.',
    )
    const refusedFr = await french.request(`/api/admin/media/${item.id}`, { method: 'DELETE' })
    expect(refusedFr.status).toBe(409)
    expect(inAdminFrench((await refusedFr.json()) as Json).message).toBe(
      'Cette image est utilisée par ces billets : “Patio heaters compared”. Retirez-la de ces billets avant de la supprimer.',
    )
    expect(filesOf(item).every((f) => existsSync(f))).toBe(true)
    const listed = (await admin.request(`/api/admin/media/${item.id}`).then((r) => r.json())) as MediaJson
    expect(listed.usedBy.map((p) => p.title)).toEqual(['Patio heaters compared'])

    // Removed from the post: now it can go, with its files.
    const edited = await admin.request(`/api/admin/posts/${String(post.id)}`, {
      method: 'PUT',
      json: { content: '## Heat\n\nNo picture.' },
    })
    expect(edited.status).toBe(200)
    const deleted = await admin.request(`/api/admin/media/${item.id}`, { method: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(((await deleted.json()) as MediaJson).id).toBe(item.id)
    expect(filesOf(item).some((f) => existsSync(f))).toBe(false)
    expect((await admin.request(`/api/admin/media/${item.id}`)).status).toBe(404)
    expect(await app.db('media').where({ id: item.id }).first()).toBeUndefined()
  })

  it('then an image used as a cover stays when its post is deleted, until it is deleted from the library', async () => {
    const { body: post } = await newPost({ title: 'Short-lived post' })
    const cover = post.image as { fallback: string }
    const [row] = (await (await admin.request(`/api/admin/media?filter={"q":"cover-for-posts"}`)).json()) as MediaJson[]
    expect(row!.url).toBe(cover.fallback)
    expect((await admin.request(`/api/admin/posts/${String(post.id)}`, { method: 'DELETE' })).status).toBe(200)
    expect(existsSync(path.join(app.dataDir, cover.fallback))).toBe(true)
  })
})

describe('when an author’s avatar was uploaded before the library', () => {
  it('then it is listed as that profile’s picture and cannot be deleted while it is', async () => {
    const avatar = {
      alt: 'Portrait of Maya',
      width: 480,
      height: 480,
      sources: [{ width: 480, url: '/uploads/fedcba9876543210-480.webp' }],
      fallback: '/uploads/fedcba9876543210-960.jpg',
    }
    await app
      .db('users')
      .where({ email: 'owner@mapleserve.test' })
      .update({ public_name: 'Maya Chen', author_slug: 'maya-chen', avatar: JSON.stringify(avatar) })
    const rows = (await (await admin.request('/api/admin/media?range=[0,99]')).json()) as (MediaJson & {
      usedByAuthors: { name: string }[]
    })[]
    const item = rows.find((r) => r.url === avatar.fallback)
    expect(item).toMatchObject({ fileName: 'avatar-maya-chen.jpg', alt: 'Portrait of Maya', usedBy: [] })
    expect(item?.usedByAuthors.map((a) => a.name)).toEqual(['Maya Chen'])
    const refused = await french.request(`/api/admin/media/${item!.id}`, { method: 'DELETE' })
    expect(refused.status).toBe(409)
    expect(inAdminFrench((await refused.json()) as Json).message).toBe(
      'Cette image est la photo de profil de Maya Chen. Retirez-la de ce profil avant de la supprimer.',
    )
  })
})

describe('when the media API gets bad input', () => {
  it('then it answers 4xx with a clear message and stores nothing', async () => {
    const before = Number(((await app.db('media').count({ n: '*' })) as { n: number | string }[])[0]!.n)
    const text = await uploadToLibrary(
      Buffer.from('not an image, only words\n'.repeat(20)),
      'notes.png',
      '',
      'image/png',
    )
    expect(text.status).toBe(400)
    expect(((await text.json()) as Json).message).toBe('Please select a valid image file')
    const textFr = new FormData()
    textFr.append('image', new Blob([Buffer.from('plain words '.repeat(40))], { type: 'image/png' }), 'x.png')
    const refusedFr = await french.request('/api/admin/media', { method: 'POST', body: textFr })
    expect(inAdminFrench((await refusedFr.json()) as Json).message).toBe('Veuillez choisir un fichier image valide')
    const big = await uploadToLibrary(Buffer.concat([await smallPng(), Buffer.alloc(6 * 1024 * 1024)]), 'big.png')
    expect(big.status).toBe(413)
    const none = await admin.request('/api/admin/media', { method: 'POST', body: new FormData() })
    expect(none.status).toBe(400)
    expect((await admin.request('/api/admin/media?sort=["alt","ASC"]')).status).toBe(400)
    expect((await admin.request('/api/admin/media?filter={"used":true}')).status).toBe(400)
    expect((await admin.request('/api/admin/media/abc')).status).toBe(400)
    expect((await admin.request('/api/admin/media/999999')).status).toBe(404)
    expect((await admin.request('/api/admin/media/999999', { method: 'DELETE' })).status).toBe(404)
    const unknown = await admin.request('/api/admin/media/1', { method: 'PUT', json: { owner: 'me' } })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as Json).errors).toEqual({ owner: 'Unknown field' })
    const long = await admin.request('/api/admin/media/1', { method: 'PUT', json: { alt: 'x'.repeat(501) } })
    expect(long.status).toBe(400)
    expect((await fetch(`${app.url}/api/admin/media`)).status).toBe(401)
    const after = Number(((await app.db('media').count({ n: '*' })) as { n: number | string }[])[0]!.n)
    expect(after).toBe(before)
  })
})
