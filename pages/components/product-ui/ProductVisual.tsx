import type { ReactNode } from 'react'
import type { Locale } from '../../../content/index'
import type { ScreensContent, VisualId } from '../../../content/types'
import d from './devices.module.css'
import { GuestDevice } from './guest-visuals'
import { KitchenScreen } from './KitchenScreen'
import { GiftCardScreen, LoyaltyScreen } from './LoyaltyScreens'
import { CustomerScreen, OrderScreen } from './OrderScreen'
import { PayScreen } from './PayScreen'

/**
 * One product idea drawn as its real screen inside the device that runs it. The whole drawing is
 * one image to assistive technology (role="img" with the content's label); `data-visual` names the
 * idea so a test can check that no drawing serves two roles.
 */
export function ProductVisual({ id, screens, locale }: { id: VisualId; screens: ScreensContent; locale: Locale }) {
  return (
    <div role="img" aria-label={screens.labels[id]} data-visual={id} className={d.visual} data-device={deviceOf(id)}>
      {draw(id, screens, locale)}
    </div>
  )
}

function deviceOf(id: VisualId): string {
  return id.split('-')[0] ?? id
}

function draw(id: VisualId, screens: ScreensContent, locale: Locale): ReactNode {
  switch (id) {
    case 'station-order':
      return (
        <Station customer={<CustomerScreen order={screens.order} locale={locale} />}>
          <OrderScreen order={screens.order} locale={locale} />
        </Station>
      )
    case 'tab-order':
      return (
        <Tab>
          <OrderScreen order={screens.order} locale={locale} compact />
        </Tab>
      )
    case 'tab-loyalty':
      return (
        <Tab>
          <LoyaltyScreen loyalty={screens.loyalty} />
        </Tab>
      )
    case 'tab-gift-card':
      return (
        <Tab>
          <GiftCardScreen gift={screens.giftCard} locale={locale} />
        </Tab>
      )
    case 'kitchen-display':
      return (
        <div className={d.kds}>
          <span className={d.mount} />
          <div className={`${d.bezel} ${d.kdsBezel}`}>
            <div className={d.glass}>
              <KitchenScreen kitchen={screens.kitchen} />
            </div>
          </div>
          <span className={d.bumpBar} />
        </div>
      )
    case 'go-pay':
      return (
        <div className={d.go}>
          <span className={d.paper} />
          <div className={d.goBody}>
            <div className={`${d.glass} ${d.goGlass}`}>
              <PayScreen screens={screens} locale={locale} />
            </div>
            <span className={d.reader} />
          </div>
        </div>
      )
    case 'phone-reports':
    case 'phone-app':
    case 'browser-online':
      return <GuestDevice id={id} screens={screens} locale={locale} />
  }
}

/** Station: the 15.6-inch counter terminal on its pedestal with the guest-facing display beside it. */
function Station({ children, customer }: { children: ReactNode; customer: ReactNode }) {
  return (
    <div className={d.station}>
      <div className={d.stationMain}>
        <div className={d.bezel}>
          <div className={d.glass}>{children}</div>
        </div>
        <span className={d.neck} />
        <span className={d.base} />
      </div>
      <div className={d.stationCustomer}>
        <div className={d.bezel}>
          <div className={`${d.glass} ${d.customerGlass}`}>{customer}</div>
        </div>
        <span className={d.pole} />
      </div>
    </div>
  )
}

/** Tab: the 11-inch tablet in its aluminium frame, resting on a wedge stand. */
function Tab({ children }: { children: ReactNode }) {
  return (
    <div className={d.tab}>
      <div className={d.tabFrame}>
        <div className={d.glass}>{children}</div>
      </div>
      <span className={d.wedge} />
    </div>
  )
}
