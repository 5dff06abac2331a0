import { Button } from '@mui/material'
import { Download, RotateCw } from 'lucide-react'
import { useDataProvider, useNotify, useTranslateLabel } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { RecordsPage, type Column } from '../common/RecordsPage'

export interface LeadRecord {
  id: string
  type: 'demo' | 'contact'
  name: string
  email: string
  phone: string
  company: string
  message: string
  sourcePage: string
  /** The visitor's language: 'en' | 'fr'. */
  language: string
  emailStatus: string
  crmStatus: string
  createdAt: string
}

const deliveryLabels: Record<string, string> = {
  sent: 'Delivered',
  pending: 'Queued',
  retrying: 'Failed, retrying',
  dead: 'Failed',
  skipped: 'Not configured',
  none: '—',
}
const delivery = (status: string) => deliveryLabels[status] ?? status

const columns: Column<LeadRecord>[] = [
  {
    label: 'Received',
    render: (r) => new Date(r.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
  },
  { label: 'Type', render: (r) => (r.type === 'demo' ? 'Demo request' : 'Contact lead') },
  { label: 'Name', render: (r) => r.name },
  { label: 'Email', render: (r) => r.email },
  { label: 'Phone', render: (r) => r.phone },
  { label: 'Restaurant', render: (r) => r.company },
  { label: 'Email delivery', render: (r) => delivery(r.emailStatus) },
  { label: 'CRM', render: (r) => delivery(r.crmStatus) },
]

/** /admin/leads (administrators): demo requests and contact leads with their delivery status. */
export function LeadsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  // The label comes from react-admin's i18n (resources.leads.fields.language), 'Language' by default.
  const translateLabel = useTranslateLabel()
  const languageColumn: Column<LeadRecord> = {
    label: String(translateLabel({ source: 'language', resource: 'leads' })),
    render: (r) => r.language.toUpperCase(),
  }
  return (
    <RecordsPage<LeadRecord>
      resource="leads"
      title="Leads"
      subtitle="Demo requests and contact leads, with their email and CRM delivery status"
      searchLabel="Search leads..."
      filters={[
        {
          name: 'type',
          label: 'All types',
          options: [
            { value: 'demo', label: 'Demo requests' },
            { value: 'contact', label: 'Contact leads' },
          ],
        },
        {
          name: 'delivery',
          label: 'Any delivery status',
          options: [
            { value: 'failed', label: 'Failed' },
            { value: 'pending', label: 'Pending' },
            { value: 'sent', label: 'Delivered' },
          ],
        },
      ]}
      columns={[...columns.slice(0, 2), languageColumn, ...columns.slice(2)]}
      exportHref="/api/admin/leads.csv"
      rowAction={(record, refetch) =>
        [record.emailStatus, record.crmStatus].some((s) => s === 'dead' || s === 'retrying') ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<RotateCw size={16} />}
            onClick={() =>
              dataProvider
                .retryDelivery('leads', record.id)
                .then(() => {
                  notify('Delivery queued again', { type: 'success' })
                  refetch()
                })
                .catch((err: unknown) =>
                  notify(err instanceof Error ? err.message : 'Failed to retry the delivery', { type: 'error' }),
                )
            }
          >
            Retry
          </Button>
        ) : null
      }
      exportIcon={<Download size={18} />}
    />
  )
}
