import type { ImgHTMLAttributes } from 'react'
import { rasterSrcSet } from '../../shared/illustration-rasters'
import styles from './Illustration.module.css'

/**
 * An <img> of a drawing or a logo from public/: shown from its AVIF copies (shared/illustration-rasters.ts)
 * where it has them, the SVG as the fallback. The <picture> lays out no box of its own, so the image
 * stays its container's child for layout (flex and grid items, sizes).
 *
 * The drawing a page opens with (`fetchPriority="high"`: its largest paint) is sent as its SVG: its bytes
 * are on the way to the first paint, and compressed it is a tenth of its copy (hero-counter: 1.9 KB
 * against 24 KB at 2x; an industry's scene 0.7-1 KB against 6-11 KB). On a slow 4G link that is worth
 * more than the few milliseconds its one document costs the main thread: Lighthouse at the reference
 * machine's speed (index 1,100), 5 runs each, /categories/pizzeria first paint 1,213 to 1,065 ms and
 * largest 1,597 to 1,389 ms, /hardware 1,225 to 1,075 and 1,675 to 1,623 ms.
 */
export function Illustration({ src, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const srcSet = img.fetchPriority === 'high' ? undefined : rasterSrcSet(src)
  if (!srcSet) return <img src={src} {...img} />
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcSet} />
      <img src={src} {...img} />
    </picture>
  )
}
