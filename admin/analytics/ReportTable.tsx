import {
  Box,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { Download } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslate } from 'react-admin'

export interface ReportColumn<Row> {
  /** A message key (admin/i18n/messages/). */
  label: string
  render: (row: Row) => ReactNode
  numeric?: boolean
}

/**
 * One table of a report in a card (analytics, a newsletter's problems), with its CSV download when
 * the server offers one; `rows` undefined while loading shows the heading only.
 */
export function ReportTable<Row>({
  title,
  rows,
  columns,
  csvHref,
  testId,
  empty = 'analytics.none',
}: {
  title: string
  rows: Row[] | undefined
  columns: ReportColumn<Row>[]
  csvHref?: string
  testId: string
  /** A message key for a report with no row. */
  empty?: string
}) {
  const translate = useTranslate()
  const heading = translate(title)
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          {csvHref ? (
            <Button
              component="a"
              href={csvHref}
              download
              size="small"
              variant="outlined"
              startIcon={<Download size={16} />}
              aria-label={translate('analytics.export_label', { table: heading })}
            >
              {translate('analytics.export_csv')}
            </Button>
          ) : null}
        </Box>
        {rows === undefined ? null : rows.length === 0 ? (
          <Typography color="text.secondary">{translate(empty)}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {columns.map((c) => (
                    <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 700 }}>
                      {translate(c.label)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, i) => (
                  <TableRow key={i}>
                    {columns.map((c) => (
                      <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                        {c.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
