import { Chip } from '@mui/material'
import { useRecordContext, useTranslate } from 'react-admin'
import type { Newsletter } from './api'

const statusColor = {
  draft: 'default',
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'default',
} as const

export function StatusChip({ status }: { status?: Newsletter['status'] }) {
  const translate = useTranslate()
  const record = useRecordContext<Newsletter>()
  const value = status ?? record?.status
  if (!value) return null
  return <Chip size="small" color={statusColor[value]} label={translate(`newsletters.status.${value}`)} />
}

/** A moment in the admin's language, or a dash. */
export function formatMoment(iso: string | null | undefined, locale: string): string {
  if (!iso) return '–'
  return new Date(iso).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium', timeStyle: 'short' })
}
