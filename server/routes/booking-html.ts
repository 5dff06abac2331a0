import { localeTags, localizePath, type Locale } from '../../content/index.js'
import { bookingTexts } from '../../content/booking.js'
import { CANADIAN_ZONES, formatWhen as when, zoneName } from '../../shared/booking/days.js'
import { dayIndex, slotDays } from '../../shared/booking/slot-days.js'
import { escapeHtml } from '../lib/html.js'
import { plainPage } from './plain-page.js'

/**
 * The private, script-free booking pages (issue 35): the free demo slots of one day as a radio
 * group with one submit button (the days with free slots as links above it), the result, and the
 * visitor's manage page. Like the form result pages (plainPage), they carry their own small
 * stylesheet and no script.
 */

export const formatWhen = (iso: string, zone: string, locale: Locale) => when(iso, zone, localeTags[locale])

/** "Eastern Time (Toronto)" in the page's language. */
export const zoneLabel = (zone: string, locale: Locale) => zoneName(zone, localeTags[locale])

interface SlotOption {
  startsAt: string
}

/**
 * The free slots of one day in `zone` (`day`, YYYY-MM-DD, else the first day with a free slot), to sit
 * in the booking form: the day's name between links to the previous and next days with a free slot
 * (`link` gives a day's address), then its times as a radio group. Empty when no slot is free.
 */
export function dayOfSlots(
  slots: SlotOption[],
  zone: string,
  locale: Locale,
  day: unknown,
  link: (day: string) => string,
): { html: string; day: string } {
  const t = bookingTexts[locale]
  const days = slotDays(slots, zone, localeTags[locale])
  const at = dayIndex(days, day)
  const shown = days[at]
  if (!shown) return { html: '', day: '' }
  const step = (to: number, label: string, glyph: string, rel: string) => {
    const target = days[to]
    return target
      ? `<a class="step" href="${escapeHtml(link(target.key))}" rel="${rel}" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}"><span aria-hidden="true">${glyph}</span></a>`
      : '<span class="step"></span>'
  }
  const times = shown.slots
    .map(
      (s) =>
        `<label class="slot"><input type="radio" name="startsAt" value="${escapeHtml(s.startsAt)}" required> ${escapeHtml(s.time)}</label>`,
    )
    .join('')
  return {
    day: shown.key,
    html: `<div id="days" class="day-nav">${step(at - 1, t.prevDay, '‹', 'prev')}<p id="day-name">${escapeHtml(shown.label)}</p>${step(at + 1, t.nextDay, '›', 'next')}</div>
<fieldset aria-labelledby="day-name"><div class="slots">${times}</div></fieldset>`,
  }
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
  fieldset { border: 0; margin: 0 0 1rem; padding: 0; min-width: 0; }
  .day-nav { display: grid; grid-template-columns: 44px 1fr 44px; align-items: center; gap: 0.5rem; margin: 1rem 0 0.75rem; }
  .day-nav p { margin: 0; text-align: center; font-weight: 700; }
  a.step { display: flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0; border: 1px solid #5e6670; border-radius: 999px; font-size: 1.75rem; line-height: 1; text-decoration: none; }
  .slots { display: grid; grid-template-columns: repeat(auto-fill, minmax(6rem, 1fr)); gap: 0.5rem; }
  .slot { position: relative; display: flex; align-items: center; justify-content: center; min-height: 44px; padding: 0 0.5rem; border: 1px solid #b9b0a3; border-radius: 999px; white-space: nowrap; cursor: pointer; }
  .slot:has(input:checked) { border-color: #a8321a; background: #a8321a; color: #fff; font-weight: 600; }
  .slot:has(input:focus-visible) { outline: 2px solid #a8321a; outline-offset: 2px; }
  .slot input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
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
