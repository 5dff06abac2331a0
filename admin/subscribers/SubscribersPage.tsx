import { Download } from 'lucide-react'
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin'
import { RecordsPage, type Column } from '../common/RecordsPage'

interface SubscriberRecord {
  id: number
  email: string
  status: string
  createdAt: string
  confirmedAt: string | null
  /** The subscriber's language (their consent wording's): 'en' | 'fr'. */
  language: string
}

const statuses = new Set(['pending', 'confirmed', 'unsubscribed'])

const subscriberColumns = (translate: TranslateFunction, locale: string): Column<SubscriberRecord>[] => {
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
      : '—'
  return [
    { label: 'resources.subscribers.fields.email', render: (r) => r.email },
    { label: 'resources.subscribers.fields.language', render: (r) => r.language.toUpperCase() },
    {
      label: 'resources.subscribers.fields.status',
      render: (r) => (statuses.has(r.status) ? translate(`mapleserve.subscribers.statuses.${r.status}`) : r.status),
    },
    { label: 'resources.subscribers.fields.createdAt', render: (r) => when(r.createdAt) },
    { label: 'resources.subscribers.fields.confirmedAt', render: (r) => when(r.confirmedAt) },
  ]
}

/** /admin/subscribers (administrators): newsletter sign-ups. */
export function SubscribersPage() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const columns = subscriberColumns(translate, locale)
  return (
    <RecordsPage<SubscriberRecord>
      resource="subscribers"
      title="mapleserve.subscribers.title"
      subtitle="mapleserve.subscribers.subtitle"
      searchLabel="mapleserve.subscribers.search"
      filters={[
        {
          name: 'status',
          label: 'mapleserve.subscribers.all_statuses',
          options: [
            { value: 'pending', label: 'mapleserve.subscribers.statuses.pending' },
            { value: 'confirmed', label: 'mapleserve.subscribers.statuses.confirmed' },
            { value: 'unsubscribed', label: 'mapleserve.subscribers.statuses.unsubscribed' },
          ],
        },
      ]}
      columns={columns}
      exportHref="/api/admin/subscribers.csv"
      exportIcon={<Download size={18} />}
    />
  )
}
