import { Card, Typography } from '@mui/material'
import {
  Datagrid,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin'
import { DateTimeField } from '../common/DateTimeField'
import { PageHeader } from '../common/PageHeader'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'

interface SubscriberRecord {
  id: number
  email: string
  status: string
  createdAt: string
  confirmedAt: string | null
  /** The subscriber's language (their consent wording's): 'en' | 'fr'. */
  language: string
  /** The UTM campaign of the visit that signed up. */
  campaign: string
}

const statuses = ['pending', 'confirmed', 'unsubscribed'] as const

function Empty() {
  const translate = useTranslate()
  return (
    <Typography sx={{ textAlign: 'center', py: 8, fontWeight: 600 }}>
      {translate('mapleserve.records.nothing_found')}
    </Typography>
  )
}

/** /admin/subscribers (administrators): newsletter sign-ups, searchable, filterable, exportable as CSV. */
export function SubscribersPage() {
  const translate = useTranslate()
  const filters = [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('mapleserve.subscribers.search')}
      slotProps={{ htmlInput: { 'aria-label': translate('mapleserve.subscribers.search') } }}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label={false}
      emptyText="mapleserve.subscribers.all_statuses"
      choices={statuses.map((id) => ({ id, name: `mapleserve.subscribers.statuses.${id}` }))}
      // Without a label the empty choice must show its text ("All statuses"), or the box looks blank.
      slotProps={{
        select: { displayEmpty: true },
        htmlInput: { 'aria-label': translate('mapleserve.subscribers.all_statuses') },
      }}
      sx={{ minWidth: 220 }}
    />,
  ]
  return (
    <>
      <PageHeader
        title={translate('mapleserve.subscribers.title')}
        subtitle={translate('mapleserve.subscribers.subtitle')}
        actions={null}
      />
      <List<SubscriberRecord>
        resource="subscribers"
        title={false}
        filters={filters}
        actions={<ServerCsvExportButton href="/api/admin/subscribers.csv" />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        empty={false}
        component={Card}
        sx={{ '& .RaList-content': { boxShadow: 'none' } }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <TextField source="email" label="resources.subscribers.fields.email" />
          <FunctionField<SubscriberRecord>
            source="language"
            label="resources.subscribers.fields.language"
            render={(r) => r.language.toUpperCase()}
          />
          <FunctionField<SubscriberRecord>
            source="status"
            label="resources.subscribers.fields.status"
            render={(r) =>
              (statuses as readonly string[]).includes(r.status)
                ? translate(`mapleserve.subscribers.statuses.${r.status}`)
                : r.status
            }
          />
          <TextField source="campaign" label="resources.subscribers.fields.campaign" sortable={false} emptyText="—" />
          <DateTimeField source="createdAt" label="resources.subscribers.fields.createdAt" />
          <DateTimeField source="confirmedAt" label="resources.subscribers.fields.confirmedAt" emptyText="—" />
        </Datagrid>
      </List>
    </>
  )
}
