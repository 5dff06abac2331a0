import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { dataProvider } from '../dataProvider'
import { verifySecondFactor } from './api'

/** The second step of sign-in (after the password): a six-digit code, or a recovery code. */
export function SecondFactorForm({ onDone }: { onDone: () => Promise<void> }) {
  const translate = useTranslate()
  const [recovery, setRecovery] = useState(false)
  const [value, setValue] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      // The plain provider, not useDataProvider's: a wrong code answers 401, which react-admin's wrapper
      // would take for a lost session and send the visitor back to the password step.
      await verifySecondFactor(dataProvider, recovery ? { recoveryCode: value } : { code: value })
      await onDone()
    } catch (err) {
      const status = (err as { status?: number }).status
      setError(
        status === 401
          ? translate('accounts.two_factor.wrong_code')
          : translate(String((err as Error).message), { _: (err as Error).message }),
      )
      setBusy(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">
        {translate(recovery ? 'accounts.two_factor.recovery_prompt' : 'accounts.two_factor.code_prompt')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <TextField
        label={translate(recovery ? 'accounts.two_factor.recovery_code' : 'accounts.two_factor.code')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoComplete="one-time-code"
        autoFocus
        required
        slotProps={{
          htmlInput: recovery ? { maxLength: 64 } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !value}>
        {translate('accounts.two_factor.verify')}
      </Button>
      <Link
        component="button"
        type="button"
        onClick={() => {
          setRecovery((r) => !r)
          setValue('')
          setError('')
        }}
      >
        {translate(recovery ? 'accounts.two_factor.use_code' : 'accounts.two_factor.use_recovery')}
      </Link>
    </Box>
  )
}
