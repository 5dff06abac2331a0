import type { HomeContent } from '../../content/types'
import { DemoButton } from '../components/demo/DemoButton'
import { StickyImage, useActiveSection } from '../components/sections/sticky-scroller'
import styles from './WhatWeDo.module.css'
import { useLocalizePath } from '../components/use-shell'
import { NoBreakHyphens } from '../components/NoBreakHyphens'
import { Illustration } from '../components/Illustration'

/**
 * 'What We Do': five sections; the sticky image follows the section in view. Each has the spec's
 * 'Let's Connect' (the demo modal, recording the section) and a link to its product page; the other
 * scrollers (product and industry pages) ask for the demo once, not under each section (issue 33).
 */
export function WhatWeDo({ whatWeDo }: { whatWeDo: HomeContent['whatWeDo'] }) {
  const localize = useLocalizePath()
  const { items } = whatWeDo
  const { active, register } = useActiveSection(items.length)
  const current = items[active] ?? items[0]
  return (
    <section className="section" aria-labelledby="what-we-do-title" id="what-we-do">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{whatWeDo.eyebrow}</p>
          <h2 id="what-we-do-title">
            <NoBreakHyphens text={whatWeDo.heading} />
          </h2>
          <p>
            <NoBreakHyphens text={whatWeDo.subheading} />
          </p>
        </div>
        <div className={styles.layout}>
          <ol className={styles.sections}>
            {items.map((item, index) => (
              <li
                key={item.id}
                id={`wwd-${item.id}`}
                ref={register(index)}
                className={styles.section}
                data-active={index === active}
                data-render-later=""
              >
                <div className={styles.inlineArt}>
                  <Illustration src={item.image} alt="" width={480} height={360} loading="lazy" decoding="async" />
                </div>
                <p className={styles.kicker}>
                  <span className={styles.number}>{String(index + 1).padStart(2, '0')}</span>
                  <NoBreakHyphens text={item.eyebrow} />
                </p>
                <h3 className={styles.title}>
                  <NoBreakHyphens text={item.title} />
                </h3>
                <p className={styles.description}>
                  <NoBreakHyphens text={item.description} />
                </p>
                <ul className={`check-list ${styles.bullets}`}>
                  {item.bullets.map((b) => (
                    <li key={b}>
                      <NoBreakHyphens text={b} />
                    </li>
                  ))}
                </ul>
                <div className={styles.actions}>
                  <DemoButton section={item.id}>{item.buttonText}</DemoButton>
                  <a href={localize(item.learnMore.href)} className={styles.more}>
                    {item.learnMore.label}
                    <span aria-hidden="true"> →</span>
                  </a>
                </div>
              </li>
            ))}
          </ol>
          <div className={styles.sticky}>
            {current && <StickyImage src={current.image} alt={current.imageAlt} width={480} height={360} />}
          </div>
        </div>
      </div>
    </section>
  )
}
