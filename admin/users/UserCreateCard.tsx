import { useState } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import {
  CreateBase,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  minLength,
  required,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin'
import { roleChoices } from './user'

const validateEmail = [required(), email('profiles.users.invalid_email')]
const validatePassword = [required(), minLength(12, 'profiles.users.password_too_short')]

/**
 * "Add a user": react-admin's Create (always pessimistic) with a SimpleForm laid out in one row;
 * the server's per-field refusals (in the admin's language) land under their fields.
 */
export function UserCreateCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [round, setRound] = useState(0)
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          {translate('mapleserve.users.add')}
        </Typography>
        <CreateBase
          key={round}
          resource="users"
          redirect={false}
          mutationOptions={{
            onSuccess: () => {
              notify('mapleserve.users.created', { type: 'success' })
              setRound((n) => n + 1)
              refresh()
            },
          }}
        >
          <SimpleForm
            warnWhenUnsavedChanges
            toolbar={false}
            defaultValues={{ role: 'editor' }}
            noValidate
            sx={{ p: 0 }}
          >
            <Box
              sx={{
                width: '100%',
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
                alignItems: 'start',
              }}
            >
              <TextInput source="email" type="email" label="resources.users.fields.email" validate={validateEmail} />
              <PasswordInput
                source="password"
                autoComplete="new-password"
                label="resources.users.fields.password"
                validate={validatePassword}
                helperText="mapleserve.users.password_hint"
              />
              <SelectInput
                source="role"
                label="resources.users.fields.role"
                choices={roleChoices}
                validate={required()}
              />
              <SaveButton label="mapleserve.users.create" icon={<></>} sx={{ height: 56, mt: 1 }} alwaysEnable />
            </Box>
          </SimpleForm>
        </CreateBase>
      </CardContent>
    </Card>
  )
}
