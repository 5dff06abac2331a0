import { createDb } from '../../server/db/knex'
import { auditService, type AuditAction } from '../../server/services/audit/audit'

/**
 * Records an operator's command (backup, restore) in the audit log of that database; a database
 * without the audit log yet (migrated when the server next starts) is left alone.
 */
export async function recordCliEvent(databaseUrl: string, action: AuditAction, target: string): Promise<void> {
  const db = createDb(databaseUrl)
  try {
    if (!(await db.schema.hasTable('audit_log'))) return
    await auditService(db).record({ actor: null, ip: 'command line' }, { action, target })
  } finally {
    await db.destroy()
  }
}
