import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Locale } from '../../../../content/index'
import type { ScreensContent, VisualId } from '../../../../content/types'
import { Browser, Go, KitchenDisplay, Phone, Station, Tab, Terminal } from './devices'
import { FloorScreen } from './floor'
import { GiftCardScreen, LoyaltyScreen, OnlineScreen } from './guest'
import { KitchenScreen } from './kitchen'
import { CustomerScreen, OrderScreen } from './order'
import { PayScreen, TerminalScreen } from './pay'
import { AppCard, AppScreen, ReportsCard, ReportsScreen } from './phone'
import { c, Defs, FONT, H, W } from './svg'

/** Every drawing, each one product doing its job (content's VisualId). */
export const visualIds = [
  'station-order',
  'tab-order',
  'go-pay',
  'kitchen-display',
  'phone-reports',
  'browser-online',
  'phone-app',
  'tab-loyalty',
  'tab-gift-card',
  'terminal-tap',
] as const satisfies readonly VisualId[]

function scene(id: VisualId, screens: ScreensContent, locale: Locale): ReactNode {
  switch (id) {
    case 'station-order':
      return (
        <Station
          main={<OrderScreen order={screens.order} locale={locale} />}
          guest={<CustomerScreen order={screens.order} locale={locale} />}
        />
      )
    case 'tab-order':
      return (
        <Tab>
          <FloorScreen screens={screens} locale={locale} />
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
          <GiftCardScreen gift={screens.giftCard} venue={screens.order.venue} locale={locale} />
        </Tab>
      )
    case 'go-pay':
      return (
        <Go>
          <PayScreen screens={screens} locale={locale} />
        </Go>
      )
    case 'kitchen-display':
      return (
        <KitchenDisplay>
          <KitchenScreen kitchen={screens.kitchen} />
        </KitchenDisplay>
      )
    case 'phone-reports':
      return (
        <Phone aside={<ReportsCard reports={screens.reports} locale={locale} />}>
          <ReportsScreen reports={screens.reports} locale={locale} />
        </Phone>
      )
    case 'phone-app':
      return (
        <Phone aside={<AppCard app={screens.app} />}>
          <AppScreen app={screens.app} locale={locale} />
        </Phone>
      )
    case 'browser-online':
      return (
        <Browser url={screens.online.url}>
          <OnlineScreen online={screens.online} locale={locale} />
        </Browser>
      )
    case 'terminal-tap':
      return (
        <Terminal networks={screens.terminal.networks.split(' · ')}>
          <TerminalScreen screens={screens} locale={locale} />
        </Terminal>
      )
  }
}

/** The SVG file of one drawing in one language (the page gives it its alt text: no <title>). */
export function drawArt(id: VisualId, screens: ScreensContent, locale: Locale): string {
  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      fontFamily={FONT}
      fill={c.ink}
    >
      <Defs />
      {scene(id, screens, locale)}
    </svg>,
  )
  return `${svg}\n`
}
