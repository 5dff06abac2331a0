import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { forms } from '../../content/fr/forms'
import { launchBrowser, VIEWPORTS } from '../helpers/browser'
import { postJson, startLeadsApp, startSmtp, waitFor, type LeadsApp, type TestSmtp } from '../helpers/leads'

/**
 * Issue 33 item 8: the visitor-facing mails (newsletter opt-in, quote copy) carry a branded HTML
 * part beside the plain text, and the quote copy attaches its PDF. Each HTML part is rendered in
 * Chromium, as a mail client's web view would, at 390 and 1440 px: no script, nothing wider than
 * the screen, the words and links of the text part present. Screenshots go to SHOTS_DIR.
 */
let app: LeadsApp
let smtp: TestSmtp
let browser: Browser
const shots = process.env.SHOTS_DIR

beforeAll(async () => {
  smtp = await startSmtp()
  app = await startLeadsApp({ SMTP_URL: smtp.url })
  browser = await launchBrowser()
  if (shots) mkdirSync(shots, { recursive: true })
}, 60_000)

afterAll(async () => {
  for (const context of contexts.values()) await context.close()
  await browser?.close()
  await app?.close()
  await smtp?.close()
})

/** One script-less browser per viewport for the file, as a mail client's web view; a page of its own per mail. */
const contexts = new Map<string, BrowserContext>()

async function render(html: string, name: string): Promise<string> {
  const texts: string[] = []
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    let context = contexts.get(label)
    if (!context) {
      context = await browser.newContext({ viewport, javaScriptEnabled: false })
      contexts.set(label, context)
    }
    const page = await context.newPage()
    await page.setContent(html)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${name} at ${label}`).toBeLessThanOrEqual(0)
    texts.push(await page.locator('body').innerText())
    if (shots) await page.screenshot({ path: `${shots}/mail-${name}-${label}.png`, fullPage: true })
    await page.close()
  }
  return texts[0]!
}

describe('when a visitor signs up for the newsletter from a French page', () => {
  it('then the confirmation has an HTML part with the same link, the address and the unsubscribe link', async () => {
    const res = await postJson(
      `${app.url}/api/newsletter`,
      { email: 'marie@bistro.test', consent: true, consent_version: forms.newsletter.consentVersion },
      { referer: `${app.url}/fr/blog` },
    )
    expect(res.status).toBe(201)
    const mail = await waitFor(() => smtp.messages.find((m) => JSON.stringify(m.to).includes('marie@bistro.test')))
    expect(mail.html).toBeTruthy()
    expect(mail.html).not.toMatch(/<script/i)
    const confirm = /https?:\/\/\S+\/fr\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text ?? '')![0]
    expect(mail.html).toContain(`href="${confirm}"`)
    const shown = await render(mail.html as string, 'newsletter-confirm-fr')
    expect(shown).toContain('48 Maple Grove Road')
    expect(shown).toContain('Quelqu')
  })
})

describe('when a visitor asks for a copy of their quote', () => {
  it('then the copy has an HTML part with the figures and the PDF attached, not linked', async () => {
    const quote = 'plan=plus&province=QC&qty_station=1&volume=0'
    const res = await postJson(`${app.url}/api/quote-leads`, { email: 'owner@bistro.test', quote })
    expect(res.status).toBe(201)
    const mail = await waitFor(() => smtp.messages.find((m) => JSON.stringify(m.to).includes('owner@bistro.test')))
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['MapleServe-Quote.pdf', 'application/pdf'],
    ])
    expect(mail.text).not.toContain('quote.pdf?')
    const shown = await render(mail.html as string, 'quote-en')
    expect(shown).toContain('Here is the quote you built')
    expect(shown).toMatch(/\$1,368\.25|1,368\.25/)
  })
})
