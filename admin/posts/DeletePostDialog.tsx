import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
import { useTranslate } from 'react-admin'
import type { PostRecord } from './post'

export function DeletePostDialog({
  post,
  busy,
  onCancel,
  onConfirm,
}: {
  post: PostRecord | null
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const translate = useTranslate()
  return (
    <Dialog
      open={post !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-post-title"
      aria-describedby="delete-post-text"
    >
      <DialogTitle id="delete-post-title">{translate('mapleserve.posts.delete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-post-text">
          {translate('mapleserve.posts.delete.confirm', { title: post?.title ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {translate('ra.action.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
