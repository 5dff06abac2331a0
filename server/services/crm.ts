import type { Env } from '../env.js'

export type CrmResult = 'sent' | 'skipped'

export interface CrmSender {
  send(payload: unknown, idempotencyKey: string): Promise<CrmResult>
}

/**
 * Forwards a demo inquiry as JSON to CRM_URL (Bearer CRM_TOKEN). The Idempotency-Key header is the
 * outbox row id: a retry after a lost answer lets the CRM recognise the inquiry it already has.
 * Without CRM_URL the forward is recorded as skipped.
 */
export function createCrmSender(env: Env, timeoutMs = 15_000): CrmSender {
  return {
    async send(payload, idempotencyKey) {
      if (!env.CRM_URL) return 'skipped'
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      }
      if (env.CRM_TOKEN) headers.authorization = `Bearer ${env.CRM_TOKEN}`
      const res = await fetch(env.CRM_URL, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      })
      await res.arrayBuffer().catch(() => undefined)
      // 409: the CRM already holds this idempotency key, so the inquiry arrived before.
      if (!res.ok && res.status !== 409) throw new Error(`CRM answered HTTP ${res.status}`)
      return 'sent'
    },
  }
}
