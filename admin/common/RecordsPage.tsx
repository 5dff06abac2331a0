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
import { ListContextProvider, Pagination, useListController, type RaRecord } from 'react-admin'
import { PageHeader } from './PageHeader'
import { useNotifyOnError } from './useNotifyOnError'

export interface Column<T> {
  label: string
  render: (record: T) => ReactNode
}

interface SelectFilter {
  name: string
  label: string
  options: { value: string; label: string }[]
}

/** A searchable, filterable, server-paginated table with a CSV export (leads, subscribers). */
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
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '')
  useNotifyOnError(error, `Failed to load ${props.title.toLowerCase()}`)

  useEffect(() => {
    const current = typeof filterValues.q === 'string' ? filterValues.q : ''
    if (search.trim() === current) return
    setFilters({ ...filterValues, q: search.trim() || undefined }, undefined, true)
  }, [search]) // eslint-disable-line react-hooks/exhaustive-deps -- only the typed text drives this

  const exportUrl = `${props.exportHref}?filter=${encodeURIComponent(JSON.stringify(filterValues))}`
  return (
    <ListContextProvider value={list}>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        actions={
          <Button component="a" href={exportUrl} variant="outlined" startIcon={props.exportIcon} download>
            Export CSV
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
          placeholder={props.searchLabel}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': props.searchLabel } }}
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
            slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': f.label } }}
          >
            <MenuItem value="">{f.label}</MenuItem>
            {f.options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Card>
      <Card variant="outlined">
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label="Loading" />
          </Box>
        ) : !data?.length ? (
          <Typography sx={{ textAlign: 'center', py: 8, fontWeight: 600 }}>Nothing found</Typography>
        ) : (
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {props.columns.map((c) => (
                    <TableCell key={c.label} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {c.label}
                    </TableCell>
                  ))}
                  {props.rowAction ? <TableCell sx={{ fontWeight: 700 }}>Action</TableCell> : null}
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
