import type { Knex } from 'knex'

/**
 * Leads become one table with a `kind` ('demo', 'contact', 'quote') instead of `demo_inquiries`
 * beside `leads` (issue 31). Contact and quote leads keep their ids. Demo inquiries get new ids
 * after every id either table used (old id + the larger of the two tables' highest ids), and keep
 * their old id in `demo_inquiry_id`, so an admin link /admin/leads/demo-<old id> still finds them
 * (ids below the offset can only be old ones). Column names become one set: a demo inquiry's
 * company and message and a contact lead's restaurant and interest are `company` and `message`;
 * a demo inquiry also keeps first and last name apart, and `name` is both.
 * What points at a lead follows it: outbox rows and desk activity about a demo inquiry
 * (subject 'demo_inquiry', 'demo_inquiry_reminder') now name the lead ('lead', 'lead_reminder')
 * under its new id. The audit log names no lead ids (erasures are counted, not listed).
 * Same statements on SQLite and PostgreSQL; the id sequence is moved past the copied ids.
 */
const ATTRIBUTION = [
  'source_page',
  'source_section',
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'ip',
  'user_agent',
  'spam',
  'created_at',
  'language',
  'pipeline_status',
  'lost_reason',
  'owner_id',
  'contacted_at',
  'reminder_sent_at',
  'anonymized_at',
] as const

function leadsTable(t: Knex.CreateTableBuilder): void {
  t.increments('id').primary()
  t.string('kind', 20).notNullable()
  t.string('name', 200).notNullable().defaultTo('')
  t.string('first_name', 100).notNullable().defaultTo('')
  t.string('last_name', 100).notNullable().defaultTo('')
  t.string('email', 254).notNullable()
  t.string('phone', 40).notNullable().defaultTo('')
  t.string('company', 200).notNullable().defaultTo('')
  t.text('message').notNullable().defaultTo('')
  t.text('quote').nullable()
  t.integer('demo_inquiry_id').nullable()
  t.string('source_page', 300).notNullable().defaultTo('')
  t.string('source_section', 100).notNullable().defaultTo('')
  t.string('landing_page', 500).notNullable().defaultTo('')
  t.string('referrer', 500).notNullable().defaultTo('')
  t.string('utm_source', 200).notNullable().defaultTo('')
  t.string('utm_medium', 200).notNullable().defaultTo('')
  t.string('utm_campaign', 200).notNullable().defaultTo('')
  t.string('utm_term', 200).notNullable().defaultTo('')
  t.string('utm_content', 200).notNullable().defaultTo('')
  t.string('ip', 64).notNullable().defaultTo('')
  t.string('user_agent', 300).notNullable().defaultTo('')
  t.boolean('spam').notNullable().defaultTo(false)
  t.string('created_at', 30).notNullable()
  t.string('language', 10).notNullable().defaultTo('en')
  t.string('pipeline_status', 20).notNullable().defaultTo('new')
  t.string('lost_reason', 300).notNullable().defaultTo('')
  t.integer('owner_id').nullable()
  t.string('contacted_at', 30).nullable()
  t.string('reminder_sent_at', 30).nullable()
  t.string('anonymized_at', 30).nullable()
}

/** insert into <table> (<columns>) select ...: the columns named, in the select's order. */
function copyInto(knex: Knex, table: string, columns: readonly string[], select: Knex.QueryBuilder) {
  return knex.insert(select).into(knex.raw(`?? (${columns.map(() => '??').join(', ')})`, [table, ...columns]))
}

async function maxId(knex: Knex, table: string): Promise<number> {
  const row = (await knex(table).max({ m: 'id' }).first()) as { m: number | string | null } | undefined
  return Number(row?.m ?? 0)
}

/** PostgreSQL's serial keeps counting from the highest copied id; SQLite's AUTOINCREMENT already does. */
async function moveSequencePast(knex: Knex, table: string): Promise<void> {
  if (knex.client.config.client !== 'pg') return
  const top = await maxId(knex, table)
  if (top > 0) await knex.raw(`select setval(pg_get_serial_sequence(?, 'id'), ?)`, [table, top])
}

const RENAMED_SUBJECTS = [
  { from: 'demo_inquiry', to: 'lead' },
  { from: 'demo_inquiry_reminder', to: 'lead_reminder' },
]

export async function up(knex: Knex): Promise<void> {
  const offset = Math.max(await maxId(knex, 'leads'), await maxId(knex, 'demo_inquiries'))
  await knex.schema.createTable('leads_one', leadsTable)
  await copyInto(
    knex,
    'leads_one',
    ['id', 'kind', 'name', 'email', 'phone', 'company', 'message', 'quote', ...ATTRIBUTION],
    knex('leads').select('id', 'kind', 'name', 'email', 'phone', 'restaurant', 'interest', 'quote', ...ATTRIBUTION),
  )
  await copyInto(
    knex,
    'leads_one',
    [
      'id',
      'kind',
      'name',
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'message',
      'demo_inquiry_id',
      ...ATTRIBUTION,
    ],
    knex('demo_inquiries').select(
      knex.raw('id + ? as id', [offset]),
      knex.raw("'demo' as kind"),
      knex.raw("trim(first_name || ' ' || last_name) as name"),
      'first_name',
      'last_name',
      'email',
      'phone',
      'company',
      'message',
      knex.ref('id').as('demo_inquiry_id'),
      ...ATTRIBUTION,
    ),
  )
  for (const table of ['outbox', 'lead_activity']) {
    for (const { from, to } of RENAMED_SUBJECTS)
      await knex(table)
        .where({ subject_type: from })
        .update({ subject_type: to, subject_id: knex.raw('subject_id + ?', [offset]) })
  }
  await knex.schema.dropTable('demo_inquiries')
  await knex.schema.dropTable('leads')
  await knex.schema.renameTable('leads_one', 'leads')
  await knex.schema.alterTable('leads', (t) => {
    t.index(['created_at'], 'leads_created_at_index')
    t.index(['pipeline_status'], 'leads_pipeline_status_index')
    t.index(['kind'], 'leads_kind_index')
    t.index(['demo_inquiry_id'], 'leads_demo_inquiry_id_index')
  })
  await moveSequencePast(knex, 'leads')
}

/** Back to two tables: demo leads return to demo_inquiries under their old id (new ones keep theirs). */
export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('demo_inquiries', (t) => {
    t.increments('id').primary()
    t.string('first_name', 100).notNullable()
    t.string('last_name', 100).notNullable()
    t.string('email', 254).notNullable()
    t.string('phone', 40).notNullable()
    t.string('company', 200).notNullable()
    t.text('message').notNullable().defaultTo('')
    for (const column of ATTRIBUTION) if (column !== 'spam' && column !== 'owner_id') t.string(column, 500).nullable()
    t.boolean('spam').notNullable().defaultTo(false)
    t.integer('owner_id').nullable()
  })
  const demoId = knex.raw('coalesce(demo_inquiry_id, id)')
  await copyInto(
    knex,
    'demo_inquiries',
    ['id', 'first_name', 'last_name', 'email', 'phone', 'company', 'message', ...ATTRIBUTION],
    knex('leads')
      .where({ kind: 'demo' })
      .select(
        knex.raw('coalesce(demo_inquiry_id, id) as id'),
        'first_name',
        'last_name',
        'email',
        'phone',
        'company',
        'message',
        ...ATTRIBUTION,
      ),
  )
  const moved = (await knex('leads').where({ kind: 'demo' }).select('id', { old: demoId })) as {
    id: number
    old: number
  }[]
  for (const { id, old } of moved)
    for (const table of ['outbox', 'lead_activity'])
      for (const { from, to } of RENAMED_SUBJECTS)
        await knex(table)
          .where({ subject_type: to, subject_id: id })
          .update({ subject_type: from, subject_id: Number(old) })
  await knex('leads').where({ kind: 'demo' }).delete()
  await knex.schema.alterTable('leads', (t) => {
    t.dropIndex(['kind'], 'leads_kind_index')
    t.dropIndex(['demo_inquiry_id'], 'leads_demo_inquiry_id_index')
    t.renameColumn('company', 'restaurant')
    t.renameColumn('message', 'interest')
  })
  await moveSequencePast(knex, 'demo_inquiries')
}
