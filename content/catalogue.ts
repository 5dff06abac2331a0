/**
 * The one typed price list: every figure on /pricing, in the quote builder, its PDF and emails
 * comes from here, in integer cents (CAD). Names and descriptions live per language in
 * content/en|fr/quote.ts; the pricing copy formats these figures with content/money.ts.
 */
export type PlanId = 'free' | 'plus' | 'enterprise'
export type HardwareId = 'station' | 'tab' | 'go' | 'receipt-printer' | 'kitchen-printer' | 'cash-drawer'
export type AddOnId =
  'online-ordering' | 'gift-cards' | 'kitchen-display' | 'mobile-app' | 'kiosk' | 'loyalty' | 'catering'
export type ServiceId = 'installation'

/** Card processing: interchange plus `bps` basis points plus `perTransactionCents` per transaction. */
interface ProcessingRate {
  bps: number
  perTransactionCents: number
}

export interface PlanPrice {
  /** Per location per month; null: priced by sales (Enterprise). */
  monthlyCents: number | null
  processing: ProcessingRate | null
  /** Credit applied against hardware bought on this plan. */
  hardwareCreditCents: number
  /** Days of the subscription that are free for new customers. */
  freeDays: number
}

export interface HardwarePrice {
  id: HardwareId
  buyCents: number
  /** Per device per month; null: not offered for lease. */
  leaseMonthlyCents: number | null
}

/** An add-on's price per plan, per location per month: a number, 'included', or 'unavailable'. */
export type AddOnPrice = number | 'included' | 'unavailable'

export interface AddOn {
  id: AddOnId
  price: Record<PlanId, AddOnPrice>
}

export const catalogue = {
  /** Changes whenever a figure below changes; stored with every quote. */
  version: '2026-11-23',
  plans: {
    free: {
      monthlyCents: 0,
      processing: { bps: 50, perTransactionCents: 10 },
      hardwareCreditCents: 0,
      freeDays: 0,
    },
    plus: {
      monthlyCents: 9900,
      processing: { bps: 20, perTransactionCents: 10 },
      hardwareCreditCents: 100000,
      freeDays: 90,
    },
    enterprise: { monthlyCents: null, processing: null, hardwareCreditCents: 0, freeDays: 0 },
  } satisfies Record<PlanId, PlanPrice>,
  /** Plus's "extra benefit" threshold on the fees card: monthly card volume. */
  plusVolumeBenefitCents: 10_000_000,
  hardware: [
    { id: 'station', buyCents: 129900, leaseMonthlyCents: 5900 },
    { id: 'tab', buyCents: 69900, leaseMonthlyCents: 3200 },
    { id: 'go', buyCents: 59900, leaseMonthlyCents: 2700 },
    { id: 'receipt-printer', buyCents: 34900, leaseMonthlyCents: null },
    { id: 'kitchen-printer', buyCents: 39900, leaseMonthlyCents: null },
    { id: 'cash-drawer', buyCents: 14900, leaseMonthlyCents: null },
  ] satisfies HardwarePrice[],
  addOns: [
    { id: 'online-ordering', price: { free: 'included', plus: 'included', enterprise: 'included' } },
    { id: 'gift-cards', price: { free: 'included', plus: 'included', enterprise: 'included' } },
    { id: 'kitchen-display', price: { free: 'included', plus: 'included', enterprise: 'included' } },
    { id: 'mobile-app', price: { free: 'unavailable', plus: 2000, enterprise: 'included' } },
    { id: 'kiosk', price: { free: 'unavailable', plus: 1000, enterprise: 'included' } },
    { id: 'loyalty', price: { free: 'unavailable', plus: 3000, enterprise: 'included' } },
    { id: 'catering', price: { free: 'unavailable', plus: 1000, enterprise: 'included' } },
  ] satisfies AddOn[],
  services: [{ id: 'installation' as ServiceId, perLocationCents: 29900 }],
} as const

export const planIds: readonly PlanId[] = ['free', 'plus', 'enterprise']

export function addOnPrice(id: AddOnId, plan: PlanId): AddOnPrice {
  return catalogue.addOns.find((a) => a.id === id)!.price[plan]
}

/** An add-on every plan includes: shown as included, never offered as a choice. */
export function isIncludedInEveryPlan(id: AddOnId): boolean {
  return planIds.every((plan) => addOnPrice(id, plan) === 'included')
}

export function hardwarePrice(id: HardwareId): HardwarePrice {
  return catalogue.hardware.find((h) => h.id === id)!
}
