import { VISIT_FIELDS } from '../../shared/attribution'

/**
 * Hidden fields for where the visit came from, empty in the HTML (pages stay cacheable) and filled
 * by the entry script, as the form is submitted, from the first page of the browser session
 * (pages/client/attribution.ts fillAttributionOnSubmit).
 */
export function AttributionFields() {
  return VISIT_FIELDS.map((name) => <input key={name} type="hidden" name={name} defaultValue="" data-attribution="" />)
}
