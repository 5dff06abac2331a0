import type { Knex } from 'knex'

/** Read side of the analytics: the daily counters and, for conversion, the leads' attribution. */

export interface DayRange {
  /** First day, 'YYYY-MM-DD' in the site's time zone, included. */
  from: string
  /** Last day, included. */
  to: string
}

/** Where lead times (ISO 8601 UTC text) fall in the range: from local midnight of `from` to that after `to`. */
export interface InstantRange {
  start: string
  end: string
}

export type ConversionKind = 'demo' | 'contact' | 'quote' | 'newsletter'

export interface ConversionRow {
  kind: ConversionKind
  page: string
  campaign: string
  count: number
}

const num = (value: unknown): number => Number(value ?? 0)

/**
 * One daily counter table summed over the range, grouped by `keys` (text) with `sums` (numbers);
 * the same query on SQLite and PostgreSQL.
 */
async function summed<K extends string, S extends string>(
  db: Knex,
  table: string,
  range: DayRange,
  keys: readonly K[],
  sums: readonly S[],
): Promise<(Record<K, string> & Record<S, number>)[]> {
  const rows: Record<string, unknown>[] = await db(table)
    .whereBetween('day', [range.from, range.to])
    .groupBy(keys as K[])
    .orderBy(keys as K[])
    .select(keys as K[])
    .sum(Object.fromEntries(sums.map((s) => [s, s])))
  return rows.map(
    (r) =>
      Object.fromEntries([...keys.map((k) => [k, String(r[k])]), ...sums.map((s) => [s, num(r[s])])]) as Record<
        K,
        string
      > &
        Record<S, number>,
  )
}

export const dailyTotals = (db: Knex, range: DayRange) =>
  summed(db, 'analytics_daily', range, ['day'], ['pageviews', 'visitors'])

export const pageTotals = (db: Knex, range: DayRange) =>
  summed(db, 'analytics_pages_daily', range, ['path'], ['pageviews', 'visitors'])

export const sourceTotals = (db: Knex, range: DayRange) =>
  summed(db, 'analytics_sources_daily', range, ['source', 'medium', 'campaign'], ['visits', 'visitors'])

export const propTotals = (db: Knex, range: DayRange) =>
  summed(db, 'analytics_props_daily', range, ['kind', 'value'], ['pageviews'])

/**
 * Leads in the range by the page they were sent from and their campaign: demo requests, contact
 * leads and quotes (not spam), and newsletter confirmations (by the page of the sign-up form and
 * the campaign of the visit that signed up).
 */
export async function conversions(db: Knex, { start, end }: InstantRange): Promise<ConversionRow[]> {
  const counted = (query: Knex.QueryBuilder, kind: ConversionKind, at: string, page: string) =>
    query
      .where(at, '>=', start)
      .where(at, '<', end)
      .groupBy(page, 'utm_campaign')
      .select({ page, campaign: 'utm_campaign' })
      .count({ count: '*' })
      .then((rows: Record<string, unknown>[]) =>
        rows.map((r) => ({ kind, page: String(r.page), campaign: String(r.campaign), count: num(r.count) })),
      )
  const leads = (query: Knex.QueryBuilder, kind: ConversionKind) =>
    counted(query.where('spam', false), kind, 'created_at', 'source_page')
  const rows = await Promise.all([
    leads(db('leads').where('kind', 'demo'), 'demo'),
    leads(db('leads').where('kind', 'contact'), 'contact'),
    leads(db('leads').where('kind', 'quote'), 'quote'),
    counted(db('newsletter_subscribers'), 'newsletter', 'confirmed_at', 'consent_form_url'),
  ])
  return rows.flat()
}
