/**
 * The public blog: categories (product-spec section 3) and every visible string of /blog and
 * /blog/{slug}. Server-only: reaches pages through +data.
 */
import { site } from '../site'

export interface BlogCategory {
  /** Stored on the post; shown on cards and the post page. */
  name: string
  /** Used in the list URL: /blog?category=cafe-n-bakery. */
  slug: string
}

/** The sidebar's categories after 'All', in spec order. The admin select offers exactly these. */
export const blogCategories: BlogCategory[] = [
  { name: 'QSR', slug: 'qsr' },
  { name: 'Pizzeria', slug: 'pizzeria' },
  { name: 'Cafe n Bakery', slug: 'cafe-n-bakery' },
  { name: 'Web Ordering', slug: 'web-ordering' },
  { name: 'Casual Dining', slug: 'casual-dining' },
  { name: 'Online Ordering', slug: 'online-ordering' },
  { name: 'Technology', slug: 'technology' },
  { name: 'Customer Experience', slug: 'customer-experience' },
]

export const defaultPostCategory = 'QSR'
export const defaultPostAuthor = 'Admin'

export const blog = {
  meta: {
    title: 'Restaurant POS Blog: Guides for Owners and Operators',
    description:
      'Practical guides on restaurant POS systems, kitchen displays, online ordering, loyalty and payments for restaurants across Canada.',
  },
  list: {
    eyebrow: 'Blog',
    title: 'Insights for busier, smarter restaurants',
    text:
      'Practical guides on running the counter, the kitchen and the books, from the team behind ' + site.brand + '.',
    all: 'All',
    categoriesHeading: 'Categories',
    searchLabel: 'Search posts',
    searchPlaceholder: 'Search articles...',
    searchButton: 'Search',
    rssLink: 'RSS feed',
    sortLabel: 'Sort by',
    sortOptions: { newest: 'Newest', oldest: 'Oldest', popular: 'Popular', relevance: 'Most relevant' },
    apply: 'Apply',
    refresh: 'Refresh',
    // The spec's 'Showing X of Y posts', with X the ranks shown (page 2 of 17: 13–17).
    showing: (from: number, to: number, total: number) =>
      total <= 1
        ? `Showing ${total} ${total === 1 ? 'post' : 'posts'}`
        : from === to
          ? `Showing post ${from} of ${total}`
          : `Showing ${from}\u2013${to} of ${total} posts`,
    getStarted: 'Get Started',
    featured: 'Featured',
    emptyTitle: 'No posts found',
    emptySearch: 'Try adjusting your search criteria',
    emptyCategory: 'No blog posts available in this category',
    pagination: 'Blog pages',
    previous: 'Previous',
    next: 'Next',
    pageLabel: (page: number) => `Page ${page}`,
    loading: 'Loading posts...',
  },
  post: {
    featured: 'Featured',
    tags: 'Tags',
    by: (author: string) => `by ${author}`,
    breadcrumbBlog: 'Blog',
    breadcrumbHome: 'Home',
    searchHeading: 'Search',
    tocHeading: 'Table of contents',
    tocDefaults: ['Introduction', 'Key Points', 'Benefits', 'Implementation', 'Conclusion'],
    newsletterHeading: 'Sign up for our monthly newsletter',
    newsletterButton: 'Subscribe Now',
    shareHeading: 'Share blog on',
    share: {
      facebook: 'Share on Facebook',
      x: 'Share on X',
      linkedin: 'Share on LinkedIn',
    },
    newTab: '(opens in a new tab)',
    backToBlog: 'Back to Blog',
    draftNotice: 'Draft preview: this post is not published, so visitors cannot see it yet.',
    readingTime: (minutes: number) => `${minutes} min read`,
    relatedHeading: 'Related posts',
    cta: {
      heading: 'See it running in your restaurant',
      text: `Book a free demo: we walk you through ${site.brand} with your menu in mind and answer your questions.`,
      button: 'Book a demo',
    },
  },
  notFound: {
    title: 'Blog Post Not Found',
    text: 'The post you are looking for does not exist or is no longer published.',
    back: 'Back to Blog',
  },
  categoryNotFound: {
    title: 'Category not found',
    text: 'The blog has no category at this address. Pick one from the list on the blog.',
    back: 'Back to Blog',
  },
  unavailable: {
    title: 'The blog is temporarily unavailable',
    text: 'We could not load our articles just now. Please try again in a few minutes.',
    back: 'Back to Home',
  },
  feed: {
    title: `${site.brand} Blog`,
    description: 'Guides for restaurant owners and operators on POS, kitchen, ordering and payments.',
  },
} as const
