import type { Knex } from 'knex'

/** Read side of the analytics: the daily counters and, for conversion, the leads' attribution. */

export interface DayRange {
  /** First day, 'YYYY-MM-DD' (UTC), included. */
  from: string
  /** Last day, included. */
  to: string
}

export type ConversionKind = 'demo' | 'contact' | 'quote' | 'newsletter'

export interface ConversionRow {
  kind: ConversionKind
  page: string
  campaign: string
  count: number
}

const num = (value: unknown): number => Number(value ?? 0)

/** ISO instants bounding the days (lead times are ISO 8601 UTC text). */
function instants({ from, to }: DayRange): [string, string] {
  const end = new Date(`${to}T00:00:00.000Z`)
  end.setUTCDate(end.getUTCDate() + 1)
  return [`${from}T00:00:00.000Z`, end.toISOString()]
}

export async function dailyTotals(db: Knex, range: DayRange) {
  const rows = await db('analytics_daily')
    .whereBetween('day', [range.from, range.to])
    .orderBy('day')
    .select('day', 'pageviews', 'visitors')
  return rows.map((r: Record<string, unknown>) => ({
    day: String(r.day),
    pageviews: num(r.pageviews),
    visitors: num(r.visitors),
  }))
}

export async function pageTotals(db: Knex, range: DayRange) {
  const rows = await db('analytics_pages_daily')
    .whereBetween('day', [range.from, range.to])
    .groupBy('path')
    .select('path')
    .sum({ pageviews: 'pageviews', visitors: 'visitors' })
  return rows.map((r: Record<string, unknown>) => ({
    path: String(r.path),
    pageviews: num(r.pageviews),
    visitors: num(r.visitors),
  }))
}

export async function sourceTotals(db: Knex, range: DayRange) {
  const rows = await db('analytics_sources_daily')
    .whereBetween('day', [range.from, range.to])
    .groupBy('source', 'medium', 'campaign')
    .select('source', 'medium', 'campaign')
    .sum({ visits: 'visits', visitors: 'visitors' })
  return rows.map((r: Record<string, unknown>) => ({
    source: String(r.source),
    medium: String(r.medium),
    campaign: String(r.campaign),
    visits: num(r.visits),
    visitors: num(r.visitors),
  }))
}

export async function propTotals(db: Knex, range: DayRange) {
  const rows = await db('analytics_props_daily')
    .whereBetween('day', [range.from, range.to])
    .groupBy('kind', 'value')
    .select('kind', 'value')
    .sum({ pageviews: 'pageviews' })
  return rows.map((r: Record<string, unknown>) => ({
    kind: String(r.kind),
    value: String(r.value),
    pageviews: num(r.pageviews),
  }))
}

/**
 * Leads in the range by the page they were sent from and their campaign: demo requests, contact
 * leads and quotes (not spam), and newsletter confirmations (by the page of the sign-up form).
 */
export async function conversions(db: Knex, range: DayRange): Promise<ConversionRow[]> {
  const [start, end] = instants(range)
  const grouped = (query: Knex.QueryBuilder, kind: ConversionKind) =>
    query
      .where('spam', false)
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .groupBy('source_page', 'utm_campaign')
      .select({ page: 'source_page', campaign: 'utm_campaign' })
      .count({ count: '*' })
      .then((rows: Record<string, unknown>[]) =>
        rows.map((r) => ({ kind, page: String(r.page), campaign: String(r.campaign), count: num(r.count) })),
      )
  const [demo, contact, quote, newsletter] = await Promise.all([
    grouped(db('demo_inquiries'), 'demo'),
    grouped(db('leads').where('kind', 'contact'), 'contact'),
    grouped(db('leads').where('kind', 'quote'), 'quote'),
    db('newsletter_subscribers')
      .where('confirmed_at', '>=', start)
      .where('confirmed_at', '<', end)
      .groupBy('consent_form_url')
      .select({ page: 'consent_form_url' })
      .count({ count: '*' })
      .then((rows: Record<string, unknown>[]) =>
        rows.map((r) => ({ kind: 'newsletter' as const, page: String(r.page), campaign: '', count: num(r.count) })),
      ),
  ])
  return [...demo, ...contact, ...quote, ...newsletter]
}
