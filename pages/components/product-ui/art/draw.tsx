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
import type { ArtView } from './path'
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

/** The whole canvas. */
const FULL: ArtView = { x: 0, y: 0, w: W, h: H }

/**
 * A close-up sits in a rounded frame of its own, on white, so that its cut edges read as a zoomed
 * view of the screen rather than a drawing cut off.
 */
function CloseUp({ view, children }: { view: ArtView; children: ReactNode }) {
  const frame = { x: view.x + 0.5, y: view.y + 0.5, width: view.w - 1, height: view.h - 1, rx: 14 }
  return (
    <g>
      <clipPath id="close-up">
        <rect {...frame} />
      </clipPath>
      <g clipPath="url(#close-up)">
        <rect {...frame} fill={c.white} />
        {children}
      </g>
      <rect {...frame} fill="none" stroke={c.line} />
    </g>
  )
}

/**
 * The SVG file of one drawing in one language (the page gives it its alt text: no <title>), the whole
 * canvas or the part `view` frames (a close-up, detailViews).
 */
export function drawArt(id: VisualId, screens: ScreensContent, locale: Locale, view: ArtView = FULL): string {
  const drawing = scene(id, screens, locale)
  const svg = renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={view.w}
      height={view.h}
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      fontFamily={FONT}
      fill={c.ink}
    >
      <Defs />
      {view === FULL ? drawing : <CloseUp view={view}>{drawing}</CloseUp>}
    </svg>,
  )
  return `${svg}\n`
}
