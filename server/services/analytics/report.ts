import type { Knex } from 'knex'
import {
  conversions,
  dailyTotals,
  pageTotals,
  propTotals,
  sourceTotals,
  type ConversionKind,
  type ConversionRow,
  type DayRange,
} from '../../db/repositories/analytics-report.js'
import { csvFile } from '../../lib/csv.js'
import { ValidationError } from '../../lib/errors.js'
import { siteTimeZone } from '../leads/desk-settings.js'
import { addDays, daysBetween, isDay, localDay, localMidnight } from '../leads/local-days.js'

/**
 * The admin analytics report (issue 22): visitors and page views per day against the previous
 * period of the same length, top pages, sources and campaigns, and conversion (demo requests,
 * contact leads, quotes, newsletter confirmations) per page and per campaign as a share of their
 * visitors. Visitors over several days are the sum of each day's unique visitors. Days are the
 * site's local days (Settings › Leads desk › time zone), the same days the counters are kept in.
 */

const MAX_DAYS = 731
const TOP = 50

type Counts = Record<ConversionKind, number>
const noConversions = (): Counts => ({ demo: 0, contact: 0, quote: 0, newsletter: 0 })
const sum = (c: Counts) => c.demo + c.contact + c.quote + c.newsletter
/**
 * The conversion rate: visits with a conversion over visits, a visit being a visitor's day (unique
 * visitors per day). Each conversion is one converting visit, and a visit converts once at most:
 * visitors who block counting (Global Privacy Control, no JavaScript, blockers) still fill forms, so
 * conversions may outnumber counted visits; the rate then stops at 100 % (the admin screen says so).
 */
const rate = (conversions: number, visits: number) => (visits > 0 ? Math.min(conversions, visits) / visits : null)

function parseDay(value: unknown, field: 'from' | 'to'): string | undefined {
  if (value === undefined || value === '') return undefined
  const text = String(value)
  if (!isDay(text))
    throw new ValidationError('analytics.day_invalid', {
      params: { field },
      errors: { [field]: 'field.date_invalid_field' },
    })
  return text
}

/** `days=N`: the last N days up to `to` (default 30). */
function parseDays(value: unknown): number {
  if (value === undefined || value === '') return 30
  const days = Number(value)
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
    throw new ValidationError('analytics.range_too_long', {
      params: { max: MAX_DAYS },
      errors: { days: 'analytics.days_invalid' },
    })
  return days
}

/**
 * The asked range (default: the last 30 days, or `days`, up to today in `timeZone`) and the period of the same
 * length before it.
 */
export function parseRange(
  query: { from?: unknown; to?: unknown; days?: unknown },
  now: Date,
  timeZone: string,
): { range: DayRange; previous: DayRange } {
  const to = parseDay(query.to, 'to') ?? localDay(now.getTime(), timeZone)
  const from = parseDay(query.from, 'from') ?? addDays(to, 1 - parseDays(query.days))
  if (from > to)
    throw new ValidationError('analytics.from_after_to', { errors: { from: 'analytics.from_after_to_field' } })
  const days = daysBetween(from, to) + 1
  if (days > MAX_DAYS)
    throw new ValidationError('analytics.range_too_long', {
      params: { max: MAX_DAYS },
      errors: { from: 'analytics.range_too_long_field' },
    })
  return {
    range: { from, to },
    previous: { from: addDays(from, -days), to: addDays(from, -1) },
  }
}

/** '/pricing/?a=1' and 'https://site/pricing' both become '/pricing'. */
function pathOf(page: string): string {
  let path = page
  try {
    if (/^https?:\/\//.test(page)) path = new URL(page).pathname
  } catch {
    return page
  }
  path = path.split(/[?#]/)[0] ?? ''
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '(unknown)'
}

function everyDay(range: DayRange, rows: { day: string; visitors: number; pageviews: number }[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]))
  const series = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    series.push({ day, visitors: byDay.get(day)?.visitors ?? 0, pageviews: byDay.get(day)?.pageviews ?? 0 })
  }
  return series
}

function tally(rows: ConversionRow[], keyOf: (row: ConversionRow) => string | null): Map<string, Counts> {
  const result = new Map<string, Counts>()
  for (const row of rows) {
    const key = keyOf(row)
    if (key === null) continue
    const counts = result.get(key) ?? noConversions()
    counts[row.kind] += row.count
    result.set(key, counts)
  }
  return result
}

async function periodTotals(db: Knex, range: DayRange, timeZone: string) {
  const instants = {
    start: new Date(localMidnight(range.from, timeZone)).toISOString(),
    end: new Date(localMidnight(addDays(range.to, 1), timeZone)).toISOString(),
  }
  const [days, leads] = await Promise.all([dailyTotals(db, range), conversions(db, instants)])
  const visitors = days.reduce((n, d) => n + d.visitors, 0)
  const converted = leads.reduce((n, r) => n + r.count, 0)
  return {
    series: everyDay(range, days),
    leads,
    totals: {
      visitors,
      pageviews: days.reduce((n, d) => n + d.pageviews, 0),
      conversions: converted,
      conversionRate: rate(converted, visitors),
    },
  }
}

async function analyticsReport(db: Knex, range: DayRange, previous: DayRange, timeZone: string) {
  const [current, before, pages, sources, props] = await Promise.all([
    periodTotals(db, range, timeZone),
    periodTotals(db, previous, timeZone),
    pageTotals(db, range),
    sourceTotals(db, range),
    propTotals(db, range),
  ])

  const pageConversions = tally(current.leads, (r) => pathOf(r.page))
  const pageRows = new Map(pages.map((p) => [p.path, p]))
  for (const path of pageConversions.keys())
    if (!pageRows.has(path)) pageRows.set(path, { path, pageviews: 0, visitors: 0 })
  const pageReport = [...pageRows.values()]
    .map((p) => {
      const counts = pageConversions.get(p.path) ?? noConversions()
      return { ...p, ...counts, conversions: sum(counts), rate: rate(sum(counts), p.visitors) }
    })
    .sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.path.localeCompare(b.path))
    .slice(0, TOP)

  const bySource = new Map<string, { source: string; visits: number; visitors: number }>()
  const byCampaign = new Map<string, { campaign: string; sources: Set<string>; visits: number; visitors: number }>()
  for (const s of sources) {
    const src = bySource.get(s.source) ?? { source: s.source, visits: 0, visitors: 0 }
    src.visits += s.visits
    src.visitors += s.visitors
    bySource.set(s.source, src)
    if (!s.campaign) continue
    const c = byCampaign.get(s.campaign) ?? { campaign: s.campaign, sources: new Set(), visits: 0, visitors: 0 }
    c.visits += s.visits
    c.visitors += s.visitors
    if (s.source) c.sources.add([s.source, s.medium].filter(Boolean).join(' / '))
    byCampaign.set(s.campaign, c)
  }
  const campaignConversions = tally(current.leads, (r) => r.campaign || null)
  for (const campaign of campaignConversions.keys())
    if (!byCampaign.has(campaign)) byCampaign.set(campaign, { campaign, sources: new Set(), visits: 0, visitors: 0 })
  const campaigns = [...byCampaign.values()]
    .map(({ sources: s, ...c }) => {
      const counts = campaignConversions.get(c.campaign) ?? noConversions()
      return {
        ...c,
        source: [...s].sort().join(', '),
        ...counts,
        conversions: sum(counts),
        rate: rate(sum(counts), c.visitors),
      }
    })
    .sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.campaign.localeCompare(b.campaign))
    .slice(0, TOP)

  const propsOf = (kind: string) =>
    props
      .filter((p) => p.kind === kind)
      .map(({ value, pageviews }) => ({ value, pageviews }))
      .sort((a, b) => b.pageviews - a.pageviews)
  return {
    range,
    previous,
    /** The IANA zone the days are counted in. */
    timeZone,
    totals: current.totals,
    previousTotals: before.totals,
    series: current.series,
    previousSeries: before.series,
    pages: pageReport,
    sources: [...bySource.values()].sort((a, b) => b.visitors - a.visitors || b.visits - a.visits).slice(0, TOP),
    campaigns,
    screens: propsOf('screen'),
    languages: propsOf('language'),
  }
}

export type AnalyticsReport = Awaited<ReturnType<typeof analyticsReport>>

export const CSV_TABLES = ['days', 'pages', 'sources', 'campaigns'] as const
export type CsvTable = (typeof CSV_TABLES)[number]

const percent = (value: number | null) => (value === null ? '' : (value * 100).toFixed(2))

/** One table of the report as CSV (English headers, rates in percent). */
export function reportCsv(report: AnalyticsReport, table: CsvTable): string {
  const conversionHeaders = [
    'demo_requests',
    'contact_leads',
    'quotes',
    'newsletter_confirmations',
    'conversions',
    'conversion_rate_percent',
  ]
  const conversionCells = (r: Counts & { conversions: number; rate: number | null }) => [
    r.demo,
    r.contact,
    r.quote,
    r.newsletter,
    r.conversions,
    percent(r.rate),
  ]
  switch (table) {
    case 'days':
      return csvFile(
        ['day', 'visitors', 'pageviews'],
        report.series.map((d) => [d.day, d.visitors, d.pageviews]),
      )
    case 'pages':
      return csvFile(
        ['page', 'visitors', 'pageviews', ...conversionHeaders],
        report.pages.map((p) => [p.path, p.visitors, p.pageviews, ...conversionCells(p)]),
      )
    case 'sources':
      return csvFile(
        ['source', 'visitors', 'visits'],
        report.sources.map((s) => [s.source || '(direct)', s.visitors, s.visits]),
      )
    case 'campaigns':
      return csvFile(
        ['campaign', 'source', 'visitors', 'visits', ...conversionHeaders],
        report.campaigns.map((c) => [c.campaign, c.source, c.visitors, c.visits, ...conversionCells(c)]),
      )
  }
}

/** The report in the site's time zone, built once by the composition root (server/compose.ts). */
export function createAnalyticsReports(db: Knex) {
  return {
    timeZone: () => siteTimeZone(db),
    report: (range: DayRange, previous: DayRange, timeZone: string) => analyticsReport(db, range, previous, timeZone),
  }
}

export type AnalyticsReports = ReturnType<typeof createAnalyticsReports>
