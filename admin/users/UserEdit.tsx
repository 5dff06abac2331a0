import { Box, Divider, Typography } from '@mui/material'
import {
  BooleanInput,
  DeleteButton,
  Edit,
  ListButton,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  minLength,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { UserSecurityActions } from '../accounts/UserSecurityActions'
import { PageHeader } from '../common/PageHeader'
import { PublicProfileInputs } from './PublicProfileInputs'
import { roleChoices, type UserRecord } from './user'

const validatePassword = [minLength(12, 'profiles.users.password_too_short')]

function Header() {
  const user = useRecordContext<UserRecord>()
  const translate = useTranslate()
  return (
    <PageHeader
      title={translate('profiles.users.edit_title', { email: user?.email ?? '' })}
      subtitle={translate('mapleserve.users.subtitle')}
      actions={<ListButton label="profiles.users.back" />}
    />
  )
}

function EditToolbar() {
  return (
    <Toolbar sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <SaveButton label="profiles.users.save" />
      <DeleteButton mutationMode="undoable" redirect="list" successMessage="profiles.users.deleted" />
    </Toolbar>
  )
}

function SecurityActions() {
  const user = useRecordContext<UserRecord>()
  return user ? <UserSecurityActions userId={user.id} /> : null
}

/**
 * /admin/users/:id (administrators): role, sign-in, a password reset and the public profile, saved
 * pessimistically so the server's checks (last administrator, password strength) show on the fields.
 */
export function UserEdit() {
  const translate = useTranslate()
  return (
    <Edit<UserRecord>
      resource="users"
      mutationMode="pessimistic"
      redirect={false}
      title={false}
      actions={false}
      component="div"
      transform={(data: UserRecord & { password?: string | null }) => ({
        ...data,
        password: data.password || undefined,
      })}
    >
      <Header />
      <SimpleForm
        warnWhenUnsavedChanges
        toolbar={<EditToolbar />}
        sx={{ bgcolor: 'background.paper', borderRadius: 2 }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('profiles.users.account')}
        </Typography>
        <TextInput source="email" label="resources.users.fields.email" disabled />
        <SelectInput source="role" label="resources.users.fields.role" choices={roleChoices} />
        <BooleanInput
          source="disabled"
          label="resources.users.fields.disabled"
          format={(v: unknown) => !v}
          parse={(v: unknown) => !v}
        />
        <PasswordInput
          source="password"
          label="profiles.users.new_password"
          autoComplete="new-password"
          helperText="profiles.users.new_password_help"
          validate={validatePassword}
        />
        <SecurityActions />
        <Divider flexItem sx={{ my: 2 }} />
        <Box sx={{ width: '100%' }}>
          <PublicProfileInputs help="profiles.profile.help_user" />
        </Box>
      </SimpleForm>
    </Edit>
  )
}
