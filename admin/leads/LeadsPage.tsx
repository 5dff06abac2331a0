import { Button } from '@mui/material'
import { Download, RotateCw } from 'lucide-react'
import { useDataProvider, useLocaleState, useNotify, useTranslate, type TranslateFunction } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { RecordsPage, type Column } from '../common/RecordsPage'

export interface LeadRecord {
  id: string
  type: 'demo' | 'contact' | 'quote'
  name: string
  email: string
  phone: string
  company: string
  message: string
  sourcePage: string
  emailStatus: string
  crmStatus: string
  createdAt: string
  /** The visitor's language: 'en' | 'fr'. */
  language: string
}

const deliveryStatuses = new Set(['sent', 'pending', 'retrying', 'dead', 'skipped', 'none'])

const leadColumns = (translate: TranslateFunction, locale: string): Column<LeadRecord>[] => {
  const delivery = (status: string) =>
    deliveryStatuses.has(status) ? translate(`mapleserve.leads.delivery.${status}`) : status
  return [
    {
      label: 'resources.leads.fields.createdAt',
      render: (r) =>
        new Date(r.createdAt).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US', {
          dateStyle: 'medium',
          timeStyle: 'short',
        }),
    },
    {
      label: 'resources.leads.fields.type',
      render: (r) => translate(`mapleserve.leads.types.${r.type}`),
    },
    { label: 'resources.leads.fields.language', render: (r) => r.language.toUpperCase() },
    { label: 'resources.leads.fields.name', render: (r) => r.name },
    { label: 'resources.leads.fields.email', render: (r) => r.email },
    { label: 'resources.leads.fields.phone', render: (r) => r.phone },
    { label: 'resources.leads.fields.company', render: (r) => r.company },
    // A quote lead's message is its quote summary (plan, province, totals).
    { label: 'mapleserve.leads.quote', render: (r) => (r.type === 'quote' ? r.message : '') },
    { label: 'resources.leads.fields.emailStatus', render: (r) => delivery(r.emailStatus) },
    { label: 'resources.leads.fields.crmStatus', render: (r) => delivery(r.crmStatus) },
  ]
}

/** /admin/leads (administrators): demo requests and contact leads with their delivery status. */
export function LeadsPage() {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const notify = useNotify()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const columns = leadColumns(translate, locale)
  return (
    <RecordsPage<LeadRecord>
      resource="leads"
      title="mapleserve.leads.title"
      subtitle="mapleserve.leads.subtitle"
      searchLabel="mapleserve.leads.search"
      filters={[
        {
          name: 'type',
          label: 'mapleserve.leads.all_types',
          options: [
            { value: 'demo', label: 'mapleserve.leads.type_filter.demo' },
            { value: 'contact', label: 'mapleserve.leads.type_filter.contact' },
            { value: 'quote', label: 'mapleserve.leads.type_filter.quote' },
          ],
        },
        {
          name: 'delivery',
          label: 'mapleserve.leads.any_delivery',
          options: [
            { value: 'failed', label: 'mapleserve.leads.delivery_filter.failed' },
            { value: 'pending', label: 'mapleserve.leads.delivery_filter.pending' },
            { value: 'sent', label: 'mapleserve.leads.delivery_filter.sent' },
          ],
        },
      ]}
      columns={columns}
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
                  notify('mapleserve.leads.retried', { type: 'success' })
                  refetch()
                })
                .catch((err: unknown) =>
                  notify(err instanceof Error ? err.message : 'mapleserve.leads.retry_failed', { type: 'error' }),
                )
            }
          >
            {translate('mapleserve.leads.retry')}
          </Button>
        ) : null
      }
      exportIcon={<Download size={18} />}
    />
  )
}
