import { catalogue, type AddOnId, type PlanId } from './catalogue'
import type { Locale } from './index'

/**
 * The catalogue's figures as running copy writes them ("$1,000" / "1 000 $", "0.50%" / "0,50 %"),
 * so product pages, the home page and the pricing page quote the one price list instead of typing
 * a figure again (a test fails on a catalogue figure typed into content/).
 */
export function figures(locale: Locale) {
  const NBSP = '\u00a0'
  const fr = locale === 'fr'
  const dollars = (cents: number) => {
    const whole = String(Math.round(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, fr ? NBSP : ',')
    return fr ? `${whole}${NBSP}$` : `$${whole}`
  }
  const processing = (plan: Exclude<PlanId, 'enterprise'>) => catalogue.plans[plan].processing
  return {
    /** Whole dollars: "$1,000" / "1 000 $". */
    dollars,
    /** Days of Plus free for new customers: "90". */
    freeDays: String(catalogue.plans.plus.freeDays),
    /** The Free plan's monthly price: "$0" / "0 $". */
    freePlanMonthly: dollars(catalogue.plans.free.monthlyCents),
    /** An add-on's monthly price on Plus: "$30" / "30 $". */
    addOn: (id: AddOnId) => {
      const price = catalogue.addOns.find((a) => a.id === id)!.price.plus
      if (typeof price !== 'number') throw new Error(`add-on ${id} has no price on Plus`)
      return dollars(price)
    },
    /** The Plus software credit against hardware: "$1,000" / "1 000 $". */
    hardwareCredit: dollars(catalogue.plans.plus.hardwareCreditCents),
    /** The monthly card volume above which Plus has an extra benefit: "$100,000" / "100 000 $". */
    volumeBenefit: dollars(catalogue.plusVolumeBenefitCents),
    /** Basis points over interchange: "50". */
    bps: (plan: Exclude<PlanId, 'enterprise'>) => String(processing(plan)!.bps),
    /** The same as a percentage: "0.50%" / "0,50 %". */
    percent: (plan: Exclude<PlanId, 'enterprise'>) => {
      const text = (processing(plan)!.bps / 100).toFixed(2)
      return fr ? `${text.replace('.', ',')}${NBSP}%` : `${text}%`
    },
    /** Cents per transaction: "10". */
    perTransaction: (plan: Exclude<PlanId, 'enterprise'>) => String(processing(plan)!.perTransactionCents),
    /** The same with its sign: "10¢" / "10 ¢". */
    perTransactionCents: (plan: Exclude<PlanId, 'enterprise'>) =>
      `${processing(plan)!.perTransactionCents}${fr ? NBSP : ''}¢`,
  }
}
