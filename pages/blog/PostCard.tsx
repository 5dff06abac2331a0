import type { PostCard as Card } from './post-card-data'
import { PostImage } from './PostImage'
import styles from './blog.module.css'

export function PostCard({ card, text }: { card: Card; text: { getStarted: string; featured: string } }) {
  const href = card.href
  return (
    <article className={styles.card}>
      <a href={href} className={styles.cardImage} tabIndex={-1} aria-hidden="true">
        {card.image ? (
          <PostImage image={card.image} sizes="(min-width: 1100px) 360px, (min-width: 700px) 45vw, 92vw" />
        ) : (
          <img src="/og-image.png" alt="" width={1200} height={630} loading="lazy" />
        )}
      </a>
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.tag}>{card.category}</span>
          {card.featured && <span className={styles.badge}>{text.featured}</span>}
        </p>
        <h2 className={styles.cardTitle}>
          <a href={href}>{card.title}</a>
        </h2>
        <p className={styles.cardExcerpt}>{card.excerpt}</p>
        <div className={styles.cardFoot}>
          <time dateTime={card.dateIso} className={styles.cardDate}>
            {card.date}
          </time>
          <a href={href} className="btn btn--secondary" aria-label={`${text.getStarted}: ${card.title}`}>
            {text.getStarted}
          </a>
        </div>
      </div>
    </article>
  )
}
