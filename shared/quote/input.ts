import { catalogue, planIds, type AddOnId, type HardwareId, type PlanId } from '../../content/catalogue'
import { isProvince, type ProvinceCode } from './tax-table'

/** What the visitor chose. Hardware quantities are per location; card volume is for all locations. */
export interface QuoteInput {
  plan: PlanId
  locations: number
  province: ProvinceCode
  hardware: { id: HardwareId; quantity: number; mode: 'buy' | 'lease' }[]
  addOns: AddOnId[]
  installation: boolean
  /** Monthly card volume, whole dollars. */
  volume: number
  /** Average ticket, whole dollars. */
  ticket: number
}

export type QuoteInputError = 'plan' | 'locations' | 'province' | 'hardware' | 'addOns' | 'volume' | 'ticket'

export const quoteLimits = { locations: 50, quantity: 20, volume: 10_000_000, ticket: 10_000 } as const

export const defaultQuoteInput: QuoteInput = {
  plan: 'plus',
  locations: 1,
  province: 'ON',
  hardware: catalogue.hardware.map((h) => ({ id: h.id, quantity: h.id === 'station' ? 1 : 0, mode: 'buy' })),
  addOns: [],
  installation: false,
  volume: 30_000,
  ticket: 35,
}

type Query = Record<string, string | string[] | undefined>

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

function all(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value]
}

/** An integer in [min, max] from a form value, or undefined when absent or blank; NaN when not one. */
function integer(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const text = value.trim().replace(/[\s,$]/g, '')
  if (!/^\d{1,9}$/.test(text)) return Number.NaN
  const n = Number(text)
  return n < min || n > max ? Number.NaN : n
}

export interface ParsedQuoteQuery {
  input: QuoteInput
  /** What is wrong, once per kind; the input holds defaults in their place, so it must not be priced. */
  errors: QuoteInputError[]
  /** The form fields whose values were refused (locations, qty_tab ...), to mark them invalid. */
  invalidFields: string[]
}

/**
 * The quote a query string describes (the page's GET form: ?plan=plus&locations=2&province=QC&
 * qty_station=1&mode_station=lease&addon=loyalty&install=1&volume=40000&ticket=30). Missing
 * fields take the defaults; invalid ones too, and are named in `errors` and `invalidFields`.
 */
export function parseQuoteQuery(query: Query): ParsedQuoteQuery {
  const errors: QuoteInputError[] = []
  const invalidFields: string[] = []
  const d = defaultQuoteInput
  const pick = <T>(field: QuoteInputError, value: T | undefined | number, fallback: T, name: string = field): T => {
    if (value === undefined) return fallback
    if (typeof value === 'number' && Number.isNaN(value)) {
      if (!errors.includes(field)) errors.push(field)
      invalidFields.push(name)
      return fallback
    }
    return value as T
  }
  const planText = first(query.plan)
  const plan =
    planText === undefined
      ? d.plan
      : (planIds as readonly string[]).includes(planText)
        ? (planText as PlanId)
        : Number.NaN
  const provinceText = first(query.province)?.toUpperCase()
  const province = provinceText === undefined ? d.province : isProvince(provinceText) ? provinceText : Number.NaN
  const anyHardware = catalogue.hardware.some((h) => query[`qty_${h.id}`] !== undefined)
  const hardware = catalogue.hardware.map((h, i) => {
    const fallback = anyHardware ? 0 : d.hardware[i]!.quantity
    const name = `qty_${h.id}`
    const quantity = pick('hardware', integer(first(query[name]), 0, quoteLimits.quantity), fallback, name)
    const mode: 'buy' | 'lease' =
      first(query[`mode_${h.id}`]) === 'lease' && h.leaseMonthlyCents !== null ? 'lease' : 'buy'
    return { id: h.id, quantity, mode }
  })
  const known = new Set<string>(catalogue.addOns.map((a) => a.id))
  const addOnValues = all(query.addon)
  if (addOnValues.some((v) => !known.has(v))) {
    errors.push('addOns')
    invalidFields.push('addon')
  }
  const addOns = catalogue.addOns.map((a) => a.id).filter((id) => addOnValues.includes(id))
  const input: QuoteInput = {
    plan: pick('plan', plan, d.plan),
    locations: pick('locations', integer(first(query.locations), 1, quoteLimits.locations), d.locations),
    province: pick('province', province, d.province),
    hardware,
    addOns,
    installation: ['1', 'on', 'true', 'yes'].includes(first(query.install) ?? ''),
    volume: pick('volume', integer(first(query.volume), 0, quoteLimits.volume), d.volume),
    ticket: pick('ticket', integer(first(query.ticket), 1, quoteLimits.ticket), d.ticket),
  }
  return { input, errors, invalidFields }
}

const formFields = /^(plan|locations|province|qty_[a-z-]+|mode_[a-z-]+|addon|install|volume|ticket)$/

/**
 * The quote form's own fields of a query, as asked (refused values kept), so the page can show
 * a visitor the value they typed beside its message instead of silently replacing it.
 */
export function quoteFormQuery(query: Query): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query))
    if (formFields.test(name)) for (const v of all(value).slice(0, 16)) params.append(name, v.slice(0, 40))
  return params.toString()
}

/** The query string of a quote: the share URL's `?...` (defaults included, so the URL says everything). */
export function quoteQueryString(input: QuoteInput): string {
  const params = new URLSearchParams()
  params.set('plan', input.plan)
  params.set('locations', String(input.locations))
  params.set('province', input.province)
  for (const h of input.hardware) {
    params.set(`qty_${h.id}`, String(h.quantity))
    if (h.mode === 'lease') params.set(`mode_${h.id}`, 'lease')
  }
  for (const id of input.addOns) params.append('addon', id)
  if (input.installation) params.set('install', '1')
  params.set('volume', String(input.volume))
  params.set('ticket', String(input.ticket))
  return params.toString()
}
