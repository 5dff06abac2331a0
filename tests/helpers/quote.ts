/**
 * The quote builder's integration tests: two worked quotes, their readers and the app with its mail and CRM (quote,
 * quote-prices tests).
 */
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll } from 'vitest'
import { startCrm, startLeadsApp, startSmtp, type LeadsApp, type TestCrm, type TestSmtp } from './leads'

// Plus in Quebec, one Station bought, $0 card volume. By hand: Station 1,299.00 less the 1,000.00
// Plus credit = 299.00; GST 5 % = 14.95, QST 9.975 % = 29.83 (29.825 half-up); one-time 343.78.
// Monthly: Plus 99.00, GST 4.95, QST 9.88 (9.875 25) = 113.83. First year: 343.78 + 9 × 113.83 = 1,368.25.
export const quebec = 'plan=plus&province=QC&qty_station=1&volume=0'
// Plus in Ontario, two Tabs leased, $30,000 at a $30 ticket: Plus 99.00 + Tabs 2 × 32.00 = 163.00,
// HST 13 % = 12.87 + 8.32 = 21.19; processing 0.20 % of 30,000 = 60.00 plus 1,000 × 10¢ = 100.00, so 160.00,
// exempt. Monthly: 163.00 + 21.19 + 160.00 = 344.19.
export const ontario = 'plan=plus&province=ON&qty_station=0&qty_tab=2&mode_tab=lease&volume=30000&ticket=30'

export function summaries(html: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const m of html.matchAll(/data-summary="([^"]+)"><dt>[^<]*<\/dt><dd>([^<]*)/g)) out[m[1]!] = m[2]!
  return out
}

export async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
  const { text } = await extractText(pdf, { mergePages: true })
  return text
}
export let app: LeadsApp
export let smtp: TestSmtp
export let crm: TestCrm

/** Starts `app` with its `smtp` and `crm` (sales at sales@mapleserve.test) before the tests; stops them after. */
export function withQuoteApp(): void {
  beforeAll(async () => {
    smtp = await startSmtp()
    crm = await startCrm()
    app = await startLeadsApp({ SMTP_URL: smtp.url, CRM_URL: crm.url, SALES_INBOX: 'sales@mapleserve.test' })
  })
  afterAll(async () => {
    await app?.close()
    await smtp?.close()
    await crm?.close()
  })
}
