import {
  ApiCode,
  CITY_NAME_MAX,
  CITY_PROVINCES,
  COLUMN_TITLE_MAX,
  ConsoleColumnMsg,
  PICTURE_ADDRESS,
  SITE_DIR_PATTERN,
} from '@shangan/shared';
import type { ConsoleCity, ConsoleColumn } from '@shangan/shared/contracts/console/columns';
import type { Transaction } from 'kysely';
import type { Engine } from '../../db/connect.ts';
import type { Database, Db } from '../../db/database.ts';
import { lockKey } from '../../db/locks.ts';
import { ApiError } from '../../lib/api-error.ts';
import { charCount } from '../../lib/plain-text.ts';
import { recordAudit } from '../audit/public.ts';

/**
 * The console's portal structure (栏目与分站), for editors: the two-level news column tree and
 * the city sub-sites. Writes take turns under one lock, so two editors cannot both take a
 * directory name or the same place; each is one transaction with its audit row, and every
 * instance's cached pages (the header, column pages, the site map) are dropped after it.
 * Nothing is deleted while articles, drafts or a city's ads and calendar still name it: the
 * foreign keys would delete them with it.
 */
export interface ConsoleStructureContext {
  db: Db;
  engine: Engine;
  invalidate: () => Promise<void>;
}

type Trx = Transaction<Database>;
type Direction = 'up' | 'down';

const bad = (message: string) => new ApiError(ApiCode.BAD_REQUEST, message);
/** Taken by structure changes and by article saves, which check the column, city and topic. */
export const STRUCTURE_LOCK = 'news-structure';
const LOCK = STRUCTURE_LOCK;

/** One structure change: under the lock, in one transaction, the caches dropped after it. */
export async function changed<T>(
  ctx: ConsoleStructureContext,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    await lockKey(trx, ctx.engine, LOCK);
    return work(trx);
  });
  await ctx.invalidate();
  return result;
}

// Reading.

export async function listConsoleStructure(
  ctx: ConsoleStructureContext,
): Promise<{ columns: ConsoleColumn[]; cities: ConsoleCity[] }> {
  const [columns, articleCounts, cities, cityCounts] = await Promise.all([
    ctx.db
      .selectFrom('news_column')
      .select(['id', 'parent_id', 'title', 'column_dir', 'image'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    countsBy(ctx.db, ['news_article', 'news_draft'], 'column_id'),
    ctx.db
      .selectFrom('city_site')
      .select(['id', 'name', 'province', 'dir'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    countsBy(ctx.db, CITY_CONTENT_TABLES, 'city_id'),
  ]);
  const view = (row: (typeof columns)[number]) => ({
    id: row.id,
    title: row.title,
    dir: row.column_dir,
    image: row.image,
    articles: articleCounts.get(row.id) ?? 0,
  });
  return {
    columns: columns
      .filter((row) => row.parent_id === null)
      .map((root) => ({
        ...view(root),
        children: columns.filter((row) => row.parent_id === root.id).map(view),
      })),
    cities: cities.map((row) => ({
      id: row.id,
      name: row.name,
      province: row.province,
      dir: row.dir,
      contents: cityCounts.get(row.id) ?? 0,
    })),
  };
}

/** What a city sub-site holds: deleting the city would delete or orphan these. */
const CITY_CONTENT_TABLES = [
  'news_article',
  'news_draft',
  'site_ad',
  'friendly_link',
  'exam_topic',
] as const;

type CountedTable = 'news_article' | 'news_draft' | (typeof CITY_CONTENT_TABLES)[number];

/** Rows per owner across tables, optionally for one owner only. */
async function countsBy(
  db: Db | Trx,
  tables: readonly CountedTable[],
  column: 'column_id' | 'city_id',
  ownerId?: number,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const table of tables) {
    let query = db
      .selectFrom(table)
      .select((eb) => [eb.ref(column as 'city_id').as('owner'), eb.fn.countAll<number>().as('n')])
      .where(column as 'city_id', 'is not', null)
      .groupBy(column as 'city_id');
    if (ownerId !== undefined) query = query.where(column as 'city_id', '=', ownerId);
    for (const row of await query.execute()) {
      const owner = Number(row.owner);
      counts.set(owner, (counts.get(owner) ?? 0) + Number(row.n));
    }
  }
  return counts;
}

// Columns.

export interface ColumnInput {
  id: number | null;
  parentId: number | null;
  title: string;
  dir: string;
  image: string;
}

export async function saveConsoleColumn(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: ColumnInput,
): Promise<{ id: number }> {
  const title = input.title.trim();
  if (!title) throw bad(ConsoleColumnMsg.titleRequired);
  if (charCount(title) > COLUMN_TITLE_MAX) throw bad(ConsoleColumnMsg.titleTooLong);
  const dir = input.dir.trim();
  if (!SITE_DIR_PATTERN.test(dir)) throw bad(ConsoleColumnMsg.dirInvalid);
  const image = input.image.trim();
  if (image !== '' && !PICTURE_ADDRESS.test(image)) throw bad(ConsoleColumnMsg.imageInvalid);

  return changed(ctx, async (trx) => {
    const columns = await trx
      .selectFrom('news_column')
      .select(['id', 'parent_id', 'title', 'column_dir', 'image', 'sort_order'])
      .execute();
    const before = input.id === null ? undefined : columns.find((row) => row.id === input.id);
    if (input.id !== null && !before) throw notFoundColumn();
    if (input.parentId !== null) {
      const parent = columns.find((row) => row.id === input.parentId);
      if (!parent) throw bad(ConsoleColumnMsg.parentNotFound);
      if (parent.parent_id !== null || parent.id === input.id) throw bad(ConsoleColumnMsg.tooDeep);
      if (before && columns.some((row) => row.parent_id === before.id)) {
        throw bad(ConsoleColumnMsg.hasChildrenCannotMove);
      }
    }
    const siblings = columns.filter(
      (row) => row.parent_id === input.parentId && row.id !== input.id,
    );
    if (siblings.some((row) => row.title === title)) throw bad(ConsoleColumnMsg.titleTaken);
    const owner = columns.find((row) => row.column_dir === dir && row.id !== input.id);
    if (owner) throw bad(ConsoleColumnMsg.dirTaken(owner.title));

    const fields = { parent_id: input.parentId, title, column_dir: dir, image };
    // A new column, or one moved under another parent, goes last among its siblings.
    const last = Math.max(-1, ...siblings.map((row) => row.sort_order)) + 1;
    if (!before) {
      const row = await trx
        .insertInto('news_column')
        .values({ ...fields, sort_order: last, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'news_column.create',
        entity: 'news_column',
        entityId: row.id,
        before: null,
        after: fields,
      });
      return { id: row.id };
    }
    const moved = before.parent_id !== input.parentId;
    await trx
      .updateTable('news_column')
      .set({ ...fields, ...(moved ? { sort_order: last } : {}) })
      .where('id', '=', before.id)
      .execute();
    await recordAudit(trx, {
      actorId,
      action: 'news_column.update',
      entity: 'news_column',
      entityId: before.id,
      before: {
        parent_id: before.parent_id,
        title: before.title,
        column_dir: before.column_dir,
        image: before.image,
      },
      after: fields,
    });
    return { id: before.id };
  });
}

const notFoundColumn = () => new ApiError(ApiCode.NOT_FOUND, ConsoleColumnMsg.columnNotFound);
const notFoundCity = () => new ApiError(ApiCode.NOT_FOUND, ConsoleColumnMsg.cityNotFound);

export async function moveConsoleColumn(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: { id: number; direction: Direction },
): Promise<void> {
  await changed(ctx, async (trx) => {
    const row = await trx
      .selectFrom('news_column')
      .select(['id', 'parent_id'])
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!row) throw notFoundColumn();
    const siblings = await trx
      .selectFrom('news_column')
      .select(['id', 'sort_order'])
      .where('parent_id', row.parent_id === null ? 'is' : '=', row.parent_id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    await moveAmong(trx, 'news_column', siblings, input, actorId);
  });
}

export async function removeConsoleColumn(
  ctx: ConsoleStructureContext,
  actorId: number,
  id: number,
): Promise<void> {
  await changed(ctx, async (trx) => {
    const row = await trx
      .selectFrom('news_column')
      .select(['id', 'parent_id', 'title', 'column_dir'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundColumn();
    const child = await trx
      .selectFrom('news_column')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw bad(ConsoleColumnMsg.hasChildren);
    const articles =
      (await countsBy(trx, ['news_article', 'news_draft'], 'column_id', id)).get(id) ?? 0;
    if (articles > 0) throw bad(ConsoleColumnMsg.hasArticles(articles));
    await trx.deleteFrom('news_column').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'news_column.remove',
      entity: 'news_column',
      entityId: id,
      before: { parent_id: row.parent_id, title: row.title, column_dir: row.column_dir },
      after: null,
    });
  });
}

// City sub-sites.

export interface CityInput {
  id: number | null;
  name: string;
  province: string;
  dir: string;
}

export async function saveConsoleCity(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: CityInput,
): Promise<{ id: number }> {
  const name = input.name.trim();
  if (!name) throw bad(ConsoleColumnMsg.cityNameRequired);
  if (charCount(name) > CITY_NAME_MAX) throw bad(ConsoleColumnMsg.cityNameTooLong);
  if (!CITY_PROVINCES.includes(input.province)) throw bad(ConsoleColumnMsg.provinceInvalid);
  const dir = input.dir.trim();
  if (!SITE_DIR_PATTERN.test(dir)) throw bad(ConsoleColumnMsg.dirInvalid);

  return changed(ctx, async (trx) => {
    const cities = await trx
      .selectFrom('city_site')
      .select(['id', 'name', 'province', 'dir', 'sort_order'])
      .execute();
    const before = input.id === null ? undefined : cities.find((row) => row.id === input.id);
    if (input.id !== null && !before) throw notFoundCity();
    const others = cities.filter((row) => row.id !== input.id);
    if (others.some((row) => row.name === name)) throw bad(ConsoleColumnMsg.cityNameTaken);
    const owner = others.find((row) => row.dir === dir);
    if (owner) throw bad(ConsoleColumnMsg.dirTaken(owner.name));
    const fields = { name, province: input.province, dir };
    if (!before) {
      const row = await trx
        .insertInto('city_site')
        .values({
          ...fields,
          sort_order: Math.max(-1, ...cities.map((city) => city.sort_order)) + 1,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actorId,
        action: 'city_site.create',
        entity: 'city_site',
        entityId: row.id,
        before: null,
        after: fields,
      });
      return { id: row.id };
    }
    await trx.updateTable('city_site').set(fields).where('id', '=', before.id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'city_site.update',
      entity: 'city_site',
      entityId: before.id,
      before: { name: before.name, province: before.province, dir: before.dir },
      after: fields,
    });
    return { id: before.id };
  });
}

export async function moveConsoleCity(
  ctx: ConsoleStructureContext,
  actorId: number,
  input: { id: number; direction: Direction },
): Promise<void> {
  await changed(ctx, async (trx) => {
    const cities = await trx
      .selectFrom('city_site')
      .select(['id', 'sort_order'])
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    if (!cities.some((city) => city.id === input.id)) throw notFoundCity();
    await moveAmong(trx, 'city_site', cities, input, actorId);
  });
}

export async function removeConsoleCity(
  ctx: ConsoleStructureContext,
  actorId: number,
  id: number,
): Promise<void> {
  await changed(ctx, async (trx) => {
    const row = await trx
      .selectFrom('city_site')
      .select(['id', 'name', 'province', 'dir'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFoundCity();
    const contents = (await countsBy(trx, CITY_CONTENT_TABLES, 'city_id', id)).get(id) ?? 0;
    if (contents > 0) throw bad(ConsoleColumnMsg.cityHasContent(contents));
    await trx.deleteFrom('city_site').where('id', '=', id).execute();
    await recordAudit(trx, {
      actorId,
      action: 'city_site.remove',
      entity: 'city_site',
      entityId: id,
      before: { name: row.name, province: row.province, dir: row.dir },
      after: null,
    });
  });
}

/**
 * Swaps a row with its neighbour among its siblings (given in showing order) and numbers them
 * all afresh, so orders left equal by older data become distinct.
 */
export async function moveAmong(
  trx: Trx,
  table: 'news_column' | 'city_site' | 'news_topic',
  ordered: Array<{ id: number; sort_order: number }>,
  input: { id: number; direction: Direction },
  actorId: number,
): Promise<void> {
  const from = ordered.findIndex((row) => row.id === input.id);
  const to = input.direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) throw bad(ConsoleColumnMsg.cannotMove);
  const rows = [...ordered];
  [rows[from], rows[to]] = [rows[to]!, rows[from]!];
  for (const [index, row] of rows.entries()) {
    if (row.sort_order === index) continue;
    await trx.updateTable(table).set({ sort_order: index }).where('id', '=', row.id).execute();
  }
  await recordAudit(trx, {
    actorId,
    action: `${table}.move`,
    entity: table,
    entityId: input.id,
    before: { place: from + 1 },
    after: { place: to + 1 },
  });
}
