import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useEditContext, useTranslate } from 'react-admin'
import type { LeadDetail } from '../../server/services/leads/desk'
import { Section } from './Section'

/**
 * A quote lead's quote as the visitor saw it, in the admin's language: each section's lines, taxes
 * and totals (computed on the server from the stored quote), with the visitor's page and PDF.
 */
export function LeadQuote() {
  const translate = useTranslate()
  const { record } = useEditContext<LeadDetail>()
  const quote = record?.quote
  if (!quote) return null
  const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const
  return (
    <Section title={translate('desk.show.quote')}>
      <Box sx={{ display: 'grid', gap: 2 }} data-testid="lead-quote">
        {quote.shown.sections.map((section) => (
          <Box key={section.id} sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={section.title}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" colSpan={3} sx={{ fontWeight: 700 }}>
                    {section.title}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {section.lines.map((line, i) => (
                  <TableRow key={i}>
                    <TableCell>{line.label}</TableCell>
                    <TableCell sx={amount}>{line.quantity ? `× ${line.quantity}` : ''}</TableCell>
                    <TableCell sx={amount}>{line.amount}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2}>{translate('desk.show.quote_subtotal')}</TableCell>
                  <TableCell sx={amount}>{section.subtotal}</TableCell>
                </TableRow>
                {section.taxes.map((tax) => (
                  <TableRow key={tax.label}>
                    <TableCell colSpan={2}>{tax.label}</TableCell>
                    <TableCell sx={amount}>{tax.amount}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
                    {translate('desk.show.quote_total')}
                  </TableCell>
                  <TableCell sx={{ ...amount, fontWeight: 700 }}>{section.total}</TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
        ))}
        {quote.shown.unavailable ? <Typography color="text.secondary">{quote.shown.unavailable}</Typography> : null}
        <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
          {quote.shown.taxNote}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link href={quote.url} target="_blank" rel="noopener">
            {translate('desk.show.quote_open')}
          </Link>
          <Link href={quote.pdfUrl} target="_blank" rel="noopener">
            {translate('desk.show.quote_pdf')}
          </Link>
        </Box>
      </Box>
    </Section>
  )
}
