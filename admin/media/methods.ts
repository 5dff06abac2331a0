import type { HttpClient } from '../api-types'
import type { ImageSet } from '../dataProvider'
import type { MediaRecord } from './media'

/** Uploads (multipart): into the library, or a post's or avatar's image (multer + sharp on the server). */
export function mediaMethods(http: HttpClient, api: string) {
  const upload = async <T>(path: string, file: File, alt: string) => {
    const form = new FormData()
    form.append('alt', alt)
    form.append('image', file)
    return (await http(`${api}${path}`, { method: 'POST', body: form })).json as T
  }
  return {
    uploadMedia: (file: File, alt = '') => upload<MediaRecord>('/media', file, alt),
    uploadImage: (file: File, alt: string) => upload<ImageSet>('/images', file, alt),
  }
}
