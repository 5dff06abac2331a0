import { localeTags, localizePath, type Locale } from '../../content/index.js'
import { bookingTexts } from '../../content/booking.js'
import { CANADIAN_ZONES, formatWhen as when, slotDays, zoneName } from '../../shared/booking/days.js'
import { escapeHtml } from '../lib/html.js'
import { plainPage } from './plain-page.js'

/**
 * The private, script-free booking pages (issue 35): the list of free demo slots as a radio group
 * per day with one submit button, the result, and the visitor's manage page. Like the form result
 * pages (plainPage), they carry their own small stylesheet and no script.
 */

const DAYS_SHOWN = 4

export const formatWhen = (iso: string, zone: string, locale: Locale) => when(iso, zone, localeTags[locale])

/** "Eastern Time (Toronto)" in the page's language. */
export const zoneLabel = (zone: string, locale: Locale) => zoneName(zone, localeTags[locale])

interface SlotOption {
  startsAt: string
}

/** The free slots grouped by day in `zone` (the first few days), as radio groups. */
export function slotFieldsets(slots: SlotOption[], zone: string, locale: Locale): string {
  return slotDays(slots, zone, localeTags[locale], DAYS_SHOWN)
    .map(
      ({ label, slots: list }) =>
        `<fieldset><legend>${escapeHtml(label)}</legend><div class="slots">${list
          .map(
            (s) =>
              `<label class="slot"><input type="radio" name="startsAt" value="${escapeHtml(s.startsAt)}" required> ${escapeHtml(s.time)}</label>`,
          )
          .join('')}</div></fieldset>`,
    )
    .join('\n')
}

/** The zone menu: Canada's zones, and the chosen one first when it is elsewhere (a visitor abroad). */
export function zoneSelect(id: string, label: string, zone: string, locale: Locale): string {
  const zones = CANADIAN_ZONES.includes(zone) ? CANADIAN_ZONES : [zone, ...CANADIAN_ZONES]
  const options = zones
    .map(
      (z) =>
        `<option value="${escapeHtml(z)}"${z === zone ? ' selected' : ''}>${escapeHtml(zoneLabel(z, locale))}</option>`,
    )
    .join('')
  return `<label for="${id}">${escapeHtml(label)}</label> <select id="${id}" name="tz">${options}</select>`
}

/** A whole page: title, then the body's HTML (already escaped). Private and not indexed. */
export function bookingPage(locale: Locale, title: string, body: string): string {
  const t = bookingTexts[locale]
  return plainPage(
    locale,
    title,
    `${body}
<p><a href="${escapeHtml(localizePath('/', locale))}">${escapeHtml(t.home)}</a></p>`,
    {
      width: '40rem',
      top: '6vh',
      css: `
  form { margin: 1rem 0; }
  fieldset { border: 1px solid #d9d2c7; border-radius: 12px; margin: 0 0 1rem; padding: 0.75rem 1rem 1rem; }
  legend { font-weight: 700; padding: 0 0.25rem; }
  .slots { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .slot { display: inline-flex; align-items: center; gap: 0.4rem; min-height: 44px; padding: 0 0.9rem; border: 1px solid #b9b0a3; border-radius: 999px; cursor: pointer; }
  .slot:has(input:checked) { border-color: #a8321a; background: #fbe9e4; font-weight: 600; }
  .slot input { accent-color: #a8321a; width: 1.1rem; height: 1.1rem; margin: 0; }
  .zone { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
  select, button { font: inherit; min-height: 44px; }
  select { padding: 0 0.5rem; border: 1px solid #b9b0a3; border-radius: 8px; background: #fff; color: inherit; }
  button { padding: 0 1.25rem; border-radius: 999px; border: 2px solid #a8321a; background: #a8321a; color: #fff; font-weight: 700; cursor: pointer; }
  button.secondary { background: #fff; color: #a8321a; }
  .note { color: #4a4f57; font-size: 0.95rem; }
  [role="alert"] { color: #a8321a; font-weight: 600; }`,
    },
  )
}
