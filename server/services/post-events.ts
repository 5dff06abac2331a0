import type { Db } from '../db/knex.js'

/**
 * Post writes, announced per database: the render cache of the app that uses this database
 * subscribes (server/app.ts), so a write from any posts service instance (public pages, admin API)
 * clears it. Keyed by the knex instance so parallel test apps never clear each other.
 */
const listeners = new WeakMap<Db, Set<() => void>>()

export function onPostsChanged(db: Db, listener: () => void): () => void {
  let set = listeners.get(db)
  if (!set) listeners.set(db, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

export function notifyPostsChanged(db: Db): void {
  for (const listener of listeners.get(db) ?? []) listener()
}
