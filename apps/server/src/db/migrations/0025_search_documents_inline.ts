import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * PostgreSQL keeps an article's search document (its tsvector) inside the table row instead of
 * in the TOAST table. Ranking reads the document of every matching article (ts_rank), and a
 * document of more than about 2 kB used to live out of line, so each of those cost a TOAST index
 * lookup and chunk reads: on 100 000 generated articles, a fifth of the documents and most of the
 * time of a search for a common word. A document still too large for a row (about 8 kB) moves out
 * of line as before. The rewrite (same type, new values) puts the existing documents in place
 * and rebuilds the index. SQLite's FTS5 index has no such storage choice: nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table news_article_search set (toast_tuple_target = 8160)`.execute(db);
  await sql`alter table news_article_search
    alter column document type tsvector using document || ''::tsvector`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table news_article_search reset (toast_tuple_target)`.execute(db);
  await sql`alter table news_article_search
    alter column document type tsvector using document || ''::tsvector`.execute(db);
}
