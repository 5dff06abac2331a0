import type { Attribution } from '../client/attribution'

const NAMES: readonly (keyof Attribution)[] = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
]

/**
 * Hidden fields for where the visit came from, empty in the HTML (pages stay cacheable) and filled
 * by the entry script, as the form is submitted, from the first page of the browser session
 * (pages/client/attribution.ts fillAttributionOnSubmit).
 */
export function AttributionFields() {
  return NAMES.map((name) => <input key={name} type="hidden" name={name} defaultValue="" data-attribution="" />)
}
