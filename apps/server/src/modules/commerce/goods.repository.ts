import { sql, type Selectable } from 'kysely';
import type { Db, ShopGoodsTable } from '../../db/database.ts';

export type GoodsRow = Selectable<ShopGoodsTable>;

export interface BookQuery {
  categoryId?: number | undefined;
  keyword?: string | undefined;
  sort: 'default' | 'sales' | 'newest' | 'price_asc' | 'price_desc';
  page: number;
  pageSize: number;
}

/** The categories of one kind of goods with how many of it are on sale in each. */
export async function listCategories(db: Db, kind: string) {
  const rows = await db
    .selectFrom('shop_category as c')
    .leftJoin('shop_goods as g', (join) =>
      join.onRef('g.category_id', '=', 'c.id').on('g.on_sale', '=', 1),
    )
    .select(['c.id', 'c.name', (eb) => eb.fn.count<number>('g.id').as('n')])
    .where('c.kind', '=', kind)
    .groupBy(['c.id', 'c.name', 'c.sort_order'])
    .orderBy('c.sort_order')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.n) }));
}

/** `%` and `_` in a keyword are letters to look for, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listBooks(
  db: Db,
  query: BookQuery,
): Promise<{ rows: Array<GoodsRow & { category_name: string | null }>; total: number }> {
  let base = db
    .selectFrom('shop_goods as g')
    .where('g.kind', '=', 'book')
    .where('g.on_sale', '=', 1);
  if (query.categoryId) base = base.where('g.category_id', '=', query.categoryId);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    base = base.where((eb) =>
      eb.or([
        eb(sql`g.title`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`g.author`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`g.subtitle`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  let rowsQuery = base
    .leftJoin('shop_category as c', 'c.id', 'g.category_id')
    .selectAll('g')
    .select('c.name as category_name');
  switch (query.sort) {
    case 'sales':
      rowsQuery = rowsQuery.orderBy('g.sales', 'desc');
      break;
    case 'newest':
      rowsQuery = rowsQuery.orderBy('g.published_on', 'desc');
      break;
    case 'price_asc':
      rowsQuery = rowsQuery.orderBy('g.price', 'asc');
      break;
    case 'price_desc':
      rowsQuery = rowsQuery.orderBy('g.price', 'desc');
      break;
    default:
      rowsQuery = rowsQuery.orderBy('g.sort_order');
  }
  const [rows, count] = await Promise.all([
    rowsQuery
      .orderBy('g.id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findGoods(
  db: Db,
  id: number,
): Promise<(GoodsRow & { category_name: string | null }) | undefined> {
  return db
    .selectFrom('shop_goods as g')
    .leftJoin('shop_category as c', 'c.id', 'g.category_id')
    .selectAll('g')
    .select('c.name as category_name')
    .where('g.id', '=', id)
    .executeTakeFirst();
}

/**
 * Takes `quantity` from the stock in one conditional update, so two buyers of the last copy
 * never both get it. Answers false when there is not enough (or the goods left the shelf).
 * Goods whose stock is not counted (null) always pass.
 */
export async function takeStock(db: Db, goodsId: number, quantity: number, nowIso: string) {
  const result = await db
    .updateTable('shop_goods')
    .set({ stock: sql`stock - ${quantity}`, updated_at: nowIso })
    .where('id', '=', goodsId)
    .where('on_sale', '=', 1)
    .where((eb) => eb.or([eb('stock', 'is', null), eb('stock', '>=', quantity)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts back what a closed order took. */
export async function returnStock(db: Db, goodsId: number, quantity: number, nowIso: string) {
  await db
    .updateTable('shop_goods')
    .set({ stock: sql`stock + ${quantity}`, updated_at: nowIso })
    .where('id', '=', goodsId)
    .where('stock', 'is not', null)
    .execute();
}

export async function addSales(db: Db, goodsId: number, quantity: number) {
  await db
    .updateTable('shop_goods')
    .set({ sales: sql`sales + ${quantity}` })
    .where('id', '=', goodsId)
    .execute();
}
