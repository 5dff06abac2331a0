import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material'
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import type { AccountSession } from './api'
import { localizeDevice } from './device'
import { formatDateTime } from '../common/dates'

/** Settings: this user's signed-in sessions, each with "sign out", and "sign out everywhere else". */
export function SessionsCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [locale] = useLocaleState()
  const [sessions, setSessions] = useState<AccountSession[] | null>(null)
  const [error, setError] = useState('')

  const refresh = () =>
    dataProvider
      .account<AccountSession[]>('/sessions')
      .then(setSessions)
      .catch(() => setError(translate('accounts.errors.failed')))
  useEffect(() => {
    dataProvider
      .account<AccountSession[]>('/sessions')
      .then(setSessions)
      .catch(() => setSessions([]))
  }, [dataProvider])

  async function end(path: string, method: string) {
    try {
      await dataProvider.account(path, method)
      notify('accounts.sessions.ended', { type: 'info' })
    } catch {
      setError(translate('accounts.errors.failed'))
    }
    await refresh()
  }

  const when = (iso: string) => formatDateTime(iso, locale)
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('accounts.sessions.title')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <List aria-label={translate('accounts.sessions.title')} data-testid="sessions">
          {(sessions ?? []).map((s) => (
            <ListItem
              key={s.id}
              divider
              sx={{ pr: { xs: 15, sm: 20 } }}
              secondaryAction={
                s.current ? (
                  <Chip size="small" color="success" label={translate('accounts.sessions.this_device')} />
                ) : (
                  <Button size="small" onClick={() => void end(`/sessions/${s.id}`, 'DELETE')}>
                    {translate('accounts.sessions.sign_out')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={localizeDevice(s.device, translate)}
                secondary={translate('accounts.sessions.details', { ip: s.ip, when: when(s.lastSeenAt) })}
              />
            </ListItem>
          ))}
        </List>
        <Box>
          <Button
            variant="outlined"
            disabled={!sessions || sessions.length < 2}
            onClick={() => void end('/sessions/end-others', 'POST')}
          >
            {translate('accounts.sessions.sign_out_others')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
