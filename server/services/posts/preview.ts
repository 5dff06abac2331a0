import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a preview link opens the post: a colleague can read it the next day. */
const PREVIEW_LINK_MS = 24 * 60 * 60_000

export interface PreviewLink {
  /** Site-relative: /blog/preview/{id}?expires={ms}&signature={hex} */
  path: string
  expiresAt: string
}

/**
 * Signed preview links of a post (drafts included) for people without an account: an HMAC over
 * the post id and the expiry time, under a key derived from SESSION_SECRET (its own purpose, so a
 * preview signature is never a valid signature of anything else). No state: a link works until it
 * expires; rotating SESSION_SECRET ends them all.
 */
export function createPreviewLinks(deps: { sessionSecret: string; now: () => Date }) {
  const key = createHmac('sha256', deps.sessionSecret).update('mapleserve post preview v1').digest()
  const sign = (postId: number, expires: number) =>
    createHmac('sha256', key).update(`${postId}.${expires}`).digest('hex')

  return {
    link(postId: number): PreviewLink {
      const expires = deps.now().getTime() + PREVIEW_LINK_MS
      return {
        path: `/blog/preview/${postId}?expires=${expires}&signature=${sign(postId, expires)}`,
        expiresAt: new Date(expires).toISOString(),
      }
    },

    /** True for a link this site signed for this post that has not expired. */
    verify(postId: number, expires: unknown, signature: unknown): boolean {
      if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,15}$/.test(expires)) return false
      if (!/^[0-9a-f]{64}$/.test(signature)) return false
      const at = Number(expires)
      if (at <= deps.now().getTime()) return false
      return timingSafeEqual(Buffer.from(sign(postId, at), 'hex'), Buffer.from(signature, 'hex'))
    },
  }
}

export type PreviewLinks = ReturnType<typeof createPreviewLinks>
