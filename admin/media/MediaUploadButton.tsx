import { Button } from '@mui/material'
import { Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { ACCEPTED_TYPES, MAX_UPLOAD_BYTES, type MediaRecord } from './media'

/** Upload into the library: checked in the browser first, then by the server's validated path. */
export function MediaUploadButton({
  onUploaded,
  variant = 'contained',
}: {
  onUploaded: (item: MediaRecord) => void
  variant?: 'contained' | 'outlined'
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)

  async function upload(file: File) {
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return notify('mapleserve.posts.image.invalid_type', { type: 'error' })
    if (file.size > MAX_UPLOAD_BYTES) return notify('mapleserve.posts.image.too_large', { type: 'error' })
    setBusy(true)
    try {
      const item = await dataProvider.uploadMedia(file)
      notify('media.uploaded', { type: 'success' })
      onUploaded(item)
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : 'mapleserve.posts.image.upload_failed', {
        type: 'error',
      })
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      <Button
        variant={variant}
        startIcon={<Upload size={18} aria-hidden />}
        disabled={busy}
        onClick={() => input.current?.click()}
        title={translate('media.upload_hint')}
      >
        {translate(busy ? 'media.uploading' : 'media.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        hidden
        data-testid="media-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
      />
    </>
  )
}
