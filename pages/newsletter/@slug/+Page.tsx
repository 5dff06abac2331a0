import { usePageData } from '../../components/page-context'
import type { Data } from './+data'
import styles from '../newsletter.module.css'

/** One archived issue: its introduction and featured posts, as the email showed them. */
export default function Page() {
  const { issue, posts, text, archiveHref } = usePageData<Data>()
  return (
    <article className="section">
      <div className={`container ${styles.wrap}`}>
        <a href={archiveHref} className={styles.back}>
          ← {text.allIssues}
        </a>
        <h1 className={styles.title}>{issue.subject}</h1>
        <p className={styles.issueDate}>
          {text.sent} <time dateTime={issue.dateIso}>{issue.date}</time>
        </p>
        <div className={styles.intro} dangerouslySetInnerHTML={{ __html: issue.html }} />
        {posts.length > 0 && (
          <section aria-labelledby="featured-heading" className={styles.featured}>
            <h2 id="featured-heading" className={styles.archiveTitle}>
              {text.fromBlog}
            </h2>
            <ul className={styles.issues}>
              {posts.map((post) => (
                <li key={post.id} className={styles.issue}>
                  {post.image && (
                    <img
                      src={post.image.url}
                      width={post.image.width}
                      height={post.image.height}
                      alt={post.image.alt}
                      loading="lazy"
                      className={styles.postImage}
                    />
                  )}
                  <h3 className={styles.postTitle}>
                    <a href={post.href}>{post.title}</a>
                  </h3>
                  <p className={styles.issueText}>{post.excerpt}</p>
                  <a href={post.href} aria-label={`${text.readMore}: ${post.title}`}>
                    {text.readMore}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </article>
  )
}
