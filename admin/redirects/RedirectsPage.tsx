import { Box, Button, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useState, type ChangeEvent } from 'react'
import { useDataProvider, useGetList, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin'
import { formatDateTime } from '../common/dates'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'
import type { AdminDataProvider } from '../dataProvider'
import { RedirectDialog, type RedirectDraft } from './RedirectDialog'

interface NotFoundRecord extends RaRecord {
  path: string
  hits: number
  lastSeen: string
}
interface RedirectRecord extends RaRecord {
  id: number
  from: string
  to: string
}

const messageOf = (error: unknown) => {
  const body = (error as { body?: { message?: unknown } }).body
  return typeof body?.message === 'string' ? body.message : error instanceof Error ? error.message : String(error)
}

/** /admin/redirects (administrators): the most visited missing pages, one click from a 301, and every redirect. */
export function RedirectsPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [locale] = useLocaleState()
  const [draft, setDraft] = useState<RedirectDraft | null>(null)
  const missing = useGetList<NotFoundRecord>('not-found', {
    pagination: { page: 1, perPage: 20 },
    sort: { field: 'hits', order: 'DESC' },
  })
  const redirects = useGetList<RedirectRecord>('redirects', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'from', order: 'ASC' },
  })
  useNotifyOnError(missing.error ?? redirects.error, translate('redirects.failed'))
  const refresh = () => {
    void missing.refetch()
    void redirects.refetch()
  }
  const when = (iso: string) => formatDateTime(iso, locale)

  async function remove(record: RedirectRecord) {
    try {
      await dataProvider.delete('redirects', { id: record.id, previousData: record })
      notify(translate('redirects.removed'), { type: 'success' })
      refresh()
    } catch (e) {
      notify(messageOf(e), { type: 'error' })
    }
  }

  async function importCsv(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      const counts = await dataProvider.importRedirects(await file.text())
      notify(translate('redirects.imported', counts), { type: 'success' })
      refresh()
    } catch (e) {
      notify(messageOf(e), { type: 'error', multiLine: true })
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader
        title={translate('redirects.title')}
        subtitle={translate('redirects.subtitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => setDraft({ from: '', to: '' })}>
              {translate('redirects.list.add')}
            </Button>
            <Button variant="outlined" component="label" title={translate('redirects.list.import_help')}>
              {translate('redirects.list.import')}
              <input type="file" accept=".csv,text/csv" hidden onChange={(e) => void importCsv(e)} />
            </Button>
          </Box>
        }
      />
      <Card variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom sx={{ fontWeight: 700 }}>
          {translate('redirects.not_found.title')}
        </Typography>
        {missing.data?.length === 0 && <Typography>{translate('redirects.not_found.empty')}</Typography>}
        {Boolean(missing.data?.length) && (
          <Table size="small" aria-label={translate('redirects.not_found.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('redirects.not_found.path')}</TableCell>
                <TableCell align="right">{translate('redirects.not_found.hits')}</TableCell>
                <TableCell>{translate('redirects.not_found.last_seen')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {missing.data?.map((row) => (
                <TableRow key={row.path}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.path}</TableCell>
                  <TableCell align="right">{row.hits}</TableCell>
                  <TableCell>{when(row.lastSeen)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" variant="contained" onClick={() => setDraft({ from: row.path, to: '' })}>
                      {translate('redirects.not_found.redirect')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <Card variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" gutterBottom sx={{ fontWeight: 700 }}>
          {translate('redirects.list.title')}
        </Typography>
        {redirects.data?.length === 0 && <Typography>{translate('redirects.list.empty')}</Typography>}
        {Boolean(redirects.data?.length) && (
          <Table size="small" aria-label={translate('redirects.list.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('redirects.list.from')}</TableCell>
                <TableCell>{translate('redirects.list.to')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {redirects.data?.map((row) => (
                <TableRow key={row.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.from}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{row.to}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setDraft({ id: row.id, from: row.from, to: row.to })}>
                      {translate('redirects.list.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => void remove(row)}>
                      {translate('redirects.list.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <RedirectDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null)
          refresh()
        }}
      />
    </Box>
  )
}
