import { FormControlLabel, MenuItem, Switch, TextField } from '@mui/material'
import { useGetIdentity, useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin'
import { roleChoices, type UserRecord } from './user'

/** Role and sign-in switch right in the list, as before the rebuild: each change saved at once (pessimistic). */
function useUserChange() {
  const [update] = useUpdate<UserRecord>()
  const notify = useNotify()
  return (user: UserRecord, patch: Partial<Pick<UserRecord, 'role' | 'disabled'>>) =>
    update(
      'users',
      { id: user.id, data: patch, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('mapleserve.users.updated', { type: 'success' }),
        onError: (err) =>
          notify(err instanceof Error && err.message ? err.message : 'mapleserve.users.update_failed', {
            type: 'error',
          }),
      },
    )
}

export function RoleSelect() {
  const user = useRecordContext<UserRecord>()
  const translate = useTranslate()
  const change = useUserChange()
  if (!user) return null
  return (
    <TextField
      select
      size="small"
      label={translate('resources.users.fields.role')}
      value={user.role}
      onChange={(e) => change(user, { role: e.target.value as UserRecord['role'] })}
      // Wide enough for “Administrateur”.
      sx={{ width: 170 }}
    >
      {roleChoices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {translate(c.name)}
        </MenuItem>
      ))}
    </TextField>
  )
}

export function SignInSwitch() {
  const user = useRecordContext<UserRecord>()
  const translate = useTranslate()
  const change = useUserChange()
  if (!user) return null
  return (
    <FormControlLabel
      control={<Switch checked={!user.disabled} onChange={(e) => change(user, { disabled: !e.target.checked })} />}
      label={translate('resources.users.fields.disabled')}
    />
  )
}

/** The email, "(you)" on one's own row, and Active / Disabled. */
export function UserSummary() {
  const user = useRecordContext<UserRecord>()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  if (!user) return null
  return (
    <>
      {/* The address stays whole (the table scrolls on a phone); "(you)" may go to the next line. */}
      <span style={{ fontWeight: 600 }}>
        <span style={{ whiteSpace: 'nowrap' }}>{user.email}</span>
        {identity?.id === user.id ? ` ${translate('mapleserve.users.you')}` : ''}
      </span>
      <br />
      <span style={{ opacity: 0.7, fontSize: '0.875rem' }}>
        {translate(user.disabled ? 'mapleserve.users.disabled' : 'mapleserve.users.active')}
      </span>
    </>
  )
}
