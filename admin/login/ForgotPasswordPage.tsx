import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, TextField } from '@mui/material'
import { useDataProvider, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import type { AdminDataProvider } from '../dataProvider'
import { AuthCard } from './AuthCard'

/** /admin/forgot-password: asks for a reset link; the answer is the same whether the address has an account. */
export function ForgotPasswordPage() {
  const translate = useTranslate()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await dataProvider.requestPasswordReset(email)
      setSent(true)
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate('mapleserve.login.failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={translate('shell.forgot.title')} subtitle={sent ? undefined : translate('shell.forgot.intro')}>
      {error ? (
        <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {sent ? (
        <Alert severity="success" role="status" sx={{ my: 2 }}>
          {translate('shell.forgot.sent')}
        </Alert>
      ) : (
        <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label={translate('mapleserve.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('shell.forgot.send')}
          </Button>
        </Box>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button component={Link} to="/admin">
          {translate('shell.forgot.back')}
        </Button>
      </Box>
    </AuthCard>
  )
}
