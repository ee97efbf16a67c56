import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { PageOf, PageQuery, Yuan } from '../common.ts';

/**
 * The shop's goods (docs/areas/commerce.md): one model for everything that can be sold. Prices
 * are decided by the server and travel as yuan strings; times are ISO-8601 UTC.
 */
export const TAG = '商城';

/**
 * What a row of goods is. Only books are on sale so far; the other kinds are sold through the
 * same orders once their pages exist. VIP membership keeps its own orders (kind 'vip' in the
 * order list) and is not a row of goods.
 */
export const GoodsKind = Type.Enum(
  ['book', 'course', 'course_package', 'enlist_service', 'deposit', 'coaching'],
  { errorMessage: '商品类型不正确' },
);
export type GoodsKind = Static<typeof GoodsKind>;

/**
 * The four coaching products (coaching.ts), named after their pages: /ydybs 一对一笔试, /ydyms
 * 一对一面试, /yddbs 一对多笔试, /yddms 一对多面试. Declared here, beside the kinds of goods,
 * because orders name it too.
 */
export const CoachingType = Type.Enum(['ydybs', 'ydyms', 'yddbs', 'yddms'], {
  errorMessage: { required: '缺少辅导类型', default: '辅导类型不正确' },
});
export type CoachingType = Static<typeof CoachingType>;

/** A stored picture with its size, so a page can reserve the box before it loads. */
export const Picture = Type.Object({
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type Picture = Static<typeof Picture>;

export const BookCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Books of the category on sale. */
  count: Type.Integer(),
});
export type BookCategory = Static<typeof BookCategory>;

export const BookListItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Literal('book'),
  title: Type.String(),
  /** One line under the title (edition, year, what it covers). */
  subtitle: Type.String(),
  cover: Picture,
  author: Type.String(),
  publisher: Type.String(),
  categoryId: Type.Integer(),
  categoryName: Type.String(),
  /** What the buyer pays for one copy. */
  price: Yuan,
  /** The printed (list) price, shown struck through; null when the book sells at it. */
  originalPrice: Type.Union([Yuan, Type.Null()]),
  stock: Type.Integer(),
  soldOut: Type.Boolean(),
  /** Copies sold (paid orders). */
  sales: Type.Integer(),
});
export type BookListItem = Static<typeof BookListItem>;

export const BookDetail = Type.Object({
  ...BookListItem.properties,
  /** Stock-keeping code of the edition sold. */
  sku: Type.String(),
  isbn: Type.String(),
  /** e.g. 2026年版 · 第1次印刷 */
  edition: Type.String(),
  /** YYYY-MM */
  publishedOn: Type.String(),
  pages: Type.Integer(),
  weightGrams: Type.Integer(),
  /** Plain text; paragraphs are separated by a blank line. */
  description: Type.String(),
  /** Table of contents, one chapter a row. */
  contents: Type.Array(Type.String()),
  /** At most this many copies in one order. */
  maxPerOrder: Type.Integer(),
});
export type BookDetail = Static<typeof BookDetail>;

export const BookSort = Type.Enum(['default', 'sales', 'newest', 'price_asc', 'price_desc'], {
  errorMessage: '排序方式不正确',
});
export type BookSort = Static<typeof BookSort>;

export const ListBookCategories = endpoint({
  method: 'GET',
  path: '/pc/books/categories',
  tag: TAG,
  summary: '图书分类（含在售数量）',
  data: Type.Array(BookCategory),
});

export const ListBooks = endpoint({
  method: 'GET',
  path: '/pc/books/index',
  tag: TAG,
  summary: '图书列表（按分类、关键字筛选，分页）',
  querystring: Type.Object({
    ...PageQuery.properties,
    categoryId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '图书分类不正确' })),
    keyword: Type.Optional(Type.String({ maxLength: 50, errorMessage: '关键字不能超过50个字' })),
    sort: Type.Optional(BookSort),
  }),
  data: PageOf(BookListItem),
});

export const GetBook = endpoint({
  method: 'GET',
  path: '/pc/books/show',
  tag: TAG,
  summary: '图书详情',
  querystring: Type.Object({
    id: Type.Integer({
      minimum: 1,
      errorMessage: { required: '缺少图书编号', default: '图书编号不正确' },
    }),
  }),
  data: BookDetail,
});
