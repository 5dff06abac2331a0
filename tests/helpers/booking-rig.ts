import type { Browser } from 'playwright-core'
import { addSalesperson } from './bookings'
import { launchBrowser } from './browser'
import { startLeadsApp, startSmtp, type LeadsApp, type TestSmtp } from './leads'

export interface BookingRig {
  app: LeadsApp
  smtp: TestSmtp
  browser: Browser
  sellerId: number
  close: () => Promise<void>
}

/**
 * What a booking browser test needs: a mail server, the app sending through it, a browser, and a salesperson free
 * every day, all day (free slots whatever the hour the test runs at), or `hours` (minutes after midnight in the
 * business zone) every day.
 */
export async function startBookingRig({ hours = { from: 0, to: 1440 } } = {}): Promise<BookingRig> {
  const smtp = await startSmtp()
  const app = await startLeadsApp({ SMTP_URL: smtp.url })
  const browser = await launchBrowser()
  const sellerId = await addSalesperson(app.db, {
    publicName: 'Sam Seller',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    ...hours,
  })
  return {
    app,
    smtp,
    browser,
    sellerId,
    close: async () => {
      await browser.close()
      await app.close()
      await smtp.close()
    },
  }
}
