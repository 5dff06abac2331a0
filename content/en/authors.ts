/** The public author page (/blog/author/{slug}): every visible string. */
export const authorPage = {
  eyebrow: 'Author',
  metaTitle: (name: string) => `${name}, author on the MapleServe blog`,
  metaDescription: (name: string) => `Articles by ${name} on the MapleServe blog.`,
  postsHeading: (name: string) => `Posts by ${name}`,
  empty: 'No posts in English yet.',
  backToBlog: 'Back to Blog',
  readPost: 'Read the post',
  notFound: {
    title: 'Author Not Found',
    text: 'There is no author page at this address.',
    back: 'Back to Blog',
  },
}
