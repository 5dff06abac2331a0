import { Button } from '@mui/material'
import { RotateCw } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'

/** Re-queues a lead's failed email or CRM forward; shown only when one has failed. */
export function RetryButton({ record }: { record: { id: string; emailStatus: string; crmStatus: string } }) {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider<AdminDataProvider>()
  if (![record.emailStatus, record.crmStatus].some((s) => s === 'dead' || s === 'retrying')) return null
  const retry = (event: MouseEvent) => {
    event.stopPropagation()
    dataProvider
      .retryDelivery(record.id)
      .then(() => {
        notify('mapleserve.leads.retried', { type: 'success' })
        refresh()
      })
      .catch((err: unknown) =>
        notify(err instanceof Error ? err.message : 'mapleserve.leads.retry_failed', { type: 'error' }),
      )
  }
  return (
    <Button size="small" variant="outlined" startIcon={<RotateCw size={16} />} onClick={retry}>
      {translate('mapleserve.leads.retry')}
    </Button>
  )
}
