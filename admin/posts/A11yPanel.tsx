import { useEffect, useState } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { editorialApi, type CheckReport } from './editorial-api'

function easeLevel(score: number): 'easy' | 'plain' | 'hard' {
  return score >= 70 ? 'easy' : score >= 50 ? 'plain' : 'hard'
}

/** The publish-time accessibility check, live as the author types (the server's rules, one place). */
export function A11yPanel() {
  const translate = useTranslate()
  const [content, language] = useWatch({ name: ['content', 'language'] }) as [string | undefined, string | undefined]
  const [report, setReport] = useState<CheckReport | null>(null)
  const [checking, setChecking] = useState(false)

  useEffect(() => {
    const timer = setTimeout(() => {
      setChecking(true)
      editorialApi
        .checkPost(content ?? '', language ?? 'en')
        .then(setReport)
        .catch(() => setReport(null))
        .finally(() => setChecking(false))
    }, 600)
    return () => clearTimeout(timer)
  }, [content, language])

  return (
    <Card variant="outlined" component="section" aria-labelledby="a11y-check-title">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="a11y-check-title" component="h2" sx={{ fontWeight: 700 }}>
          {translate('editorial.a11y.title')}
        </Typography>
        <Box role="status" data-testid="a11y-check" sx={{ display: 'grid', gap: 1 }}>
          {checking && !report ? <Typography>{translate('editorial.a11y.checking')}</Typography> : null}
          {report ? (
            <>
              <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                {translate('editorial.a11y.stats', { words: report.stats.words, minutes: report.stats.readingMinutes })}
                {report.stats.readingEase !== null
                  ? ` · ${translate('editorial.a11y.ease', {
                      score: report.stats.readingEase,
                      level: translate(`editorial.a11y.levels.${easeLevel(report.stats.readingEase)}`),
                    })}`
                  : ''}
              </Typography>
              {!report.errors.length && !report.warnings.length ? (
                <Typography>{translate('editorial.a11y.ok')}</Typography>
              ) : null}
              {report.errors.length ? (
                <Box>
                  <Typography sx={{ fontWeight: 600, color: 'error.main' }}>
                    {translate('editorial.a11y.errors')}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="a11y-errors">
                    {report.errors.map((issue) => (
                      <li key={`${issue.line}-${issue.code}-${issue.message}`}>{issue.message}</li>
                    ))}
                  </Box>
                </Box>
              ) : null}
              {report.warnings.length ? (
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{translate('editorial.a11y.warnings')}</Typography>
                  <Box component="ul" sx={{ m: 0, pl: 3 }}>
                    {report.warnings.map((issue) => (
                      <li key={`${issue.line}-${issue.code}-${issue.message}`}>{issue.message}</li>
                    ))}
                  </Box>
                </Box>
              ) : null}
            </>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  )
}
