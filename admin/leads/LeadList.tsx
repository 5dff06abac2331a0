import { Card, useMediaQuery, type Theme } from '@mui/material'
import {
  DatagridConfigurable,
  FilterForm,
  FunctionField,
  ListBase,
  Pagination,
  SelectColumnsButton,
  SimpleList,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { PageHeader } from '../common/PageHeader'
import { useLeadFilters } from './LeadFilters'
import { OwnerField } from './owners'
import { BulkPipelineButton } from './BulkPipelineButton'
import { deliveryLabel, formatWhen, type LeadRecord } from './lead'
import { LEAD_LIST_DEFAULTS } from './list-query'
import { RetryButton } from './RetryButton'
import { WaitingChip } from './WaitingChip'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'

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
        <FilterForm filters={useLeadFilters()} />
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
          // The cells' styles, once for the table (an sx per cell cost each of the 25 rows its own styling pass).
          '& .lead-when': { whiteSpace: 'nowrap' },
          '& .lead-who': { display: 'grid', minWidth: 0, maxWidth: 220 },
          '& .lead-name': { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' },
          '& .lead-email': { color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis' },
          '& .lead-quote': {
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minWidth: 180,
            maxWidth: 260,
          },
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
              render={(r) => <span className="lead-when">{formatWhen(r.createdAt, locale)}</span>}
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
                <span className="lead-who">
                  <span className="lead-name">{r.name || r.email}</span>
                  {r.name ? <span className="lead-email">{r.email}</span> : null}
                </span>
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
                  <span className="lead-quote" title={r.message}>
                    {r.message}
                  </span>
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
            <OwnerField source="ownerId" label="desk.fields.owner" sortable={false} />
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
    // <Admin requireAuth> has checked the session and the route's Guard the role: without the list's
    // own two checks (one after the other) the leads are asked for in the first render.
    <ListBase
      resource="leads"
      disableAuthentication
      perPage={LEAD_LIST_DEFAULTS.perPage}
      sort={LEAD_LIST_DEFAULTS.sort}
      filterDefaultValues={LEAD_LIST_DEFAULTS.filter}
      disableSyncWithLocation={false}
    >
      <LeadListView />
    </ListBase>
  )
}
