import { useQuery } from '@tanstack/react-query'
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
}

/** GET /api/admin/lead-stats, shared by every lead card of the dashboard (one request). */
export function useLeadStats() {
  const query = useQuery({ queryKey: ['lead-stats'], queryFn: () => getDesk<LeadStats>('/lead-stats?weeks=12') })
  useNotifyOnError(query.error, 'desk.dashboard.load_failed')
  return query
}
