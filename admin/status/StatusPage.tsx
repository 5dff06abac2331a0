import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Mail, RefreshCw } from 'lucide-react'
import { HttpError, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin'
import type { Level, StatusItem, StatusReport } from '../../server/services/status/status'
import type { TestMailResult } from '../../server/services/status/mail'
import { formatDateTime } from '../common/dates'
import { PageHeader } from '../common/PageHeader'
import type { AdminDataProvider } from '../dataProvider'
import { adminLocaleTags, isAdminLocale } from '../i18n'
import { colors } from '../theme'
import { formatFacts } from './format'

const levelColors: Record<Level, { fg: string; bg: string }> = {
  green: { fg: colors.pine, bg: colors.pineLight },
  amber: { fg: '#7a4a00', bg: '#fff1d6' },
  red: { fg: colors.danger, bg: colors.dangerWash },
}

function LevelBadge({ level }: { level: Level }) {
  const translate = useTranslate()
  const { fg, bg } = levelColors[level]
  return (
    <Box
      component="span"
      data-level={level}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 99,
        bgcolor: bg,
        color: fg,
        fontWeight: 700,
        fontSize: '0.85rem',
        whiteSpace: 'nowrap',
      }}
    >
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: fg }} />
      {translate(`status.levels.${level}`)}
    </Box>
  )
}

function ItemCard({ item, tag }: { item: StatusItem; tag: string }) {
  const translate = useTranslate()
  const empty = translate('status.none')
  const base = `status.items.${item.id}`
  return (
    <Card component="section" aria-labelledby={`status-${item.id}`} data-item={item.id} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography id={`status-${item.id}`} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
            {translate(`${base}.title`)}
          </Typography>
          <LevelBadge level={item.level} />
        </Box>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {translate(`${base}.${item.state}`, formatFacts(item.facts, tag, empty))}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('status.rule')} {translate(`${base}.threshold`, formatFacts(item.thresholds, tag, empty))}
        </Typography>
      </CardContent>
    </Card>
  )
}

/** /admin/status (administrators): the operations report, a test email, the last error lines. */
export function StatusPage() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [locale] = useLocaleState()
  const tag = adminLocaleTags[isAdminLocale(locale) ? locale : 'en']
  const status = useQuery({
    queryKey: ['admin-status'],
    queryFn: () => dataProvider.getStatus<StatusReport>(),
    refetchInterval: 60_000,
  })
  const testMail = useMutation({
    mutationFn: () => dataProvider.sendTestMail<TestMailResult>(locale),
    onSuccess: (r) =>
      notify('status.test_mail_sent', {
        type: 'success',
        messageArgs: { to: r.to, transport: translate(`status.transport.${r.transport}`), ms: r.ms },
      }),
    onError: (error) => {
      const body = error instanceof HttpError ? (error.body as { error?: string } | undefined) : undefined
      notify('status.test_mail_failed', { type: 'error', messageArgs: { error: body?.error ?? error.message } })
    },
  })
  const report = status.data
  const when = report ? formatDateTime(report.generatedAt, locale) : ''
  return (
    // One column that may shrink: the error log scrolls instead of widening the page.
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageHeader
        title={translate('status.title')}
        subtitle={report ? translate('status.subtitle', { when }) : undefined}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<RefreshCw size={18} aria-hidden />}
              onClick={() => void status.refetch()}
              disabled={status.isFetching}
            >
              {translate('status.refresh')}
            </Button>
            <Button
              variant="contained"
              startIcon={<Mail size={18} aria-hidden />}
              onClick={() => testMail.mutate()}
              disabled={testMail.isPending}
            >
              {translate('status.test_mail')}
            </Button>
          </>
        }
      />
      {status.isError ? <Alert severity="error">{translate('status.load_failed')}</Alert> : null}
      {report ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
            {report.items.map((item) => (
              <ItemCard key={item.id} item={item} tag={tag} />
            ))}
          </Box>
          <Box component="section" aria-labelledby="status-error-log">
            <Typography id="status-error-log" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {translate('status.error_log')}
            </Typography>
            {report.errorLines.length ? (
              <Box
                component="pre"
                sx={{
                  m: 0,
                  p: 2,
                  bgcolor: colors.ink,
                  color: '#f4f4f4',
                  borderRadius: 2,
                  overflowX: 'auto',
                  fontSize: '0.8rem',
                  maxHeight: 480,
                }}
              >
                {report.errorLines.join('\n')}
              </Box>
            ) : (
              <Typography color="text.secondary">{translate('status.error_log_empty')}</Typography>
            )}
          </Box>
        </>
      ) : null}
    </Box>
  )
}
