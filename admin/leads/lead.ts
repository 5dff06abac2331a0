import type { TranslateFunction } from 'react-admin'
import { httpClient, API_URL } from '../dataProvider'

export const PIPELINE = ['new', 'contacted', 'qualified', 'demo_booked', 'won', 'lost'] as const
export type Pipeline = (typeof PIPELINE)[number]

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

export function formatWhen(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' })
}

export function formatMinutes(translate: TranslateFunction, minutes: number): string {
  if (minutes < 60) return translate('desk.clock.minutes', { count: minutes })
  return translate('desk.clock.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
}

/** POSTs to the leads desk API; failures carry the server's message (in the admin's language). */
export async function postDesk<T>(path: string, body: unknown): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return json as T
}

export async function getDesk<T>(path: string): Promise<T> {
  const { json } = await httpClient(`${API_URL}${path}`)
  return json as T
}
