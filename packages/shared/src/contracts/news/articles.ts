import { Type, type Static } from 'typebox';
import { endpoint } from '../contract.ts';
import { ColumnRef } from '../columns.ts';

/**
 * News articles: lists, one article, the hot lists. Field names are the web app's camelCase
 * (columnDir …), times ISO-8601 UTC.
 */
const TAG = '资讯';

/** A city sub-site (分站). */
export const CityRef = Type.Object({
  cityId: Type.Integer(),
  name: Type.String(),
  province: Type.String(),
  dir: Type.String(),
});
export type CityRef = Static<typeof CityRef>;

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  columnId: Type.Integer(),
  columnTitle: Type.String(),
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  source: Type.String(),
  /** ISO-8601 UTC. */
  publishTime: Type.String(),
  viewCount: Type.Integer(),
  /** A PDF article opens on /articlePdf/{id} instead of /articleDetail/{id}. */
  isPdf: Type.Boolean(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

/** A page of articles, with the page it is. */
export const ArticlePage = Type.Object({
  list: Type.Array(ArticleSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ArticlePage = Static<typeof ArticlePage>;

export const ArticleLink = Type.Object({ id: Type.Integer(), title: Type.String() });
export type ArticleLink = Static<typeof ArticleLink>;

export const TagRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type TagRef = Static<typeof TagRef>;

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  /** Sanitized HTML, rendered as it is by the web's rich-text component. */
  body: Type.String(),
  author: Type.String(),
  tags: Type.Array(TagRef),
  topicId: Type.Union([Type.Integer(), Type.Null()]),
  topicType: Type.Union([Type.Integer(), Type.Null()]),
  /** The article's column and, when that is a sub-column, its parent (for breadcrumbs). */
  column: ColumnRef,
  parentColumn: Type.Union([ColumnRef, Type.Null()]),
  city: Type.Union([CityRef, Type.Null()]),
  /** Same-origin address of the PDF for PDF articles. */
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
  prev: Type.Union([ArticleLink, Type.Null()]),
  next: Type.Union([ArticleLink, Type.Null()]),
  related: Type.Array(ArticleSummary),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

/** `?page=&pageSize=` of the news lists: 20 a page unless asked otherwise, at most 50. */
export const NewsPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

export const ArticleIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '文章编号不正确' }),
});

/** With a cityId the list is a sub-site's view: every article, the city's own first. */
export const ListArticles = endpoint({
  method: 'GET',
  path: '/pc/articles',
  tag: TAG,
  summary: '文章列表（栏目、标签，分页）；带 cityId 时为分站视角：本城市的文章排在前面',
  querystring: Type.Object({
    columnId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '栏目编号不正确' })),
    cityId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' })),
    tagId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '标签编号不正确' })),
    ...NewsPageQuery.properties,
  }),
  data: ArticlePage,
});

/** The answer counts the read it is for (viewCount includes it). */
export const GetArticle = endpoint({
  method: 'GET',
  path: '/pc/articles/:id',
  tag: TAG,
  summary: '文章详情（含标签、上一篇/下一篇、相关文章），并计一次阅读',
  params: ArticleIdParams,
  data: ArticleDetail,
});

export const GetWeekHotArticles = endpoint({
  method: 'GET',
  path: '/pc/weekHotArticle',
  tag: TAG,
  summary: '本周热门文章（阅读最多），可按城市分站',
  querystring: Type.Object({
    cityId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: '城市编号不正确' })),
  }),
  data: Type.Array(ArticleSummary),
});

export const GetHotColumnArticles = endpoint({
  method: 'GET',
  path: '/pc/hotColumnArticle',
  tag: TAG,
  summary: '栏目热门文章',
  querystring: Type.Object({
    columnId: Type.Integer({
      minimum: 1,
      errorMessage: { required: '请指定栏目', default: '栏目编号不正确' },
    }),
  }),
  data: Type.Array(ArticleSummary),
});
