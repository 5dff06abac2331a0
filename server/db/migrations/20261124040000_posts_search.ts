import type { Knex } from 'knex'

/**
 * Full-text search of published posts (issue 19, item 8), ranked by relevance, accents folded so
 * "cafe" finds "café" in French and English posts alike. Same API on both databases
 * (server/db/repositories/post-search.ts):
 * - SQLite: an FTS5 table over posts (external content, unicode61 tokenizer with diacritics
 *   removed), kept in sync by triggers on insert, update and delete. Its text comes only from
 *   the triggers (ligatures spelled out): never run FTS5's 'rebuild', which would read the raw columns.
 * - PostgreSQL: a GIN index over an immutable function of the post's text ('simple' configuration,
 *   lower-cased and folded by translate()), which PostgreSQL keeps in sync by itself.
 * Title weighs most, then excerpt and tags, then the body.
 */
const FOLD_FROM = 'àáâãäåāçćčèéêëēėęìíîïīįñńòóôõöøōùúûüūýÿžźż'
const FOLD_TO = 'aaaaaaaccceeeeeeeiiiiiinnooooooouuuuuyyzzz'

export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw(`
      create function post_search_fold(text) returns text language sql immutable parallel safe as $$
        select replace(replace(translate(lower(coalesce($1, '')), '${FOLD_FROM}', '${FOLD_TO}'), 'œ', 'oe'), 'æ', 'ae')
      $$`)
    await knex.raw(`
      create function post_search_document(title text, excerpt text, tags text, content text) returns tsvector
      language sql immutable parallel safe as $$
        select setweight(to_tsvector('simple'::regconfig, post_search_fold(title)), 'A')
          || setweight(to_tsvector('simple'::regconfig, post_search_fold(excerpt)), 'B')
          || setweight(to_tsvector('simple'::regconfig, post_search_fold(tags)), 'B')
          || setweight(to_tsvector('simple'::regconfig, post_search_fold(content)), 'C')
      $$`)
    await knex.raw(
      'create index posts_search_idx on posts using gin (post_search_document(title, excerpt, tags, content))',
    )
    return
  }
  await knex.raw(`
    create virtual table posts_fts using fts5(
      title, excerpt, tags, content,
      content='posts', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    )`)
  // unicode61 folds accents but not ligatures: the triggers spell œ and æ out (the query side does too).
  const fold = (column: string) =>
    `replace(replace(replace(replace(${column}, 'œ', 'oe'), 'Œ', 'OE'), 'æ', 'ae'), 'Æ', 'AE')`
  const values = (row: string) => ['title', 'excerpt', 'tags', 'content'].map((c) => fold(`${row}.${c}`)).join(', ')
  const insert = `insert into posts_fts(rowid, title, excerpt, tags, content) values (new.id, ${values('new')});`
  const remove = `insert into posts_fts(posts_fts, rowid, title, excerpt, tags, content) values ('delete', old.id, ${values('old')});`
  await knex.raw(`create trigger posts_fts_insert after insert on posts begin ${insert} end`)
  await knex.raw(`create trigger posts_fts_delete after delete on posts begin ${remove} end`)
  await knex.raw(
    `create trigger posts_fts_update after update of title, excerpt, tags, content on posts begin ${remove} ${insert} end`,
  )
  await knex.raw(`insert into posts_fts(rowid, title, excerpt, tags, content) select id, ${values('posts')} from posts`)
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client === 'pg') {
    await knex.raw('drop index if exists posts_search_idx')
    await knex.raw('drop function if exists post_search_document(text, text, text, text)')
    await knex.raw('drop function if exists post_search_fold(text)')
    return
  }
  for (const trigger of ['posts_fts_insert', 'posts_fts_delete', 'posts_fts_update'])
    await knex.raw(`drop trigger if exists ${trigger}`)
  await knex.raw('drop table if exists posts_fts')
}
