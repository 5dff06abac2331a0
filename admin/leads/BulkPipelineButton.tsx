import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material'
import { useState } from 'react'
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll, useUpdateMany } from 'react-admin'
import { statusChoices } from './lead'
import { useLeadOwners } from './owners'

/** Bulk assign (mode 'owner') or bulk status (mode 'status') for the selected leads. */
export function BulkPipelineButton({ mode }: { mode: 'owner' | 'status' }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const unselectAll = useUnselectAll('leads')
  const { selectedIds } = useListContext()
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState('')
  // Lost needs a reason (the server refuses Lost without one): asked here, kept on every lead.
  const [reason, setReason] = useState('')
  const losing = mode === 'status' && value === 'lost'
  const users = useLeadOwners(mode === 'owner')
  const [updateMany, { isPending }] = useUpdateMany()
  const label = translate(mode === 'owner' ? 'desk.bulk.assign' : 'desk.bulk.set_status')
  const choices =
    mode === 'owner'
      ? (users.data ?? []).filter((u) => !u.disabled).map((u) => ({ id: String(u.id), name: String(u.email) }))
      : statusChoices(translate)
  const apply = () =>
    updateMany(
      'leads',
      {
        ids: selectedIds,
        data:
          mode === 'owner'
            ? { ownerId: Number(value) }
            : losing
              ? { status: value, lostReason: reason.trim() }
              : { status: value },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(mode === 'owner' ? 'desk.bulk.assigned' : 'desk.bulk.updated', { type: 'success' })
          setOpen(false)
          setReason('')
          unselectAll()
          refresh()
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    )
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`bulk-${mode}`}>
        <DialogTitle id={`bulk-${mode}`}>{label}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            sx={{ mt: 1, minWidth: 280 }}
            label={translate(mode === 'owner' ? 'desk.fields.owner' : 'desk.fields.status')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {losing ? (
            <TextField
              fullWidth
              required
              sx={{ mt: 2 }}
              label={translate('desk.fields.lostReason')}
              helperText={translate('desk.bulk.lost_help')}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!value || (losing && !reason.trim()) || isPending} onClick={apply}>
            {translate('desk.bulk.apply')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
