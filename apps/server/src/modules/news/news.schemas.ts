import { Type, type Static } from 'typebox';
import { SEARCH_MAX_LENGTH } from '@shangan/shared';

/** Response shapes of the news API. Field names are the web app's camelCase (columnDir …). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

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
  cityId: Nullable(Type.Integer()),
  source: Type.String(),
  /** ISO-8601 UTC. */
  publishTime: Type.String(),
  viewCount: Type.Integer(),
  /** A PDF article opens on /articlePdf/{id} instead of /articleDetail/{id}. */
  isPdf: Type.Boolean(),
});
export type ArticleSummary = Static<typeof ArticleSummary>;

export const ArticlePage = Type.Object({
  list: Type.Array(ArticleSummary),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type ArticlePage = Static<typeof ArticlePage>;

export const ArticleLink = Type.Object({ id: Type.Integer(), title: Type.String() });

export const TagRef = Type.Object({ id: Type.Integer(), name: Type.String() });

export const ColumnRef = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  columnDir: Type.String(),
});

export const ArticleDetail = Type.Object({
  ...ArticleSummary.properties,
  /** Sanitized HTML, rendered as it is by the web's rich-text component. */
  body: Type.String(),
  author: Type.String(),
  tags: Type.Array(TagRef),
  topicId: Nullable(Type.Integer()),
  topicType: Nullable(Type.Integer()),
  /** The article's column and, when that is a sub-column, its parent (for breadcrumbs). */
  column: ColumnRef,
  parentColumn: Nullable(ColumnRef),
  city: Nullable(CityRef),
  /** Same-origin address of the PDF for PDF articles. */
  pdfUrl: Nullable(Type.String()),
  prev: Nullable(ArticleLink),
  next: Nullable(ArticleLink),
  related: Type.Array(ArticleSummary),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
};

export const IdParam = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: '文章编号不正确' }),
});

export const Keyword = Type.String({
  maxLength: SEARCH_MAX_LENGTH,
  errorMessage: {
    maxLength: `搜索内容不能超过${SEARCH_MAX_LENGTH}个字符`,
    required: '请输入搜索内容',
  },
});

export const SearchResult = Type.Object({
  ...ArticleSummary.properties,
  /** Title and snippet as HTML-escaped text with the matched words in <em>. */
  highlightTitle: Type.String(),
  highlightSummary: Type.String(),
});

export const SearchPage = Type.Object({
  list: Type.Array(SearchResult),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  /** The words searched for after segmentation, for highlighting elsewhere. */
  words: Type.Array(Type.String()),
});
export type SearchPage = Static<typeof SearchPage>;

export const HotWord = Type.Object({ keyword: Type.String() });

export const TopicSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  classification: Type.String(),
  articleCount: Type.Integer(),
});
export type TopicSummary = Static<typeof TopicSummary>;

export const TopicType = Type.Object({
  type: Type.Integer(),
  name: Type.String(),
  articles: Type.Array(ArticleSummary),
});

export const TopicDetail = Type.Object({
  ...TopicSummary.properties,
  types: Type.Array(TopicType),
});
export type TopicDetail = Static<typeof TopicDetail>;

export const TagCount = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  articleCount: Type.Integer(),
});

export const Ad = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  image: Type.String(),
  link: Type.String(),
});

export const FriendlyLink = Type.Object({ name: Type.String(), link: Type.String() });

export const ExamTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  examType: Type.String(),
  province: Type.String(),
  cityId: Nullable(Type.Integer()),
  /** Asia/Shanghai dates, YYYY-MM-DD. */
  signupStart: Type.String(),
  signupEnd: Type.String(),
  examDate: Type.String(),
  articleId: Nullable(Type.Integer()),
});

export const Teaser = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  cover: Type.String(),
  link: Type.String(),
  /** Yuan, two decimals; '0.00' is free. */
  price: Type.String(),
});

export const ColumnBlock = Type.Object({
  column: ColumnRef,
  children: Type.Array(ColumnRef),
  articles: Type.Array(ArticleSummary),
});

export const HomeData = Type.Object({
  city: Nullable(CityRef),
  banners: Type.Array(Ad),
  headlines: Type.Array(ArticleSummary),
  columnBlocks: Type.Array(ColumnBlock),
  weekHot: Type.Array(ArticleSummary),
  examCalendar: Type.Array(ExamTopic),
  courses: Type.Array(Teaser),
  books: Type.Array(Teaser),
  friendlyLinks: Type.Array(FriendlyLink),
  topics: Type.Array(TopicSummary),
});
