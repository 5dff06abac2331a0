import { blog as enBlog, blogCategories as enCategories, type BlogCategory } from './en/blog'
import { blog as frBlog, blogCategories as frCategories } from './fr/blog'
import type { Locale } from './index'
import type { Localized } from './types'

/**
 * The public blog's strings and categories by locale. Server-only (+data, feeds). Posts store the
 * English category name; French pages match categories by slug and show the French label.
 */
const content = {
  en: { blog: enBlog, categories: enCategories },
  fr: { blog: frBlog, categories: frCategories },
} satisfies Record<Locale, { blog: Localized<typeof enBlog>; categories: BlogCategory[] }>

export function getBlogContent(locale: Locale): { blog: Localized<typeof enBlog>; categories: BlogCategory[] } {
  return content[locale]
}

/** The stored (English) category name of a category slug: what the posts table is filtered on. */
export function storedCategoryName(slug: string): string | undefined {
  return enCategories.find((c) => c.slug === slug)?.name
}

/** How a post's stored category name reads in a locale ('Cafe n Bakery' -> 'Café et boulangerie'). */
export function categoryLabel(locale: Locale, storedName: string): string {
  const slug = enCategories.find((c) => c.name === storedName)?.slug
  return content[locale].categories.find((c) => c.slug === slug)?.name ?? storedName
}
