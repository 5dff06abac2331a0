import type { Db } from '../../server/db/knex'

/**
 * A salesperson who takes demos (issue 35): a user with the sales flag and weekly hours, in minutes
 * after local midnight (default Monday to Friday, 9:00 to 17:00).
 */
export async function addSalesperson(
  db: Db,
  {
    email = 'sam@mapleserve.test',
    publicName,
    now = Date.now(),
    weekdays = [1, 2, 3, 4, 5],
    from = 9 * 60,
    to = 17 * 60,
  }: { email?: string; publicName?: string; now?: number; weekdays?: number[]; from?: number; to?: number } = {},
): Promise<number> {
  const [seller] = (await db('users')
    .insert({
      email,
      ...(publicName ? { public_name: publicName } : {}),
      password_hash: 'x',
      role: 'editor',
      sales: true,
      password_changed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')) as { id: number }[]
  await db('sales_hours').insert(
    weekdays.map((weekday) => ({ user_id: seller!.id, weekday, from_minute: from, to_minute: to })),
  )
  return seller!.id
}

/** Demo leads as the public forms store them, one per name; their ids in order. */
export async function addDemoLeads(db: Db, names: string[], at: Date): Promise<number[]> {
  const rows = names.map((name) => ({ kind: 'demo', name, email: `${name}@example.com`, created_at: at.toISOString() }))
  return ((await db('leads').insert(rows).returning('id')) as { id: number }[]).map((r) => r.id)
}
