import { DemoButton } from '../../components/demo/DemoButton'
import type { RelatedPost } from './post-end'
import styles from './PostEnd.module.css'

interface PostEndText {
  relatedHeading: string
  cta: { heading: string; text: string; button: string }
}

/** The end of a post: related posts (when there are any), then the demo call to action. */
export function PostEnd({ related, text }: { related: RelatedPost[]; text: PostEndText }) {
  return (
    <>
      {related.length > 0 && (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading" className={styles.heading}>
            {text.relatedHeading}
          </h2>
          <ul className={styles.list}>
            {related.map((post) => (
              <li key={post.href} className={styles.item}>
                <span className={styles.category}>{post.category}</span>
                <a href={post.href} className={styles.link}>
                  {post.title}
                </a>
                <time dateTime={post.dateIso} className={styles.date}>
                  {post.date}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.cta} aria-labelledby="post-cta-heading">
        <h2 id="post-cta-heading" className={styles.heading}>
          {text.cta.heading}
        </h2>
        <p>{text.cta.text}</p>
        <DemoButton section="post-cta">{text.cta.button}</DemoButton>
      </section>
    </>
  )
}
