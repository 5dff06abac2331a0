import type { RequestHandler } from 'express'
import { databaseBudget } from '../db/deadline.js'

/**
 * Every request gets DB_TIMEOUT_MS of database time from its start, shared by all its queries and
 * pool waits (server/db/deadline.ts): behind a lock it answers 503 after about DB_TIMEOUT_MS, not
 * once per query. Work left running after the answer is no longer held to it.
 */
export function requestDeadline(timeoutMs: number): RequestHandler {
  return (_req, res, next) => {
    const budget = databaseBudget(timeoutMs)
    res.once('close', budget.close)
    budget.run(next)
  }
}
