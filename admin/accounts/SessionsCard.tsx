import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material'
import { useLocaleState, useNotify, useTranslate } from 'react-admin'
import { accountFetch, type AccountSession } from './api'
import { localizeDevice } from './device'

/** Settings: this user's signed-in sessions, each with "sign out", and "sign out everywhere else". */
export function SessionsCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const [locale] = useLocaleState()
  const [sessions, setSessions] = useState<AccountSession[] | null>(null)
  const [error, setError] = useState('')

  const refresh = () =>
    accountFetch<AccountSession[]>('/sessions')
      .then(setSessions)
      .catch(() => setError(translate('accounts.errors.failed')))
  useEffect(() => {
    accountFetch<AccountSession[]>('/sessions')
      .then(setSessions)
      .catch(() => setSessions([]))
  }, [])

  async function end(path: string, method: string) {
    try {
      await accountFetch(path, method)
      notify('accounts.sessions.ended', { type: 'info' })
    } catch {
      setError(translate('accounts.errors.failed'))
    }
    await refresh()
  }

  const when = (iso: string) => new Date(iso).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA')
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
