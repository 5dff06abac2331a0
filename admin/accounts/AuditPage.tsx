import {
  Datagrid,
  DateInput,
  FilterButton,
  FunctionField,
  List,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin'
import { DateTimeField } from '../common/DateTimeField'
import { PageHeader } from '../common/PageHeader'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'
import { localizeDevice } from './device'
import { AUDIT_ACTIONS } from '../../shared/audit-actions'

const actionKey = (action: string) => `accounts.audit.actions.${action.replace('.', '_')}`

function AuditActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ServerCsvExportButton href="/api/admin/audit.csv" />
    </TopToolbar>
  )
}

/** /admin/audit (administrators): who did what, when and from where; filters and CSV export. */
export function AuditPage() {
  const translate = useTranslate()
  const filters = [
    <TextInput key="q" source="q" label="accounts.audit.search" alwaysOn sx={{ minWidth: { sm: 320 } }} />,
    <SelectInput
      key="action"
      source="action"
      label="accounts.audit.action"
      choices={AUDIT_ACTIONS.map((id) => ({ id, name: actionKey(id) }))}
    />,
    <DateInput key="since" source="since" label="accounts.audit.since" />,
    <DateInput key="until" source="until" label="accounts.audit.until" />,
  ]
  return (
    <>
      <PageHeader title={translate('accounts.audit.title')} subtitle={translate('accounts.audit.subtitle')} />
      <List
        resource="audit"
        filters={filters}
        actions={<AuditActions />}
        sort={{ field: 'at', order: 'DESC' }}
        perPage={25}
        title={translate('accounts.audit.title')}
        disableSyncWithLocation
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateTimeField source="at" label="accounts.audit.at" />
          <FunctionField
            source="action"
            label="accounts.audit.action"
            render={(r: { action: string }) => translate(actionKey(r.action), { _: r.action })}
          />
          <TextField source="actorEmail" label="accounts.audit.actor" emptyText="—" />
          <TextField source="target" label="accounts.audit.target" emptyText="—" sortable={false} />
          <TextField source="ip" label="accounts.audit.ip" emptyText="—" sortable={false} />
          <FunctionField
            source="device"
            label="accounts.audit.device"
            sortable={false}
            render={(r: { device: string | null }) => localizeDevice(r.device, translate)}
          />
        </Datagrid>
      </List>
    </>
  )
}
