import { Box, Button } from '@mui/material'
import { createContext, useContext } from 'react'
import { useDataProvider, useNotify, useRecordContext, useSaveContext, useTranslate } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { NewDraftContext } from './useAutosave'
import type { PostRecord } from './post'

/** What a save does once answered: the list on success; the reason kept on screen on failure. */
export interface SaveOutcome {
  onSuccess: (post: PostRecord) => void
  onError: (error: unknown) => void
}

export const SaveOutcomeContext = createContext<SaveOutcome | null>(null)

function isFuture(value: unknown): boolean {
  if (!value) return false
  const time = new Date(value as string).getTime()
  return !Number.isNaN(time) && time > Date.now()
}

/** The spec's two buttons; Publish reads Schedule when a future publish time is set. */
export function SaveButtons() {
  const translate = useTranslate()
  const notify = useNotify()
  const record = useRecordContext<PostRecord>()
  const { save, saving } = useSaveContext()
  const { handleSubmit, setError, getValues } = useFormContext()
  const draft = useContext(NewDraftContext)
  const dataProvider = useDataProvider()
  const options = useContext(SaveOutcomeContext)!
  const publishAt = useWatch({ name: 'publish_at' }) as unknown
  const scheduling = isFuture(publishAt)
  const submit = (published: boolean) =>
    handleSubmit(
      async (values) => {
        if (!imageSet()) return
        // A new post its first autosave already created: saving updates that draft.
        if (!record && draft?.current) {
          try {
            const { data } = await dataProvider.update<PostRecord>('posts', {
              id: draft.current,
              data: { ...values, published },
              previousData: values as PostRecord,
            })
            options.onSuccess(data)
          } catch (error) {
            const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}
            for (const [field, message] of Object.entries(fields)) setError(field, { type: 'server', message })
            options.onError(error)
          }
          return
        }
        const errors = (await save?.({ ...values, published })) as Record<string, string> | undefined
        for (const [field, message] of Object.entries(errors ?? {})) setError(field, { type: 'server', message })
      },
      () => {
        imageSet()
        notify('mapleserve.posts.form.required', { type: 'error' })
      },
    )
  // Spec section 5: 'Image is required' shows with the other fields' errors.
  const imageSet = () => {
    if (getValues('image')) return true
    setError('image', { type: 'required', message: 'mapleserve.posts.form.image_required' })
    notify('mapleserve.posts.form.required', { type: 'error' })
    return false
  }
  const label = scheduling
    ? 'editorial.schedule.button'
    : record?.published
      ? 'mapleserve.posts.form.update_publish'
      : 'mapleserve.posts.form.publish'
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" color="inherit" disabled={saving} onClick={() => void submit(false)()}>
        {translate('mapleserve.posts.form.save_draft')}
      </Button>
      <Button variant="contained" disabled={saving} onClick={() => void submit(true)()}>
        {translate(label)}
      </Button>
    </Box>
  )
}
