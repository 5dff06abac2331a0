import { useEffect, useState } from 'react'
import { useDataProvider } from 'react-admin'
import { useNotifyOnError } from '../common/useNotifyOnError'
import type { AdminDataProvider } from '../dataProvider'

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

function load(dataProvider: AdminDataProvider): Promise<LeadStats> {
  inFlight ??= dataProvider.getLeadStats(12).finally(() => {
    setTimeout(() => (inFlight = null), 0)
  })
  return inFlight
}

/** GET /api/admin/lead-stats for the dashboard's lead cards. */
export function useLeadStats(): { data: LeadStats | undefined } {
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [data, setData] = useState<LeadStats>()
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    let live = true
    load(dataProvider)
      .then((stats) => live && setData(stats))
      .catch((err: unknown) => live && setError(err))
    return () => {
      live = false
    }
  }, [dataProvider])
  useNotifyOnError(error, 'desk.dashboard.load_failed')
  return { data }
}
