import type { Db } from '../knex.js'

export interface LoginAttemptRow {
  key: string
  count: number
  locked_until: number | null
  updated_at: number
}

/** How long to block a key once it holds `count` attempts (0: not at all). */
export type DelayTable = (count: number) => number

/** Delays in SQL: one CASE over the counts (whole numbers only), so a reservation is one statement. */
function delayCase(delay: DelayTable, maxCount: number): string {
  const steps: string[] = []
  for (let n = maxCount; n >= 1; n -= 1) {
    const ms = Math.trunc(delay(n))
    if (ms > 0) steps.push(`when "count" + 1 ${n === maxCount ? '>=' : '='} ${n} then ${ms}`)
  }
  return steps.length ? `case ${steps.join(' ')} else 0 end` : '0'
}

function toRow(row: Record<string, unknown>): LoginAttemptRow {
  return {
    key: String(row.key),
    count: Number(row.count),
    locked_until: row.locked_until === null || row.locked_until === undefined ? null : Number(row.locked_until),
    updated_at: Number(row.updated_at),
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Attempt counters (sign-in, codes), keyed e.g. 'account:<email>', 'ip:<address>', 'pair:<email> <address>'. */
export function loginAttemptsRepository(db: Db) {
  return {
    async find(key: string): Promise<LoginAttemptRow | undefined> {
      const row = (await db('login_attempts').where({ key }).first()) as Record<string, unknown> | undefined
      return row ? toRow(row) : undefined
    },

    /**
     * Counts one attempt in a single statement unless the key is blocked at `t`: the row lock makes
     * concurrent callers take distinct counts. Returns the new count, or null when blocked.
     * `maxCount` is the count from which the delay stays the same.
     */
    async reserve(
      key: string,
      t: number,
      staleBefore: number,
      delay: DelayTable,
      maxCount: number,
    ): Promise<number | null> {
      await db('login_attempts')
        .where({ key })
        .andWhere('updated_at', '<', staleBefore)
        .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', t))
        .update({ count: 0, locked_until: null })
      await db('login_attempts').insert({ key, count: 0, locked_until: null, updated_at: t }).onConflict('key').ignore()
      const rows = (await db('login_attempts')
        .where({ key })
        .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<=', t))
        .update(
          {
            count: db.raw('"count" + 1'),
            updated_at: t,
            locked_until: db.raw(`cast(? as bigint) + ${delayCase(delay, maxCount)}`, [t]),
          },
          ['count'],
        )) as Array<Record<string, unknown>>
      return rows.length ? Number(rows[0]!.count) : null
    },

    /** Gives back one attempt that turned out right (its delay too, while under the free tries). */
    async refund(key: string, freeTries: number): Promise<void> {
      await db('login_attempts')
        .where({ key })
        .andWhere('count', '>', 0)
        .update({
          count: db.raw('"count" - 1'),
          locked_until: db.raw('case when "count" - 1 < ? then null else locked_until end', [freeTries]),
        })
    },
    async clear(key: string): Promise<void> {
      await db('login_attempts').where({ key }).delete()
    },
    /** Removes every key that starts with `prefix` (an operator's unlock). Returns how many. */
    async clearPrefix(prefix: string): Promise<number> {
      return db('login_attempts')
        .whereRaw(`"key" like ? escape '\\'`, [`${escapeLike(prefix)}%`])
        .delete()
    },
    async purgeOlderThan(cutoff: number): Promise<void> {
      await db('login_attempts').where('updated_at', '<', cutoff).delete()
    },
  }
}

export type LoginAttemptsRepository = ReturnType<typeof loginAttemptsRepository>
