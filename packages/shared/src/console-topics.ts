/**
 * The console's topics (专题管理): a topic page (国考备考专题 …) gathers articles under its own
 * lists (最新公告, 备考指导 …); an article joins one list of one topic when it is written. The
 * limits and messages both sides use.
 */
export const TOPIC_TITLE_MAX = 30;
export const TOPIC_SUMMARY_MAX = 200;
export const TOPIC_CLASSIFICATION_MAX = 10;
export const TOPIC_LIST_NAME_MAX = 10;
export const TOPIC_LISTS_MAX = 8;

export const ConsoleTopicMsg = {
  saved: '专题已保存',
  moved: '顺序已调整',
  removed: '专题已删除',
  notFound: '专题不存在',
  titleRequired: '请填写专题名称',
  titleTooLong: `专题名称不能超过${TOPIC_TITLE_MAX}个字`,
  titleTaken: '已有同名专题',
  summaryTooLong: `简介不能超过${TOPIC_SUMMARY_MAX}个字`,
  classificationRequired: '请填写分类（如 公务员、选调生）',
  classificationTooLong: `分类不能超过${TOPIC_CLASSIFICATION_MAX}个字`,
  coverInvalid: '封面应为本站图片或 https 地址',
  listsRequired: '专题至少需要一个文章列表',
  listsTooMany: `文章列表最多 ${TOPIC_LISTS_MAX} 个`,
  listNameRequired: '请填写列表名称',
  listNameTooLong: `列表名称不能超过${TOPIC_LIST_NAME_MAX}个字`,
  listNameTaken: (name: string) => `列表「${name}」重复了`,
  listNotFound: '要修改的列表不属于这个专题',
  listHasArticles: (name: string, count: number) =>
    `列表「${name}」还有 ${count} 篇文章或草稿，不能删除；可以改名`,
  hasArticles: (count: number) => `专题还有 ${count} 篇文章或草稿，请先把它们移出专题`,
  cannotMove: '已经到头了',
} as const;
