/** The console's books and stock: limits and messages shared by the server and the console. */
export const GOODS_TITLE_MAX = 80;
export const GOODS_SUBTITLE_MAX = 120;
export const GOODS_DESCRIPTION_MAX = 5000;
/** Chapter titles of a book's contents. */
export const GOODS_CONTENTS_MAX = 100;
/** At or below this a book shows 库存紧张 in the console. */
export const LOW_STOCK = 10;
/** The most one stock change may add or take. */
export const STOCK_CHANGE_MAX = 100_000;

export const ConsoleGoodsMsg = {
  saved: '已保存',
  stockChanged: '库存已更新',
  notFound: '图书不存在',
  titleRequired: '请填写书名',
  titleTooLong: `书名不能超过${GOODS_TITLE_MAX}个字`,
  subtitleTooLong: `副标题不能超过${GOODS_SUBTITLE_MAX}个字`,
  priceInvalid: '售价应大于 0，最多两位小数',
  originalPriceInvalid: '原价应大于售价',
  categoryMissing: '所选分类不存在',
  maxPerOrderInvalid: '每单限购应为 1-99 的整数',
  weightInvalid: '重量应为 0-20000 克的整数',
  coverInvalid: '封面地址应以 https:// 或 / 开头',
  isbnInvalid: 'ISBN 应为 10 位或 13 位数字（末位可为 X）',
  publishedOnInvalid: '出版年月格式应为 2026-03',
  pagesInvalid: '页数应为 0-5000 的整数',
  textTooLong: '作者、出版社、版次每项不能超过 40 个字',
  descriptionTooLong: `图书介绍不能超过${GOODS_DESCRIPTION_MAX}个字`,
  contentsInvalid: `目录最多 ${GOODS_CONTENTS_MAX} 条，每条不超过 60 个字`,
  initialStockInvalid: '初始库存应为 0-100000 的整数',
  deltaInvalid: `库存变动应为非 0 整数，一次最多 ${STOCK_CHANGE_MAX}`,
  reasonInvalid: '请填写变动原因（2-100 个字）',
  stockShort: (stock: number, take: number) => `库存不足：当前库存 ${stock}，不能减少 ${take}`,
} as const;
