import { Box, Card } from '@mui/material'
import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  EditButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  WrapperField,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { UserSecurityActions } from '../accounts/UserSecurityActions'
import { PageHeader } from '../common/PageHeader'
import { UserCreateCard } from './UserCreateCard'
import { RoleSelect, SignInSwitch, UserSummary } from './UserInlineFields'
import { roleChoices, type UserRecord } from './user'

function SecurityActions() {
  const user = useRecordContext<UserRecord>()
  return user ? <UserSecurityActions userId={user.id} /> : null
}

/** Stop or allow sign-in for the selected accounts, or delete them (undoable for a few seconds). */
function UserBulkActions() {
  return (
    <>
      <BulkUpdateButton
        label="profiles.users.disable_selected"
        data={{ disabled: true }}
        mutationMode="pessimistic"
        successMessage="profiles.users.bulk_updated"
      />
      <BulkUpdateButton
        label="profiles.users.enable_selected"
        data={{ disabled: false }}
        mutationMode="pessimistic"
        successMessage="profiles.users.bulk_updated"
      />
      <BulkDeleteButton mutationMode="undoable" successMessage="profiles.users.deleted" />
    </>
  )
}

/** /admin/users (administrators): create accounts, set roles, disable; the server keeps one admin. */
export function UsersPage() {
  const translate = useTranslate()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('profiles.users.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('profiles.users.search') } }}
    />,
    <SelectInput
      key="role"
      source="role"
      alwaysOn
      label={false}
      emptyText="profiles.users.all_roles"
      choices={roleChoices}
      // Without a label the empty choice must show its text ("All roles"), or the box looks blank.
      slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': translate('profiles.users.all_roles') } }}
      sx={{ minWidth: 180 }}
    />,
  ]
  return (
    <>
      <PageHeader title={translate('mapleserve.users.title')} subtitle={translate('mapleserve.users.subtitle')} />
      {/* One column that may shrink: on a phone the table scrolls sideways instead of widening the page. */}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <UserCreateCard />
        <List<UserRecord>
          resource="users"
          title={false}
          filters={filters}
          actions={false}
          exporter={false}
          sort={{ field: 'email', order: 'ASC' }}
          perPage={100}
          pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
          empty={false}
          component={Card}
        >
          <Datagrid bulkActionButtons={<UserBulkActions />} rowClick={false}>
            <WrapperField source="email" label="resources.users.fields.email" sortable>
              <UserSummary />
            </WrapperField>
            <WrapperField source="role" label="resources.users.fields.role">
              <RoleSelect />
            </WrapperField>
            <WrapperField source="disabled" label="resources.users.fields.disabled">
              <SignInSwitch />
            </WrapperField>
            <WrapperField label={false}>
              <SecurityActions />
            </WrapperField>
            <EditButton label="profiles.users.edit" />
          </Datagrid>
        </List>
      </Box>
    </>
  )
}
