import { useEffect, useState, type ReactNode } from 'react'
import {
  Box,
  Button,
  Card,
  CircularProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { ListContextProvider, Pagination, useListController, useTranslate, type RaRecord } from 'react-admin'
import { PageHeader } from './PageHeader'
import { useNotifyOnError } from './useNotifyOnError'

export interface Column<T> {
  /** A message key (e.g. 'resources.leads.fields.email') or text shown as it is. */
  label: string
  render: (record: T) => ReactNode
}

interface SelectFilter {
  name: string
  label: string
  options: { value: string; label: string }[]
}

/**
 * A searchable, filterable, server-paginated table with a CSV export (leads, subscribers). Titles,
 * labels and option labels are message keys (admin/i18n); text that is no key is shown as it is.
 */
export function RecordsPage<T extends RaRecord>(props: {
  resource: string
  title: string
  subtitle: string
  searchLabel: string
  filters: SelectFilter[]
  columns: Column<T>[]
  exportHref: string
  exportIcon: ReactNode
  rowAction?: (record: T, refetch: () => void) => ReactNode
}) {
  const list = useListController<T>({
    resource: props.resource,
    perPage: 25,
    sort: { field: 'createdAt', order: 'DESC' },
  })
  const { data, isPending, error, filterValues, setFilters, refetch } = list
  const translate = useTranslate()
  const t = (text: string) => translate(text, { _: text })
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '')
  useNotifyOnError(error, translate('mapleserve.records.load_failed', { name: t(props.title).toLowerCase() }))

  useEffect(() => {
    const current = typeof filterValues.q === 'string' ? filterValues.q : ''
    if (search.trim() === current) return
    setFilters({ ...filterValues, q: search.trim() || undefined }, undefined, true)
  }, [search]) // eslint-disable-line react-hooks/exhaustive-deps -- only the typed text drives this

  const exportUrl = `${props.exportHref}?filter=${encodeURIComponent(JSON.stringify(filterValues))}`
  return (
    <ListContextProvider value={list}>
      <PageHeader
        title={t(props.title)}
        subtitle={t(props.subtitle)}
        actions={
          <Button component="a" href={exportUrl} variant="outlined" startIcon={props.exportIcon} download>
            {translate('mapleserve.records.export_csv')}
          </Button>
        }
      />
      <Card
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: `1fr ${props.filters.map(() => '220px').join(' ')}` },
        }}
      >
        <TextField
          size="small"
          placeholder={t(props.searchLabel)}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': t(props.searchLabel) } }}
        />
        {props.filters.map((f) => (
          <TextField
            key={f.name}
            select
            size="small"
            value={typeof filterValues[f.name] === 'string' ? filterValues[f.name] : ''}
            onChange={(e) => {
              const { [f.name]: _omit, ...rest } = filterValues
              setFilters(e.target.value ? { ...rest, [f.name]: e.target.value } : rest, undefined, false)
            }}
            slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': t(f.label) } }}
          >
            <MenuItem value="">{t(f.label)}</MenuItem>
            {f.options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {t(o.label)}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Card>
      <Card variant="outlined">
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : !data?.length ? (
          <Typography sx={{ textAlign: 'center', py: 8, fontWeight: 600 }}>
            {translate('mapleserve.records.nothing_found')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {props.columns.map((c) => (
                    <TableCell key={c.label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t(c.label)}
                    </TableCell>
                  ))}
                  {props.rowAction ? (
                    <TableCell sx={{ fontWeight: 700 }}>{translate('mapleserve.records.action')}</TableCell>
                  ) : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((record) => (
                  <TableRow key={String(record.id)}>
                    {props.columns.map((c) => (
                      <TableCell key={c.label}>{c.render(record)}</TableCell>
                    ))}
                    {props.rowAction ? <TableCell>{props.rowAction(record, () => void refetch())}</TableCell> : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Pagination rowsPerPageOptions={[25, 50, 100]} />
      </Card>
    </ListContextProvider>
  )
}
