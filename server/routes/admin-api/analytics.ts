import { Router } from 'express'
import { requireRole } from '../../middleware/auth.js'
import { ValidationError } from '../../lib/errors.js'
import type { Clock } from '../../services/system/clock.js'
import {
  CSV_TABLES,
  parseRange,
  reportCsv,
  type AnalyticsReports,
  type CsvTable,
} from '../../services/analytics/report.js'

/**
 * /api/admin/analytics (administrators only):
 *   GET /analytics?from=YYYY-MM-DD&to=YYYY-MM-DD          the report as JSON (default: the last 30 days)
 * Days are local days in the site's time zone (Settings › Leads desk).
 *   GET /analytics.csv?table=days|pages|sources|campaigns  one table of it as CSV
 */
export function analyticsResource({ reports, clock }: { reports: AnalyticsReports; clock: Clock }): Router {
  const router = Router()
  router.use(['/analytics', '/analytics.csv'], requireRole('admin'))

  router.get('/analytics', async (req, res) => {
    const timeZone = await reports.timeZone()
    const { range, previous } = parseRange(req.query, clock(), timeZone)
    res.set('Cache-Control', 'no-store').json(await reports.report(range, previous, timeZone))
  })

  router.get('/analytics.csv', async (req, res) => {
    const table = String(req.query.table ?? 'pages')
    if (!(CSV_TABLES as readonly string[]).includes(table))
      throw new ValidationError('analytics.table_invalid', {
        params: { tables: CSV_TABLES.join(', ') },
        errors: { table: 'field.unsupported' },
      })
    const timeZone = await reports.timeZone()
    const { range, previous } = parseRange(req.query, clock(), timeZone)
    const csv = reportCsv(await reports.report(range, previous, timeZone), table as CsvTable)
    res
      .type('text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="analytics-${table}-${range.from}-${range.to}.csv"`)
      .set('Cache-Control', 'no-store')
      .send(csv)
  })
  return router
}
