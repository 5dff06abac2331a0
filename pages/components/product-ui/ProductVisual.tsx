import type { Locale } from '../../../content/index'
import type { ScreensContent, VisualId } from '../../../content/types'
import { ART_HEIGHT, ART_WIDTH, artPath } from './art/path'
import styles from './ProductVisual.module.css'

/**
 * One product doing its job: its device with its own screen, in the page's language, drawn as an
 * SVG file (pages/components/product-ui/art, written to public/art by scripts/draw-art.ts). An image
 * costs the page no layout or style work and is cached across pages; the content's label is its alt
 * text. `data-visual` names the drawing so a test can check that no drawing serves two roles.
 * `priority`: the drawing is the page's first screen (hero), fetched at once; others load lazily.
 */
export function ProductVisual({
  id,
  screens,
  locale,
  priority = false,
}: {
  id: VisualId
  screens: Pick<ScreensContent, 'labels'>
  locale: Locale
  priority?: boolean
}) {
  return (
    <img
      src={artPath(id, locale)}
      alt={screens.labels[id]}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      className={styles.visual}
      data-visual={id}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
