import type { Db } from '../knex.js'

/**
 * The line of untrusted clients waiting for an account's shared sign-in slot, one row per account and
 * address, kept in login_attempts (the store every replica already shares) under the key
 * 'turn:<email> <address>': locked_until holds when the address joined the line, updated_at when it
 * last asked. Rows nobody touches for a day go with the attempt counters' daily purge.
 */
function turnKey(account: string, address: string): string {
  return `turn:${account} ${address}`
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

export function signInTurnsRepository(db: Db) {
  return {
    /** Joins the line at `t`, or, already in it, keeps its place and records that it asked again. */
    async wait(account: string, address: string, t: number): Promise<void> {
      await db('login_attempts')
        .insert({ key: turnKey(account, address), count: 0, locked_until: t, updated_at: t })
        .onConflict('key')
        .merge({ updated_at: t })
    },

    /** An address already in line asks again: it keeps its place and counts as still asking. */
    async asking(account: string, address: string, t: number): Promise<void> {
      await db('login_attempts')
        .where({ key: turnKey(account, address) })
        .update({ updated_at: t })
    },

    /** The address first in line among those that asked since `activeSince`, or null when none did. */
    async head(account: string, activeSince: number): Promise<string | null> {
      const prefix = turnKey(account, '')
      const row = (await db('login_attempts')
        .whereRaw(`"key" like ? escape '\\'`, [`${escapeLike(prefix)}%`])
        .andWhere('updated_at', '>=', activeSince)
        .orderBy([
          { column: 'locked_until', order: 'asc' },
          { column: 'key', order: 'asc' },
        ])
        .first('key')) as { key: string } | undefined
      return row ? row.key.slice(prefix.length) : null
    },

    /** Leaves the line (the address had its turn). */
    async leave(account: string, address: string): Promise<void> {
      await db('login_attempts')
        .where({ key: turnKey(account, address) })
        .delete()
    },
  }
}
