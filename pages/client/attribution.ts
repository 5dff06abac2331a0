import type { VisitAttribution } from '../../shared/attribution'

/**
 * Where the visit came from, captured on the first page of the browser session (sessionStorage)
 * and sent with every form, so each lead records its landing page, referrer and UTM parameters.
 */
export type Attribution = VisitAttribution

const KEY = 'mapleserve:attribution'
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const

function fromLocation(): Attribution {
  const params = new URLSearchParams(location.search)
  const external = document.referrer && !document.referrer.startsWith(location.origin) ? document.referrer : ''
  const attribution: Attribution = {
    landing_page: `${location.pathname}${location.search}`,
    referrer: external,
    utm_source: '',
    utm_medium: '',
    utm_campaign: '',
    utm_term: '',
    utm_content: '',
  }
  for (const key of UTM) attribution[key] = params.get(key) ?? ''
  return attribution
}

/** Stores the first landing page of this session; later pages keep it. Call on every page load. */
export function captureAttribution(): void {
  try {
    if (!sessionStorage.getItem(KEY)) sessionStorage.setItem(KEY, JSON.stringify(fromLocation()))
  } catch {
    // Storage can be disabled (privacy modes); the form then sends the current page's data.
  }
}

export function readAttribution(): Attribution {
  try {
    const stored = sessionStorage.getItem(KEY)
    if (stored) return { ...fromLocation(), ...(JSON.parse(stored) as Partial<Attribution>) }
  } catch {
    // Fall through to the current page.
  }
  return fromLocation()
}

/**
 * Fills the hidden attribution fields of plain HTML forms (pages/components/AttributionFields.tsx)
 * as they are submitted, so a form posted without a script of its own still records the visit's
 * first landing page, referrer and UTM parameters (done at submit time, so a React island that
 * renders the form later cannot reset them). Without JavaScript the fields stay empty.
 */
export function fillAttributionOnSubmit(): void {
  addEventListener(
    'submit',
    (event) => {
      const fields = (event.target as HTMLElement).querySelectorAll<HTMLInputElement>('input[data-attribution]')
      if (!fields.length) return
      const attribution = readAttribution()
      for (const field of fields) {
        const value = attribution[field.name as keyof Attribution]
        if (typeof value === 'string') field.value = value
      }
    },
    true,
  )
}
