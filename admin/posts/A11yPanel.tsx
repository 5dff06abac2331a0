import { useEffect, useState } from 'react'
import { Box, Card, CardContent, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { editorialApi, type CheckReport } from './editorial-api'

function easeLevel(score: number): 'easy' | 'plain' | 'hard' {
  return score >= 70 ? 'easy' : score >= 50 ? 'plain' : 'hard'
}

/**
 * The space a report without problems takes (its figures line, a gap, "No problems found"), kept from the first paint
 * so the panels below it (revisions) do not move when it arrives: 0.875rem and 1rem text at MUI's line height of 1.5;
 * the figures line wraps in two below md (a phone's card, the French words).
 */
const FIGURES_LINE = '1.3125rem'
const RESULT_HEIGHT = {
  xs: `calc(2 * ${FIGURES_LINE} + 0.5rem + 1.5rem)`,
  md: `calc(${FIGURES_LINE} + 0.5rem + 1.5rem)`,
}

/** The publish-time accessibility check, live as the author types (the server's rules, one place). */
export function A11yPanel() {
  const translate = useTranslate()
  const [content, language] = useWatch({ name: ['content', 'language'] }) as [string | undefined, string | undefined]
  const [report, setReport] = useState<CheckReport | null>(null)
  // The first check is due from the first paint: it says so at once, in the space its result takes.
  const [pending, setPending] = useState(true)

  useEffect(() => {
    const timer = setTimeout(() => {
      setPending(true)
      editorialApi
        .checkPost(content ?? '', language ?? 'en')
        .then(setReport)
        .catch(() => setReport(null))
        .finally(() => setPending(false))
    }, 600)
    return () => clearTimeout(timer)
  }, [content, language])

  return (
    <Card variant="outlined" component="section" aria-labelledby="a11y-check-title">
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Typography id="a11y-check-title" component="h2" sx={{ fontWeight: 700 }}>
          {translate('editorial.a11y.title')}
        </Typography>
        <Box
          role="status"
          data-testid="a11y-check"
          sx={{ display: 'grid', gap: 1, alignContent: 'start', minHeight: RESULT_HEIGHT }}
        >
          {pending && !report ? (
            <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
              {translate('editorial.a11y.checking')}
            </Typography>
          ) : null}
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
