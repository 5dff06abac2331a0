import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { frSeedPosts, seedPosts, type FrSeedText, type SeedPost } from '../../../content/blog/seed-posts.js'
import type { Db } from '../../db/knex.js'
import * as repo from '../../db/repositories/posts.js'
import type { Logger } from '../../lib/logger.js'
import { rootDir } from '../../lib/paths.js'
import { postSlug } from '../../../shared/posts/slug.js'
import { storeImageSet } from '../media/media.js'
import type { PostsService } from './posts.js'

const blogContentDir = path.join(rootDir, 'content/blog')

export interface SeedResult {
  /** Slugs of the English articles created / already there. */
  created: string[]
  skipped: string[]
  /** Slugs of their French versions created / already there (published at /fr/blog/{slug}). */
  translations: { created: string[]; skipped: string[] }
}

/** What the seeder writes through: the app's one posts service (server/compose.ts builds it). */
type Posts = Pick<PostsService, 'create' | 'update'>

async function seedOne(
  posts: Posts,
  seed: SeedPost,
  dataDir: string,
  french?: { text: FrSeedText; translationId: number | null },
): Promise<number> {
  const file = french
    ? path.join(blogContentDir, 'posts', 'fr', seed.file)
    : path.join(blogContentDir, 'posts', seed.file)
  const [content, cover] = await Promise.all([
    readFile(file, 'utf8'),
    readFile(path.join(blogContentDir, 'covers', `${seed.cover}.svg`)),
  ])
  const image = await storeImageSet(cover, french?.text.coverAlt ?? seed.coverAlt, dataDir)
  const post = await posts.create({
    title: french?.text.title ?? seed.title,
    excerpt: french?.text.excerpt ?? seed.excerpt,
    content,
    category: seed.category,
    author: seed.author,
    tags: french?.text.tags ?? seed.tags,
    featured: seed.featured,
    published: true,
    image,
    createdAt: seed.createdAt,
    language: french ? 'fr' : 'en',
    translation_id: french?.translationId ?? undefined,
  })
  return post.id
}

async function idOfSlug(db: Db, slug: string): Promise<number | null> {
  const row = await repo.findBySlug(db, slug)
  return row ? Number(row.id) : null
}

/**
 * Inserts the sample articles (content/blog) as published posts, each with its cover rendered into
 * DATA_DIR/uploads, and their French versions linked to them as translations. Idempotent by slug: a
 * post whose slug already exists is left alone, so a database seeded in English only gets the French
 * posts added. A French post is linked to its English original when neither is linked elsewhere.
 * Writes through `posts`, the service the caller built (the server's: composeServices().posts).
 */
export async function seedBlog(db: Db, dataDir: string, posts: Posts): Promise<SeedResult> {
  const result: SeedResult = { created: [], skipped: [], translations: { created: [], skipped: [] } }
  for (const seed of seedPosts) {
    const slug = postSlug(seed.title)
    let englishId = await idOfSlug(db, slug)
    if (englishId === null) {
      englishId = await seedOne(posts, seed, dataDir)
      result.created.push(slug)
    } else result.skipped.push(slug)

    const text = frSeedPosts[seed.file]
    if (!text) continue
    const frSlug = postSlug(text.title)
    const english = await repo.findById(db, englishId)
    const linkable = english?.language === 'en' && english.translation_id === null
    const frenchId = await idOfSlug(db, frSlug)
    if (frenchId === null) {
      await seedOne(posts, seed, dataDir, { text, translationId: linkable ? englishId : null })
      result.translations.created.push(frSlug)
      continue
    }
    result.translations.skipped.push(frSlug)
    const french = await repo.findById(db, frenchId)
    if (linkable && french?.language === 'fr' && french.translation_id === null)
      await posts.update(frenchId, { translation_id: englishId })
  }
  return result
}

/** First start: an empty blog gets the sample articles; a blog with any post (even drafts) is left alone. */
export async function seedIfEmpty(db: Db, dataDir: string, posts: Posts, logger?: Logger): Promise<SeedResult | null> {
  if ((await repo.countAll(db)) > 0) return null
  const result = await seedBlog(db, dataDir, posts)
  logger?.info(
    { created: result.created.length, translations: result.translations.created.length },
    'blog seeded with the sample articles',
  )
  return result
}
