import type { Knex } from 'knex'

/**
 * Subscriber exports and personal-data exports were logged as 'leads.exported' (shown as "Leads
 * exported"); they now have their own actions, and the entries already logged get them too. The
 * target tells them apart: 'subscribers.csv' and 'privacy-export'.
 */
const RENAMED = [
  { target: 'subscribers.csv', action: 'subscribers.exported' },
  { target: 'privacy-export', action: 'privacy.exported' },
]

export async function up(knex: Knex): Promise<void> {
  for (const { target, action } of RENAMED)
    await knex('audit_log').where({ action: 'leads.exported', target }).update({ action })
}

export async function down(knex: Knex): Promise<void> {
  for (const { target, action } of RENAMED)
    await knex('audit_log').where({ action, target }).update({ action: 'leads.exported' })
}
