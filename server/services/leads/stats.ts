import type { Knex } from 'knex'
import { confirmationsSince } from '../../db/repositories/leads/activity.js'
import { statsLeads } from '../../db/repositories/leads/inbox.js'
import type { Clock } from '../system/clock.js'
import { businessMinutesBetween } from './business-hours.js'
import { leadDeskSettingsService } from './desk-settings.js'
import { addDays, daysBetween, localDay, localMidnight, mondayOf } from './local-days.js'

const TOP = 6

interface Series {
  /** A source page or UTM campaign; '' = none, '*' = all others. */
  label: string
  counts: number[]
}

export interface LeadStats {
  /** Mondays starting each week (local weeks in the site's time zone), oldest first. */
  weeks: string[]
  bySource: Series[]
  byCampaign: Series[]
  conversion: { leads: number[]; won: number[]; totalLeads: number; totalWon: number; rate: number | null }
  confirmations: number[]
  /** Business minutes from arrival to first contact, of the leads that arrived each week. */
  response: { median: (number | null)[]; p90: (number | null)[]; count: number[] }
  overall: { median: number | null; p90: number | null; count: number }
  targetMinutes: number
  /** The IANA zone the weeks are counted in. */
  timeZone: string
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

function series(keys: string[], weekIndex: number[], n: number): Series[] {
  const totals = new Map<string, number>()
  for (const k of keys) totals.set(k, (totals.get(k) ?? 0) + 1)
  const top = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP)
    .map(([k]) => k)
  const out = new Map<string, number[]>(top.map((k) => [k, Array<number>(n).fill(0)]))
  keys.forEach((k, i) => {
    const label = top.includes(k) ? k : '*'
    if (!out.has(label)) out.set(label, Array<number>(n).fill(0))
    out.get(label)![weekIndex[i]!]! += 1
  })
  return [...out.entries()].map(([label, counts]) => ({ label, counts }))
}

/** The dashboard's figures over the last `weeks` weeks (spam left out). */
export async function leadStats(db: Knex, clock: Clock, weeks: number): Promise<LeadStats> {
  const settings = await leadDeskSettingsService(db).get()
  const { timeZone } = settings
  // Weeks start on Monday at local midnight in the site's time zone (Settings › Leads desk).
  const first = addDays(mondayOf(localDay(clock().getTime(), timeZone)), -7 * (weeks - 1))
  const since = new Date(localMidnight(first, timeZone)).toISOString()
  const [rows, confirmed] = await Promise.all([statsLeads(db, since), confirmationsSince(db, since)])
  const index = (iso: string) =>
    Math.min(weeks - 1, Math.max(0, Math.floor(daysBetween(first, localDay(Date.parse(iso), timeZone)) / 7)))
  const zeros = () => Array<number>(weeks).fill(0)
  const weekIndex = rows.map((r) => index(r.created_at))
  const leadsPerWeek = zeros()
  const wonPerWeek = zeros()
  const responses: number[][] = Array.from({ length: weeks }, () => [])
  rows.forEach((r, i) => {
    const w = weekIndex[i]!
    leadsPerWeek[w]! += 1
    if (r.status === 'won') wonPerWeek[w]! += 1
    if (r.contacted_at)
      responses[w]!.push(businessMinutesBetween(Date.parse(r.created_at), Date.parse(r.contacted_at), settings))
  })
  const confirmations = zeros()
  for (const at of confirmed) confirmations[index(at)]! += 1
  const round = (v: number | null) => (v === null ? null : Math.round(v))
  const sorted = responses.map((list) => [...list].sort((a, b) => a - b))
  const all = sorted.flat().sort((a, b) => a - b)
  const totalWon = wonPerWeek.reduce((a, b) => a + b, 0)
  return {
    weeks: Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i)),
    timeZone,
    bySource: series(
      rows.map((r) => r.source_page),
      weekIndex,
      weeks,
    ),
    byCampaign: series(
      rows.map((r) => r.utm_campaign),
      weekIndex,
      weeks,
    ),
    conversion: {
      leads: leadsPerWeek,
      won: wonPerWeek,
      totalLeads: rows.length,
      totalWon,
      rate: rows.length ? totalWon / rows.length : null,
    },
    confirmations,
    response: {
      median: sorted.map((l) => round(percentile(l, 50))),
      p90: sorted.map((l) => round(percentile(l, 90))),
      count: sorted.map((l) => l.length),
    },
    overall: { median: round(percentile(all, 50)), p90: round(percentile(all, 90)), count: all.length },
    targetMinutes: settings.targetMinutes,
  }
}
