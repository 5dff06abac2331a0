import { useId, useRef, useState } from 'react'
import { Box, Button, IconButton, Typography } from '@mui/material'
import { ImagePlus, X } from 'lucide-react'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider, ImageSet } from '../dataProvider'
import { colors } from '../theme'
import { thumbnailUrl } from './post'

const MAX_BYTES = 5 * 1024 * 1024

/** Featured image: checked in the browser first, then re-checked and resized by the server. */
export function ImageUpload({
  value,
  alt,
  error,
  onChange,
  label = 'mapleserve.posts.image.label',
}: {
  value: ImageSet | null
  alt: string
  error?: string
  onChange: (image: ImageSet | null) => void
  /** Its heading (a translation key): the featured image by default, e.g. the social image in the SEO panel. */
  label?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const labelId = useId()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState('')

  async function upload(file: File) {
    setProblem('')
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return fail('mapleserve.posts.image.invalid_type')
    if (file.size > MAX_BYTES) return fail('mapleserve.posts.image.too_large')
    setUploading(true)
    try {
      onChange(await dataProvider.uploadImage(file, alt))
    } catch (err) {
      fail(err instanceof Error && err.message ? err.message : 'mapleserve.posts.image.upload_failed')
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  function fail(message: string) {
    setProblem(message)
    notify(message, { type: 'error' })
  }

  const shownKey = problem || error
  const shown = shownKey ? translate(shownKey, { _: shownKey }) : ''
  const preview = value ? (value.sources.find((s) => s.width >= 480)?.url ?? thumbnailUrl(value)) : ''
  return (
    <Box>
      <Typography component="span" sx={{ display: 'block', fontWeight: 600, mb: 1 }} id={labelId}>
        {translate(label)}
      </Typography>
      {value ? (
        <Box sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%' }}>
          <img
            src={preview}
            alt={translate('mapleserve.posts.image.preview')}
            style={{
              display: 'block',
              maxWidth: '100%',
              width: 480,
              aspectRatio: `${value.width} / ${value.height}`,
              objectFit: 'cover',
              borderRadius: 10,
            }}
          />
          <IconButton
            onClick={() => onChange(null)}
            aria-label={translate('mapleserve.posts.image.remove')}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'rgb(255 255 255 / 0.92)',
              width: 44,
              height: 44,
              '&:hover': { bgcolor: '#fff' },
            }}
          >
            <X size={20} />
          </IconButton>
        </Box>
      ) : (
        <Box
          sx={{
            border: '2px dashed',
            borderColor: shown ? 'error.main' : colors.line,
            borderRadius: 3,
            p: 4,
            textAlign: 'center',
            bgcolor: colors.sand,
          }}
        >
          <ImagePlus size={36} color={colors.muted} aria-hidden="true" />
          <Typography color="text.secondary" sx={{ my: 1 }}>
            {translate('mapleserve.posts.image.hint')}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => input.current?.click()}
            disabled={uploading}
            aria-describedby={labelId}
          >
            {translate(uploading ? 'mapleserve.posts.image.uploading' : 'mapleserve.posts.image.choose')}
          </Button>
        </Box>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        hidden
        data-testid="image-input"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
      />
      {shown ? (
        <Typography role="alert" color="error" sx={{ fontSize: '0.875rem', mt: 1 }}>
          {shown}
        </Typography>
      ) : null}
    </Box>
  )
}
