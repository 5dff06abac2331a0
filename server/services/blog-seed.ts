import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { seedPosts, type SeedPost } from '../../content/blog/seed-posts.js'
import type { Db } from '../db/knex.js'
import * as repo from '../db/repositories/posts.js'
import type { Logger } from '../lib/logger.js'
import { rootDir } from '../lib/paths.js'
import { postSlug } from '../lib/post-slug.js'
import { storeImageSet } from './media.js'
import { createPostsService } from './posts.js'

const blogContentDir = path.join(rootDir, 'content/blog')

export interface SeedResult {
  created: string[]
  skipped: string[]
}

async function seedOne(posts: ReturnType<typeof createPostsService>, seed: SeedPost, dataDir: string): Promise<void> {
  const [content, cover] = await Promise.all([
    readFile(path.join(blogContentDir, 'posts', seed.file), 'utf8'),
    readFile(path.join(blogContentDir, 'covers', `${seed.cover}.svg`)),
  ])
  const image = await storeImageSet(cover, seed.coverAlt, dataDir)
  await posts.create({
    title: seed.title,
    excerpt: seed.excerpt,
    content,
    category: seed.category,
    author: seed.author,
    tags: seed.tags,
    featured: seed.featured,
    published: true,
    image,
    createdAt: seed.createdAt,
  })
}

/**
 * Inserts the sample articles (content/blog) as published posts, each with its cover rendered into
 * DATA_DIR/uploads. Idempotent: a post whose slug already exists is left alone.
 */
export async function seedBlog(db: Db, dataDir: string, logger?: Logger): Promise<SeedResult> {
  const posts = createPostsService(db, { logger })
  const result: SeedResult = { created: [], skipped: [] }
  for (const seed of seedPosts) {
    const slug = postSlug(seed.title)
    if (await repo.slugInUse(db, slug)) {
      result.skipped.push(slug)
      continue
    }
    await seedOne(posts, seed, dataDir)
    result.created.push(slug)
  }
  return result
}

/** First start: an empty blog gets the sample articles; a blog with any post (even drafts) is left alone. */
export async function seedIfEmpty(db: Db, dataDir: string, logger?: Logger): Promise<SeedResult | null> {
  if ((await repo.countAll(db)) > 0) return null
  const result = await seedBlog(db, dataDir, logger)
  logger?.info({ created: result.created.length }, 'blog seeded with the sample articles')
  return result
}
