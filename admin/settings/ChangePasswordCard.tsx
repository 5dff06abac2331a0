import { useState, type FormEvent } from 'react'
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword'

/** Change own password: the current one is required; other sessions of this user end. */
export function ChangePasswordCard() {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }))
        setErrors((er) => ({ ...er, [name]: undefined }))
      }}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? (name === 'newPassword' ? 'At least 12 characters' : undefined)}
    />
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.currentPassword) found.currentPassword = 'Current password is required'
    if (values.newPassword.length < 12) found.newPassword = 'New password must be at least 12 characters'
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = 'The passwords do not match'
    if (Object.keys(found).length) return setErrors(found)
    setBusy(true)
    try {
      await dataProvider.changePassword(values.currentPassword, values.newPassword)
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' })
      notify('Your password has been changed. Other sessions were signed out.', { type: 'success' })
    } catch (error) {
      const body = (error as { body?: { errors?: Partial<Record<Field, string>> } }).body
      setErrors(body?.errors ?? {})
      notify(error instanceof Error && error.message ? error.message : 'Failed to change the password', {
        type: 'error',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          Change Password
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
          {field('currentPassword', 'Current Password', 'current-password')}
          {field('newPassword', 'New Password', 'new-password')}
          {field('confirmPassword', 'Confirm New Password', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving...' : 'Change Password'}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
