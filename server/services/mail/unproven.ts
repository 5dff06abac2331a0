import type { Knex } from 'knex'
import { claimUnprovenMail, pruneUnprovenMail } from '../../db/repositories/unproven-mail.js'
import type { Env } from '../../env.js'

const DAY_MS = 24 * 60 * 60_000

/**
 * The mailbox an address reaches, for counting: case folded and a `+tag` dropped (most providers
 * deliver `name+anything@` to `name@`, so tags would otherwise buy an attacker more mails).
 */
function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return lower
  return `${lower.slice(0, at).replace(/\+.*$/, '')}${lower.slice(at)}`
}

/**
 * Whether one more mail may go today to an address that has not proven it is the requester's:
 * at most UNPROVEN_MAIL_PER_DAY per mailbox and UTC day, counted in the database so every replica
 * shares the count. Run it in the transaction that queues the mail, so a rollback uncounts it.
 */
export async function mayMailUnproven(
  db: Knex,
  env: Pick<Env, 'UNPROVEN_MAIL_PER_DAY'>,
  address: string,
  now: Date,
): Promise<boolean> {
  await pruneUnprovenMail(db, new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10))
  return claimUnprovenMail(db, mailboxKey(address), now.toISOString().slice(0, 10), env.UNPROVEN_MAIL_PER_DAY)
}
