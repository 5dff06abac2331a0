import type { RaRecord } from 'react-admin'
import type { MediaItem } from '../../server/services/media/library'

/** A media library item as /api/admin/media answers it: the server's own type. */
export type MediaRecord = MediaItem & RaRecord

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024
export const ACCEPTED_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif'

/** 184 kB / 184 ko, 1.2 MB / 1,2 Mo. */
export function formatBytes(bytes: number, locale: string): string {
  const tag = locale === 'fr' ? 'fr-CA' : 'en-CA'
  const mb = bytes >= 1024 * 1024
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)))
}

/** Markdown for an image, with its caption as the title (the server makes it a <figure>). */
export function imageMarkdown(url: string, alt: string, caption: string): string {
  const safeAlt = alt.replace(/([[\]\\])/g, '\\$1')
  const title = caption.trim() ? ` "${caption.trim().replace(/(["\\])/g, '\\$1')}"` : ''
  return `![${safeAlt}](${url}${title})`
}
