import type { ScrollSection as ScrollSectionContent, ScrollSectionItem } from '../../../content/types'
import { Icon } from '../Icon'
import { Island } from '../Island'
import styles from './ScrollSection.module.css'
import { useActiveSection } from './sticky-scroller'
import { NoBreakHyphens } from '../NoBreakHyphens'

/** Surfaces a section may ask for (content's bgColor), mapped to design tokens. */
const tones = new Set(['sand', 'stone', 'ember-light', 'pine-light', 'white'])

/**
 * Numbered feature sections with an icon, bullets (some highlighted) and a sticky image. No demo button
 * under each section (issue 33: eight to eleven identical demo links a page): the hero, the industry
 * block and the closing band carry the page's calls to action.
 */
export function ScrollSection({ scroll, eyebrow }: { scroll: ScrollSectionContent; eyebrow: string }) {
  return (
    <section className="section" aria-labelledby="scroll-title" id="features">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id="scroll-title">
            <NoBreakHyphens text={scroll.heroTitle} />
          </h2>
          <p>{scroll.heroSubtitle}</p>
        </div>
        <Island name="ScrollSections" component={ScrollSections} props={{ sections: scroll.sections }} />
      </div>
    </section>
  )
}

/** The interactive part: which section is in view decides the sticky image. */
export function ScrollSections({ sections }: { sections: ScrollSectionItem[] }) {
  const { active, register } = useActiveSection(sections.length)
  const current = sections[active] ?? sections[0]
  return (
    <div className={styles.layout}>
      <ol className={styles.sections}>
        {sections.map((item, index) => (
          <li
            key={item.id}
            id={item.id}
            ref={register(index)}
            className={styles.section}
            data-active={index === active}
            data-tone={tones.has(item.bgColor) ? item.bgColor : 'sand'}
          >
            <div className={styles.kicker}>
              <span className={styles.icon}>
                <Icon name={item.icon} size={22} />
              </span>
              <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
              <span>
                <NoBreakHyphens text={item.subtitle} />
              </span>
            </div>
            <h3 className={styles.title}>
              <NoBreakHyphens text={item.title} />
            </h3>
            <p className={styles.description}>
              <NoBreakHyphens text={item.description} />
            </p>
            <ul className={`check-list ${styles.bullets}`}>
              {item.bulletPoints.map((b) => (
                <li key={b.text} data-highlight={b.highlight}>
                  {b.highlight ? (
                    <strong>
                      <NoBreakHyphens text={b.text} />
                    </strong>
                  ) : (
                    <NoBreakHyphens text={b.text} />
                  )}
                </li>
              ))}
            </ul>
            {item.stat && (
              <p className={styles.stat}>
                <span className={styles.statValue}>{item.stat}</span>{' '}
                <NoBreakHyphens text={item.statDescription ?? ''} />
              </p>
            )}
          </li>
        ))}
      </ol>
      <div className={styles.sticky}>
        {current && (
          // The section's own figure, large: no drawing stands in for an idea it does not show.
          <div
            className={styles.panel}
            data-testid="sticky-panel"
            data-id={current.id}
            data-tone={tones.has(current.bgColor) ? current.bgColor : 'sand'}
            aria-hidden="true"
          >
            <span className={styles.panelIcon}>
              <Icon name={current.icon} size={36} />
            </span>
            <p className={styles.panelValue}>{current.stat ?? String(active + 1).padStart(2, '0')}</p>
            <p className={styles.panelText}>{current.stat ? current.statDescription : current.title}</p>
          </div>
        )}
      </div>
    </div>
  )
}
