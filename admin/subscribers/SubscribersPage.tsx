import { Download } from 'lucide-react'
import { useTranslateLabel } from 'react-admin'
import { RecordsPage, type Column } from '../common/RecordsPage'

interface SubscriberRecord {
  id: number
  email: string
  status: string
  /** The subscriber's language (their consent wording's): 'en' | 'fr'. */
  language: string
  createdAt: string
  confirmedAt: string | null
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—'

const columns: Column<SubscriberRecord>[] = [
  { label: 'Email', render: (r) => r.email },
  { label: 'Status', render: (r) => r.status },
  { label: 'Signed up', render: (r) => when(r.createdAt) },
  { label: 'Confirmed', render: (r) => when(r.confirmedAt) },
]

/** /admin/subscribers (administrators): newsletter sign-ups. */
export function SubscribersPage() {
  // The label comes from react-admin's i18n (resources.subscribers.fields.language), 'Language' by default.
  const translateLabel = useTranslateLabel()
  const languageColumn: Column<SubscriberRecord> = {
    label: String(translateLabel({ source: 'language', resource: 'subscribers' })),
    render: (r) => r.language.toUpperCase(),
  }
  return (
    <RecordsPage<SubscriberRecord>
      resource="subscribers"
      title="Subscribers"
      subtitle="Newsletter subscribers"
      searchLabel="Search subscribers..."
      filters={[
        {
          name: 'status',
          label: 'All statuses',
          options: [
            { value: 'pending', label: 'Pending' },
            { value: 'confirmed', label: 'Confirmed' },
            { value: 'unsubscribed', label: 'Unsubscribed' },
          ],
        },
      ]}
      columns={[...columns.slice(0, 2), languageColumn, ...columns.slice(2)]}
      exportHref="/api/admin/subscribers.csv"
      exportIcon={<Download size={18} />}
    />
  )
}
