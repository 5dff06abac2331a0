import type { ImageSet } from '../../server/services/media/media'

/** A post's responsive image: WebP renditions by width, JPEG fallback, intrinsic size against layout shift. */
export function PostImage({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: ImageSet
  sizes: string
  className?: string
  eager?: boolean
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={image.sources.map((s) => `${s.url} ${s.width}w`).join(', ')} sizes={sizes} />
      <img
        src={image.fallback}
        alt={image.alt}
        width={image.width}
        height={image.height}
        className={className}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
