import { usePageData } from '../../../components/page-context'
import type { Data } from './+data'
import styles from './author.module.css'

/** An author's page: plain HTML (no island), so it works fully without JavaScript. */
export default function Page() {
  const { author, posts, text, blogHref } = usePageData<Data>()
  const avatar = author.avatar
  return (
    <>
      <header className={`section section--sand ${styles.header}`}>
        <div className={`container ${styles.profile}`}>
          {avatar && (
            <picture>
              <source
                type="image/webp"
                srcSet={avatar.sources.map((s) => `${s.url} ${s.width}w`).join(', ')}
                sizes="8rem"
              />
              <img
                src={avatar.fallback}
                alt={avatar.alt}
                width={avatar.width}
                height={avatar.height}
                className={styles.avatar}
                decoding="async"
              />
            </picture>
          )}
          <div>
            <a href={blogHref} className={styles.back}>
              ← {text.backToBlog}
            </a>
            <p className="eyebrow">{text.eyebrow}</p>
            <h1 className={styles.name}>{author.name}</h1>
            {author.bio && <p className={`lead ${styles.bio}`}>{author.bio}</p>}
          </div>
        </div>
      </header>
      <section className="section" aria-labelledby="author-posts">
        <div className="container">
          <h2 id="author-posts" className={styles.heading}>
            {text.postsHeading}
          </h2>
          {posts.length ? (
            <ul className={styles.list}>
              {posts.map((post) => (
                <li key={post.id} className={styles.item}>
                  <article>
                    <p className={styles.meta}>
                      <span className={styles.category}>{post.category}</span>
                      <time dateTime={post.dateIso}>{post.date}</time>
                    </p>
                    <h3 className={styles.title}>
                      <a href={post.href}>{post.title}</a>
                    </h3>
                    <p className={styles.excerpt}>{post.excerpt}</p>
                  </article>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>{text.empty}</p>
          )}
        </div>
      </section>
    </>
  )
}
