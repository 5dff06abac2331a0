import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Box, Button, TextField } from '@mui/material'
import { HttpError, useDataProvider, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import type { AdminDataProvider } from '../dataProvider'
import { Loading } from '../common/Loading'
import { AuthCard } from './AuthCard'

/** The token travels in the link's #fragment, which browsers never send to a server or in a Referer. */
function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? ''
}

/** /admin/reset-password#token=...: the emailed link's page, a new password (twice). */
export function ResetPasswordPage() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [token] = useState(tokenFromHash)
  const [state, setState] = useState<'checking' | 'valid' | 'invalid' | 'done'>('checking')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [fieldError, setFieldError] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    dataProvider
      .checkPasswordReset(token)
      .then(() => live && setState('valid'))
      .catch(() => live && setState('invalid'))
    return () => {
      live = false
    }
  }, [dataProvider, token])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError('')
    setFieldError('')
    if (password !== confirm) return setFieldError(translate('shell.reset.mismatch'))
    setBusy(true)
    try {
      await dataProvider.completePasswordReset(token, password)
      setState('done')
    } catch (err) {
      const errors = err instanceof HttpError ? (err.body as { errors?: Record<string, string> })?.errors : undefined
      if (errors?.token) setState('invalid')
      else if (errors?.password) setFieldError(errors.password)
      else setError(err instanceof Error && err.message ? err.message : translate('mapleserve.login.failed'))
    } finally {
      setBusy(false)
    }
  }

  if (state === 'checking') return <Loading />
  return (
    <AuthCard
      title={translate('shell.reset.title')}
      subtitle={state === 'valid' ? translate('shell.reset.intro') : undefined}
    >
      {state === 'invalid' ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {translate('shell.reset.invalid')}
        </Alert>
      ) : null}
      {state === 'done' ? (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('shell.reset.done')}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {state === 'valid' ? (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={translate('shell.reset.password')}
            type="password"
            name="password"
            autoComplete="new-password"
            required
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError || undefined}
          />
          <TextField
            label={translate('shell.reset.confirm')}
            type="password"
            name="confirm"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('shell.reset.save')}
          </Button>
        </Box>
      ) : null}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center', gap: 1, flexWrap: 'wrap' }}>
        {state === 'invalid' ? (
          <Button component={Link} to="/admin/forgot-password" variant="contained">
            {translate('shell.reset.ask_again')}
          </Button>
        ) : null}
        <Button component={Link} to="/admin">
          {translate('shell.forgot.back')}
        </Button>
      </Box>
    </AuthCard>
  )
}
