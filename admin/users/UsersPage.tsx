import { useState, type FormEvent } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  MenuItem,
  Switch,
  TextField,
  Typography,
  FormControlLabel,
} from '@mui/material'
import { useCreate, useGetIdentity, useGetList, useNotify, useTranslate, useUpdate } from 'react-admin'
import { UserSecurityActions } from '../accounts/UserSecurityActions'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'

interface UserRecord {
  id: number
  email: string
  role: 'admin' | 'editor'
  disabled: boolean
  createdAt: string
}

type NewUser = { email: string; password: string; role: 'admin' | 'editor' }

function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/** /admin/users (administrators): create accounts, set roles, disable; the server keeps one admin. */
export function UsersPage() {
  const notify = useNotify()
  const translate = useTranslate()
  const message = (text: string | undefined) => (text ? translate(text, { _: text }) : undefined)
  const { identity } = useGetIdentity()
  const { data, isPending, error, refetch } = useGetList<UserRecord>('users', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  })
  const [create, { isPending: creating }] = useCreate<UserRecord>()
  const [update] = useUpdate<UserRecord>()
  const [draft, setDraft] = useState<NewUser>({ email: '', password: '', role: 'editor' })
  const [errors, setErrors] = useState<Partial<Record<keyof NewUser, string>>>({})
  useNotifyOnError(error, 'mapleserve.users.load_failed')

  function change(user: UserRecord, patch: Partial<Pick<UserRecord, 'role' | 'disabled'>>) {
    update(
      'users',
      { id: user.id, data: patch, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('mapleserve.users.updated', { type: 'success' }),
        onError: (err) => notify(errorMessage(err, 'mapleserve.users.update_failed'), { type: 'error' }),
      },
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    create(
      'users',
      { data: draft },
      {
        onSuccess: () => {
          notify('mapleserve.users.created', { type: 'success' })
          setDraft({ email: '', password: '', role: 'editor' })
          setErrors({})
          refetch()
        },
        onError: (err) => {
          setErrors((err as { body?: { errors?: Record<string, string> } }).body?.errors ?? {})
          notify(errorMessage(err, 'mapleserve.users.create_failed'), { type: 'error' })
        },
      },
    )
  }

  return (
    <>
      <PageHeader title={translate('mapleserve.users.title')} subtitle={translate('mapleserve.users.subtitle')} />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card variant="outlined">
          <CardContent>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
              {translate('mapleserve.users.add')}
            </Typography>
            <Box
              component="form"
              onSubmit={submit}
              noValidate
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextField
                label={translate('resources.users.fields.email')}
                type="email"
                value={draft.email}
                onChange={(e) => setDraft({ ...draft, email: e.target.value })}
                error={Boolean(errors.email)}
                helperText={message(errors.email)}
              />
              <TextField
                label={translate('resources.users.fields.password')}
                type="password"
                autoComplete="new-password"
                value={draft.password}
                onChange={(e) => setDraft({ ...draft, password: e.target.value })}
                error={Boolean(errors.password)}
                helperText={message(errors.password) ?? translate('mapleserve.users.password_hint')}
              />
              <TextField
                select
                label={translate('resources.users.fields.role')}
                value={draft.role}
                onChange={(e) => setDraft({ ...draft, role: e.target.value as NewUser['role'] })}
              >
                <MenuItem value="editor">{translate('mapleserve.users.roles.editor')}</MenuItem>
                <MenuItem value="admin">{translate('mapleserve.users.roles.admin')}</MenuItem>
              </TextField>
              <Button type="submit" variant="contained" disabled={creating} sx={{ height: 56 }}>
                {translate('mapleserve.users.create')}
              </Button>
            </Box>
          </CardContent>
        </Card>
        <Card variant="outlined">
          {isPending ? (
            <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {(data ?? []).map((user) => (
                <Box
                  component="li"
                  key={user.id}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 2,
                    p: 2,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {user.email}
                      {identity?.id === user.id ? ` ${translate('mapleserve.users.you')}` : ''}
                    </Typography>
                    <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                      {translate(user.disabled ? 'mapleserve.users.disabled' : 'mapleserve.users.active')}
                    </Typography>
                  </Box>
                  <TextField
                    select
                    size="small"
                    label={translate('resources.users.fields.role')}
                    value={user.role}
                    onChange={(e) => change(user, { role: e.target.value as UserRecord['role'] })}
                    sx={{ width: 140 }}
                  >
                    <MenuItem value="editor">{translate('mapleserve.users.roles.editor')}</MenuItem>
                    <MenuItem value="admin">{translate('mapleserve.users.roles.admin')}</MenuItem>
                  </TextField>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={!user.disabled}
                        onChange={(e) => change(user, { disabled: !e.target.checked })}
                      />
                    }
                    label={translate('resources.users.fields.disabled')}
                  />
                  <UserSecurityActions userId={user.id} />
                </Box>
              ))}
            </Box>
          )}
        </Card>
      </Box>
    </>
  )
}
