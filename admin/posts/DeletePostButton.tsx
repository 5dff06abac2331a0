import { Button, IconButton } from '@mui/material'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useDeleteController, useRecordContext, useTranslate } from 'react-admin'
import { DeletePostDialog } from './DeletePostDialog'
import type { PostRecord } from './post'

/**
 * The spec's Delete button and 'Delete Blog Post' dialog; the delete itself is react-admin's
 * undoable one: the post leaves the screen at once with an Undo notification, and the DELETE
 * (image files, cache purge) only reaches the server when the notification closes without Undo.
 */
export function DeletePostButton({
  redirectToList = false,
  compact = false,
}: {
  redirectToList?: boolean
  /** An icon button (named Delete), for a phone's list row. */
  compact?: boolean
}) {
  const translate = useTranslate()
  const record = useRecordContext<PostRecord>()
  const [open, setOpen] = useState(false)
  const { handleDelete, isPending } = useDeleteController<PostRecord>({
    record,
    resource: 'posts',
    mutationMode: 'undoable',
    successMessage: 'mapleserve.posts.list.deleted',
    redirect: redirectToList ? () => '/blogs' : false,
  })
  if (!record) return null
  return (
    <>
      {compact ? (
        <IconButton
          onClick={() => setOpen(true)}
          color="error"
          aria-label={translate('ra.action.delete')}
          title={translate('ra.action.delete')}
          disabled={isPending}
        >
          <Trash2 size={18} />
        </IconButton>
      ) : (
        <Button
          onClick={() => setOpen(true)}
          variant="outlined"
          color="error"
          startIcon={<Trash2 size={16} />}
          disabled={isPending}
        >
          {translate('ra.action.delete')}
        </Button>
      )}
      <DeletePostDialog
        post={open ? record : null}
        busy={isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false)
          handleDelete()
        }}
      />
    </>
  )
}
