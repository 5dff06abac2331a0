import { Island } from '../components/Island'
import { usePageData } from '../components/page-context'
import type { Data } from './+data'
import { BlogEnhancer } from './BlogEnhancer'
import { PostCard } from './PostCard'
import { SortSelect } from './SortSelect'
import styles from './blog.module.css'
import { Illustration } from '../components/Illustration'

/** /blog: every control is a link or a GET form, so the list works with JavaScript off. */
export default function Page() {
  const d = usePageData<Data>()
  const { text, query } = d
  const activeCategory = d.categories.find((c) => c.active && c.slug)
  return (
    <>
      <section className={`section section--sand ${styles.banner}`}>
        <div className={`container ${styles.bannerGrid}`}>
          <div>
            <p className="eyebrow">{text.eyebrow}</p>
            <h1 className={styles.bannerTitle}>{text.title}</h1>
            <p className={`lead ${styles.bannerText}`}>{text.text}</p>
            <p className={styles.rss}>
              <a href={`${d.listAction}/rss.xml`} type="application/rss+xml">
                {text.rssLink}
              </a>
            </p>
          </div>
          <Illustration
            src="/illustrations/blog-banner.svg"
            alt=""
            width={480}
            height={320}
            className={styles.bannerArt}
          />
        </div>
      </section>
      <Island name="BlogList" component={BlogEnhancer} props={{}} />
      <div className={`container ${styles.layout}`} id="blog-list">
        <aside className={styles.sidebar} aria-labelledby="blog-categories">
          <h2 id="blog-categories" className={styles.sideHeading}>
            {text.categoriesHeading}
          </h2>
          <ul className={styles.categoryList}>
            {d.categories.map((c) => (
              <li key={c.slug || 'all'}>
                <a href={c.href} className={styles.categoryLink} aria-current={c.active ? 'page' : undefined}>
                  {c.name}
                </a>
              </li>
            ))}
          </ul>
        </aside>
        <div className={styles.main}>
          <form method="get" action={d.listAction} className={styles.controls} role="search">
            {activeCategory && <input type="hidden" name="category" value={activeCategory.slug} />}
            <div className={styles.search}>
              <label htmlFor="blog-search" className="visually-hidden">
                {text.searchLabel}
              </label>
              <input
                id="blog-search"
                type="search"
                name="q"
                defaultValue={query.q}
                placeholder={text.searchPlaceholder}
                className={styles.searchInput}
              />
              <button type="submit" className="btn btn--primary">
                {text.searchButton}
              </button>
            </div>
            <div className={styles.sortRow}>
              <SortSelect
                className={styles.sort ?? ''}
                label={text.sortLabel}
                value={query.sort}
                options={d.sortOptions}
              />
              <noscript>
                <button type="submit" className="btn btn--secondary">
                  {text.apply}
                </button>
              </noscript>
              <a href={d.currentUrl} className="btn btn--secondary">
                {text.refresh}
              </a>
            </div>
          </form>
          <p className={styles.count} role="status" tabIndex={-1}>
            {d.showing}
          </p>
          {d.cards.length ? (
            <div className={styles.grid}>
              {d.cards.map((card) => (
                <PostCard key={card.slug} card={card} text={text} />
              ))}
            </div>
          ) : (
            <div className={styles.empty}>
              <h2 className={styles.emptyTitle}>{text.emptyTitle}</h2>
              <p>{query.q ? text.emptySearch : text.emptyCategory}</p>
            </div>
          )}
          {d.pages.length > 1 && (
            <nav className={styles.pagination} aria-label={text.pagination}>
              {d.previousHref ? (
                <a href={d.previousHref} rel="prev" className={styles.pageLink}>
                  {text.previous}
                </a>
              ) : null}
              {d.pages.map((p) => (
                <a
                  key={p.number}
                  href={p.href}
                  className={styles.pageLink}
                  aria-current={p.number === d.page ? 'page' : undefined}
                  aria-label={p.label}
                >
                  {p.number}
                </a>
              ))}
              {d.nextHref ? (
                <a href={d.nextHref} rel="next" className={styles.pageLink}>
                  {text.next}
                </a>
              ) : null}
            </nav>
          )}
        </div>
      </div>
    </>
  )
}
