import type { Locale } from './index'
import { demoPage as en } from './en/demo-page'
import { demoPage as fr } from './fr/demo-page'

/**
 * What /demo says beside its form (issue 33): what happens after sending it, in three steps, the
 * phone line for those who would rather call, and a few customers' own words as text marks.
 */
export interface DemoPageContent {
  nextHeading: string
  steps: { title: string; text: string }[]
  callHeading: string
  callText: string
  customersHeading: string
  quotes: { text: string; name: string; restaurant: string }[]
}

export function getDemoPage(locale: Locale): DemoPageContent {
  return locale === 'fr' ? fr : en
}
