import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material'
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
  return (
    <Dialog
      open={post !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-post-title"
      aria-describedby="delete-post-text"
    >
      <DialogTitle id="delete-post-title">Delete Blog Post</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-post-text">
          Are you sure you want to delete "{post?.title}"? This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  )
}
