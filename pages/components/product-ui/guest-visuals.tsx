import type { Locale } from '../../../content/index'
import type { ScreensContent } from '../../../content/types'
import d from './devices.module.css'
import { AppScreen, OnlineScreen } from './GuestScreens'
import { ReportsScreen } from './ReportsScreen'

/** Screens that run on the guest's or owner's own phone or browser, not on our hardware. */
export function GuestDevice({
  id,
  screens,
  locale,
}: {
  id: 'phone-reports' | 'phone-app' | 'browser-online'
  screens: ScreensContent
  locale: Locale
}) {
  if (id === 'browser-online') {
    return (
      <div className={d.browser}>
        <p className={d.chrome}>
          <span className={d.dots} />
          <span className={d.url}>{screens.online.url}</span>
        </p>
        <div className={d.glass}>
          <OnlineScreen online={screens.online} locale={locale} />
        </div>
      </div>
    )
  }
  return (
    <div className={d.phone}>
      <div className={`${d.glass} ${d.phoneGlass}`}>
        {id === 'phone-reports' ? (
          <ReportsScreen reports={screens.reports} locale={locale} />
        ) : (
          <AppScreen app={screens.app} locale={locale} />
        )}
      </div>
    </div>
  )
}
