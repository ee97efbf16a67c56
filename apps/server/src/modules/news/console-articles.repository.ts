import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, NewsDraftTable } from '../../db/database.ts';

export type DraftRow = Selectable<NewsDraftTable>;

export function findDraft(db: Db, id: number): Promise<DraftRow | undefined> {
  return db.selectFrom('news_draft').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertDraft(db: Db, values: Insertable<NewsDraftTable>): Promise<number> {
  const row = await db
    .insertInto('news_draft')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDraft(db: Db, id: number, changes: Updateable<NewsDraftTable>) {
  const result = await db
    .updateTable('news_draft')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteDraft(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('news_draft').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export interface ArticleFilter {
  keyword: string;
  columnIds: number[] | null;
}

function publishedQuery(db: Db, filter: ArticleFilter) {
  let query = db
    .selectFrom('news_article as a')
    .innerJoin('news_column as c', 'c.id', 'a.column_id')
    .leftJoin('city_site as s', 's.id', 'a.city_id');
  if (filter.keyword) query = query.where('a.title', 'like', `%${filter.keyword}%`);
  if (filter.columnIds) query = query.where('a.column_id', 'in', filter.columnIds);
  return query;
}

function draftQuery(db: Db, filter: ArticleFilter) {
  let query = db
    .selectFrom('news_draft as d')
    .innerJoin('news_column as c', 'c.id', 'd.column_id')
    .leftJoin('city_site as s', 's.id', 'd.city_id');
  if (filter.keyword) query = query.where('d.title', 'like', `%${filter.keyword}%`);
  if (filter.columnIds) query = query.where('d.column_id', 'in', filter.columnIds);
  return query;
}

export async function listPublished(db: Db, filter: ArticleFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    publishedQuery(db, filter)
      .select([
        'a.id',
        'a.title',
        'a.column_id',
        'c.title as column_title',
        's.name as city_name',
        'a.author',
        'a.publish_time',
        'a.view_count',
      ])
      .orderBy('a.publish_time', 'desc')
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    publishedQuery(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function listDrafts(db: Db, filter: ArticleFilter, offset: number, limit: number) {
  const [rows, count] = await Promise.all([
    draftQuery(db, filter)
      .select([
        'd.id',
        'd.title',
        'd.column_id',
        'c.title as column_title',
        's.name as city_name',
        'd.updated_by_name',
        'd.updated_at',
        'd.publish_at',
      ])
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    draftQuery(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
