import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material'
import { useEffect, useState } from 'react'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { useWarnWhenDirty } from '../common/useWarnWhenDirty'

export interface RedirectDraft {
  id?: number
  from: string
  to: string
}

/** The public pages a redirect can point to, from the sitemap (both languages, every published post). */
function useSitePaths(open: boolean): string[] {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [paths, setPaths] = useState<string[]>([])
  useEffect(() => {
    if (!open || paths.length) return
    dataProvider
      .sitePaths()
      .then(setPaths)
      .catch(() => setPaths([]))
  }, [dataProvider, open, paths.length])
  return paths
}

function messageOf(error: unknown): string {
  const body = (error as { body?: { message?: unknown } }).body
  if (typeof body?.message === 'string') return body.message
  return error instanceof Error ? error.message : String(error)
}

/** Add or edit a redirect; the destination field suggests every page of the sitemap, and takes any text. */
export function RedirectDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: RedirectDraft | null
  onClose: () => void
  onSaved: () => void
}) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  useWarnWhenDirty(draft !== null && (from !== (draft.from ?? '') || to !== (draft.to ?? '')))
  const paths = useSitePaths(draft !== null)

  useEffect(() => {
    setFrom(draft?.from ?? '')
    setTo(draft?.to ?? '')
    setError(null)
  }, [draft])

  async function save() {
    setSaving(true)
    setError(null)
    try {
      const data = { from, to }
      if (draft?.id) await dataProvider.update('redirects', { id: draft.id, data, previousData: { id: draft.id } })
      else await dataProvider.create('redirects', { data })
      notify(translate('redirects.saved', { from, to }), { type: 'success' })
      onSaved()
    } catch (e) {
      setError(messageOf(e))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={draft !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(draft?.id ? 'redirects.dialog.edit_title' : 'redirects.dialog.add_title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label={translate('redirects.dialog.from')} value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          label={translate('redirects.dialog.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ htmlInput: { list: 'redirect-targets' } }}
        />
        <datalist id="redirect-targets">
          {paths.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('redirects.dialog.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !from || !to}>
          {translate('redirects.dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
