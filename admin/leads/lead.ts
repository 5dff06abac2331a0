import { formatDateTime } from '../common/dates'
import type { TranslateFunction } from 'react-admin'

const PIPELINE = ['new', 'contacted', 'qualified', 'demo_booked', 'won', 'lost'] as const
type Pipeline = (typeof PIPELINE)[number]

export interface LeadRecord {
  id: string
  type: 'demo' | 'contact' | 'quote'
  name: string
  email: string
  phone: string
  company: string
  message: string
  sourcePage: string
  sourceSection: string
  emailStatus: string
  crmStatus: string
  createdAt: string
  /** The visitor's language: 'en' | 'fr'. */
  language: string
  spam: boolean
  status: Pipeline
  lostReason: string
  ownerId: number | null
  anonymizedAt: string | null
  waitingMinutes: number | null
  responseMinutes: number | null
  targetMinutes: number
}

export const statusChoices = (translate: TranslateFunction) =>
  PIPELINE.map((id) => ({ id, name: translate(`desk.status.${id}`) }))

const deliveryStatuses = new Set(['sent', 'pending', 'retrying', 'dead', 'skipped', 'none'])

export const deliveryLabel = (translate: TranslateFunction, status: string) =>
  deliveryStatuses.has(status) ? translate(`mapleserve.leads.delivery.${status}`) : status

/** A lead's moments in the admin's one date format (admin/common/dates.ts). */
export const formatWhen = (iso: string, locale: string): string => formatDateTime(iso, locale)

export function formatMinutes(translate: TranslateFunction, minutes: number): string {
  if (minutes < 60) return translate('desk.clock.minutes', { count: minutes })
  return translate('desk.clock.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}
