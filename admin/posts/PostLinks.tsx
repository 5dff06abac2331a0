import { useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material'
import { Eye, ExternalLink } from 'lucide-react'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import { editorialApi, type PreviewLink } from './editorial-api'
import type { PostRecord } from './post'

/** The post's public address: /blog/{slug} for English posts, /fr/blog/{slug} for French ones. */
function publicPath(post: Pick<PostRecord, 'slug' | 'language'>): string {
  return `${post.language === 'fr' ? '/fr' : ''}/blog/${post.slug}`
}

/**
 * Preview: a signed link to the post as it will look (draft included) that a colleague opens
 * without an account for 24 h. View: the published post on the site.
 */
export function PostLinks({ post }: { post: PostRecord }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [link, setLink] = useState<PreviewLink | null>(null)
  const [busy, setBusy] = useState(false)
  const url = link ? `${window.location.origin}${link.path}` : ''

  const preview = async () => {
    setBusy(true)
    try {
      setLink(await editorialApi.postPreviewLink(post.id))
    } catch {
      notify('editorial.links.failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    notify('editorial.links.copied', { type: 'info' })
  }
  const until = link
    ? new Date(link.expiresAt).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : ''

  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="text" startIcon={<Eye size={18} />} disabled={busy} onClick={() => void preview()}>
        {translate('editorial.links.preview')}
      </Button>
      {post.published ? (
        <Button
          variant="text"
          component="a"
          href={publicPath(post)}
          target="_blank"
          rel="noopener"
          title={translate('editorial.links.view_title')}
          startIcon={<ExternalLink size={18} />}
        >
          {translate('editorial.links.view')}
        </Button>
      ) : null}
      <Dialog open={Boolean(link)} onClose={() => setLink(null)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('editorial.links.preview_title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{translate('editorial.links.preview_help', { time: until })}</Typography>
          <TextField
            value={url}
            label={translate('editorial.links.preview_title')}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'preview-link' } }}
            onFocus={(e) => e.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setLink(null)} color="inherit">
            {translate('editorial.links.close')}
          </Button>
          <Button onClick={() => void copy()}>{translate('editorial.links.copy')}</Button>
          <Button variant="contained" component="a" href={url} target="_blank" rel="noopener">
            {translate('editorial.links.open')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
