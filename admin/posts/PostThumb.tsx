import type { ImageSet } from '../dataProvider'
import { FALLBACK_IMAGE, thumbnailUrl } from './post'

/** A post's image; a broken image falls back to the default blog image. */
export function PostThumb({ image, size = 64 }: { image: ImageSet | null; size?: number }) {
  return (
    <img
      src={thumbnailUrl(image)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      style={{ width: size, height: size, objectFit: 'cover', borderRadius: 8, flexShrink: 0, background: '#efebe4' }}
      onError={(event) => {
        const img = event.currentTarget
        if (!img.src.endsWith(FALLBACK_IMAGE)) img.src = FALLBACK_IMAGE
      }}
    />
  )
}
