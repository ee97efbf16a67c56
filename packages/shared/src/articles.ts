/**
 * Articles written in the console (内容管理): the limits both sides state and the server
 * enforces, and the messages an editor reads.
 */
export const ARTICLE_TITLE_MAX = 80;
export const ARTICLE_SUMMARY_MAX = 200;
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_TAGS_MAX = 8;
export const ARTICLE_TAG_MAX = 12;
export const ARTICLE_SOURCE_MAX = 40;

/** A draft only the console sees, or an article on the site. */
export const ARTICLE_STATES = ['draft', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
export const ARTICLE_STATE_TEXT: Record<ArticleState, string> = {
  draft: '草稿',
  published: '已发布',
};

/** The largest PDF an article may carry. */
export const ARTICLE_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** How far ahead a draft may be scheduled: a schedule further off is more likely a typo. */
export const SCHEDULE_MIN_AHEAD_MS = 60_000;
export const SCHEDULE_MAX_DAYS = 180;

export const ArticleMsg = {
  titleRequired: '请填写标题',
  titleTooLong: `标题不能超过${ARTICLE_TITLE_MAX}个字`,
  columnRequired: '请选择栏目',
  columnNotFound: '栏目不存在',
  cityNotFound: '城市分站不存在',
  bodyRequired: '请填写正文',
  bodyTooLong: '正文太长，请分成几篇发布',
  summaryTooLong: `摘要不能超过${ARTICLE_SUMMARY_MAX}个字`,
  tagsTooMany: `标签最多${ARTICLE_TAGS_MAX}个，每个不超过${ARTICLE_TAG_MAX}个字`,
  sourceTooLong: `来源不能超过${ARTICLE_SOURCE_MAX}个字`,
  coverInvalid: '封面图片地址应以 https:// 或 / 开头',
  notFound: '文章不存在',
  draftSaved: '草稿已保存',
  published: '已发布，网站和搜索已更新',
  withdrawn: '已下线，文章已转为草稿',
  scheduled: '已定时，到时将自动发布',
  unscheduled: '已取消定时发布，文章仍是草稿',
  scheduleInvalid: `定时发布时间应在 1 分钟之后、${SCHEDULE_MAX_DAYS} 天之内`,
  notScheduled: '这篇草稿没有定时发布',
  pdfInvalid: '附件应为 PDF 文件',
  pdfTooLarge: 'PDF 不能超过 10 MB',
  pdfMissing: 'PDF 附件不存在，请重新上传',
  pdfUploaded: 'PDF 已上传，保存或发布后生效',
  topicNotFound: '所选专题或专题列表不存在',
  topicListRequired: '加入专题时请选择专题中的列表',
} as const;
