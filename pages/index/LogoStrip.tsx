import { useEffect, useRef } from 'react'
import type { HomeContent } from '../../content/types'
import styles from './LogoStrip.module.css'

/** Six customer logos, doubled, scrolling 1 px per animation frame; still under reduced motion. */
export function LogoStrip({ logos }: { logos: HomeContent['logos'] }) {
  const trackRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)')
    let offset = 0
    let frame = 0
    let paused = false
    const step = () => {
      if (!paused) {
        const half = track.scrollWidth / 2
        offset = half > 0 ? (offset + 1) % half : 0
        track.style.transform = `translate3d(${-offset}px, 0, 0)`
      }
      frame = requestAnimationFrame(step)
    }
    const start = () => {
      cancelAnimationFrame(frame)
      if (reduced.matches) {
        track.style.transform = ''
        return
      }
      frame = requestAnimationFrame(step)
    }
    const pause = () => (paused = true)
    const resume = () => (paused = false)
    track.addEventListener('pointerenter', pause)
    track.addEventListener('pointerleave', resume)
    reduced.addEventListener('change', start)
    start()
    return () => {
      cancelAnimationFrame(frame)
      reduced.removeEventListener('change', start)
      track.removeEventListener('pointerenter', pause)
      track.removeEventListener('pointerleave', resume)
    }
  }, [])

  const list = (copy: number) => (
    <ul className={styles.list} aria-hidden={copy === 1 ? true : undefined}>
      {logos.items.map((logo) => (
        <li key={`${copy}-${logo.name}`} className={styles.item}>
          <img
            src={logo.src}
            alt={copy === 0 ? logo.name : ''}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  )

  return (
    <section className={styles.strip} aria-labelledby="logos-title">
      <div className="container">
        <h2 id="logos-title" className={styles.heading}>
          {logos.heading}
        </h2>
      </div>
      <div className={styles.viewport}>
        <div ref={trackRef} className={styles.track} data-testid="logo-track">
          {list(0)}
          {list(1)}
        </div>
      </div>
    </section>
  )
}
