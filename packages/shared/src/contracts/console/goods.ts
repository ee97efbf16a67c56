import { Type, type Static } from 'typebox';
import {
  ConsoleGoodsMsg,
  GOODS_DESCRIPTION_MAX,
  GOODS_SUBTITLE_MAX,
  GOODS_TITLE_MAX,
  STOCK_CHANGE_MAX,
} from '../../console-goods.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { PageOf, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's books (the shop's printed goods) and their stock: listed, created and changed,
 * and stock taken in or written off with a reason. Courses and services are sold as goods too,
 * but they are edited where they live (课程管理 …), so only books are here.
 */
const TAG = '后台·图书与库存';
const ROLES = CONSOLE_SECTION_ROLES.goods;

const Id = Type.Integer({ minimum: 1, errorMessage: ConsoleGoodsMsg.notFound });
const Text40 = Type.String({ maxLength: 40, errorMessage: ConsoleGoodsMsg.textTooLong });

export const ConsoleGoodsRow = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  category: Type.String(),
  /** Yuan with two decimals. */
  price: Type.String(),
  stock: Type.Integer(),
  /** At or below LOW_STOCK. */
  lowStock: Type.Boolean(),
  sales: Type.Integer(),
  onSale: Type.Boolean(),
  coverUrl: Type.String(),
  updatedAt: Type.String(),
});
export type ConsoleGoodsRow = Static<typeof ConsoleGoodsRow>;

export const ListConsoleGoods = endpoint({
  method: 'GET',
  path: '/console/goods',
  tag: TAG,
  summary: '图书列表（按书名查找，可只看库存紧张的）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 60 })),
    lowStock: Type.Optional(Type.Boolean()),
  }),
  data: PageOf(ConsoleGoodsRow),
});

export const ConsoleGoodsOptions = endpoint({
  method: 'GET',
  path: '/console/goods/options',
  tag: TAG,
  summary: '图书分类',
  roles: ROLES,
  data: Type.Object({
    categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  }),
});

/** What the book form edits. */
export const BookFields = Type.Object({
  title: Type.String({ maxLength: GOODS_TITLE_MAX, errorMessage: ConsoleGoodsMsg.titleTooLong }),
  subtitle: Type.String({
    maxLength: GOODS_SUBTITLE_MAX,
    errorMessage: ConsoleGoodsMsg.subtitleTooLong,
  }),
  categoryId: Type.Union([
    Type.Integer({ minimum: 1, errorMessage: ConsoleGoodsMsg.categoryMissing }),
    Type.Null(),
  ]),
  price: Type.String({
    pattern: '^\\d{1,6}(\\.\\d{1,2})?$',
    errorMessage: ConsoleGoodsMsg.priceInvalid,
  }),
  /** Empty for none. */
  originalPrice: Type.String({
    pattern: '^(\\d{1,6}(\\.\\d{1,2})?)?$',
    errorMessage: ConsoleGoodsMsg.originalPriceInvalid,
  }),
  maxPerOrder: Type.Integer({
    minimum: 1,
    maximum: 99,
    errorMessage: ConsoleGoodsMsg.maxPerOrderInvalid,
  }),
  weightGrams: Type.Integer({
    minimum: 0,
    maximum: 20_000,
    errorMessage: ConsoleGoodsMsg.weightInvalid,
  }),
  /** An address of a picture; empty for a drawn cover. */
  coverUrl: Type.String({ maxLength: 255, errorMessage: ConsoleGoodsMsg.coverInvalid }),
  author: Text40,
  publisher: Text40,
  /** Empty, or 10 or 13 digits (the last may be X). */
  isbn: Type.String({
    pattern: '^(\\d{9}[\\dXx]|\\d{13})?$',
    errorMessage: ConsoleGoodsMsg.isbnInvalid,
  }),
  edition: Text40,
  /** YYYY-MM, or empty. */
  publishedOn: Type.String({
    pattern: '^(\\d{4}-(0[1-9]|1[0-2]))?$',
    errorMessage: ConsoleGoodsMsg.publishedOnInvalid,
  }),
  pages: Type.Integer({ minimum: 0, maximum: 5000, errorMessage: ConsoleGoodsMsg.pagesInvalid }),
  description: Type.String({
    maxLength: GOODS_DESCRIPTION_MAX,
    errorMessage: ConsoleGoodsMsg.descriptionTooLong,
  }),
  /** Chapter titles. */
  contents: Type.Array(
    Type.String({ maxLength: 60, errorMessage: ConsoleGoodsMsg.contentsInvalid }),
    {
      maxItems: 100,
      errorMessage: ConsoleGoodsMsg.contentsInvalid,
    },
  ),
  onSale: Type.Boolean(),
});
export type BookFields = Static<typeof BookFields>;

export const ConsoleGoodsDetail = Type.Object({
  id: Type.Integer(),
  stock: Type.Integer(),
  sales: Type.Integer(),
  updatedAt: Type.String(),
  ...BookFields.properties,
});
export type ConsoleGoodsDetail = Static<typeof ConsoleGoodsDetail>;

export const GetConsoleGoods = endpoint({
  method: 'GET',
  path: '/console/goods/detail',
  tag: TAG,
  summary: '图书详情',
  roles: ROLES,
  querystring: Type.Object({ id: Id }),
  data: ConsoleGoodsDetail,
});

export const SaveConsoleGoods = endpoint({
  method: 'POST',
  path: '/console/goods/save',
  tag: TAG,
  summary: '新建图书（不带 id，可带初始库存）或修改图书；库存另用库存变动',
  roles: ROLES,
  body: Type.Object({
    id: Type.Optional(Id),
    ...BookFields.properties,
    /** A new book's stock; ignored when changing one. */
    initialStock: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: STOCK_CHANGE_MAX,
        errorMessage: ConsoleGoodsMsg.initialStockInvalid,
      }),
    ),
  }),
  data: Type.Object({ id: Type.Integer() }),
});

export const ChangeGoodsStock = endpoint({
  method: 'POST',
  path: '/console/goods/stock',
  tag: TAG,
  summary: '库存变动：入库为正，报损、盘亏为负，不能减到 0 以下',
  roles: ROLES,
  body: Type.Object({
    id: Id,
    delta: Type.Integer({
      minimum: -STOCK_CHANGE_MAX,
      maximum: STOCK_CHANGE_MAX,
      not: { const: 0 },
      errorMessage: ConsoleGoodsMsg.deltaInvalid,
    }),
    reason: Type.String({
      minLength: 2,
      maxLength: 100,
      errorMessage: ConsoleGoodsMsg.reasonInvalid,
    }),
  }),
  data: Type.Object({ stock: Type.Integer() }),
});
