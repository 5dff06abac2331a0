import { useRef, useState } from 'react'
import { Avatar, Box, Button, Typography } from '@mui/material'
import { useDataProvider, useInput, useNotify, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { AdminDataProvider, ImageSet } from '../dataProvider'

const MAX_BYTES = 5 * 1024 * 1024

/**
 * The `avatar` field of a public profile: the file goes through the site's validated image upload
 * (POST /api/admin/images: magic bytes, 5 MB, re-encoded), and the answered image set is the value.
 */
export function AvatarInput() {
  const { field, fieldState } = useInput<ImageSet | null>({ source: 'avatar' })
  const publicName = useWatch({ name: 'publicName' }) as string | null | undefined
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const value = field.value
  const problem = fieldState.error?.message

  async function upload(file: File) {
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return notify('mapleserve.posts.image.invalid_type', { type: 'error' })
    if (file.size > MAX_BYTES) return notify('mapleserve.posts.image.too_large', { type: 'error' })
    setUploading(true)
    try {
      field.onChange(await dataProvider.uploadImage(file, publicName?.trim() || ''))
    } catch (err) {
      notify(err instanceof Error && err.message ? err.message : 'mapleserve.posts.image.upload_failed', {
        type: 'error',
      })
    } finally {
      setUploading(false)
      if (input.current) input.current.value = ''
    }
  }

  const smallest = value ? [...value.sources].sort((a, b) => a.width - b.width)[0]?.url : undefined
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', my: 1 }}>
      <Avatar src={smallest ?? value?.fallback} alt="" sx={{ width: 72, height: 72 }} />
      <Box>
        <Typography component="span" id="avatar-label" sx={{ display: 'block', fontWeight: 600, mb: 1 }}>
          {translate('profiles.profile.avatar')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            disabled={uploading}
            onClick={() => input.current?.click()}
            aria-describedby="avatar-label"
          >
            {translate(uploading ? 'mapleserve.posts.image.uploading' : 'profiles.profile.upload')}
          </Button>
          {value ? <Button onClick={() => field.onChange(null)}>{translate('profiles.profile.remove')}</Button> : null}
        </Box>
        {problem ? (
          <Typography role="alert" color="error" sx={{ fontSize: '0.875rem', mt: 1 }}>
            {translate(problem, { _: problem })}
          </Typography>
        ) : null}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        hidden
        data-testid="avatar-input"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void upload(file)
        }}
      />
    </Box>
  )
}
