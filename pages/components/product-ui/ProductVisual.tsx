import type { Locale } from '../../../content/index'
import type { ScreensContent, VisualId } from '../../../content/types'
import { ART_HEIGHT, ART_WIDTH, artPath, detailViews } from './art/path'
import styles from './ProductVisual.module.css'

/** Windows up to this width show the product heroes in one column, too narrow to read a whole drawing. */
export const NARROW = '(max-width: 1023px)'

/**
 * One product doing its job: its device with its own screen, in the page's language, drawn as an
 * SVG file (pages/components/product-ui/art, written to public/art by scripts/draw-art.ts). An image
 * costs the page no layout or style work and is cached across pages; the content's label is its alt
 * text. `data-visual` names the drawing so a test can check that no drawing serves two roles.
 * `priority`: the drawing is the page's first screen (hero), fetched at once; others load lazily.
 * `closeUp`: the media query under which the box is too narrow for the whole drawing's screen text
 * (the 640-unit canvas needs 524 px for 11-unit text to read at 9 px), so the screen's close-up shows
 * instead (a <picture> source); 'always' for boxes that stay narrow at every width.
 */
export function ProductVisual({
  id,
  screens,
  locale,
  priority = false,
  closeUp = NARROW,
}: {
  id: VisualId
  screens: Pick<ScreensContent, 'labels'>
  locale: Locale
  priority?: boolean
  closeUp?: string
}) {
  const detail = detailViews[id]
  const always = closeUp === 'always'
  const img = (
    <img
      src={artPath(id, locale, always ? 'detail' : 'full')}
      alt={screens.labels[id]}
      width={always ? detail.w : ART_WIDTH}
      height={always ? detail.h : ART_HEIGHT}
      className={styles.visual}
      data-visual={id}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  if (always) return img
  return (
    <picture className={styles.picture}>
      <source media={closeUp} srcSet={artPath(id, locale, 'detail')} width={detail.w} height={detail.h} />
      {img}
    </picture>
  )
}
