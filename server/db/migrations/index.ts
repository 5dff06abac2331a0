import type { Knex } from 'knex'
import * as init from './20261122000000_init'
import * as posts from './20261122000100_posts'
import * as leads from './20261122000200_leads'
import * as users from './20261122000300_users'
import * as postsLanguage from './20261122000400_posts_language'
import * as leadsLanguage from './20261122000500_leads_language'
import * as usersLocale from './20261122000600_users_locale'
import * as outboxIdempotencyKey from './20261123000200_outbox_idempotency_key'
import * as health from './20261123000201_health'
import * as leadsQuote from './20261123000700_leads_quote'
import * as accounts from './20261123000800_accounts'
import * as backupRuns from './20261124060000_backup_runs'
import * as analytics from './20261124050000_analytics'
import * as postsSearch from './20261124040000_posts_search'
import * as redirects from './20261124040100_redirects'
import * as authors from './20261124020000_authors'
import * as postsEditorial from './20261124030000_posts_editorial'
import * as leadsDesk from './20261124010000_leads_desk'
import * as media from './20261125010000_media'
import * as subscribersAttribution from './20261125020000_subscribers_attribution'
import * as unprovenMail from './20261126090000_unproven_mail'
import * as searchPathForRestore from './20261127010000_search_path_for_restore'
import * as auditExportNames from './20261127020000_audit_export_names'
import * as newsletters from './20261127030000_newsletters'
import * as passwordResets from './20261127034500_password_resets'
import * as leadsOneTable from './20261127040000_leads_one_table'
import * as bookings from './20261127050000_bookings'

/**
 * Every migration, in order. A static list (rather than a directory scan) so the same migrations
 * load under tsx, vitest and the production image alike. Append new migrations at the end.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122000000_init': init,
  '20261122000100_posts': posts,
  '20261122000200_leads': leads,
  '20261122000300_users': users,
  '20261122000400_posts_language': postsLanguage,
  '20261122000500_leads_language': leadsLanguage,
  '20261122000600_users_locale': usersLocale,
  '20261123000200_outbox_idempotency_key': outboxIdempotencyKey,
  '20261123000201_health': health,
  '20261123000700_leads_quote': leadsQuote,
  '20261123000800_accounts': accounts,
  '20261124060000_backup_runs': backupRuns,
  '20261124050000_analytics': analytics,
  '20261124040000_posts_search': postsSearch,
  '20261124040100_redirects': redirects,
  '20261124020000_authors': authors,
  '20261124030000_posts_editorial': postsEditorial,
  '20261124010000_leads_desk': leadsDesk,
  '20261125010000_media': media,
  '20261125020000_subscribers_attribution': subscribersAttribution,
  '20261126090000_unproven_mail': unprovenMail,
  '20261127010000_search_path_for_restore': searchPathForRestore,
  '20261127020000_audit_export_names': auditExportNames,
  '20261127030000_newsletters': newsletters,
  '20261127034500_password_resets': passwordResets,
  '20261127040000_leads_one_table': leadsOneTable,
  '20261127050000_bookings': bookings,
}

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name]
    if (!migration) throw new Error(`Unknown migration ${name}`)
    return migration
  },
}
