import { useEffect, useState } from 'react'
import { Alert, Box, Button } from '@mui/material'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { editorialApi, type Revision, type RevisionData } from './editorial-api'

const FIELDS: (keyof RevisionData)[] = [
  'title',
  'excerpt',
  'content',
  'meta_title',
  'meta_description',
  'canonical_url',
  'noindex',
]

function sameText(data: RevisionData, values: Record<string, unknown>): boolean {
  return FIELDS.every((field) => (data[field] ?? null) === (values[field] ?? null))
}

/**
 * On opening a post: text autosaved since its last save (a reload, another browser, a crash) is
 * offered with its time and author, to restore into the editor or discard. Nothing is offered when
 * the autosave holds what the post already says.
 */
export function AutosaveOffer({ postId }: { postId: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const { getValues, setValue } = useFormContext()
  const [offer, setOffer] = useState<Revision | null>(null)

  useEffect(() => {
    let current = true
    editorialApi
      .pendingAutosave(postId)
      .then((autosave) => {
        if (current && autosave && !sameText(autosave.data, getValues())) setOffer(autosave)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [postId]) // eslint-disable-line react-hooks/exhaustive-deps -- once per opened post

  if (!offer) return null
  const time = new Date(offer.createdAt).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const restore = () => {
    for (const field of FIELDS) setValue(field, offer.data[field], { shouldDirty: true, shouldValidate: true })
    setOffer(null)
    notify('editorial.revisions.restored', { type: 'info' })
  }
  const discard = () => {
    setOffer(null)
    editorialApi
      .discardAutosave(postId, offer.id)
      .catch(() => notify('editorial.autosave.discard_failed', { type: 'error' }))
  }
  return (
    <Alert
      severity="info"
      data-testid="autosave-offer"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" onClick={restore}>
            {translate('editorial.autosave.restore')}
          </Button>
          <Button size="small" variant="outlined" color="inherit" onClick={discard}>
            {translate('editorial.autosave.discard')}
          </Button>
        </Box>
      }
    >
      {translate('editorial.autosave.offer', { time, user: offer.user || '—' })}
    </Alert>
  )
}
