import { csvFile } from '../../lib/csv.js'
import type { AdminPost } from './model.js'

export const POSTS_CSV_LIMIT = 10_000

const POSTS_CSV_HEADER = [
  'id',
  'title',
  'slug',
  'status',
  'language',
  'category',
  'author',
  'featured',
  'tags',
  'created_at',
  'updated_at',
  'publish_at',
] as const

/** The admin list's CSV export (columns in POSTS_CSV_HEADER). */
export function postsCsv(posts: AdminPost[]): string {
  return csvFile(
    POSTS_CSV_HEADER,
    posts.map((p) => [
      p.id,
      p.title,
      p.slug,
      p.status,
      p.language,
      p.category,
      p.author,
      p.featured ? 'yes' : 'no',
      p.tags.join('; '),
      p.createdAt,
      p.updatedAt,
      p.publish_at ?? '',
    ]),
  )
}
