import { Type, type Static } from 'typebox';
import {
  ARTICLE_BODY_MAX,
  ARTICLE_SOURCE_MAX,
  ARTICLE_STATES,
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TAG_MAX,
  ARTICLE_TAGS_MAX,
  ARTICLE_PDF_MAX_BYTES,
  ARTICLE_TITLE_MAX,
  ArticleMsg,
  type ArticleState,
} from '../../articles.ts';
import { CONSOLE_SECTION_ROLES } from '../../staff.ts';
import { Instant, PageQuery } from '../common.ts';
import { endpoint } from '../contract.ts';

/**
 * The console's articles (editors): drafts only the console sees, published articles on the
 * site. Publishing writes the article through the news module's one writer (sanitised on
 * write), refreshes the search index and every cached page at once; 下线 takes it off the site
 * and keeps it as a draft.
 */
const TAG = '后台·文章';
const ROLES = CONSOLE_SECTION_ROLES.articles;

const State = Type.Unsafe<ArticleState>({ type: 'string', enum: [...ARTICLE_STATES] });
/** A console article is named by its state and id: drafts and articles number apart. */
const Key = Type.Object({
  state: State,
  id: Type.Integer({ minimum: 1, errorMessage: ArticleMsg.notFound }),
});

export const ConsoleArticleRow = Type.Object({
  ...Key.properties,
  title: Type.String(),
  columnId: Type.Integer(),
  columnTitle: Type.String(),
  cityName: Type.String(),
  /** The last editor (drafts) or the author line (articles). */
  editor: Type.String(),
  /** Published: when it went on the site; draft: when it was last saved. */
  time: Type.String(),
  viewCount: Type.Integer(),
  /** A draft set to publish itself then (ISO); null otherwise. */
  publishAt: Type.Union([Type.String(), Type.Null()]),
});
export type ConsoleArticleRow = Static<typeof ConsoleArticleRow>;

/** A PDF stored for an article: what its editor sees of it. */
export const ArticlePdf = Type.Object({
  id: Type.Integer(),
  fileName: Type.String(),
  size: Type.Integer(),
});
export type ArticlePdf = Static<typeof ArticlePdf>;

export const ConsoleArticle = Type.Object({
  ...ConsoleArticleRow.properties,
  cityId: Type.Union([Type.Integer(), Type.Null()]),
  summary: Type.String(),
  /** Sanitised HTML. */
  body: Type.String(),
  cover: Type.String(),
  source: Type.String(),
  author: Type.String(),
  tags: Type.Array(Type.String()),
  /** The PDF it carries (an announcement's own file), or null. */
  pdf: Type.Union([ArticlePdf, Type.Null()]),
  /** The topic (专题) and the list in it the article is shown in, or both null. */
  topicId: Type.Union([Type.Integer(), Type.Null()]),
  topicType: Type.Union([Type.Integer(), Type.Null()]),
});
export type ConsoleArticle = Static<typeof ConsoleArticle>;

export const ArticleColumn = Type.Object({
  id: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
});
export const ArticleCity = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ArticleTopic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  lists: Type.Array(Type.Object({ type: Type.Integer(), name: Type.String() })),
});

export const ListArticleTargets = endpoint({
  method: 'GET',
  path: '/console/articles/targets',
  tag: TAG,
  summary: '可发文的栏目（平铺，含上级）、城市分站与专题（含其文章列表）',
  roles: ROLES,
  data: Type.Object({
    columns: Type.Array(ArticleColumn),
    cities: Type.Array(ArticleCity),
    topics: Type.Array(ArticleTopic),
  }),
});

export const ListConsoleArticles = endpoint({
  method: 'GET',
  path: '/console/articles',
  tag: TAG,
  summary: '文章与草稿（按标题搜索，按栏目、状态筛选；新的在前）',
  roles: ROLES,
  querystring: Type.Object({
    ...PageQuery.properties,
    state: State,
    keyword: Type.Optional(Type.String({ maxLength: 40, errorMessage: '搜索内容不能超过40个字' })),
    columnId: Type.Optional(Type.Integer({ minimum: 1, errorMessage: ArticleMsg.columnNotFound })),
  }),
  data: Type.Object({ list: Type.Array(ConsoleArticleRow), total: Type.Integer() }),
});

export const GetConsoleArticle = endpoint({
  method: 'GET',
  path: '/console/articles/detail',
  tag: TAG,
  summary: '一篇文章或草稿的全部内容（编辑用）',
  roles: ROLES,
  querystring: Key,
  data: ConsoleArticle,
});

/** What an editor writes; the server sanitises the body and checks every field. */
const ArticleFields = Type.Object({
  columnId: Type.Integer({ minimum: 1, errorMessage: ArticleMsg.columnRequired }),
  cityId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    errorMessage: ArticleMsg.cityNotFound,
  }),
  title: Type.String({
    minLength: 1,
    maxLength: ARTICLE_TITLE_MAX * 2,
    errorMessage: { minLength: ArticleMsg.titleRequired, default: ArticleMsg.titleTooLong },
  }),
  summary: Type.String({
    maxLength: ARTICLE_SUMMARY_MAX * 2,
    errorMessage: ArticleMsg.summaryTooLong,
  }),
  body: Type.String({
    maxLength: ARTICLE_BODY_MAX,
    errorMessage: ArticleMsg.bodyTooLong,
  }),
  cover: Type.String({ maxLength: 500, errorMessage: ArticleMsg.coverInvalid }),
  source: Type.String({
    maxLength: ARTICLE_SOURCE_MAX * 2,
    errorMessage: ArticleMsg.sourceTooLong,
  }),
  author: Type.String({
    maxLength: ARTICLE_SOURCE_MAX * 2,
    errorMessage: ArticleMsg.sourceTooLong,
  }),
  tags: Type.Array(Type.String({ maxLength: ARTICLE_TAG_MAX * 2 }), {
    maxItems: ARTICLE_TAGS_MAX,
    errorMessage: ArticleMsg.tagsTooMany,
  }),
  /** An uploaded PDF's id (UploadArticlePdf), or null for none. */
  pdfFileId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
    errorMessage: ArticleMsg.pdfMissing,
  }),
  /**
   * A topic and one of its lists (ArticleTopic.lists[].type), or both null for none; left out,
   * the draft or article keeps the one it has.
   */
  topicId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ArticleMsg.topicNotFound,
    }),
  ),
  topicType: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ArticleMsg.topicNotFound,
    }),
  ),
});

export const SaveArticleDraft = endpoint({
  method: 'POST',
  path: '/console/articles/draft',
  tag: TAG,
  summary: '保存草稿（新建，或更新一篇草稿）；网站上看不到',
  roles: ROLES,
  body: Type.Object({
    draftId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ArticleMsg.notFound,
    }),
    ...ArticleFields.properties,
  }),
  data: ConsoleArticle,
});

export const PublishArticle = endpoint({
  method: 'POST',
  path: '/console/articles/publish',
  tag: TAG,
  summary: '发布：新文章、草稿或已发布文章的修改；网站、搜索与缓存同时更新',
  roles: ROLES,
  body: Type.Object({
    /** The article or draft this replaces; null for a new one. */
    from: Type.Union([Key, Type.Null()]),
    ...ArticleFields.properties,
  }),
  data: ConsoleArticle,
});

export const WithdrawArticle = endpoint({
  method: 'POST',
  path: '/console/articles/withdraw',
  tag: TAG,
  summary: '下线：从网站和搜索中撤下，转为草稿',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: ArticleMsg.notFound }) }),
  data: ConsoleArticle,
});

export const ScheduleArticle = endpoint({
  method: 'POST',
  path: '/console/articles/schedule',
  tag: TAG,
  summary: '定时发布：保存为草稿，到时由后台任务发布（可再改时间或取消）',
  roles: ROLES,
  body: Type.Object({
    /** The draft this saves; null for a new one. */
    draftId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      errorMessage: ArticleMsg.notFound,
    }),
    publishAt: Instant(ArticleMsg.scheduleInvalid),
    ...ArticleFields.properties,
  }),
  data: ConsoleArticle,
});

export const UnscheduleArticle = endpoint({
  method: 'POST',
  path: '/console/articles/unschedule',
  tag: TAG,
  summary: '取消定时发布，草稿保留',
  roles: ROLES,
  body: Type.Object({ id: Type.Integer({ minimum: 1, errorMessage: ArticleMsg.notFound }) }),
  data: ConsoleArticle,
});

/** Base64 of a PDF of at most ARTICLE_PDF_MAX_BYTES. */
const PDF_BASE64_MAX = Math.ceil(ARTICLE_PDF_MAX_BYTES / 3) * 4;

export const UploadArticlePdf = endpoint({
  method: 'POST',
  path: '/console/articles/pdf',
  tag: TAG,
  summary: '上传文章的 PDF 附件（保存或发布时随文章生效）',
  roles: ROLES,
  body: Type.Object({
    fileName: Type.String({ minLength: 1, maxLength: 200, errorMessage: ArticleMsg.pdfInvalid }),
    content: Type.String({
      minLength: 1,
      maxLength: PDF_BASE64_MAX,
      pattern: '^[A-Za-z0-9+/]+={0,2}$',
      errorMessage: {
        maxLength: ArticleMsg.pdfTooLarge,
        default: ArticleMsg.pdfInvalid,
      },
    }),
  }),
  data: ArticlePdf,
});
