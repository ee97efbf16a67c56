import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Engine } from '../../db/connect.ts';
import { indexDocument } from './segmenter.ts';

/**
 * The article search index on either engine. Documents and queries are made of words that
 * segmenter.ts has reduced to letters and digits, so nothing a user types can be read as
 * FTS5 or tsquery syntax: each word is additionally quoted as a literal.
 */
type Db = Kysely<Database>;

export interface IndexedText {
  id: number;
  title: string;
  /** Summary, body text and tag names: everything after the title. */
  text: string;
}

/** Title words weigh more than body words in the ranking. */
const TITLE_WEIGHT = 10;

export async function indexArticles(db: Db, engine: Engine, docs: IndexedText[]): Promise<void> {
  if (docs.length === 0) return;
  const rows = docs.map((doc) => ({
    id: doc.id,
    title: indexDocument(doc.title),
    body: indexDocument(doc.text),
  }));
  if (engine === 'postgres') {
    const values = rows.map(
      (row) =>
        sql`(${row.id}, setweight(to_tsvector('simple', ${row.title}), 'A') || setweight(to_tsvector('simple', ${row.body}), 'B'))`,
    );
    await sql`insert into news_article_search (article_id, document) values ${sql.join(values)}
      on conflict (article_id) do update set document = excluded.document`.execute(db);
    return;
  }
  // Contentless FTS5 cannot update in place: delete, then insert the new words.
  const ids = rows.map((row) => row.id);
  await sql`delete from news_article_search where rowid in (${sql.join(ids)})`.execute(db);
  const values = rows.map((row) => sql`(${row.id}, ${row.title}, ${row.body})`);
  await sql`insert into news_article_search (rowid, title, body) values ${sql.join(values)}`.execute(
    db,
  );
}

export interface SearchHit {
  id: number;
}

export interface SearchPage {
  ids: number[];
  total: number;
}

/** A single-character word also matches longer words starting with it (税 finds 税务). */
function ftsTerm(word: string): string {
  const quoted = `"${word.replaceAll('"', '""')}"`;
  return [...word].length === 1 ? `${quoted}*` : quoted;
}

function tsTerm(word: string): string {
  const quoted = `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;
  return [...word].length === 1 ? `${quoted}:*` : quoted;
}

/** Every word of every group must occur (AND); best matches first, newest among equals. */
export async function searchArticleIds(
  db: Db,
  engine: Engine,
  groups: string[][],
  limit: number,
  offset: number,
): Promise<SearchPage> {
  const words = [...new Set(groups.flat())];
  if (words.length === 0) return { ids: [], total: 0 };

  if (engine === 'postgres') {
    const query = words.map(tsTerm).join(' & ');
    const [count, rows] = await Promise.all([
      sql<{ n: number }>`select count(*)::int as n from news_article_search
        where document @@ to_tsquery('simple', ${query})`.execute(db),
      sql<{ id: number }>`select article_id as id from news_article_search
        where document @@ to_tsquery('simple', ${query})
        order by ts_rank(document, to_tsquery('simple', ${query})) desc, article_id desc
        limit ${limit} offset ${offset}`.execute(db),
    ]);
    return { ids: rows.rows.map((r) => r.id), total: count.rows[0]?.n ?? 0 };
  }

  const match = words.map(ftsTerm).join(' AND ');
  const count = await sql<{ n: number }>`select count(*) as n from news_article_search
    where news_article_search match ${match}`.execute(db);
  // Ties go to the newer article by id: joining the article table to sort by publish time
  // would read every matching row and cost several times the search itself.
  const rows = await sql<{ id: number }>`select rowid as id from news_article_search
    where news_article_search match ${match}
    order by bm25(news_article_search, ${TITLE_WEIGHT}, 1.0), rowid desc
    limit ${limit} offset ${offset}`.execute(db);
  return { ids: rows.rows.map((r) => r.id), total: Number(count.rows[0]?.n ?? 0) };
}
