import { SocialIcon } from '../../components/footer/SocialIcon'
import { Island } from '../../components/Island'
import { NewsletterForm } from '../../components/newsletter/NewsletterForm'
import { usePageData } from '../../components/page-context'
import { PostImage } from '../PostImage'
import type { Data } from './+data'
import { PostEnd } from './PostEnd'
import styles from './post.module.css'

const shareIcon: Record<string, string> = { facebook: 'facebook', x: 'twitter', linkedin: 'linkedin' }

export default function Page() {
  const { post, text, html, toc, share, blogHref, related } = usePageData<Data>()
  return (
    <article className={styles.article}>
      <header className={`section section--sand ${styles.header}`}>
        <div className="container">
          {!post.published && (
            <p className={styles.draft} role="note">
              {text.draftNotice}
            </p>
          )}
          <a href={blogHref} className={styles.back}>
            ← {text.backToBlog}
          </a>
          <p className={styles.meta}>
            <span className={styles.category}>{post.category}</span>
            {post.featured && <span className={styles.badge}>{text.featured}</span>}
          </p>
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.byline}>
            <time dateTime={post.dateIso}>{post.date}</time>
            <span aria-hidden="true"> · </span>
            {post.authorHref ? <a href={post.authorHref}>{post.byline}</a> : <span>{post.byline}</span>}
            <span aria-hidden="true"> · </span>
            <span>{post.readingTime}</span>
          </p>
          {post.tags.length > 0 && (
            <ul className={styles.tags} aria-label={text.tags}>
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          )}
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <div className={styles.body}>
          {post.image && (
            <PostImage
              image={post.image}
              sizes="(min-width: 1240px) 760px, (min-width: 960px) 62vw, 92vw"
              className={styles.hero}
              eager
            />
          )}
          <h2 className={styles.excerpt}>{post.excerpt}</h2>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: html }} />
          <PostEnd related={related} text={text} />
        </div>
        {/* A plain column: its search, navigation and forms are landmarks of their own (an aside may not sit inside the article). */}
        <div className={styles.sidebar}>
          <form method="get" action={blogHref} role="search" className={styles.box}>
            <h2 className={styles.boxTitle}>
              <label htmlFor="post-search">{text.searchHeading}</label>
            </h2>
            <div className={styles.searchRow}>
              <input
                id="post-search"
                type="search"
                name="q"
                placeholder={text.searchPlaceholder}
                className={styles.input}
              />
              <button type="submit" className="btn btn--primary">
                {text.searchButton}
              </button>
            </div>
          </form>
          <nav className={styles.box} aria-labelledby="toc-heading">
            <h2 id="toc-heading" className={styles.boxTitle}>
              {text.tocHeading}
            </h2>
            <ol className={styles.toc}>
              {toc.map((item) => (
                <li key={item.text}>{item.href ? <a href={item.href}>{item.text}</a> : <span>{item.text}</span>}</li>
              ))}
            </ol>
          </nav>
          {/* The sign-up form draws its own box: no second frame around it. */}
          <div className={styles.newsletter}>
            <Island
              name="Newsletter"
              component={NewsletterForm}
              props={{ heading: text.newsletterHeading, buttonText: text.newsletterButton }}
            />
          </div>
          <div className={styles.box}>
            <h2 className={styles.boxTitle}>{text.shareHeading}</h2>
            <ul className={styles.share}>
              {share.map((s) => (
                <li key={s.id}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" className={styles.shareLink}>
                    <SocialIcon id={shareIcon[s.id] ?? s.id} />
                    <span className="visually-hidden">
                      {s.label} {text.newTab}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </article>
  )
}
