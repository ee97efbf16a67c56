import { ApiCode, ConsoleGoodsMsg, LOW_STOCK } from '@shangan/shared';
import type {
  BookFields,
  ConsoleGoodsDetail,
  ConsoleGoodsRow,
} from '@shangan/shared/contracts/console/goods';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db, ShopGoodsTable } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import { containsText } from '../../lib/like.ts';
import {
  BOOK_COVER_HEIGHT,
  BOOK_COVER_WIDTH,
  drawBookCover,
  PALETTES,
} from '../../lib/imagery-draw.ts';
import { fenToYuan, yuanToFen } from '../../lib/money.ts';
import { recordAudit } from '../audit/public.ts';
import { storePicture } from '../news/public.ts';

export interface ConsoleGoodsContext {
  db: Db;
  /** Drops the cached public answers (the book lists) on every instance, after a commit. */
  invalidate: () => Promise<void>;
}

type GoodsRow = Selectable<ShopGoodsTable>;
type Trx = Transaction<Database>;

/** The goods edited here: printed books. Courses and services are edited where they live. */
const BOOK = 'book';

async function findBook(db: Db | Trx, id: number): Promise<GoodsRow | undefined> {
  return db
    .selectFrom('shop_goods')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', BOOK)
    .executeTakeFirst();
}

export async function listConsoleGoods(
  ctx: ConsoleGoodsContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    keyword?: string | undefined;
    lowStock?: boolean | undefined;
  },
): Promise<{ list: ConsoleGoodsRow[]; total: number }> {
  const size = query.pageSize ?? 20;
  const page = query.page ?? 1;
  let base = ctx.db
    .selectFrom('shop_goods')
    .leftJoin('shop_category', 'shop_category.id', 'shop_goods.category_id')
    .where('shop_goods.kind', '=', BOOK);
  const keyword = query.keyword?.trim();
  if (keyword) base = base.where(containsText('shop_goods.title', keyword));
  if (query.lowStock) base = base.where('shop_goods.stock', '<=', LOW_STOCK);
  const [rows, count] = await Promise.all([
    base
      .selectAll('shop_goods')
      .select('shop_category.name as category')
      .orderBy('shop_goods.updated_at', 'desc')
      .orderBy('shop_goods.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category ?? '',
      price: fenToYuan(row.price),
      stock: row.stock ?? 0,
      lowStock: (row.stock ?? 0) <= LOW_STOCK,
      sales: row.sales,
      onSale: row.on_sale === 1,
      coverUrl: row.cover_url,
      updatedAt: row.updated_at,
    })),
    total: Number(count.n),
  };
}

export async function consoleGoodsOptions(ctx: ConsoleGoodsContext) {
  const categories = await ctx.db
    .selectFrom('shop_category')
    .select(['id', 'name'])
    .where('kind', '=', BOOK)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return { categories };
}

function parseContents(json: string): string[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function detailOf(row: GoodsRow): ConsoleGoodsDetail {
  return {
    id: row.id,
    stock: row.stock ?? 0,
    sales: row.sales,
    updatedAt: row.updated_at,
    title: row.title,
    subtitle: row.subtitle,
    categoryId: row.category_id,
    price: fenToYuan(row.price),
    originalPrice: row.original_price === null ? '' : fenToYuan(row.original_price),
    maxPerOrder: row.max_per_order,
    weightGrams: row.weight_grams,
    coverUrl: row.cover_url,
    author: row.author,
    publisher: row.publisher,
    isbn: row.isbn,
    edition: row.edition,
    publishedOn: row.published_on,
    pages: row.pages,
    description: row.description,
    contents: parseContents(row.contents),
    onSale: row.on_sale === 1,
  };
}

export async function consoleGoodsDetail(
  ctx: ConsoleGoodsContext,
  id: number,
): Promise<ConsoleGoodsDetail> {
  const row = await findBook(ctx.db, id);
  if (!row) throw new ApiError(ApiCode.NOT_FOUND, ConsoleGoodsMsg.notFound);
  return detailOf(row);
}

/** The book's columns from the form, checked; money in fen. */
async function bookColumns(trx: Trx, fields: BookFields) {
  const title = fields.title.trim();
  if (!title) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.titleRequired);
  const price = yuanToFen(fields.price);
  if (price <= 0) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.priceInvalid);
  const originalPrice = fields.originalPrice ? yuanToFen(fields.originalPrice) : null;
  if (originalPrice !== null && originalPrice <= price) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.originalPriceInvalid);
  }
  const cover = fields.coverUrl.trim();
  if (cover && !/^(https:\/\/|\/)/.test(cover)) {
    throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.coverInvalid);
  }
  if (fields.categoryId !== null) {
    const category = await trx
      .selectFrom('shop_category')
      .select('id')
      .where('id', '=', fields.categoryId)
      .where('kind', '=', BOOK)
      .executeTakeFirst();
    if (!category) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.categoryMissing);
  }
  const contents = fields.contents.map((line) => line.trim()).filter(Boolean);
  return {
    cover,
    columns: {
      title,
      subtitle: fields.subtitle.trim(),
      category_id: fields.categoryId,
      price,
      original_price: originalPrice,
      max_per_order: fields.maxPerOrder,
      weight_grams: fields.weightGrams,
      author: fields.author.trim(),
      publisher: fields.publisher.trim(),
      isbn: fields.isbn.toUpperCase(),
      edition: fields.edition.trim(),
      published_on: fields.publishedOn,
      pages: fields.pages,
      description: fields.description.trim(),
      contents: JSON.stringify(contents),
      on_sale: fields.onSale ? 1 : 0,
    },
  };
}

/** A drawn front cover for a book saved without one, as the demo books have. */
function drawnCover(trx: Trx, fields: BookFields, now: string): Promise<string> {
  const svg = drawBookCover({
    title: fields.title.trim(),
    subtitle: fields.subtitle.trim().slice(0, 24),
    series: '上岸公考系列',
    author: fields.author.trim(),
    edition: fields.publishedOn ? `${fields.publishedOn.slice(0, 4)}版` : fields.edition.trim(),
    icon: 'book',
    palette: PALETTES[Math.floor(Math.random() * PALETTES.length)]!,
  });
  return storePicture(trx, now)(`book-cover-${Date.now()}.svg`, svg);
}

function auditView(row: GoodsRow) {
  const { stock, sales, updatedAt, id, ...fields } = detailOf(row);
  void id;
  void sales;
  void updatedAt;
  return { ...fields, stock };
}

/** Creates a book (no id, with its first stock) or changes one, with its audit row. */
export async function saveConsoleGoods(
  ctx: ConsoleGoodsContext,
  actorId: number,
  input: BookFields & { id?: number | undefined; initialStock?: number | undefined },
): Promise<{ id: number }> {
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const before = input.id === undefined ? undefined : await findBook(trx, input.id);
    if (input.id !== undefined && !before) {
      throw new ApiError(ApiCode.NOT_FOUND, ConsoleGoodsMsg.notFound);
    }
    const { columns, cover } = await bookColumns(trx, input);
    const coverColumns = cover
      ? {
          cover_url: cover,
          cover_width: before?.cover_url === cover ? before.cover_width : BOOK_COVER_WIDTH,
          cover_height: before?.cover_url === cover ? before.cover_height : BOOK_COVER_HEIGHT,
        }
      : {
          cover_url: await drawnCover(trx, input, now),
          cover_width: BOOK_COVER_WIDTH,
          cover_height: BOOK_COVER_HEIGHT,
        };
    let id: number;
    if (!before) {
      const row = await trx
        .insertInto('shop_goods')
        .values({
          ...columns,
          ...coverColumns,
          kind: BOOK,
          stock: input.initialStock ?? 0,
          needs_shipping: 1,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = row.id;
      // A SKU the warehouse can read off a label: BK- and the id.
      await trx
        .updateTable('shop_goods')
        .set({ sku: `BK-${String(id).padStart(6, '0')}` })
        .where('id', '=', id)
        .execute();
    } else {
      id = before.id;
      await trx
        .updateTable('shop_goods')
        .set({ ...columns, ...coverColumns, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      actorId,
      action: before ? 'goods.update' : 'goods.create',
      entity: 'shop_goods',
      entityId: id,
      before: before ? auditView(before) : null,
      after: auditView((await findBook(trx, id))!),
    });
    return { id };
  });
  await ctx.invalidate();
  return saved;
}

/**
 * Takes stock in (delta > 0) or writes it off (delta < 0), in one statement that cannot take it
 * below zero whatever orders do at the same moment, with its audit row.
 */
export async function changeGoodsStock(
  ctx: ConsoleGoodsContext,
  actorId: number,
  input: { id: number; delta: number; reason: string },
): Promise<{ stock: number }> {
  const reason = input.reason.trim();
  if (reason.length < 2) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.reasonInvalid);
  if (input.delta === 0) throw new ApiError(ApiCode.BAD_REQUEST, ConsoleGoodsMsg.deltaInvalid);
  const result = await ctx.db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const changed = await trx
      .updateTable('shop_goods')
      .set((eb) => ({ stock: eb('stock', '+', input.delta), updated_at: now }))
      .where('id', '=', input.id)
      .where('kind', '=', BOOK)
      .where((eb) => eb(eb('stock', '+', input.delta), '>=', 0))
      .returning('stock')
      .executeTakeFirst();
    if (!changed) {
      const book = await findBook(trx, input.id);
      if (!book) throw new ApiError(ApiCode.NOT_FOUND, ConsoleGoodsMsg.notFound);
      throw new ApiError(
        ApiCode.BAD_REQUEST,
        ConsoleGoodsMsg.stockShort(book.stock ?? 0, -input.delta),
      );
    }
    const stock = changed.stock ?? 0;
    await recordAudit(trx, {
      actorId,
      action: 'goods.stock',
      entity: 'shop_goods',
      entityId: input.id,
      before: { stock: stock - input.delta },
      after: { stock, delta: input.delta, reason },
    });
    return { stock };
  });
  await ctx.invalidate();
  return result;
}
