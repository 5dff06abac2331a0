/**
 * Issue 29 item 5 in the browser: once an address has had its few unconfirmed emails of the day,
 * the newsletter form says no new confirmation was sent instead of "we sent you an email".
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { forms } from '../../content/en/forms'
import { launchBrowser, openPage, VIEWPORTS } from '../helpers/browser'
import { postJson, startLeadsApp, type LeadsApp } from '../helpers/leads'
import { waitForIsland } from '../helpers/islands'

let browser: Browser
let app: LeadsApp
beforeAll(async () => {
  app = await startLeadsApp({ UNPROVEN_MAIL_PER_DAY: '1' })
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await app?.close()
})

it('when the address already got its confirmation emails today, then the form says none was sent again', async () => {
  const email = 'twice@bakery.ca'
  const first = await postJson(`${app.url}/api/newsletter`, {
    email,
    consent: true,
    consent_version: forms.newsletter.consentVersion,
  })
  expect(first.status).toBe(201)
  const { context, page, problems } = await openPage(browser, VIEWPORTS.desktop)
  await page.goto(`${app.url}/newsletter`)
  // The island's own path (the no-JS thank-you page says the same): once hydrated, the form posts as JSON.
  await waitForIsland(page, 'Newsletter')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Subscribe Now' }).click()
  await page.getByRole('status').getByText('We already sent several confirmation emails', { exact: false }).waitFor()
  expect(await page.getByText('Almost done: we sent you an email.', { exact: false }).count()).toBe(0)
  expect(problems).toEqual([])
  await context.close()
})
