import { Box, Card, useMediaQuery, type Theme } from '@mui/material'
import {
  DatagridConfigurable,
  DateInput,
  FilterForm,
  FunctionField,
  ListBase,
  Pagination,
  ReferenceField,
  SearchInput,
  SelectColumnsButton,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  useGetList,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { PageHeader } from '../common/PageHeader'
import { BulkPipelineButton } from './BulkPipelineButton'
import { deliveryLabel, formatWhen, statusChoices, type LeadRecord } from './lead'
import { RetryButton } from './RetryButton'
import { WaitingChip } from './WaitingChip'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'

/** Owner: any, Unassigned (owner 'none' on the server) or one of the users. */
function OwnerFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate()
  const users = useGetList('users', { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' } })
  return (
    <SelectInput
      {...props}
      label="desk.fields.owner"
      isPending={users.isPending}
      choices={[
        { id: 'none', name: translate('desk.filters.unassigned') },
        ...(users.data ?? []).map((u) => ({ id: u.id, name: String(u.email) })),
      ]}
      translateChoice={false}
    />
  )
}

function useFilters() {
  const translate = useTranslate()
  const choice = (id: string, key: string) => ({ id, name: translate(key) })
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('mapleserve.leads.search')}
      sx={{ minWidth: { sm: 260 } }}
    />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      label="resources.leads.fields.type"
      emptyText="mapleserve.leads.all_types"
      choices={['demo', 'contact', 'quote'].map((t) => choice(t, `mapleserve.leads.type_filter.${t}`))}
    />,
    <SelectInput
      key="delivery"
      source="delivery"
      alwaysOn
      label="resources.leads.fields.emailStatus"
      emptyText="mapleserve.leads.any_delivery"
      // Room for the French label ("Envoi par courriel").
      sx={{ minWidth: 200 }}
      choices={['failed', 'pending', 'sent'].map((t) => choice(t, `mapleserve.leads.delivery_filter.${t}`))}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label="desk.fields.status"
      emptyText="desk.filters.any_status"
      choices={statusChoices(translate)}
    />,
    <SelectInput
      key="spam"
      source="spam"
      alwaysOn
      label="desk.fields.spam"
      emptyText="desk.filters.all_spam"
      choices={[choice('no', 'desk.filters.not_spam'), choice('yes', 'desk.filters.only_spam')]}
    />,
    <OwnerFilter key="owner" source="owner" alwaysOn />,
    <SelectInput
      key="language"
      source="language"
      label="desk.fields.language"
      choices={[choice('en', 'desk.filters.english'), choice('fr', 'desk.filters.french')]}
    />,
    <DateInput key="createdFrom" source="createdFrom" label="desk.fields.createdFrom" />,
    <DateInput key="createdTo" source="createdTo" label="desk.fields.createdTo" />,
    <TextInput key="source" source="source" label="desk.fields.source" />,
  ]
}

const COLUMNS_KEY = 'leads.columns'
/** Shown from the column chooser: the default columns fit a 1280 px screen beside the sidebar. */
const HIDDEN_BY_DEFAULT = ['type', 'email', 'phone', 'company', 'message', 'crmStatus']

function LeadListView() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  // Fourteen columns do not fit a phone: there each lead is one line (who, what, when, status).
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'))
  const nothingFound = (
    <p style={{ textAlign: 'center', padding: '4rem 0', fontWeight: 600 }}>
      {translate('mapleserve.records.nothing_found')}
    </p>
  )
  return (
    <>
      <PageHeader
        title={translate('mapleserve.leads.title')}
        subtitle={translate('mapleserve.leads.subtitle')}
        actions={
          <>
            {narrow ? null : <SelectColumnsButton preferenceKey={COLUMNS_KEY} resource="leads" />}
            <ServerCsvExportButton href="/api/admin/leads.csv" />
          </>
        }
      />
      <Card variant="outlined" sx={{ px: 2, pb: 1, mb: 2 }}>
        <FilterForm filters={useFilters()} />
      </Card>
      {/* The default columns fit 1280 px beside the sidebar (status, owner and waiting time in view); more
          come from the column chooser, and then the table scrolls sideways inside its card. The card
          stays overflow-visible, as the bulk actions toolbar slides up over its top edge. */}
      <Card
        variant="outlined"
        sx={{
          overflow: 'visible',
          position: 'relative',
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          '& .RaDatagrid-tableWrapper': { overflowX: 'auto' },
        }}
      >
        {narrow ? (
          <SimpleList<LeadRecord>
            rowClick="edit"
            empty={nothingFound}
            primaryText={(r) => r.name || r.email}
            secondaryText={(r) => (
              <>
                {[translate(`mapleserve.leads.types.${r.type}`), r.company, r.name ? r.email : '']
                  .filter(Boolean)
                  .join(' · ')}
                <br />
                {formatWhen(r.createdAt, locale)} · {translate(`desk.status.${r.status}`)}
              </>
            )}
          />
        ) : (
          <DatagridConfigurable
            preferenceKey={COLUMNS_KEY}
            omit={HIDDEN_BY_DEFAULT}
            rowClick="edit"
            empty={nothingFound}
            bulkActionButtons={
              <>
                <BulkPipelineButton mode="owner" />
                <BulkPipelineButton mode="status" />
              </>
            }
          >
            <FunctionField<LeadRecord>
              source="createdAt"
              label="resources.leads.fields.createdAt"
              render={(r) => (
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatWhen(r.createdAt, locale)}
                </Box>
              )}
            />
            <FunctionField<LeadRecord>
              source="type"
              label="resources.leads.fields.type"
              render={(r) => translate(`mapleserve.leads.types.${r.type}`)}
            />
            <FunctionField<LeadRecord>
              source="language"
              label="resources.leads.fields.language"
              sortable={false}
              render={(r) => r.language.toUpperCase()}
            />
            <FunctionField<LeadRecord>
              source="name"
              label="resources.leads.fields.name"
              render={(r) => (
                <Box component="span" sx={{ display: 'grid', minWidth: 0, maxWidth: 220 }}>
                  <Box component="span" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {r.name || r.email}
                  </Box>
                  {r.name ? (
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' }}
                    >
                      {r.email}
                    </Box>
                  ) : null}
                </Box>
              )}
            />
            <TextField source="email" label="resources.leads.fields.email" />
            <TextField
              source="phone"
              label="resources.leads.fields.phone"
              sortable={false}
              sx={{ whiteSpace: 'nowrap' }}
            />
            <TextField source="company" label="resources.leads.fields.company" />
            {/* A quote lead's message is its quote summary (plan, province, totals). */}
            <FunctionField<LeadRecord>
              source="message"
              label="mapleserve.leads.quote"
              sortable={false}
              render={(r) =>
                r.type === 'quote' ? (
                  // Two lines at most; the lead's page shows the whole summary.
                  <Box
                    component="span"
                    title={r.message}
                    sx={{
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      minWidth: 180,
                      maxWidth: 260,
                    }}
                  >
                    {r.message}
                  </Box>
                ) : (
                  ''
                )
              }
            />
            <FunctionField<LeadRecord>
              source="status"
              label="desk.fields.status"
              sortable={false}
              render={(r) => translate(`desk.status.${r.status}`)}
            />
            <ReferenceField source="ownerId" reference="users" label="desk.fields.owner" sortable={false} link={false}>
              <TextField source="email" />
            </ReferenceField>
            <FunctionField<LeadRecord>
              source="waitingMinutes"
              label="desk.fields.waiting"
              sortable={false}
              render={(r) => <WaitingChip record={r} />}
            />
            <FunctionField<LeadRecord>
              source="emailStatus"
              label="resources.leads.fields.emailStatus"
              sortable={false}
              render={(r) => deliveryLabel(translate, r.emailStatus)}
            />
            <FunctionField<LeadRecord>
              source="crmStatus"
              label="resources.leads.fields.crmStatus"
              sortable={false}
              render={(r) => deliveryLabel(translate, r.crmStatus)}
            />
            <FunctionField<LeadRecord>
              source="retry"
              label="mapleserve.records.action"
              sortable={false}
              render={(r) => <RetryButton record={r} />}
            />
          </DatagridConfigurable>
        )}
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </Card>
    </>
  )
}

/** /admin/leads (administrators): every lead with its pipeline, response clock and delivery status. */
export function LeadList() {
  return (
    <ListBase
      resource="leads"
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filterDefaultValues={{ spam: 'no' }}
      disableSyncWithLocation={false}
    >
      <LeadListView />
    </ListBase>
  )
}
