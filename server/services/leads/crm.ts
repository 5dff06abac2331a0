import type { Env } from '../../env.js'

type CrmResult = 'sent' | 'skipped'

export interface CrmSender {
  send(payload: unknown, idempotencyKey: string, signal?: AbortSignal): Promise<CrmResult>
}

/**
 * Whether a 409 answer confirms that the CRM already stored *this* message: it must echo the key
 * it holds, in an `Idempotency-Key` response header or a JSON body `{"idempotency_key": "..."}`.
 * A bare 409 (a conflict on something else, or a CRM that does not know the contract) is a failure
 * to retry, never a silent "sent".
 */
async function confirmsSameKey(res: Response, idempotencyKey: string): Promise<boolean> {
  if (res.headers.get('idempotency-key') === idempotencyKey) return true
  const body = (await res.json().catch(() => null)) as { idempotency_key?: unknown } | null
  return body?.idempotency_key === idempotencyKey
}

/**
 * Forwards a demo inquiry as JSON to CRM_URL (Bearer CRM_TOKEN). The Idempotency-Key header is the
 * outbox row's UUID (unique even after a backup restore reuses row ids): a retry after a lost
 * answer lets the CRM recognise the inquiry it already has and answer 409 echoing that key.
 * Without CRM_URL the forward is recorded as skipped.
 */
export function createCrmSender(env: Env, timeoutMs = 15_000): CrmSender {
  return {
    async send(payload, idempotencyKey, signal) {
      if (!env.CRM_URL) return 'skipped'
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
      }
      if (env.CRM_TOKEN) headers.authorization = `Bearer ${env.CRM_TOKEN}`
      const timeout = AbortSignal.timeout(timeoutMs)
      const res = await fetch(env.CRM_URL, {
        method: 'POST',
        headers,
        body: JSON.stringify(payload),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
      if (res.status === 409) {
        if (await confirmsSameKey(res, idempotencyKey)) return 'sent'
        throw new Error('CRM answered HTTP 409 without confirming this Idempotency-Key')
      }
      await res.arrayBuffer().catch(() => undefined)
      if (!res.ok) throw new Error(`CRM answered HTTP ${res.status}`)
      return 'sent'
    },
  }
}
