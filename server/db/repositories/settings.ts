import type { Db } from '../knex.js'

/** Site-wide settings as key/value text (see server/services/settings/settings.ts for the typed view). */
export function settingsRepository(db: Db) {
  return {
    async all(): Promise<Record<string, string>> {
      const rows = (await db('settings').select('key', 'value')) as { key: string; value: string }[]
      return Object.fromEntries(rows.map((r) => [r.key, r.value]))
    },
    async set(values: Record<string, string>): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await db('settings').insert({ key, value }).onConflict('key').merge(['value'])
      }
    },
  }
}
