import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import { useWarnWhenDirty } from '../common/useWarnWhenDirty'
import type { AdminDataProvider } from '../dataProvider'
import { loadMe } from '../session'

interface Setup {
  secret: string
  qr: string
}

/**
 * Settings: turn two-factor sign-in on (QR code made by the server, then a first code) or off (the
 * password and a current code or a recovery code: a stolen session alone cannot turn it off).
 */
export function TwoFactorCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [status, setStatus] = useState<{ enabled: boolean; recoveryCodesLeft: number } | null>(null)
  const [setup, setSetup] = useState<Setup | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [value, setValue] = useState('')
  const [disableCode, setDisableCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  useWarnWhenDirty(Boolean(value || disableCode))

  const refresh = () =>
    dataProvider
      .account<{ enabled: boolean; recoveryCodesLeft: number }>('/2fa')
      .then(setStatus)
      .catch(() => setStatus(null))
  useEffect(() => {
    dataProvider
      .account<{ enabled: boolean; recoveryCodesLeft: number }>('/2fa')
      .then(setStatus)
      .catch(() => setStatus(null))
  }, [dataProvider])

  async function run(action: () => Promise<void>) {
    setBusy(true)
    setError('')
    try {
      await action()
    } catch (err) {
      const message = err instanceof Error ? err.message : 'accounts.errors.failed'
      setError(translate(message, { _: message }))
    } finally {
      setBusy(false)
    }
  }

  const start = () => run(async () => setSetup(await dataProvider.account<Setup>('/2fa/setup', 'POST')))
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    return run(async () => {
      const body = await dataProvider.account<{ recoveryCodes: string[] }>('/2fa/enable', 'POST', { code: value })
      setCodes(body.recoveryCodes)
      setSetup(null)
      setValue('')
      await loadMe(true)
      await refresh()
      notify('accounts.two_factor.enabled', { type: 'success' })
    })
  }
  const disable = (event: FormEvent) => {
    event.preventDefault()
    return run(async () => {
      // Six digits are a code from the app; anything else is taken as a recovery code.
      const code = disableCode.replace(/\s/g, '')
      const proof = /^\d{6}$/.test(code) ? { code } : { recoveryCode: disableCode.trim() }
      await dataProvider.account('/2fa/disable', 'POST', { password: value, ...proof })
      setValue('')
      setDisableCode('')
      setCodes(null)
      await refresh()
      notify('accounts.two_factor.disabled', { type: 'info' })
    })
  }

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('accounts.two_factor.title')}
        </Typography>
        <Typography color="text.secondary">
          {status?.enabled
            ? translate('accounts.two_factor.on', { count: status.recoveryCodesLeft })
            : translate('accounts.two_factor.off')}
        </Typography>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {codes ? (
          <Alert severity="warning">
            <Typography sx={{ mb: 1 }}>{translate('accounts.two_factor.codes_once')}</Typography>
            <Box component="ul" data-testid="recovery-codes" sx={{ fontFamily: 'monospace', columns: 2, m: 0, pl: 3 }}>
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </Box>
          </Alert>
        ) : null}
        {!status?.enabled && !setup ? (
          <Box>
            <Button variant="contained" onClick={() => void start()} disabled={busy || !status}>
              {translate('accounts.two_factor.start')}
            </Button>
          </Box>
        ) : null}
        {setup ? (
          <Box component="form" onSubmit={confirm} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
            <Typography>{translate('accounts.two_factor.scan')}</Typography>
            <Box
              component="img"
              src={setup.qr}
              alt={translate('accounts.two_factor.qr_alt')}
              sx={{ width: 200, height: 200 }}
            />
            <Typography variant="body2">
              {translate('accounts.two_factor.secret')}{' '}
              <Box component="code" data-testid="totp-secret" sx={{ wordBreak: 'break-all' }}>
                {setup.secret}
              </Box>
            </Typography>
            <TextField
              label={translate('accounts.two_factor.code')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy || value.length < 6}>
                {translate('accounts.two_factor.confirm')}
              </Button>
            </Box>
          </Box>
        ) : null}
        {status?.enabled ? (
          <Box component="form" onSubmit={disable} sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
            <TextField
              label={translate('accounts.two_factor.password_to_disable')}
              type="password"
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
            <TextField
              label={translate('accounts.two_factor.code_to_disable')}
              autoComplete="one-time-code"
              value={disableCode}
              onChange={(e) => setDisableCode(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 64 } }}
            />
            <Box>
              <Button type="submit" variant="outlined" color="error" disabled={busy || !value || !disableCode.trim()}>
                {translate('accounts.two_factor.disable')}
              </Button>
            </Box>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  )
}
