import { Box, Button, Card, CardContent, TextField } from '@mui/material'
import { useState } from 'react'
import { Confirm, EditButton, useNotify, useRefresh, useTranslate } from 'react-admin'
import { newsletterApi, type Newsletter } from './api'

/** A local date-time for <input type="datetime-local">, an hour from now. */
function inAnHour(): string {
  const d = new Date(Date.now() + 60 * 60_000)
  d.setSeconds(0, 0)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** Edit, send a test to me, schedule, send now, cancel: what the state allows. */
export function Actions({ record }: { record: Newsletter }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [at, setAt] = useState(inAnHour)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const editable = record.status === 'draft' || record.status === 'scheduled'

  async function run(action: () => Promise<unknown>, done: string | ((result: unknown) => string)) {
    setBusy(true)
    try {
      const result = await action()
      notify(typeof done === 'string' ? translate(done) : done(result), { type: 'success' })
      refresh()
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {editable && <EditButton record={record} resource="newsletters" label="newsletters.actions.edit" />}
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            run(
              () => newsletterApi.test(record.id),
              (r) => translate('newsletters.actions.test_sent', { email: (r as { to: string }).to }),
            )
          }
        >
          {translate('newsletters.actions.test')}
        </Button>
        {editable && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              type="datetime-local"
              size="small"
              label={translate('newsletters.actions.schedule_at')}
              value={at}
              onChange={(e) => setAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              disabled={busy || !at}
              onClick={() =>
                run(
                  () => newsletterApi.schedule(record.id, new Date(at).toISOString()),
                  'newsletters.actions.scheduled',
                )
              }
            >
              {translate('newsletters.actions.schedule')}
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>
              {translate('newsletters.actions.send_now')}
            </Button>
          </Box>
        )}
        {(editable || record.status === 'sending') && record.status !== 'draft' && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => run(() => newsletterApi.cancel(record.id), 'newsletters.actions.cancelled')}
          >
            {translate('newsletters.actions.cancel')}
          </Button>
        )}
        <Confirm
          isOpen={confirming}
          title="newsletters.actions.send_now"
          content="newsletters.actions.send_confirm"
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            void run(() => newsletterApi.sendNow(record.id), 'newsletters.actions.sending')
          }}
        />
      </CardContent>
    </Card>
  )
}
