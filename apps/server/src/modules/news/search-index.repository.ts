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

/**
 * Every word of every group must occur (AND); best matches first, newest among equals.
 *
 * Ranking a match means reading what the index holds for that article (FTS5 reads its size for
 * bm25, PostgreSQL its tsvector for ts_rank), and a common word matches a large share of all
 * articles: that is most of the cost of a search, so the matches are read as few times as
 * possible. PostgreSQL ranks and counts them in one pass (keeping the ranks, not the
 * documents); on SQLite counting the FTS5 matches is cheap beside bm25, and is skipped when the
 * page itself shows where the matches end.
 */
export async function searchArticleIds(
  db: Db,
  engine: Engine,
  groups: readonly (readonly string[])[],
  limit: number,
  offset: number,
): Promise<SearchPage> {
  const words = [...new Set(groups.flat())];
  if (words.length === 0) return { ids: [], total: 0 };

  if (engine === 'postgres') {
    const query = words.map(tsTerm).join(' & ');
    // The left join answers the count even for a page past the last match.
    const { rows } = await sql<{ id: number | null; n: number }>`
      with matched as materialized (
        select article_id, ts_rank(document, to_tsquery('simple', ${query})) as rank
        from news_article_search
        where document @@ to_tsquery('simple', ${query})
      )
      select counted.n, page.article_id as id
      from (select count(*)::int as n from matched) as counted
      left join lateral (
        select article_id, rank from matched
        order by rank desc, article_id desc
        limit ${limit} offset ${offset}
      ) as page on true
      order by page.rank desc, page.article_id desc`.execute(db);
    return {
      ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
      total: rows[0]?.n ?? 0,
    };
  }

  const match = words.map(ftsTerm).join(' AND ');
  // Ties go to the newer article by id: joining the article table to sort by publish time
  // would read every matching row and cost several times the search itself.
  const rows = await sql<{ id: number }>`select rowid as id from news_article_search
    where news_article_search match ${match}
    order by bm25(news_article_search, ${TITLE_WEIGHT}, 1.0), rowid desc
    limit ${limit} offset ${offset}`.execute(db);
  const ids = rows.rows.map((r) => r.id);
  // A page that is not full is the last one: the matches end on it.
  if (ids.length < limit && (ids.length > 0 || offset === 0)) {
    return { ids, total: offset + ids.length };
  }
  const count = await sql<{ n: number }>`select count(*) as n from news_article_search
    where news_article_search match ${match}`.execute(db);
  return { ids, total: Number(count.rows[0]?.n ?? 0) };
}

/** Takes an article out of the index (PostgreSQL would cascade; SQLite's FTS cannot). */
export async function unindexArticle(db: Db, engine: Engine, id: number): Promise<void> {
  if (engine === 'postgres') {
    await sql`delete from news_article_search where article_id = ${id}`.execute(db);
    return;
  }
  await sql`delete from news_article_search where rowid = ${id}`.execute(db);
}
