import { useState, type FormEvent } from 'react'
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { useWarnWhenDirty } from '../common/useWarnWhenDirty'

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword'

/** Change own password: the current one is required; other sessions of this user end. */
export function ChangePasswordCard() {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const message = (text: string | undefined) => (text ? translate(text, { _: text }) : undefined)
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [busy, setBusy] = useState(false)
  useWarnWhenDirty(Object.values(values).some(Boolean))

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={translate(label)}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[name]}
      onChange={(e) => {
        setValues((v) => ({ ...v, [name]: e.target.value }))
        setErrors((er) => ({ ...er, [name]: undefined }))
      }}
      error={Boolean(errors[name])}
      helperText={message(errors[name]) ?? (name === 'newPassword' ? translate('mapleserve.password.hint') : undefined)}
    />
  )

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!values.currentPassword) found.currentPassword = 'mapleserve.password.current_required'
    if (values.newPassword.length < 12) found.newPassword = 'mapleserve.password.too_short'
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = 'mapleserve.password.mismatch'
    if (Object.keys(found).length) return setErrors(found)
    setBusy(true)
    try {
      await dataProvider.changePassword(values.currentPassword, values.newPassword)
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' })
      notify('mapleserve.password.changed', { type: 'success' })
    } catch (error) {
      const body = (error as { body?: { errors?: Partial<Record<Field, string>> } }).body
      setErrors(body?.errors ?? {})
      notify(error instanceof Error && error.message ? error.message : 'mapleserve.password.failed', {
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
          {translate('mapleserve.password.title')}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 440 }}>
          {field('currentPassword', 'mapleserve.password.current', 'current-password')}
          {field('newPassword', 'mapleserve.password.new', 'new-password')}
          {field('confirmPassword', 'mapleserve.password.confirm', 'new-password')}
          <Box>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(busy ? 'mapleserve.app.saving' : 'mapleserve.password.submit')}
            </Button>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
