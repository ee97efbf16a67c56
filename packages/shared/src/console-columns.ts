import { HEADER_MAX_COLUMNS } from './constants.ts';
import { EXAM_REGIONS } from './site-content.ts';

/**
 * The console's portal structure (栏目与分站): the two-level news column tree the header, the
 * column pages and the site map are built from, and the city sub-sites. A column's or city's
 * directory is part of its pages' addresses (/column/nanjing/list/kaoshigonggao/guokao), so it
 * is lower-case letters, digits and hyphens, and unique.
 */
export const COLUMN_TITLE_MAX = 16;
export const CITY_NAME_MAX = 16;
export const SITE_DIR_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;
/** The provinces a city sub-site may belong to (short names, as the exam calendar's). */
export const CITY_PROVINCES = EXAM_REGIONS.filter((region) => region !== '全国');

export const ConsoleColumnMsg = {
  saved: '已保存',
  moved: '顺序已调整',
  removed: '已删除',
  columnNotFound: '栏目不存在',
  parentNotFound: '上级栏目不存在',
  tooDeep: '栏目只有两级：二级栏目下不能再建栏目',
  hasChildrenCannotMove: '有二级栏目的栏目不能移到别的栏目下',
  titleRequired: '请填写栏目名称',
  titleTooLong: `栏目名称不能超过${COLUMN_TITLE_MAX}个字`,
  titleTaken: '同一级已有同名栏目',
  dirInvalid: '目录名用于网址：小写字母开头，2-32 位小写字母、数字或连字符',
  dirTaken: (owner: string) => `目录名已被「${owner}」使用`,
  imageInvalid: '栏目头图应为本站图片或 https 地址',
  cannotMove: '已经到头了',
  hasChildren: '栏目下还有二级栏目，请先删除它们',
  hasArticles: (count: number) => `栏目下还有 ${count} 篇文章或草稿，请先移走或删除`,
  cityNotFound: '城市分站不存在',
  cityNameRequired: '请填写分站名称',
  cityNameTooLong: `分站名称不能超过${CITY_NAME_MAX}个字`,
  cityNameTaken: '已有同名分站',
  provinceInvalid: '请选择所属省份',
  cityHasContent: (count: number) => `分站还有 ${count} 篇文章、草稿、广告或日历，请先移走或删除`,
  headerNote: `页头只显示前 ${HEADER_MAX_COLUMNS} 个一级栏目`,
} as const;
