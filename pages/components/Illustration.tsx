import type { ImgHTMLAttributes } from 'react'
import { rasterSrcSet } from '../../shared/illustration-rasters'
import styles from './Illustration.module.css'

/**
 * An <img> of a drawing or a logo from public/: shown from its AVIF copies (shared/illustration-rasters.ts)
 * where it has them, the SVG as the fallback. The <picture> lays out no box of its own, so the image
 * stays its container's child for layout (flex and grid items, sizes).
 */
export function Illustration({ src, ...img }: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const srcSet = rasterSrcSet(src)
  if (!srcSet) return <img src={src} {...img} />
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={srcSet} />
      <img src={src} {...img} />
    </picture>
  )
}
