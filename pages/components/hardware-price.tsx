import { catalogue, type HardwareId } from '../../content/catalogue'
import type { Locale } from '../../content/index'
import { formatMoney } from '../../content/money'
import type { QuoteTexts } from '../../content/quote'
import styles from './hardware-price.module.css'

/** The texts the price lines share with the quote builder, so both read the same. */
export type PriceTexts = Pick<QuoteTexts, 'link' | 'hardware'> & {
  form: Pick<QuoteTexts['form'], 'buy' | 'lease' | 'perMonth'>
}

export const isHardwareId = (id: string): id is HardwareId => catalogue.hardware.some((h) => h.id === id)

/** ["Buy $1,299.00", "Lease $59.00/month"]: the catalogue's figures, formatted as the quote builder does. */
export function priceParts(id: HardwareId, t: PriceTexts, locale: Locale): string[] {
  const h = catalogue.hardware.find((x) => x.id === id)!
  const buy = `${t.form.buy} ${formatMoney(h.buyCents, locale)}`
  return h.leaseMonthlyCents === null
    ? [buy]
    : [buy, `${t.form.lease} ${formatMoney(h.leaseMonthlyCents, locale)}${t.form.perMonth}`]
}

/** The parts joined by " · ", each kept on one line (a phone breaks between buy and lease). */
export function Price({ parts }: { parts: string[] }) {
  return parts.map((part, i) => (
    <span key={part}>
      {i > 0 && ' · '}
      <span className={styles.nowrap}>{part}</span>
    </span>
  ))
}
