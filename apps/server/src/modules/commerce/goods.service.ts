import { ApiCode } from '@shangan/shared';
import type { BookDetail, BookListItem, BookSort } from '@shangan/shared/contracts/commerce/goods';
import { ApiError } from '../../lib/api-error.ts';
import { fenToYuan } from '../../lib/money.ts';
import type { CommerceContext } from './commerce-context.ts';
import { findGoods, listBooks, listCategories, type GoodsRow } from './goods.repository.ts';

export const GOODS_NOT_FOUND = '商品不存在或已下架';

type Row = GoodsRow & { category_name: string | null };

function bookItem(row: Row): BookListItem {
  const stock = row.stock ?? 0;
  return {
    id: row.id,
    kind: 'book',
    title: row.title,
    subtitle: row.subtitle,
    cover: { url: row.cover_url, width: row.cover_width, height: row.cover_height },
    author: row.author,
    publisher: row.publisher,
    categoryId: row.category_id ?? 0,
    categoryName: row.category_name ?? '',
    price: fenToYuan(row.price),
    originalPrice:
      row.original_price !== null && row.original_price > row.price
        ? fenToYuan(row.original_price)
        : null,
    stock,
    soldOut: stock <= 0,
    sales: row.sales,
  };
}

export function bookCategories(ctx: CommerceContext) {
  return listCategories(ctx.db, 'book');
}

export async function bookList(
  ctx: CommerceContext,
  query: {
    page?: number | undefined;
    pageSize?: number | undefined;
    categoryId?: number | undefined;
    keyword?: string | undefined;
    sort?: BookSort | undefined;
  },
) {
  const { rows, total } = await listBooks(ctx.db, {
    categoryId: query.categoryId,
    keyword: query.keyword,
    sort: query.sort ?? 'default',
    page: query.page ?? 1,
    pageSize: query.pageSize ?? 12,
  });
  return { list: rows.map(bookItem), total };
}

export async function bookDetail(ctx: CommerceContext, id: number): Promise<BookDetail> {
  const row = await findGoods(ctx.db, id);
  if (!row || row.kind !== 'book' || row.on_sale !== 1) {
    throw new ApiError(ApiCode.NOT_FOUND, GOODS_NOT_FOUND);
  }
  return {
    ...bookItem(row),
    sku: row.sku ?? '',
    isbn: row.isbn,
    edition: row.edition,
    publishedOn: row.published_on,
    pages: row.pages,
    weightGrams: row.weight_grams,
    description: row.description,
    contents: parseContents(row.contents),
    maxPerOrder: row.max_per_order,
  };
}

function parseContents(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
