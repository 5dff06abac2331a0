import type { Locale } from '../../content/index'
import { readAttribution } from './attribution'

/** `booking`: the pass a stored demo request gives to book a slot for it (issue 35). */
export type SubmitOutcome =
  { ok: true; message?: string; booking?: { lead: number; pass: string } } | { ok: false; message: string | null }

/**
 * Posts a form as JSON with the visit's attribution and the page's language (`language`: the server
 * answers, stores and emails in it). A 400 or 429 answer carries a message meant for the visitor, in
 * that language; other failures return message null and the form shows its own wording. A success
 * may carry one too, when it differs from the form's own (no confirmation email sent today).
 * A network failure throws (the caller shows its "something went wrong" text).
 */
export async function submitForm(url: string, body: Record<string, unknown>, language: Locale): Promise<SubmitOutcome> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ...readAttribution(), ...body, language }),
  })
  if (res.ok) {
    const data = (await res.json().catch(() => null)) as { message?: unknown; booking?: unknown } | null
    const booking = isPass(data?.booking) ? { booking: data.booking } : {}
    return typeof data?.message === 'string'
      ? { ok: true, message: data.message, ...booking }
      : { ok: true, ...booking }
  }
  if (res.status === 400 || res.status === 429) {
    const data = (await res.json().catch(() => null)) as { message?: unknown } | null
    if (typeof data?.message === 'string') return { ok: false, message: data.message }
  }
  return { ok: false, message: null }
}

function isPass(value: unknown): value is { lead: number; pass: string } {
  const v = value as { lead?: unknown; pass?: unknown } | null | undefined
  return typeof v?.lead === 'number' && typeof v.pass === 'string'
}
