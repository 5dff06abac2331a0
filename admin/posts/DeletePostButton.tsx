import { Button } from '@mui/material'
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
export function DeletePostButton({ redirectToList = false }: { redirectToList?: boolean }) {
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
      <Button
        onClick={() => setOpen(true)}
        variant="outlined"
        color="error"
        startIcon={<Trash2 size={16} />}
        disabled={isPending}
      >
        {translate('ra.action.delete')}
      </Button>
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
