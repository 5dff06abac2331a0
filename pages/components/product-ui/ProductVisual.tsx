import type { Locale } from '../../../content/index'
import type { ScreensContent, VisualId } from '../../../content/types'
import { ART_HEIGHT, ART_WIDTH, artPath, detailViews, rasterPath, rasterWidths } from './art/path'
import styles from './ProductVisual.module.css'

/** Windows up to this width show the product heroes in one column, too narrow to read a whole drawing. */
const NARROW = '(max-width: 1023px)'

/**
 * How wide the box is (the <img> sizes attribute, which picks the raster's width): a page's first
 * drawing spans the column on a narrow window; a card is a grid cell (one column on a phone); other
 * boxes span the column on a phone. Over-estimates cost bytes, under-estimates sharpness.
 */
const SIZES = {
  hero: `${NARROW} calc(100vw - 32px), 562px`,
  card: '(max-width: 767px) calc(100vw - 88px), 333px',
  wide: '(max-width: 767px) calc(100vw - 112px), 640px',
}

/**
 * One product doing its job: its device with its own screen, in the page's language, drawn as an
 * SVG file (pages/components/product-ui/art, written to public/art by scripts/draw-art.ts with its
 * AVIF copies). The page shows the AVIF copy at the width its box needs: Chromium lays out and paints
 * an SVG image's text on the main thread (a few hundred ms on a mid-range phone for a page of
 * drawings), a raster decodes off it. The SVG is the fallback for a browser without AVIF. An image
 * is cached across pages; the content's label is its alt text. `data-visual` names the drawing so a
 * test can check that no drawing serves two roles.
 * `priority`: the drawing is the page's first screen (hero), fetched at once; others load lazily.
 * `closeUp`: the media query under which the box is too narrow for the whole drawing's screen text
 * (the 640-unit canvas needs 524 px for 11-unit text to read at 9 px), so the screen's close-up shows
 * instead (a <picture> source); 'always' for boxes that stay narrow at every width.
 * `sizes`: the box's width (SIZES by default).
 */
export function ProductVisual({
  id,
  screens,
  locale,
  priority = false,
  closeUp = NARROW,
  sizes,
}: {
  id: VisualId
  screens: Pick<ScreensContent, 'labels'>
  locale: Locale
  priority?: boolean
  closeUp?: string
  sizes?: string
}) {
  const detail = detailViews[id]
  const always = closeUp === 'always'
  const boxWidth = sizes ?? (priority ? SIZES.hero : always ? SIZES.card : SIZES.wide)
  const avif = (view: 'full' | 'detail') =>
    rasterWidths(id, view)
      .map((width) => `${rasterPath(id, locale, view, width)} ${width}w`)
      .join(', ')
  const main = always ? 'detail' : 'full'
  const detailSize = { width: detail.w, height: detail.h }
  const mainSize = always ? detailSize : { width: ART_WIDTH, height: ART_HEIGHT }
  return (
    <picture className={always ? `${styles.picture} ${styles.closeUp}` : styles.picture}>
      {!always && <source type="image/avif" media={closeUp} srcSet={avif('detail')} sizes={boxWidth} {...detailSize} />}
      <source type="image/avif" srcSet={avif(main)} sizes={boxWidth} {...mainSize} />
      {!always && <source media={closeUp} srcSet={artPath(id, locale, 'detail')} {...detailSize} />}
      <img
        src={artPath(id, locale, main)}
        alt={screens.labels[id]}
        {...mainSize}
        className={styles.visual}
        data-visual={id}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  )
}
