import { useCallback, useEffect, useRef, useState } from 'react'
import { useShell } from '../use-shell'
import styles from './sticky-scroller.module.css'
import { rasterSrcSet } from '../../../shared/illustration-rasters'
import { Illustration } from '../Illustration'

/** Image swap timing (product-spec section 9: fade out, switch after about 100 ms, fade in). */
const SWAP_DELAY_MS = 100
const THRESHOLDS = [0.5, 0.6, 0.7, 0.8, 0.9, 1]

/**
 * Tracks which of `count` sections is in view: a section becomes active when at least half of it
 * is visible inside the viewport less 20% at the top and bottom. Starts at the first section.
 */
export function useActiveSection(count: number) {
  const [active, setActive] = useState(0)
  const nodes = useRef<(HTMLElement | null)[]>([])

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting && e.intersectionRatio >= 0.5)
          .sort((a, b) => b.intersectionRatio - a.intersectionRatio)[0]
        if (!visible) return
        const index = nodes.current.indexOf(visible.target as HTMLElement)
        if (index >= 0) setActive(index)
      },
      { threshold: THRESHOLDS, rootMargin: '-20% 0px -20% 0px' },
    )
    nodes.current.slice(0, count).forEach((node) => node && observer.observe(node))
    return () => observer.disconnect()
  }, [count])

  const register = useCallback(
    (index: number) => (node: HTMLElement | null) => {
      nodes.current[index] = node
    },
    [],
  )
  return { active, register }
}

/**
 * The sticky image: when `src` changes it fades out, preloads the new image, swaps after
 * SWAP_DELAY_MS and fades in; if the preload fails it swaps at once; a broken image shows
 * the 'Default Image' placeholder.
 */
export function StickyImage({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  const { ui } = useShell()
  const [shown, setShown] = useState({ src, alt })
  const [visible, setVisible] = useState(true)
  const [broken, setBroken] = useState(false)

  useEffect(() => {
    if (src === shown.src) return
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const swap = () => {
      if (cancelled) return
      setBroken(false)
      setShown({ src, alt })
      setVisible(true)
    }
    setVisible(false)
    const preload = new Image()
    preload.onload = () => {
      timer = setTimeout(swap, SWAP_DELAY_MS)
    }
    preload.onerror = swap
    // The copy the picture will show (its AVIF at this screen's density), so the swap finds it loaded.
    const srcSet = rasterSrcSet(src)
    if (srcSet) preload.srcset = srcSet
    preload.src = src
    return () => {
      cancelled = true
      if (timer) clearTimeout(timer)
    }
  }, [src, alt, shown.src])

  return (
    <div className={styles.frame} data-testid="sticky-image" data-src={shown.src}>
      {broken ? (
        <div className={styles.placeholder} role="img" aria-label={shown.alt}>
          {ui.imageFallback}
        </div>
      ) : (
        <Illustration
          src={shown.src}
          alt={shown.alt}
          width={width}
          height={height}
          className={styles.image}
          // Below the first screen wherever it is used: loaded as it nears the window, and never
          // preloaded ahead of the hero (React writes a preload for an eager image).
          loading="lazy"
          decoding="async"
          data-visible={visible}
          onError={() => setBroken(true)}
        />
      )}
    </div>
  )
}
