import { useEffect, useState } from 'react'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { getDesk } from '../leads/lead'

export interface LeadStats {
  weeks: string[]
  bySource: { label: string; counts: number[] }[]
  byCampaign: { label: string; counts: number[] }[]
  conversion: { leads: number[]; won: number[]; totalLeads: number; totalWon: number; rate: number | null }
  confirmations: number[]
  response: { median: (number | null)[]; p90: (number | null)[]; count: number[] }
  overall: { median: number | null; p90: number | null; count: number }
  targetMinutes: number
  /** The site's time zone: weeks start on Monday at midnight there. */
  timeZone: string
}

// The cards of one dashboard visit share one request; the next visit asks again.
let inFlight: Promise<LeadStats> | null = null

function load(): Promise<LeadStats> {
  inFlight ??= getDesk<LeadStats>('/lead-stats?weeks=12').finally(() => {
    setTimeout(() => (inFlight = null), 0)
  })
  return inFlight
}

/** GET /api/admin/lead-stats for the dashboard's lead cards. */
export function useLeadStats(): { data: LeadStats | undefined } {
  const [data, setData] = useState<LeadStats>()
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    let live = true
    load()
      .then((stats) => live && setData(stats))
      .catch((err: unknown) => live && setError(err))
    return () => {
      live = false
    }
  }, [])
  useNotifyOnError(error, 'desk.dashboard.load_failed')
  return { data }
}
